import FieldMachines

extension EntryFieldMachine: TestableFieldMachine {
  /// `entry`.
  public static var scriptName: String { "entry" }

  /// An empty, enabled, inactive field.
  public static var initialState: State { State() }

  /// ``EntryFieldGenerators/event(using:)``.
  public static var anyEvent: Gen<Event> { Gen { rng in EntryFieldGenerators.event(using: &rng) } }

  /// Taps, edits, return, clear and the visibility toggle are user actions; resigning, text and
  /// errors are programmatic; enabling, read-only, the supporting row, the length limit, secure
  /// entry and announcements are configuration.
  public static func category(of event: Event) -> EventCategory {
    switch EntryEventSplit(event) {
    case .shared(let shared): shared.category
    case .returnPressed, .visibilityToggled: .userAction
    case .secureTextEntryChanged: .configurationChange
    }
  }

  /// The `fieldchart simulate entry` line: `tap`, `type …`, `backspace`, `replace …`, `return`,
  /// `clear`, `toggle-visibility`, `resign`, `set text …`, `error …`, `remove-error`,
  /// `set enabled|read-only|reserve-row|secure|announce-errors true|false`, `set helper …`
  /// (alone: none), `set max-length n|none`, `set length-policy keep|refuse`,
  /// `set overflow-message …`; `veto ` first when the delegate says no.
  public static func scriptLine(for event: Event) -> String {
    switch EntryEventSplit(event) {
    case .shared(let shared): shared.scriptLine
    case .returnPressed(let allowed): ScriptLine("return", vetoed: !allowed).description
    case .visibilityToggled: ScriptLine("toggle-visibility").description
    case .secureTextEntryChanged(let isSecure): ScriptLine.setting("secure", String(isSecure))
    }
  }

  /// The event of a line ``scriptLine(for:)`` prints; `become` is a synonym of `tap`, and the
  /// kit's older spellings (`delete`, `set-text …`, `set-error …`, `enable`, `disable`) are read
  /// too.
  public static func event(scriptLine: String) -> Event? {
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
  public static func simplifications(of event: Event) -> [Event] {
    switch EntryEventSplit(event) {
    case .shared(let shared): shared.simplifications.map { $0.event() }
    case .returnPressed(let allowed):
      Simpler.allowed(allowed).map { .returnPressed(allowed: $0) }
    case .visibilityToggled, .secureTextEntryChanged: []
    }
  }

  /// Active means focused: editing, or a focused read-only field.
  public static func isActive(_ state: State) -> Bool { state.focus == .active }

  /// The message of `announceError`.
  public static func announcement(of effect: Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }

  /// `didBeginEditing` and `didEndEditing`.
  public static func activation(of effect: Effect) -> Activation? {
    switch effect {
    case .didBeginEditing: .began
    case .didEndEditing: .ended
    case .didChangeText, .didReturn, .errorCleared, .errorShown, .announceError,
      .textVisibilityChanged:
      nil
    }
  }

  /// Return: an accepted return key fires `didReturn` and changes nothing.
  public static func firesWithoutChange(_ event: Event) -> Bool {
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
