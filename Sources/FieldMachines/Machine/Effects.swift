/// The ordered effects of one transition, stored inline so a step allocates nothing.
///
/// Up to four effects live in the value itself, as one small enum; a fifth or later one (no
/// transition of the built-in machines returns that many) moves them all to an array, so nothing
/// is ever dropped. `Effects` is a random-access collection and can be written as an array
/// literal, so tests read `#expect(machine.handle(.doneTapped) == [.didEndEditing])`.
///
/// The enum layout (rather than four optional slots beside an always-present array) keeps an
/// empty or short list free of reference counting: fieldbench measured a transition returning
/// this layout at about half the cost of the slot layout.
public struct Effects<Effect: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case zero
    case one(Effect)
    case two(Effect, Effect)
    case three(Effect, Effect, Effect)
    case four(Effect, Effect, Effect, Effect)
    case many([Effect])
  }

  @usableFromInline
  private(set) var storage = Storage.zero

  /// How many effects ``storage`` holds, kept beside it, so ``count`` (read after every step)
  /// reads one integer instead of matching, and so copying, the storage.
  @usableFromInline
  private(set) var storedCount = 0

  /// No effects.
  @inlinable
  package init() {}

  /// How many effects there are.
  @inlinable
  public var count: Int { storedCount }

  /// Adds an effect at the end.
  @inlinable
  package mutating func append(_ effect: Effect) {
    storedCount += 1
    switch storage {
    case .zero: storage = .one(effect)
    case .one(let first): storage = .two(first, effect)
    case .two(let first, let second): storage = .three(first, second, effect)
    case .three(let first, let second, let third):
      storage = .four(first, second, third, effect)
    case .four(let first, let second, let third, let fourth):
      storage = .many([first, second, third, fourth, effect])
    case .many(var effects):
      storage = .zero
      effects.append(effect)
      storage = .many(effects)
    }
  }

  /// Whether `other` holds the same effects in the same order, as `==` says, compared effect by
  /// effect in the caller's code: `==` is the derived conformance, which a caller in another
  /// module runs unspecialised (a tuple-metadata look-up and value-witness copies of the storage
  /// on every comparison), where this compiles to the effect type's own `==`.
  @inlinable
  package func hasSameEffects(as other: Effects) -> Bool {
    guard storedCount == other.storedCount else { return false }
    for index in 0..<storedCount where self[index] != other[index] { return false }
    return true
  }

  /// Adds every effect of `other` at the end, in order.
  @inlinable
  package mutating func append(contentsOf other: Effects<Effect>) {
    guard storedCount == 0 else {
      other.forEach { append($0) }
      return
    }
    storage = other.storage
    storedCount = other.storedCount
  }
}

extension Effects: RandomAccessCollection {
  /// The position of the first effect: always 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The position after the last effect.
  @inlinable
  public var endIndex: Int { count }

  /// The effect at `position`, which must be in `0..<count` like any collection subscript.
  ///
  /// Only the effect asked for is copied out of the inline storage (the storage is matched in
  /// place, not copied into a tuple first), so iterating costs one copy per effect.
  @inlinable
  public subscript(position: Int) -> Effect {
    switch position {
    case 0:
      switch storage {
      case .one(let first), .two(let first, _), .three(let first, _, _),
        .four(let first, _, _, _):
        return first
      case .zero, .many: break
      }
    case 1:
      switch storage {
      case .two(_, let second), .three(_, let second, _), .four(_, let second, _, _):
        return second
      case .zero, .one, .many: break
      }
    case 2:
      switch storage {
      case .three(_, _, let third), .four(_, _, let third, _): return third
      case .zero, .one, .two, .many: break
      }
    case 3:
      if case .four(_, _, _, let fourth) = storage { return fourth }
    default: break
    }
    if case .many(let effects) = storage { return effects[position] }
    return [Effect]()[position]
  }

  /// Calls `body` with each effect in order, matching the inline storage once.
  @inlinable
  package func forEach(_ body: (Effect) throws -> Void) rethrows {
    switch storage {
    case .zero: break
    case .one(let first): try body(first)
    case .two(let first, let second):
      try body(first)
      try body(second)
    case .three(let first, let second, let third):
      try body(first)
      try body(second)
      try body(third)
    case .four(let first, let second, let third, let fourth):
      try body(first)
      try body(second)
      try body(third)
      try body(fourth)
    case .many(let effects):
      for effect in effects { try body(effect) }
    }
  }
}

extension Effects: ExpressibleByArrayLiteral {
  /// Creates the effects listed, in order.
  public init(arrayLiteral elements: Effect...) {
    self.init()
    for element in elements { append(element) }
  }
}

extension Effects: CustomStringConvertible {
  /// The effects as an array would print them.
  public var description: String { Array(self).description }
}
