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
  /// Each slot's failures from its last check of rules (empty when they passed), kept while
  /// they cannot change: until the field's value or its rules change (see
  /// ``forgetFailures(of:)``); `nil` when none are kept. Stored only where ``keepsFailures``.
  private var keptFailures: [[ValidationFailure<FormSlot>]?] = []
  /// Whether each slot's failures may be kept: its rules are values (no closure reads anything
  /// else), and if its field's text changes without a transition (a date field's format), none
  /// reads the text.
  private var keepsFailures: [Bool] = []

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
    keptFailures[slot] = nil
    if let values {
      keepsFailures[slot] =
        !statuses[slot].adapter.textChangesWithoutTransition
        || !values.contains { $0.check.readsText }
    } else {
      keepsFailures[slot] = false
    }
  }

  /// The failures the rules of `slot` found when last checked, if they are kept and still
  /// hold (the form checks that its messages answer alike every time).
  func keptFailures(in slot: Int) -> [ValidationFailure<FormSlot>]? { keptFailures[slot] }

  /// Keeps `failures`, found by the rules of `slot` just now, if that slot's failures may be
  /// kept.
  mutating func keep(_ failures: [ValidationFailure<FormSlot>], in slot: Int) {
    if keepsFailures[slot] { keptFailures[slot] = failures }
  }

  /// Forgets the failures kept for `key`'s field: its value changed.
  mutating func forgetFailures(of key: Key) {
    if let slot = slots[key] { keptFailures[slot] = nil }
  }

  /// Forgets every kept failure: the form's messages changed.
  mutating func forgetAllFailures() {
    for slot in keptFailures.indices { keptFailures[slot] = nil }
  }

  /// Stores `status` as the status of the field in `slot`, which it replaces, without rules.
  mutating func replace(_ status: FormFieldStatus, in slot: Int) {
    if statuses[slot].adapter.textChangesWithoutTransition {
      formattedSlots.removeAll { $0 == slot }
    }
    statuses[slot] = status
    ruleSets[slot] = RuleSet()
    keptFailures[slot] = nil
    keepsFailures[slot] = true
    if status.adapter.textChangesWithoutTransition { formattedSlots.append(slot) }
  }

  /// Stores the status of a new key in a new slot, placed at `order` among ``orderedSlots``.
  mutating func append(_ status: FormFieldStatus, for key: Key, at order: Int) {
    let slot = statuses.count
    statuses.append(status)
    ruleSets.append(RuleSet())
    keptFailures.append(nil)
    keepsFailures.append(true)
    keys.append(key)
    slots[key] = slot
    orderedSlots.insert(slot, at: order)
    if status.adapter.textChangesWithoutTransition { formattedSlots.append(slot) }
  }
}
