import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// A picker's value reaches a user as its row's text with its index (or its text marked manual),
/// by one rule, wherever it is read or printed; values and snapshots survive JSON unchanged.
@Suite @MainActor struct FormValueReadingTests {
  @Test func aPickedRowIsItsTextWithItsIndex() {
    let fixture = FormFixture()
    fixture.country.setIndexTo(1)
    let value = fixture.form.values()[.country]
    #expect(value == .choice(.row(1), text: "Japan"))
    #expect(value?.textValue == "Japan")
    #expect(value?.rowIndex == 1)
    #expect(value?.isManual == false)
    #expect(value?.description == "\"Japan\" (row 1)")
    #expect(fixture.country.value == value)
  }

  @Test func aManualValueIsItsTextMarkedManual() throws {
    let fixture = FormFixture()
    fixture.country.tap()
    fixture.country.selectRow(3)
    fixture.country.typeText("Atlantis")
    fixture.country.pressReturn()
    let value = try #require(fixture.form.value(.country))
    #expect(value == .choice(.manual, text: "Atlantis"))
    #expect(value.textValue == "Atlantis")
    #expect(value.rowIndex == nil)
    #expect(value.isManual)
    #expect(value.description == "\"Atlantis\" (manual)")
  }

  @Test func everyKindPrintsByOneRule() {
    #expect(FormValue.choice(.none, text: "").description == "none")
    #expect(FormValue.choice(.none, text: "").textValue == "")
    #expect(FormValue.text("Ada \"L\"\n").description == "\"Ada \\\"L\\\"\\n\"")
    #expect(FormValue.text("Ada").textValue == "Ada")
    #expect(FormValue.date(nil).description == "none")
    #expect(FormValue.date(nil).textValue == nil)
    #expect(FormValue.date(FormFixture.now).description == String(describing: FormFixture.now))
    #expect(FormValue.text("x").rowIndex == nil && !FormValue.text("x").isManual)
  }

  @Test func valuesSurviveJSONAndSetValuesUnchanged() throws {
    let source = FormFixture()
    source.name.text = "Ada"
    source.country.setIndexTo(2)
    source.birthday.date = FormFixture.now
    let values = source.form.values()
    for value in values.values {
      let decoded = try JSONDecoder().decode(FormValue.self, from: JSONEncoder().encode(value))
      #expect(decoded == value)
    }
    let copy = FormFixture()
    try copy.form.setValues(values)
    #expect(copy.form.values() == values)
    #expect(copy.form.value(.country) == .choice(.row(2), text: "Peru"))

    let manual = FormValue.choice(.manual, text: "Elsewhere")
    #expect(try JSONDecoder().decode(FormValue.self, from: JSONEncoder().encode(manual)) == manual)
  }

  @Test func snapshotsPrintAndEncodeValuesAndValidityReadably() throws {
    let fixture = FormFixture()
    fixture.form.setRules([.minLength(3)], for: .name)
    fixture.name.text = "Al"
    #expect(fixture.form.validate(.name).isInvalid)
    fixture.country.setIndexTo(1)
    let snapshot = fixture.form.snapshot()
    let country = try #require(snapshot.fields.first { $0.key == "country" })
    #expect(String(describing: country).contains("value: \"Japan\" (row 1)"))
    #expect(!String(describing: snapshot).contains("choice("))
    let name = try #require(snapshot.fields.first { $0.key == "name" })
    #expect(name.validity.failures.map(\.key) == ["name"])
    #expect(name.validity.mapKeys { _ in SignUpKey.name } == fixture.form.validity(of: .name))

    let decoded = try JSONDecoder().decode(
      FormSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    let copy = FormFixture()
    copy.form.setRules([.minLength(3)], for: .name)
    try copy.form.restore(decoded)
    #expect(copy.form.validity(of: .name) == fixture.form.validity(of: .name))
    #expect(copy.form.value(.country) == .choice(.row(1), text: "Japan"))
  }

  @Test func aRowIsAssignedByIndexOnlyWithItsOwnTextOrNone() throws {
    let fixture = FormFixture()
    #expect(
      throws: FormValuesError<SignUpKey>(issues: [
        .country: .rowTextMismatch(row: 1, rowText: "Japan", text: "Peru")
      ])
    ) { try fixture.form.setValue(.choice(.row(1), text: "Peru"), for: .country) }
    #expect(fixture.country.text == nil)
    try fixture.form.setValue(.choice(.row(1), text: "Japan"), for: .country)
    #expect(fixture.country.text == "Japan")
    try fixture.form.setValue(.choice(.row(2), text: ""), for: .country)
    #expect(fixture.form.value(.country) == .choice(.row(2), text: "Peru"))
  }

  @Test func aSnapshotWhoseRowTextIsNotTheRowsIsRefused() throws {
    let fixture = FormFixture()
    fixture.country.setIndexTo(1)
    var snapshot = fixture.form.snapshot()
    let index = try #require(snapshot.fields.firstIndex { $0.key == "country" })
    snapshot.fields[index].value = .choice(.row(1), text: "Peru")
    #expect(throws: FormSnapshotError.self) { try FormFixture().form.restore(snapshot) }
  }

  @Test func theKitWritesAPickAsTheSwiftThatAssignsIt() {
    let row = FormAction<SignUpKey>.setValue(.country, .choice(.row(1), text: "Japan"))
    #expect(
      row.description == "try form.setValue(.choice(.row(1), text: \"Japan\"), for: .country)")
    let manual = FormAction<SignUpKey>.setValue(.country, .choice(.manual, text: "Atlantis"))
    #expect(
      manual.description
        == "try form.setValue(.choice(.manual, text: \"Atlantis\"), for: .country)")
  }
}
