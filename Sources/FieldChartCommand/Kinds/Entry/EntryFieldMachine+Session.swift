import FieldMachines
import FieldMachinesTesting

/// An ``EntryField`` driven by script lines.
extension EntryFieldMachine: SessionMachine {
  /// Runs `fieldchart check` on this kind, specialised for it.
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    try CheckCommand.check(
      FieldKindOf<Self>.self, events: events, seed: seed, forbidden: forbidden, io: io)
  }

  static let ownOptions = [
    OptionHelp("text", valueName: "text", help: "The initial text."),
    OptionHelp("unit", valueName: "unit", help: "A unit label, such as kg."),
    OptionHelp("monetary", help: "Show \"$\" before the value."),
  ]
  static let actions =
    SupportingRowSettings.textEditActions + kindActions + SupportingRowSettings.actions
    + SupportingRowSettings.lengthActions
  private static let kindActions = [
    OptionHelp("return", help: "The return key (asks should-return)."),
    OptionHelp("clear", help: "The clear-text button (asks should-clear)."),
    OptionHelp("toggle-visibility", help: "The password-visibility toggle."),
    OptionHelp("set text", valueName: "text", help: "Assigns text (no delegate call)."),
    OptionHelp("set secure", valueName: "true|false", help: "isSecureTextEntry."),
  ]

  static func makeField(
    options: ParsedArguments, recorder: DelegateRecorder
  ) throws(CommandError) -> EntryField {
    let field = EntryField(placeholder: options.values["placeholder"])
    field.isMonetary = options.flags.contains("monetary")
    field.unit = options.values["unit"]
    if let text = options.values["text"] { field.text = text }
    field.delegate = recorder
    return field
  }

  static func snapshot(of field: EntryField) -> FieldSnapshot {
    FieldSnapshot(
      isActive: field.isActive, isOpen: nil, error: field.errorMessage, value: field.text,
      height: field.height)
  }

  static var bareActions: [String: (EntryField) -> Void] {
    ["toggle-visibility": { $0.togglePasswordVisibility() }]
  }

  static func perform(_ action: ScriptLine, on field: EntryField) throws(ScriptError) -> Bool {
    guard action.verb == "set" else { return false }
    let (property, value) = try action.setting()
    switch property {
    case "text": field.text = value ?? ""
    case "secure": field.isSecureTextEntry = try ScriptLine.bool(value, for: property)
    default: return try SupportingRowSettings.set(property, to: value, on: field, of: Self.self)
    }
    return true
  }
}
