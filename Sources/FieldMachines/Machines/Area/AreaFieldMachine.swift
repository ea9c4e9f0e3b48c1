/// The multi-line text field's behaviour: focus (inactive / active), error and text.
///
/// ```
/// inactive ──beginRequested(allowed: true)──▶ active      effects: errorCleared?, didBeginEditing
/// active   ──endRequested(allowed: true)────▶ inactive    effects: didEndEditing
/// active   ──textEdited(_, allowed: true)───▶ active      effects: didChangeText
/// active   ──enabledChanged(false)──────────▶ inactive    effects: didEndEditing
/// any      ──errorSet(m) / errorRemoved─────▶ same focus  effects: errorShown / errorCleared
/// ```
///
/// It is ``EntryFieldMachine`` without the return event: in an area the return key inserts
/// `"\n"`, which arrives as ``Event/textEdited(_:allowed:)`` with ``TextEdit/insert(_:)``. Both
/// machines run the same transitions on the same ``TextFieldState``. A vetoed request, typing
/// while inactive, and any request on a disabled field are no-ops. Programmatic text
/// (``Event/textAssigned(_:)``) never clears an error and fires nothing.
public struct AreaFieldMachine: FieldMachine {
  /// Everything an area field's transitions read and write (shared with ``EntryFieldMachine``).
  public typealias State = TextFieldState

  /// The current state; it changes only through ``handle(_:)``.
  public private(set) var state: State

  /// Creates a machine in `state`; a disabled state is made inactive.
  public init(state: State = State()) {
    self.state = TextFieldTransitions.normalized(state)
  }

  /// Applies one event and returns the effects to perform, in order.
  public mutating func handle(_ event: Event) -> Effects<Effect> {
    switch event {
    case .beginRequested(let allowed):
      TextFieldTransitions.begin(&state, allowed: allowed)
    case .textEdited(let edit, let allowed):
      TextFieldTransitions.edit(&state, edit, allowed: allowed)
    case .endRequested(let allowed):
      TextFieldTransitions.end(&state, allowed: allowed)
    case .textAssigned(let text):
      TextFieldTransitions.assign(&state, text: text)
    case .errorSet(let message):
      TextFieldTransitions.setError(&state, message: message)
    case .errorRemoved:
      TextFieldTransitions.removeError(&state)
    case .enabledChanged(let isEnabled):
      TextFieldTransitions.setEnabled(&state, isEnabled)
    }
  }

  /// Whether a begin request would start editing now, so a field asks its delegate only then.
  public var canBeginEditing: Bool { TextFieldTransitions.canBeginEditing(state) }

  /// Whether the field is editing, so typing and end requests mean something.
  public var isEditing: Bool { TextFieldTransitions.isEditing(state) }

  /// The invariants that do not hold in ``state``; empty when sound.
  public func invariantViolations() -> [String] {
    TextFieldTransitions.invariantViolations(of: state, field: "area")
  }
}
