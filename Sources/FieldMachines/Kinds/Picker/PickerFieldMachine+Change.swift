extension PickerFieldMachine {
  /// ``FieldMachine/handle(_:)`` in place, setting `changed` to whether the state changed
  /// (``EffectEmittingMachine/handle(_:reportingChangeIn:emittingInto:)``). A user request (open, a row, done,
  /// close, Return, clear) changes the state exactly when it runs, and then it reports an
  /// effect; a draft edit, a value or a setting changes it exactly when the result differs from
  /// what is stored. Only the events that re-clamp the rows compare the whole state.
  package mutating func handle<Sink: EffectSink<Effect>>(
    _ event: Event, reportingChangeIn changed: inout Bool, emittingInto effects: inout Sink
  ) {
    switch event {
    case .openRequested, .rowSelected, .doneTapped, .closeRequested, .keyboardWillShow,
      .returnPressed, .clearTapped:
      return handle(event, changingWithEffectsIn: &changed, emittingInto: &effects)
    case .manualTextEdited(let edit):
      guard case .openOnManual(let draft) = state.mode else {
        changed = false
        return
      }
      changed = edit.changesEquivalence(of: draft)
    case .textAssigned(let text):
      changed = (text?.isEmpty == true ? nil : text) != state.text
    case .manualEntryOptionNameChanged(let name): changed = name != state.manualEntryOptionName
    case .clearableChanged(let isClearable): changed = isClearable != state.isClearable
    case .common(.errorSet(let message)): changed = state.error != .message(message)
    case .common(.errorRemoved): changed = state.error.isShown
    case .common(let common): changed = common.changesSetting(of: state) ?? true
    case .indexAssigned, .manualIndexAssigned, .dataAssigned, .manualEntryCapabilityChanged:
      return handle(event, comparingIn: &changed, emittingInto: &effects)
    }
    handle(event, emittingInto: &effects)
  }
}
