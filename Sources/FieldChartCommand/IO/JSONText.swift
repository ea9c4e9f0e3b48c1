import FieldChartRendering

/// Small helpers for writing JSON and quoted text in command output.
enum JSONText {
  /// `text` as a JSON (and Swift) string literal.
  static func quoted(_ text: String) -> String {
    JSONValue.quoted(text)
  }
}
