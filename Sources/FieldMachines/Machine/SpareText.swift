/// A string buffer a machine's state keeps for its next message, outside the state's value: two
/// states are equal whatever their spare holds, and it is not hashed.
///
/// A message the machine words anew (a date field's entry error quoting the draft) is written into
/// the spare's buffer, which then keeps the message: shared while the error shows, unshared again
/// once it is gone, so a field that shows and clears such errors again and again allocates only
/// while a message outgrows the buffer, or when something outside the machine (a delegate, an
/// effect still held) keeps the old message.
struct SpareText: Sendable, Hashable {
  private var buffer = ""

  /// Creates an empty spare.
  init() {}

  /// Spares are not part of a state's value: any two are equal.
  static func == (lhs: SpareText, rhs: SpareText) -> Bool { true }

  /// Adds nothing: spares are not part of a state's value.
  func hash(into hasher: inout Hasher) {}

  /// Keeps `text` (the message just worded) as the spare.
  mutating func keep(_ text: String) {
    buffer = text
  }

  /// The spare, for its user to overwrite, leaving none behind so its buffer is unshared.
  mutating func take() -> String {
    var taken = ""
    swap(&taken, &buffer)
    return taken
  }
}
