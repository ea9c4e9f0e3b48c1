import Testing

/// Runs `property` over random event sequences until `eventCount` events have been tried; on
/// failure, shrinks to a shortest failing sequence, prints the seed and the script, and records
/// an issue in the current Swift Testing test.
///
/// The property must throw (``check(_:_:)``, ``checkNoViolations(_:)`` or any error) rather
/// than use `#expect`, because it runs again and again while shrinking.
///
/// - Parameters:
///   - sequences: The generator of event sequences.
///   - seed: The seed; the report prints it so a failure replays. By default
///     `FIELDMACHINES_PROPERTY_SEED`, or ``PropertySettings/defaultSeed`` without it.
///   - eventCount: How many events to try in all; `FIELDMACHINES_PROPERTY_EVENTS` overrides it.
///   - simplify: The simpler forms of an event, tried while shrinking.
///   - scriptLine: How an event is printed in the report.
///   - replayCommand: The command that replays the printed script, if there is one.
///   - sourceLocation: Where a failure is recorded; the caller's line by default.
///   - property: The property of one whole sequence.
/// - Returns: The result, which a test may also `#expect(result.isPassed)`.
@discardableResult
public func forAll<Event>(
  _ sequences: Gen<[Event]>,
  seed: UInt64 = PropertySettings.seed(),
  eventCount: Int = PropertySettings.eventCount(),
  simplify: @escaping (Event) -> [Event] = { _ in [] },
  scriptLine: @escaping (Event) -> String = { String(describing: $0) },
  replayCommand: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  property: ([Event]) throws -> Void
) -> PropertyResult<Event> {
  let result = PropertyEngine(
    seed: seed, eventCount: eventCount, simplify: simplify, scriptLine: scriptLine,
    replayCommand: replayCommand
  ).run(sequences, property: property)
  report(result, sourceLocation: sourceLocation)
  return result
}

/// Runs a step-by-step property: each random sequence starts from a fresh `model`, and `step`
/// applies one event and checks what must hold after it.
///
/// A failure is cut to the events up to the failing step, then shrunk; see
/// ``forAll(_:seed:eventCount:simplify:scriptLine:replayCommand:sourceLocation:property:)``.
///
/// ```swift
/// forAll(actions, length: 1...40, from: SignUpForm()) { form, action in
///   action.apply(to: form)
///   try check(form.activeFieldCount <= 1, "two fields are active")
/// }
/// ```
@discardableResult
public func forAll<Model, Event>(
  _ events: Gen<Event>,
  length: ClosedRange<Int> = 1...100,
  seed: UInt64 = PropertySettings.seed(),
  eventCount: Int = PropertySettings.eventCount(),
  simplify: @escaping (Event) -> [Event] = { _ in [] },
  scriptLine: @escaping (Event) -> String = { String(describing: $0) },
  replayCommand: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  from model: @autoclosure () -> Model,
  step: (inout Model, Event) throws -> Void
) -> PropertyResult<Event> {
  forAll(
    events.array(length: length), seed: seed, eventCount: eventCount, simplify: simplify,
    scriptLine: scriptLine, replayCommand: replayCommand, sourceLocation: sourceLocation
  ) { try runSteps($0, from: model, step: step) }
}

/// Prints a failed result and records it as an issue when a Swift Testing test is running.
package func report<Event>(_ result: PropertyResult<Event>, sourceLocation: SourceLocation) {
  guard case .failed(let failure) = result else { return }
  print(failure.description)
  if Test.current != nil {
    Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
  }
}
