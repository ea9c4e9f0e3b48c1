import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Issue 14, class 2, as properties: forms of every field kind whose delegates and transition
/// observers call back at random into the fields and the form (the testing kit's `FormAction`
/// generator, applied from inside the callbacks) while random actions drive them. Whatever the
/// callbacks do, after every step each field's begin and end alternate and agree with
/// `isActive`, at most one field is active, and the kit's form invariants hold.
@Suite @MainActor struct ReentrancyPropertyTests {
  enum Key: CaseIterable, Hashable, Sendable { case name, notes, country, birthday, email }

  nonisolated static let now = Date(timeIntervalSince1970: 1_000_000)
  static let stepsPerForm = 120

  static var eventCount: Int { PropertySettings.eventCount(default: 6_000) }

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_SEED"]
      .flatMap { UInt64($0) } ?? 0x0052_E3E7_2A27
  }

  /// Calls back into the form from delegates and observers, a few times per step at most, so a
  /// pair of callbacks that keep re-focusing each other cannot loop for ever.
  @MainActor final class Meddler {
    var rng: SplitMix64
    let actions = FormAction<Key>.generator()
    let form: Form<Key>
    var budget = 0
    var log: [String] = []
    /// Out of 100, how often a callback calls back.
    let rate: UInt64

    init(rng: SplitMix64, form: Form<Key>, rate: UInt64) {
      self.rng = rng
      self.form = form
      self.rate = rate
    }

    func maybeMeddle(_ origin: String) {
      guard budget > 0, rng.next() % 100 < rate else { return }
      budget -= 1
      let action = actions.generate(using: &rng)
      log.append("    from \(origin): \(action)")
      action.apply(to: form)
    }
  }

  @Test func beginAndEndAlternateWhateverCallbacksDo() throws {
    var rng = SplitMix64(seed: Self.seed)
    let steps = FormAction<Key>.generator()
    var done = 0
    var formIndex = 0
    while done < Self.eventCount {
      var formRNG = rng.split()
      let form = Form<Key>(clock: ManualValidationClock())
      form.movesToNextOnReturn = formRNG.next() % 2 == 0
      let fields = makeFields()
      for (key, field) in fields { add(field, to: form, for: key) }
      let meddler = Meddler(rng: formRNG.split(), form: form, rate: 10 + formRNG.next() % 40)
      let delegate = AttackDelegate()
      delegate.onCall = { call, _ in meddler.maybeMeddle("delegate \(call)") }
      var observations: [TransitionObservation] = []
      for (key, field) in fields {
        attach(delegate, to: field)
        if let observation = observe(field, { meddler.maybeMeddle("observer of \(key)") }) {
          observations.append(observation)
        }
      }
      var log: [String] = []
      let count = min(Self.stepsPerForm, Self.eventCount - done)
      for index in 0..<count {
        let action = steps.generate(using: &formRNG)
        meddler.budget = 3
        meddler.log = []
        let callsBefore = delegate.calls.count
        action.apply(to: form)
        log.append("  \(action)")
        log += meddler.log
        var problems = FormInvariants.violations(of: form)
        for (key, field) in fields {
          let activity = delegate.activity(of: field)
          if !alternates(activity) { problems.append("\(key): begin and end \(activity)") }
          if (activity.last == .begin) != field.isActive {
            problems.append("\(key): isActive \(field.isActive) after \(activity.suffix(2))")
          }
        }
        guard problems.isEmpty else {
          let names = Dictionary(
            uniqueKeysWithValues: fields.map { (ObjectIdentifier($0.1), "\($0.0)") })
          let during = delegate.calls.dropFirst(callsBefore).map {
            "\(names[$0.field] ?? "?").\($0.call)"
          }
          problems.append("calls during the step: \(during.joined(separator: ", "))")
          Issue.record(
            """
            seed \(Self.seed) (FIELDMACHINES_PROPERTY_SEED), form \(formIndex), step \(index + 1):
            \(problems.joined(separator: "\n"))
            steps:
            \(log.suffix(40).joined(separator: "\n"))
            """)
          return
        }
      }
      observations.forEach { $0.cancel() }
      done += count
      formIndex += 1
    }
    #expect(done == Self.eventCount)
  }

  private func makeFields() -> [(Key, any Field)] {
    let country = PickerField(placeholder: "Country", data: ["France", "Japan", "Peru"])
    country.isManualEntryCapable = true
    country.isClearable = true
    let birthday = DateField(placeholder: "Birthday", now: { Self.now })
    birthday.isClearable = true
    return [
      (.name, EntryField(placeholder: "Name")), (.notes, AreaField(placeholder: "Notes")),
      (.country, country), (.birthday, birthday), (.email, EntryField(placeholder: "Email")),
    ]
  }

  private func add(_ field: any Field, to form: Form<Key>, for key: Key) {
    switch field {
    case let entry as EntryField: form.add(entry, for: key)
    case let area as AreaField: form.add(area, for: key)
    case let picker as PickerField: form.add(picker, for: key)
    case let date as DateField: form.add(date, for: key)
    default: Issue.record("unknown field \(field)")
    }
  }

  private func observe(
    _ field: any Field, _ body: @escaping () -> Void
  ) -> TransitionObservation? {
    switch field {
    case let entry as EntryField: entry.observeTransitions { _ in body() }
    case let area as AreaField: area.observeTransitions { _ in body() }
    case let picker as PickerField: picker.observeTransitions { _ in body() }
    case let date as DateField: date.observeTransitions { _ in body() }
    default: nil
    }
  }
}
