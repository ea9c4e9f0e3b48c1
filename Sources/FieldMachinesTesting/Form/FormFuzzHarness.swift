import FieldMachines

/// Turns a fuzzer's input bytes into a random form and steps on it, checking the form's
/// invariants after every step.
///
/// The first four bytes seed the draw of a ``RandomFormSpec`` and of the mix of steps (the
/// standard, user-only or configuration-heavy ``EventWeights``); the rest draw
/// ``RandomFormStep``s through a ``ByteStreamGenerator``, followed by a seeded random tail (see
/// ``decode(_:limit:tail:)``). After each step ``checkFormInvariants(_:after:)`` must hold, and
/// every 16 steps (and after each submit) a snapshot restored into a freshly built identical
/// form, and into the form itself, must snapshot the same.
public enum FormFuzzHarness {
  /// The form and the steps `bytes` decode to, at most `limit` steps.
  ///
  /// The first four bytes seed a ``SplitMix64`` that draws the form and the mix, so even a
  /// short input gets a whole form and spends its other bytes on steps. After the steps the
  /// bytes spell come `tail` more drawn from a ``SplitMix64`` seeded by a hash of all the bytes:
  /// libFuzzer starts with inputs of a few bytes and lengthens them slowly, and a few steps
  /// rarely reach deep states of a form.
  public static func decode(
    _ bytes: [UInt8], limit: Int = 512, tail: Int = 48
  ) -> (spec: RandomFormSpec, steps: [RandomFormStep]) {
    let seed = bytes.prefix(4).enumerated().reduce(UInt64(0)) {
      $0 | UInt64($1.element) << (8 * UInt64($1.offset))
    }
    var formRNG = SplitMix64(seed: seed)
    let spec = RandomFormSpec(using: &formRNG)
    let weights: [EventWeights] = [.standard, .userOnly, .configurationHeavy]
    let mix = Int.random(in: 0..<weights.count, using: &formRNG)
    let generator = RandomFormStep.generator(weights: weights[mix])
    var input = ByteStreamGenerator(bytes: Array(bytes.dropFirst(4)))
    var steps: [RandomFormStep] = []
    while !input.isExhausted && steps.count < limit {
      let step = generator.generate(using: &input)
      if !input.isExhausted { steps.append(step) }
    }
    var tailRNG = SplitMix64(seed: fnv1a(bytes))
    for _ in 0..<max(min(tail, limit - steps.count), 0) {
      steps.append(generator.generate(using: &tailRNG))
    }
    return (spec, steps)
  }

  /// Runs `steps` on a fresh form built from `spec`, throwing a ``PropertyViolation`` at the
  /// first step after which an invariant does not hold.
  public static func run(_ steps: [RandomFormStep], on spec: RandomFormSpec) throws {
    let random = RandomForm(spec)
    for (index, step) in steps.enumerated() {
      step.apply(to: random)
      do {
        if case .action(let action) = step {
          try checkFormInvariants(random.form, after: action)
        } else {
          try checkFormInvariants(random.form)
        }
        if index % 16 == 0 || step == .action(.submit) {
          try checkNoViolations(snapshotProblems(random))
        }
      } catch var violation as PropertyViolation {
        violation.step = index
        throw violation
      }
    }
  }

  /// Checks the input `bytes`; `nil` when every invariant holds, otherwise the shrunk failure
  /// with the form and the script.
  public static func check(_ bytes: [UInt8]) -> String? {
    let (spec, steps) = decode(bytes)
    let property: ([RandomFormStep]) throws -> Void = { try run($0, on: spec) }
    guard let violation = PropertyEngine.violation(of: property, on: steps) else { return nil }
    let engine = PropertyEngine<RandomFormStep>(
      seed: 0, eventCount: 0, simplify: RandomFormStep.simplifications(of:),
      scriptLine: \.description)
    let failure = engine.shrink(steps, violation: violation, property: property)
    return "form:\n\(spec)\n\(failure)"
  }

  /// What goes wrong when the form's snapshot is restored into a fresh identical form and into
  /// the form itself.
  public static func snapshotProblems(_ random: RandomForm) -> [String] {
    let snapshot = random.form.snapshot()
    var problems: [String] = []
    let fresh = random.rebuilt()
    do {
      try fresh.form.restore(snapshot)
      if fresh.form.snapshot() != snapshot {
        problems.append("a fresh form restored to a different snapshot")
      }
      problems += FormInvariants.violations(of: fresh.form).map { "fresh form: \($0)" }
      try random.form.restore(snapshot)
      if random.form.snapshot() != snapshot {
        problems.append("the form restored onto itself differs")
      }
    } catch {
      problems.append("restore threw \(error)")
    }
    return problems
  }

  /// The 64-bit FNV-1a hash of `bytes`.
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }
}
