/// The ordered effects of one transition, stored inline so a step allocates nothing.
///
/// The first four effects live in the value itself; a fifth or later one (no transition of the
/// built-in machines returns that many) goes to an overflow array, so nothing is ever dropped.
/// `Effects` is a random-access collection and can be written as an array literal, so tests read
/// `#expect(machine.handle(.doneTapped) == [.didEndEditing])`.
public struct Effects<Effect: Hashable & Sendable>: Hashable, Sendable {
  private var first: Effect?
  private var second: Effect?
  private var third: Effect?
  private var fourth: Effect?
  private var overflow: [Effect] = []
  /// How many effects there are.
  public private(set) var count = 0

  /// No effects.
  public init() {}

  /// Adds an effect at the end.
  public mutating func append(_ effect: Effect) {
    switch count {
    case 0: first = effect
    case 1: second = effect
    case 2: third = effect
    case 3: fourth = effect
    default: overflow.append(effect)
    }
    count += 1
  }

  /// Adds every effect of `other` at the end, in order.
  public mutating func append(contentsOf other: Effects<Effect>) {
    for effect in other { append(effect) }
  }
}

extension Effects: RandomAccessCollection {
  /// The position of the first effect: always 0.
  public var startIndex: Int { 0 }
  /// The position after the last effect.
  public var endIndex: Int { count }

  /// The effect at `position`, which must be in `0..<count` like any collection subscript.
  public subscript(position: Int) -> Effect {
    switch position {
    case 0: return first ?? overflow[position]
    case 1: return second ?? overflow[position]
    case 2: return third ?? overflow[position]
    case 3: return fourth ?? overflow[position]
    default: return overflow[position - 4]
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
