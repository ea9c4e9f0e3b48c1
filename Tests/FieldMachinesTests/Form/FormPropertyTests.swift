import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Random forms driven by random actions. After every step: at most one field is active, every
/// shown error is what the rules and the display policy call for, fields that validate on
/// change agree with their rules, and after a submit every counted field does. Every few steps
/// a snapshot is encoded to JSON, restored into a freshly built identical form and into the
/// form itself, and snapshotted again: all three must be identical.
@Suite @MainActor struct FormPropertyTests {
  static let defaultEventCount = 100_000
  static let stepsPerForm = 250
  static let snapshotEvery = 25

  static var eventCount: Int {
    ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_EVENTS"]
      .flatMap { Int($0) }.map { max($0, 0) } ?? defaultEventCount
  }

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_SEED"]
      .flatMap { UInt64($0) } ?? 0x5EED_F0F0
  }

  @Test func invariantsHoldOverRandomFormsAndActions() async throws {
    let seed = Self.seed
    var rng = SplitMix64(seed: seed)
    var done = 0
    var formIndex = 0
    while done < Self.eventCount {
      var formRNG = rng.split()
      let spec = FormPropertySpec(rng: &formRNG)
      let harness = FormPropertyHarness(spec)
      var prefix: [FormPropertyAction] = []
      let steps = min(Self.stepsPerForm, Self.eventCount - done)
      for step in 0..<steps {
        let action = FormPropertyAction.random(using: &formRNG)
        prefix.append(action)
        let submitted = await action.apply(to: harness)
        var problems = harness.form.invariantViolations()
        problems += harness.ruleMismatches(afterSubmit: submitted)
        if step % Self.snapshotEvery == 0 || submitted {
          problems += try roundTripProblems(harness)
        }
        guard problems.isEmpty else {
          Issue.record(
            Comment(
              rawValue: report(
                seed: seed, form: formIndex, spec: spec, step: step, problems: problems,
                prefix: prefix)))
          return
        }
      }
      done += steps
      formIndex += 1
    }
    #expect(done == Self.eventCount)
  }

  private func roundTripProblems(_ harness: FormPropertyHarness) throws -> [String] {
    let snapshot = harness.form.snapshot()
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(FormSnapshot.self, from: data)
    var problems: [String] = []
    if decoded != snapshot { problems.append("the snapshot changed through JSON") }
    let fresh = FormPropertyHarness(harness.spec)
    do {
      try fresh.form.restore(decoded)
      let again = fresh.form.snapshot()
      if again != snapshot {
        problems.append(
          "a fresh form restored to a different snapshot:\n\(difference(snapshot, again))")
      }
      problems += fresh.form.invariantViolations().map { "fresh form: \($0)" }
      try harness.form.restore(snapshot)
      let same = harness.form.snapshot()
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
    seed: UInt64, form: Int, spec: FormPropertySpec, step: Int, problems: [String],
    prefix: [FormPropertyAction]
  ) -> String {
    """
    seed \(seed) (FIELDMACHINES_PROPERTY_SEED=\(seed)), form \(form), failing at step \(step + 1):
    \(problems.joined(separator: "\n"))
    form:
    \(spec)
    failing prefix (\(prefix.count) actions):
    \(prefix.map { "  \($0)" }.joined(separator: "\n"))
    """
  }
}
