/// What the entry and area fields' ``SessionVocabulary`` conformances share, written once: the
/// text edits and settings of their help, the field made from the title and text options, the
/// snapshot, and the `set` properties of text and its length limit.
package enum TextFieldSession {
  /// The help lines of a text kind's actions: the edits, then `own` (the kind's return and
  /// clear), `set text`, `setters` (the kind's own properties), and the shared settings.
  package static func actions(_ own: [OptionHelp], setters: [OptionHelp] = []) -> [OptionHelp] {
    edits + own + [
      OptionHelp("set text", valueName: "text", help: "Assigns text (no delegate call).")
    ]
      + setters + SupportingRowSettings.actions + SupportingRowSettings.lengthActions
  }

  /// The help lines of the text fields' edits, first among their actions.
  private static let edits = [
    OptionHelp("type", valueName: "text", help: "Types text at the end (asks should-change)."),
    OptionHelp("backspace", help: "Deletes the last character (asks should-change)."),
    OptionHelp("replace", valueName: "text", help: "Replaces the whole text (asks should-change)."),
  ]

  /// `field` given the initial `text` option (read by `decode` where the kind reads escapes) and
  /// `delegate`.
  package static func configure<Vocabulary: FieldVocabulary>(
    _ field: Vocabulary.FieldObject, of vocabulary: Vocabulary.Type, options: SessionOptions,
    delegate: some SessionDelegate, decode: (String) -> String = { $0 }
  ) -> Vocabulary.FieldObject where Vocabulary.FieldObject: TextInputField {
    if let text = options.values["text"] { field.text = decode(text) }
    Vocabulary.attach(delegate, to: field)
    return field
  }

  /// What `simulate` prints about a text field, with the kind's `details`.
  package static func snapshot(
    of field: some TextInputField, details: [(name: String, value: String)] = []
  ) -> SessionSnapshot {
    SessionSnapshot(
      isActive: field.isActive, isOpen: nil, error: field.errorMessage, value: field.text,
      height: field.height, details: details)
  }

  /// Runs a `set` line of a text kind: `text`, then the kind's own properties (`own`, `false`
  /// when the property is not one of them), then the shared and length-limit ones; `false` for
  /// any other line.
  package static func perform<Vocabulary: FieldVocabulary>(
    _ action: ScriptLine, on field: Vocabulary.FieldObject, of vocabulary: Vocabulary.Type,
    own: (String, String?) throws(ScriptLineError) -> Bool = { _, _ in false }
  ) throws(ScriptLineError) -> Bool
  where Vocabulary.FieldObject: TextInputField, Vocabulary.Machine.Event: TextFieldEvent {
    guard action.verb == "set" else { return false }
    let (property, value) = try action.setting()
    if property == "text" {
      field.text = value ?? ""
      return true
    }
    if try own(property, value) { return true }
    return try SupportingRowSettings.set(property, to: value, on: field, of: vocabulary)
  }
}
