/// What the wheel fields' states (``PickerFieldMachine/State``, ``DateFieldMachine/State``)
/// share beyond every field's: a mode that says whether the field is active and shows the wheel
/// (``WheelFieldMode``), the error shown, and settings the machines store the same way, so those
/// readings and transitions are written once (``configure(_:guards:)``).
package protocol WheelFieldState: CommonFieldState {
  /// The field's modes.
  associatedtype Mode: WheelFieldMode
  /// The mode the field is in.
  var mode: Mode { get }
  /// The error shown: the app's, or (a date field's) the one typed entry or a range pair set.
  var error: ErrorState { get }
  /// Whether the clear pill shows while closed with a value, and empties the field.
  var isClearable: Bool { get set }
}

extension WheelFieldState {
  /// The name of the mode the field is in, in the order the chart's `mode` region lists them.
  package var modeName: Mode.Name { mode.name }
  /// The error shown: ``error``.
  package var shownError: ErrorState { error }
  /// Whether the field is active: its mode says (open, typing, or a focused read-only field).
  package var isActive: Bool { mode.isActive }
  /// Whether the wheel shows: its mode says.
  package var isWheelShown: Bool { mode.isWheelShown }
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

  /// Mixes the settings ``hashWheelSettings(into:)`` hashes into `digester`, in the same order,
  /// for a kind's ``ChartableMachine/chartDigest(of:)``.
  package func digestWheelSettings(into digester: inout ChartDigester) {
    digester.combine(isEnabled)
    digester.combine(isReadOnly)
    digester.combine(reservesSupportingRow)
    digester.combine(announcesErrors)
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
