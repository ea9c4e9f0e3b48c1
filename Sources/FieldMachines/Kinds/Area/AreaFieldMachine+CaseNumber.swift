extension AreaFieldMachine.Event: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .beginRequested: 0
    case .textEdited: 1
    case .clearTapped: 2
    case .endRequested: 3
    case .textAssigned: 4
    case .errorSet: 5
    case .errorRemoved: 6
    case .enabledChanged: 7
    case .readOnlyChanged: 8
    case .helperTextChanged: 9
    case .supportingRowReservationChanged: 10
    case .maxLengthChanged: 11
    case .lengthLimitPolicyChanged: 12
    case .overflowMessageChanged: 13
    case .errorAnnouncementsChanged: 14
    }
  }
}

extension AreaFieldMachine.Effect: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .didBeginEditing: 0
    case .didEndEditing: 1
    case .didChangeText: 2
    case .errorCleared: 3
    case .errorShown: 4
    case .announceError: 5
    }
  }
}
