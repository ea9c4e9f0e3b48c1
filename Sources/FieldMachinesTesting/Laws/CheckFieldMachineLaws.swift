import FieldMachines
import Testing

/// Checks the laws of ``LawChecker`` (and an optional extra property) over random sequences of
/// `Machine`'s events; a failure is shrunk and printed as a `fieldchart simulate` script and
/// recorded as an issue.
///
/// ```swift
/// @Test func entryLaws() {
///   checkFieldMachineLaws(EntryFieldMachine.self)
/// }
/// ```
///
/// - Parameters:
///   - machine: The machine type.
///   - weights: The mix of user actions, programmatic calls and configuration changes; `nil`
///     uses the machine's own generator.
///   - length: The length of each sequence, after the configuration prelude.
///   - seed: The seed, printed on failure.
///   - eventCount: The events to try; `FIELDMACHINES_PROPERTY_EVENTS` overrides the default.
///   - sourceLocation: Where a failure is recorded; the caller's line by default.
///   - property: A further check after each step: the machine after it, the event and the
///     effects.
@discardableResult
public func checkFieldMachineLaws<Machine: TestableFieldMachine>(
  _ machine: Machine.Type,
  weights: EventWeights? = nil,
  length: ClosedRange<Int> = 1...100,
  seed: UInt64 = PropertySettings.seed(),
  eventCount: Int = PropertySettings.eventCount(),
  sourceLocation: SourceLocation = #_sourceLocation,
  property: (Machine, Machine.Event, Effects<Machine.Effect>) throws -> Void = { _, _, _ in }
) -> PropertyResult<Machine.Event> {
  let engine = PropertyEngine<Machine.Event>(
    seed: seed, eventCount: eventCount, simplify: Machine.simplifications(of:),
    scriptLine: Machine.scriptLine(for:), replayCommand: "fieldchart simulate \(Machine.scriptName)"
  )
  let result = engine.run(Machine.sequences(weights: weights, length: length)) { events in
    try runSteps(events, from: { LawChecker<Machine>() }) { checker, event in
      let effects = try checker.step(event)
      try property(checker.machine, event, effects)
    }
  }
  report(result, sourceLocation: sourceLocation)
  return result
}

/// Drives a field object (through a ``FieldDriver`` made by `make`) and its pure machine with
/// the same random events and checks that they agree after every step
/// (``DifferentialChecker``); a failure is shrunk, printed as a script and recorded.
///
/// ```swift
/// @Test func pickerFieldMatchesItsMachine() {
///   checkFieldMatchesMachine(PickerFieldDriver())
/// }
/// ```
@discardableResult
public func checkFieldMatchesMachine<Driver: FieldDriver>(
  _ make: @autoclosure () -> Driver,
  weights: EventWeights? = nil,
  length: ClosedRange<Int> = 1...100,
  seed: UInt64 = PropertySettings.seed(),
  eventCount: Int = PropertySettings.eventCount(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyResult<Driver.Machine.Event> {
  typealias Machine = Driver.Machine
  let engine = PropertyEngine<Machine.Event>(
    seed: seed, eventCount: eventCount, simplify: Machine.simplifications(of:),
    scriptLine: Machine.scriptLine(for:), replayCommand: "fieldchart simulate \(Machine.scriptName)"
  )
  let result = engine.run(Machine.sequences(weights: weights, length: length)) { events in
    try DifferentialChecker.run(events, on: make)
  }
  report(result, sourceLocation: sourceLocation)
  return result
}
