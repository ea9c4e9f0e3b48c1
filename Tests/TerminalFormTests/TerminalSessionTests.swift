import Testing

@testable import terminal_form

/// The interactive loop with a scripted terminal: keys, resizes, the end of input, quitting.
@MainActor
@Suite struct TerminalSessionTests {
  private static let escape = "\u{1B}"

  /// A terminal that hands out `inputs` in order (then the end) and reports `size`, which a
  /// `.resized` input changes to the next of `sizes`.
  private final class ScriptedTerminal {
    var inputs: [TerminalInput]
    var sizes: [(columns: Int, rows: Int)]
    var size: (columns: Int, rows: Int)
    var screens: [String] = []

    init(size: (columns: Int, rows: Int), inputs: [TerminalInput], sizes: [(Int, Int)] = []) {
      self.size = size
      self.inputs = inputs
      self.sizes = sizes.map { (columns: $0.0, rows: $0.1) }
    }

    func next() -> TerminalInput {
      guard !inputs.isEmpty else { return .ended }
      let input = inputs.removeFirst()
      if input == .resized, !sizes.isEmpty { size = sizes.removeFirst() }
      return input
    }
  }

  private func run(
    _ terminal: ScriptedTerminal, mode: ColorMode = .plain
  ) async
    -> TerminalFormApp
  {
    let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
    await TerminalSession.run(
      app, mode: mode, next: terminal.next, size: { terminal.size },
      write: { terminal.screens.append($0) })
    return app
  }

  /// The rows a screen draws, without the cursor and clearing sequences.
  private func rows(of screen: String) -> [String] {
    screen.replacingOccurrences(of: "\(Self.escape)[H", with: "")
      .replacingOccurrences(of: "\(Self.escape)[2J", with: "")
      .replacingOccurrences(of: "\(Self.escape)[J", with: "")
      .components(separatedBy: "\(Self.escape)[K\n")
      .map { $0.replacingOccurrences(of: "\(Self.escape)[K", with: "") }
  }

  @Test func aResizeRedrawsAtTheNewSizeAfterClearingTheScreen() async throws {
    let terminal = ScriptedTerminal(
      size: (80, 40),
      inputs: [.bytes(Array("\tada".utf8)), .resized, .bytes([0x09]), .resized],
      sizes: [(40, 12), (100, 60)])
    _ = await run(terminal)
    #expect(terminal.screens.count == 5)
    let screens = terminal.screens
    #expect(screens.map { $0.contains("\(Self.escape)[2J") } == [true, false, true, false, true])
    #expect(screens.allSatisfy { $0.hasPrefix("\(Self.escape)[H") })
    let narrow = rows(of: screens[2])
    #expect(narrow.count == 12)
    #expect(narrow.allSatisfy { $0.count <= 40 })
    #expect(narrow.contains("  ada▏"))
    #expect(narrow.contains("  " + String(repeating: "━", count: 36)))
    // 100 columns: the frame stays 80 wide; 60 rows: the whole form fits.
    let wide = rows(of: screens[4])
    #expect(wide.allSatisfy { $0.count <= 80 })
    #expect(wide.contains("  " + String(repeating: "─", count: 76)))
    #expect(wide.contains("  Birthday"))
    try Golden.check(
      screens.joined(separator: "\n--\n").replacingOccurrences(of: Self.escape, with: "␛")
        + "\n", against: "resize-session.txt")
  }

  @Test func aTerminalTooShortForTheFrameGetsAtMostItsRows() async {
    for height in 1...10 {
      let terminal = ScriptedTerminal(size: (60, height), inputs: [.bytes([0x09])])
      _ = await run(terminal)
      #expect(terminal.screens.allSatisfy { rows(of: $0).count == height }, "\(height) rows")
    }
  }

  /// A short terminal leaves the key help off rather than the open wheel's selected row.
  @Test func anOpenWheelOnAShortTerminalKeepsItsSelectedRowOnScreen() async {
    let terminal = ScriptedTerminal(size: (44, 17), inputs: [.bytes(Array("\t\t\t\t\t".utf8))])
    _ = await run(terminal)
    let screen = rows(of: terminal.screens[1])
    #expect(screen.count == 17)
    #expect(screen.contains { $0.hasPrefix("  │▸ Jan 01, 2000") })
    #expect(screen.contains { $0.hasPrefix("  └") })
    #expect(!screen.contains { $0.contains("^D done") })
    let tall = ScriptedTerminal(size: (44, 40), inputs: [.bytes(Array("\t\t\t\t\t".utf8))])
    _ = await run(tall)
    #expect(rows(of: tall.screens[1]).contains { $0.contains("^D done") })
  }

  @Test func ctrlCEndsTheLoopWithStatus130AndQWithZero() async {
    let interrupted = ScriptedTerminal(
      size: (80, 24), inputs: [.bytes([0x09, 0x61, 0x03, 0x62]), .bytes([0x63])])
    let app = await run(interrupted)
    #expect(app.isFinished)
    #expect(app.exitStatus == 130)
    #expect(app.signUp.email.text == "a")
    #expect(interrupted.inputs == [.bytes([0x63])], "nothing read after Ctrl-C")

    let quit = ScriptedTerminal(size: (80, 24), inputs: [.bytes(Array("q".utf8))])
    let quitApp = await run(quit)
    #expect(quitApp.isFinished)
    #expect(quitApp.exitStatus == 0)

    let ended = ScriptedTerminal(size: (80, 24), inputs: [.bytes([0x09])])
    let endedApp = await run(ended)
    #expect(!endedApp.isFinished)
    #expect(endedApp.exitStatus == 0)
  }

  @Test func theScreenIsPlainWithNoColorAndColouredWithoutABackgroundOtherwise() async {
    let plain = ScriptedTerminal(size: (80, 24), inputs: [.bytes([0x09])])
    _ = await run(plain, mode: .plain)
    #expect(!plain.screens.joined().contains("\(Self.escape)[0;"))
    let colored = ScriptedTerminal(size: (80, 24), inputs: [.bytes([0x09])])
    _ = await run(colored, mode: .trueColor)
    #expect(colored.screens.joined().contains("\(Self.escape)[0;38;2;45;123;246m━"))
    #expect(!colored.screens.joined().contains("\(Self.escape)[48;"))
  }
}
