import FieldMachines

extension AreaFieldMachine: TestableFieldMachine {
  /// `area`.
  public static var scriptName: String { "area" }

  /// An empty, enabled, inactive field.
  public static var initialState: State { State() }

  /// ``AreaFieldGenerators/event(using:)``.
  public static var anyEvent: Gen<Event> { Gen { rng in AreaFieldGenerators.event(using: &rng) } }

  /// Taps and edits are user actions; resigning, text and errors are programmatic;
  /// enabling is configuration.
  public static func category(of event: Event) -> EventCategory {
    switch event {
    case .beginRequested, .textEdited: .userAction
    case .endRequested, .textAssigned, .errorSet, .errorRemoved: .programmaticCall
    case .enabledChanged: .configurationChange
    }
  }

  /// `tap`, `type …`, `delete`, `replace …`, `resign`, `set-text …`, `set-error …`,
  /// `remove-error`, `enable`, `disable`; `veto ` first when the delegate says no. The return
  /// key of an area types a line break: `type "\n"`.
  public static func scriptLine(for event: Event) -> String {
    let line: ScriptLine
    switch event {
    case .beginRequested(let allowed): line = ScriptLine("tap", vetoed: !allowed)
    case .textEdited(.insert(let text), let allowed):
      line = ScriptLine("type", text, vetoed: !allowed)
    case .textEdited(.deleteBackward, let allowed): line = ScriptLine("delete", vetoed: !allowed)
    case .textEdited(.replaceAll(let text), let allowed):
      line = ScriptLine("replace", text, vetoed: !allowed)
    case .endRequested(let allowed): line = ScriptLine("resign", vetoed: !allowed)
    case .textAssigned(let text): line = ScriptLine("set-text", text)
    case .errorSet(let message): line = ScriptLine("set-error", message)
    case .errorRemoved: line = ScriptLine("remove-error")
    case .enabledChanged(let isEnabled): line = ScriptLine(isEnabled ? "enable" : "disable")
    }
    return line.description
  }

  /// The event of a line ``scriptLine(for:)`` prints; `become` is a synonym of `tap` and
  /// `return` of `type "\n"`.
  public static func event(scriptLine: String) -> Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    let allowed = !line.isVetoed
    switch (line.verb, line.payload) {
    case ("tap", nil), ("become", nil): return .beginRequested(allowed: allowed)
    case ("type", _): return .textEdited(.insert(line.text), allowed: allowed)
    case ("delete", nil): return .textEdited(.deleteBackward, allowed: allowed)
    case ("replace", _): return .textEdited(.replaceAll(line.text), allowed: allowed)
    case ("return", nil): return .textEdited(.insert("\n"), allowed: allowed)
    case ("resign", nil): return .endRequested(allowed: allowed)
    case ("set-text", _) where allowed: return .textAssigned(line.text)
    case ("set-error", _) where allowed: return .errorSet(line.text)
    case ("remove-error", nil) where allowed: return .errorRemoved
    case ("enable", nil) where allowed: return .enabledChanged(true)
    case ("disable", nil) where allowed: return .enabledChanged(false)
    default: return nil
    }
  }

  /// Allowed instead of vetoed, shorter text and messages, delete instead of replace.
  public static func simplifications(of event: Event) -> [Event] {
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
    case .endRequested(let allowed):
      return Simpler.allowed(allowed).map { .endRequested(allowed: $0) }
    case .textAssigned(let text): return Simpler.text(text).map { .textAssigned($0) }
    case .errorSet(let message): return Simpler.text(message).map { .errorSet($0) }
    case .errorRemoved, .enabledChanged: return []
    }
  }

  /// Active means editing.
  public static func isActive(_ state: State) -> Bool { state.focus == .active }

  /// `didBeginEditing` and `didEndEditing`.
  public static func activation(of effect: Effect) -> Activation? {
    switch effect {
    case .didBeginEditing: .began
    case .didEndEditing: .ended
    case .didChangeText, .errorCleared, .errorShown: nil
    }
  }
}
