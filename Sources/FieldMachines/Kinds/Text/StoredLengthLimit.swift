/// A text field's length limit stored in one word, `Int.min` standing for none: an `Int?` takes
/// a ninth byte, and with it the state a word more. It prints as the optional it stands for, so
/// a state dumped in a test or a property failure reads `nil` or `Optional(40)`, not `Int.min`.
struct StoredLengthLimit: Sendable, Hashable, CustomStringConvertible {
  /// The limit, or `Int.min` for none.
  private var raw: Int

  /// Stores `limit`; `Int.min`, which stands for none here, is kept as `Int.min + 1` (a
  /// negative limit, which the machine treats as 0 alike).
  init(_ limit: Int?) {
    raw = limit.map { max($0, Int.min + 1) } ?? Int.min
  }

  /// The limit; `nil` for none.
  var value: Int? { raw == Int.min ? nil : raw }

  /// The limit as its optional prints.
  var description: String { String(describing: value) }
}
