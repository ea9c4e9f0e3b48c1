/// What every kind's bridge from its delegate protocol to a ``FieldDelegateCallSink`` shares
/// (`<Kind>FieldCallBridge`, in the kind's folder, adds the kind's delegate methods): the sink,
/// held weakly as a field holds its delegate, and whether it is still there, which the field's
/// hub reads while it keeps the bridge.
class FieldCallBridge {
  /// Where the messages go; `nil` once the sink is gone.
  private(set) weak var sink: (any FieldDelegateCallSink)?

  /// A bridge to `sink`.
  init(_ sink: some FieldDelegateCallSink) {
    self.sink = sink
  }

  /// Whether the sink is still there.
  final var hasSink: Bool { sink != nil }
}
