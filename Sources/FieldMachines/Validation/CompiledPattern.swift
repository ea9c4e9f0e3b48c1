import Foundation

/// The regex of a ``ValidationRule/pattern(id:message:matching:)`` rule, made on the first
/// check and kept: parsing a regex costs far more than matching a short text with it.
///
/// `Regex` is not `Sendable`, and a rule is, so the regex is made, kept and used only under a
/// lock: two threads checking the same rule take turns.
final class CompiledPattern<Output>: @unchecked Sendable {
  private let lock = NSLock()
  private let make: @Sendable () -> Regex<Output>
  private var regex: Regex<Output>?

  /// A pattern that `make` builds on the first match.
  init(_ make: @escaping @Sendable () -> Regex<Output>) {
    self.make = make
  }

  /// Whether the regex matches the whole of `text`.
  func wholeMatches(_ text: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let regex = self.regex ?? make()
    self.regex = regex
    return (try? regex.wholeMatch(in: text)) != nil
  }
}
