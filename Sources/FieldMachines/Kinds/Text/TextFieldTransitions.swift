/// The transitions ``EntryFieldMachine`` and ``AreaFieldMachine`` share, written once.
///
/// Each machine's `handle(_:)` switches exhaustively over its own events and calls one of these
/// per event. Every function is a pure step on a ``TextFieldState``: it allocates nothing beyond
/// the edited text and returns its effects inline (built with `append`, never from an array
/// literal, whose variadic initialiser would allocate an array).
///
/// **Error effects.** The steps a user or `setError`/`removeErrorUI` take report a change of the
/// *shown* error (``TextFieldState/shownError``: the app's error, else the length overflow)
/// before their other effects: `errorCleared` when it goes, `errorShown` then `announceError`
/// (when ``TextFieldState/announcesErrors``) when it appears or its message changes. Programmatic
/// values and configuration change the shown error silently, with no effect.
enum TextFieldTransitions {
  /// Effects holding just `effect`.
  static func only<Effect: TextFieldEffect>(_ effect: Effect) -> Effects<Effect> {
    var effects = Effects<Effect>()
    effects.append(effect)
    return effects
  }

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

  /// Runs `step`, then puts the effects of the shown error's change before its effects.
  static func reportingErrorChange<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, _ step: (inout TextFieldState) -> Effects<Effect>
  ) -> Effects<Effect> {
    let before = state.shownError
    let stepEffects = step(&state)
    let after = state.shownError
    guard before != after else { return stepEffects }
    var effects = Effects<Effect>()
    if let message = after.message {
      effects.append(.errorShown)
      if state.announcesErrors { effects.append(.announceError(message)) }
    } else {
      effects.append(.errorCleared)
    }
    effects.append(contentsOf: stepEffects)
    return effects
  }

  /// A tap or `becomeFirstResponder()`: the app's error is cleared (not on a read-only field,
  /// whose user cannot correct it), then editing begins.
  static func begin<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, allowed: Bool, guards: inout Guards
  ) -> Effects<Effect> {
    guard guards.decide(allowed, .allowed, else: .vetoed),
      guards.decide(state.isEnabled, .enabled, else: .disabled), state.focus == .inactive
    else { return Effects() }
    return reportingErrorChange(&state) { state in
      if !state.isReadOnly && state.error.isShown {
        let cleared = state.error
        state.error = .none
        recordOverflow(after: cleared, in: state, &guards)
      }
      state.focus = .active
      return only(.didBeginEditing)
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
  static func edit<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ edit: TextEdit, allowed: Bool, guards: inout Guards
  ) -> Effects<Effect> {
    guard guards.decide(allowed, .allowed, else: .vetoed), state.isEditable else {
      return Effects()
    }
    if state.refusesByLength(edit) {
      guards.record(.refused)
      return Effects()
    }
    guard guards.decide(edit.changes(state.text), .changed, else: .unchanged) else {
      return Effects()
    }
    return reportingErrorChange(&state) { state in
      state.apply(edit)
      guards.record(state.isOverMaxLength ? .overLimit : .withinLimit)
      return only(.didChangeText)
    }
  }

  /// The clear-text button: empties an editable field with text when allowed.
  static func clear<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, allowed: Bool, guards: inout Guards
  ) -> Effects<Effect> {
    guard guards.decide(allowed, .allowed, else: .vetoed), state.isEditable,
      guards.decide(!state.text.isEmpty, .hasText, else: .empty)
    else { return Effects() }
    return reportingErrorChange(&state) { state in
      state.text = ""
      return only(.didChangeText)
    }
  }

  /// The return key (entry fields): accepted while focused when allowed.
  static func returnKey<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: TextFieldState, allowed: Bool, accepted: Effect, guards: inout Guards
  ) -> Effects<Effect> {
    guard guards.decide(allowed, .allowed, else: .vetoed), isEditing(state) else {
      return Effects()
    }
    return only(accepted)
  }

  /// `resignFirstResponder()` or focus moving elsewhere: editing ends once.
  static func end<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, allowed: Bool, guards: inout Guards
  ) -> Effects<Effect> {
    guard guards.decide(allowed, .allowed, else: .vetoed), isEditing(state) else {
      return Effects()
    }
    state.focus = .inactive
    return only(.didEndEditing)
  }

  /// A programmatic `text`: replaced silently; the error and focus stay. Records where the new
  /// text stands against the limit, which decides whether the overflow shows.
  static func assign<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, text: String, guards: inout Guards
  ) -> Effects<Effect> {
    state.text = text
    guards.record(state.isOverMaxLength ? .overLimit : .withinLimit)
    return Effects()
  }

  /// `setError(withText:)`: a message the field shows already changes no shown error, so it
  /// fires nothing (it may still replace the overflow as the app's error).
  static func setError<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, message: String, guards: inout Guards
  ) -> Effects<Effect> {
    guard guards.decide(state.shownError != .message(message), .newMessage, else: .sameMessage)
    else {
      state.error = .message(message)
      return Effects()
    }
    return reportingErrorChange(&state) { state in
      state.error = .message(message)
      return Effects()
    }
  }

  /// `removeErrorUI()`: a no-op without an error set by the app.
  static func removeError<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, guards: inout Guards
  ) -> Effects<Effect> {
    guard state.error.isShown else { return Effects() }
    return reportingErrorChange(&state) { state in
      let cleared = state.error
      state.error = .none
      recordOverflow(after: cleared, in: state, &guards)
      return Effects()
    }
  }

  /// `isEnabled` set: disabling an active field ends its editing first.
  static func setEnabled<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ isEnabled: Bool, guards: inout Guards
  ) -> Effects<Effect> {
    guards.record(isEnabled ? .true : .false)
    guard isEnabled != state.isEnabled else { return Effects() }
    state.isEnabled = isEnabled
    guard !isEnabled, isEditing(state) else { return Effects() }
    state.focus = .inactive
    return only(.didEndEditing)
  }

  /// `isReadOnly` set: configuration, recording the flag.
  static func setReadOnly<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ isReadOnly: Bool, guards: inout Guards
  ) -> Effects<Effect> {
    guards.record(isReadOnly ? .true : .false)
    return configure(&state) { $0.isReadOnly = isReadOnly }
  }

  /// `maxLength` set: configuration, recording where the text stands against the new limit,
  /// which decides whether the overflow shows.
  static func setMaxLength<Effect: TextFieldEffect, Guards: GuardRecorder>(
    _ state: inout TextFieldState, _ maxLength: Int?, guards: inout Guards
  ) -> Effects<Effect> {
    let effects: Effects<Effect> = configure(&state) { $0.maxLength = maxLength }
    guards.record(state.isOverMaxLength ? .overLimit : .withinLimit)
    return effects
  }

  /// A configuration change (helper, reservation, limit, policy, overflow message, read-only,
  /// announcements): applied silently; focus, text and the app's error stay.
  static func configure<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, _ change: (inout TextFieldState) -> Void
  ) -> Effects<Effect> {
    change(&state)
    normalize(&state)
    return Effects()
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
