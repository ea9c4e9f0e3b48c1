/// The entry field's script words, the one codec `fieldchart simulate` and the testing kit
/// read and write entry scripts with, and how the kit reads its events and effects.
extension EntryFieldVocabulary {
  /// An empty, enabled, inactive field.
  package static var initialState: TextFieldState { TextFieldState() }

  /// Taps, edits, return, clear and the visibility toggle are user actions; resigning, text and
  /// errors are programmatic; enabling, read-only, the supporting row, the length limit, secure
  /// entry and announcements are configuration.
  package static func source(of event: EntryFieldMachine.Event) -> FieldEventSource {
    switch event {
    case .beginRequested, .textEdited, .returnPressed, .clearTapped, .visibilityToggled:
      .userAction
    case .endRequested, .textAssigned, .errorSet, .errorRemoved: .programmaticCall
    case .enabledChanged, .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged,
      .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged,
      .secureTextEntryChanged, .errorAnnouncementsChanged:
      .configurationChange
    }
  }

  /// The `fieldchart simulate entry` line: `tap`, `type …`, `backspace`, `replace …`, `return`,
  /// `clear`, `toggle-visibility`, `resign`, `set text …`, `error …`, `remove-error`,
  /// `set enabled|read-only|reserve-row|secure|announce-errors true|false`, `set helper …`
  /// (alone: none), `set max-length n|none`, `set length-policy keep|refuse`,
  /// `set overflow-message …`; `veto ` first when the delegate says no.
  package static func scriptLine(for event: EntryFieldMachine.Event) -> String {
    let line: ScriptLine
    switch event {
    case .beginRequested(let allowed): line = ScriptLine("tap", vetoed: !allowed)
    case .textEdited(.insert(let text), let allowed):
      line = ScriptLine("type", text, vetoed: !allowed)
    case .textEdited(.deleteBackward, let allowed):
      line = ScriptLine("backspace", vetoed: !allowed)
    case .textEdited(.replaceAll(let text), let allowed):
      line = ScriptLine("replace", text, vetoed: !allowed)
    case .returnPressed(let allowed): line = ScriptLine("return", vetoed: !allowed)
    case .clearTapped(let allowed): line = ScriptLine("clear", vetoed: !allowed)
    case .visibilityToggled: line = ScriptLine("toggle-visibility")
    case .endRequested(let allowed): line = ScriptLine("resign", vetoed: !allowed)
    case .textAssigned(let text): return ScriptLine.setting("text", text)
    case .errorSet(let message): line = ScriptLine("error", message)
    case .errorRemoved: line = ScriptLine("remove-error")
    case .enabledChanged(let isEnabled): return ScriptLine.setting("enabled", String(isEnabled))
    case .readOnlyChanged(let isReadOnly):
      return ScriptLine.setting("read-only", String(isReadOnly))
    case .helperTextChanged(let text): return ScriptLine.setting("helper", text)
    case .supportingRowReservationChanged(let reserves):
      return ScriptLine.setting("reserve-row", String(reserves))
    case .maxLengthChanged(let limit):
      return ScriptLine.setting("max-length", limit.map(String.init) ?? "none")
    case .lengthLimitPolicyChanged(let policy):
      return ScriptLine.setting("length-policy", TextFieldScript.policyName(policy))
    case .overflowMessageChanged(let message):
      return ScriptLine.setting("overflow-message", message)
    case .secureTextEntryChanged(let isSecure):
      return ScriptLine.setting("secure", String(isSecure))
    case .errorAnnouncementsChanged(let announces):
      return ScriptLine.setting("announce-errors", String(announces))
    }
    return line.description
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

  /// Allowed instead of vetoed, shorter text and messages, no helper or limit (or a smaller
  /// one), the default length policy.
  package static func simplifications(
    of event: EntryFieldMachine.Event
  ) -> [EntryFieldMachine.Event] {
    switch event {
    case .beginRequested(let allowed):
      return Simpler.allowed(allowed).map { .beginRequested(allowed: $0) }
    case .textEdited(let edit, let allowed):
      let edits: [TextEdit]
      switch edit {
      case .insert(let text): edits = Simpler.text(text).map { .insert($0) }
      case .deleteBackward: edits = []
      case .replaceAll(let text): edits = Simpler.text(text).map { .replaceAll($0) }
      }
      return Simpler.allowed(allowed).map { .textEdited(edit, allowed: $0) }
        + edits.map { .textEdited($0, allowed: allowed) }
    case .returnPressed(let allowed):
      return Simpler.allowed(allowed).map { .returnPressed(allowed: $0) }
    case .clearTapped(let allowed):
      return Simpler.allowed(allowed).map { .clearTapped(allowed: $0) }
    case .endRequested(let allowed):
      return Simpler.allowed(allowed).map { .endRequested(allowed: $0) }
    case .textAssigned(let text): return Simpler.text(text).map { .textAssigned($0) }
    case .errorSet(let message): return Simpler.text(message).map { .errorSet($0) }
    case .helperTextChanged(let text):
      return TextFieldScript.simpler(helperText: text).map { .helperTextChanged($0) }
    case .maxLengthChanged(let limit):
      return TextFieldScript.simpler(maxLength: limit).map { .maxLengthChanged($0) }
    case .lengthLimitPolicyChanged(let policy):
      return policy == .keepAndFlag ? [] : [.lengthLimitPolicyChanged(.keepAndFlag)]
    case .overflowMessageChanged(let message):
      return Simpler.text(message).map { .overflowMessageChanged($0) }
    case .visibilityToggled, .errorRemoved, .enabledChanged, .readOnlyChanged,
      .supportingRowReservationChanged, .secureTextEntryChanged, .errorAnnouncementsChanged:
      return []
    }
  }

  /// Active means focused: editing, or a focused read-only field.
  package static func isActive(_ state: TextFieldState) -> Bool { state.focus == .active }

  /// The message of `announceError`.
  package static func announcement(of effect: EntryFieldMachine.Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }

  /// `didBeginEditing` and `didEndEditing`.
  package static func activation(of effect: EntryFieldMachine.Effect) -> FieldActivation? {
    switch effect {
    case .didBeginEditing: .began
    case .didEndEditing: .ended
    case .didChangeText, .didReturn, .errorCleared, .errorShown, .announceError,
      .textVisibilityChanged:
      nil
    }
  }

  /// Return: an accepted return key fires `didReturn` and changes nothing.
  package static func firesWithoutChange(_ event: EntryFieldMachine.Event) -> Bool {
    switch event {
    case .returnPressed: true
    case .beginRequested, .textEdited, .clearTapped, .visibilityToggled, .endRequested,
      .textAssigned, .errorSet, .errorRemoved, .enabledChanged, .readOnlyChanged,
      .helperTextChanged, .supportingRowReservationChanged, .maxLengthChanged,
      .lengthLimitPolicyChanged, .overflowMessageChanged, .secureTextEntryChanged,
      .errorAnnouncementsChanged:
      false
    }
  }
}
