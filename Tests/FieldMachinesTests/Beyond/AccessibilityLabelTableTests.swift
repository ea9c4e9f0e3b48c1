import FieldMachines
import Foundation
import Testing

/// The accessibility description of every field kind in each of its states, as a table.
@Suite struct AccessibilityLabelTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable { case entry, area, picker, date }
    enum Activity: Sendable { case idle, active, pickerManual, dateTyping }

    var name: String
    var kind: Kind
    var title: String? = "Name"
    var text = ""
    var error: String?
    var helper: String?
    var isOptional = false
    var isReadOnly = false
    var isEnabled = true
    var activity = Activity.idle
    var isSecure = false
    var isRevealed = false
    var maxLength: Int?
    var label: String
    var value: String
    var hint: String?
    var traits: AccessibilityTraits
    var actions: [AccessibilityAction] = []

    var testDescription: String { name }
  }

  static let edit = "Double-tap to edit"

  static let rows: [Row] = [
    Row(
      name: "entry empty", kind: .entry, label: "Name, required", value: "", hint: edit,
      traits: [.textEntry, .required]),
    Row(
      name: "entry filled", kind: .entry, text: "Ada", label: "Name, Ada, required",
      value: "Ada", hint: edit, traits: [.textEntry, .required]),
    Row(
      name: "entry optional", kind: .entry, text: "Ada", isOptional: true, label: "Name, Ada",
      value: "Ada", hint: edit, traits: .textEntry),
    Row(
      name: "entry without title", kind: .entry, title: nil, text: "Ada",
      label: "Ada, required", value: "Ada", hint: edit, traits: [.textEntry, .required]),
    Row(
      name: "entry error", kind: .entry, text: "Ada", error: "Too short",
      label: "Name, Ada, Error: Too short, required", value: "Ada", hint: edit,
      traits: [.textEntry, .required, .invalid]),
    Row(
      name: "entry empty error", kind: .entry, error: "", label: "Name, Error, required",
      value: "", hint: edit, traits: [.textEntry, .required, .invalid]),
    Row(
      name: "entry helper", kind: .entry, helper: "As on your card",
      label: "Name, As on your card, required", value: "", hint: edit,
      traits: [.textEntry, .required]),
    Row(
      name: "entry error replaces helper", kind: .entry, error: "Required",
      helper: "As on your card", label: "Name, Error: Required, required", value: "",
      hint: edit, traits: [.textEntry, .required, .invalid]),
    Row(
      name: "entry active with text", kind: .entry, text: "Ada", activity: .active,
      label: "Name, Ada, required", value: "Ada", hint: nil,
      traits: [.textEntry, .required, .focused], actions: [.clear]),
    Row(
      name: "entry read-only", kind: .entry, text: "42", isReadOnly: true,
      label: "Name, 42, required, read only", value: "42", hint: nil,
      traits: [.textEntry, .required, .readOnly]),
    Row(
      name: "entry read-only focused", kind: .entry, text: "42", isReadOnly: true,
      activity: .active, label: "Name, 42, required, read only", value: "42", hint: nil,
      traits: [.textEntry, .required, .readOnly, .focused]),
    Row(
      name: "entry disabled", kind: .entry, text: "Ada", isEnabled: false,
      label: "Name, Ada, required, dimmed", value: "Ada", hint: nil,
      traits: [.textEntry, .required, .notEnabled]),
    Row(
      name: "entry read-only and disabled, optional", kind: .entry, text: "Ada",
      isOptional: true, isReadOnly: true, isEnabled: false, label: "Name, Ada, read only, dimmed",
      value: "Ada", hint: nil, traits: [.textEntry, .readOnly, .notEnabled]),
    Row(
      name: "entry secure masked", kind: .entry, title: "Password", text: "hunter2",
      isSecure: true, label: "Password, 7 hidden characters, required",
      value: "7 hidden characters", hint: edit, traits: [.textEntry, .secure, .required],
      actions: [.showText]),
    Row(
      name: "entry secure one character", kind: .entry, title: "PIN", text: "1", isSecure: true,
      label: "PIN, 1 hidden character, required", value: "1 hidden character", hint: edit,
      traits: [.textEntry, .secure, .required], actions: [.showText]),
    Row(
      name: "entry secure revealed, editing", kind: .entry, title: "Password", text: "hunter2",
      activity: .active, isSecure: true, isRevealed: true,
      label: "Password, hunter2, required", value: "hunter2", hint: nil,
      traits: [.textEntry, .secure, .required, .focused], actions: [.clear, .hideText]),
    Row(
      name: "entry counter", kind: .entry, title: "Code", text: "abc", maxLength: 10,
      label: "Code, abc, required", value: "abc", hint: "Double-tap to edit. 3 of 10 characters",
      traits: [.textEntry, .required]),
    Row(
      name: "entry overflow", kind: .entry, title: "Code", text: "abcdef", maxLength: 4,
      label: "Code, abcdef, Error: Too many characters, required", value: "abcdef",
      hint: "Double-tap to edit. 6 of 4 characters", traits: [.textEntry, .required, .invalid]),
    Row(
      name: "area filled", kind: .area, title: "Notes", text: "a\nb", isOptional: true,
      label: "Notes, a\nb", value: "a\nb", hint: edit, traits: [.textEntry, .multiline]),
    Row(
      name: "area active, error, counter", kind: .area, title: "Notes", text: "hi",
      error: "Too short", activity: .active, maxLength: 100,
      label: "Notes, hi, Error: Too short, required", value: "hi",
      hint: "2 of 100 characters",
      traits: [.textEntry, .multiline, .focused, .required, .invalid], actions: [.clear]),
    Row(
      name: "area read-only", kind: .area, title: "Notes", text: "x", isReadOnly: true,
      label: "Notes, x, required, read only", value: "x", hint: nil,
      traits: [.textEntry, .multiline, .required, .readOnly]),
    Row(
      name: "picker closed empty", kind: .picker, title: "Colour",
      label: "Colour, required", value: "", hint: "Double-tap to choose",
      traits: [.button, .required]),
    Row(
      name: "picker closed with value", kind: .picker, title: "Colour", text: "Green",
      label: "Colour, Green, required", value: "Green", hint: "Double-tap to choose",
      traits: [.button, .required], actions: [.clear]),
    Row(
      name: "picker helper", kind: .picker, title: "Colour", helper: "Pick one",
      label: "Colour, Pick one, required", value: "", hint: "Double-tap to choose",
      traits: [.button, .required]),
    Row(
      name: "picker error", kind: .picker, title: "Colour", error: "Pick one",
      label: "Colour, Error: Pick one, required", value: "", hint: "Double-tap to choose",
      traits: [.button, .required, .invalid]),
    Row(
      name: "picker open", kind: .picker, title: "Colour", activity: .active,
      label: "Colour, Red, required", value: "Red", hint: "Swipe up or down to change",
      traits: [.adjustable, .expanded, .focused, .required], actions: [.done]),
    Row(
      name: "picker manual entry", kind: .picker, title: "Colour", activity: .pickerManual,
      label: "Colour, required", value: "", hint: nil,
      traits: [.textEntry, .expanded, .focused, .required], actions: [.done]),
    Row(
      name: "picker read-only focused", kind: .picker, title: "Colour", text: "Green",
      isReadOnly: true, activity: .active, label: "Colour, Green, required, read only",
      value: "Green", hint: nil, traits: [.focused, .required, .readOnly]),
    Row(
      name: "picker disabled", kind: .picker, title: "Colour", isOptional: true,
      isEnabled: false, label: "Colour, dimmed", value: "", hint: nil,
      traits: [.button, .notEnabled]),
    Row(
      name: "date closed empty", kind: .date, title: "Start", label: "Start, required",
      value: "", hint: "Double-tap to choose a date", traits: [.button, .required]),
    Row(
      name: "date closed with value and helper", kind: .date, title: "Start", text: "set",
      helper: "A weekday", label: "Start, Mar 15, 2024, A weekday, required", value: "Mar 15, 2024",
      hint: "Double-tap to choose a date", traits: [.button, .required], actions: [.clear]),
    Row(
      name: "date open", kind: .date, title: "Start", activity: .active,
      label: "Start, Jan 01, 2024, required", value: "Jan 01, 2024",
      hint: "Swipe up or down to change", traits: [.adjustable, .expanded, .focused, .required],
      actions: [.done]),
    Row(
      name: "date typing", kind: .date, title: "Start", activity: .dateTyping,
      label: "Start, 2024-01-01, required", value: "2024-01-01", hint: nil,
      traits: [.textEntry, .expanded, .focused, .required], actions: [.done]),
    Row(
      name: "date read-only focused with error", kind: .date, title: "Start", text: "set",
      error: "Too early", isReadOnly: true, activity: .active,
      label: "Start, Mar 15, 2024, Error: Too early, required, read only", value: "Mar 15, 2024",
      hint: nil, traits: [.focused, .required, .readOnly, .invalid]),
  ]

  @Test(arguments: rows)
  func describesTheState(_ row: Row) {
    let description = Self.field(for: row).accessibility
    #expect(description.label == row.label)
    #expect(description.value == row.value)
    #expect(description.hint == row.hint)
    #expect(description.traits == row.traits)
    #expect(description.actions == row.actions)
    #expect(description.title == (row.title ?? ""))
  }

  @Test func stringsCanBeLocalised() {
    let field = EntryField(placeholder: "Nom")
    var strings = AccessibilityStrings()
    strings[.required] = "obligatoire"
    strings[.error] = "Erreur"
    field.accessibilityStrings = strings
    field.setError(withText: "Trop court")
    #expect(field.accessibility.label == "Nom, Erreur: Trop court, obligatoire")
    #expect(AccessibilityAction.showText.name(in: strings) == "Show password")
  }

  static func field(for row: Row) -> any Field {
    switch row.kind {
    case .entry:
      let field = EntryField(placeholder: row.title)
      field.isSecureTextEntry = row.isSecure
      field.maxLength = row.maxLength
      field.text = row.text
      if row.isRevealed { field.togglePasswordVisibility() }
      return configure(field, row)
    case .area:
      let field = AreaField(placeholder: row.title)
      field.maxLength = row.maxLength
      field.text = row.text
      return configure(field, row)
    case .picker:
      let field = PickerField(placeholder: row.title, data: ["Red", "Green"])
      field.isClearable = true
      field.isManualEntryCapable = row.activity == .pickerManual
      field.helperText = row.helper
      if !row.text.isEmpty { field.setIndexTo(1) }
      if row.activity == .pickerManual { field.setIndexToManual() }
      field.isReadOnly = row.isReadOnly
      field.isOptional = row.isOptional
      if row.activity != .idle { field.tap() }
      if let error = row.error { field.setError(withText: error) }
      field.isEnabled = row.isEnabled
      return field
    case .date:
      let field = DateField(
        placeholder: row.title, now: { Date(timeIntervalSince1970: 1_704_067_200) })
      field.timeZone = TimeZone(secondsFromGMT: 0) ?? field.timeZone
      field.locale = Locale(identifier: "en_US")
      field.isClearable = true
      if !row.text.isEmpty { field.date = Date(timeIntervalSince1970: 1_710_460_800) }
      field.helperText = row.helper
      field.isReadOnly = row.isReadOnly
      field.isOptional = row.isOptional
      if row.activity != .idle { field.tap() }
      if row.activity == .dateTyping { field.switchToTyping() }
      if let error = row.error { field.setError(withText: error) }
      field.isEnabled = row.isEnabled
      return field
    }
  }

  private static func configure<F: Field>(_ field: F, _ row: Row) -> F {
    if let entry = field as? EntryField {
      entry.helperText = row.helper
      entry.isReadOnly = row.isReadOnly
    }
    if let area = field as? AreaField {
      area.helperText = row.helper
      area.isReadOnly = row.isReadOnly
    }
    field.isOptional = row.isOptional
    if row.activity != .idle { field.tap() }
    if let error = row.error { field.setError(withText: error) }
    field.isEnabled = row.isEnabled
    return field
  }
}
