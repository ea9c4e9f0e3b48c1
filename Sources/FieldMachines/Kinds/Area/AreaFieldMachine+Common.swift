extension AreaFieldMachine.Event {
  /// The ``common(_:)`` case's event; `nil` for the text events.
  package var common: CommonFieldEvent? {
    guard case .common(let event) = self else { return nil }
    return event
  }
}
