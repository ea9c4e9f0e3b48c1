import FieldMachines
import FieldMachinesTesting
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

  @Test func everyPayloadRoundTrips() {
    let payloads = Gen.text(
      length: 0...6, alphabet: ["a", " ", "\"", "\\", "\n", "\t", "\u{7}", "é", "👩‍💻", "#"])
    var rng = SplitMix64(seed: 5)
    for _ in 0..<5_000 {
      let text = payloads.generate(using: &rng)
      let line = ScriptLine("type", text)
      #expect(ScriptLine(parsing: line.description) == line, "\(line)")
    }
  }

  @Test func everyEntryEventRoundTripsThroughItsScriptLine() {
    var rng = SplitMix64(seed: 9)
    for _ in 0..<5_000 {
      let event = EntryFieldMachine.anyEvent.generate(using: &rng)
      let line = EntryFieldMachine.scriptLine(for: event)
      #expect(EntryFieldMachine.event(scriptLine: line) == event, "\(line)")
    }
  }

  @Test func aBadScriptLineIsReportedWithItsNumber() throws {
    let result = EntryFieldMachine.events(script: "tap\n\ntype hi\ntpa\nresign")
    #expect(throws: ScriptError(line: 4, text: "tpa")) { try result.get() }
    #expect(
      try EntryFieldMachine.events(script: "# begin\ntap\ntype hi").get()
        == [.beginRequested(allowed: true), .textEdited(.insert("hi"), allowed: true)])
  }
}
