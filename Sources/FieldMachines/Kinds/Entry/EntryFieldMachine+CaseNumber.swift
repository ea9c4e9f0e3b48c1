extension EntryFieldMachine.Event: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .beginRequested: 0
    case .textEdited: 1
    case .returnPressed: 2
    case .clearTapped: 3
    case .visibilityToggled: 4
    case .endRequested: 5
    case .textAssigned: 6
    case .errorSet: 7
    case .errorRemoved: 8
    case .enabledChanged: 9
    case .readOnlyChanged: 10
    case .helperTextChanged: 11
    case .supportingRowReservationChanged: 12
    case .maxLengthChanged: 13
    case .lengthLimitPolicyChanged: 14
    case .overflowMessageChanged: 15
    case .secureTextEntryChanged: 16
    case .errorAnnouncementsChanged: 17
    }
  }
}

extension EntryFieldMachine.Effect: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .didBeginEditing: 0
    case .didEndEditing: 1
    case .didChangeText: 2
    case .didReturn: 3
    case .errorCleared: 4
    case .errorShown: 5
    case .announceError: 6
    case .textVisibilityChanged: 7
    }
  }
}
