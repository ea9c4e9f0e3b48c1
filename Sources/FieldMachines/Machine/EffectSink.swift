/// Where a transition puts each effect as it decides it: the transition functions of the field
/// machines emit into a sink instead of returning a list.
///
/// ``Effects`` is one sink, so ``FieldMachine/handle(_:)`` returns the list it always has. A
/// field's step uses its machine's ``InlineEffectBuffer``, a non-generic type of the kind's
/// own: Swift copies and destroys an instantiated generic type such as `Effects<Effect>`
/// through its metadata's value witnesses, a non-generic one directly.
package protocol EffectSink<Effect> {
  /// The effects the sink takes.
  associatedtype Effect
  /// How many effects were emitted so far.
  var count: Int { get }
  /// Takes the next effect, after those emitted before.
  mutating func emit(_ effect: Effect)
}

extension Effects: EffectSink {
  /// Appends `effect`.
  @inlinable
  package mutating func emit(_ effect: Effect) { append(effect) }
}
