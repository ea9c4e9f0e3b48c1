/// The area field's script words, the one codec `fieldchart simulate` and the testing kit
/// read and write area scripts with, and how the kit reads its events and effects: the text
/// fields' (``TextFieldScript``), with the return key read as a line break.
extension AreaFieldVocabulary {
  /// ``TextFieldScript/source(of:)``.
  package static func source(of event: AreaFieldMachine.Event) -> FieldEventSource {
    TextFieldScript.source(of: event)
  }

  /// The `fieldchart simulate area` line (``TextFieldScript/line(for:)``). The return key of an
  /// area types a line break: `type "\n"`.
  package static func scriptLine(for event: AreaFieldMachine.Event) -> String {
    TextFieldScript.line(for: event)
  }

  /// The event of a line ``scriptLine(for:)`` prints; `become` is a synonym of `tap` and
  /// `return` of `type "\n"`, and the kit's older spellings (`delete`, `set-text …`,
  /// `set-error …`, `enable`, `disable`) are read too.
  package static func event(scriptLine: String) -> AreaFieldMachine.Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    guard case ("return", nil) = (line.verb, line.payload) else {
      return TextFieldScript.event(of: line)
    }
    return .textEdited(.insert("\n"), allowed: !line.isVetoed)
  }

  /// ``TextFieldScript/simplifications(of:)``.
  package static func simplifications(of event: AreaFieldMachine.Event) -> [AreaFieldMachine.Event]
  {
    TextFieldScript.simplifications(of: event)
  }

  /// The message of `announceError`.
  package static func announcement(of effect: AreaFieldMachine.Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }
}
