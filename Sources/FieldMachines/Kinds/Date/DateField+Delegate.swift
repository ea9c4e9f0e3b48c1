/// The field's delegate, kept in its ``DelegateSlot`` (``DelegateSlotField`` adds `callee`, the
/// delegate it calls, and `attach(_:)`).
extension DateField: DelegateSlotField {
  /// The delegate, held weakly.
  public var delegate: (any DateFieldDelegate)? {
    get { delegateSlot.delegate }
    set { delegateSlot.delegate = newValue }
  }
}
