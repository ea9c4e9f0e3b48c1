import Testing

@testable import terminal_form

/// An area's long lines wrap onto the rows below instead of being cut to one line, and the
/// library's height counts the wrapped rows (the renderer's wrapper is the area's measurer).
@MainActor
@Suite struct AreaWrapTests {
  private static let sentence = "I like forms that say what is wrong before I press submit."

  private func appTypingAbout(_ text: String) async -> TerminalFormApp {
    let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
    for key in [TerminalKey.tab, .tab, .tab] + KeyScript.type(text) { await app.handle(key) }
    return app
  }

  /// The about field's rows in a frame `width` columns wide.
  private func aboutRows(_ app: TerminalFormApp, width: Int) -> [String] {
    let frame = app.frame(width: width)
    let lines = frame.rendered(mode: .plain)
    let body = Array(lines[frame.header.count..<(lines.count - frame.footer.count)])
    let top = [app.signUp.email.height, app.signUp.password.height]
      .map { FrameRenderer.rows(forHeight: $0) + 1 }.reduce(0, +)
    return Array(body[top..<(top + FrameRenderer.rows(forHeight: app.signUp.about.height))])
  }

  @Test func aLongLineWrapsAtWordsAndTheHeightGrows() async throws {
    let app = await appTypingAbout(Self.sentence)
    let rows = aboutRows(app, width: 40)
    #expect(
      rows == [
        "  About you (Optional)",
        "  I like forms that say what is wrong",
        "  before I press submit.▏",
        "  " + String(repeating: "━", count: 36),
      ])
    #expect(app.signUp.about.lineCount == 2)
    #expect(app.signUp.about.height > 43.5)
    try Golden.check(
      app.frame(width: 40).rendered(mode: .plain).joined(separator: "\n") + "\n",
      against: "area-wrap.txt")
  }

  @Test func aWiderTerminalRewrapsAndTheHeightFollows() async {
    let app = await appTypingAbout(Self.sentence)
    #expect(aboutRows(app, width: 40).count == 4)
    #expect(aboutRows(app, width: 80).count == 3)
    #expect(app.signUp.about.lineCount == 1)
    #expect(aboutRows(app, width: 24).count == 2 + 4)
  }

  /// Past four lines the area stops growing and shows its last four rows, the caret's.
  @Test func pastTheMaximumTheLastRowsShow() async {
    let text = String(repeating: "word ", count: 30) + "end"
    let app = await appTypingAbout(text)
    let rows = aboutRows(app, width: 40)
    #expect(rows.count == 6)
    #expect(rows[1] == "  " + Array(repeating: "word", count: 7).joined(separator: " "))
    #expect(rows[4] == "  word word end▏")
    #expect(app.signUp.about.isScrolling)
  }

  /// Every row the frame draws fits the width, whatever the text.
  @Test(arguments: [24, 31, 40, 64, 80])
  func noRowIsWiderThanTheFrame(width: Int) async {
    let app = await appTypingAbout(Self.sentence + String(repeating: "x", count: 90))
    for row in app.frame(width: width).rendered(mode: .plain) {
      #expect(row.count <= width, "\(row)")
    }
  }
}
