import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

@Suite @MainActor struct FormSnapshotTests {
  /// A fixture in a busy state: values in every kind, a shown error, an error set by the app,
  /// a submit, and the picker open in manual entry with a draft.
  private func busyFixture() -> FormFixture {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required(), .email()], for: .email)
    form.setRules([.required()], for: .password)
    fixture.fill(fixture.name, "Ada")
    fixture.fill(fixture.email, "ada@")
    fixture.password.setError(withText: "Server: too weak")
    fixture.birthday.tap()
    fixture.birthday.scrollDate(to: FormFixture.now.addingTimeInterval(-86_400))
    fixture.country.tap()
    fixture.country.selectRow(3)
    fixture.country.typeText("Atlan")
    return fixture
  }

  @Test func aSnapshotRestoresExactlyIntoAFreshFormThroughJSON() throws {
    let source = busyFixture()
    let snapshot = source.form.snapshot()
    #expect(snapshot.activeKey == "country")
    #expect(snapshot.field(named: "country")?.position == .pickerManual(draft: "Atlan"))
    #expect(snapshot.field(named: "email")?.errorMessage == "Enter a valid email address.")
    #expect(snapshot.field(named: "password")?.isErrorExternal == true)

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(snapshot)
    let decoded = try JSONDecoder().decode(FormSnapshot.self, from: data)
    #expect(decoded == snapshot)

    let target = FormFixture()
    target.form.setRules([.required(), .email()], for: .email)
    try target.form.restore(decoded)
    #expect(target.form.snapshot() == snapshot)
    #expect(try encoder.encode(target.form.snapshot()) == data)
    #expect(target.country.isOnManualEntry)
    #expect(target.country.appearance.value == "Atlan")
    #expect(target.email.errorMessage == "Enter a valid email address.")
    #expect(target.password.errorMessage == "Server: too weak")
    #expect(target.birthday.date == FormFixture.now.addingTimeInterval(-86_400))
    #expect(target.form.activeKey == .country)
    #expect(target.violations.isEmpty, "\(target.violations)")

    target.country.pressReturn()
    #expect(target.country.text == "Atlan", "the restored draft commits like a typed one")
  }

  /// A position reads and writes the JSON it did before each kind declared its own open modes
  /// (`PickerOpenMode`, `DateOpenMode`): one key, the mode's name, with its payload; so a
  /// snapshot saved then reads back the same. A key no kind knows, or two keys, do not read.
  @Test func positionsKeepTheirJSON() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let day = Date(timeIntervalSinceReferenceDate: 86_400)
    let positions: [(FieldPosition, String)] = [
      (.closed, #"{"closed":{}}"#), (.editing, #"{"editing":{}}"#),
      (.pickerOpen, #"{"pickerOpen":{}}"#),
      (.pickerManual(draft: "Atlan"), #"{"pickerManual":{"draft":"Atlan"}}"#),
      (.dateOpen(wheel: day), #"{"dateOpen":{"wheel":86400}}"#),
      (.dateTyping(wheel: day, draft: "12"), #"{"dateTyping":{"draft":"12","wheel":86400}}"#),
    ]
    for (position, json) in positions {
      #expect(String(decoding: try encoder.encode(position), as: UTF8.self) == json)
      #expect(try JSONDecoder().decode(FieldPosition.self, from: Data(json.utf8)) == position)
    }
    #expect(Set(positions.map(\.0)).count == positions.count, "every position is its own")
    for json in [#"{"rolled":{}}"#, #"{"closed":{},"editing":{}}"#, #"{"pickerManual":{}}"#] {
      #expect(throws: DecodingError.self, "\(json)") {
        try JSONDecoder().decode(FieldPosition.self, from: Data(json.utf8))
      }
    }
  }

  @Test(arguments: [0, 1, 2])
  func openPickersAndDateWheelsRestoreTheirPosition(variant: Int) throws {
    let source = FormFixture()
    switch variant {
    case 0:
      source.country.tap()
      source.country.selectRow(2)
    case 1:
      source.birthday.defaultDate = FormFixture.now.addingTimeInterval(3_600)
      source.birthday.tap()
    default:
      source.country.setIndexTo(1)
      source.country.text = "Somewhere"
      source.name.tap()
    }
    let snapshot = source.form.snapshot()
    let target = FormFixture()
    target.birthday.defaultDate = source.birthday.defaultDate
    try target.form.restore(snapshot)
    #expect(target.form.snapshot() == snapshot)
    #expect(target.country.indexSelected == source.country.indexSelected)
    #expect(target.birthday.wheelDate == source.birthday.wheelDate)
    #expect(target.birthday.defaultDate == source.birthday.defaultDate)
  }

  @Test func restoringIntoTheSameFormUndoesLaterChanges() throws {
    let fixture = busyFixture()
    let snapshot = fixture.form.snapshot()
    fixture.name.tap()
    fixture.name.typeText("!!!")
    fixture.form.hide(.birthday, when: Condition { _ in false })
    try fixture.form.restore(snapshot)
    #expect(fixture.form.snapshot() == snapshot)
    #expect(fixture.violations.isEmpty, "\(fixture.violations)")
  }

  @Test func keysAreStoredByNameSoReorderingCasesKeepsValuesInPlace() throws {
    enum Before: CaseIterable { case first, second }
    enum After: CaseIterable { case second, first }
    let one = Form<Before>(clock: ManualValidationClock())
    one.add(EntryField(), for: .first)
    one.add(EntryField(), for: .second)
    try one.setValues([.first: .text("one"), .second: .text("two")])
    let two = Form<After>(clock: ManualValidationClock())
    two.add(EntryField(), for: .first)
    two.add(EntryField(), for: .second)
    var snapshot = one.snapshot()
    snapshot.fields.reverse()
    try two.restore(snapshot)
    #expect(two.value(.first) == .text("one"))
    #expect(two.value(.second) == .text("two"))
  }

  @Test func aSnapshotThatDoesNotFitIsRefusedAndChangesNothing() throws {
    let fixture = busyFixture()
    let good = fixture.form.snapshot()
    let target = FormFixture()
    let before = target.form.snapshot()

    var unknown = good
    unknown.fields[0].key = "nickname"
    #expect(throws: FormSnapshotError.unknownKey("nickname")) { try target.form.restore(unknown) }

    var missing = good
    missing.fields.removeLast()
    #expect(throws: FormSnapshotError.missingField("birthday")) { try target.form.restore(missing) }

    var kind = good
    kind.fields[0].kind = "date"
    #expect(throws: FormSnapshotError.kindMismatch(key: "name", expected: "date", found: "entry")) {
      try target.form.restore(kind)
    }

    var row = good
    row.fields[4].value = .choice(.row(9), text: "")
    #expect(
      throws: FormSnapshotError.valueNotAssignable(
        key: "country", issue: .rowOutOfRange(row: 9, rowCount: 3))
    ) { try target.form.restore(row) }

    var twoActive = good
    twoActive.fields[0].position = .editing
    #expect(throws: FormSnapshotError.self) { try target.form.restore(twoActive) }

    #expect(target.form.snapshot() == before)
  }

  /// A read-only date field takes focus without a wheel; its snapshot still records it as the
  /// active field, so the snapshot restores (found by the form property test).
  @Test func aFocusedReadOnlyDateFieldRestores() throws {
    let source = FormFixture()
    source.birthday.isReadOnly = true
    #expect(source.form.focus(.birthday))
    let snapshot = source.form.snapshot()
    #expect(snapshot.activeKey == "birthday")
    #expect(snapshot.field(named: "birthday")?.position.isActive == true)

    let target = FormFixture()
    target.birthday.isReadOnly = true
    try target.form.restore(snapshot)
    #expect(target.form.activeKey == .birthday)
    #expect(target.birthday.wheelDate == nil)
    #expect(target.form.snapshot() == snapshot)
    #expect(target.violations.isEmpty, "\(target.violations)")
  }
}
