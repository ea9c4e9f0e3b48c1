import FieldMachines
import Foundation
import Testing

@Suite @MainActor struct FormValuesTests {
  @Test func valuesAreTypedByFieldKind() {
    let fixture = FormFixture()
    let form = fixture.form
    fixture.name.text = "Ada"
    fixture.country.setIndexTo(1)
    fixture.birthday.date = FormFixture.now
    let values = form.values()
    #expect(values[.name] == .text("Ada"))
    #expect(values[.email] == .text(""))
    #expect(values[.country] == .choice(.row(1), text: "Japan"))
    #expect(values[.birthday] == .date(FormFixture.now))
    #expect(values[.notes] == nil)
    #expect(values.count == 6)
  }

  @Test func setValuesAssignsEveryKindAndReactsLikeAnyChange() throws {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.minLength(3)], for: .name, timing: .onChange)
    try form.setValues([
      .name: .text("Al"), .country: .choice(.manual, text: "Chile"),
      .birthday: .date(FormFixture.now),
    ])
    #expect(fixture.name.text == "Al")
    #expect(fixture.country.text == "Chile")
    #expect(fixture.country.indexSelected == 3)
    #expect(fixture.birthday.date == FormFixture.now)
    #expect(form.validity(of: .name).isInvalid)
    try form.setValue(.choice(.none, text: ""), for: .country)
    #expect(fixture.country.text == nil)
    try form.setValue(.choice(.row(2), text: ""), for: .country)
    #expect(form.value(.country) == .choice(.row(2), text: "Peru"))
  }

  @Test func aMismatchIsReportedAndNothingIsAssigned() {
    let fixture = FormFixture()
    let form = fixture.form
    #expect(
      throws: FormValuesError<SignUpKey>(issues: [
        .email: .typeMismatch(expected: .text, got: .date),
        .country: .rowOutOfRange(row: 3, rowCount: 3),
        .birthday: .typeMismatch(expected: .date, got: .text),
        .notes: .noField,
      ])
    ) {
      try form.setValues([
        .name: .text("Ada"), .email: .date(nil), .country: .choice(.row(3), text: ""),
        .birthday: .text("today"), .notes: .text("x"),
      ])
    }
    #expect(fixture.name.text == "")
  }

  @Test func valuesRoundTripThroughSetValues() throws {
    let source = FormFixture()
    try source.form.setValues([
      .name: .text("Ada"), .email: .text("ada@example.com"),
      .country: .choice(.manual, text: "Elsewhere"), .birthday: .date(FormFixture.now),
    ])
    let copy = FormFixture()
    try copy.form.setValues(source.form.values())
    #expect(copy.form.values() == source.form.values())
  }
}
