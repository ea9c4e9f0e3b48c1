extension ChartComponent where State: CommonFieldState {
  /// The reserved supporting row, which only heights and its own setting read: a component of
  /// every field's chart.
  package static var supportingRowReservation: ChartComponent {
    .flag(
      "reservesSupportingRow", events: ["supportingRowReservationChanged"],
      value: { $0.reservesSupportingRow }, set: { $0.reservesSupportingRow = $1 })
  }

  /// Error announcements, which only their own setting and `errorEvents`, the events that may
  /// show an error, read: a component of every field's chart.
  package static func errorAnnouncements(readBy errorEvents: Set<String>) -> ChartComponent {
    .flag(
      "announcesErrors", events: errorEvents.union(["errorAnnouncementsChanged"]),
      value: { $0.announcesErrors }, set: { $0.announcesErrors = $1 })
  }

  /// Enabling, which only its own setting and `enablingEvents`, the events whose transitions
  /// ask whether the field is enabled, read: a component of every field's chart. The other
  /// events find a disabled field inactive (its machine's invariant), as they find an enabled
  /// inactive one.
  package static func enabling(readBy enablingEvents: Set<String>) -> ChartComponent {
    .flag(
      "isEnabled", events: enablingEvents.union(["enabledChanged"]),
      value: { $0.isEnabled }, set: { $0.isEnabled = $1 })
  }
}
