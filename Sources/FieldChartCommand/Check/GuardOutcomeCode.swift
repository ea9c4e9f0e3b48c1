import FieldMachines

/// The guard outcomes of one step packed into an integer as the step records them, so a
/// checker keys the chart by integers instead of building and comparing lists of strings.
///
/// A recorder (``GuardRecorder``): pass it to `handle(_:recordingGuardsIn:)` and the step's
/// outcomes are kept while it runs, so predicting the step needs no second step on a copy.
/// The first nine outcomes take seven bits each in one word; any more are kept in a list.
package struct GuardOutcomeCode: GuardRecorder, Hashable, Sendable {
  private static let bitsPerOutcome = 7
  private static let inlineLimit = 9
  /// Each outcome's code, from 1, in `GuardOutcome.allCases` order.
  private static let codes: [GuardOutcome: UInt64] = Dictionary(
    uniqueKeysWithValues: GuardOutcome.allCases.enumerated().map { ($1, UInt64($0 + 1)) })
  private static let outcomesByCode: [GuardOutcome] = GuardOutcome.allCases

  private var bits: UInt64 = 0
  private var inlineCount = 0
  private var rest: [GuardOutcome] = []

  /// No outcomes.
  package init() {}

  /// The code of a chart's `conditions`, or `nil` when one is not a guard outcome's name.
  package init?(_ conditions: [String]) {
    for name in conditions {
      guard let outcome = GuardOutcome(rawValue: name) else { return nil }
      record(outcome)
    }
  }

  /// The outcomes `machine`'s transition code records for `event` in `state`, found by running
  /// the step on a copy: for a step whose record carries no outcomes (a field's).
  package init<Machine: ChartableMachine>(
    of event: Machine.Event, in state: Machine.State, of machine: Machine.Type
  ) {
    var copy = Machine(state: state)
    _ = copy.handle(event, recordingGuardsIn: &self)
  }

  /// Keeps `outcome` after those recorded before it.
  package mutating func record(_ outcome: @autoclosure () -> GuardOutcome) {
    let outcome = outcome()
    if rest.isEmpty, inlineCount < Self.inlineLimit, let code = Self.codes[outcome],
      code < 1 << Self.bitsPerOutcome
    {
      bits |= code << (Self.bitsPerOutcome * inlineCount)
      inlineCount += 1
    } else {
      rest.append(outcome)
    }
  }

  /// The outcomes, in the order they were recorded.
  package var outcomes: [GuardOutcome] {
    var outcomes: [GuardOutcome] = []
    let mask: UInt64 = (1 << Self.bitsPerOutcome) - 1
    for position in 0..<inlineCount {
      let code = Int((bits >> (Self.bitsPerOutcome * position)) & mask)
      if Self.outcomesByCode.indices.contains(code - 1) {
        outcomes.append(Self.outcomesByCode[code - 1])
      }
    }
    return outcomes + rest
  }

  /// The outcomes' names, as a chart lists them.
  package var conditions: [String] { outcomes.map(\.rawValue) }
}
