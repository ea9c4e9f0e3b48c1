import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

@Suite struct ScriptLineTests {
  @Test(arguments: [
    ("tap", ScriptLine("tap")),
    ("veto tap", ScriptLine("tap", vetoed: true)),
    ("type hello world", ScriptLine("type", "hello world")),
    ("type \" padded \"", ScriptLine("type", " padded ")),
    ("type \"two\\nlines\"", ScriptLine("type", "two\nlines")),
    ("set-error \"\"", ScriptLine("set-error", "")),
    ("select 2", ScriptLine("select", "2")),
  ])
  func linesPrintAndParse(text: String, line: ScriptLine) {
    #expect(line.description == text)
    #expect(ScriptLine(parsing: text) == line)
  }

  @Test(arguments: ["", "   ", "# a comment", "type \"unterminated", "type \"bad\\q\""])
  func blankCommentAndMalformedLinesParseToNil(text: String) {
    #expect(ScriptLine(parsing: text) == nil)
  }

  @Test(arguments: [
    ("veto", "'veto' needs an action after it, as in 'veto tap'"),
    ("type \"open", "missing closing quote in \"open"),
    ("type \"a\" b", "unexpected text after the closing quote in \"a\" b"),
    ("type \"bad\\q\"", "unknown escape '\\q' in \"bad\\q\""),
    ("type \"\\u{zz}\"", "bad escape '\\u{zz}' in \"\\u{zz}\""),
  ])
  func unreadableLinesSayWhy(text: String, message: String) {
    #expect(throws: ScriptSyntaxError(message)) { try ScriptLine(reading: text) }
    #expect(ScriptLine(parsing: text) == nil)
  }

  @Test(arguments: [
    ("  veto \t tap  ", ScriptLine("tap", vetoed: true)),
    ("type   hello \r", ScriptLine("type", "hello")),
    ("set text \"a b\"", ScriptLine("set", "text \"a b\"")),
    ("type \"\\u{301}\\r\"", ScriptLine("type", "\u{301}\r")),
  ])
  func blanksAroundTheLineAndBeforeThePayloadAreDropped(text: String, line: ScriptLine) throws {
    #expect(try ScriptLine(reading: text) == line)
  }

  @Test func aSettingSplitsIntoItsPropertyAndDecodedValue() throws {
    let quoted = try #require(try ScriptLine("set", "text \"a b\"").settingParts())
    #expect(quoted == ("text", "a b"))
    let bare = try #require(try ScriptLine("set", "helper").settingParts())
    #expect(bare == ("helper", nil))
    #expect(try ScriptLine("set").settingParts() == nil)
    #expect(throws: ScriptSyntaxError.self) { try ScriptLine("set", "text \"a").settingParts() }
  }

  @Test func anUnreadableLineIsReportedNotSkipped() {
    #expect(throws: ScriptError(line: 2, text: "type \"open")) {
      try EntryFieldMachine.events(script: "tap\ntype \"open\nresign").get()
    }
    #expect(throws: ScriptError(line: 1, text: "veto")) {
      try EntryFieldMachine.events(script: "veto").get()
    }
  }

  @Test func everyPayloadRoundTrips() {
    let payloads = Gen.text(
      length: 0...6,
      alphabet: [
        "a", " ", "\"", "\\", "\n", "\t", "\u{7}", "é", "👩‍💻", "#", "\u{301}", "\u{2028}", "\r\n",
      ])
    var rng = SplitMix64(seed: 5)
    for _ in 0..<5_000 {
      let text = payloads.generate(using: &rng)
      let line = ScriptLine("type", text)
      #expect(ScriptLine(parsing: line.description) == line, "\(line)")
    }
  }

  @Test func everyEventOfEveryMachineRoundTripsThroughItsScriptLine() {
    expectRoundTrips(EntryFieldMachine.self)
    expectRoundTrips(AreaFieldMachine.self)
    expectRoundTrips(PickerFieldMachine.self)
    expectRoundTrips(DateFieldMachine.self)
  }

  @Test func fieldchartSpellingsParseToTheSameEvents() throws {
    #expect(
      try EntryFieldMachine.events(script: "backspace\nerror Bad\nset text Ada\nset enabled false")
        .get()
        == EntryFieldMachine.events(script: "delete\nset-error Bad\nset-text Ada\ndisable").get())
    #expect(
      try PickerFieldMachine.events(script: "set data Red,Green\nset index manual\nset text")
        .get() == [.dataAssigned(["Red", "Green"]), .manualIndexAssigned, .textAssigned(nil)])
    #expect(
      try DateFieldMachine.events(script: "set min 2024-03-01T00:00:00Z\nset max none").get()
        == [
          .minimumDateChanged(ScriptDate.parse("2024-03-01T00:00:00Z")), .maximumDateChanged(nil),
        ])
  }

  @Test(arguments: [
    (EntryFieldMachine.Event.clearTapped(allowed: false), "veto clear"),
    (.visibilityToggled, "toggle-visibility"),
    (.textEdited(.deleteBackward, allowed: true), "backspace"),
    (.textAssigned("Ada"), "set text Ada"),
    (.errorSet(""), "error \"\""),
    (.enabledChanged(false), "set enabled false"),
    (.readOnlyChanged(true), "set read-only true"),
    (.helperTextChanged(nil), "set helper"),
    (.helperTextChanged(""), "set helper \"\""),
    (.helperTextChanged("Two words"), "set helper Two words"),
    (.supportingRowReservationChanged(true), "set reserve-row true"),
    (.maxLengthChanged(nil), "set max-length none"),
    (.maxLengthChanged(-1), "set max-length -1"),
    (.lengthLimitPolicyChanged(.refuse), "set length-policy refuse"),
    (.overflowMessageChanged("Too long"), "set overflow-message Too long"),
    (.secureTextEntryChanged(true), "set secure true"),
    (.errorAnnouncementsChanged(false), "set announce-errors false"),
  ])
  func entryEventsPrintAsFieldchartSimulateLines(event: EntryFieldMachine.Event, line: String) {
    #expect(EntryFieldMachine.scriptLine(for: event) == line)
    #expect(EntryFieldMachine.event(scriptLine: line) == event)
  }

  @Test func issue7SettingsOfEveryKindPrintAsSimulateLines() {
    #expect(AreaFieldMachine.scriptLine(for: .clearTapped(allowed: true)) == "clear")
    #expect(
      AreaFieldMachine.event(scriptLine: "return") == .textEdited(.insert("\n"), allowed: true))
    #expect(AreaFieldMachine.scriptLine(for: .maxLengthChanged(3)) == "set max-length 3")
    #expect(PickerFieldMachine.scriptLine(for: .readOnlyChanged(true)) == "set read-only true")
    #expect(PickerFieldMachine.scriptLine(for: .dataAssigned(["Red", ""])) == "set data Red,")
    #expect(PickerFieldMachine.event(scriptLine: "set data Red,") == .dataAssigned(["Red", ""]))
    #expect(PickerFieldMachine.scriptLine(for: .dataAssigned([""])) == "set-data \"\"")
    #expect(PickerFieldMachine.scriptLine(for: .dataAssigned(["a,b"])) == "set-data a,b")
    #expect(PickerFieldMachine.scriptLine(for: .manualIndexAssigned) == "set index manual")
    #expect(DateFieldMachine.scriptLine(for: .helperTextChanged("Born on")) == "set helper Born on")
    #expect(DateFieldMachine.scriptLine(for: .dateAssigned(nil)) == "set date none")
    #expect(
      DateFieldMachine.scriptLine(for: .rangeOrderChecked(isInOrder: false))
        == "range out-of-order")
    #expect(DateFieldMachine.event(scriptLine: "send doneTapped") == .doneTapped)
    #expect(DateFieldMachine.event(scriptLine: "send wheelRequested") == .wheelRequested)
    #expect(DateFieldMachine.event(scriptLine: "send nonsense") == nil)
  }

  @Test func dateLinesWhosePayloadTheFieldComputesAreReadFromTheState() throws {
    let reference = DateFieldVocabulary.referenceDate
    let events = try DateFieldMachine.events(
      script: """
        tap
        typing
        type x
        return
        enter 2024-03-05
        range 2024-03-06
        range none
        """
    ).get()
    let fifth = try #require(ScriptDate.parse("2024-03-05T00:00:00Z"))
    #expect(
      events == [
        .openRequested(allowed: true, now: reference), .typingRequested(draft: "2024-03-01"),
        .draftEdited(.insert("x")), .typedDateCommitted(.patternMismatch, allowed: true),
        .draftEdited(.replaceAll("2024-03-05")), .typedDateCommitted(.date(fifth), allowed: true),
        .rangeOrderChecked(isInOrder: false), .rangeOrderChecked(isInOrder: true),
      ])
    #expect(
      try DateFieldMachine.events(script: "tap\ntyping\nveto enter 1850-01-01").get().last
        == .typedDateCommitted(.yearOutOfRange, allowed: false))
    #expect(try DateFieldMachine.events(script: "return\ntyping").get() == [])
  }

  @Test func listsRoundTripIncludingEmptyRowsAndSeparators() {
    for list in [[], [""], ["", ""], ["Red", "Gr|een", "B\\lue"], ["a b", " "]] {
      let line = ScriptLine("set-data", ScriptLine.encodeList(list))
      let parsed = ScriptLine(parsing: line.description)
      #expect(ScriptLine.decodeList(parsed?.payload) == list, "\(line)")
    }
  }

  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00Z"), (1_709_251_200, "2024-03-01T00:00:00Z"),
    (951_825_600, "2000-02-29T12:00:00Z"), (-1, "1969-12-31T23:59:59Z"), (0.5, "@0.5"),
  ])
  func datesPrintInUTCAndParseBack(seconds: Double, text: String) {
    #expect(ScriptDate.format(Date(timeIntervalSince1970: seconds)) == text)
    #expect(ScriptDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    ("2024-03-01", "2024-03-01T00:00:00Z"), ("2024-03-01T06:30", "2024-03-01T06:30:00Z"),
    ("2024-03-01T06:30:05", "2024-03-01T06:30:05Z"),
  ])
  func theShorterSimulateFormsOfADateParse(text: String, full: String) {
    #expect(ScriptDate.parse(text) != nil)
    #expect(ScriptDate.parse(text) == ScriptDate.parse(full))
  }

  @Test(arguments: [
    (0.0, "1970-01-01"), (1_709_251_200.75, "2024-03-01"), (951_825_600, "2000-02-29T12:00:00Z"),
    (-1, "1969-12-31T23:59:59Z"), (1e13, "@10000000000000.0"),
  ])
  func shortDatesPrintAsSimulateShowsThem(seconds: Double, text: String) {
    #expect(ScriptDate.shortFormat(Date(timeIntervalSince1970: seconds)) == text)
  }

  @Test(arguments: [
    ("2024-03-01Z", "2024-03-01T00:00:00Z"), ("2024-03-01T06:30Z", "2024-03-01T06:30:00Z"),
  ])
  func shortFormsMayEndInZ(text: String, full: String) {
    #expect(ScriptDate.parse(text) != nil)
    #expect(ScriptDate.parse(text) == ScriptDate.parse(full))
  }

  @Test(arguments: [
    "2023-02-29T00:00:00Z", "2023-02-29", "2024-03-01T24:00", "2024-13-01T00:00:00Z", "yesterday",
    "@x",
  ])
  func impossibleDatesDoNotParse(text: String) {
    #expect(ScriptDate.parse(text) == nil)
  }

  @Test func aBadScriptLineIsReportedWithItsNumber() throws {
    let result = EntryFieldMachine.events(script: "tap\n\ntype hi\ntpa\nresign")
    #expect(throws: ScriptError(line: 4, text: "tpa")) { try result.get() }
    #expect(
      try EntryFieldMachine.events(script: "# begin\ntap\ntype hi").get()
        == [.beginRequested(allowed: true), .textEdited(.insert("hi"), allowed: true)])
  }
}

/// Checks that 5,000 generated events of `machine` print and parse back to themselves.
private func expectRoundTrips<Machine: TestableFieldMachine>(
  _ machine: Machine.Type, sourceLocation: SourceLocation = #_sourceLocation
) {
  var rng = SplitMix64(seed: 9)
  for _ in 0..<5_000 {
    let event = Machine.anyEvent.generate(using: &rng)
    let line = Machine.scriptLine(for: event)
    #expect(Machine.event(scriptLine: line) == event, "\(line)", sourceLocation: sourceLocation)
  }
}
