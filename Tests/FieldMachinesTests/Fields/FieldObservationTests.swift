import FieldMachines
import Foundation
import Testing

/// What the rows every field kind shares reach: the ``Field`` API (settings included, written
/// once for the four kinds) and the machine.
protocol ObservedField: MachineField {}

/// What the rows ``EntryField`` and ``AreaField`` share reach: the text and its length limit
/// (``TextInputField``, whose members the two fields implement once).
protocol ObservedTextField: ObservedField, TextInputField {}

extension EntryField: ObservedTextField {}
extension AreaField: ObservedTextField {}
extension PickerField: ObservedField {}
extension DateField: ObservedField {}

/// Reading any of a field's state registers it with Observation (fields are `@Observable`), so
/// a view that reads only one property is redrawn when it changes: every public property of
/// each field kind has a row, checked against the sources.
@Suite @MainActor struct FieldObservationTests {
  /// Counts every text as `count` lines.
  private struct FixedLineMeasurer: TextMeasurer {
    var count: Int
    func lineCount(of text: String) -> Int { count }
  }

  nonisolated private static let now = Date(timeIntervalSince1970: 1_000_000_000)

  /// The rows of every field kind; `setValue` gives the field a value.
  private static func commonRows<F: ObservedField>(
    setValue: @escaping @MainActor (F) -> Void
  ) -> [ObservedProperty<F>] {
    let showError: @MainActor (F) -> Void = { $0.setError(withText: "Required") }
    var strings = AccessibilityStrings()
    strings[.required] = "obligatoire"
    return [
      .observed("accessibility", { $0.accessibility }, change: showError),
      .written("accessibilityStrings", \.accessibilityStrings, strings),
      .unobserved("announcementHandler", "a callback"),
      .toggled("announcesErrors", \.announcesErrors),
      .observed("appearance", { $0.appearance }, change: { $0.isEnabled = false }),
      .unobserved("delegate", "held weakly; asked, never shown"),
      .observed("errorMessage", { $0.errorMessage }, change: showError),
      .observed("hasError", { $0.hasError }, change: showError),
      .observed("height", { $0.height }, change: showError),
      .written("helperText", \.helperText, "Helper"),
      .observed("isActive", { $0.isActive }, change: { $0.tap() }),
      .toggled("isEnabled", \.isEnabled),
      .toggled("isOptional", \.isOptional),
      .toggled("isReadOnly", \.isReadOnly),
      .unobserved("kind", "a constant"),
      .written("layoutDirection", \.layoutDirection, .rightToLeft),
      .observed("machine", { $0.machine }, change: showError),
      .written("maximumSupportingLineCount", \.maximumSupportingLineCount, 1),
      .edited("metrics", \.metrics) { $0[.stackSpacing] += 1 },
      .edited("palette", \.palette) { $0[.text] = RGBA(white: 0.25) },
      .written("placeholder", \.placeholder, "Other"),
      .toggled("reservesSupportingRow", \.reservesSupportingRow),
      .unobserved("shakeHandler", "a callback"),
      .toggled("shakes", \.shakes),
      .written("supportingTextMeasurer", \.supportingTextMeasurer, FixedLineMeasurer(count: 2)),
      .written("tag", \.tag, 7),
      .observed("text", { $0.text }, change: setValue),
      .unobserved("transitions", "a new stream on each read, not state"),
    ]
  }

  /// The rows of the text kinds' length limit.
  private static func textRows<F: ObservedTextField>() -> [ObservedProperty<F>] {
    [
      .written("lengthLimitPolicy", \.lengthLimitPolicy, .refuse),
      .written("maxLength", \.maxLength, 5),
      .written("overflowMessage", \.overflowMessage, "Too long"),
    ]
  }

  static let entry = ObservationTable<EntryField>(
    typeName: "EntryField", make: { EntryField(placeholder: "Name") },
    rows: commonRows { $0.text = "Ada" } + textRows() + [
      .toggled("isMonetary", \.isMonetary),
      .toggled("isSecureTextEntry", \.isSecureTextEntry),
      .written("unit", \.unit, "kg"),
    ])

  static let area = ObservationTable<AreaField>(
    typeName: "AreaField", make: { AreaField(placeholder: "Notes") },
    rows: commonRows { $0.text = "Ada" } + textRows() + [
      .observed(
        "isScrolling", { $0.isScrolling },
        change: { field in
          field.maximumLineCount = 1
          field.text = "a\nb"
        }),
      // Read once before the tracked read, so the count is kept: a kept count still reads the
      // measurer, so replacing it is seen.
      .observed(
        "lineCount", { $0.lineCount }, change: { $0.textMeasurer = FixedLineMeasurer(count: 3) }),
      .written("maximumLineCount", \.maximumLineCount, 2),
      .written("textMeasurer", \.textMeasurer, FixedLineMeasurer(count: 3)),
    ])

  static let picker = ObservationTable<PickerField>(
    typeName: "PickerField",
    make: { PickerField(placeholder: "Country", data: ["France", "Japan", "Peru"]) },
    rows: commonRows { $0.text = "Japan" } + [
      .written("data", \.data, ["Chile"]),
      .observed("indexSelected", { $0.indexSelected }, change: { $0.setIndexTo(2) }),
      .toggled("isClearable", \.isClearable),
      .toggled("isManualEntryCapable", \.isManualEntryCapable),
      .written("manualEntryOptionName", \.manualEntryOptionName, "Other"),
      .observed("rows", { $0.rows }, change: { $0.isManualEntryCapable = true }),
      .observed("value", { $0.value }, change: { $0.text = "Japan" }),
    ])

  static let date = ObservationTable<DateField>(
    typeName: "DateField", make: { DateField(placeholder: "Birthday", now: { now }) },
    rows: commonRows { $0.date = now } + [
      .written("date", \.date, now),
      .written("datePickerMode", \.datePickerMode, .time),
      .unobserved("dateValidator", "a callback"),
      .written("defaultDate", \.defaultDate, now),
      .written("entryOptions", \.entryOptions, DateEntryOptions(pattern: .dayMonthYear)),
      .written("formatStyle", \.formatStyle, Date.FormatStyle(date: .long, time: .omitted)),
      .toggled("isClearable", \.isClearable),
      .written("locale", \.locale, Locale(identifier: "fr_FR")),
      .written("maximumDate", \.maximumDate, now),
      .written("minimumDate", \.minimumDate, now),
      .unobserved("now", "the clock, read when the field opens"),
      .toggled("opensForTyping", \.opensForTyping),
      .written("timeZone", \.timeZone, TimeZone(secondsFromGMT: 3_600) ?? .gmt),
    ])

  /// What the fields' former mirrors of their machine's state showed (issue 15 took them out of
  /// the public surface) is read through `machine` or `appearance`, and observed there: each
  /// read registers, each change that moved the mirror tells the reader.
  static let entryState: [ObservedProperty<EntryField>] = [
    .observed(
      "supportingRow", { $0.appearance.supportingRow },
      change: { $0.setError(withText: "Required") }),
    .observed(
      "isOverMaxLength", { $0.machine.state.isOverMaxLength },
      change: { field in
        field.text = "abc"
        field.maxLength = 1
      }),
    .observed(
      "isTextRevealed", { $0.machine.state.security },
      change: { field in
        field.isSecureTextEntry = true
        field.togglePasswordVisibility()
      }),
  ]

  static let pickerState: [ObservedProperty<PickerField>] = [
    .observed(
      "isOnManualEntry", { $0.machine.state.mode },
      change: { field in
        field.isManualEntryCapable = true
        field.tap()
        field.setIndexToManual()
      }),
    .observed("isOpen", { $0.machine.state.mode }, change: { $0.tap() }),
    .observed("selection", { $0.machine.state.selection }, change: { $0.setIndexTo(2) }),
  ]

  static let dateState: [ObservedProperty<DateField>] = [
    .observed(
      "draft", { $0.machine.state.mode },
      change: { field in
        field.tap()
        field.switchToTyping()
      }),
    .observed(
      "entryError", { $0.machine.state.error },
      change: { field in
        field.tap()
        field.switchToTyping()
        field.replaceText(with: "x")
        field.pressReturn()
      }),
    .observed(
      "isDateInRange", { $0.machine.isDateInRange },
      change: { field in
        field.date = now
        field.minimumDate = now.addingTimeInterval(86_400)
      }),
    .observed("wheelDate", { $0.machine.state.mode }, change: { $0.tap() }),
  ]

  @Test func machineStateReadThroughTheFieldIsObserved() async {
    var failures: [String] = []
    for row in Self.entryState { failures += [await Self.entry.check(row)].compactMap { $0 } }
    for row in Self.pickerState { failures += [await Self.picker.check(row)].compactMap { $0 } }
    for row in Self.dateState { failures += [await Self.date.check(row)].compactMap { $0 } }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func everyPublicPropertyOfEveryFieldKindIsObserved() async {
    var failures = await Self.entry.failures()
    failures += await Self.area.failures()
    failures += await Self.picker.failures()
    failures += await Self.date.failures()
    #expect(failures.isEmpty, "\(failures)")
  }
}
