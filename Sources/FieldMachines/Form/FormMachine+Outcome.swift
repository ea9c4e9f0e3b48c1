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
    guard let place = fields.place(of: key) else { return nil }
    return fields[place: place].isHidden
  }

  /// ``isHidden(_:)``, with `key` looked for first at `expected` (see
  /// ``FieldStates/place(of:expected:)``).
  package func isHidden(_ key: Key, expected: Int) -> Bool? {
    guard let place = fields.place(of: key, expected: expected) else { return nil }
    return fields[place: place].isHidden
  }
}
