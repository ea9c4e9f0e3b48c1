/// The match of a ``ValidationRule/pattern(id:message:matching:)`` rule as a value a
/// ``BuiltInRule`` can hold: the whole-text test of one ``CompiledPattern``, equal only to
/// itself, so rule sets that share one pattern rule share one copy (and its regex).
final class TextPattern: Sendable, Hashable {
  /// Whether the pattern matches the whole of a text.
  let matches: @Sendable (String) -> Bool

  /// A pattern whose whole-text test is `matches`.
  init(_ matches: @escaping @Sendable (String) -> Bool) {
    self.matches = matches
  }

  /// Whether `lhs` and `rhs` are the same pattern object.
  static func == (lhs: TextPattern, rhs: TextPattern) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
