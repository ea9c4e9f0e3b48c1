import FieldMachines
import FieldMachinesTesting
import Testing

/// Class 6 of issue 14: a pick is a value, not an index. Changing `data` under an open or
/// closed picker never turns the user's pick into another row, and one field object cannot
/// serve two keys of a form.
@Suite @MainActor struct PickAttacks {
  private final class Calls: PickerFieldDelegate {
    var log: [String] = []
    func pickerFieldDidBeginEditing(_ view: PickerField) { log.append("begin") }
    func pickerFieldDidEndEditing(_ view: PickerField) { log.append("end") }
  }

  private func openOnBanana() -> PickerField {
    let picker = PickerField(data: ["Apple", "Banana", "Cherry"])
    picker.tap()
    picker.selectRow(1)
    return picker
  }

  @Test func fewerRowsKeepBananaOnDone() {
    let picker = openOnBanana()
    picker.data = ["Banana", "Cherry"]
    #expect(picker.indexSelected == 0)
    picker.tapDone()
    #expect(picker.text == "Banana")
  }

  @Test func reorderedRowsKeepBananaOnDone() {
    let picker = openOnBanana()
    picker.data = ["Cherry", "Apple", "Durian", "Banana"]
    #expect(picker.indexSelected == 3)
    #expect(picker.machine.state.displayText == "Banana")
    picker.tapDone()
    #expect(picker.text == "Banana")
  }

  @Test func aPickWhoseRowIsGoneIsDroppedWithOneEndAndTheValueKept() {
    let picker = openOnBanana()
    let calls = Calls()
    picker.delegate = calls
    picker.data = ["Apple", "Cherry"]
    #expect(!picker.isActive, "the open picker closes: done could only commit another row")
    #expect(calls.log == ["end"])
    #expect(picker.text == "Banana", "what the user picked stays the value")
    #expect(picker.machine.invariantViolations() == [])
  }

  @Test func aClosedPickersWheelFollowsItsValue() {
    let picker = PickerField(data: ["Apple", "Banana", "Cherry"])
    picker.setIndexTo(1)
    picker.data = ["Banana", "Apple", "Cherry"]
    #expect(picker.indexSelected == 0)
    picker.tap()
    picker.tapDone()
    #expect(picker.text == "Banana")
  }

  @Test func losingManualEntryWhileTypingDropsThePickInsteadOfTakingAnotherRow() {
    let picker = PickerField(data: ["Apple"])
    picker.isManualEntryCapable = true
    picker.tap()
    picker.selectRow(1)
    picker.typeText("Kiwi")
    picker.isManualEntryCapable = false
    #expect(!picker.isActive)
    picker.tapDone()
    #expect(picker.text == nil, "not Apple, the row the wheel falls back to")
  }

  @Test func aPickWhoseRowIsGoneMovesToManualEntryWithItsValue() {
    let picker = PickerField(data: ["Apple", "Banana"])
    picker.isManualEntryCapable = true
    picker.tap()
    picker.selectRow(1)
    picker.data = ["Apple"]
    #expect(picker.isOnManualEntry)
    #expect(picker.machine.state.manualText == "Banana")
    picker.tapDone()
    #expect(picker.text == "Banana")
  }

  /// Whatever rows arrive while the picker is open, done commits the row the user picked (or
  /// the pick was dropped with its row), never another row.
  @Test func aPickSurvivesRandomDataChanges() {
    let pool = ["Apple", "Banana", "Cherry", "Durian", "Elder", "Fig"]
    var rng = SplitMix64(seed: 0x9_1C)
    for _ in 0..<2_000 {
      let data = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 1...6, using: &rng)))
      let picker = PickerField(data: data)
      picker.isManualEntryCapable = Bool.random(using: &rng)
      var log = ["data \(data) manual \(picker.isManualEntryCapable)"]
      picker.tap()
      let row = Int.random(in: 0..<data.count, using: &rng)
      let before = picker.text
      picker.selectRow(row)
      let picked = data[row]
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        picker.data = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng)))
        log.append(
          "\(picker.data) → \(picker.machine.state.mode) \(picker.machine.state.selection)")
        #expect(picker.machine.invariantViolations() == [])
      }
      picker.tapDone()
      #expect(
        picker.text == picked || picker.text == before,
        "row \(row) \(log) text \(String(describing: picker.text)): the pick or dropped")
    }
  }

  private enum Key: CaseIterable, Hashable, Sendable { case a, b }

  @Test func oneFieldUnderTwoKeysIsRefused() throws {
    let shared = EntryField()
    #expect(throws: FormSetupError.duplicateField(Key.b, alreadyUnder: .a)) {
      _ = try Form<Key>(fields: [.a: shared, .b: shared])
    }
    let form = Form<Key>(clock: ManualValidationClock())
    form.add(shared, for: .a)
    form.add(shared, for: .b)
    #expect(form.keys == [.a])
    #expect(form.key(of: shared) == .a)
    shared.text = "kept"
    form.hide(.b, when: !.isEmpty(.a))
    #expect(shared.text == "kept", "no other key's condition reaches the field")
    let other = EntryField()
    form.add(other, for: .b)
    form.add(EntryField(), for: .a)
    form.add(shared, for: .b)
    #expect(form.key(of: shared) == .b, "a replaced field may join again under another key")
    #expect(form.key(of: other) == nil)
  }
}
