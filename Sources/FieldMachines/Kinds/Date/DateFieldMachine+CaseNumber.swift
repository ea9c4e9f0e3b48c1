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
    case .typingRequested: 11
    case .draftEdited: 12
    case .typedDateCommitted: 13
    case .typedDateResigned: 14
    case .wheelRequested: 15
    case .rangeOrderChecked: 16
    case .entryOptionsChanged: 17
    case .common(let event): 18 + event.chartCaseNumber
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
