/// The effects of one step, held in the step's own frame until the field performs them: four
/// inline slots, then an array for a fifth or later one (no transition of the built-in machines
/// emits that many), so nothing is ever dropped.
///
/// Each machine declares its own buffer (`<Kind>FieldMachine.EffectBuffer`, one stored
/// tuple), non-generic, so a step creates, fills and destroys it without a metadata look-up;
/// everything else is written once here.
package protocol InlineEffectBuffer<Effect>: EffectSink, Equatable, ExpressibleByArrayLiteral
where Effect: Hashable, ArrayLiteralElement == Effect {
  /// An empty buffer.
  init()
  /// The first four effects emitted, in order (`nil` past ``count``), the effects after the
  /// fourth (`nil` until a fifth is emitted), and how many were emitted: one stored tuple, so a
  /// kind's buffer declares one property.
  var storage: (Effect?, Effect?, Effect?, Effect?, [Effect]?, Int) { get set }
}

extension InlineEffectBuffer {
  /// How many effects were emitted.
  @inline(__always)
  package var count: Int { storage.5 }

  /// Puts `effect` in the next slot, or in the overflow past the fourth.
  @inline(__always)
  package mutating func emit(_ effect: Effect) {
    switch storage.5 {
    case 0: storage.0 = effect
    case 1: storage.1 = effect
    case 2: storage.2 = effect
    case 3: storage.3 = effect
    default: storage.4 = (storage.4 ?? []) + [effect]
    }
    storage.5 += 1
  }

  /// Calls `body` with each effect in order.
  @inline(__always)
  package func forEach(_ body: (Effect) throws -> Void) rethrows {
    guard storage.5 > 0 else { return }
    if let first = storage.0 { try body(first) }
    if let second = storage.1 { try body(second) }
    if let third = storage.2 { try body(third) }
    if let fourth = storage.3 { try body(fourth) }
    for effect in storage.4 ?? [] { try body(effect) }
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
