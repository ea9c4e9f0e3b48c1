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

  /// The forms are independent, each with its own generator split from the seed in order, so
  /// they run on as many tasks as there are cores (this long run must not hold the end of
  /// `swift test` on one core) and the first failing form is reported as a serial run would.
  @Test func invariantsHoldOverRandomFormsAndActions() async throws {
    let seed = Self.seed
    var rng = SplitMix64(seed: seed)
    var forms: [(rng: SplitMix64, count: Int)] = []
    var planned = 0
    while planned < Self.eventCount {
      let count = min(Self.stepsPerForm, Self.eventCount - planned)
      forms.append((rng.split(), count))
      planned += count
    }
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let (done, failures) = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
      var next = 0
      var running = 0
      var done = 0
      var failures: [Int: String] = [:]
      while true {
        // After a failure no new form starts; the ones running finish, and the first is kept.
        while next < forms.count, running < width, failures.isEmpty {
          let index = next
          let form = forms[index]
          group.addTask { (index, try await self.run(form: index, form.rng, form.count, seed)) }
          next += 1
          running += 1
        }
        guard running > 0, let (index, failure) = try await group.next() else { break }
        running -= 1
        if let failure { failures[index] = failure } else { done += forms[index].count }
      }
      return (done, failures)
    }
    if let first = failures.keys.min(), let failure = failures[first] {
      Issue.record(Comment(rawValue: failure))
      return
    }
    #expect(done == Self.eventCount)
  }

  /// Runs form number `formIndex` for `count` random steps drawn from `formRNG`, checking after
  /// each; returns the failure report, or `nil` when every step kept the laws.
  private func run(
    form formIndex: Int, _ formRNG: SplitMix64, _ count: Int, _ seed: UInt64
  ) async throws -> String? {
    var formRNG = formRNG
    let steps = RandomFormStep.generator()
    let spec = RandomFormSpec(using: &formRNG)
    let random = RandomForm(spec)
    var prefix: [RandomFormStep] = []
    var retimed: Set<RandomFormKey> = []
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
        return report(
          seed: seed, form: formIndex, spec: spec, step: index, problems: problems,
          prefix: prefix)
      }
    }
    return nil
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
