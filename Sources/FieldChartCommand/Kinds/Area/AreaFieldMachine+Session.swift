import FieldMachines
import FieldMachinesTesting

/// An ``AreaField`` driven by script lines.
extension AreaFieldMachine: SessionMachine {
  /// Runs `fieldchart check` on this kind, specialised for it.
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    try CheckCommand.check(
      FieldKindOf<Self>.self, events: events, seed: seed, forbidden: forbidden, io: io)
  }

  static let ownOptions = [
    OptionHelp("text", valueName: "text", help: "The initial text (\\n for a line break)."),
    OptionHelp("max-lines", valueName: "n", help: "The most lines shown before scrolling."),
    OptionHelp("width", valueName: "points", help: "Wrap lines at this width (9 pt a character)."),
  ]
  static let actions =
    SupportingRowSettings.textEditActions + kindActions + SupportingRowSettings.actions
    + SupportingRowSettings.lengthActions
  private static let kindActions = [
    OptionHelp("return", help: "Types a line break (asks should-return, then should-change)."),
    OptionHelp("clear", help: "The clear button (asks should-clear)."),
    OptionHelp("set text", valueName: "text", help: "Assigns text (no delegate call)."),
  ]

  static func makeField(
    options: ParsedArguments, recorder: DelegateRecorder
  ) throws(CommandError) -> AreaField {
    let field = AreaField(placeholder: options.values["placeholder"])
    if let text = options.values["max-lines"] {
      guard let lines = Int(text), lines > 0 else {
        throw .usage(
          "'--max-lines' needs a positive integer, not '\(text)'", subcommand: "simulate")
      }
      field.maximumLineCount = lines
    }
    if let text = options.values["width"] {
      guard let width = Double(text), width > 0 else {
        throw .usage("'--width' needs a positive number, not '\(text)'", subcommand: "simulate")
      }
      field.textMeasurer = LineBreakMeasurer(width: width)
    }
    if let text = options.values["text"] {
      field.text = ScriptLine.decode(Substring("\"\(text)\"")) ?? text
    }
    field.delegate = recorder
    return field
  }

  static func snapshot(of field: AreaField) -> FieldSnapshot {
    FieldSnapshot(
      isActive: field.isActive, isOpen: nil, error: field.errorMessage, value: field.text,
      height: field.height, details: [("lines", String(field.lineCount))])
  }

  static func perform(_ action: ScriptLine, on field: AreaField) throws(ScriptError) -> Bool {
    guard action.verb == "set" else { return false }
    let (property, value) = try action.setting()
    guard property == "text" else {
      return try SupportingRowSettings.set(property, to: value, on: field, of: Self.self)
    }
    field.text = value ?? ""
    return true
  }
}
