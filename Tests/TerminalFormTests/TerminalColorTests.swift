import FieldMachines
import Testing

@testable import terminal_form

/// Colour on the terminal's own colours: nothing paints the background or forces a text
/// colour; the palette's blue and red stay; greys and faded colours are the terminal's dim text.
@MainActor
@Suite struct TerminalColorTests {
  private static let escape = "\u{1B}"

  /// The scripted session's final frame in colour, escapes shown as `␛`.
  @Test func theScriptedSessionEndsInTheGoldenColourFrame() async throws {
    let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
    for key in KeyScript.signUp { await app.handle(key) }
    let lines = app.frame(width: TerminalSession.pipedWidth).rendered(mode: .trueColor)
    let text = lines.joined(separator: "\n")
    #expect(!text.contains("\(Self.escape)[48;"), "no background colour")
    #expect(!text.contains("\(Self.escape)[38;2;0;0;0m"), "black text is the terminal's own")
    #expect(!text.contains("\(Self.escape)[38;2;128;128;128m"), "grey is the terminal's dim")
    #expect(text.contains("\(Self.escape)[0;1;38;2;45;123;246m"), "the palette's blue, bold")
    #expect(lines.allSatisfy { !$0.contains(Self.escape) || $0.hasSuffix("\(Self.escape)[0m") })
    try Golden.check(
      text.replacingOccurrences(of: Self.escape, with: "␛") + "\n",
      against: "final-frame-color.txt")
  }

  @Test(arguments: [
    (RGBA(white: 0), [String]()),
    (RGBA(white: 0, alpha: 0.5), ["2"]),
    (RGBA(white: 0.5), ["2"]),
    (RGBA(white: 2.0 / 3.0), ["2"]),
    (RGBA(white: 0.2), []),
    (RGBA(hex: 0x2D7BF6), ["38;2;45;123;246"]),
    (RGBA(hex: 0x2D7BF6, alpha: 0.5), ["38;2;45;123;246", "2"]),
    (RGBA(red: 1, green: 0, blue: 0), ["38;2;255;0;0"]),
  ])
  func terminalTextParameters(color: RGBA, parameters: [String]) {
    #expect(color.terminalTextParameters == parameters)
  }

  @Test func runsResetBetweenStylesAndTintsAreReverseVideo() {
    var line = StyledLine(TextSpan("  "))
    line.append(TextSpan("blue", color: RGBA(hex: 0x2D7BF6), isBold: true))
    line.append(TextSpan(" plain "))
    line.append(TextSpan("row", color: RGBA(white: 0), background: RGBA(hex: 0x2D7BF6)))
    let e = Self.escape
    #expect(
      line.rendered(width: 40, mode: .trueColor)
        == "  \(e)[0;1;38;2;45;123;246mblue\(e)[0m plain \(e)[0;7mrow\(e)[0m")
    #expect(StyledLine(TextSpan("bare")).rendered(width: 40, mode: .trueColor) == "bare")
  }

  @Test(arguments: [
    (["TERM": "dumb"], true, ColorMode.plain),
    (["TERM": "xterm-256color"], true, .trueColor),
    (["TERM": "xterm-256color", "NO_COLOR": "yes"], true, .plain),
  ])
  func dumbTerminalsAndNoColorGetPlainText(
    environment: [String: String], isTerminal: Bool, mode: ColorMode
  ) {
    #expect(ColorMode.detect(environment: environment, isOutputTerminal: isTerminal) == mode)
  }
}
