extension DateFieldMachine {
  /// ``FieldMachine/handle(_:)`` in place, setting `changed` to whether the state changed
  /// (``EffectEmittingMachine/handle(_:reportingChangeIn:emittingInto:)``). A user request (open, done, close,
  /// clear, removing the error) changes the state exactly when it reports an effect; a scroll
  /// when it moves the wheel or reports one; a draft edit, the default date or a setting when
  /// the result differs from what is stored. The events that re-clamp or judge compare the whole
  /// state.
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
    case .dateAssigned, .minimumDateChanged, .maximumDateChanged, .typedDateCommitted,
      .typedDateResigned, .wheelRequested, .rangeOrderChecked, .entryOptionsChanged:
      return handle(event, comparingIn: &changed, emittingInto: &effects)
    }
    handle(event, emittingInto: &effects)
  }
}
