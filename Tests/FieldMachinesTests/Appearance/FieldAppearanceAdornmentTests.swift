import FieldMachines
import Foundation
import Testing

/// ``FieldAppearance/shows(_:)`` answers for every ``FieldAdornment`` of every kind: the "$" of
/// a monetary field with its title up, a unit, the clear button of a text field and the clear
/// pill of a picker, the done pill of an open picker, a secure field's toggle.
@Suite struct FieldAppearanceAdornmentTests {
  @Test func anEntryFieldShowsItsSymbolUnitClearButtonAndToggle() {
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
        == [.monetarySymbol, .unit, .clearButton, .passwordToggle])
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
