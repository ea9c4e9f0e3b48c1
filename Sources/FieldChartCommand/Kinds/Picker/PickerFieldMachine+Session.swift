import FieldMachines
import FieldMachinesTesting

/// A ``PickerField`` driven by script lines.
extension PickerFieldMachine: SessionMachine {
  /// Runs `fieldchart check` on this kind, specialised for it.
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    try CheckCommand.check(
      FieldKindOf<Self>.self, events: events, seed: seed, forbidden: forbidden, io: io)
  }

  static var ownOptions: [OptionHelp] {
    [
      OptionHelp("data", valueName: "rows", help: "The rows, separated by commas."),
      OptionHelp("manual-entry", help: "Add the manual-entry row at the end."),
      OptionHelp("option-name", valueName: "name", help: "The manual row's title."),
      OptionHelp("clearable", help: "Show the clear pill while closed."),
      OptionHelp("index", valueName: "n", help: "Select row n (setIndex(to:))."),
    ]
  }
  static var actions: [OptionHelp] { kindActions + SupportingRowSettings.actions }
  private static var kindActions: [OptionHelp] {
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
      OptionHelp("set index", valueName: "n|manual", help: "setIndex(to:) or setIndexToManual()."),
      OptionHelp("set manual-entry", valueName: "true|false", help: "isManualEntryCapable."),
      OptionHelp("set option-name", valueName: "name", help: "manualEntryOptionName."),
      OptionHelp("set clearable", valueName: "true|false", help: "isClearable."),
      OptionHelp("set text", valueName: "text", help: "Assigns text (\"\" for none)."),
    ]
  }
  static func makeField(
    options: ParsedArguments, recorder: DelegateRecorder
  ) throws(CommandError) -> PickerField {
    let field = PickerField(placeholder: options.values["placeholder"])
    if let name = options.values["option-name"] { field.manualEntryOptionName = name }
    if let data = options.values["data"] { field.data = rows(data) }
    if options.flags.contains("manual-entry") { field.isManualEntryCapable = true }
    if options.flags.contains("clearable") { field.isClearable = true }
    if let text = options.values["index"] {
      guard let index = Int(text) else {
        throw .usage("'--index' needs an integer, not '\(text)'", subcommand: "simulate")
      }
      field.setIndex(to: index)
    }
    field.delegate = recorder
    return field
  }

  static func snapshot(of field: PickerField) -> FieldSnapshot {
    FieldSnapshot(
      isActive: field.isActive, isOpen: field.machine.isOpen, error: field.errorMessage,
      value: field.text, choice: field.value, height: field.height,
      details: [
        ("index", field.indexSelected.map(String.init) ?? "none"),
        ("rows", field.rows.joined(separator: ",")),
      ])
  }

  static var bareActions: [String: (PickerField) -> Void] { ["done": { $0.tapDone() }] }

  static func perform(_ action: ScriptLine, on field: PickerField) throws(ScriptError) -> Bool {
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

  private static func set(_ action: ScriptLine, on field: PickerField) throws(ScriptError) -> Bool {
    let (property, value) = try action.setting()
    switch property {
    case "data": field.data = rows(value ?? "")
    case "index":
      if value == "manual" {
        field.setIndexToManual()
      } else {
        field.setIndex(to: try ScriptLine.int(value, for: "'set index'"))
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
  static func rows(_ text: String) -> [String] {
    text.isEmpty
      ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }
}
