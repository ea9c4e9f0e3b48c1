/// The effects of one step in four inline slots, then an array for a fifth or later one (no
/// transition of the built-in machines emits that many), so nothing is ever dropped: the storage
/// of every kind's ``InlineEffectBuffer``, written once.
///
/// The slots are separate stored properties, not one tuple (a tuple's copies and destroys went
/// through runtime tuple metadata) and not an enum over the count like ``Effects``.
package struct EffectSlots<Effect: Hashable> {
  /// The first effect emitted; each slot is `nil` past ``count``.
  package var first: Effect?
  /// The second effect emitted.
  package var second: Effect?
  /// The third effect emitted.
  package var third: Effect?
  /// The fourth effect emitted.
  package var fourth: Effect?
  /// The effects after the fourth, in order; `nil` until a fifth is emitted.
  package var overflow: [Effect]?
  /// How many effects were emitted.
  package var count = 0

  /// No effects.
  package init() {}

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

  /// The effect emitted `index`th, which must be below ``count``: one slot read, not the whole
  /// buffer copied.
  @inline(__always)
  package func effect(at index: Int) -> Effect? {
    switch index {
    case 0: first
    case 1: second
    case 2: third
    case 3: fourth
    default: overflow?[index - 4]
    }
  }

  /// Empties the buffer, releasing only the slots in use: nothing to do when it is empty.
  @inline(__always)
  package mutating func removeAll() {
    guard count > 0 else { return }
    first = nil
    if count > 1 { second = nil }
    if count > 2 { third = nil }
    if count > 3 { fourth = nil }
    if count > 4 { overflow = nil }
    count = 0
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
}
