/// The field's delegate, kept in its ``DelegateSlot`` (``DelegateSlotField`` adds `callee`, the
/// delegate it calls, and `attach(_:)`).
extension AreaField: DelegateSlotField {
  /// The delegate, held weakly.
  public var delegate: (any AreaFieldDelegate)? {
    get { delegateSlot.delegate }
    set { delegateSlot.delegate = newValue }
  }
}
