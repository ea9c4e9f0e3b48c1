/// The effects of one step, held in the step's own frame until the field performs them: the
/// ``EffectSlots`` of the kind's effects, in a type of the kind's own.
///
/// Each machine declares its buffer (`<Kind>FieldMachine.EffectBuffer`) with nothing but its
/// ``slots``; everything else is written once, here and in ``EffectSlots``. The buffer is the
/// kind's own, not `EffectSlots<Effect>` itself, because Swift copies and destroys a value in
/// memory through its type's value witnesses: a non-generic type's are compiled for its fields,
/// a generic type's look the effect type's metadata up on every call (fieldbench measured a
/// step about 100 instructions dearer with `EffectSlots<Effect>` as the buffer).
package protocol InlineEffectBuffer<Effect>: EffectSink, Equatable, ExpressibleByArrayLiteral
where Effect: Hashable, ArrayLiteralElement == Effect {
  /// An empty buffer.
  init()
  /// The effects emitted, in order.
  var slots: EffectSlots<Effect> { get set }
}

extension InlineEffectBuffer {
  /// How many effects were emitted.
  @inline(__always)
  package var count: Int { slots.count }

  /// Puts `effect` in the next slot, or in the overflow past the fourth.
  @inline(__always)
  package mutating func emit(_ effect: Effect) {
    slots.emit(effect)
  }

  /// Calls `body` with each effect in order.
  @inline(__always)
  package func forEach(_ body: (Effect) throws -> Void) rethrows {
    try slots.forEach(body)
  }

  /// Emits each effect into `sink`, in order.
  package func send(to sink: inout some EffectSink<Effect>) {
    forEach { sink.emit($0) }
  }
}

extension InlineEffectBuffer {
  /// A buffer holding `elements`, in order: what a test compares a field's step with.
  package init(arrayLiteral elements: Effect...) {
    self.init()
    for element in elements { emit(element) }
  }

  /// Whether both hold the same effects in the same order.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    var left: [Effect] = []
    var right: [Effect] = []
    lhs.forEach { left.append($0) }
    rhs.forEach { right.append($0) }
    return left == right
  }
}
