import FieldMachines
import Foundation
import Testing

/// ``FieldAppearance/shows(_:)`` answers for every ``FieldAdornment`` of every kind: the "$" of
/// a monetary field with its title up, a unit, the clear pill of a picker, the done pill of an
/// open picker, a secure field's toggle (a text field's clear-text button is its own flag).
@Suite struct FieldAppearanceAdornmentTests {
  @Test func anEntryFieldShowsItsSymbolUnitAndToggle() {
    let field = EntryField(placeholder: "Price")
    #expect(FieldAdornment.allCases.filter(field.appearance.shows).isEmpty)
    field.isMonetary = true
    field.unit = "kg"
    field.isSecureTextEntry = true
    #expect(
      Set(FieldAdornment.allCases.filter(field.appearance.shows)) == [.unit, .passwordToggle])
    field.tap()
    field.typeText("12")
    #expect(
      Set(FieldAdornment.allCases.filter(field.appearance.shows))
        == [.monetarySymbol, .unit, .passwordToggle])
    #expect(field.appearance.showsClearTextButton, "its clear-text button, not a clear pill")
  }

  @Test func aPickerShowsItsDonePillOpenAndItsClearPillClosed() {
    let field = PickerField(placeholder: "Fruit", data: ["Apple", "Banana"])
    field.isClearable = true
    field.tap()
    #expect(FieldAdornment.allCases.filter(field.appearance.shows) == [.doneButton])
    field.selectRow(1)
    field.tapDone()
    #expect(FieldAdornment.allCases.filter(field.appearance.shows) == [.clearButton])
  }
}
