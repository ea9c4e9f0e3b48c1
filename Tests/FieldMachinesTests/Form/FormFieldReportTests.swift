import Foundation
import Testing

@testable import FieldMachines

/// What each field kind's transitions tell a form: every effect is mapped, and what fires no
/// effect (an assigned value, a change of `isEnabled`) is read from the states.
@MainActor
@Suite struct FormFieldReportTests {
  /// The reports of the transitions `body` makes `field` take.
  func reports<F: Field>(
    of field: F, adapter: some FormFieldAdapter, _ body: (F) -> Void
  ) -> [FormFieldReport] {
    var reports: [FormFieldReport] = []
    adapter.listen(on: EventRunner(), to: FormReportRouter { reports.append($1) }, as: FormSlot(0))
    body(field)
    adapter.stopListening()
    return reports
  }

  @Test func entryReportsBeginEndReturnAndEveryValueChange() {
    let entry = EntryField(placeholder: "Name")
    let found = reports(of: entry, adapter: TextFieldAdapter(entry)) { entry in
      entry.tap()
      entry.typeText("a")
      entry.pressReturn()
      entry.resignFirstResponder()
      entry.text = "b"
      entry.text = "e\u{301}"
      entry.text = "\u{E9}"
      entry.isEnabled = false
    }
    #expect(found.map(\.began) == [true, false, false, false, false, false, false, false])
    #expect(found.map(\.valueChanged) == [false, true, false, false, true, true, true, false])
    #expect(found.map(\.returned) == [false, false, true, false, false, false, false, false])
    #expect(found.map(\.ended) == [false, false, false, true, false, false, false, false])
    #expect(
      found.map(\.enablementChanged) == [false, false, false, false, false, false, false, true])
  }

  @Test func areaReportsAnAssignedText() {
    let area = AreaField(placeholder: "Notes")
    let found = reports(of: area, adapter: TextFieldAdapter(area)) { area in
      area.tap()
      area.text = "typed\nlines"
      area.resignFirstResponder()
    }
    #expect(found.map(\.began) == [true, false, false])
    #expect(found.map(\.valueChanged) == [false, true, false])
    #expect(found.map(\.ended) == [false, false, true])
  }

  @Test func pickerReportsAPickAndAChangeOfRowsThatMovesThePick() {
    let picker = PickerField(placeholder: "Country", data: ["France", "Japan"])
    let found = reports(of: picker, adapter: PickerFieldAdapter(picker)) { picker in
      picker.tap()
      picker.selectRow(1)
      picker.resignFirstResponder()
      picker.data = ["Japan", "France"]
    }
    #expect(found.first?.began == true)
    #expect(found.contains { $0.ended })
    #expect(found.filter(\.valueChanged).count == 2)
  }

  @Test func dateReportsAnAssignedDate() {
    let date = DateField(placeholder: "Birthday")
    let found = reports(of: date, adapter: DateFieldAdapter(date)) { date in
      date.date = Date(timeIntervalSince1970: 0)
      date.date = Date(timeIntervalSince1970: 0)
      date.isEnabled = false
    }
    #expect(found.map(\.valueChanged) == [true, false, false])
    #expect(found.map(\.enablementChanged) == [false, false, true])
  }
}
