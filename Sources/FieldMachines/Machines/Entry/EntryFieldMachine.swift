/// The single-line text field's behaviour: focus (inactive / active), error and text.
///
/// ```
/// inactive ──beginRequested(allowed: true)──▶ active      effects: errorCleared?, didBeginEditing
/// active   ──endRequested(allowed: true)────▶ inactive    effects: didEndEditing
/// active   ──textEdited(_, allowed: true)───▶ active      effects: didChangeText
/// active   ──returnPressed(allowed: true)───▶ active      effects: didReturn
/// active   ──enabledChanged(false)──────────▶ inactive    effects: didEndEditing
/// any      ──errorSet(m) / errorRemoved─────▶ same focus  effects: errorShown / errorCleared
/// ```
///
/// A vetoed request, typing or return while inactive, and any request on a disabled field are
/// no-ops. Programmatic text (``Event/textAssigned(_:)``) never clears an error and fires nothing.
/// The full chart is in `StateCharts/` and is derived from ``handle(_:)`` itself.
public struct EntryFieldMachine: FieldMachine {
  /// The current state; it changes only through ``handle(_:)``.
  public private(set) var state: State

  /// Creates a machine in `state`; a disabled state is made inactive.
  public init(state: State = State()) {
    var state = state
    if !state.isEnabled { state.focus = .inactive }
    self.state = state
  }

  /// Applies one event and returns the effects to perform, in order.
  public mutating func handle(_ event: Event) -> Effects<Effect> {
    var effects = Effects<Effect>()
    switch event {
    case .beginRequested(let allowed):
      guard allowed, state.isEnabled, state.focus == .inactive else { break }
      if state.error.isShown {
        state.error = .none
        effects.append(.errorCleared)
      }
      state.focus = .active
      effects.append(.didBeginEditing)
    case .textEdited(let edit, let allowed):
      guard allowed, state.focus == .active else { break }
      let edited = edit.applied(to: state.text)
      guard edited != state.text else { break }
      state.text = edited
      effects.append(.didChangeText)
    case .returnPressed(let allowed):
      guard allowed, state.focus == .active else { break }
      effects.append(.didReturn)
    case .endRequested(let allowed):
      guard allowed, state.focus == .active else { break }
      state.focus = .inactive
      effects.append(.didEndEditing)
    case .textAssigned(let text):
      state.text = text
    case .errorSet(let message):
      guard state.error != .message(message) else { break }
      state.error = .message(message)
      effects.append(.errorShown)
    case .errorRemoved:
      guard state.error.isShown else { break }
      state.error = .none
      effects.append(.errorCleared)
    case .enabledChanged(let isEnabled):
      guard isEnabled != state.isEnabled else { break }
      state.isEnabled = isEnabled
      if !isEnabled && state.focus == .active {
        state.focus = .inactive
        effects.append(.didEndEditing)
      }
    }
    return effects
  }

  /// Whether a begin request would start editing now, so a field asks its delegate only then.
  public var canBeginEditing: Bool { state.isEnabled && state.focus == .inactive }

  /// Whether the field is editing, so typing, return and end requests mean something.
  public var isEditing: Bool { state.focus == .active }

  /// The invariants that do not hold in ``state``; empty when sound.
  public func invariantViolations() -> [String] {
    var violations: [String] = []
    if state.focus == .active && !state.isEnabled {
      violations.append("a disabled entry field is active")
    }
    return violations
  }
}
