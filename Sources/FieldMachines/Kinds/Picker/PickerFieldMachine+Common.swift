extension PickerFieldMachine.Event: CommonFieldEvent {}

extension PickerFieldMachine.State: CommonFieldState {
  /// The error shown: the app's.
  package var shownError: ErrorState { error }
}
