import FieldMachines
import FieldMachinesTesting

/// An ``AreaField`` driven by script lines.
final class AreaSession: FieldSession {
  typealias Kind = AreaFieldKind

  static let options = [
    OptionHelp("placeholder", valueName: "text", help: "The title."),
    OptionHelp("optional", help: "Add \" (Optional)\" to the title."),
    OptionHelp("text", valueName: "text", help: "The initial text (\\n for a line break)."),
    OptionHelp("max-lines", valueName: "n", help: "The most lines shown before scrolling."),
    OptionHelp("width", valueName: "points", help: "Wrap lines at this width (9 pt a character)."),
  ]
  static let actions =
    kindActions + SupportingRowSettings.actions + SupportingRowSettings.lengthActions
  private static let kindActions = [
    OptionHelp("type", valueName: "text", help: "Types text at the end (asks should-change)."),
    OptionHelp("backspace", help: "Deletes the last character (asks should-change)."),
    OptionHelp("replace", valueName: "text", help: "Replaces the whole text (asks should-change)."),
    OptionHelp("return", help: "Types a line break (asks should-return, then should-change)."),
    OptionHelp("clear", help: "The clear button (asks should-clear)."),
    OptionHelp("set text", valueName: "text", help: "Assigns text (no delegate call)."),
  ]
  static let activationCalls = (begin: "areaFieldDidBeginEditing", end: "areaFieldDidEndEditing")

  let field: AreaField
  private let delegate = AreaDelegateRecorder()

  init(options: ParsedArguments) throws(CommandError) {
    field = AreaField(placeholder: options.values["placeholder"])
    field.isOptional = options.flags.contains("optional")
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
    field.delegate = delegate
  }

  var machine: AreaFieldMachine { field.machine }
  var recorder: DelegateRecorder { delegate }

  var snapshot: FieldSnapshot {
    FieldSnapshot(
      isActive: field.isActive, isOpen: nil, error: field.errorMessage, value: field.text,
      height: field.height, details: [("lines", String(field.lineCount))])
  }

  func perform(_ action: ScriptLine) throws(ScriptError) -> Bool {
    switch action.verb {
    case "type": field.typeText(try action.requiredText())
    case "backspace":
      try action.noArgument()
      field.deleteBackward()
    case "replace": field.replaceText(with: try action.requiredText())
    case "return":
      try action.noArgument()
      field.pressReturn()
    case "clear":
      try action.noArgument()
      field.tapClear()
    case "set":
      let (property, value) = try action.setting()
      guard property == "text" else {
        return try SupportingRowSettings.set(property, to: value, on: field)
      }
      field.text = value ?? ""
    default: return false
    }
    return true
  }

  func observe(
    _ handler: @escaping (TransitionRecord<AreaFieldMachine>) -> Void
  ) -> TransitionObservation {
    field.observeTransitions(handler)
  }
}
