import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

@Suite @MainActor struct FormFocusTests {
  enum Key: CaseIterable, Hashable, Sendable {
    case entry1, entry2, area1, area2, picker1, picker2, date1, date2
  }

  final class Refusing: EntryFieldDelegate {
    var refusesToEnd = true
    var didEndCount = 0
    func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { !refusesToEnd }
    func entryFieldDidEndEditing(_ view: EntryField) { didEndCount += 1 }
  }

  @MainActor struct Fixture {
    let form: Form<Key>
    let fields: [Key: any Field]

    init() throws {
      let fields: [Key: any Field] = [
        .entry1: EntryField(), .entry2: EntryField(), .area1: AreaField(), .area2: AreaField(),
        .picker1: PickerField(data: ["a", "b", "c"]), .picker2: PickerField(data: ["x", "y"]),
        .date1: DateField(now: { Date(timeIntervalSince1970: 0) }),
        .date2: DateField(now: { Date(timeIntervalSince1970: 0) }),
      ]
      self.fields = fields
      self.form = try Form<Key>(fields: fields, clock: ManualValidationClock())
    }

    func keys(of kind: FieldKind) -> [Key] {
      Key.allCases.filter { fields[$0]?.kind == kind }
    }
  }

  nonisolated static let kinds: [FieldKind] = [.entry, .area, .picker, .date]
  nonisolated static let pairs = kinds.flatMap { first in kinds.map { (first, $0) } }

  @Test(arguments: pairs)
  func activatingAFieldEndsTheActiveOne(first: FieldKind, second: FieldKind) throws {
    let fixture = try Fixture()
    let form = fixture.form
    let firstKey = try #require(fixture.keys(of: first).first)
    let secondKey = try #require(fixture.keys(of: second).last)
    let one = try #require(form.field(firstKey))
    let two = try #require(form.field(secondKey))
    one.tap()
    #expect(form.activeKey == firstKey)
    two.tap()
    #expect(!one.isActive)
    #expect(two.isActive)
    #expect(form.activeKey == secondKey)
    #expect(form.invariantViolations().isEmpty, "\(form.invariantViolations())")
    #expect(form.focus(firstKey))
    #expect(one.isActive && !two.isActive)
    #expect(form.invariantViolations().isEmpty, "\(form.invariantViolations())")
  }

  @Test func anOpenPickerCommitsItsRowWhenATextFieldTakesTheKeyboard() throws {
    let fixture = try Fixture()
    let picker = try #require(fixture.form.field(.picker1) as? PickerField)
    let entry = try #require(fixture.form.field(.entry1) as? EntryField)
    picker.tap()
    picker.selectRow(2)
    entry.tap()
    #expect(!picker.isActive)
    #expect(picker.text == "c")
    #expect(fixture.form.value(.picker1) == .choice(.row(2), text: "c"))
  }

  @Test func aManualDraftIsCommittedWhenAnotherFieldTakesTheKeyboard() throws {
    let fixture = try Fixture()
    let picker = try #require(fixture.form.field(.picker1) as? PickerField)
    picker.isManualEntryCapable = true
    picker.tap()
    picker.selectRow(3)
    picker.typeText("Other")
    try #require(fixture.form.field(.entry2)).tap()
    #expect(picker.text == "Other")
    #expect(fixture.form.value(.picker1) == .choice(.manual, text: "Other"))
  }

  @Test func anAreaKeepsFocusOnReturnEvenWhenEntriesMoveOn() throws {
    let fixture = try Fixture()
    let form = fixture.form
    form.movesToNextOnReturn = true
    let area = try #require(form.field(.area1) as? AreaField)
    area.tap()
    area.pressReturn()
    #expect(area.isActive)
    #expect(area.text == "\n")
    try #require(form.field(.entry2) as? EntryField).pressReturn()
    #expect(form.activeKey == .area1, "Return on an inactive entry does nothing")
  }

  @Test func anOpenDateFieldCommitsItsWheelWhenAnotherFieldOpens() throws {
    let fixture = try Fixture()
    let date = try #require(fixture.form.field(.date1) as? DateField)
    date.tap()
    try #require(fixture.form.field(.picker2)).tap()
    #expect(!date.isActive)
    #expect(date.date == Date(timeIntervalSince1970: 0))
  }

  @Test func aTapWinsOverAShouldEndVetoButTheFormsOwnMovesRespectIt() throws {
    let fixture = try Fixture()
    let form = fixture.form
    let entry = try #require(form.field(.entry1) as? EntryField)
    let delegate = Refusing()
    entry.delegate = delegate
    entry.tap()
    #expect(!form.focus(.entry2))
    #expect(form.next() == nil)
    #expect(entry.isActive && form.activeKey == .entry1)
    #expect(!form.endEditing())
    try #require(form.field(.picker1)).tap()
    #expect(!entry.isActive)
    #expect(delegate.didEndCount == 1)
    #expect(form.activeKey == .picker1)
    #expect(form.invariantViolations().isEmpty, "\(form.invariantViolations())")
  }

  @Test func focusRefusesHiddenDisabledAndVetoedFields() throws {
    let fixture = try Fixture()
    let form = fixture.form
    form.hide(.entry2, when: Condition { _ in true })
    #expect(!form.focus(.entry2))
    try #require(form.field(.date1)).isEnabled = false
    #expect(!form.focus(.date1))
    try #require(form.field(.entry2)).tap()
    #expect(form.field(.entry2)?.isActive == false, "a hidden field is ended if tapped")
    #expect(form.activeKey == nil)
    #expect(form.focus(.picker1))
    #expect(form.focus(.picker1))
    #expect(form.endEditing())
    #expect(form.activeKey == nil)
    #expect(form.invariantViolations().isEmpty)
  }

  @Test func replacingTheActiveFieldClearsTheActiveKey() throws {
    let fixture = try Fixture()
    let form = fixture.form
    try #require(form.field(.entry1)).tap()
    let replacement = EntryField()
    form.add(replacement, for: .entry1)
    #expect(form.activeKey == nil)
    #expect(form.field(.entry1) === replacement)
    replacement.tap()
    #expect(form.activeKey == .entry1)
  }

  @Test func fieldsSetTheirTagFromTheKey() throws {
    let fixture = try Fixture()
    for key in Key.allCases {
      #expect(fixture.form.field(key)?.tag == key.index())
      #expect(fixture.form.key(of: try #require(fixture.form.field(key))) == key)
    }
  }
}
