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

  /// No effects.
  @inlinable
  public init() {}

  /// How many effects there are.
  @inlinable
  public var count: Int {
    switch storage {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .three: 3
    case .four: 4
    case .many(let effects): effects.count
    }
  }

  /// Adds an effect at the end.
  @inlinable
  public mutating func append(_ effect: Effect) {
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

  /// Adds every effect of `other` at the end, in order.
  public mutating func append(contentsOf other: Effects<Effect>) {
    for effect in other { append(effect) }
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
  @inlinable
  public subscript(position: Int) -> Effect {
    switch (storage, position) {
    case (.one(let first), 0), (.two(let first, _), 0), (.three(let first, _, _), 0),
      (.four(let first, _, _, _), 0):
      return first
    case (.two(_, let second), 1), (.three(_, let second, _), 1), (.four(_, let second, _, _), 1):
      return second
    case (.three(_, _, let third), 2), (.four(_, _, let third, _), 2):
      return third
    case (.four(_, _, _, let fourth), 3):
      return fourth
    case (.many(let effects), _):
      return effects[position]
    default:
      return [Effect]()[position]
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
