/// The error region that sits beside every field's focus state.
///
/// MaterialFields layers its error over the other states as a flag; here it is an explicit
/// region of each machine's state. An empty message is allowed and, as in MaterialFields,
/// reserves the spacing above the error row but no text line (a height of 48.5 by default).
public enum ErrorState: Sendable, Hashable {
  /// No error is shown.
  case none
  /// An error is shown with this message, which may be empty.
  case message(String)

  /// Whether an error is shown.
  package var isShown: Bool {
    switch self {
    case .none: false
    case .message: true
    }
  }

  /// The message shown, or `nil` when there is no error.
  public var message: String? {
    switch self {
    case .none: nil
    case .message(let text): text
    }
  }
}
