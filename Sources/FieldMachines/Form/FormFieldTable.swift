/// The statuses of a form's fields in one array, so a pass over every field (validate-all)
/// reads and writes each status in place, in key order, without hashing a key.
///
/// A field's slot is fixed when it is added; ``orderedSlots`` lists the slots in
/// `Key.allCases` order. Reading or writing through a key costs one lookup of its slot; either
/// way a write such as `table[key]?.validity = .valid` changes the status in place, without
/// copying it.
@MainActor
struct FormFieldTable<Key: FormKey> {
  /// The statuses, in the order the fields were first added; never `nil` once added.
  private var statuses: [FormFieldStatus<Key>?] = []
  /// The slots, in `Key.allCases` order.
  private(set) var orderedSlots: [Int] = []
  /// The key of each slot.
  private(set) var keys: [Key] = []
  private var slots: [Key: Int] = [:]

  /// The slot of `key`, or `nil` when it has no field.
  func slot(of key: Key) -> Int? { slots[key] }

  /// The status in `slot`, read and written in place.
  subscript(slot slot: Int) -> FormFieldStatus<Key>? {
    _read { yield statuses[slot] }
    _modify { yield &statuses[slot] }
  }

  /// The status of `key`'s field, read and written in place; `nil` when it has none, and
  /// writing to a key without a field does nothing.
  subscript(key: Key) -> FormFieldStatus<Key>? {
    _read {
      if let slot = slots[key] {
        yield statuses[slot]
      } else {
        yield nil
      }
    }
    _modify {
      if let slot = slots[key] {
        yield &statuses[slot]
      } else {
        var missing: FormFieldStatus<Key>?
        yield &missing
      }
    }
  }

  /// Runs `body` on the status in `slot` in place, without copying it; `body` must not call
  /// back into the form. Returns `nil` when the slot is empty.
  mutating func inPlace<T>(_ slot: Int, _ body: (inout FormFieldStatus<Key>) -> T) -> T? {
    statuses[slot]?.apply(body)
  }

  /// Stores `status` as the status of `key` in the slot of the field it replaces.
  mutating func replace(_ status: FormFieldStatus<Key>, in slot: Int) {
    statuses[slot] = status
  }

  /// Stores the status of a new key in a new slot, placed at `order` among ``orderedSlots``.
  mutating func append(_ status: FormFieldStatus<Key>, for key: Key, at order: Int) {
    let slot = statuses.count
    statuses.append(status)
    keys.append(key)
    slots[key] = slot
    orderedSlots.insert(slot, at: order)
  }
}
