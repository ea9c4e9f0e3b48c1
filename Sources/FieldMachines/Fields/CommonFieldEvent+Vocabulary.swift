/// The common events' part of every kind's ``ScriptedFieldVocabulary``, written once: their
/// script words, where they come from, the field call each stands for and their simpler forms.
extension CommonFieldEvent {
  /// The `fieldchart simulate` line: `error …`, `remove-error`,
  /// `set enabled|read-only|reserve-row|announce-errors true|false`, `set helper …` (alone:
  /// none).
  package var scriptLine: String {
    switch self {
    case .errorSet(let message): ScriptLine("error", message).description
    case .errorRemoved: ScriptLine("remove-error").description
    case .enabledChanged(let isEnabled): ScriptLine.setting("enabled", String(isEnabled))
    case .readOnlyChanged(let isReadOnly): ScriptLine.setting("read-only", String(isReadOnly))
    case .helperTextChanged(let text): ScriptLine.setting("helper", text)
    case .supportingRowReservationChanged(let reserves):
      ScriptLine.setting("reserve-row", String(reserves))
    case .errorAnnouncementsChanged(let announces):
      ScriptLine.setting("announce-errors", String(announces))
    }
  }

  /// The error is the app's call; the rest is configuration.
  package var source: FieldEventSource {
    switch self {
    case .errorSet, .errorRemoved: .programmaticCall
    case .enabledChanged, .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged,
      .errorAnnouncementsChanged:
      .configurationChange
    }
  }

  /// Performs the event on `field` through its public API.
  package func apply(to field: some Field) {
    switch self {
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    case .readOnlyChanged(let isReadOnly): field.isReadOnly = isReadOnly
    case .helperTextChanged(let text): field.helperText = text
    case .supportingRowReservationChanged(let reserves): field.reservesSupportingRow = reserves
    case .errorAnnouncementsChanged(let announces): field.announcesErrors = announces
    }
  }

  /// Shorter error messages; no helper text, then shorter ones.
  package var simplifications: [CommonFieldEvent] {
    switch self {
    case .errorSet(let message): Simpler.text(message).map { .errorSet($0) }
    case .helperTextChanged(let text):
      text.map { [.helperTextChanged(nil)] + Simpler.text($0).map { .helperTextChanged($0) } }
        ?? []
    case .errorRemoved, .enabledChanged, .readOnlyChanged, .supportingRowReservationChanged,
      .errorAnnouncementsChanged:
      []
    }
  }

  /// The common event of a canonical line ``scriptLine`` prints, or of the kit's older
  /// spellings (`set-error …`, `enable`, `disable`); `nil` for a vetoed line or any other,
  /// which may be one of the kind's own.
  package init?(scriptLine line: ScriptLine) {
    guard !line.isVetoed else { return nil }
    switch (line.verb, line.payload) {
    case ("set-error", _): self = .errorSet(line.text)
    case ("remove-error", nil): self = .errorRemoved
    case ("enable", nil): self = .enabledChanged(true)
    case ("disable", nil): self = .enabledChanged(false)
    case ("set-read-only", _):
      guard let isReadOnly = line.boolean else { return nil }
      self = .readOnlyChanged(isReadOnly)
    case ("set-helper", let text): self = .helperTextChanged(text)
    case ("set-reserve-row", _):
      guard let reserves = line.boolean else { return nil }
      self = .supportingRowReservationChanged(reserves)
    case ("set-announce-errors", _):
      guard let announces = line.boolean else { return nil }
      self = .errorAnnouncementsChanged(announces)
    default: return nil
    }
  }
}

extension FieldMachineEvent {
  /// The common event of a canonical line (``CommonFieldEvent/init(scriptLine:)``) as this
  /// kind's event; `nil` for a vetoed line or any other, which may be one of the kind's own.
  package static func common(of line: ScriptLine) -> Self? {
    CommonFieldEvent(scriptLine: line).map(common)
  }
}
