import FieldMachines

/// The floor every step row of fieldbench is a ratio to: a minimal hand-written `enum` +
/// `switch` machine, run over the very same stream of `PickerFieldMachine.Event`s as the picker's
/// rows.
///
/// It is no code of the picker kind (which is all in `Sources/FieldMachines/Kinds/Picker/`): it
/// is the benchmark's yardstick, shaped like the picker because the picker's transitions branch
/// on the most, and so it lives in the benchmark's own `Floor/` folder. A new kind needs no floor
/// of its own; its rows are ratios to this one.
///
/// It keeps what the picker's transitions branch on (mode, row count, manual entry, selected
/// index, error, value, enabled, clearable, read-only, supporting row, announcements) as plain
/// integers and flags, and returns how many effects the step would fire. No text is stored or
/// compared, no effect list is built: it is what a step costs when nothing but the decision is
/// made.
struct FloorStepper: Stepper {
  enum Mode {
    case closed
    case focused
    case list
    case manual
  }

  var mode = Mode.closed
  var dataCount = 0
  var isManualCapable = false
  var index = -1
  var hasError = false
  var hasText = false
  var isEnabled = true
  var isClearable = false
  var isReadOnly = false
  var hasHelper = false
  var reservesRow = false
  var announces = true

  var rowCount: Int { dataCount + (isManualCapable ? 1 : 0) }

  mutating func step(_ event: PickerFieldMachine.Event) -> Int {
    switch event {
    case .openRequested(let allowed):
      guard allowed, isEnabled, mode == .closed else { return 0 }
      if isReadOnly {
        mode = .focused
        return 1
      }
      guard rowCount > 0 else { return 0 }
      if index < 0 { index = 0 }
      mode = index == dataCount ? .manual : .list
      return clearError() + 1
    case .rowSelected(let row):
      guard mode == .list || mode == .manual else { return 0 }
      let clamped = min(max(row, 0), rowCount - 1)
      guard clamped != index else { return 0 }
      index = clamped
      mode = clamped == dataCount ? .manual : .list
      hasText = mode == .list
      return clearError() + 2
    case .doneTapped, .closeRequested, .keyboardWillShow:
      return close()
    case .returnPressed:
      return mode == .manual ? close() : 0
    case .clearTapped:
      guard mode == .closed, isClearable, isEnabled, hasText || hasError else { return 0 }
      hasText = false
      return clearError() + 1
    case .manualTextEdited:
      return 0
    case .indexAssigned(let row):
      guard rowCount > 0 else { return 0 }
      index = min(max(row, 0), rowCount - 1)
      hasText = index < dataCount
      return 0
    case .manualIndexAssigned:
      guard isManualCapable else { return 0 }
      index = dataCount
      return 0
    case .textAssigned(let text):
      hasText = text != nil
      return 0
    case .dataAssigned(let data):
      dataCount = data.count
      return reconcile()
    case .manualEntryCapabilityChanged(let isCapable):
      isManualCapable = isCapable
      return reconcile()
    case .manualEntryOptionNameChanged:
      return 0
    case .clearableChanged(let clearable):
      isClearable = clearable
      return 0
    case .common(.errorSet):
      let wasShown = hasError
      hasError = true
      return wasShown ? 0 : announces ? 2 : 1
    case .common(.errorRemoved):
      return clearError()
    case .common(.enabledChanged(let enabled)):
      guard enabled != isEnabled else { return 0 }
      isEnabled = enabled
      return enabled ? 0 : close()
    case .common(.readOnlyChanged(let readOnly)):
      guard readOnly != isReadOnly else { return 0 }
      isReadOnly = readOnly
      guard readOnly, mode == .list || mode == .manual else { return 0 }
      mode = .focused
      return 0
    case .common(.helperTextChanged(let text)):
      hasHelper = !(text ?? "").isEmpty
      return 0
    case .common(.supportingRowReservationChanged(let reserves)):
      reservesRow = reserves
      return 0
    case .common(.errorAnnouncementsChanged(let announce)):
      announces = announce
      return 0
    }
  }

  private mutating func clearError() -> Int {
    guard hasError else { return 0 }
    hasError = false
    return 1
  }

  private mutating func close() -> Int {
    guard mode != .closed else { return 0 }
    mode = .closed
    return 1
  }

  private mutating func reconcile() -> Int {
    index = rowCount == 0 ? -1 : min(max(index, 0), rowCount - 1)
    return rowCount == 0 ? close() : 0
  }
}
