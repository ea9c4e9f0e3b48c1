/// The bound of a numeric rule: its `Double` (rounded, for a quick comparison), its exact
/// value (for the comparisons the `Double` cannot decide) and its text in messages.
struct NumericBound: Sendable {
  /// The bound rounded to the nearest `Double`.
  var rounded: Double
  /// The bound's exact value.
  var exact: ExactDecimal
  /// The bound as messages and parameters show it.
  var text: String

  /// A `Double` bound stands for the decimal it prints as, its shortest round-trip form:
  /// `0.1` is one tenth (not the binary fraction nearest to it), so `"0.1"` is not greater
  /// than it and `"0.10000000000000000001"` is, though both read as the same `Double`.
  init(_ bound: Double) {
    rounded = bound
    exact = ExactDecimal(parsing: "\(bound)"[...]) ?? ExactDecimal(0)
    text = TextChecks.format(bound)
  }

  init(_ bound: Int) {
    rounded = Double(bound)
    exact = ExactDecimal(bound)
    text = String(bound)
  }

  /// The bound of a numeric rule: an `Int` exactly, a `Double` as the decimal it prints as, and
  /// any other conforming type as the `Double` its text reads as (a text that is not a number
  /// orders nothing, as a NaN bound does).
  init(_ bound: some NumericRuleBound) {
    switch bound {
    case let bound as Int: self.init(bound)
    case let bound as Double: self.init(bound)
    default: self.init(Double("\(bound)") ?? .nan)
    }
  }

  /// -1, 0 or 1 as the number in `text` is below, equal to or above the bound; `nil` when the
  /// text is not a number (see ``ValidationRule``'s numeric rules for the syntax).
  ///
  /// Rounding to a `Double` keeps order, so when the text's `Double` differs from the bound's
  /// it decides; only a tie is compared digit by digit.
  func ordering(of text: String) -> Int? {
    let trimmed = text.trimmingWhitespace()
    guard let decimal = ExactDecimal(parsing: trimmed[...]), let value = Double(trimmed),
      value.isFinite
    else { return nil }
    if value < rounded { return -1 }
    if value > rounded { return 1 }
    return decimal.compare(to: exact)
  }
}
