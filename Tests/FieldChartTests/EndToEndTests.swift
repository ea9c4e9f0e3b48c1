import FieldChartRendering
import FieldMachines
import Foundation
import Testing

/// One run of the real `fieldchart` binary, as a user runs it: exit codes and the two streams.
///
/// Each command is a fresh process that derives its chart again, so these draw, replay and
/// check the date machine, the quickest to derive; the in-process tests cover every machine
/// and `all`.
@Suite struct EndToEndTests {
  /// The built `fieldchart`: beside the test bundle, else from `swift build --show-bin-path`.
  static func binary() -> String? {
    var candidates: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("fieldchart"))
      directory = directory.deletingLastPathComponent()
    }
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      candidates.append(
        URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent()
          .appendingPathComponent("fieldchart"))
    }
    if let found = candidates.first(where: {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }) {
      return found.path
    }
    let shown = TestSupport.run(
      "/usr/bin/env",
      ["swift", "build", "--show-bin-path", "--package-path", TestSupport.packageRoot.path])
    let path = shown.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/fieldchart"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  @Test func theBuiltBinaryRunsEverySubcommand() throws {
    let fieldchart = try #require(EndToEndTests.binary(), "fieldchart was not built")
    let chart = TestSupport.run(fieldchart, ["chart", "date", "--format", "mermaid"])
    #expect(chart.status == 0)
    #expect(chart.stdout == ChartFormat.mermaid.render(DateFieldMachine.chart))
    #expect(chart.stderr.isEmpty)

    let paths = TestSupport.run(fieldchart, ["paths", "date"])
    #expect(paths.status == 0)
    let replay = TestSupport.run(fieldchart, ["simulate", "date", "--json"], input: paths.stdout)
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(replay.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"line\":") })

    let bad = TestSupport.run(fieldchart, ["simulate", "entry"], input: "tap\noops\ntap\n")
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("Error: line 2: unknown action 'oops'"))

    let usage = TestSupport.run(fieldchart, ["chart", "entry", "--format", "gif"])
    #expect(usage.status == 64)
    #expect(usage.stdout.isEmpty)
    #expect(usage.stderr.contains("Unknown format 'gif'"))

    let check = TestSupport.run(fieldchart, ["check", "date", "--events", "500"])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(TestSupport.run(fieldchart, ["--help"]).stdout.hasPrefix("OVERVIEW:"))
  }
}
