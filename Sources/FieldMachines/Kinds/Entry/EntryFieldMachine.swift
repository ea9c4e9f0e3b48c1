/// The single-line text field's behaviour: focus (inactive / active), error, text, the
/// supporting row, read-only and secure entry.
///
/// ```
/// inactive ──beginRequested(allowed: true)──▶ active      effects: errorCleared?, didBeginEditing
/// active   ──endRequested(allowed: true)────▶ inactive    effects: didEndEditing
/// active   ──textEdited(_, allowed: true)───▶ active      effects: error change?, didChangeText
/// active   ──clearTapped(allowed: true)─────▶ active      effects: error change?, didChangeText
/// active   ──returnPressed(allowed: true)───▶ active      effects: didReturn
/// active   ──enabledChanged(false)──────────▶ inactive    effects: didEndEditing
/// secure   ──visibilityToggled──────────────▶ masked ↔ revealed
///                                                          effects: textVisibilityChanged
/// any      ──errorSet(m) / errorRemoved─────▶ same focus  effects: errorShown, announceError /
///                                                                   errorCleared
/// any      ──configuration changes──────────▶ same focus  effects: none
/// ```
///
/// "Error change" is the change of the shown error (the app's error, else the
/// length overflow): `errorCleared`, or `errorShown` then `announceError` (unless
/// ``Field/announcesErrors`` is off), reported before the other effects.
///
/// A read-only field focuses (`didBeginEditing`, its error kept) and returns, but typing and
/// clear are no-ops. Under ``LengthLimitPolicy/refuse`` an edit that would lengthen the text past
/// ``TextInputField/maxLength`` is a no-op. A vetoed request, typing or return while inactive,
/// and any request on a disabled field are no-ops. Programmatic text
/// (``Event/textAssigned(_:)``) and configuration never clear the app's error and fire nothing,
/// even when they make the overflow error appear or go. Every transition but return, secure
/// entry and the visibility toggle is shared with ``AreaFieldMachine``.
/// The full chart is in `StateCharts/` and is derived from ``FieldMachine/handle(_:)`` itself.
public struct EntryFieldMachine: FieldMachine, TextFieldMachine {
  /// The current state; it changes only through ``FieldMachine/handle(_:)``.
  public private(set) var state: TextFieldState

  /// Creates a machine in `state`, normalised: a disabled state is made inactive, `""` helper
  /// text becomes `nil` and a negative limit 0.
  public init(state: TextFieldState = TextFieldState()) {
    self.state = TextFieldTransitions.normalized(state)
  }

  /// The transition function
  /// (``EffectEmittingMachine/handle(_:recordingGuardsIn:emittingInto:)``).
  package mutating func handle<Guards: GuardRecorder, Sink: EffectSink<Effect>>(
    _ event: Event, recordingGuardsIn guards: inout Guards, emittingInto effects: inout Sink
  ) {
    switch event.part {
    case .text(let shared):
      TextFieldTransitions.handle(shared, on: &state, guards: &guards, into: &effects)
    case .returnPressed(let allowed):
      TextFieldTransitions.returnKey(
        state, allowed: allowed, accepted: .didReturn, guards: &guards, into: &effects)
    case .visibilityToggled:
      toggleVisibility(guards: &guards, into: &effects)
    case .secureTextEntryChanged(let isSecure):
      TextFieldTransitions.configure(&state) { state in
        if !isSecure {
          state.security = .plain
        } else if state.security == .plain {
          state.security = .masked
        }
      }
    }
  }

  /// The step in place, setting `changed` to whether the state changed
  /// (``EffectEmittingMachine/handle(_:reportingChangeIn:emittingInto:)``), known without
  /// copying it: return changes nothing, the toggle changes it exactly when it reports the
  /// change, and secure entry when it moves the security.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, reportingChangeIn changed: inout Bool, emittingInto effects: inout Sink
  ) {
    switch event.part {
    case .text(let shared):
      return shared.run(on: &state, reportingChangeIn: &changed, into: &effects)
    case .returnPressed:
      changed = false
    case .visibilityToggled:
      return handle(event, changingWithEffectsIn: &changed, emittingInto: &effects)
    case .secureTextEntryChanged(let isSecure):
      changed = isSecure ? state.security == .plain : state.security != .plain
    }
    handle(event, emittingInto: &effects)
  }

  /// The invariants that do not hold in ``state``; empty when sound.
  package func invariantViolations() -> [String] {
    TextFieldTransitions.invariantViolations(of: state, field: "entry")
  }

  /// The password toggle: masked ↔ revealed on an enabled secure field, else a no-op.
  private mutating func toggleVisibility<Guards: GuardRecorder>(
    guards: inout Guards, into effects: inout some EffectSink<Effect>
  ) {
    guard guards.decide(state.isEnabled, .enabled, else: .disabled) else { return }
    switch state.security {
    case .plain:
      guards.record(.plain)
      return
    case .masked:
      guards.record(.masked)
      state.security = .revealed
    case .revealed:
      guards.record(.revealed)
      state.security = .masked
    }
    effects.emit(.textVisibilityChanged(isRevealed: state.security == .revealed))
  }
}
