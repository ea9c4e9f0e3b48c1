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
