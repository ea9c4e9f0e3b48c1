import FieldChartCommand
import FieldCharts
import FieldMachines
import Foundation
import Testing

/// In-process runs of `fieldchart simulate date` with typed entry, its options and its errors.
@Suite struct DateSimulateTests {
  private func simulate(_ options: String..., script: String) -> CommandResult {
    FieldChartCommand.run(arguments: ["simulate", "date"] + options, stdin: script)
  }

  /// The JSON objects `simulate --json` printed, one per step.
  private func steps(_ result: CommandResult) throws -> [[String: Any]] {
    try result.stdout.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func typingEditingAndCommittingADraft() {
    let result = simulate(
      "--now", "2024-01-01",
      script: """
        tap
        typing
        backspace
        type 9
        replace 2024-02-30
        return
        expect typing_error
        enter 2024-02-29
        expect closed
        """)
    #expect(result.exitCode == .success, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.contains("2: typing\n   event:    typingRequested(draft: \"2024-01-01\")"))
    #expect(result.stdout.contains("state:    typing (active: yes, open: no, error: none)"))
    #expect(result.stdout.contains("draft: 2024-01-09"))
    #expect(
      result.stdout.contains(
        "typedDateCommitted(.patternMismatch, allowed: true) / errorShown, announceError\n"
          + "   state:    typing_error (active: yes, open: no, error: \"Enter a date as yyyy-MM-dd\")"
      ))
    #expect(
      result.stdout.contains(
        "delegate: dateValidator(2024-02-29) -> true, dateChanged, dateFieldDidEndEditing"))
    #expect(result.stdout.contains("value:    \"Feb 29, 2024\", height: 43.5, date: 2024-02-29"))
  }

  @Test func vetoRefusesATypedDateThroughTheValidator() {
    let result = simulate(
      "--now", "2024-01-01",
      script: "tap\ntyping\nveto enter 2024-03-15\nexpect typing_error\nwheel\nexpect open\n")
    #expect(result.exitCode == .success, "\(result.stderr)")
    #expect(result.stdout.contains("allowed: false) / errorShown"))
    #expect(result.stdout.contains("error: \"2024-03-15 is not an allowed date\""))
    #expect(result.stdout.contains("delegate: dateValidator(2024-03-15) -> false"))
    #expect(result.stdout.contains("wheelRequested / errorCleared"))
  }

  @Test func aDateOutsideTheLimitsIsRefusedWithoutAskingTheValidator() {
    let result = simulate(
      "--now", "2024-01-01", "--min", "2024-06-01", "--max", "2024-12-31",
      script: "tap\ntyping\nenter 2025-01-01\nenter 1850-06-01\nenter 2024-07-04\n")
    #expect(result.exitCode == .success, "\(result.stderr)")
    #expect(result.stdout.contains("error: \"2025-01-01 is not an allowed date\""))
    #expect(result.stdout.contains("typedDateCommitted(.yearOutOfRange, allowed: true)"))
    #expect(result.stdout.contains("error: \"Enter a year from 1900 to 2100\""))
    #expect(!result.stdout.contains("dateValidator(2025-01-01)"))
    #expect(result.stdout.contains("dateValidator(2024-07-04) -> true"))
  }

  @Test func patternYearsAndOpensForTypingOptions() {
    let result = simulate(
      "--now", "2024-01-01", "--pattern", "dd.MM.yyyy", "--years=2000...2030",
      "--opens-for-typing",
      script: "tap\nexpect typing\nenter 2024-03-15\nenter 15.03.1999\nenter 15.03.2024\n")
    #expect(result.exitCode == .success, "\(result.stderr)")
    #expect(result.stdout.contains("typingRequested(draft: \"\")"), "an empty field types anew")
    #expect(result.stdout.contains("error: \"Enter a date as dd.MM.yyyy\""))
    #expect(result.stdout.contains("error: \"Enter a year from 2000 to 2030\""))
    #expect(result.stdout.contains("date: 2024-03-15"))
    let set = simulate(
      "--now", "2024-01-01",
      script: "set pattern M/d/yyyy\nset years 2024...2024\nset opens-for-typing true\n"
        + "tap\ntype 3/5/2024\nreturn\nexpect closed\n")
    #expect(set.exitCode == .success, "\(set.stderr)")
    #expect(set.stdout.contains("date: 2024-03-05"))
  }

  @Test func doneCommitsWhileTypingButSendClosesWithout() throws {
    let done = try steps(
      simulate("--now", "2024-01-01", "--json", script: "tap\ntyping\ntype x\ndone\n"))
    #expect(done.last?["state"] as? String == "typing_error", "a refused draft keeps typing")
    let resign = try steps(
      simulate("--now", "2024-01-01", "--json", script: "tap\ntyping\ntype x\nresign\n"))
    #expect(resign.last?["state"] as? String == "closed_error")
    let events = resign.last?["events"] as? [[String: Any]]
    // The event as structured fields: typedDateResigned(.patternMismatch, allowed: true), one
    // machine transition that judges the draft and closes.
    #expect(events?.map { $0["event"] as? String } == ["typedDateResigned"])
    let committed = events?.first?["arguments"] as? [String: Any]
    #expect(committed?["0"] as? String == "patternMismatch")
    #expect(committed?["allowed"] as? Bool == true)
    let bare = try steps(
      simulate("--now", "2024-01-01", "--json", script: "tap\ntyping\ntype x\nsend doneTapped\n"))
    #expect(bare.last?["state"] as? String == "closed")
    #expect(bare.last?["delegate"] as? [String] == ["dateFieldDidEndEditing"])
    #expect(bare.last?["date"] as? String == "none", "the draft was not committed")
    #expect(bare[1]["draft"] as? String == "2024-01-01")
    #expect(bare[1]["open"] as? Bool == false, "the wheel is hidden while typing")
    #expect(bare.last?["draft"] == nil)
  }

  @Test func rangeChecksShowAndRemoveTheRangeError() {
    let result = simulate(
      "--date", "2024-03-15",
      script: """
        range out-of-order
        expect closed_error
        range in-order
        expect closed
        range 2024-04-01
        expect closed_error
        range 2024-03-15
        expect closed
        range none
        """)
    #expect(result.exitCode == .success, "\(result.stderr)")
    #expect(result.stdout.contains("error: \"The end date is before the start date\""))
    #expect(result.stdout.contains("rangeOrderChecked(isInOrder: true) / errorCleared"))
  }

  @Test(arguments: [
    ("wheel now", "line 2: 'wheel' takes no argument"),
    ("veto typing now", "line 2: 'typing' takes no argument or a draft"),
    ("return later", "line 2: 'return' takes no argument or the parse"),
    ("enter", "line 2: 'enter' needs a text"),
    ("send tapped", "line 2: 'send' needs one of doneTapped, closeRequested"),
    ("range later", "line 2: 'later' is not a date"),
    ("set pattern yy-MM-dd", "line 2: 'set pattern' needs a pattern such as yyyy-MM-dd"),
    ("set years 2030...2000", "line 2: 'set years' needs years such as 1900...2100"),
    ("set years", "line 2: 'set years' needs years such as 1900...2100, not ''"),
    (
      "set years 1900..2100",
      "line 2: 'set years' needs years such as 1900...2100, not '1900..2100'"
    ),
    (
      "set years 1900....2100",
      "line 2: 'set years' needs years such as 1900...2100, not '1900....2100'"
    ),
    (
      "set years 1900...2100...2200",
      "line 2: 'set years' needs years such as 1900...2100, not '1900...2100...2200'"
    ),
    ("set years ...2100", "line 2: 'set years' needs years such as 1900...2100, not '...2100'"),
    ("set years 1900...", "line 2: 'set years' needs years such as 1900...2100, not '1900...'"),
    (
      "set years 1900 ...2100",
      "line 2: 'set years' needs years such as 1900...2100, not '1900 ...2100'"
    ),
    ("set opens-for-typing maybe", "line 2: 'set opens-for-typing' needs true or false"),
  ])
  func badTypedEntryLinesAreExplained(_ line: String, _ message: String) {
    let result = simulate(script: "tap\n\(line)\ntap\n")
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test(arguments: [
    (["--pattern", "yyyy/MM"], "'--pattern' needs a pattern such as yyyy-MM-dd"),
    (["--years", "1900-2100"], "'--years' needs years such as 1900...2100, not '1900-2100'"),
    (["--opens-for-typing=yes"], "The flag '--opens-for-typing' takes no value"),
  ])
  func badTypedEntryOptionsAreUsageErrors(_ options: [String], _ message: String) {
    let result = FieldChartCommand.run(arguments: ["simulate", "date"] + options, stdin: "tap\n")
    #expect(result.exitCode == .usage)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
  }

  /// Seed 1 takes all 100 transitions (the resign-while-typing ones included) within 60,000
  /// steps; at 30,000 it reaches 94.
  @Test func checkWalksCoverEveryDateTransition() {
    let result = FieldChartCommand.run(
      arguments: ["check", "date", "--events", "60000", "--seed", "1"], stdin: "")
    #expect(result.exitCode == .success, "\(result.stderr)")
    let total = DateFieldMachine.chart.transitions.count
    let expected =
      "date: 60000 steps (seed 1): every invariant held; \(total) of \(total) transitions taken."
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(result.stdout)")
    #expect(lines.first == expected, "\(result.stdout)")
    #expect(lines.last?.hasPrefix("date: ") == true)
    #expect(
      lines.last?.hasSuffix(" steps generated by the testing kit: the chart predicted every one.")
        == true)
  }
}
