/// The multi-line text field's behaviour: focus (inactive / active), error, text, the
/// supporting row and read-only.
///
/// ```
/// inactive ──beginRequested(allowed: true)──▶ active      effects: errorCleared?, didBeginEditing
/// active   ──endRequested(allowed: true)────▶ inactive    effects: didEndEditing
/// active   ──textEdited(_, allowed: true)───▶ active      effects: error change?, didChangeText
/// active   ──clearTapped(allowed: true)─────▶ active      effects: error change?, didChangeText
/// active   ──enabledChanged(false)──────────▶ inactive    effects: didEndEditing
/// any      ──errorSet(m) / errorRemoved─────▶ same focus  effects: errorShown, announceError /
///                                                                   errorCleared
/// any      ──configuration changes──────────▶ same focus  effects: none
/// ```
///
/// It is ``EntryFieldMachine`` without the return event and secure entry: in an area the return
/// key inserts `"\n"`, which arrives as ``Event/textEdited(_:allowed:)`` with
/// ``TextEdit/insert(_:)``. Both machines run the same transitions on the same
/// ``TextFieldState`` (an area's ``TextFieldState/security`` is always
/// ``TextSecurity/plain``). A read-only area focuses but refuses typing, return and clear. A
/// vetoed request, typing while inactive, and any request on a disabled field are no-ops.
/// Programmatic text (``Event/textAssigned(_:)``) and configuration never clear the app's error
/// and fire nothing.
public struct AreaFieldMachine: FieldMachine, TextFieldMachine {
  /// The current state; it changes only through ``FieldMachine/handle(_:)``.
  public private(set) var state: TextFieldState

  /// Creates a machine in `state`, normalised: a disabled state is made inactive, `""` helper
  /// text becomes `nil`, a negative limit 0, and secure entry is off.
  public init(state: TextFieldState = TextFieldState()) {
    var state = TextFieldTransitions.normalized(state)
    state.security = .plain
    self.state = state
  }

  /// The transition function
  /// (``EffectEmittingMachine/handle(_:recordingGuardsIn:emittingInto:)``).
  package mutating func handle<Guards: GuardRecorder, Sink: EffectSink<Effect>>(
    _ event: Event, recordingGuardsIn guards: inout Guards, emittingInto effects: inout Sink
  ) {
    TextFieldTransitions.handle(event, on: &state, guards: &guards, into: &effects)
  }

  /// The step in place, setting `changed` to whether the state changed
  /// (``EffectEmittingMachine/handle(_:reportingChangeIn:emittingInto:)``), known without
  /// copying it.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, reportingChangeIn changed: inout Bool, emittingInto effects: inout Sink
  ) {
    event.run(on: &state, reportingChangeIn: &changed, into: &effects)
  }

  /// The invariants that do not hold in ``state``; empty when sound.
  package func invariantViolations() -> [String] {
    var violations = TextFieldTransitions.invariantViolations(of: state, field: "area")
    if state.security != .plain { violations.append("an area field is a secure field") }
    return violations
  }
}
