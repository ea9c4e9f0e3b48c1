import FieldMachines
import Foundation
import Testing

@testable import terminal_form

@MainActor
@Suite struct FrameRendererTests {
  private let renderer = FrameRenderer(width: 40, title: "Form")

  @Test(arguments: [
    (43.5, 3), (63.0, 4), (48.5, 3), (65.0, 4), (86.5, 5), (108.0, 6), (84.5, 5), (269.5, 13),
    (289.0, 14), (274.5, 14),
  ])
  func rowsForHeight(height: Double, rows: Int) {
    #expect(FrameRenderer.rows(forHeight: height) == rows)
  }

  @Test(arguments: [0, -1, .nan, .infinity])
  func aMeaninglessHeightIsOneRow(height: Double) {
    #expect(FrameRenderer.rows(forHeight: height) == 1)
  }

  /// Every state of every kind draws its content in exactly the mapped rows, without padding
  /// or cutting, except an empty error under an open wheel (one blank row).
  @Test func contentFillsTheMappedRows() {
    let entry = EntryField(placeholder: "Email")
    #expect(plain(entry) == ["", "  Email", "  " + rule("─")])
    entry.tap()
    entry.typeText("ada")
    #expect(plain(entry) == ["  Email", "  ada▏", "  " + rule("━")])
    entry.setError(withText: "Enter a valid email address.")
    #expect(
      plain(entry) == ["  Email", "  ada▏", "  " + rule("═"), "  Enter a valid email address."])
    entry.setError(withText: "")
    #expect(plain(entry) == ["  Email", "  ada▏", "  " + rule("═")])

    let area = AreaField(placeholder: "Notes")
    area.tap()
    area.typeText("one\ntwo\nthree")
    #expect(plain(area) == ["  Notes", "  one", "  two", "  three▏", "  " + rule("━")])
    area.maximumLineCount = 2
    #expect(plain(area) == ["  Notes", "  two", "  three▏", "  " + rule("━")])
  }

  @Test func anOpenPickerShowsItsWheelAroundTheSelectedRow() {
    let picker = PickerField(placeholder: "Fruit", data: ["Apple", "Banana", "Cherry"])
    picker.isManualEntryCapable = true
    picker.tap()
    picker.selectRow(1)
    let rows = plain(picker)
    #expect(rows.count == FrameRenderer.rows(forHeight: picker.height))
    #expect(rows.count == 13)
    #expect(rows[0...2] == ["  Fruit", "  Banana", "  " + rule("━")])
    #expect(rows[3] == String(repeating: " ", count: 30) + "[ done ]")
    #expect(rows[4] == "  ┌" + String(repeating: "─", count: 34) + "┐")
    #expect(
      rows[5...11].map { $0.trimmingCharacters(in: .whitespaces) } == [
        "│" + String(repeating: " ", count: 34) + "│",
        "│" + String(repeating: " ", count: 34) + "│",
        "│  Apple" + String(repeating: " ", count: 27) + "│",
        "│▸ Banana" + String(repeating: " ", count: 26) + "│",
        "│  Cherry" + String(repeating: " ", count: 26) + "│",
        "│  Manual Entry" + String(repeating: " ", count: 20) + "│",
        "│" + String(repeating: " ", count: 34) + "│",
      ])
    picker.setError(withText: "Pick one")
    #expect(plain(picker).count == 14)
    #expect(plain(picker)[3] == "  Pick one")
    picker.setError(withText: "")
    #expect(plain(picker).count == 14)
    #expect(plain(picker)[3] == "")
  }

  @Test func theDateWheelShowsNeighbouringDaysInsideTheLimits() throws {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let date = DateField(placeholder: "Day", now: { now })
    date.timeZone = try #require(TimeZone(identifier: "UTC"))
    date.locale = Locale(identifier: "en_US")
    date.maximumDate = now.addingTimeInterval(86_400)
    date.tap()
    let wheel = try #require(FieldPanel.wheel(of: date))
    #expect(wheel.above == ["Jun 12, 2025", "Jun 13, 2025", "Jun 14, 2025"])
    #expect(wheel.selected == "Jun 15, 2025")
    #expect(wheel.below == ["Jun 16, 2025"])
  }

  @Test func aClosedPickerWithAValueShowsItsClearPill() {
    let picker = PickerField(placeholder: "Fruit", data: ["Apple"])
    picker.isClearable = true
    picker.setIndexTo(0)
    #expect(plain(picker)[0] == "  Fruit" + String(repeating: " ", count: 22) + "[ clear ]")
  }

  @Test func maskedAndLongValues() {
    let entry = EntryField(placeholder: "Password")
    entry.text = "secret"
    #expect(lines(entry, masked: true)[1] == "  ••••••")
    entry.text = String(repeating: "abcdefghij", count: 5)
    #expect(lines(entry)[1] == "  …" + String(String(repeating: "abcdefghij", count: 5).suffix(35)))
  }

  @Test func colourComesFromThePaletteAsTwentyFourBitANSI() {
    let entry = EntryField(placeholder: "Email")
    entry.tap()
    let panel = FieldPanel(field: entry)
    let underline = renderer.lines(for: panel)[2]
    let text = underline.rendered(
      width: 40, mode: .trueColor, sheet: RGBA(white: 1), ink: RGBA(white: 0))
    #expect(text.contains("\u{1B}[38;2;45;123;246m━"))  // borderHighlight #2D7BF6
    #expect(text.contains("\u{1B}[48;2;255;255;255m"))
    #expect(text.hasSuffix("\u{1B}[0m"))
    entry.setError(withText: "Bad")
    let error = renderer.lines(for: FieldPanel(field: entry))[3]
    #expect(
      error.rendered(width: 40, mode: .trueColor, sheet: RGBA(white: 1), ink: RGBA(white: 0))
        .contains("\u{1B}[38;2;255;0;0m  Bad"))
    #expect(
      !renderer.lines(for: panel).map {
        $0.rendered(width: 40, mode: .plain, sheet: RGBA(white: 1), ink: RGBA(white: 0))
      }.joined().contains("\u{1B}"))
  }

  @Test func alphaIsBlendedOverTheSheet() {
    let title = RGBA(white: 0).withAlpha(0.7).composited(over: RGBA(white: 1))
    #expect(title.ansiForeground == "\u{1B}[38;2;77;77;77m")
    let tint = TextSpan("x", background: RGBA(hex: 0x2D7BF6, alpha: 0.15))
    let line = StyledLine(tint).rendered(
      width: 1, mode: .trueColor, sheet: RGBA(white: 1), ink: RGBA(white: 0))
    #expect(line.contains("\u{1B}[48;2;224;235;254m"))
  }

  @Test(arguments: [
    ([String: String](), true, ColorMode.trueColor),
    (["NO_COLOR": "1"], true, .plain),
    (["NO_COLOR": ""], true, .trueColor),
    ([:], false, .plain),
  ])
  func colourMode(environment: [String: String], isTerminal: Bool, mode: ColorMode) {
    #expect(ColorMode.detect(environment: environment, isOutputTerminal: isTerminal) == mode)
  }

  @Test func aTallFrameScrollsToKeepTheActiveFieldOnScreen() {
    let body = (0..<30).map { StyledLine(TextSpan("row \($0)")) }
    var frame = Frame(
      header: [StyledLine(TextSpan("head"))], body: body, footer: [StyledLine(TextSpan("foot"))],
      focus: 20..<25, width: 20, sheet: RGBA(white: 1), ink: RGBA(white: 0))
    #expect(
      frame.rendered(mode: .plain, fitting: 12) == ["head"] + (15..<25).map { "row \($0)" } + [
        "foot"
      ])
    frame.focus = 2..<4
    #expect(
      frame.rendered(mode: .plain, fitting: 12) == ["head"] + (0..<10).map { "row \($0)" } + [
        "foot"
      ])
    frame.focus = 5..<25
    #expect(frame.rendered(mode: .plain, fitting: 12)[1] == "row 5")
    #expect(frame.rendered(mode: .plain, fitting: 40).count == 32)
  }

  // MARK: Helpers

  private func rule(_ glyph: Character) -> String { String(repeating: glyph, count: 36) }

  private func lines(_ field: any Field, masked: Bool = false) -> [String] {
    renderer.lines(for: FieldPanel(field: field, isMasked: masked)).map {
      $0.rendered(width: 40, mode: .plain, sheet: RGBA(white: 1), ink: RGBA(white: 0))
    }
  }

  /// The field's plain rows, checked to be exactly as many as its height maps to.
  private func plain(_ field: any Field) -> [String] {
    let rows = lines(field)
    #expect(rows.count == FrameRenderer.rows(forHeight: field.height))
    return rows
  }
}
