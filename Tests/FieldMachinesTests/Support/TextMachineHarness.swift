import FieldMachines

/// Runs one script against either text machine, in ``EntryFieldMachine``'s vocabulary.
///
/// For an area, `returnPressed(allowed:)` becomes what the area's return key sends,
/// `textEdited(.insert("\n"), allowed:)`, the entry-only events (the visibility toggle and
/// secure entry) change nothing and return nothing, and the area's effects are renamed to the
/// entry effects of the same names.
struct TextMachineHarness {
  let kind: TextKind
  private var entry: EntryFieldMachine
  private var area: AreaFieldMachine

  init(_ kind: TextKind, state: TextFieldState = TextFieldState()) {
    self.kind = kind
    entry = EntryFieldMachine(state: state)
    area = AreaFieldMachine(state: state)
  }

  var state: TextFieldState {
    switch kind {
    case .entry: entry.state
    case .area: area.state
    }
  }

  var invariantViolations: [String] {
    switch kind {
    case .entry: entry.invariantViolations()
    case .area: area.invariantViolations()
    }
  }

  mutating func handle(_ event: EntryFieldMachine.Event) -> Effects<EntryFieldMachine.Effect> {
    switch kind {
    case .entry:
      return entry.handle(event)
    case .area:
      var effects = Effects<EntryFieldMachine.Effect>()
      guard let event = Self.areaEvent(event) else { return effects }
      for effect in area.handle(event) { effects.append(Self.entryEffect(effect)) }
      return effects
    }
  }

  /// The area event an entry event stands for, or `nil` for the entry-only events.
  static func areaEvent(_ event: EntryFieldMachine.Event) -> AreaFieldMachine.Event? {
    switch event.part {
    case .text(let event): event
    case .returnPressed(let allowed): .textEdited(.insert("\n"), allowed: allowed)
    case .visibilityToggled, .secureTextEntryChanged: nil
    }
  }

  static func entryEffect(_ effect: AreaFieldMachine.Effect) -> EntryFieldMachine.Effect {
    switch effect {
    case .didBeginEditing: .didBeginEditing
    case .didEndEditing: .didEndEditing
    case .didChangeText: .didChangeText
    case .errorCleared: .errorCleared
    case .errorShown: .errorShown
    case .announceError(let message): .announceError(message)
    }
  }
}
