/// What the wheel fields' states (``PickerFieldMachine/State``, ``DateFieldMachine/State``)
/// share beyond every field's: settings the machines store the same way, so those transitions
/// are written once (``configure(_:guards:)``).
package protocol WheelFieldState: CommonFieldState {
  /// The names of the field's modes, in the order its chart's `mode` region lists them.
  associatedtype ModeName: RawRepresentable<String>, CaseIterable, Equatable
  /// The name of the mode the field is in.
  var modeName: ModeName { get }
  /// Whether the clear pill shows while closed with a value, and empties the field.
  var isClearable: Bool { get set }
}

extension WheelFieldState {
  /// Hashes the settings every wheel field stores — enabling, read-only, the reserved row and
  /// announcements — for a chart hash (``ChartableMachine/chartHash(of:into:)``); the helper
  /// text is left out, as the charts draw no helper text.
  package func hashWheelSettings(into hasher: inout Hasher) {
    hasher.combine(isEnabled)
    hasher.combine(isReadOnly)
    hasher.combine(reservesSupportingRow)
    hasher.combine(announcesErrors)
  }

  /// Stores `setting` (enabling, read-only, the helper text, the reserved row or
  /// announcements; the error is each machine's own) and returns whether the field is to close:
  /// it was disabled, or its read-only access changed. The new value of enabling and read-only
  /// is recorded as the transition's guard.
  package mutating func configure<Guards: GuardRecorder>(
    _ setting: CommonFieldEvent, guards: inout Guards
  ) -> Bool {
    switch setting {
    case .enabledChanged(let isEnabled):
      guards.record(isEnabled ? .true : .false)
      guard isEnabled != self.isEnabled else { return false }
      self.isEnabled = isEnabled
      return !isEnabled
    case .readOnlyChanged(let isReadOnly):
      guards.record(isReadOnly ? .true : .false)
      guard isReadOnly != self.isReadOnly else { return false }
      self.isReadOnly = isReadOnly
      return true
    case .helperTextChanged(let helperText):
      self.helperText = helperText?.isEmpty == true ? nil : helperText
    case .supportingRowReservationChanged(let reserves):
      reservesSupportingRow = reserves
    case .errorAnnouncementsChanged(let announces):
      announcesErrors = announces
    case .errorSet, .errorRemoved:
      break
    }
    return false
  }
}
