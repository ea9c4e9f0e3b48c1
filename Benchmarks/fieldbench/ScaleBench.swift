import FieldMachines

/// The scale rows: what one user action costs on a big form or a big text. Each case reports
/// ns per action (and its ratio to the floor) and the size that makes it big; a cost that grows
/// with the form or the text, not with what changed, shows up here first.
@MainActor
enum ScaleBench {
  /// One measured case: its name, ns per action, how many actions were timed, and a note.
  struct Case {
    var name: String
    var nanosecondsPerAction: Double
    var actions: Int
    var note: String
  }

  static func cases() -> [Case] {
    [conditionChain(), keystrokesIntoLongEntry(), areaHeight(), nextHop(), changeSet()]
  }

  /// The names of the cases, in the order ``cases()`` runs them.
  static let names = [
    "hide-condition chain, 300 fields", "keystroke into a 1 MB entry (maxLength)",
    "AreaField height, 100 MB of text", "next(), 10,000 fields", "changeSet, 10,000 fields",
  ]

  /// `changeSet` around hiding one field of a 10,000-field form.
  static func changeSet() -> Case {
    let form = entryForm(fields: 10_000)
    var hidden = false
    let key = BenchKey.allCases[5_000]
    let runs = 4
    var inserted = 0
    let ns = time(runs) {
      hidden.toggle()
      let hide = hidden
      let changes = form.changeSet { form.hide(key, when: Condition { _ in hide }) }
      inserted += changes.inserted.count + changes.removed.count
    }
    return Case(
      name: "changeSet, 10,000 fields", nanosecondsPerAction: ns, actions: runs,
      note: "hide or show one field; \(inserted) rows moved over \(runs) runs")
  }

  /// `next()` hops through a 10,000-field form of required entry fields.
  static func nextHop() -> Case {
    let form = entryForm(fields: 10_000)
    for key in form.keys { form.setRules([.required()], for: key) }
    _ = form.focus(BenchKey.allCases[0])
    let hops = 500
    let ns = time(hops) { form.next() }
    return Case(
      name: "next(), 10,000 fields", nanosecondsPerAction: ns, actions: hops,
      note:
        "one hop, ending and validating the field left; now on \(form.activeKey?.position ?? -1)")
  }

  /// A chain of 300 hide conditions (each field hidden while the one before is empty; hidden
  /// fields are emptied), all flipped by clearing the first field. Each run builds a fresh form
  /// untimed and times the one change.
  static func conditionChain() -> Case {
    let count = 300
    let runs = 10
    var hiddenTotal = 0
    var total = 0.0
    for _ in 0..<runs {
      let form = entryForm(fields: count)
      form.conditionPolicy = ConditionPolicy(keepsHiddenValues: false)
      for key in form.keys { (form.field(key) as? EntryField)?.text = "x" }
      for index in 1..<count {
        let previous = BenchKey.allCases[index - 1]
        form.hide(BenchKey.allCases[index], when: .isEmpty(previous))
      }
      total += time(1) { try? form.setValue(.text(""), for: BenchKey.allCases[0]) }
      hiddenTotal += form.keys.filter { form.isHidden($0) }.count
    }
    return Case(
      name: "hide-condition chain, 300 fields", nanosecondsPerAction: total / Double(runs),
      actions: runs, note: "one value change hides the whole chain; \(hiddenTotal / runs) hidden")
  }

  /// 200 keystrokes into an active entry field holding 1 MB of text, with `maxLength`, in a form
  /// that validates `maxLength` on change.
  static func keystrokesIntoLongEntry() -> Case {
    let form = entryForm(fields: 1)
    let key = BenchKey.allCases[0]
    form.setRules([.maxLength(2_000_000)], for: key)
    form.setTiming(.onChange, for: key)
    guard let field = form.field(key) as? EntryField else {
      return Case(name: "keystroke", nanosecondsPerAction: .nan, actions: 0, note: "no field")
    }
    field.maxLength = 2_000_000
    field.text = String(repeating: "abcdéfghi\n", count: 100_000)
    field.tap()
    let keystrokes = 200
    var index = 0
    let ns = time(keystrokes) {
      index += 1
      if index % 4 == 0 { field.deleteBackward() } else { field.typeText("é") }
    }
    return Case(
      name: "keystroke into a 1 MB entry (maxLength)", nanosecondsPerAction: ns,
      actions: keystrokes,
      note: "\(keystrokes) keystrokes; counter \(field.machine.state.counterText ?? "-")")
  }

  /// The height of an area field holding 100 MB of text, wrapping at a width.
  static func areaHeight() -> Case {
    let area = AreaField(placeholder: "Notes")
    area.textMeasurer = LineBreakMeasurer(width: 300)
    let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 22)
    area.text = String(repeating: paragraph + "\n", count: 100_000_000 / (paragraph.utf8.count + 1))
    var height = 0.0
    let ns = time(1) { height = area.height }
    return Case(
      name: "AreaField height, 100 MB of text", nanosecondsPerAction: ns, actions: 1,
      note: "\(area.text?.utf8.count ?? 0) bytes, height \(height)")
  }

  private static func entryForm(fields count: Int) -> Form<BenchKey> {
    let form = Form<BenchKey>()
    for key in BenchKey.allCases.prefix(count) {
      form.add(EntryField(placeholder: "Field \(key.position)"), for: key)
    }
    return form
  }

  private static func time(_ actions: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<actions { body() }
    return start.duration(to: clock.now).nanoseconds / Double(max(actions, 1))
  }
}
