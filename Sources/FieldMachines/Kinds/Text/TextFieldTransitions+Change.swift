extension TextFieldTransitions {
  /// Runs `event` on `state` as ``handle(_:on:guards:)`` does and sets `changed` to whether
  /// `state` is now unequal to what it was, known without copying it: a request (begin, edit,
  /// clear, end) changes the state exactly when it runs, and then it reports an effect; a value
  /// or a setting changes it exactly when it differs from the one stored (as the state stores
  /// it: a negative limit as 0, `""` helper text as `nil`, the text scalar for scalar).
  static func handle<Effect: TextFieldEffect>(
    _ event: AreaFieldMachine.Event, on state: inout TextFieldState,
    reportingChangeIn changed: inout Bool
  ) -> Effects<Effect> {
    var guards = NoGuardRecorder()
    switch event {
    case .beginRequested, .textEdited, .clearTapped, .endRequested:
      let effects: Effects<Effect> = handle(event, on: &state, guards: &guards)
      changed = !effects.isEmpty
      return effects
    case .textAssigned(let text): changed = !text.hasSameScalars(as: state.text)
    case .errorSet(let message): changed = state.error != .message(message)
    case .errorRemoved: changed = state.error.isShown
    case .maxLengthChanged(let maxLength): changed = maxLength.map { max($0, 0) } != state.maxLength
    case .lengthLimitPolicyChanged(let policy): changed = policy != state.lengthLimitPolicy
    case .overflowMessageChanged(let message): changed = message != state.overflowMessage
    case .enabledChanged, .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged,
      .errorAnnouncementsChanged:
      changed = event.common?.changesSetting(of: state) ?? true
    }
    return handle(event, on: &state, guards: &guards)
  }
}
