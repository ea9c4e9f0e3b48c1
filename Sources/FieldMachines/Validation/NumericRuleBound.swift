/// A bound of the numeric rules (``ValidationRule/greaterThan(_:message:)`` and its siblings):
/// `Int`, compared exactly at any size, or `Double`, which stands for the decimal it prints as
/// (`0.1` is one tenth).
///
/// An integer literal is an `Int` bound and a decimal literal a `Double` one:
/// `.greaterThan(0)`, `.smallerThanOrEqual(99.5)`.
public protocol NumericRuleBound: Sendable {}

extension Int: NumericRuleBound {}
extension Double: NumericRuleBound {}
