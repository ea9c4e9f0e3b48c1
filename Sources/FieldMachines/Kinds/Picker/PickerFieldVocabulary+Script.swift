/// The picker's script words, the one codec `fieldchart simulate` and the testing kit read and
/// write picker scripts with, and how the kit reads its events and effects.
extension PickerFieldVocabulary {
  /// What the user does on the wheel and its pills; what the app calls; what the field is
  /// (rows, manual entry, clearable, enabled, read-only, the supporting row, announcements).
  package static func source(of event: PickerFieldMachine.Event) -> FieldEventSource {
    switch event {
    case .openRequested, .rowSelected, .doneTapped, .clearTapped, .manualTextEdited,
      .returnPressed, .keyboardWillShow:
      .userAction
    case .closeRequested, .indexAssigned, .manualIndexAssigned, .textAssigned:
      .programmaticCall
    case .dataAssigned, .manualEntryCapabilityChanged, .manualEntryOptionNameChanged,
      .clearableChanged:
      .configurationChange
    case .common(let common): common.source
    }
  }

  /// The `fieldchart simulate picker` line: `tap`, `select 2`, `done`, `clear`, `type …`,
  /// `backspace`, `replace …`, `return`, `resign`, `keyboard`, `set index 1`,
  /// `set index manual`, `set text …` (alone: `nil`), `set data Red,Green` (`set-data Red|Green`
  /// when a row holds a comma, or for one empty row), `set manual-entry true`,
  /// `set option-name …`, `set clearable|enabled|read-only|reserve-row|announce-errors true`,
  /// `set helper …` (alone: none), `error …`, `remove-error`.
  package static func scriptLine(for event: PickerFieldMachine.Event) -> String {
    let line: ScriptLine
    switch event {
    case .openRequested(let allowed): line = ScriptLine("tap", vetoed: !allowed)
    case .rowSelected(let row): line = ScriptLine("select", String(row))
    case .doneTapped, .clearTapped, .closeRequested, .keyboardWillShow, .clearableChanged:
      return event.wheel?.scriptLine ?? ""
    case .manualTextEdited(let edit): line = edit.scriptLine()
    case .returnPressed: line = ScriptLine("return")
    case .indexAssigned(let row): return ScriptLine.setting("index", String(row))
    case .manualIndexAssigned: return ScriptLine.setting("index", "manual")
    case .textAssigned(let text): return ScriptLine.setting("text", text)
    case .dataAssigned(let data):
      guard data != [""], !data.contains(where: { $0.contains(",") }) else {
        line = ScriptLine("set-data", ScriptLine.encodeList(data))
        break
      }
      return ScriptLine.setting("data", data.joined(separator: ","))
    case .manualEntryCapabilityChanged(let isCapable):
      return ScriptLine.setting("manual-entry", String(isCapable))
    case .manualEntryOptionNameChanged(let name): return ScriptLine.setting("option-name", name)
    case .common(let common): return common.scriptLine
    }
    return line.description
  }

  /// The event of a line ``scriptLine(for:)`` prints; `become` is a synonym of `tap`, and the
  /// kit's older spellings (`delete`, `set-index …`, `set-text …`, `set-error …`, `enable`, …)
  /// are read too.
  package static func event(scriptLine: String) -> PickerFieldMachine.Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    if let common = PickerFieldMachine.Event.common(of: line) { return common }
    if let wheel = WheelEventCase(scriptLine: line) { return wheel.event() }
    if line.isVetoed {
      guard line.payload == nil, line.verb == "tap" || line.verb == "become" else { return nil }
      return .openRequested(allowed: false)
    }
    if let edit = TextEdit(scriptLine: line) { return .manualTextEdited(edit) }
    switch (line.verb, line.payload) {
    case ("tap", nil), ("become", nil): return .openRequested(allowed: true)
    case ("select", _): return line.integer.map { .rowSelected($0) }
    case ("return", nil): return .returnPressed
    case ("set-index", "manual"): return .manualIndexAssigned
    case ("set-index", _): return line.integer.map { .indexAssigned($0) }
    case ("set-text", let text): return .textAssigned(text)
    case ("set-data", let list): return .dataAssigned(ScriptLine.decodeList(list))
    case ("set-manual-entry", _): return line.boolean.map { .manualEntryCapabilityChanged($0) }
    case ("set-option-name", _): return .manualEntryOptionNameChanged(line.text)
    default: return nil
    }
  }

  /// Allowed instead of vetoed, rows nearer 0, shorter text, fewer rows.
  package static func simplifications(
    of event: PickerFieldMachine.Event
  ) -> [PickerFieldMachine.Event] {
    switch event {
    case .openRequested(let allowed):
      Simpler.allowed(allowed).map { .openRequested(allowed: $0) }
    case .rowSelected(let row): Simpler.integer(row).map { .rowSelected($0) }
    case .manualTextEdited(let edit): edit.simplifications.map { .manualTextEdited($0) }
    case .indexAssigned(let row): Simpler.integer(row).map { .indexAssigned($0) }
    case .textAssigned(let text):
      text.map { [.textAssigned(nil)] + Simpler.text($0).map { .textAssigned($0) } } ?? []
    case .dataAssigned(let data): Simpler.list(data).map { .dataAssigned($0) }
    case .manualEntryOptionNameChanged(let name):
      Simpler.text(name).map { .manualEntryOptionNameChanged($0) }
    case .doneTapped, .clearTapped, .returnPressed, .closeRequested, .keyboardWillShow,
      .manualIndexAssigned, .manualEntryCapabilityChanged, .clearableChanged:
      []
    case .common(let common): common.simplifications.map { .common($0) }
    }
  }

  /// The message of `announceError`.
  package static func announcement(of effect: PickerFieldMachine.Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }
}
