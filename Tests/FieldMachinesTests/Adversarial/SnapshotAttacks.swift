import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Class 5 of issue 14: snapshot → JSON → restore reproduces every observable property of
/// every field and of the form, and a snapshot no form could have produced is refused. Off the
/// main actor, so its random round trips go in parallel with the other suites.
@Suite struct SnapshotAttacks {
  private enum Key: String, CaseIterable, Hashable, Sendable { case name, password, day, fruit }

  /// 2024-03-05 15:00:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_709_650_800)

  private final class Fixture {
    let form = Form<Key>(clock: ManualValidationClock())
    let name = EntryField()
    let password = EntryField()
    let day = DateField(now: { SnapshotAttacks.now })
    let fruit = PickerField(data: ["Apple", "Banana"])

    init() {
      name.maxLength = 3
      password.isSecureTextEntry = true
      day.timeZone = TimeZone(identifier: "UTC") ?? .gmt
      day.minimumDate = SnapshotAttacks.now.addingTimeInterval(-86_400 * 30)
      form.add(name, for: .name)
      form.add(password, for: .password)
      form.add(day, for: .day)
      form.add(fruit, for: .fruit)
    }
  }

  /// Encodes, decodes and restores `fixture`'s snapshot into a fresh fixture; expects every
  /// observable property to match.
  private func roundTrip(_ fixture: Fixture) throws -> Fixture {
    let data = try JSONEncoder().encode(fixture.form.snapshot())
    let fresh = Fixture()
    try fresh.form.restore(JSONDecoder().decode(FormSnapshot.self, from: data))
    #expect(
      SnapshotObservables.of(fresh.form) == SnapshotObservables.of(fixture.form),
      "\(SnapshotObservables.difference(SnapshotObservables.of(fixture.form), SnapshotObservables.of(fresh.form)))"
    )
    return fresh
  }

  @Test func aLengthOverflowErrorComesBackAsTheOverflowAndGoesWithTheText() throws {
    let fixture = Fixture()
    fixture.name.text = "abcdef"
    #expect(fixture.name.errorMessage == TextFieldState.defaultOverflowMessage)
    let fresh = try roundTrip(fixture)
    #expect(fresh.name.machine.state.error == .none, "not an app error")
    fresh.name.text = "ab"
    #expect(!fresh.name.hasError)
  }

  @Test func aHalfTypedDateDraftAndItsErrorKindComeBack() throws {
    let fixture = Fixture()
    fixture.day.tap()
    fixture.day.switchToTyping()
    fixture.day.replaceText(with: "2024-13-45")
    fixture.day.pressReturn()
    fixture.day.typeText("9")
    #expect(fixture.day.entryError == .patternMismatch)
    let fresh = try roundTrip(fixture)
    #expect(fresh.day.draft == "2024-13-459")
    #expect(fresh.day.entryError == .patternMismatch)
  }

  @Test func aRefusedDateWhoseMessageNamesAnEarlierInputComesBack() throws {
    let fixture = Fixture()
    fixture.day.tap()
    fixture.day.switchToTyping()
    fixture.day.replaceText(with: "2000-01-01")
    fixture.day.pressReturn()
    fixture.day.replaceText(with: "2024-03-0")
    #expect(fixture.day.entryError == .dateNotAllowed)
    #expect(fixture.day.errorMessage == "2000-01-01 is not an allowed date")
    let fresh = try roundTrip(fixture)
    #expect(fresh.day.entryError == .dateNotAllowed)
    #expect(fresh.day.errorMessage == "2000-01-01 is not an allowed date")
    #expect(fresh.day.draft == "2024-03-0")
  }

  @Test func aClosedDateFieldKeepsItsTypedEntryErrorKind() throws {
    let form = Form<Key>(clock: ManualValidationClock())
    let day = DateField(now: { SnapshotAttacks.now })
    day.minimumDate = SnapshotAttacks.now
    form.add(day, for: .day)
    var snapshot = form.snapshot()
    snapshot.fields[0].errorMessage = "1999-12-31 is not an allowed date"
    snapshot.fields[0].dateEntryError = .dateNotAllowed
    try form.restore(snapshot)
    #expect(!day.isActive)
    #expect(day.entryError == .dateNotAllowed)
    #expect(day.errorMessage == "1999-12-31 is not an allowed date")
    #expect(form.snapshot() == snapshot)
  }

  @Test func readOnlyARevealedPasswordAndAFocusedReadOnlyFieldComeBack() throws {
    let fixture = Fixture()
    fixture.password.text = "secret"
    fixture.password.togglePasswordVisibility()
    fixture.fruit.isReadOnly = true
    fixture.name.isReadOnly = true
    fixture.name.tap()
    let fresh = try roundTrip(fixture)
    #expect(fresh.password.isTextRevealed)
    #expect(fresh.fruit.isReadOnly)
    #expect(fresh.name.isReadOnly && fresh.name.isActive)
  }

  @Test func snapshotsNoFormCouldHaveProducedAreRefusedAndChangeNothing() throws {
    let fixture = Fixture()
    fixture.name.text = "ab"
    fixture.fruit.tap()
    let good = fixture.form.snapshot()
    let before = SnapshotObservables.of(fixture.form)
    func forged(_ key: Key, _ change: (inout FieldSnapshot) -> Void) -> FormSnapshot {
      var snapshot = good
      if let index = snapshot.fields.firstIndex(where: { $0.key == key.rawValue }) {
        change(&snapshot.fields[index])
      }
      return snapshot
    }
    var closed = good
    closed.activeKey = nil
    for index in closed.fields.indices { closed.fields[index].position = .closed }
    let attacks: [(String, FormSnapshot)] = [
      ("a picker editing", forged(.fruit) { $0.position = .editing }),
      ("an entry open as a date", forged(.fruit) { $0.position = .closed }),
      (
        "a date field open as a picker", forged(.fruit) { $0.position = .dateOpen(wheel: Self.now) }
      ),
      (
        "negative submits",
        {
          var s = good
          s.submitCount = -1
          return s
        }()
      ),
      ("a wheel row past the rows", forged(.fruit) { $0.wheelRow = 9 }),
      ("no wheel row with rows", forged(.fruit) { $0.wheelRow = nil }),
      ("a row value off the wheel", forged(.fruit) { $0.value = .choice(.row(1), text: "Banana") }),
      ("an overflow the text does not cause", forged(.name) { $0.isOverflowError = true }),
      ("a revealed plain field", forged(.name) { $0.isTextRevealed = true }),
      ("manual entry without it", forged(.fruit) { $0.position = .pickerManual(draft: "x") }),
      (
        "an entry error with another kind's message",
        forged(.day) {
          $0.errorMessage = "bad"
          $0.dateEntryError = .yearOutOfRange
        }
      ),
      (
        "typing while read-only",
        {
          var s = closed
          s.activeKey = "day"
          if let i = s.fields.firstIndex(where: { $0.key == "day" }) {
            s.fields[i].position = .dateTyping(wheel: Self.now, draft: "")
            s.fields[i].isReadOnly = true
          }
          return s
        }()
      ),
      (
        "a wheel outside the limits",
        {
          var s = closed
          s.activeKey = "day"
          if let i = s.fields.firstIndex(where: { $0.key == "day" }) {
            s.fields[i].position = .dateOpen(wheel: .distantPast)
          }
          return s
        }()
      ),
    ]
    for (name, attack) in attacks {
      #expect(throws: FormSnapshotError.self, "\(name)") { try fixture.form.restore(attack) }
      #expect(SnapshotObservables.of(fixture.form) == before, "\(name) changed the form")
    }
    let emptyPicker = Form<Key>(clock: ManualValidationClock())
    emptyPicker.add(PickerField(), for: .fruit)
    var open = emptyPicker.snapshot()
    open.fields[0].position = .pickerOpen
    open.activeKey = "fruit"
    #expect(throws: FormSnapshotError.self, "an open picker with no rows") {
      try emptyPicker.restore(open)
    }
  }

  /// Random forms and actions (the kit's `RandomForm`, `RandomFormStep`): every few steps the
  /// snapshot goes through JSON into a rebuilt form, and every observable property of every
  /// field — its whole machine state, text, error, heights, appearance — and of the form must
  /// come back, not only the snapshot's own `==`.
  @Test func everyObservablePropertySurvivesAJSONRoundTripOverRandomForms() throws {
    var rng = SplitMix64(seed: PropertySettings.seed(default: 0x5AA9_5E7))
    let steps = RandomFormStep.generator()
    let budget = PropertySettings.eventCount(default: 5_000)
    var done = 0
    while done < budget {
      var formRNG = rng.split()
      let spec = RandomFormSpec(using: &formRNG)
      let random = RandomForm(spec)
      var prefix: [RandomFormStep] = []
      for index in 0..<100 {
        let step = steps.generate(using: &formRNG)
        prefix.append(step)
        step.apply(to: random)
        guard index % 5 == 0 else { continue }
        let data = try JSONEncoder().encode(random.form.snapshot())
        let fresh = random.rebuilt()
        do {
          try fresh.form.restore(JSONDecoder().decode(FormSnapshot.self, from: data))
        } catch {
          Issue.record("restore threw \(error)\n\(spec)\n\(prefix.map(\.description))")
          return
        }
        let want = SnapshotObservables.of(random.form)
        let got = SnapshotObservables.of(fresh.form)
        guard want == got else {
          let script = prefix.map { "  " + $0.description }.joined(separator: "\n")
          let difference = SnapshotObservables.difference(want, got)
          Issue.record("\(difference)\nform:\n\(spec)\nsteps:\n\(script)")
          return
        }
      }
      done += 100
    }
    #expect(done >= budget)
  }
}

/// Every observable property of a form's fields and of the form, one line per field.
enum SnapshotObservables {
  static func of<Key: FormKey>(_ form: Form<Key>) -> [String] {
    var lines = [
      "active \(String(describing: form.activeKey)) submits \(form.submitCount)"
    ]
    for key in form.keys {
      guard let field = form.field(key) else { continue }
      var line =
        "\(key): text \(String(describing: field.text)) active \(field.isActive) "
        + "error \(String(describing: field.errorMessage)) enabled \(field.isEnabled) "
        + "readOnly \(field.isReadOnly) height \(field.height) hidden \(form.isHidden(key)) "
        + "validity \(describe(form.validity(of: key))) shown \(String(describing: form.displayedError(of: key))) "
        + "left \(form.hasBeenLeft(key)) appearance \(field.appearance) "
        + "accessibility \(field.accessibility) "
      switch field {
      case let entry as EntryField: line += "state \(entry.machine.state)"
      case let area as AreaField: line += "state \(area.machine.state)"
      case let picker as PickerField: line += "state \(picker.machine.state)"
      case let date as DateField: line += "state \(date.machine.state)"
      default: line += "unknown field"
      }
      lines.append(line)
    }
    return lines
  }

  /// A validity with each failure's parameters in a stable order.
  static func describe<Key: FormKey>(_ validity: Validity<Key>) -> String {
    guard case .invalid(let failures) = validity else { return "\(validity)" }
    return failures.map { failure in
      let parameters = failure.parameters.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }
      return "\(failure.rule) \(parameters) \(failure.message)"
    }.joined(separator: "; ")
  }

  static func difference(_ want: [String], _ got: [String]) -> String {
    zip(want, got).filter { $0 != $1 }.map { "want \($0)\n got \($1)" }.joined(separator: "\n")
      + (want.count == got.count ? "" : "\nline counts \(want.count) vs \(got.count)")
  }
}
