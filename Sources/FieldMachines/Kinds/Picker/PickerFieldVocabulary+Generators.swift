/// The picker's seeded generators for the testing kit, `fieldchart check` and fieldbench.
///
/// Values are drawn from small pools (short rows with duplicates and an empty row, rows from −2
/// to 6) so random sequences keep hitting edges: empty data, clamping, the manual row, empty
/// drafts.
extension PickerFieldVocabulary {
  /// The row labels data is drawn from: duplicates and an empty row included.
  static let rowPool = ["Red", "Green", "Blue", "", "Red", "Teal"]

  /// The helper texts events and states use: none, `""` (stored as none), one line, two lines.
  static let helperTexts: [String?] = [nil, "", "Pick one", "Pick one\nor type your own"]

  /// ``randomEvent(using:)`` over the kit's concrete generator, specialised for it.
  package static func randomEvent(
    splitMix generator: inout SplitMixGenerator
  ) -> PickerFieldMachine.Event {
    randomEvent(using: &generator)
  }

  /// A random event of any kind: every user action, programmatic call and configuration change.
  ///
  /// Weights (out of 107): open 14 (85% allowed), row selection 14, typing 10, done 6, clear 5,
  /// Return 5, index 5, data 5, close 4, capability 4, error set 4, enabled 4 (75% true),
  /// keyboard 3, manual index 3, text 3, error removed 3, read-only 3 (25% true), option name 2,
  /// helper text 2, reserved row 1, announcements 1 (75% true), clearable 2.
  package static func randomEvent(
    using generator: inout some RandomNumberGenerator
  ) -> PickerFieldMachine.Event {
    var roll = Int.random(in: 0..<107, using: &generator)
    func take(_ weight: Int) -> Bool {
      if roll < weight { return true }
      roll -= weight
      return false
    }
    if take(14) { return .openRequested(allowed: Int.random(in: 0..<100, using: &generator) < 85) }
    if take(14) { return .rowSelected(Int.random(in: -2...6, using: &generator)) }
    if take(10) { return .manualTextEdited(textEdit(using: &generator)) }
    if take(6) { return .doneTapped }
    if take(5) { return .clearTapped }
    if take(5) { return .returnPressed }
    if take(5) { return .indexAssigned(Int.random(in: -2...6, using: &generator)) }
    if take(5) { return .dataAssigned(data(using: &generator)) }
    if take(4) { return .closeRequested }
    if take(4) { return .manualEntryCapabilityChanged(Bool.random(using: &generator)) }
    if take(4) { return .errorSet(generator.pick(["", "Required", "Too long"])) }
    if take(4) { return .enabledChanged(Int.random(in: 0..<4, using: &generator) > 0) }
    if take(3) { return .keyboardWillShow }
    if take(3) { return .manualIndexAssigned }
    if take(3) { return .textAssigned(generator.pick([nil, "", "Red", "Mauve"])) }
    if take(3) { return .errorRemoved }
    if take(3) { return .readOnlyChanged(Int.random(in: 0..<4, using: &generator) == 0) }
    if take(2) {
      return .manualEntryOptionNameChanged(generator.pick(["Manual Entry", "Other", ""]))
    }
    if take(2) { return .helperTextChanged(generator.pick(helperTexts)) }
    if take(1) { return .supportingRowReservationChanged(Bool.random(using: &generator)) }
    if take(1) {
      return .errorAnnouncementsChanged(Int.random(in: 0..<4, using: &generator) > 0)
    }
    return .clearableChanged(Bool.random(using: &generator))
  }

  /// Rows and manual entry set before each sequence two times in three, so most sequences can
  /// open the picker.
  package static func configurationPrelude(
    using generator: inout some RandomNumberGenerator
  ) -> [PickerFieldMachine.Event] {
    guard Int.random(in: 0..<3, using: &generator) != 0 else { return [] }
    var prelude: [PickerFieldMachine.Event] = [.dataAssigned(data(using: &generator))]
    if Bool.random(using: &generator) { prelude.append(.manualEntryCapabilityChanged(true)) }
    return prelude
  }

  /// A random list of 0 to 4 rows from ``rowPool``.
  static func data(using generator: inout some RandomNumberGenerator) -> [String] {
    let count = Int.random(in: 0...4, using: &generator)
    var data: [String] = []
    for _ in 0..<count { data.append(generator.pick(rowPool)) }
    return data
  }

  /// A random edit of a manual draft: typing, backspace or replace-all.
  static func textEdit(using generator: inout some RandomNumberGenerator) -> TextEdit {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: .insert(generator.pick(["a", "bc", "é"]))
    case 1: .deleteBackward
    case 2: .replaceAll(generator.pick(["", "x", "Custom"]))
    default: .insert("z")
    }
  }

  /// A random state, possibly inconsistent (open without rows, a draft while closed, an index
  /// out of range …), to exercise `PickerFieldMachine.init(state:)`'s normalisation.
  package static func randomState(
    using generator: inout some RandomNumberGenerator
  ) -> PickerFieldMachine.State {
    let selection: PickerSelection =
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: .none
      case 1: .row(Int.random(in: -2...6, using: &generator))
      default: .manual
      }
    return PickerFieldMachine.State(
      mode: generator.pick(
        [.closed, .focused, .openOnList, .openOnManual(draft: ""), .openOnManual(draft: "draft")]),
      error: generator.pick([.none, .message(""), .message("Required")]),
      data: data(using: &generator),
      isManualEntryCapable: Bool.random(using: &generator),
      manualEntryOptionName: generator.pick(["Manual Entry", "Other"]),
      selection: selection,
      text: generator.pick([nil, "", "Red", "Mauve"]),
      isClearable: Bool.random(using: &generator),
      isEnabled: Int.random(in: 0..<4, using: &generator) > 0,
      isReadOnly: Int.random(in: 0..<4, using: &generator) == 0,
      helperText: generator.pick(helperTexts),
      reservesSupportingRow: Bool.random(using: &generator),
      announcesErrors: Int.random(in: 0..<4, using: &generator) > 0)
  }
}
