extension FormMachine {
  /// Applies ``Event/validated(_:_:isIncluded:)`` for `key` as ``handle(_:)`` does, without
  /// building the event: the same transition, for validate-all, which records an outcome for
  /// every field and has no step observer to show the event to.
  package mutating func recordValidated(
    _ key: Key, _ validity: Validity<Key>, isIncluded: Bool
  ) -> Effects<Effect> {
    var guards = NoGuardRecorder()
    return validated(key, validity, isIncluded: isIncluded, &guards)
  }
}

extension FormMachine.State {
  /// Whether the field under `key` is hidden, or `nil` when it has no status; read in place,
  /// without copying the status (its outcome and message).
  package func isHidden(_ key: Key) -> Bool? {
    guard let index = fields.index(forKey: key) else { return nil }
    return fields.values[index].isHidden
  }
}
