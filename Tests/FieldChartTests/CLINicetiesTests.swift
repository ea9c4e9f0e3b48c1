import FieldChartCommand
import FieldCharts
import FieldMachines
import Foundation
import Testing

/// What a new user meets: versions, typo hints, counts that read right, help that fits a
/// screen, and JSON steps an outside tool can replay.
@Suite struct CLINicetiesTests {
  private func run(
    _ arguments: String..., stdin: String = "", interactive: Bool = false
  )
    -> CommandResult
  {
    FieldChartCommand.run(arguments: arguments, stdin: stdin, isInteractive: interactive)
  }

  @Test func versionIsTheChangelogsLatestRelease() throws {
    let result = run("--version")
    #expect(result.exitCode == .success)
    #expect(result.stdout == "\(FieldChartCommand.version)\n")
    #expect(FieldChartCommand.version.hasPrefix("0."))
    let changelog = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("## [\(FieldChartCommand.version)] - "))
    #expect(run("--help").stdout.contains("--version"))
  }

  @Test(arguments: [
    (["simluate", "entry"], "Did you mean 'simulate'?"),
    (["chrat"], "Did you mean 'chart'?"),
    (["chart", "entry", "--fromat", "dot"], "Did you mean '--format'?"),
    (["check", "all", "--event", "5"], "Did you mean '--events'?"),
    (["simulate", "picker", "--dat", "A"], "Did you mean '--data'?"),
    (["simulate", "pikcer"], "Did you mean 'picker'?"),
    (["paths", "entry", "--placeholdr", "A"], "Did you mean '--placeholder'?"),
    (["help", "pahts"], "Did you mean 'paths'?"),
  ])
  func typosGetASuggestion(_ arguments: [String], _ hint: String) {
    let result = FieldChartCommand.run(arguments: arguments, stdin: "")
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains(hint), "\(result.stderr)")
  }

  @Test func farOffWordsGetNoSuggestion() {
    #expect(!run("frobnicate").stderr.contains("Did you mean"))
    #expect(!run("chart", "zz").stderr.contains("Did you mean"))
    #expect(run("chart", "entyr").stderr.contains("Did you mean 'entry'?"))
  }

  @Test func checkCountsStepsAndSaysWhatAShortRunCovered() {
    let one = run("check", "entry", "--events", "1")
    #expect(one.exitCode == .success)
    #expect(one.stdout.hasPrefix("entry: 1 step (seed 1): every invariant held; "))
    #expect(one.stdout.contains(" states visited; "))
    let lines = one.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasSuffix(" not reached in this run.") == true, "\(one.stdout)")
    #expect(lines.count == 3, "the probe walk's line, the generated walk's line, then the end")
    let many = run("check", "date", "--events", "3")
    #expect(many.stdout.hasPrefix("date: 3 steps (seed 1)"))
  }

  @Test func pathsTakesSimulatesFieldOptionsAndReplays() {
    let options = ["--data", "A,B", "--manual-entry"]
    let paths = FieldChartCommand.run(arguments: ["paths", "picker"] + options, stdin: "")
    #expect(paths.exitCode == .success, "\(paths.stderr)")
    #expect(
      paths.stdout.contains(
        "fieldchart paths picker --data A,B --manual-entry | fieldchart simulate picker "
          + "--data A,B --manual-entry"))
    let replay = FieldChartCommand.run(
      arguments: ["simulate", "picker"] + options, stdin: paths.stdout)
    #expect(replay.exitCode == .success, "\(replay.stderr)")
    #expect(replay.stderr.isEmpty)
    let wrong = run("paths", "entry", "--data", "A")
    #expect(wrong.exitCode == .usage)
    #expect(wrong.stderr.contains("'--data' is not an option of the entry field"))
  }

  @Test(arguments: [
    ("entry", ["--text", "Ada", "--placeholder", "Name", "--monetary"]),
    ("area", ["--max-lines", "2", "--width", "90"]),
    ("date", ["--now", "2024-01-01"]),
    ("picker", ["--data", "A", "--clearable", "--index", "0"]),
  ])
  func configuredPathsReplayOnTheSameField(_ kind: String, _ options: [String]) {
    let paths = FieldChartCommand.run(arguments: ["paths", kind] + options, stdin: "")
    #expect(paths.exitCode == .success, "\(paths.stderr)")
    let replay = FieldChartCommand.run(
      arguments: ["simulate", kind] + options, stdin: paths.stdout)
    #expect(replay.exitCode == .success, "\(kind) \(options): \(replay.stderr)")
  }

  @Test func jsonStepsNameTheChartEventAndGuardsAsFields() throws {
    let result = run("simulate", "entry", "--json", stdin: "tap\ntype hi\n")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    let step = try #require(
      JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    let events = try #require(step["events"] as? [[String: Any]])
    let event = try #require(events.first)
    #expect(event["event"] as? String == "textEdited")
    #expect(event["guard"] as? [String] == ["allowed", "changed", "withinLimit"])
    let arguments = try #require(event["arguments"] as? [String: Any])
    #expect(arguments["allowed"] as? Bool == true)
    #expect((arguments["0"] as? [String: Any])?["insert"] as? String == "hi")
    #expect(
      step["regions"] as? [String: String] == [
        "focus": "active", "error": "none", "access": "editable",
      ])
    // The event and guard name exactly one transition of the chart.
    let transition = EntryFieldMachine.chart.transition(
      from: "active", event: "textEdited", conditions: ["allowed", "changed", "withinLimit"])
    #expect(transition?.target == event["to"] as? String)
  }

  @Test func interactiveSimulateShowsEveryRegionAfterEachLine() {
    let result = run(
      "simulate", "picker", "--data", "A", stdin: "tap\nerror Bad\n", interactive: true)
    #expect(result.stdout.contains("   regions:  mode: closed, error: none, access: editable\n"))
    #expect(
      result.stdout.contains("   regions:  mode: openOnList, error: none, access: editable\n"))
    #expect(
      result.stdout.contains("   regions:  mode: openOnList, error: error, access: editable\n"))
  }

  @Test func helpSimulateSeparatesSectionsByOneBlankLine() {
    let full = run("help", "simulate").stdout
    #expect(!full.contains("\n\n\n"))
    for section in ["SCRIPT:", "SHARED ACTIONS:", "TYPED DATES:", "EXAMPLES:", "PICKER ACTIONS:"] {
      #expect(full.contains("\n\n\(section)\n"), "\(section)")
    }
    let short = run("simulate", "--help").stdout
    #expect(!short.contains("SCRIPT:"))
    #expect(short.contains("See 'fieldchart help simulate'"))
    #expect(short.split(separator: "\n").count < 40)
  }
}
