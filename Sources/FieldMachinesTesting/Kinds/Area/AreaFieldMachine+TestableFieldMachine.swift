import FieldMachines

extension AreaFieldMachine: TestableFieldMachine {
  /// `area`.
  public static var scriptName: String { "area" }

  /// An empty, enabled, inactive field.
  public static var initialState: State { State() }

  /// ``AreaFieldGenerators/event(using:)``.
  public static var anyEvent: Gen<Event> { Gen { rng in AreaFieldGenerators.event(using: &rng) } }

  /// Taps, edits and clear are user actions; resigning, text and errors are programmatic;
  /// enabling, read-only, the supporting row, the length limit and announcements are
  /// configuration.
  public static func category(of event: Event) -> EventCategory { TextFieldEvent(event).category }

  /// The `fieldchart simulate area` line: `tap`, `type …`, `backspace`, `replace …`, `clear`,
  /// `resign`, `set text …`, `error …`, `remove-error`,
  /// `set enabled|read-only|reserve-row|announce-errors true|false`, `set helper …` (alone:
  /// none), `set max-length n|none`, `set length-policy keep|refuse`, `set overflow-message …`;
  /// `veto ` first when the delegate says no. The return key of an area types a line break:
  /// `type "\n"`.
  public static func scriptLine(for event: Event) -> String { TextFieldEvent(event).scriptLine }

  /// The event of a line ``scriptLine(for:)`` prints; `become` is a synonym of `tap` and
  /// `return` of `type "\n"`, and the kit's older spellings (`delete`, `set-text …`,
  /// `set-error …`, `enable`, `disable`) are read too.
  public static func event(scriptLine: String) -> Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    guard case ("return", nil) = (line.verb, line.payload) else {
      return TextFieldScript.event(of: line)
    }
    return .textEdited(.insert("\n"), allowed: !line.isVetoed)
  }

  /// Allowed instead of vetoed, shorter text and messages, no helper or limit (or a smaller
  /// one), the default length policy.
  public static func simplifications(of event: Event) -> [Event] {
    TextFieldEvent(event).simplifications.map { $0.event() }
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
    case .didChangeText, .errorCleared, .errorShown, .announceError: nil
    }
  }
}
