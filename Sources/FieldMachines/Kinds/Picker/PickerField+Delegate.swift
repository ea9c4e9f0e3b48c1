/// The field's delegate, kept in its ``DelegateSlot`` (``DelegateSlotField`` adds `callee`, the
/// delegate it calls, and `attach(_:)`).
extension PickerField: DelegateSlotField {
  /// The delegate, held weakly.
  public var delegate: (any PickerFieldDelegate)? {
    get { delegateSlot.delegate }
    set { delegateSlot.delegate = newValue }
  }
}
