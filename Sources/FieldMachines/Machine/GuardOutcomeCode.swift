/// The guard outcomes of one step packed into an integer as the step records them, so a
/// checker keys the chart by integers instead of building and comparing lists of strings.
///
/// A recorder (``GuardRecorder``): `TransitionHub` passes one to
/// `handle(_:recordingGuardsIn:)` whenever someone observes the field, so every
/// ``TransitionRecord`` carries its step's outcomes (``TransitionRecord/guards``) and no
/// caller runs the step again on a copy to learn them. The first nine outcomes take seven bits
/// each in one word; any more are kept in a list.
package struct GuardOutcomeCode: GuardRecorder, Hashable, Sendable {
  private static let bitsPerOutcome = 7
  private static let inlineLimit = 9
  /// Each outcome's code, from 1, in `GuardOutcome.allCases` order.
  private static let codes: [GuardOutcome: UInt64] = Dictionary(
    uniqueKeysWithValues: GuardOutcome.allCases.enumerated().map { ($1, UInt64($0 + 1)) })
  /// Whether an outcome's one byte is its position in `allCases` (a payload-free enum stores
  /// its case number, in declaration order), so ``code(of:)`` reads it instead of hashing.
  private static let bytesAreCaseNumbers: Bool =
    MemoryLayout<GuardOutcome>.size == 1
    && GuardOutcome.allCases.enumerated().allSatisfy { position, outcome in
      withUnsafeBytes(of: outcome) { $0[0] } == position
    }

  /// `outcome`'s code: its position in `allCases`, plus one.
  private static func code(of outcome: GuardOutcome) -> UInt64? {
    if bytesAreCaseNumbers { return UInt64(withUnsafeBytes(of: outcome) { $0[0] }) + 1 }
    return codes[outcome]
  }
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

  /// Keeps `outcome` after those recorded before it.
  package mutating func record(_ outcome: @autoclosure () -> GuardOutcome) {
    let outcome = outcome()
    if rest.isEmpty, inlineCount < Self.inlineLimit, let code = Self.code(of: outcome),
      code < 1 << Self.bitsPerOutcome
    {
      bits |= code << (Self.bitsPerOutcome * inlineCount)
      inlineCount += 1
    } else {
      rest.append(outcome)
    }
  }

  /// The outcomes as one integer, when every one fits in the word (at most nine): two codes
  /// that both have it are equal exactly when their integers are, as each outcome's code is
  /// seven bits and never 0, so the integer also says how many there are. `nil` for a code
  /// with outcomes beyond the word, which equals no code that has it.
  package var packed: UInt64? { rest.isEmpty ? bits : nil }

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
