import FieldMachines
import FieldMachinesTesting

/// An ``EntryField`` driven by script lines.
final class EntrySession: FieldSession {
  typealias Kind = EntryFieldKind

  static let options = [
    OptionHelp("placeholder", valueName: "text", help: "The title."),
    OptionHelp("optional", help: "Add \" (Optional)\" to the title."),
    OptionHelp("text", valueName: "text", help: "The initial text."),
    OptionHelp("unit", valueName: "unit", help: "A unit label, such as kg."),
    OptionHelp("monetary", help: "Show \"$\" before the value."),
  ]
  static let actions =
    kindActions + SupportingRowSettings.actions + SupportingRowSettings.lengthActions
  private static let kindActions = [
    OptionHelp("type", valueName: "text", help: "Types text at the end (asks should-change)."),
    OptionHelp("backspace", help: "Deletes the last character (asks should-change)."),
    OptionHelp("replace", valueName: "text", help: "Replaces the whole text (asks should-change)."),
    OptionHelp("return", help: "The return key (asks should-return)."),
    OptionHelp("clear", help: "The clear-text button (asks should-clear)."),
    OptionHelp("toggle-visibility", help: "The password-visibility toggle."),
    OptionHelp("set text", valueName: "text", help: "Assigns text (no delegate call)."),
    OptionHelp("set secure", valueName: "true|false", help: "isSecureTextEntry."),
  ]
  static let activationCalls = (begin: "entryFieldDidBeginEditing", end: "entryFieldDidEndEditing")

  let field: EntryField
  private let delegate = EntryDelegateRecorder()

  init(options: ParsedArguments) throws(CommandError) {
    field = EntryField(placeholder: options.values["placeholder"])
    field.isOptional = options.flags.contains("optional")
    field.isMonetary = options.flags.contains("monetary")
    field.unit = options.values["unit"]
    if let text = options.values["text"] { field.text = text }
    field.delegate = delegate
  }

  var machine: EntryFieldMachine { field.machine }
  var recorder: DelegateRecorder { delegate }

  var snapshot: FieldSnapshot {
    FieldSnapshot(
      isActive: field.isActive, isOpen: nil, error: field.errorMessage, value: field.text,
      height: field.height)
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
    case "toggle-visibility":
      try action.noArgument()
      field.togglePasswordVisibility()
    case "set":
      let (property, value) = try action.setting()
      switch property {
      case "text": field.text = value ?? ""
      case "secure": field.isSecureTextEntry = try ScriptLine.bool(value, for: property)
      default: return try SupportingRowSettings.set(property, to: value, on: field)
      }
    default: return false
    }
    return true
  }

  func observe(
    _ handler: @escaping (TransitionRecord<EntryFieldMachine>) -> Void
  ) -> TransitionObservation {
    field.observeTransitions(handler)
  }
}
