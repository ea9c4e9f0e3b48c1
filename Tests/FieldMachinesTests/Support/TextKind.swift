/// The two text field kinds, for tests that run the same script against both.
enum TextKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case entry
  case area

  var description: String { rawValue }
}
