extension PickerFieldMachine.Event: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .openRequested: 0
    case .rowSelected: 1
    case .doneTapped: 2
    case .clearTapped: 3
    case .manualTextEdited: 4
    case .returnPressed: 5
    case .closeRequested: 6
    case .keyboardWillShow: 7
    case .indexAssigned: 8
    case .manualIndexAssigned: 9
    case .textAssigned: 10
    case .dataAssigned: 11
    case .manualEntryCapabilityChanged: 12
    case .manualEntryOptionNameChanged: 13
    case .clearableChanged: 14
    case .common(let event): 15 + event.chartCaseNumber
    }
  }
}

extension PickerFieldMachine.Effect: ChartCaseNumbered {
  /// The case's position in the declaration, from 0: one switch, no reflection.
  package var chartCaseNumber: Int {
    switch self {
    case .didBeginEditing: 0
    case .didEndEditing: 1
    case .didSelectRow: 2
    case .cleared: 3
    case .didChangeText: 4
    case .errorCleared: 5
    case .errorShown: 6
    case .announceError: 7
    }
  }
}
