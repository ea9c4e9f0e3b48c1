import FieldChartRendering
import FieldMachines
import Foundation
import Testing

/// The repository's `StateCharts/` directory and the DocC article must equal freshly rendered
/// charts. `RECORD_STATECHARTS=1` rewrites them and still fails, so a re-record is reviewed.
@Suite struct StateChartsInSyncTests {
  private var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_STATECHARTS"] == "1" }

  private var expectedFiles: [GeneratedFile] {
    StateChartsDirectory.files(for: ChartCatalog.charts).map {
      GeneratedFile(path: "StateCharts/" + $0.path, contents: $0.contents)
    } + [
      GeneratedFile(
        path: StateChartsArticle.path, contents: StateChartsArticle.render(ChartCatalog.charts))
    ]
      + ChartCatalog.charts.filter(MachineChartPage.hasPage).map {
        GeneratedFile(path: MachineChartPage.path(for: $0), contents: MachineChartPage.render($0))
      }
  }

  @Test func everyChartFileIsInSync() throws {
    let root = TestSupport.packageRoot
    var differing: [String] = []
    for file in expectedFiles {
      let url = root.appendingPathComponent(file.path)
      let actual = (try? String(contentsOf: url, encoding: .utf8))
      guard actual != file.contents else { continue }
      differing.append(file.path)
      if isRecording {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
      } else {
        let message =
          "\(file.path) is out of date: \(firstDifference(actual ?? "", file.contents)). "
          + "Re-record with \(StateChartsDirectory.recordCommand) and review the diff."
        Issue.record("\(message)")
      }
    }
    if isRecording {
      let message =
        "Recorded new baseline for \(differing.count) file(s): \(differing). "
        + "Review the diff, then run the tests again without RECORD_STATECHARTS."
      Issue.record("\(message)")
    }
  }

  /// The README embeds the entry chart between markers; it must be the current rendering.
  @Test func readmeChartIsInSync() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let opening = "<!-- chart:EntryFieldMachine"
    let closing = "<!-- /chart -->"
    guard let start = readme.range(of: opening), let end = readme.range(of: closing),
      start.upperBound <= end.lowerBound,
      let lineEnd = readme[start.upperBound...].firstIndex(of: "\n")
    else {
      Issue.record("README.md has no \(opening) … \(closing) block")
      return
    }
    let expected =
      "\n```mermaid\n" + ChartFormat.mermaid.render(EntryFieldMachine.chart) + "```\n"
    let actual = String(readme[readme.index(after: lineEnd)..<end.lowerBound])
    guard actual != String(expected.dropFirst()) else { return }
    if isRecording {
      let updated =
        readme[..<lineEnd] + expected + readme[end.lowerBound...]
      try Data(String(updated).utf8).write(to: url)
      Issue.record("Recorded the README chart; review the diff and run again.")
    } else {
      Issue.record(
        "README.md's chart is out of date. Re-record with \(StateChartsDirectory.recordCommand).")
    }
  }

  @Test func everyFileInStateChartsBelongsToAChart() throws {
    let directory = TestSupport.packageRoot.appendingPathComponent("StateCharts")
    let present = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    let expected = Set(StateChartsDirectory.files(for: ChartCatalog.charts).map(\.path))
    #expect(present.subtracting(expected).sorted() == [], "files no chart renders")
    #expect(expected.subtracting(present).sorted() == [], "charts without a file")
  }

  @Test func readmeEmbedsEveryMermaidChart() {
    let charts = ChartCatalog.charts
    let readme = StateChartsDirectory.readme(for: charts)
    for chart in charts {
      #expect(readme.contains("```mermaid\n" + ChartFormat.mermaid.render(chart) + "```"))
    }
  }

  private func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let left = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      let right = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      if left != right { return "line \(index + 1) is \"\(left)\" but should be \"\(right)\"" }
    }
    return "the files differ"
  }
}
