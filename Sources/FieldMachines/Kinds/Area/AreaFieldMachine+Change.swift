extension AreaFieldMachine.Event {
  /// Runs this event on `state` as the text transitions do
  /// (`TextFieldTransitions.handle(_:on:guards:into:)`) and sets `changed` to whether `state` is now
  /// unequal to what it was, known without copying it: a request (begin, edit, clear, end)
  /// changes the state exactly when it runs, and then it reports an effect; a value or a
  /// setting changes it exactly when it differs from the one stored (as the state stores it: a
  /// negative limit as 0, `""` helper text as `nil`, the text scalar for scalar). Both text
  /// machines step in place through it (``EffectEmittingMachine/handle(_:reportingChangeIn:emittingInto:)``).
  func run<Sink: EffectSink>(
    on state: inout TextFieldState, reportingChangeIn changed: inout Bool,
    into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    var guards = NoGuardRecorder()
    switch self {
    case .beginRequested, .textEdited, .clearTapped, .endRequested:
      let emitted = effects.count
      TextFieldTransitions.handle(self, on: &state, guards: &guards, into: &effects)
      changed = effects.count != emitted
      return
    case .textAssigned(let text): changed = !text.hasSameScalars(as: state.text)
    case .common(.errorSet(let message)): changed = state.error != .message(message)
    case .common(.errorRemoved): changed = state.error.isShown
    case .maxLengthChanged(let maxLength): changed = maxLength.map { max($0, 0) } != state.maxLength
    case .lengthLimitPolicyChanged(let policy): changed = policy != state.lengthLimitPolicy
    case .overflowMessageChanged(let message): changed = message != state.overflowMessage
    case .common(let event): changed = event.changesSetting(of: state) ?? true
    }
    TextFieldTransitions.handle(self, on: &state, guards: &guards, into: &effects)
  }
}
