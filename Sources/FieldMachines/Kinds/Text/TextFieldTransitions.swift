/// The transitions ``EntryFieldMachine`` and ``AreaFieldMachine`` share, written once.
///
/// Each machine's `handle(_:)` switches exhaustively over its own events and calls one of these
/// per event. Every function is a pure step on a ``TextFieldState``: it allocates nothing beyond
/// the edited text and emits its effects into the sink it is given, in order, as it decides them.
///
/// **Error effects.** The steps a user or `setError`/`removeErrorUI` take report a change of the
/// *shown* error (``TextFieldState/shownError``: the app's error, else the length overflow)
/// before their other effects: `errorCleared` when it goes, `errorShown` then `announceError`
/// (when ``TextFieldState/announcesErrors``) when it appears or its message changes. Programmatic
/// values and configuration change the shown error silently, with no effect.
enum TextFieldTransitions {
  /// `state` as a machine starts from it: a disabled field is inactive, `""` helper text is
  /// `nil` and a negative limit is 0.
  static func normalized(_ state: TextFieldState) -> TextFieldState {
    var state = state
    normalize(&state)
    return state
  }

  /// Normalises `state` in place, as ``normalized(_:)`` does, copying nothing.
  static func normalize(_ state: inout TextFieldState) {
    if !state.isEnabled { state.focus = .inactive }
    if state.helperText?.isEmpty == true { state.helperText = nil }
    if let maxLength = state.maxLength, maxLength < 0 { state.maxLength = 0 }
  }

  /// Whether a begin request would start editing now.
  static func canBeginEditing(_ state: TextFieldState) -> Bool {
    state.isEnabled && state.focus == .inactive
  }

  /// Whether the field is focused, so return and end requests mean something.
  static func isEditing(_ state: TextFieldState) -> Bool {
    state.focus == .active
  }

  /// Runs `step`, then emits the effects of the shown error's change, then `effect`.
  static func reportingErrorChange<Sink: EffectSink>(
    _ state: inout TextFieldState, into effects: inout Sink, then effect: Sink.Effect? = nil,
    _ step: (inout TextFieldState) -> Void
  ) where Sink.Effect: TextFieldEffect {
    let before = state.shownError
    step(&state)
    ErrorState.reportChange(
      from: before, to: state.shownError, announcing: state.announcesErrors, into: &effects)
    if let effect { effects.emit(effect) }
  }

  /// A tap or `becomeFirstResponder()`: the app's error is cleared (not on a read-only field,
  /// whose user cannot correct it), then editing begins.
  static func begin<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, allowed: Bool, guards: inout Guards, into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard guards.decide(allowed, .allowed, else: .vetoed),
      guards.decide(state.isEnabled, .enabled, else: .disabled), state.focus == .inactive
    else { return }
    reportingErrorChange(&state, into: &effects, then: .didBeginEditing) { state in
      if !state.isReadOnly && state.error.isShown {
        let cleared = state.error
        state.error = .none
        recordOverflow(after: cleared, in: state, &guards)
      }
      state.focus = .active
    }
  }

  /// Records what the field shows once the app's error `cleared` is gone: the overflow
  /// (`overLimit`, then `sameMessage` when it words `cleared`, so the shown error does not
  /// change, else `newMessage`) or nothing (`withinLimit`).
  private static func recordOverflow<Guards: GuardRecorder>(
    after cleared: ErrorState, in state: TextFieldState, _ guards: inout Guards
  ) {
    guard guards.decide(state.isOverMaxLength, .overLimit, else: .withinLimit) else { return }
    guards.record(cleared == state.shownError ? .sameMessage : .newMessage)
  }

  /// A user edit: applied while editable when allowed, when it changes the text and when the
  /// length limit does not refuse it.
  static func edit<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ edit: TextEdit, allowed: Bool, guards: inout Guards,
    into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard guards.decide(allowed, .allowed, else: .vetoed), state.isEditable else { return }
    if state.refusesByLengthInPlace(edit) {
      guards.record(.refused)
      return
    }
    guard guards.decide(edit.changes(state.text), .changed, else: .unchanged) else { return }
    reportingErrorChange(&state, into: &effects, then: .didChangeText) { state in
      state.apply(edit)
      guards.record(state.isOverMaxLength ? .overLimit : .withinLimit)
    }
  }

  /// The clear-text button: empties an editable field with text when allowed.
  static func clear<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, allowed: Bool, guards: inout Guards, into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard guards.decide(allowed, .allowed, else: .vetoed), state.isEditable,
      guards.decide(!state.text.isEmpty, .hasText, else: .empty)
    else { return }
    reportingErrorChange(&state, into: &effects, then: .didChangeText) { $0.text = "" }
  }

  /// The return key (entry fields): accepted while focused when allowed.
  static func returnKey<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: TextFieldState, allowed: Bool, accepted: Sink.Effect, guards: inout Guards,
    into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard guards.decide(allowed, .allowed, else: .vetoed), isEditing(state) else { return }
    effects.emit(accepted)
  }

  /// `resignFirstResponder()` or focus moving elsewhere: editing ends once.
  static func end<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, allowed: Bool, guards: inout Guards, into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard guards.decide(allowed, .allowed, else: .vetoed), isEditing(state) else { return }
    state.focus = .inactive
    effects.emit(.didEndEditing)
  }

  /// A programmatic `text`: replaced silently; the error and focus stay. Records where the new
  /// text stands against the limit, which decides whether the overflow shows.
  static func assign<Guards: GuardRecorder>(
    _ state: inout TextFieldState, text: String, guards: inout Guards
  ) {
    state.text = text
    guards.record(state.isOverMaxLength ? .overLimit : .withinLimit)
  }

  /// `setError(withText:)`: a message the field shows already changes no shown error, so it
  /// fires nothing (it may still replace the overflow as the app's error).
  static func setError<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, message: String, guards: inout Guards,
    into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard guards.decide(state.shownError != .message(message), .newMessage, else: .sameMessage)
    else {
      state.error = .message(message)
      return
    }
    reportingErrorChange(&state, into: &effects) { $0.error = .message(message) }
  }

  /// `removeErrorUI()`: a no-op without an error set by the app.
  static func removeError<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, guards: inout Guards, into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guard state.error.isShown else { return }
    reportingErrorChange(&state, into: &effects) { state in
      let cleared = state.error
      state.error = .none
      recordOverflow(after: cleared, in: state, &guards)
    }
  }

  /// `isEnabled` set: disabling an active field ends its editing first.
  static func setEnabled<Sink: EffectSink, Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ isEnabled: Bool, guards: inout Guards,
    into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    guards.record(isEnabled ? .true : .false)
    guard isEnabled != state.isEnabled else { return }
    state.isEnabled = isEnabled
    guard !isEnabled, isEditing(state) else { return }
    state.focus = .inactive
    effects.emit(.didEndEditing)
  }

  /// `isReadOnly` set: configuration, recording the flag.
  static func setReadOnly<Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ isReadOnly: Bool, guards: inout Guards
  ) {
    guards.record(isReadOnly ? .true : .false)
    configure(&state) { $0.isReadOnly = isReadOnly }
  }

  /// `maxLength` set: configuration, recording where the text stands against the new limit,
  /// which decides whether the overflow shows.
  static func setMaxLength<Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ maxLength: Int?, guards: inout Guards
  ) {
    configure(&state) { $0.maxLength = maxLength }
    guards.record(state.isOverMaxLength ? .overLimit : .withinLimit)
  }

  /// A configuration change (helper, reservation, limit, policy, overflow message, read-only,
  /// announcements): applied silently; focus, text and the app's error stay. No effect.
  static func configure(_ state: inout TextFieldState, _ change: (inout TextFieldState) -> Void) {
    change(&state)
    normalize(&state)
  }

  /// The invariants that do not hold in `state`, naming the field (`"entry"`, `"area"`) in each
  /// message.
  static func invariantViolations(of state: TextFieldState, field: String) -> [String] {
    var violations: [String] = []
    if state.focus == .active && !state.isEnabled {
      violations.append("a disabled \(field) field is active")
    }
    if state.helperText?.isEmpty == true {
      violations.append("the \(field) field stores \"\" helper text instead of nil")
    }
    if let maxLength = state.maxLength, maxLength < 0 {
      violations.append("the \(field) field has a negative maxLength \(maxLength)")
    }
    return violations
  }
}
