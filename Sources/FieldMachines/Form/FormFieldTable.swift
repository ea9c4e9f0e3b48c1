/// The statuses and rules of a form's fields in arrays, so a pass over every field (validate-all)
/// reaches each status by its slot, in key order, without hashing a key.
///
/// A field's slot is fixed when it is added; ``orderedSlots`` lists the slots in
/// `Key.allCases` order. Reaching a status through a key costs one lookup of its slot.
struct FormFieldTable<Key: FormKey> {
  /// The statuses, in the order the fields were first added.
  private var statuses: [FormFieldStatus] = []
  /// The rules of each slot.
  private var ruleSets: [RuleSet<Key>] = []
  /// The slots, in `Key.allCases` order.
  private(set) var orderedSlots: [Int] = []
  /// The key of each slot.
  private(set) var keys: [Key] = []
  /// The slots whose field's text may change without a transition
  /// (``FormFieldAdapter/textChangesWithoutTransition``: date fields), in no particular order.
  private(set) var formattedSlots: [Int] = []
  private var slots: [Key: Int] = [:]
  /// What a validation reads of each slot first, packed (see ``FormFieldEntry``).
  private(set) var entries: [FormFieldEntry] = []

  /// How many slots were handed out: the slot the next new key gets.
  var count: Int { statuses.count }

  /// The slot of `key`, or `nil` when it has no field.
  func slot(of key: Key) -> Int? { slots[key] }

  /// The status in `slot`, a slot this table handed out.
  subscript(slot slot: Int) -> FormFieldStatus { statuses[slot] }

  /// The status of `key`'s field, or `nil` when it has none.
  subscript(key: Key) -> FormFieldStatus? { slots[key].map { statuses[$0] } }

  /// The rules of the field in `slot`, a slot this table handed out.
  func rules(in slot: Int) -> RuleSet<Key> { ruleSets[slot] }

  /// Sets the rules of the field in `slot`, with `values`, the rules as values when they are
  /// (see ``FormFieldStatus/ruleValues``).
  mutating func setRules(_ rules: RuleSet<Key>, values: [RuleValue]?, in slot: Int) {
    ruleSets[slot] = rules
    statuses[slot].ruleValues = values
    entries[slot].keptFailures = nil
    if let values {
      entries[slot].keepsFailures =
        !statuses[slot].adapter.textChangesWithoutTransition
        || !values.contains { $0.check.readsText }
    } else {
      entries[slot].keepsFailures = false
    }
  }

  /// Keeps `failures`, found by the rules of `slot` just now, if that slot's failures may be
  /// kept.
  mutating func keep(_ failures: [ValidationFailure<FormSlot>], in slot: Int) {
    if entries[slot].keepsFailures { entries[slot].keptFailures = failures }
  }

  /// Forgets the failures kept for the field in `slot`: its value changed.
  mutating func forgetFailures(in slot: Int) {
    entries[slot].keptFailures = nil
  }

  /// Forgets every kept failure: the form's messages changed.
  mutating func forgetAllFailures() {
    for slot in entries.indices { entries[slot].keptFailures = nil }
  }

  /// Stores `status` as the status of the field in `slot`, which it replaces, without rules.
  mutating func replace(_ status: FormFieldStatus, in slot: Int) {
    if statuses[slot].adapter.textChangesWithoutTransition {
      formattedSlots.removeAll { $0 == slot }
    }
    statuses[slot] = status
    ruleSets[slot] = RuleSet()
    entries[slot] = FormFieldEntry(isEnabled: status.adapter.isEnabled)
    if status.adapter.textChangesWithoutTransition { formattedSlots.append(slot) }
  }

  /// Stores the status of a new key in a new slot, placed at `order` among ``orderedSlots``.
  mutating func append(_ status: FormFieldStatus, for key: Key, at order: Int) {
    let slot = statuses.count
    statuses.append(status)
    ruleSets.append(RuleSet())
    entries.append(FormFieldEntry(isEnabled: status.adapter.isEnabled))
    keys.append(key)
    slots[key] = slot
    orderedSlots.insert(slot, at: order)
    if status.adapter.textChangesWithoutTransition { formattedSlots.append(slot) }
  }

  /// Records whether the field in `slot` is enabled, as its last transition reported.
  /// Returns whether that changed it.
  @discardableResult
  mutating func setEnabled(_ isEnabled: Bool, in slot: Int) -> Bool {
    guard entries[slot].isEnabled != isEnabled else { return false }
    entries[slot].isEnabled = isEnabled
    return true
  }

  /// Runs `change` on the status in `slot`, which may give it asynchronous state (rules, a
  /// check, a value for the model), and notes whether it has some (see
  /// ``FormFieldEntry/mayHaveAsyncState``): every such change goes through here.
  mutating func changeAsyncState<Result>(
    in slot: Int, _ change: (FormFieldStatus) -> Result
  ) -> Result {
    let status = statuses[slot]
    let result = change(status)
    entries[slot].mayHaveAsyncState = status.hasAsyncState
    return result
  }
}
