/// A delegate of every kind of field at once, written once: it hears every message as
/// ``ask(_:method:)`` or ``tell(_:method:)``. The testing kit, `fieldchart` and fieldbench record
/// or count calls through it, whatever the kind.
///
/// A sink is no kind's delegate. ``FieldVocabulary/attach(_:to:)`` (or `Field.attach(_:)`) gives
/// the field a small bridge from the kind's folder instead: an object that conforms to the kind's
/// delegate protocol and forwards each message to the sink. The field holds that bridge strongly
/// (beside the app's delegate, which it holds weakly) for as long as it is the field's delegate,
/// so a sink is attached exactly while the bridge is the delegate: setting the field's `delegate`
/// to anything else releases the bridge, and attaching again replaces it. The bridge holds the
/// sink weakly, as the field holds its delegate: the field never keeps a sink alive, and once the
/// sink is released the field behaves as with no delegate (questions answer `true`, notices go
/// nowhere, and its public `delegate` reads `nil`). A call costs one forwarding call more than a
/// delegate of the kind's own, and allocates nothing. Nothing holds a bridge weakly, so its
/// retains stay on the runtime's fast path (a weakly held object's take its side table's).
package protocol FieldDelegateCallSink: AnyObject {
  /// A "should" question; the answer is the delegate's. `method` is the delegate method's base
  /// name, such as `entryFieldShouldBeginEditing` or `entryField`.
  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool
  /// A notice. `method` is the delegate method's base name, such as `dateChanged`.
  func tell(_ call: FieldDelegateCall, method: StaticString)
}
