extension DateFieldMachine {
  /// ``FieldMachine/handle(_:)`` in place, setting `changed` to whether the state changed
  /// (``EffectEmittingMachine/handle(_:reportingChangeIn:emittingInto:)``). A user request (open, done, close,
  /// clear, removing the error) changes the state exactly when it reports an effect; a scroll
  /// when it moves the wheel or reports one; a draft edit, the default date or a setting when
  /// the result differs from what is stored; leaving typing always changes it. The events that
  /// re-clamp or judge compare the parts of the state they touch.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, reportingChangeIn changed: inout Bool, emittingInto effects: inout Sink
  ) {
    switch event {
    case .openRequested, .doneTapped, .closeRequested, .keyboardWillShow, .clearTapped,
      .common(.errorRemoved):
      return handle(event, changingWithEffectsIn: &changed, emittingInto: &effects)
    case .dateScrolled(let date):
      guard case .open(let wheel) = state.mode, date.isFinite else {
        changed = false
        return
      }
      let movesWheel = state.clamped(date) != wheel
      let emitted = effects.count
      handle(event, emittingInto: &effects)
      changed = movesWheel || effects.count != emitted
      return
    case .common(.errorSet(let message)): changed = state.error != .message(message)
    case .typingRequested:
      guard case .open = state.mode else {
        changed = false
        return
      }
      changed = true
    case .draftEdited(let edit):
      guard case .typing(let draft, _) = state.mode else {
        changed = false
        return
      }
      changed = edit.changesEquivalence(of: draft)
    case .defaultDateChanged(let date):
      changed = date.isNilOrFinite && date != state.defaultDate
    case .clearableChanged(let isClearable): changed = isClearable != state.isClearable
    case .common(let common): changed = common.changesSetting(of: state) ?? true
    case .typedDateResigned, .wheelRequested:
      // Typing, both leave it (closed, or on the wheel); otherwise a no-op.
      changed = state.mode.name == .typing
    case .typedDateCommitted, .rangeOrderChecked:
      // Judging a draft and checking a range touch only the mode, the error, the entry error and
      // the date: those are compared, not a copy of the whole state.
      let before = (state.mode, state.error, state.entryError, state.date)
      handle(event, emittingInto: &effects)
      changed = before != (state.mode, state.error, state.entryError, state.date)
      return
    case .dateAssigned, .minimumDateChanged, .maximumDateChanged:
      // A date or a limit, and the wheel it may move.
      let before = (state.mode, state.date, state.minimumDate, state.maximumDate)
      handle(event, emittingInto: &effects)
      changed = before != (state.mode, state.date, state.minimumDate, state.maximumDate)
      return
    case .entryOptionsChanged(let options): changed = options != state.entryOptions
    }
    handle(event, emittingInto: &effects)
  }
}
