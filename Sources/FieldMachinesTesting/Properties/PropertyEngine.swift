/// Generates sequences from a seed, runs a property on each, and shrinks the first failure.
///
/// This is the part of ``forAll(_:seed:eventCount:simplify:scriptLine:replayCommand:sourceLocation:property:)``
/// that records nothing, so fuzzers and tools can run properties outside Swift Testing.
public struct PropertyEngine<Event> {
  /// The seed of the whole run.
  public var seed: UInt64
  /// How many events to try in all.
  public var eventCount: Int
  /// How many times the property may run while shrinking one failure.
  public var shrinkBudget = 5_000
  /// The simpler forms of an event.
  public var simplify: (Event) -> [Event]
  /// How an event is printed in the report.
  public var scriptLine: (Event) -> String
  /// The command that replays the printed script.
  public var replayCommand: String?

  /// Creates an engine; `FIELDMACHINES_PROPERTY_SEED`, when set, replaces `seed` (see
  /// ``PropertySettings/seed(default:)``).
  public init(
    seed: UInt64 = PropertySettings.seed(), eventCount: Int = PropertySettings.eventCount(),
    simplify: @escaping (Event) -> [Event] = { _ in [] },
    scriptLine: @escaping (Event) -> String = { String(describing: $0) },
    replayCommand: String? = nil
  ) {
    self.seed = PropertySettings.seed(default: seed)
    self.eventCount = eventCount
    self.simplify = simplify
    self.scriptLine = scriptLine
    self.replayCommand = replayCommand
  }

  /// Runs `property` over sequences from `sequences` until ``eventCount`` events were tried.
  public func run(
    _ sequences: Gen<[Event]>, property: ([Event]) throws -> Void
  ) -> PropertyResult<Event> {
    // A concrete generator: the kit's generators draw from it without an existential.
    var rng = SplitMix64(seed: seed)
    var tried = 0
    var index = 0
    while tried < eventCount || index == 0 {
      let events = sequences.draw(&rng)
      if let violation = Self.violation(of: property, on: events) {
        return .failed(
          shrink(events, violation: violation, property: property, index: index, before: tried))
      }
      tried += events.count
      index += 1
      if events.isEmpty && index > eventCount { break }
    }
    return .passed(sequences: index, events: tried)
  }

  /// Shrinks one failing sequence and builds its report.
  public func shrink(
    _ events: [Event], violation: PropertyViolation, property: ([Event]) throws -> Void,
    index: Int = 0, before: Int = 0
  ) -> PropertyFailure<Event> {
    withoutActuallyEscaping(property) { property in
      var shrinker = SequenceShrinker(
        failing: events, violation: violation, budget: shrinkBudget, simplify: simplify,
        key: scriptLine, fails: { Self.violation(of: property, on: $0) })
      shrinker.shrink()
      return PropertyFailure(
        seed: seed, sequenceIndex: index, eventsBefore: before, original: events,
        originalViolation: violation, shrunk: shrinker.current, violation: shrinker.violation,
        shrinkAttempts: shrinker.attempts, script: shrinker.current.map(scriptLine),
        replayCommand: replayCommand)
    }
  }

  /// The violation `property` throws on `events`, or `nil` when it holds.
  public static func violation(
    of property: ([Event]) throws -> Void, on events: [Event]
  ) -> PropertyViolation? {
    do {
      try property(events)
      return nil
    } catch let violation as PropertyViolation {
      return violation
    } catch {
      return PropertyViolation(String(describing: error))
    }
  }
}
