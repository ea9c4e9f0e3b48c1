import Foundation
import Testing

/// Golden files under `Tests/TerminalFormTests/Golden/`: compared, or re-recorded (and failed,
/// so the re-record is a reviewed diff) when `RECORD_TERMINAL_GOLDEN=1`.
enum Golden {
  /// The folder of golden files.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Expects `text` to equal the golden file `name`, showing the first differing lines.
  static func check(
    _ text: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_TERMINAL_GOLDEN"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded \(name); review the diff and run again without RECORD_TERMINAL_GOLDEN.",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    guard text != expected else { return }
    let actualLines = text.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    let differences = (0..<max(actualLines.count, expectedLines.count)).filter {
      actualLines.indices.contains($0) != expectedLines.indices.contains($0)
        || (actualLines.indices.contains($0) && actualLines[$0] != expectedLines[$0])
    }
    let report = differences.prefix(5).map { line in
      let actual = actualLines.indices.contains(line) ? actualLines[line] : "(none)"
      let wanted = expectedLines.indices.contains(line) ? expectedLines[line] : "(none)"
      return "line \(line + 1):\n  expected \(wanted)\n  actual   \(actual)"
    }
    let message =
      "\(name) differs on \(differences.count) lines (RECORD_TERMINAL_GOLDEN=1 re-records):\n"
      + report.joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
