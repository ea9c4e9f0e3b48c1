extension AreaFieldMachine.Event: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .beginRequested: 0
    case .textEdited: 1
    case .clearTapped: 2
    case .endRequested: 3
    case .textAssigned: 4
    case .maxLengthChanged: 5
    case .lengthLimitPolicyChanged: 6
    case .overflowMessageChanged: 7
    case .common(let event): 8 + event.chartCaseNumber
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
