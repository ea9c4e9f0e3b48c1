import FieldChartCommand
import FieldChartRendering
import FieldMachines
import Foundation
import Testing

/// In-process runs of every subcommand, format and error path.
@Suite struct FieldChartCommandTests {
  private func run(_ arguments: String..., stdin: String = "") -> CommandResult {
    FieldChartCommand.run(arguments: arguments, stdin: stdin)
  }

  // MARK: Help

  @Test(arguments: ["list", "chart", "simulate", "paths", "check", "help"])
  func everySubcommandHasHelp(_ subcommand: String) throws {
    for flag in ["-h", "--help"] {
      let result = FieldChartCommand.run(arguments: [subcommand, flag], stdin: "")
      #expect(result.exitCode == .success)
      #expect(result.stdout.hasPrefix("OVERVIEW: "))
      #expect(result.stdout.contains("USAGE: fieldchart \(subcommand)"))
      #expect(result.stdout.contains("OPTIONS:\n"))
      #expect(result.stderr.isEmpty)
    }
    let full = FieldChartCommand.run(arguments: ["help", subcommand], stdin: "").stdout
    let short = FieldChartCommand.run(arguments: [subcommand, "--help"], stdin: "").stdout
    if subcommand == "simulate" {
      // `simulate --help` is the overview; `help simulate` goes on with the whole grammar.
      let head = try #require(short.components(separatedBy: "\n  See 'fieldchart help").first)
      #expect(full.hasPrefix(head))
      #expect(full.count > 3 * short.count)
    } else {
      #expect(full == short)
    }
  }

  @Test func toolHelpListsSubcommands() {
    for arguments in [[], ["--help"], ["-h"], ["help"]] {
      let result = FieldChartCommand.run(arguments: arguments, stdin: "")
      #expect(result.exitCode == .success)
      #expect(result.stdout.contains("SUBCOMMANDS:\n  list"))
    }
  }

  @Test func simulateHelpShowsTheScriptGrammar() {
    let help = run("help", "simulate").stdout
    for part in [
      "SCRIPT:", "veto", "expect <state>", "PICKER ACTIONS:", "select <row>",
      "DATE FIELD OPTIONS:", "--data <rows>", "scroll <date>", "reset", "--pattern <pattern>",
      "--years <first...last>", "typing", "enter <text>", "send <event>", "TYPED DATES:",
      "set pattern <pattern>", "fieldchart simulate date",
    ] {
      #expect(help.contains(part), "missing \(part)")
    }
    #expect(help.contains("ARGUMENTS:\n  <field>"))
  }

  // MARK: list and chart

  @Test func listNamesEveryMachine() throws {
    let result = run("list")
    #expect(result.exitCode == .success)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("NAME    MACHINE") == true)
    for machine in ChartCatalog.machines {
      let line = try #require(lines.first { $0.hasPrefix(machine.chartName + " ") })
      #expect(line.contains(" \(machine.chartMachineName) "))
      // Aligned columns: every row's machine name starts where the header's MACHINE does.
      #expect(line.range(of: machine.chartMachineName)?.lowerBound.utf16Offset(in: line) == 8)
    }
  }

  @Test(arguments: ChartFormat.allCases)
  func chartPrintsEveryFormat(_ format: ChartFormat) {
    for machine in ChartCatalog.machines {
      let result = run("chart", machine.chartName, "--format", format.rawValue)
      #expect(result.exitCode == .success)
      #expect(result.stdout == format.render(machine.chart))
    }
    let all = run("chart", "all", "--format=\(format.rawValue)")
    #expect(all.stdout == ChartCatalog.charts.map { format.render($0) }.joined(separator: "\n"))
  }

  @Test func chartDefaultsToTheRegionalTextViewAndAcceptsTypeNames() {
    let regional = RegionalChart(factoring: PickerFieldMachine.chart)
    #expect(run("chart", "picker").stdout == RegionalTextRenderer.render(regional))
    #expect(run("chart", "PickerFieldMachine").stdout == run("chart", "picker").stdout)
    #expect(run("chart", "picker").stdout.contains("MODE: closed"))
    #expect(
      run("chart", "picker", "--format", "mermaid").stdout
        == MermaidRenderer.render(regional))
    #expect(run("chart", "picker", "--format", "mermaid").stdout.contains("stateDiagram-v2"))
  }

  @Test func chartDrawsTheFlatChartOrChosenRegions() {
    let chart = EntryFieldMachine.chart
    #expect(
      run("chart", "entry", "--flat", "--format", "dot").stdout == DOTRenderer.render(chart))
    #expect(run("chart", "entry", "--flat").stdout == TextTableRenderer.render(chart))
    let focus = run("chart", "entry", "--region", "focus").stdout
    #expect(
      focus
        == RegionalTextRenderer.render(
          RegionalChart(factoring: chart).hiding(["error", "access"])))
    #expect(focus.contains("FOCUS: inactive, active"))
    #expect(!focus.contains("ERROR:") && !focus.contains("ACCESS:"))
    let hidden = run("chart", "entry", "--hide", "access,error", "--format", "mermaid").stdout
    #expect(
      hidden
        == ChartFormat.mermaid.render(
          chart, view: ChartView(hiddenRegions: ["access", "error"])))
    #expect(!hidden.contains("region_access"))
    #expect(run("chart", "entry", "--region", "mood").exitCode == .usage)
    #expect(run("chart", "entry", "--region", "focus", "--flat").exitCode == .usage)
    #expect(run("chart", "entry", "--hide", "focus,error,access").exitCode == .usage)
    #expect(run("chart", "entry", "--hide", "focus", "--format", "json").exitCode == .usage)
  }

  @Test func chartOutputWritesTheStateChartsDirectory() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = run("chart", "all", "--output", directory.path)
    #expect(result.exitCode == .success)
    for file in StateChartsDirectory.files(for: ChartCatalog.charts) {
      let written = try String(
        contentsOf: directory.appendingPathComponent(file.path), encoding: .utf8)
      #expect(written == file.contents)
    }
    let one = run("chart", "date", "--format", "dot", "--output", directory.path + "/dot")
    #expect(one.stdout == directory.path + "/dot/DateFieldMachine.dot\n")
  }

  // MARK: simulate

  @Test func simulateTracePrintsTheStatechartWithThePathCounted() {
    let script = "tap\nresign\ntap\nerror Bad\n"
    let dot = run("simulate", "entry", "--trace", "dot", stdin: script)
    #expect(dot.exitCode == .success)
    #expect(dot.stdout.hasPrefix("// Generated from EntryFieldMachine.handle(_:)"))
    #expect(dot.stdout.contains("didBeginEditing (2x)"))
    #expect(dot.stdout.contains("endRequested [allowed] / didEndEditing (1x)"))
    #expect(
      dot.stdout.contains(
        "focus_active -> focus_inactive [label=\"endRequested [allowed] / didEndEditing (1x)"))
    #expect(dot.stdout.components(separatedBy: "penwidth=2.5").count - 1 == 3)
    let mermaid = run("simulate", "entry", "--trace", "mermaid", stdin: script)
    #expect(mermaid.stdout.contains("errorSet [newMessage] / errorShown, announceError? (1x)"))
    #expect(mermaid.stdout.contains("  class error_error taken\n"))
    #expect(!mermaid.stdout.contains("class access_readOnly taken"))
    #expect(run("simulate", "entry", "--trace", "gif", stdin: script).exitCode == .usage)
  }

  @Test func simulatePrintsEachStep() {
    let result = run(
      "simulate", "entry", "--placeholder", "Name",
      stdin: "tap\ntype Ada\n# a comment\n\nveto resign\nresign\nerror Too short\n")
    #expect(result.exitCode == .success)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.contains("1: tap\n   event:    beginRequested(allowed: true) / didBeginEditing")
    )
    #expect(result.stdout.contains("entryFieldShouldEndEditing -> false"))
    #expect(result.stdout.contains("7: error Too short"))
    #expect(result.stdout.contains("state:    inactive_error (active: no, error: \"Too short\")"))
    #expect(result.stdout.contains("value:    \"Ada\", height: 63"))
  }

  @Test func simulateJSONPrintsOneObjectPerStep() throws {
    let result = run(
      "simulate", "picker", "--data", "A,B", "--json", stdin: "tap\nselect 1\ndone\n")
    #expect(result.exitCode == .success)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    let last = try #require(
      JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
    #expect(last["state"] as? String == "closed")
    #expect(last["value"] as? String == "B")
    #expect(last["open"] as? Bool == false)
    #expect(last["height"] as? Double == 43.5)
    #expect(last["delegate"] as? [String] == ["pickerFieldDidEndEditing"])
    let first = try #require(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["height"] as? Double == 269.5)
    #expect(first["action"] as? String == "tap")
  }

  @Test func simulateDrivesAreaAndDateFields() {
    let area = run("simulate", "area", stdin: "tap\ntype a\nreturn\ntype b\nexpect active\n")
    #expect(area.exitCode == .success)
    #expect(area.stdout.contains("height: 65, lines: 2"))
    let date = run(
      "simulate", "date", "--now", "2024-01-01", "--min", "2024-02-01", "--clearable",
      stdin: "tap\nscroll 2023-05-01\ndone\nclear\nexpect closed\n")
    #expect(date.exitCode == .success, "\(date.stderr)")
    #expect(date.stdout.contains("date: 2024-02-01"))
    #expect(date.stdout.contains("dateFieldCleared"))
  }

  @Test func simulateReadsAScriptFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("script.txt")
    try Data("tap\nexpect active\n".utf8).write(to: file)
    let result = run("simulate", "entry", file.path)
    #expect(result.exitCode == .success)
    #expect(result.stdout.hasPrefix("1: tap\n"))
  }

  @Test func aBadLineStopsTheScriptWithItsNumber() {
    let result = run("simulate", "entry", stdin: "tap\n\ntapp\ntype never\n")
    #expect(result.exitCode == .failure)
    #expect(result.stderr.hasPrefix("Error: line 3: unknown action 'tapp'"))
    #expect(result.stdout.contains("1: tap"))
    #expect(!result.stdout.contains("never"))
  }

  @Test(arguments: [
    ("expect closed", "line 2: expected state closed but the field is in active"),
    ("set colour red", "line 2: unknown property 'colour'"),
    ("type", "line 2: 'type' needs a text"),
    ("backspace now", "line 2: 'backspace' takes no argument"),
    ("set enabled maybe", "line 2: 'set enabled' needs true or false"),
    ("type \"open", "line 2: missing closing quote"),
    ("veto", "line 2: 'veto' needs an action"),
  ])
  func badLinesAreExplained(_ line: String, _ message: String) {
    let result = run("simulate", "entry", stdin: "tap\n\(line)\ntap\n")
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func interactiveModePromptsAndKeepsGoingAfterABadLine() {
    let result = FieldChartCommand.run(
      arguments: ["simulate", "entry"], stdin: "help\nbogus\ntap\nquit\ntap\n", isInteractive: true)
    #expect(result.exitCode == .success)
    #expect(result.stdout.contains("entry [inactive]> "))
    #expect(result.stdout.contains("entry [active]> "))
    #expect(result.stdout.contains("ACTIONS:"))
    #expect(result.stderr.contains("line 2: unknown action 'bogus'"))
    #expect(result.stdout.components(separatedBy: ": tap\n").count == 2, "quit ends the session")
  }

  // MARK: paths and check

  @Test func pathsPrintReplayableScripts() {
    let result = run("paths", "date")
    #expect(result.exitCode == .success)
    #expect(result.stdout.hasPrefix("# Transition cover of DateFieldMachine"))
    #expect(result.stdout.contains("\nreset\n"))
    let shortest = DateFieldMachine.chartDerivation.transitionCoverPaths(maximumDetour: 0)
    #expect(
      run("paths", "date", "--max-detour", "0").stdout.contains(
        "# Script \(shortest.count) of \(shortest.count)"))
    #expect(result.stdout.contains("\ntyping\n"))
  }

  @Test func checkPassesOnEveryMachine() {
    let result = run("check", "all", "--events", "2000", "--seed", "0x2A")
    #expect(result.exitCode == .success, "\(result.stderr)")
    for kind in ["entry", "area", "picker", "date"] {
      #expect(result.stdout.contains("\(kind): 2000 steps (seed 42): every invariant held"))
    }
  }

  @Test func checkPrintsTheShortestFailingScript() {
    let result = run("check", "entry", "--seed", "3", "--forbid", "active_error")
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("forbidden state active_error"))
    let script = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(script.count == 2, "\(script)")
    #expect(Set(script.map(String.init)).contains("tap"))
    let replay = run("simulate", "entry", stdin: result.stdout + "expect active_error\n")
    #expect(replay.exitCode == .success)
  }

  // MARK: Usage errors

  @Test(arguments: [
    (["frobnicate"], "Unknown subcommand 'frobnicate'", "Usage: fieldchart <subcommand>"),
    (["chart"], "Missing expected argument '<machine>'", "Usage: fieldchart chart"),
    (["chart", "spinner"], "Unknown machine 'spinner'", "See 'fieldchart chart --help'"),
    (["chart", "entry", "--format", "png"], "Unknown format 'png'", "mermaid, dot, scxml"),
    (["chart", "entry", "--format"], "Missing value for '--format <format>'", "Usage:"),
    (["chart", "entry", "extra"], "Unexpected argument 'extra'", "Usage:"),
    (["chart", "entry", "-x"], "Unknown option '-x'", "Usage:"),
    (["list", "--verbose"], "Unknown option '--verbose'", "Usage: fieldchart list"),
    (["simulate"], "Missing expected argument '<field>'", "Usage: fieldchart simulate"),
    (["simulate", "slider"], "Unknown field 'slider'", "entry, area, picker, date"),
    (["simulate", "entry", "--data", "A"], "'--data' is not an option of the entry field", ""),
    (["simulate", "entry", "--json=yes"], "The flag '--json' takes no value", ""),
    (["simulate", "date", "--min", "tomorrow"], "'--min' needs a date", ""),
    (["simulate", "area", "--max-lines", "0"], "'--max-lines' needs a positive integer", ""),
    (["paths", "all"], "'paths' takes one machine", "Usage: fieldchart paths"),
    (["paths", "entry", "--max-detour", "-1"], "'--max-detour' needs an integer", ""),
    (["check", "entry", "--events", "0"], "'--events' needs a positive integer", ""),
    (["check", "entry", "--seed", "x"], "'--seed' needs an unsigned integer", ""),
    (["check", "entry", "--forbid", "nowhere"], "Unknown state 'nowhere'", "inactive_error"),
    (["help", "nothing"], "Unknown subcommand 'nothing'", "Usage: fieldchart help"),
  ])
  func usageErrorsExit64WithAMessage(_ arguments: [String], _ message: String, _ hint: String) {
    let result = FieldChartCommand.run(arguments: arguments, stdin: "")
    #expect(result.exitCode == .usage)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    #expect(hint.isEmpty || result.stderr.contains(hint))
  }

  @Test func failuresExit1() {
    let missing = run("simulate", "entry", "/nonexistent/script.txt")
    #expect(missing.exitCode == .failure)
    #expect(
      missing.stderr
        == "Error: cannot read the script file '/nonexistent/script.txt': "
        + "No such file or directory\n")
    let unwritable = run("chart", "entry", "--output", "/proc/fieldchart-cannot-write")
    #expect(unwritable.exitCode == .failure)
    #expect(unwritable.stderr.hasPrefix("Error: cannot write into"))
  }
}
