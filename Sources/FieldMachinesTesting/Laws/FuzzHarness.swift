import FieldMachines

/// Turns a fuzzer's input bytes into a field's events and checks every law on them.
///
/// The first byte picks the mix (the machine's own, standard, user-only or configuration-heavy
/// ``EventWeights``); the rest feed the machine's generators through a ``ByteStreamGenerator``,
/// so libFuzzer's mutations become new actions, programmatic calls and configuration changes.
/// The events run through a ``DifferentialChecker``: the pure machine's laws, and the field
/// object driven through its public API must match it step by step.
public enum FuzzHarness {
  /// The events `bytes` decode to: a configuration prelude, then events until the bytes run
  /// out or `limit` events were made.
  public static func events<Machine: TestableFieldMachine>(
    of machine: Machine.Type, decoding bytes: [UInt8], limit: Int = 2_048
  ) -> [Machine.Event] {
    guard let mix = bytes.first else { return [] }
    let weights: [EventWeights?] = [nil, .standard, .userOnly, .configurationHeavy]
    let generator = Machine.events(weights: weights[Int(mix) % weights.count])
    var input = ByteStreamGenerator(bytes: Array(bytes.dropFirst()))
    var events = Machine.configurations.generate(using: &input)
    while !input.isExhausted && events.count < limit {
      let event = generator.generate(using: &input)
      if !input.isExhausted { events.append(event) }
    }
    return events
  }

  /// Checks the events `bytes` decode to on a driver made by `make`; `nil` when every law holds,
  /// otherwise the shrunk failure report with its script.
  public static func check<Driver: FieldDriver>(
    _ bytes: [UInt8], driver make: () -> Driver
  ) -> String? {
    let events = events(of: Driver.Machine.self, decoding: bytes)
    let property: ([Driver.Machine.Event]) throws -> Void = {
      try DifferentialChecker.run($0, on: make)
    }
    guard let violation = PropertyEngine.violation(of: property, on: events) else { return nil }
    let engine = PropertyEngine<Driver.Machine.Event>(
      seed: 0, eventCount: 0, simplify: Driver.Machine.simplifications(of:),
      scriptLine: Driver.Machine.scriptLine(for:),
      replayCommand: "fieldchart simulate \(Driver.Machine.scriptName)")
    return engine.shrink(events, violation: violation, property: property).description
  }
}
