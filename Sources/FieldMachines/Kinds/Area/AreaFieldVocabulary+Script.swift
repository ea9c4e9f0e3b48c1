/// The area field's script words, the one codec `fieldchart simulate` and the testing kit
/// read and write area scripts with, and how the kit reads its events and effects.
extension AreaFieldVocabulary {
  /// An empty, enabled, inactive field.
  package static var initialState: TextFieldState { TextFieldState() }

  /// Taps, edits and clear are user actions; resigning, text and errors are programmatic;
  /// enabling, read-only, the supporting row, the length limit and announcements are
  /// configuration.
  package static func source(of event: AreaFieldMachine.Event) -> FieldEventSource {
    switch event {
    case .beginRequested, .textEdited, .clearTapped: .userAction
    case .endRequested, .textAssigned, .errorSet, .errorRemoved: .programmaticCall
    case .enabledChanged, .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged,
      .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged,
      .errorAnnouncementsChanged:
      .configurationChange
    }
  }

  /// The `fieldchart simulate area` line: `tap`, `type …`, `backspace`, `replace …`, `clear`,
  /// `resign`, `set text …`, `error …`, `remove-error`,
  /// `set enabled|read-only|reserve-row|announce-errors true|false`, `set helper …` (alone:
  /// none), `set max-length n|none`, `set length-policy keep|refuse`, `set overflow-message …`;
  /// `veto ` first when the delegate says no. The return key of an area types a line break:
  /// `type "\n"`.
  package static func scriptLine(for event: AreaFieldMachine.Event) -> String {
    let line: ScriptLine
    switch event {
    case .beginRequested(let allowed): line = ScriptLine("tap", vetoed: !allowed)
    case .textEdited(.insert(let text), let allowed):
      line = ScriptLine("type", text, vetoed: !allowed)
    case .textEdited(.deleteBackward, let allowed):
      line = ScriptLine("backspace", vetoed: !allowed)
    case .textEdited(.replaceAll(let text), let allowed):
      line = ScriptLine("replace", text, vetoed: !allowed)
    case .clearTapped(let allowed): line = ScriptLine("clear", vetoed: !allowed)
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
    case .errorAnnouncementsChanged(let announces):
      return ScriptLine.setting("announce-errors", String(announces))
    }
    return line.description
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

  /// Allowed instead of vetoed, shorter text and messages, no helper or limit (or a smaller
  /// one), the default length policy.
  package static func simplifications(of event: AreaFieldMachine.Event) -> [AreaFieldMachine.Event]
  {
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
    case .errorRemoved, .enabledChanged, .readOnlyChanged, .supportingRowReservationChanged,
      .errorAnnouncementsChanged:
      return []
    }
  }

  /// Active means focused: editing, or a focused read-only field.
  package static func isActive(_ state: TextFieldState) -> Bool { state.focus == .active }

  /// The message of `announceError`.
  package static func announcement(of effect: AreaFieldMachine.Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }

  /// `didBeginEditing` and `didEndEditing`.
  package static func activation(of effect: AreaFieldMachine.Effect) -> FieldActivation? {
    switch effect {
    case .didBeginEditing: .began
    case .didEndEditing: .ended
    case .didChangeText, .errorCleared, .errorShown, .announceError: nil
    }
  }
}
