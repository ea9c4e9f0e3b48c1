#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ValidationRule {
  /// A date on or after `start` and on or before `end`; a `nil` bound does not limit.
  ///
  /// A date field's wheel is clamped to its own limits, but a programmatic date is kept as
  /// given; this rule catches it. Parameters `"from"` and `"to"` are ISO 8601 strings. A
  /// non-finite bound (NaN, ±infinity) does not limit, like `nil`, and a non-finite value fails.
  public static func dateRange(
    from start: Date?, to end: Date?, message: String? = nil
  )
    -> ValidationRule
  {
    let start = start?.finiteOrNil
    let end = end?.finiteOrNil
    var parameters: [String: String] = [:]
    if let start { parameters["from"] = start.ISO8601Format() }
    if let end { parameters["to"] = end.ISO8601Format() }
    let text = message ?? dateRangeMessage(from: parameters["from"], to: parameters["to"])
    return ValidationRule(
      id: .dateRange,
      builtIn: .dateRange(
        DateBounds(start: start, end: end), parameters: parameters, message: text))
  }

  /// A date on or after the date of another field (an end date after its start date);
  /// re-checked when that field changes. Passes while either date is empty.
  public static func dateOnOrAfter(
    _ other: Key, message: String = "Choose a later date."
  )
    -> ValidationRule
  {
    ValidationRule(id: .dateOnOrAfter, dependencies: [other]) { context in
      guard let date = context.value.dateValue, let start = context.values.date(other),
        date < start
      else { return nil }
      return RuleViolation(
        rule: .dateOnOrAfter, parameters: ["other": String(describing: other)], message: message)
    }
  }

  private static func dateRangeMessage(from: String?, to: String?) -> String {
    switch (from, to) {
    case (let from?, let to?): "Choose a date from \(from) to \(to)."
    case (let from?, nil): "Choose a date on or after \(from)."
    case (nil, let to?): "Choose a date on or before \(to)."
    case (nil, nil): "Choose a valid date."
    }
  }
}
