import Foundation
import Testing

@testable import terminal_form

@MainActor
@Suite struct TerminalFormAppTests {
  /// `Examples/terminal-form/input.txt`, the key file `.ci/run` pipes into the app.
  private static let inputFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/terminal-form/input.txt")

  private static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_TERMINAL_GOLDEN"] == "1"
  }

  /// The frame after the scripted sign-up, in plain text at the piped width.
  private func finalFrame() async -> String {
    let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
    for key in KeyScript.signUp { await app.handle(key) }
    #expect(!app.isFinished)
    return app.frame(width: TerminalSession.pipedWidth).rendered(mode: .plain)
      .joined(separator: "\n") + "\n"
  }

  @Test func theScriptedSessionEndsInTheGoldenFrame() async throws {
    try Golden.check(await finalFrame(), against: "final-frame.txt")
  }

  /// The key file CI pipes in is the script's bytes, so CI and this suite run the same keys.
  @Test func theInputFileHoldsTheScript() throws {
    let bytes = KeyScript.signUp.flatMap(\.bytes)
    if Self.isRecording { try Data(bytes).write(to: Self.inputFile) }
    let file = try [UInt8](Data(contentsOf: Self.inputFile))
    #expect(file == bytes, "RECORD_TERMINAL_GOLDEN=1 rewrites input.txt from KeyScript")
    #expect(KeyDecoder.keys(in: file) == KeyScript.signUp)
  }

  /// The piped run CI does, in process: a frame per key, the last one the golden frame.
  @Test func thePipedRunPrintsAFramePerKeyAndEndsInTheGoldenFrame() async throws {
    let bytes = try [UInt8](Data(contentsOf: Self.inputFile))
    var output = ""
    await TerminalSession.runPiped(
      TerminalFormApp(now: TerminalFormApp.fixedNow), bytes: bytes, mode: .plain
    ) { output += $0 }
    let frames = output.components(separatedBy: "== ").dropFirst()
    #expect(frames.count == KeyScript.signUp.count + 1)
    #expect(frames.first?.hasPrefix("start\n") == true)
    #expect(!output.contains("\u{1B}"))
    let last = try #require(frames.last)
    #expect(last.hasPrefix("\(KeyScript.signUp.count): Ctrl-S\n"))
    try Golden.check(String(last.drop { $0 != "\n" }.dropFirst()), against: "final-frame.txt")
  }
}

@MainActor
@Suite struct TerminalFormAppKeyTests {
  private func app(after keys: [TerminalKey]) async -> TerminalFormApp {
    let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
    for key in keys { await app.handle(key) }
    return app
  }

  @Test func aRejectedSubmitShowsTheErrorsAndFocusesTheFirstInvalidField() async throws {
    let firstSubmit = try #require(KeyScript.signUp.firstIndex(of: .submit))
    let app = await app(after: Array(KeyScript.signUp[...firstSubmit]))
    #expect(app.activeKey == .email)
    #expect(app.signUp.email.errorMessage == "Enter a valid email address.")
    #expect(app.signUp.birthday.errorMessage == "Enter your birthday.")
    #expect(app.signUp.password.errorMessage == nil)
    #expect(app.signUp.country.text == "United States")
    #expect(app.status?.text == "Not submitted: fix Email, Birthday.")
  }

  @Test func tabAndShiftTabFollowTheFormOrderAndCloseWheels() async {
    let app = await app(after: [.tab, .tab, .tab, .tab])
    #expect(app.activeKey == .country)
    #expect(app.signUp.country.isActive)
    await app.handle(.tab)
    #expect(app.activeKey == .birthday)
    #expect(!app.signUp.country.isActive)
    #expect(app.signUp.country.text == "Australia")
    await app.handle(.shiftTab)
    #expect(app.activeKey == .country)
    #expect(!app.signUp.birthday.isActive)
    await app.handle(.tab)
    await app.handle(.tab)
    #expect(app.activeKey == nil)
  }

  @Test func arrowsMoveTheWheelsAndStopAtTheirEnds() async throws {
    let app = await app(after: [.tab, .tab, .tab, .tab, .up, .down, .down])
    #expect(app.signUp.country.indexSelected == 2)
    for _ in 0..<20 { await app.handle(.down) }
    #expect(app.signUp.country.isOnManualEntry)
    #expect(app.isTyping)
    await app.handle(.tab)
    #expect(app.signUp.birthday.wheelDate == SignUpForm.wheelStart)
    for _ in 0..<30 { await app.handle(.right) }
    #expect(app.signUp.birthday.wheelDate == TerminalFormApp.fixedNow)
    await app.handle(.down)
    #expect(app.signUp.birthday.wheelDate == TerminalFormApp.fixedNow)
    await app.handle(.up)
    await app.handle(.left)
    let dayBefore = TerminalFormApp.fixedNow.addingTimeInterval(-86_400)
    let expected = try #require(
      Calendar(identifier: .gregorian).date(byAdding: .year, value: -1, to: dayBefore))
    #expect(app.signUp.birthday.wheelDate == expected)
  }

  @Test func clearOnAnOpenPickerClosesItAndClearsTheValue() async {
    let app = await app(after: [.tab, .tab, .tab, .tab, .down])
    #expect(app.signUp.country.text == "Brazil")
    await app.handle(.clear)
    #expect(!app.signUp.country.isActive)
    #expect(app.signUp.country.text == nil)
    #expect(app.activeKey == nil)
  }

  @Test func qQuitsOnlyWhenNotTyping() async {
    let app = await app(after: [.tab, .character("q")])
    #expect(app.signUp.email.text == "q")
    #expect(!app.isFinished)
    await app.handle(.done)
    await app.handle(.character("q"))
    #expect(app.isFinished)
    await app.handle(.tab)
    #expect(app.activeKey == nil)
  }

  @Test func ctrlCQuitsEvenWhileTyping() async {
    let app = await app(after: [.tab, .character("a"), .interrupt])
    #expect(app.isFinished)
  }

  @Test func aPipedRunStopsAtQuit() async {
    var output = ""
    await TerminalSession.runPiped(
      TerminalFormApp(now: TerminalFormApp.fixedNow), bytes: Array("\tx\u{3}\tyz".utf8),
      mode: .plain
    ) { output += $0 }
    #expect(output.components(separatedBy: "== ").count - 1 == 4)
    #expect(output.contains("== 3: Ctrl-C\n"))
  }
}
