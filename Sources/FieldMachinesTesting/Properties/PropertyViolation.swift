/// What a property throws when it does not hold: a message, and the step it failed at if known.
///
/// Throw it with ``check(_:_:)`` or ``checkNoViolations(_:)`` inside a property. The runner
/// fills in ``step`` for step-by-step properties, so a failure at step 7 of 80 is cut to its
/// first 8 events before shrinking.
public struct PropertyViolation: Error, Sendable, Hashable, CustomStringConvertible {
  /// What did not hold.
  public var message: String
  /// The index of the event after which it did not hold, when known.
  public var step: Int?

  /// Creates a violation.
  public init(_ message: String, step: Int? = nil) {
    self.message = message
    self.step = step
  }

  /// The message, with the step when known.
  public var description: String {
    guard let step else { return message }
    return "after event \(step + 1): \(message)"
  }
}

/// Throws a ``PropertyViolation`` with `message` unless `condition` holds.
///
/// Use it (not `#expect`) inside a property: the runner re-runs the property many times while
/// shrinking, and only the final, shortest failure is reported.
public func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw PropertyViolation(message()) }
}

/// Throws a ``PropertyViolation`` listing `violations` unless it is empty, e.g. the result of a
/// machine's `invariantViolations()`.
public func checkNoViolations(_ violations: [String]) throws {
  if !violations.isEmpty { throw PropertyViolation(violations.joined(separator: "; ")) }
}
