/// What every kind's bridge from its delegate protocol to a ``FieldDelegateCallSink`` shares
/// (`<Kind>FieldCallBridge`, in the kind's folder, adds the kind's delegate methods, each one
/// ``ask(_:method:)`` or ``tell(_:method:)``): the sink, held weakly as a field holds its
/// delegate, whether it is still there, which the field reads while it holds the bridge,
/// and what a bridge does once its sink is gone, written once.
class FieldCallBridge {
  /// Where the messages go; `nil` once the sink is gone.
  private weak var sink: (any FieldDelegateCallSink)?

  /// A bridge to `sink`.
  init(_ sink: some FieldDelegateCallSink) {
    self.sink = sink
  }

  /// Whether the sink is still there.
  final var hasSink: Bool { sink != nil }

  /// The sink's answer to the question `call` (the delegate method `method`); `true` once the
  /// sink is gone, as a field without a delegate answers.
  final func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
    sink?.ask(call, method: method) ?? true
  }

  /// Tells the sink the notice `call` (the delegate method `method`); nothing once the sink is
  /// gone.
  final func tell(_ call: FieldDelegateCall, method: StaticString) {
    sink?.tell(call, method: method)
  }
}
