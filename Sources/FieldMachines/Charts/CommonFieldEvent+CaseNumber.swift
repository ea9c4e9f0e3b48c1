extension CommonFieldEvent: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection. A kind's event
  /// numbers its ``FieldMachineEvent/common(_:)`` case's values after its own cases, by this.
  package var chartCaseNumber: Int {
    switch self {
    case .errorSet: 0
    case .errorRemoved: 1
    case .enabledChanged: 2
    case .readOnlyChanged: 3
    case .helperTextChanged: 4
    case .supportingRowReservationChanged: 5
    case .errorAnnouncementsChanged: 6
    }
  }
}
