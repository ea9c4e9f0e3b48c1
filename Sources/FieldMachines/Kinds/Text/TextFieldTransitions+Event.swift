extension TextFieldTransitions {
  /// The one event switch of the text fields: each event every text field has, as the
  /// transition it runs on `state`.
  ///
  /// Those events are ``AreaFieldMachine/Event``'s, all of them: an area is the text field with
  /// nothing of its own. ``EntryFieldMachine`` handles its return key and secure entry itself
  /// and passes every other event here as the area event of the same name.
  static func handle<Sink: EffectSink, Guards: GuardRecorder>(
    _ event: AreaFieldMachine.Event, on state: inout TextFieldState, guards: inout Guards,
    into effects: inout Sink
  ) where Sink.Effect: TextFieldEffect {
    switch event {
    case .beginRequested(let allowed):
      begin(&state, allowed: allowed, guards: &guards, into: &effects)
    case .textEdited(let edit, let allowed):
      self.edit(&state, edit, allowed: allowed, guards: &guards, into: &effects)
    case .clearTapped(let allowed):
      clear(&state, allowed: allowed, guards: &guards, into: &effects)
    case .endRequested(let allowed):
      end(&state, allowed: allowed, guards: &guards, into: &effects)
    case .textAssigned(let text):
      assign(&state, text: text, guards: &guards)
    case .common(.errorSet(let message)):
      setError(&state, message: message, guards: &guards, into: &effects)
    case .common(.errorRemoved):
      removeError(&state, guards: &guards, into: &effects)
    case .common(.enabledChanged(let isEnabled)):
      setEnabled(&state, isEnabled, guards: &guards, into: &effects)
    case .common(.readOnlyChanged(let isReadOnly)):
      setReadOnly(&state, isReadOnly, guards: &guards)
    case .common(.helperTextChanged(let helperText)):
      configure(&state) { $0.helperText = helperText }
    case .common(.supportingRowReservationChanged(let reserves)):
      configure(&state) { $0.reservesSupportingRow = reserves }
    case .maxLengthChanged(let maxLength):
      setMaxLength(&state, maxLength, guards: &guards)
    case .lengthLimitPolicyChanged(let policy):
      configure(&state) { $0.lengthLimitPolicy = policy }
    case .overflowMessageChanged(let message):
      configure(&state) { $0.overflowMessage = message }
    case .common(.errorAnnouncementsChanged(let announces)):
      configure(&state) { $0.announcesErrors = announces }
    }
  }
}
