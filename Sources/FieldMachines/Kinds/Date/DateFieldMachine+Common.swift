extension DateFieldMachine.Event: CommonFieldEvent {}

extension DateFieldMachine.State: CommonFieldState {
  /// The error shown: the app's, or the one typed entry or a range pair set.
  package var shownError: ErrorState { error }
}
