import Foundation
import Testing

/// `swift test` prints nothing until the run is planned, and planning computes every test's
/// arguments. An argument list that derives a chart (transition-cover paths, a chart's states)
/// kept a newcomer's terminal silent for minutes; such work belongs inside the test.
///
/// The check reads the test sources, as ``PublicSurfaceTests`` reads the library's: the
/// attribute of every `@Test` with arguments, in every test target, must name no chart
/// derivation. Suites that are `.disabled` (compiled for an article) are not planned to run.
@Suite struct TestPlanningTests {
  /// Calls that derive a chart or explore a machine.
  static let derivingCalls = [
    "modelBasedPaths(", "transitionCoverPaths(", "chartDerivation", "ChartDerivation(",
    "StateChart(deriving", ".chart.", ".chart)",
  ]

  /// Each `@Test(...)` attribute with `arguments:` under `Tests/`, with its file.
  static func argumentAttributes() throws -> [(file: String, attribute: String)] {
    let root = PublicSurfaceTests.root
    let base = root.appendingPathComponent("Tests")
    guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var found: [(String, String)] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      guard !text.contains("@Suite(.disabled") else { continue }
      let name = String(file.path.dropFirst(root.path.count + 1))
      var rest = text[...]
      while let start = rest.range(of: "@Test(") {
        var depth = 0
        var end = start.lowerBound
        for index in rest[start.lowerBound...].indices {
          if rest[index] == "(" { depth += 1 }
          if rest[index] == ")" {
            depth -= 1
            if depth == 0 {
              end = index
              break
            }
          }
        }
        guard end > start.lowerBound else { break }
        let attribute = String(rest[start.lowerBound...end])
        if attribute.contains("arguments:") { found.append((name, attribute)) }
        rest = rest[rest.index(after: end)...]
      }
    }
    return found
  }

  @Test func noTestArgumentDerivesAChart() throws {
    let attributes = try Self.argumentAttributes()
    #expect(attributes.count > 50, "the scan found the tests' arguments")
    let offending = attributes.filter { _, attribute in
      Self.derivingCalls.contains { attribute.contains($0) }
    }
    #expect(offending.isEmpty, "\(offending.map { "\($0.file): \($0.attribute)" })")
  }
}
