/// The statuses of a form's fields in one array, so a pass over every field (validate-all)
/// reaches each status by its slot, in key order, without hashing a key.
///
/// A field's slot is fixed when it is added; ``orderedSlots`` lists the slots in
/// `Key.allCases` order. Reaching a status through a key costs one lookup of its slot.
struct FormFieldTable<Key: FormKey> {
  /// The statuses, in the order the fields were first added.
  private var statuses: [FormFieldStatus<Key>] = []
  /// The slots, in `Key.allCases` order.
  private(set) var orderedSlots: [Int] = []
  /// The key of each slot.
  private(set) var keys: [Key] = []
  private var slots: [Key: Int] = [:]

  /// The slot of `key`, or `nil` when it has no field.
  func slot(of key: Key) -> Int? { slots[key] }

  /// The status in `slot`, a slot this table handed out.
  subscript(slot slot: Int) -> FormFieldStatus<Key> { statuses[slot] }

  /// The status of `key`'s field, or `nil` when it has none.
  subscript(key: Key) -> FormFieldStatus<Key>? { slots[key].map { statuses[$0] } }

  /// Stores `status` as the status of the field in `slot`, which it replaces.
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
