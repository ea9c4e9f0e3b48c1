/// The text events' part of the entry and area vocabularies, written once over the text event
/// (``AreaFieldMachine/Event``: an area is the text field with nothing of its own; an entry
/// passes every event but its own as the area event of the same name,
/// `EntryFieldMachine.Event.Part`).
extension TextFieldScript {
  /// The `fieldchart simulate` line: `tap`, `type …`, `backspace`, `replace …`, `clear`,
  /// `resign`, `set text …`, `set max-length n|none`, `set length-policy keep|refuse`,
  /// `set overflow-message …` and the common events' lines (``CommonFieldEvent/scriptLine``);
  /// `veto ` first when the delegate says no.
  package static func line(for event: AreaFieldMachine.Event) -> String {
    let line: ScriptLine
    switch event {
    case .beginRequested(let allowed): line = ScriptLine("tap", vetoed: !allowed)
    case .textEdited(let edit, let allowed): line = edit.scriptLine(vetoed: !allowed)
    case .clearTapped(let allowed): line = ScriptLine("clear", vetoed: !allowed)
    case .endRequested(let allowed): line = ScriptLine("resign", vetoed: !allowed)
    case .textAssigned(let text): return ScriptLine.setting("text", text)
    case .maxLengthChanged(let limit):
      return ScriptLine.setting("max-length", limit.map(String.init) ?? "none")
    case .lengthLimitPolicyChanged(let policy):
      return ScriptLine.setting("length-policy", policyName(policy))
    case .overflowMessageChanged(let message):
      return ScriptLine.setting("overflow-message", message)
    case .common(let common): return common.scriptLine
    }
    return line.description
  }

  /// Taps, edits and clear are user actions; resigning and text are programmatic; the length
  /// limit is configuration, and the common events are what ``CommonFieldEvent/source`` says.
  package static func source(of event: AreaFieldMachine.Event) -> FieldEventSource {
    switch event {
    case .beginRequested, .textEdited, .clearTapped: .userAction
    case .endRequested, .textAssigned: .programmaticCall
    case .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged:
      .configurationChange
    case .common(let common): common.source
    }
  }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has. Taps (`becomeFirstResponder()` when `alternate`), types,
  /// deletes, replaces, clears, resigns, sets text, errors and every configuration property.
  package static func apply(
    _ event: AreaFieldMachine.Event, to field: some TextInputField, alternate: Bool = false
  ) {
    switch event {
    case .beginRequested: if alternate { field.becomeFirstResponder() } else { field.tap() }
    case .textEdited(let edit, _): edit.perform(on: field)
    case .clearTapped: field.tapClear()
    case .endRequested: field.resignFirstResponder()
    case .textAssigned(let text): field.text = text
    case .maxLengthChanged(let limit): field.maxLength = limit
    case .lengthLimitPolicyChanged(let policy): field.lengthLimitPolicy = policy
    case .overflowMessageChanged(let message): field.overflowMessage = message
    case .common(let common): common.apply(to: field)
    }
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  package static func allowed(_ event: AreaFieldMachine.Event) -> Bool {
    switch event {
    case .beginRequested(let allowed), .textEdited(_, let allowed), .clearTapped(let allowed),
      .endRequested(let allowed):
      allowed
    case .textAssigned, .maxLengthChanged, .lengthLimitPolicyChanged, .overflowMessageChanged,
      .common:
      true
    }
  }

  /// Allowed instead of vetoed, shorter text and messages, no helper or limit (or a smaller
  /// one), the default length policy; as events of `Event`.
  package static func simplifications<Event: TextFieldEvent>(
    of event: AreaFieldMachine.Event
  ) -> [Event] {
    switch event {
    case .beginRequested(let allowed):
      return Simpler.allowed(allowed).map { .beginRequested(allowed: $0) }
    case .textEdited(let edit, let allowed):
      return Simpler.allowed(allowed).map { .textEdited(edit, allowed: $0) }
        + edit.simplifications.map { .textEdited($0, allowed: allowed) }
    case .clearTapped(let allowed):
      return Simpler.allowed(allowed).map { .clearTapped(allowed: $0) }
    case .endRequested(let allowed):
      return Simpler.allowed(allowed).map { .endRequested(allowed: $0) }
    case .textAssigned(let text): return Simpler.text(text).map { .textAssigned($0) }
    case .maxLengthChanged(let limit):
      return simpler(maxLength: limit).map { .maxLengthChanged($0) }
    case .lengthLimitPolicyChanged(let policy):
      return policy == .keepAndFlag ? [] : [.lengthLimitPolicyChanged(.keepAndFlag)]
    case .overflowMessageChanged(let message):
      return Simpler.text(message).map { .overflowMessageChanged($0) }
    case .common(let common): return common.simplifications.map { .common($0) }
    }
  }
}
