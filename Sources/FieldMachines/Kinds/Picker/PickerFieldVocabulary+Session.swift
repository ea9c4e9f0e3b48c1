/// The picker as `fieldchart simulate` drives it; see ``SessionVocabulary``.
extension PickerFieldVocabulary: SessionVocabulary {
  /// The rows, the manual row and its title, the clear pill and the selected row.
  package static var ownOptions: [OptionHelp] {
    [
      OptionHelp("data", valueName: "rows", help: "The rows, separated by commas."),
      OptionHelp("manual-entry", help: "Add the manual-entry row at the end."),
      OptionHelp("option-name", valueName: "name", help: "The manual row's title."),
      WheelFieldSession.clearableOption,
      OptionHelp("index", valueName: "n", help: "Select row n (setIndexTo(_:))."),
    ]
  }

  /// Selecting, typing on the manual row, the pills and the settings.
  package static var actions: [OptionHelp] {
    [
      OptionHelp(
        "select", valueName: "row", help: "Scrolls the wheel to a row; the manual row is last."),
      OptionHelp("type", valueName: "text", help: "Types into the manual row."),
      OptionHelp("backspace", help: "Deletes the last typed character on the manual row."),
      OptionHelp("replace", valueName: "text", help: "Replaces the typed text on the manual row."),
      OptionHelp("return", help: "The return key on the manual row: commits and closes."),
      OptionHelp("done", help: "The done pill: commits and closes."),
      OptionHelp("clear", help: "The clear pill (a clearable, closed picker)."),
      OptionHelp("set data", valueName: "rows", help: "data, separated by commas; \"\" for none."),
      OptionHelp("set index", valueName: "n|manual", help: "setIndexTo(_:) or setIndexToManual()."),
      OptionHelp("set manual-entry", valueName: "true|false", help: "isManualEntryCapable."),
      OptionHelp("set option-name", valueName: "name", help: "manualEntryOptionName."),
      WheelFieldSession.setClearable,
      OptionHelp("set text", valueName: "text", help: "Assigns text (\"\" for none)."),
    ] + SupportingRowSettings.actions
  }

  /// `done`.
  package static var bareActions: [String: (PickerField) -> Void] { ["done": { $0.tapDone() }] }

  /// A titled picker with the options' rows, manual row, clear pill and selected row.
  package static func makeField(
    options: SessionOptions, delegate: some SessionDelegate
  ) throws(ScriptLineError) -> PickerField {
    let field = PickerField(placeholder: options.values["placeholder"])
    if let name = options.values["option-name"] { field.manualEntryOptionName = name }
    if let data = options.values["data"] { field.data = rows(data) }
    if options.flags.contains("manual-entry") { field.isManualEntryCapable = true }
    if options.flags.contains("clearable") { field.isClearable = true }
    if let text = options.values["index"] {
      guard let index = Int(text) else {
        throw ScriptLineError("'--index' needs an integer, not '\(text)'")
      }
      field.setIndexTo(index)
    }
    attach(delegate, to: field)
    return field
  }

  /// Open or not, the value as a form reads it, the selected index and the rows.
  package static func snapshot(of field: PickerField) -> SessionSnapshot {
    WheelFieldSession.snapshot(
      of: field, isOpen: field.machine.isOpen, choice: field.value,
      details: [
        ("index", field.indexSelected.map(String.init) ?? "none"),
        ("rows", field.rows.joined(separator: ",")),
      ])
  }

  /// `select` and the picker's `set` properties.
  package static func perform(
    _ action: ScriptLine, on field: PickerField
  ) throws(ScriptLineError) -> Bool {
    switch action.verb {
    case "select":
      let argument = try action.requiredText("a row number or 'manual'")
      if argument == "manual" {
        field.selectRow(max(field.rows.count - 1, 0))
      } else {
        field.selectRow(try ScriptLine.int(argument, for: "'select'"))
      }
    case "set": return try set(action, on: field)
    default: return false
    }
    return true
  }

  private static func set(
    _ action: ScriptLine, on field: PickerField
  ) throws(ScriptLineError) -> Bool {
    let (property, value) = try action.setting()
    switch property {
    case "data": field.data = rows(value ?? "")
    case "index":
      if value == "manual" {
        field.setIndexToManual()
      } else {
        field.setIndexTo(try ScriptLine.int(value, for: "'set index'"))
      }
    case "manual-entry": field.isManualEntryCapable = try ScriptLine.bool(value, for: property)
    case "option-name": field.manualEntryOptionName = value ?? ""
    case "clearable": field.isClearable = try ScriptLine.bool(value, for: property)
    case "text": field.text = value
    default: return false
    }
    return true
  }

  /// `text` split at commas; an empty text is no rows.
  package static func rows(_ text: String) -> [String] {
    text.isEmpty
      ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }
}
