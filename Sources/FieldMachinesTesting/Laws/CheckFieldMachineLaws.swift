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
  let laws = lawsRun(of: Machine.self)
  return runProperty(
    of: Machine.self, weights: weights, length: length, seed: seed, eventCount: eventCount,
    sourceLocation: sourceLocation
  ) { events in try laws(events, property) }
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
  let differential = differentialRun(on: Driver.self)
  return runProperty(
    of: Driver.Machine.self, weights: weights, length: length, seed: seed,
    eventCount: eventCount, sourceLocation: sourceLocation
  ) { events in try differential(events, make) }
}

/// Runs `property` over random sequences of `Machine`'s events (``PropertyEngine``), shrinking
/// a failure to a `fieldchart simulate` script, and records the result at `sourceLocation`.
private func runProperty<Machine: TestableFieldMachine>(
  of machine: Machine.Type,
  weights: EventWeights?,
  length: ClosedRange<Int>,
  seed: UInt64,
  eventCount: Int,
  sourceLocation: SourceLocation,
  property: ([Machine.Event]) throws -> Void
) -> PropertyResult<Machine.Event> {
  let engine = PropertyEngine<Machine.Event>(
    seed: seed, eventCount: eventCount, simplify: Machine.simplifications(of:),
    scriptLine: Machine.scriptLine(for:), replayCommand: "fieldchart simulate \(Machine.scriptName)"
  )
  let result = engine.run(Machine.sequences(weights: weights, length: length), property: property)
  report(result, sourceLocation: sourceLocation)
  return result
}

/// ``LawChecker`` over a sequence with a further check after each step: the catalogued kind's
/// run specialised for it (``SpecialisedRuns``) when `Machine` is catalogued, else generic.
private func lawsRun<Machine: TestableFieldMachine>(
  of machine: Machine.Type
) -> (
  [Machine.Event], (Machine, Machine.Event, Effects<Machine.Effect>) throws -> Void
) throws -> Void {
  if let catalogued = Machine.self as? any CataloguedFieldMachine.Type,
    let run = specialisedLaws(of: catalogued)
      as? ([Machine.Event], (Machine, Machine.Event, Effects<Machine.Effect>) throws -> Void)
      throws -> Void
  {
    return run
  }
  return { try runLaws($0, property: $1) }
}

/// ``DifferentialChecker`` over a sequence on a driver `make` makes: the catalogued kind's run
/// specialised for it (``SpecialisedRuns``) when `Driver` is its ``FieldDriverOf``, else generic.
private func differentialRun<Driver: FieldDriver>(
  on driver: Driver.Type
) -> ([Driver.Machine.Event], () -> Driver) throws -> Void {
  if let catalogued = Driver.Machine.self as? any CataloguedFieldMachine.Type,
    let run = specialisedDifferential(of: catalogued)
      as? ([Driver.Machine.Event], () -> Driver) throws -> Void
  {
    return run
  }
  return { events, make in try DifferentialChecker.run(events, on: make) }
}

/// The specialised laws run of `machine`'s kind, as `Any` for the caller to cast to its
/// machine's type.
private func specialisedLaws<Machine: CataloguedFieldMachine>(of machine: Machine.Type) -> Any? {
  (Machine.catalogueEntry.specialisedRuns() as? SpecialisedRuns<Machine>)?.laws
}

/// The specialised field-against-machine run of `machine`'s kind, as `Any` for the caller to
/// cast to its driver's type.
private func specialisedDifferential<Machine: CataloguedFieldMachine>(
  of machine: Machine.Type
) -> Any? {
  (Machine.catalogueEntry.specialisedRuns() as? SpecialisedRuns<Machine>)?.differential
}
