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
    case .maxLengthChanged: 7
    case .lengthLimitPolicyChanged: 8
    case .overflowMessageChanged: 9
    case .secureTextEntryChanged: 10
    case .common(let event): 11 + event.chartCaseNumber
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
