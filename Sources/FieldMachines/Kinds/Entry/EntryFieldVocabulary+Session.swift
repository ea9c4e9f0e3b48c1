/// The entry field as `fieldchart simulate` drives it; see ``SessionVocabulary``.
extension EntryFieldVocabulary: SessionVocabulary {
  /// The initial text, a unit label and the monetary sign.
  package static let ownOptions = [
    OptionHelp("text", valueName: "text", help: "The initial text."),
    OptionHelp("unit", valueName: "unit", help: "A unit label, such as kg."),
    OptionHelp("monetary", help: "Show \"$\" before the value."),
  ]

  /// The text edits, return, clear, the visibility toggle and the settings.
  package static let actions = TextFieldSession.actions(
    [
      OptionHelp("return", help: "The return key (asks should-return)."),
      OptionHelp("clear", help: "The clear-text button (asks should-clear)."),
      OptionHelp("toggle-visibility", help: "The password-visibility toggle."),
    ], setters: [OptionHelp("set secure", valueName: "true|false", help: "isSecureTextEntry.")])

  /// `toggle-visibility`.
  package static var bareActions: [String: (EntryField) -> Void] {
    ["toggle-visibility": { $0.togglePasswordVisibility() }]
  }

  /// A titled field with the options' text, unit and monetary sign.
  package static func makeField(
    options: SessionOptions, delegate: some SessionDelegate
  ) throws(ScriptLineError) -> EntryField {
    let field = EntryField(placeholder: options.values["placeholder"])
    field.isMonetary = options.flags.contains("monetary")
    field.unit = options.values["unit"]
    return TextFieldSession.configure(field, of: self, options: options, delegate: delegate)
  }

  /// The shared text snapshot.
  package static func snapshot(of field: EntryField) -> SessionSnapshot {
    TextFieldSession.snapshot(of: field)
  }

  /// `set text`, `set secure` and the shared settings.
  package static func perform(
    _ action: ScriptLine, on field: EntryField
  ) throws(ScriptLineError) -> Bool {
    try TextFieldSession.perform(action, on: field, of: self) {
      (property, value) throws(ScriptLineError) in
      guard property == "secure" else { return false }
      field.isSecureTextEntry = try ScriptLine.bool(value, for: property)
      return true
    }
  }
}
