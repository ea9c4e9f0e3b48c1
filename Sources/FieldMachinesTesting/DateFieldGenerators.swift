import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Random dates, states and events for ``DateFieldMachine`` property tests.
///
/// Dates come from a small grid (six-hour steps over ten days from ``referenceDate``) with an
/// occasional arbitrary second, so equal dates, a minimum equal to or after the maximum, and
/// dates on both sides of a limit all happen often.
public enum DateFieldGenerators {
  /// The grid's origin: 2024-03-01 00:00:00 UTC.
  public static let referenceDate = Date(timeIntervalSince1970: 1_709_251_200)

  /// A date on the grid, or one time in eight an arbitrary second within the same ten days.
  public static func date(using generator: inout some RandomNumberGenerator) -> Date {
    let span: TimeInterval = 10 * 24 * 3600
    if Int.random(in: 0..<8, using: &generator) == 0 {
      return referenceDate + TimeInterval(Int.random(in: 0...Int(span), using: &generator))
    }
    return referenceDate + TimeInterval(Int.random(in: 0...40, using: &generator) * 6 * 3600)
  }

  /// `nil` one time in three, else ``date(using:)``.
  public static func optionalDate(using generator: inout some RandomNumberGenerator) -> Date? {
    Int.random(in: 0..<3, using: &generator) == 0 ? nil : date(using: &generator)
  }

  /// An error message from a small set that includes `""`, so repeats and empty rows happen.
  public static func message(using generator: inout some RandomNumberGenerator) -> String {
    ["", "Required", "Too early", "Pick a weekday"].randomElement(using: &generator) ?? ""
  }

  /// Any event, weighted so the wheel opens and scrolls often and every event appears.
  public static func event(
    using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    switch Int.random(in: 0..<24, using: &generator) {
    case 0..<4:
      let allowed = Int.random(in: 0..<5, using: &generator) != 0
      return .openRequested(allowed: allowed, now: date(using: &generator))
    case 4..<9: return .dateScrolled(date(using: &generator))
    case 9: return .doneTapped
    case 10: return .closeRequested
    case 11: return .keyboardWillShow
    case 12, 13: return .clearTapped
    case 14, 15: return .dateAssigned(optionalDate(using: &generator))
    case 16: return .minimumDateChanged(optionalDate(using: &generator))
    case 17: return .maximumDateChanged(optionalDate(using: &generator))
    case 18: return .defaultDateChanged(optionalDate(using: &generator))
    case 19: return .clearableChanged(Bool.random(using: &generator))
    case 20, 21: return .errorSet(message(using: &generator))
    case 22: return .errorRemoved
    default: return .enabledChanged(Int.random(in: 0..<10, using: &generator) < 7)
    }
  }

  /// Any state, made sound by ``DateFieldMachine/init(state:)``.
  public static func machine(
    using generator: inout some RandomNumberGenerator
  ) -> DateFieldMachine {
    let error: ErrorState =
      Bool.random(using: &generator) ? .none : .message(message(using: &generator))
    return DateFieldMachine(
      state: .init(
        mode: DateFieldMode.allCases.randomElement(using: &generator) ?? .closed, error: error,
        date: optionalDate(using: &generator), wheelDate: optionalDate(using: &generator),
        minimumDate: optionalDate(using: &generator), maximumDate: optionalDate(using: &generator),
        defaultDate: optionalDate(using: &generator), isClearable: Bool.random(using: &generator),
        isEnabled: Int.random(in: 0..<5, using: &generator) != 0))
  }
}
