import FieldMachines
import FieldMachinesTesting
import Testing

/// Issue 14, class 9: nothing a user does to one form costs more than linear in what changed.
/// These tests assert facts that do not depend on time: results on huge inputs, and counts of
/// the work done (rule and condition evaluations). Speed lives in `fieldbench`'s scale rows.
@Suite struct ScaleAttacks {
  private func entryForm(_ count: Int) -> Form<AttackKey> {
    let form = Form<AttackKey>()
    for key in AttackKey.allCases.prefix(count) { form.add(EntryField(), for: key) }
    return form
  }

  @Test func aChangeSetOnTenThousandFieldsNamesExactlyTheFieldThatMoved() {
    let form = entryForm(10_000)
    let key = AttackKey.at(5_000)
    let hidden = form.changeSet { form.hide(key, when: Condition { _ in true }) }
    #expect(hidden.removed == [key] && hidden.removedIndexes == [5_000])
    #expect(hidden.inserted.isEmpty && hidden.resized.isEmpty)
    let shown = form.changeSet { form.hide(key, when: nil) }
    #expect(shown.inserted == [key] && shown.insertedIndexes == [5_000])
    #expect(shown.removed.isEmpty && shown.resized.isEmpty)
  }

  @Test func theLinearLayoutDiffAgreesWithTheNaiveOneOnRandomLayouts() {
    var random = SplitMix64(seed: 14)
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    for _ in 0..<200 {
      let keys = AttackKey.allCases.prefix(30)
      let old = keys.filter { _ in next(3) > 0 }.map { ($0, Double(40 + next(3))) }
      let new = keys.filter { _ in next(3) > 0 }.map { ($0, Double(40 + next(3))) }
      let before = FormLayout<AttackKey>(heights: old.map { (key: $0.0, height: $0.1) })
      let after = FormLayout<AttackKey>(heights: new.map { (key: $0.0, height: $0.1) })
      let changes = before.changes(to: after)
      var expected = LayoutChangeSet<AttackKey>()
      for (index, item) in before.items.enumerated() where after.item(item.key) == nil {
        expected.removed.append(item.key)
        expected.removedIndexes.append(index)
      }
      for (index, item) in after.items.enumerated() {
        if let previous = before.item(item.key) {
          if previous.height != item.height {
            expected.resized.append(item.key)
            expected.resizedIndexes.append(index)
          }
        } else {
          expected.inserted.append(item.key)
          expected.insertedIndexes.append(index)
        }
      }
      #expect(changes == expected)
    }
  }

  /// `Form.changeSet` compares the fields' slots, not their keys: on random operations (fields
  /// hidden and shown, errors set and removed, area text growing and shrinking, fields added
  /// and replaced) it names what comparing the layouts before and after names.
  @Test @MainActor func theSlotChangeSetAgreesWithComparingLayoutsOnRandomOperations() {
    var random = SplitMix64(seed: 16)
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let form = Form<AttackKey>()
    for position in 0..<20 {
      form.add(position % 3 == 0 ? AreaField() : EntryField(), for: .at(position))
    }
    var seen = (inserted: 0, removed: 0, resized: 0)
    for _ in 0..<300 {
      let before = form.layout()
      let changes = form.changeSet {
        for _ in 0..<next(4) {
          let key = AttackKey.at(next(30))
          switch next(5) {
          case 0: form.hide(key, when: next(2) == 0 ? Condition { _ in true } : nil)
          case 1: form.field(key)?.setError(withText: next(2) == 0 ? "Wrong" : nil)
          case 2:
            (form.field(key) as? AreaField)?.text = String(repeating: "line\n", count: next(4))
          case 3: form.add(next(2) == 0 ? AreaField() : EntryField(), for: key)
          default: form.field(key)?.removeErrorUI()
          }
        }
      }
      #expect(changes == before.changes(to: form.layout()))
      seen.inserted += changes.inserted.count
      seen.removed += changes.removed.count
      seen.resized += changes.resized.count
    }
    #expect(form.keys.count > 20)
    #expect(seen.inserted > 10 && seen.removed > 10 && seen.resized > 10)
  }

  @Test func oneHopOfNextOnTenThousandFieldsRunsOneFieldsRulesAndNoCondition() {
    let form = entryForm(10_000)
    let checks = CallCounter()
    let conditions = CallCounter()
    for key in form.keys {
      form.setRules(
        [
          .custom(id: "count") { _ in
            checks.count += 1
            return nil
          }
        ], for: key)
    }
    form.hide(
      .at(9_999),
      when: Condition { _ in
        conditions.count += 1
        return false
      })
    #expect(form.focus(.at(0)))
    checks.count = 0
    conditions.count = 0
    for hop in 1...50 {
      #expect(form.next() == .at(hop))
    }
    #expect(checks.count == 50)  // Each hop validates the field it leaves, and only that one.
    #expect(conditions.count == 0)  // No value changed.
    #expect(form.activeKey == .at(50))
    #expect(form.invariantViolations().isEmpty)
  }

  @Test(arguments: [300, 2_000])
  func aChainOfHideConditionsSettlesInLinearWork(length: Int) {
    let form = entryForm(length)
    form.conditionPolicy = ConditionPolicy(keepsHiddenValues: false)
    for key in form.keys { (form.field(key) as? EntryField)?.text = "x" }
    let evaluations = CallCounter()
    for index in 1..<length {
      let previous = AttackKey.at(index - 1)
      form.hide(
        .at(index),
        when: Condition { values in
          evaluations.count += 1
          return values.isEmpty(previous)
        })
    }
    evaluations.count = 0
    try? form.setValue(.text(""), for: .at(0))
    #expect(form.keys.filter { form.isHidden($0) }.count == length - 1)
    #expect(form.values(includeHidden: true).values.allSatisfy { $0 == .text("") })
    // One pass hides the whole chain, a second finds nothing left to do.
    #expect(evaluations.count <= 2 * (length - 1))
  }

  @Test func aValueChangeRevalidatesOnlyTheFieldsThatDependOnIt() {
    let form = entryForm(2_000)
    let checks = CallCounter()
    for key in form.keys {
      form.setRules(
        [
          .custom(id: "count") { _ in
            checks.count += 1
            return nil
          }
        ], for: key)
    }
    form.setRules(
      [
        .custom(id: "dependent", dependencies: [.at(0)]) { _ in
          checks.count += 1
          return nil
        }
      ], for: .at(1_999))
    form.validate()
    checks.count = 0
    let source = form.field(.at(0)) as? EntryField
    source?.tap()
    for _ in 0..<20 { source?.typeText("a") }
    #expect(checks.count == 20)  // The one dependent, once per keystroke; no other field.
  }

  @Test func theCharacterCountKeptWhileTypingAlwaysMatchesCountingTheText() {
    let pieces = [
      "a", "e", "\u{301}", "\u{308}", "🇫", "🇷", "\r", "\n", "\r\n", "👩", "\u{200D}", "💻", "🏽",
      "한", "\u{1100}", "\u{1161}", "\u{11A8}", "क", "\u{94D}", "ष", " ", "é", "x\u{301}y",
    ]
    var random = SplitMix64(seed: 14)
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    for _ in 0..<40 {
      let field = AreaField()
      field.maxLength = 10
      field.tap()
      for _ in 0..<60 {
        switch next(10) {
        case 0, 1: field.deleteBackward()
        case 2: field.replaceText(with: pieces[next(pieces.count)] + pieces[next(pieces.count)])
        default: field.typeText(pieces[next(pieces.count)] + (next(4) == 0 ? "\u{301}" : ""))
        }
        let state = field.machine.state
        #expect(state.characterCount == state.text.count, "\(state.text.debugDescription)")
        #expect(state.isOverMaxLength == (state.text.count > 10))
      }
    }
  }

  @Test func keystrokesIntoAMegabyteOfTextKeepTheCounterAndTheLimitExact() {
    let form = Form<AttackKey>()
    let field = EntryField()
    form.add(field, for: .at(0))
    form.setRules([.maxLength(100_001)], for: .at(0), timing: .onChange)
    field.maxLength = 100_001
    field.text = String(repeating: "abcd\u{E9}fghi\n", count: 10_000) + "é"
    field.tap()
    for index in 0..<200 {
      if index % 4 == 3 { field.deleteBackward() } else { field.typeText("e\u{301}") }
    }
    let expected = 100_001 + 150 - 50
    #expect(field.machine.state.characterCount == expected)
    #expect(field.machine.state.counterText == "\(expected)/100001")
    #expect(field.hasError)
    #expect(form.validity(of: .at(0)).isInvalid)
  }

  @Test func theLineCountOfHugeTextIsExact() {
    let paragraph = String(repeating: "The quick brown fox. ", count: 10)  // 210 characters.
    let text = String(repeating: paragraph + "\n", count: 20_000)
    #expect(LineBreakMeasurer().lineCount(of: text) == 20_001)
    // 210 × 9 / 300 = 6.3 → 7 lines per paragraph, and one for the empty last paragraph.
    #expect(LineBreakMeasurer(width: 300).lineCount(of: text) == 20_000 * 7 + 1)
    let area = AreaField()
    area.text = text
    #expect(area.lineCount == 20_001)
    area.textMeasurer = LineBreakMeasurer(width: 300)
    #expect(area.lineCount == 140_001)
    area.text = "one"
    #expect(area.lineCount == 1)
  }

  @Test func theFastLineCountAgreesWithCountingCharactersOnRandomText() {
    let pieces = [
      "a", "bc", " ", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}",
      "é", "e\u{301}", "\u{301}", "\n\u{301}", "🇫🇷", "👩‍💻", "中文", "\u{E2}", "\u{2027}",
    ]
    var random = SplitMix64(seed: 14)
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    for _ in 0..<300 {
      let text = (0..<next(40)).map { _ in pieces[next(pieces.count)] }.joined()
      for width in [nil, 20.0, 45.0] {
        let measurer = LineBreakMeasurer(width: width, averageCharacterWidth: 9)
        let reference = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
          .map { paragraph -> Int in
            guard let width, !paragraph.isEmpty else { return 1 }
            return max(Int((Double(paragraph.count) * 9 / width).rounded(.up)), 1)
          }
          .reduce(0, +)
        #expect(measurer.lineCount(of: text) == reference, "\(text.debugDescription) \(width ?? 0)")
      }
    }
  }
}
