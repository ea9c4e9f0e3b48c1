/// A delegate of every kind for a field of any kind.
extension Field {
  /// Makes a bridge to `delegate` (the kind's `<Kind>FieldCallBridge`) the field's delegate,
  /// whatever the field's kind; nothing for a field that keeps no ``DelegateSlot``.
  package func attach(_ delegate: some FieldDelegateCallSink) {
    (self as? any DelegateSlotField)?.attachBridge(to: delegate)
  }
}
