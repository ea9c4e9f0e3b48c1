import FieldMachines
import Testing

@Suite struct FieldAppearanceTests {
  // MARK: Title

  @Test(arguments: TextKind.allCases)
  func theTitleFloatsWhileActiveOrFilled(kind: TextKind) {
    let harness = TextFieldHarness(kind)
    #expect(harness.field.appearance.titlePosition == .down)
    harness.field.tap()
    #expect(harness.field.appearance.titlePosition == .up)
    harness.field.resignFirstResponder()
    #expect(harness.field.appearance.titlePosition == .down)
    harness.text = "x"
    #expect(harness.field.appearance.titlePosition == .up)
    harness.text = ""
    #expect(harness.field.appearance.titlePosition == .down)
  }

  @Test(arguments: TextKind.allCases)
  func theOptionalSuffixDoesNotDependOnTheOrderOfSetting(kind: TextKind) {
    let placeholderFirst = TextFieldHarness(kind).field
    placeholderFirst.placeholder = "Phone"
    placeholderFirst.isOptional = true
    let optionalFirst = TextFieldHarness(kind).field
    optionalFirst.isOptional = true
    optionalFirst.placeholder = "Phone"
    #expect(placeholderFirst.appearance.title == "Phone (Optional)")
    #expect(optionalFirst.appearance.title == "Phone (Optional)")
    optionalFirst.placeholder = "Mobile"
    #expect(optionalFirst.appearance.title == "Mobile (Optional)")
    optionalFirst.isOptional = false
    #expect(optionalFirst.appearance.title == "Mobile")
    optionalFirst.isOptional = false
    #expect(optionalFirst.appearance.title == "Mobile")
  }

  @Test func theDollarShowsOnlyWithTheTitleUp() {
    let field = EntryField(placeholder: "Price")
    field.tap()
    field.isMonetary = true
    #expect(field.appearance.showsMonetarySymbol)
    field.resignFirstResponder()
    #expect(!field.appearance.showsMonetarySymbol)
    field.text = "5"
    #expect(field.appearance.showsMonetarySymbol)
    field.isMonetary = false
    #expect(!field.appearance.showsMonetarySymbol)
  }

  @Test func anAreaShowsNoDollarNorUnit() {
    let field = AreaField(placeholder: "Notes")
    field.text = "x"
    #expect(!field.appearance.showsMonetarySymbol)
    #expect(field.appearance.unit == nil)
    #expect(!field.appearance.showsDoneButton && !field.appearance.showsClearButton)
  }

  // MARK: Colour roles per state

  struct Expected: Sendable, CustomTestStringConvertible {
    var name: String
    var active = false
    var text = ""
    var error: String?
    var enabled = true
    var title: ColorRole
    var titleAlpha: Double
    var underline: ColorRole
    var value: ColorRole
    var position: TitlePosition

    var testDescription: String { name }
  }

  static let table: [Expected] = [
    Expected(
      name: "inactive empty", title: .placeholderDown, titleAlpha: 0.5, underline: .border,
      value: .text, position: .down),
    Expected(
      name: "inactive filled", text: "x", title: .placeholderUp, titleAlpha: 0.7,
      underline: .border, value: .text, position: .up),
    Expected(
      name: "active", active: true, title: .placeholderUp, titleAlpha: 0.7,
      underline: .borderHighlight, value: .text, position: .up),
    Expected(
      name: "error, title down", error: "Bad", title: .errorText, titleAlpha: 0.5,
      underline: .borderError, value: .errorText, position: .down),
    Expected(
      name: "error, title up", text: "x", error: "Bad", title: .placeholderUp, titleAlpha: 0.7,
      underline: .borderError, value: .errorText, position: .up),
    Expected(
      name: "active with error", active: true, error: "Bad", title: .placeholderUp,
      titleAlpha: 0.7, underline: .borderError, value: .errorText, position: .up),
    Expected(
      name: "disabled empty", enabled: false, title: .placeholderDown, titleAlpha: 0.25,
      underline: .border, value: .text, position: .down),
    Expected(
      name: "disabled filled", text: "x", enabled: false, title: .placeholderUp, titleAlpha: 0.35,
      underline: .border, value: .text, position: .up),
  ]

  @Test(arguments: TextKind.allCases, table)
  func colourRolesPerState(kind: TextKind, expected: Expected) {
    let harness = TextFieldHarness(kind)
    harness.text = expected.text
    if expected.active { harness.field.tap() }
    if let error = expected.error { harness.field.setError(withText: error) }
    harness.field.isEnabled = expected.enabled
    let appearance = harness.field.appearance
    #expect(appearance.titlePosition == expected.position)
    #expect(appearance.titleColor == expected.title)
    #expect(abs(appearance.titleAlpha - expected.titleAlpha) < 1e-12)
    #expect(appearance.underlineColor == expected.underline)
    #expect(appearance.valueColor == expected.value)
    #expect(appearance.value == expected.text)
    #expect(appearance.supportingRow.error.message == expected.error)
    #expect(appearance.isDimmed == !expected.enabled)
  }

  @Test func anEmptyErrorShowsAnEmptyMessage() {
    let field = EntryField()
    field.setError(withText: nil)
    #expect(field.appearance.supportingRow.error.message == "")
    #expect(field.appearance.underlineColor == .borderError)
    field.removeErrorUI()
    #expect(field.appearance.supportingRow.error.message == nil)
    #expect(field.appearance.titleColor == .placeholderDown)
  }

  // MARK: Palette

  @Test(arguments: [
    (ColorRole.border, "#AAAAAAFF"), (.borderHighlight, "#2D7BF6FF"), (.borderError, "#FF0000FF"),
    (.text, "#000000FF"), (.errorText, "#FF0000FF"), (.placeholderDown, "#808080FF"),
    (.placeholderUp, "#000000FF"), (.cursor, "#00000080"), (.monetary, "#AAAAAAFF"),
    (.unit, "#AAAAAAFF"), (.doneButton, "#2D7BF6FF"), (.clearButton, "#2D7BF6FF"),
  ])
  func materialFieldsPalette(role: ColorRole, hex: String) {
    #expect(FieldPalette.materialFields[role].description == hex)
  }

  @Test func theHighlightIsMaterialFieldsBlue() {
    let blue = FieldPalette.materialFields[.borderHighlight]
    #expect(blue == RGBA(red: 45.0 / 255, green: 123.0 / 255, blue: 246.0 / 255))
    #expect(blue == RGBA(hex: 0x2D7BF6))
    #expect(blue.alpha == 1)
    #expect(FieldPalette.materialFields[.border] == RGBA(white: 2.0 / 3.0))
    #expect(FieldPalette.materialFields[.placeholderDown] == RGBA(white: 0.5))
    #expect(FieldPalette.materialFields[.cursor] == RGBA(white: 0).withAlpha(0.5))
  }

  @Test func aPaletteRoleCanBeReplacedAlone() {
    var palette = FieldPalette.materialFields
    palette[.borderHighlight] = RGBA(hex: 0x00FF00)
    #expect(palette[.borderHighlight].description == "#00FF00FF")
    #expect(palette[.borderError] == FieldPalette.materialFields[.borderError])
    #expect(palette != FieldPalette.materialFields)
    let field = AreaField()
    field.palette = palette
    #expect(field.palette[field.appearance.underlineColor] == FieldPalette.materialFields[.border])
  }

  @Test func rgbaClampsOutOfRangeComponents() {
    let color = RGBA(red: 2, green: -1, blue: .nan, alpha: 7)
    #expect(color == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(RGBA(hex: 0xFFFF_FFFF).description == "#FFFFFFFF")
  }
}
