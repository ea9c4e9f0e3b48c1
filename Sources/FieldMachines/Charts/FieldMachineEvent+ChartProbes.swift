extension FieldMachineEvent {
  /// The configuration every field kind has, each way: enabling, read-only, the helper text and
  /// the reserved row, in the order every chart was recorded with.
  package static var settingProbes: [ChartProbe<Self>] {
    [
      ChartProbe(.enabledChanged(false), script: "set enabled false"),
      ChartProbe(.enabledChanged(true), script: "set enabled true"),
      ChartProbe(.readOnlyChanged(true), script: "set read-only true"),
      ChartProbe(.readOnlyChanged(false), script: "set read-only false"),
      ChartProbe(.helperTextChanged("Hint"), script: "set helper Hint"),
      ChartProbe(.helperTextChanged(""), script: "set helper \"\""),
      ChartProbe(.supportingRowReservationChanged(true), script: "set reserve-row true"),
      ChartProbe(.supportingRowReservationChanged(false), script: "set reserve-row false"),
    ]
  }

  /// Error announcements turned off, then on again: every chart's last probes.
  package static var announcementProbes: [ChartProbe<Self>] {
    [
      ChartProbe(.errorAnnouncementsChanged(false), script: "set announce-errors false"),
      ChartProbe(.errorAnnouncementsChanged(true), script: "set announce-errors true"),
    ]
  }
}
