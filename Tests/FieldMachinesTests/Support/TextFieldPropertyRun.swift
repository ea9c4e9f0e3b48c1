import Foundation

/// The settings of the text-field property tests: a fixed seed and at least 100,000 events by
/// default; `FIELDMACHINES_PROPERTY_EVENTS` (an integer) changes the count and
/// `FIELDMACHINES_PROPERTY_SEED` the seed, to replay or lengthen a run.
enum TextFieldPropertyRun {
  static let defaultEventCount = 100_000

  static var eventCount: Int {
    ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_EVENTS"]
      .flatMap { Int($0) }.map { max($0, 0) } ?? defaultEventCount
  }

  static func seed(default value: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["FIELDMACHINES_PROPERTY_SEED"]
      .flatMap { UInt64($0) } ?? value
  }

  /// The failure report: the seed, the failing step, what broke, and the end of the failing
  /// prefix (the whole prefix replays from the seed).
  static func report<Action>(
    seed: UInt64, step: Int, problems: [String], prefix: [Action]
  ) -> String {
    let shown = prefix.suffix(30).map { "  \($0)" }.joined(separator: "\n")
    return """
      seed \(seed) (FIELDMACHINES_PROPERTY_SEED=\(seed)), failing at event \(step + 1) of the \
      prefix:
      \(problems.joined(separator: "\n"))
      last \(min(prefix.count, 30)) events of the failing prefix:
      \(shown)
      """
  }

  /// An area's height from its line count and error in integers: 14.5 + 5 + 2, then
  /// `n × 21.48 + 0.5` rounded up to the half point, then 19.5 or 5 for the error row.
  static func referenceHeight(lines: Int, error: String?) -> Double {
    let text = (lines * 2148 + 50 + 49) / 50
    let errorRow =
      switch error {
      case nil: 0
      case ""?: 10
      default: 39
      }
    return Double(43 + text + errorRow) / 2
  }

  /// A field's height from its text lines and supporting-row lines in integers: 14.5 + 5 + 2,
  /// then `n × 21.48 + 0.5` rounded up to the half point, then nothing without a row, 5 for an
  /// empty error alone, else 5 + `m × 14.32` rounded up to the half point.
  static func referenceHeight(lines: Int, supportingLines: Int?) -> Double {
    let text = (lines * 2148 + 50 + 49) / 50
    let row =
      switch supportingLines {
      case nil: 0
      case 0?: 10
      case let rowLines?: 10 + (rowLines * 1432 + 49) / 50
      }
    return Double(43 + text + row) / 2
  }

  /// The supporting row's lines as the model says, counted apart from ``SupportingRow``:
  /// the shown error (0 lines when empty) or the helper, each line break a line, capped at
  /// `maximum` (at least 1); at least 1 with a counter or a reservation; `nil` with nothing.
  static func referenceSupportingLines(of model: TextFieldModel, maximum: Int?) -> Int? {
    func lines(_ text: String) -> Int {
      let count = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
      return maximum.map { min(count, max($0, 1)) } ?? count
    }
    var result: Int?
    if let message = model.shownErrorMessage {
      result = message.isEmpty ? 0 : lines(message)
    } else if let helper = model.state.helperText, !helper.isEmpty {
      result = lines(helper)
    }
    if model.state.maxLength != nil || model.state.reservesSupportingRow {
      result = max(result ?? 0, 1)
    }
    return result
  }
}
