extension DateEntryPattern {
  /// One piece of a pattern: a number field or a literal character.
  enum Token: Sendable, Hashable {
    /// `yyyy`: exactly four digits.
    case year
    /// `MM` (exactly two digits, `padded`) or `M` (one or two).
    case month(padded: Bool)
    /// `dd` (exactly two digits, `padded`) or `d` (one or two).
    case day(padded: Bool)
    /// Any character that is not an ASCII letter, matched exactly.
    case literal(Character)

    /// The pattern text of this token.
    var patternText: String {
      switch self {
      case .year: "yyyy"
      case .month(let padded): padded ? "MM" : "M"
      case .day(let padded): padded ? "dd" : "d"
      case .literal(let character): String(character)
      }
    }

    /// The fewest and most digits a number token takes; `nil` for a literal.
    var digitCount: ClosedRange<Int>? {
      switch self {
      case .year: 4...4
      case .month(let padded), .day(let padded): padded ? 2...2 : 1...2
      case .literal: nil
      }
    }
  }
}
