/// A property that did not hold: where it was found and the shortest sequence that still fails.
public struct PropertyFailure<Event>: CustomStringConvertible {
  /// The seed the run started from; pass it as `seed:` to replay the whole run.
  public var seed: UInt64
  /// The index of the failing sequence among those the run generated, from 0.
  public var sequenceIndex: Int
  /// The events generated before the failing sequence, over all earlier sequences.
  public var eventsBefore: Int
  /// The failing sequence as generated.
  public var original: [Event]
  /// Why the original sequence failed.
  public var originalViolation: PropertyViolation
  /// The shortest failing sequence found by shrinking.
  public var shrunk: [Event]
  /// Why the shrunk sequence fails.
  public var violation: PropertyViolation
  /// How many times the property ran while shrinking.
  public var shrinkAttempts: Int
  /// The shrunk sequence as script lines, one event per line.
  public var script: [String]
  /// The command that replays ``script`` from standard input, e.g. `fieldchart simulate entry`.
  public var replayCommand: String?

  /// Creates a failure report.
  public init(
    seed: UInt64, sequenceIndex: Int, eventsBefore: Int, original: [Event],
    originalViolation: PropertyViolation, shrunk: [Event], violation: PropertyViolation,
    shrinkAttempts: Int, script: [String], replayCommand: String?
  ) {
    self.seed = seed
    self.sequenceIndex = sequenceIndex
    self.eventsBefore = eventsBefore
    self.original = original
    self.originalViolation = originalViolation
    self.shrunk = shrunk
    self.violation = violation
    self.shrinkAttempts = shrinkAttempts
    self.script = script
    self.replayCommand = replayCommand
  }

  /// The report printed on failure: the seed, the original failure, the shrunk script.
  public var description: String {
    var lines = [
      "Property failed: \(violation.message)",
      "  seed: \(Self.hex(seed)) (sequence \(sequenceIndex), after \(eventsBefore) earlier events)",
      "  generated sequence: \(original.count) events; \(originalViolation)",
      "  shrunk to \(shrunk.count) event\(shrunk.count == 1 ? "" : "s") "
        + "in \(shrinkAttempts) runs of the property; \(violation)",
    ]
    if let replayCommand {
      lines.append("  replay with: \(replayCommand) <<'SCRIPT'")
      lines.append(contentsOf: script)
      lines.append("SCRIPT")
    } else {
      lines.append("  shortest failing sequence:")
      lines.append(contentsOf: script.map { "    " + $0 })
    }
    return lines.joined(separator: "\n")
  }

  /// `seed` in hexadecimal, as Swift source spells it.
  public static func hex(_ seed: UInt64) -> String {
    let digits = String(seed, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
  }
}

extension PropertyFailure: Sendable where Event: Sendable {}
