/// The effects of one step, held in the step's own frame until the field performs them: four
/// inline slots, then an array for a fifth or later one (no transition of the built-in machines
/// emits that many), so nothing is ever dropped.
///
/// Each machine declares its own buffer (`<Kind>FieldMachine.EffectBuffer`, its stored
/// properties), non-generic, so a step creates, fills and destroys it without a metadata look-up;
/// everything else is written once here.
package protocol InlineEffectBuffer<Effect>: EffectSink, Equatable, ExpressibleByArrayLiteral
where Effect: Hashable, ArrayLiteralElement == Effect {
  /// An empty buffer.
  init()
  /// The first effect emitted; each slot is `nil` past ``count``.
  var first: Effect? { get set }
  /// The second effect emitted.
  var second: Effect? { get set }
  /// The third effect emitted.
  var third: Effect? { get set }
  /// The fourth effect emitted.
  var fourth: Effect? { get set }
  /// The effects after the fourth, in order; `nil` until a fifth is emitted.
  var overflow: [Effect]? { get set }
  /// How many effects were emitted.
  var count: Int { get set }
}

extension InlineEffectBuffer {
  /// Puts `effect` in the next slot, or in the overflow past the fourth.
  @inline(__always)
  package mutating func emit(_ effect: Effect) {
    switch count {
    case 0: first = effect
    case 1: second = effect
    case 2: third = effect
    case 3: fourth = effect
    default: overflow = (overflow ?? []) + [effect]
    }
    count += 1
  }

  /// Calls `body` with each effect in order.
  @inline(__always)
  package func forEach(_ body: (Effect) throws -> Void) rethrows {
    guard count > 0 else { return }
    if let first { try body(first) }
    if let second { try body(second) }
    if let third { try body(third) }
    if let fourth { try body(fourth) }
    // Not `overflow ?? []`: a loop entered on every call lets the optimiser hoist the body's
    // exclusivity checks (a field's settings and handlers) in front of it, paid on every step.
    if let overflow { for effect in overflow { try body(effect) } }
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
