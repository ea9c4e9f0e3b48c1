/// The entry field's script words, the one codec `fieldchart simulate` and the testing kit
/// read and write entry scripts with, and how the kit reads its events and effects: the text
/// fields' (``TextFieldScript``) with the entry's return key and secure entry.
extension EntryFieldVocabulary {
  /// The text events' sources (``TextFieldScript/source(of:)``); return and the visibility
  /// toggle are user actions, secure entry is configuration.
  package static func source(of event: EntryFieldMachine.Event) -> FieldEventSource {
    switch event.part {
    case .text(let event): TextFieldScript.source(of: event)
    case .returnPressed, .visibilityToggled: .userAction
    case .secureTextEntryChanged: .configurationChange
    }
  }

  /// The `fieldchart simulate entry` line: the text events' (``TextFieldScript/line(for:)``),
  /// `return`, `toggle-visibility` and `set secure true|false`; `veto ` first when the delegate
  /// says no.
  package static func scriptLine(for event: EntryFieldMachine.Event) -> String {
    switch event.part {
    case .text(let event): TextFieldScript.line(for: event)
    case .returnPressed(let allowed): ScriptLine("return", vetoed: !allowed).description
    case .visibilityToggled: ScriptLine("toggle-visibility").description
    case .secureTextEntryChanged(let isSecure): ScriptLine.setting("secure", String(isSecure))
    }
  }

  /// The event of a line ``scriptLine(for:)`` prints; `become` is a synonym of `tap`, and the
  /// kit's older spellings (`delete`, `set-text …`, `set-error …`, `enable`, `disable`) are read
  /// too.
  package static func event(scriptLine: String) -> EntryFieldMachine.Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    let allowed = !line.isVetoed
    switch (line.verb, line.payload) {
    case ("return", nil): return .returnPressed(allowed: allowed)
    case ("toggle-visibility", nil) where allowed: return .visibilityToggled
    case ("set-secure", _) where allowed: return line.boolean.map { .secureTextEntryChanged($0) }
    default: return TextFieldScript.event(of: line)
    }
  }

  /// The text events' simpler forms (``TextFieldScript/simplifications(of:)``); return allowed
  /// instead of vetoed.
  package static func simplifications(
    of event: EntryFieldMachine.Event
  ) -> [EntryFieldMachine.Event] {
    switch event.part {
    case .text(let event): TextFieldScript.simplifications(of: event)
    case .returnPressed(let allowed): Simpler.allowed(allowed).map { .returnPressed(allowed: $0) }
    case .visibilityToggled, .secureTextEntryChanged: []
    }
  }

  /// The message of `announceError`.
  package static func announcement(of effect: EntryFieldMachine.Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }

  /// Return: an accepted return key fires `didReturn` and changes nothing.
  package static func firesWithoutChange(_ event: EntryFieldMachine.Event) -> Bool {
    guard case .returnPressed = event else { return false }
    return true
  }
}
