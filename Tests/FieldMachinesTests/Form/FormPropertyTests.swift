import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Random forms driven by random actions (the kit's `RandomFormSpec`, `RandomFormStep`). After
/// every step the kit's form invariants hold, fields that validate on change agree with their
/// rules, and after a submit every counted field does. Every few steps a snapshot is encoded to
/// JSON, restored into a freshly built identical form and into the form itself, and snapshotted
/// again: all three must be identical. Submits here are the asynchronous `submit()`.
@Suite struct FormPropertyTests {
  static let defaultEventCount = 100_000
  static let stepsPerForm = 250
  static let snapshotEvery = 50

  static var eventCount: Int { PropertySettings.eventCount(default: defaultEventCount) }

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_SEED"]
      .flatMap { UInt64($0) } ?? 0x5EED_F0F0
  }

  @Test func invariantsHoldOverRandomFormsAndActions() async throws {
    let seed = Self.seed
    var rng = SplitMix64(seed: seed)
    let steps = RandomFormStep.generator()
    var done = 0
    var formIndex = 0
    while done < Self.eventCount {
      var formRNG = rng.split()
      let spec = RandomFormSpec(using: &formRNG)
      let random = RandomForm(spec)
      var prefix: [RandomFormStep] = []
      var retimed: Set<RandomFormKey> = []
      let count = min(Self.stepsPerForm, Self.eventCount - done)
      for index in 0..<count {
        let step = steps.generate(using: &formRNG)
        prefix.append(step)
        if case .action(.setTiming(let key, _)) = step { retimed.insert(key) }
        let submitted = step == .action(.submit)
        if submitted {
          _ = await random.form.submit()
        } else {
          step.apply(to: random)
        }
        var problems: [String] = []
        do {
          if case .action(let action) = step {
            try checkFormInvariants(random.form, after: action)
          } else {
            try checkFormInvariants(random.form)
          }
        } catch {
          problems.append("\(error)")
        }
        problems += onChangeMismatches(random.form, excluding: retimed)
        if index % Self.snapshotEvery == 0 || submitted {
          problems += try roundTripProblems(random)
        }
        guard problems.isEmpty else {
          Issue.record(
            Comment(
              rawValue: report(
                seed: seed, form: formIndex, spec: spec, step: index, problems: problems,
                prefix: prefix)))
          return
        }
      }
      done += count
      formIndex += 1
    }
    #expect(done == Self.eventCount)
  }

  /// The kit's synchronous submit does what the asynchronous one does on forms without
  /// asynchronous rules: same result, same snapshot.
  @Test func submitNowMatchesSubmitWithoutAsyncRules() async throws {
    var rng = SplitMix64(seed: Self.seed)
    let steps = RandomFormStep.generator()
    for _ in 0..<200 {
      var formRNG = rng.split()
      let spec = RandomFormSpec(using: &formRNG)
      let one = RandomForm(spec)
      let two = RandomForm(spec)
      for _ in 0..<Int.random(in: 0...40, using: &formRNG) {
        let step = steps.generate(using: &formRNG)
        step.apply(to: one)
        step.apply(to: two)
      }
      let now = one.form.submitNow()
      let awaited = await two.form.submit()
      #expect(now == awaited, "\(spec)")
      #expect(one.form.snapshot() == two.form.snapshot(), "\(spec)")
    }
  }

  /// Fields that validate on every change (and were validated, and not re-timed since) agree
  /// with their rules after every step.
  private func onChangeMismatches(
    _ form: Form<RandomFormKey>, excluding retimed: Set<RandomFormKey>
  ) -> [String] {
    let keys = form.keys.filter {
      !retimed.contains($0) && form.timing(of: $0) == .onChange
        && form.validity(of: $0) != .unvalidated
    }
    return FormInvariants.ruleMismatches(in: form, keys: keys)
  }

  private func roundTripProblems(_ random: RandomForm) throws -> [String] {
    let snapshot = random.form.snapshot()
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(FormSnapshot.self, from: data)
    var problems: [String] = []
    if decoded != snapshot { problems.append("the snapshot changed through JSON") }
    let fresh = random.rebuilt()
    do {
      try fresh.form.restore(decoded)
      let again = fresh.form.snapshot()
      if again != snapshot {
        problems.append(
          "a fresh form restored to a different snapshot:\n\(difference(snapshot, again))")
      }
      problems += FormInvariants.violations(of: fresh.form).map { "fresh form: \($0)" }
      try random.form.restore(snapshot)
      let same = random.form.snapshot()
      if same != snapshot {
        problems.append("the form restored onto itself differs:\n\(difference(snapshot, same))")
      }
    } catch {
      problems.append("restore threw \(error)")
    }
    return problems
  }

  private func difference(_ one: FormSnapshot, _ two: FormSnapshot) -> String {
    var lines: [String] = []
    if one.activeKey != two.activeKey {
      lines.append(
        "active \(String(describing: one.activeKey)) vs \(String(describing: two.activeKey))")
    }
    if one.submitCount != two.submitCount {
      lines.append("submits \(one.submitCount) vs \(two.submitCount)")
    }
    for (a, b) in zip(one.fields, two.fields) where a != b {
      lines.append("  \(a)\n  \(b)")
    }
    return lines.joined(separator: "\n")
  }

  private func report(
    seed: UInt64, form: Int, spec: RandomFormSpec, step: Int, problems: [String],
    prefix: [RandomFormStep]
  ) -> String {
    """
    seed \(seed) (FIELDMACHINES_PROPERTY_SEED=\(seed)), form \(form), failing at step \(step + 1):
    \(problems.joined(separator: "\n"))
    form:
    \(spec)
    failing prefix (\(prefix.count) steps):
    \(prefix.map { "  \($0)" }.joined(separator: "\n"))
    """
  }
}
