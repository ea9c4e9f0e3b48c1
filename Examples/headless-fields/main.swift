// Drives all four fields headlessly, as a server, a terminal UI or a test would, and prints the
// state, value and height after each step. Run it with `swift run headless-fields`.
import FieldMachines
import Foundation

/// Prints every delegate call, so the output shows what a UIKit delegate would receive.
final class Logger: EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate, DateFieldDelegate {
  var calls: [String] = []

  func entryFieldDidBeginEditing(_ view: EntryField) { calls.append("entryFieldDidBeginEditing") }
  func entryFieldDidEndEditing(_ view: EntryField) {
    calls.append("entryFieldDidEndEditing")
    if (view.text ?? "").contains("@") == false { view.setError(withText: "Enter an email") }
  }
  func entryFieldDidChange(_ view: EntryField) { calls.append("entryFieldDidChange") }
  func areaFieldDidBeginEditing(_ view: AreaField) { calls.append("areaFieldDidBeginEditing") }
  func areaFieldDidEndEditing(_ view: AreaField) { calls.append("areaFieldDidEndEditing") }
  func areaFieldDidChange(_ view: AreaField) { calls.append("areaFieldDidChange") }
  func pickerFieldDidBeginEditing(_ view: PickerField) {
    calls.append("pickerFieldDidBeginEditing")
  }
  func pickerFieldDidEndEditing(_ view: PickerField) { calls.append("pickerFieldDidEndEditing") }
  func pickerField(_ view: PickerField, didSelectRow row: Int) {
    calls.append("pickerField(didSelectRow: \(row))")
  }
  func pickerFieldCleared(_ view: PickerField) { calls.append("pickerFieldCleared") }
  func dateFieldDidBeginEditing(_ view: DateField) { calls.append("dateFieldDidBeginEditing") }
  func dateFieldDidEndEditing(_ view: DateField) { calls.append("dateFieldDidEndEditing") }
  func dateChanged(_ view: DateField) { calls.append("dateChanged") }

  func take() -> String {
    defer { calls = [] }
    return calls.isEmpty ? "-" : calls.joined(separator: ", ")
  }
}

let logger = Logger()

@MainActor func show(_ step: String, _ field: some Field) {
  let state = field.isActive ? "active" : "inactive"
  let error = field.errorMessage.map { " error=\"\($0)\"" } ?? ""
  // A picker's value reads as its row's text with its index, or its text marked manual.
  let value =
    (field as? PickerField)?.value.description
    ?? field.text.map { "\"\($0.replacingOccurrences(of: "\n", with: "\\n"))\"" } ?? "nil"
  print(
    "\(step.padding(toLength: 34, withPad: " ", startingAt: 0)) \(field.kind.rawValue)"
      + " \(state)\(error) value=\(value) height=\(field.height)  calls: \(logger.take())")
}

print("== Entry")
let email = EntryField(placeholder: "Email")
email.delegate = logger
show("start", email)
email.tap()
show("tap", email)
email.typeText("ada.example.com")
show("type \"ada.example.com\"", email)
email.resignFirstResponder()
show("resign (didEnd validates)", email)
email.tap()
show("tap again (error cleared)", email)
email.replaceText(with: "ada@example.com")
email.resignFirstResponder()
show("replace and resign", email)

print("\n== Area")
let notes = AreaField(placeholder: "Notes")
notes.delegate = logger
notes.tap()
show("tap", notes)
notes.typeText("First line")
notes.pressReturn()
notes.typeText("Second line")
show("type two lines", notes)
notes.pressReturn()
notes.typeText("Third line")
show("a third line", notes)
notes.resignFirstResponder()
show("resign", notes)

print("\n== Picker")
let fruit = PickerField(placeholder: "Fruit", data: ["Apple", "Banana", "Cherry"])
fruit.isManualEntryCapable = true
fruit.isClearable = true
fruit.delegate = logger
fruit.tap()
show("tap (opens on row 0)", fruit)
fruit.selectRow(2)
show("scroll to row 2", fruit)
fruit.selectRow(3)
show("scroll to the manual row", fruit)
fruit.typeText("Durian")
show("type \"Durian\"", fruit)
fruit.tapDone()
show("done (commits the typed text)", fruit)
fruit.tapClear()
show("clear", fruit)

print("\n== Date")
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
let fixedNow = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21)) ?? Date()
let birthday = DateField(placeholder: "Birthday", now: { fixedNow })
birthday.timeZone = calendar.timeZone
birthday.locale = Locale(identifier: "en_US")
birthday.maximumDate = fixedNow
birthday.delegate = logger
birthday.tap()
show("tap (shows now, no value yet)", birthday)
birthday.scrollDate(to: fixedNow.addingTimeInterval(86_400 * 30))
show("scroll past the maximum (clamped)", birthday)
birthday.scrollDate(to: fixedNow.addingTimeInterval(-86_400 * 365))
show("scroll a year back", birthday)
birthday.tapDone()
show("done", birthday)
