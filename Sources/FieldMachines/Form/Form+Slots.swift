extension Form {
  /// The slot of `key`'s field, or `nil` when it has none.
  func formSlot(of key: Key) -> FormSlot? {
    statuses.slot(of: key).map(FormSlot.init)
  }

  /// The key of the field in `slot`, a slot the form handed out.
  func key(of slot: FormSlot) -> Key {
    statuses.keys[slot.index]
  }

  /// What the form's machine knows of `key`'s field, or `nil` when it has none.
  func fieldState(of key: Key) -> FormMachine<FormSlot>.FieldState? {
    formSlot(of: key).flatMap { machine.state.fields[$0] }
  }

  /// `validity`, a field's outcome as the machine keeps it, with each failure's key.
  func keyed(_ validity: Validity<FormSlot>) -> Validity<Key> {
    validity.mapKeys { key(of: $0) }
  }
}
