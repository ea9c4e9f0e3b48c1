/// The effects ``TextFieldTransitions`` returns, which both text machines' `Effect` enums
/// provide as cases of the same names.
///
/// Internal: it lets one generic transition build either machine's effects without mapping and
/// without allocating.
protocol TextFieldEffect: Hashable, Sendable {
  /// Editing began.
  static var didBeginEditing: Self { get }
  /// Editing ended.
  static var didEndEditing: Self { get }
  /// The user changed the text.
  static var didChangeText: Self { get }
  /// The error was removed.
  static var errorCleared: Self { get }
  /// An error appeared or its message changed.
  static var errorShown: Self { get }
  /// Announce the error that appeared or changed to assistive technologies.
  static func announceError(_ message: String) -> Self
}
