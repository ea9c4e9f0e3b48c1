/// The transitions ``EntryFieldMachine`` and ``AreaFieldMachine`` share, written once.
///
/// Each machine's `handle(_:)` switches exhaustively over its own events and calls one of these
/// per event. Every function is a pure step on a ``TextFieldState``: it allocates nothing beyond
/// the edited text and returns its effects inline (built with `append`, never from an array
/// literal, whose variadic initialiser would allocate an array).
enum TextFieldTransitions {
  /// Effects holding just `effect`.
  static func only<Effect: TextFieldEffect>(_ effect: Effect) -> Effects<Effect> {
    var effects = Effects<Effect>()
    effects.append(effect)
    return effects
  }

  /// `state` as a machine starts from it: a disabled field is made inactive.
  static func normalized(_ state: TextFieldState) -> TextFieldState {
    var state = state
    if !state.isEnabled { state.focus = .inactive }
    return state
  }

  /// Whether a begin request would start editing now.
  static func canBeginEditing(_ state: TextFieldState) -> Bool {
    state.isEnabled && state.focus == .inactive
  }

  /// Whether the field is editing, so typing, return and end requests mean something.
  static func isEditing(_ state: TextFieldState) -> Bool {
    state.focus == .active
  }

  /// A tap or `becomeFirstResponder()`: the error is cleared, then editing begins.
  static func begin<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, allowed: Bool
  ) -> Effects<Effect> {
    var effects = Effects<Effect>()
    guard allowed, canBeginEditing(state) else { return effects }
    if state.error.isShown {
      state.error = .none
      effects.append(.errorCleared)
    }
    state.focus = .active
    effects.append(.didBeginEditing)
    return effects
  }

  /// A user edit: applied while editing when allowed and when it changes the text.
  static func edit<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, _ edit: TextEdit, allowed: Bool
  ) -> Effects<Effect> {
    guard allowed, isEditing(state) else { return Effects() }
    let edited = edit.applied(to: state.text)
    guard edited != state.text else { return Effects() }
    state.text = edited
    return only(.didChangeText)
  }

  /// `resignFirstResponder()` or focus moving elsewhere: editing ends once.
  static func end<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, allowed: Bool
  ) -> Effects<Effect> {
    guard allowed, isEditing(state) else { return Effects() }
    state.focus = .inactive
    return only(.didEndEditing)
  }

  /// A programmatic `text`: replaced silently; the error and focus stay.
  static func assign<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, text: String
  ) -> Effects<Effect> {
    state.text = text
    return Effects()
  }

  /// `setError(withText:)`: the same message again is a no-op.
  static func setError<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, message: String
  ) -> Effects<Effect> {
    guard state.error != .message(message) else { return Effects() }
    state.error = .message(message)
    return only(.errorShown)
  }

  /// `removeErrorUI()`: a no-op without an error.
  static func removeError<Effect: TextFieldEffect>(
    _ state: inout TextFieldState
  ) -> Effects<Effect> {
    guard state.error.isShown else { return Effects() }
    state.error = .none
    return only(.errorCleared)
  }

  /// `isEnabled` set: disabling an active field ends its editing first.
  static func setEnabled<Effect: TextFieldEffect>(
    _ state: inout TextFieldState, _ isEnabled: Bool
  ) -> Effects<Effect> {
    guard isEnabled != state.isEnabled else { return Effects() }
    state.isEnabled = isEnabled
    guard !isEnabled, isEditing(state) else { return Effects() }
    state.focus = .inactive
    return only(.didEndEditing)
  }

  /// The invariants that do not hold in `state`, naming the field (`"entry"`, `"area"`) in each
  /// message.
  static func invariantViolations(of state: TextFieldState, field: String) -> [String] {
    var violations: [String] = []
    if state.focus == .active && !state.isEnabled {
      violations.append("a disabled \(field) field is active")
    }
    return violations
  }
}
