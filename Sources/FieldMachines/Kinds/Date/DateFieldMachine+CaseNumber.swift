extension DateFieldMachine.Event: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .openRequested: 0
    case .dateScrolled: 1
    case .doneTapped: 2
    case .clearTapped: 3
    case .closeRequested: 4
    case .keyboardWillShow: 5
    case .dateAssigned: 6
    case .minimumDateChanged: 7
    case .maximumDateChanged: 8
    case .defaultDateChanged: 9
    case .clearableChanged: 10
    case .errorSet: 11
    case .errorRemoved: 12
    case .enabledChanged: 13
    case .typingRequested: 14
    case .draftEdited: 15
    case .typedDateCommitted: 16
    case .typedDateResigned: 17
    case .wheelRequested: 18
    case .rangeOrderChecked: 19
    case .entryOptionsChanged: 20
    case .readOnlyChanged: 21
    case .helperTextChanged: 22
    case .supportingRowReservationChanged: 23
    case .errorAnnouncementsChanged: 24
    }
  }
}

extension DateFieldMachine.Effect: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .didBeginEditing: 0
    case .didEndEditing: 1
    case .dateChanged: 2
    case .cleared: 3
    case .errorCleared: 4
    case .errorShown: 5
    case .announceError: 6
    }
  }
}
