import Foundation

/// Two date fields that form a range, "from" and "to": the rule a form uses to report a "to"
/// date before the "from" date.
///
/// ``validate()`` compares the committed dates and sends the result to the "to" field, whose
/// machine shows ``DateEntryError/rangeOutOfOrder`` (worded by its own ``DateField/entryOptions``)
/// or, once the range is in order again, removes that error and only that error. Call it when
/// either field's date changes or its editing ends, for example from the delegates'
/// `dateChanged(_:)` and `dateFieldDidEndEditing(_:)`; opening the "to" field clears the error
/// like any other.
///
/// An empty field is never out of order. When the "to" field picks days
/// (``DatePickerMode/date``) the two dates are compared as days in the "to" field's time zone, so
/// a "to" on the same day as "from" is in order whatever the times; otherwise instants are compared.
public struct DateRangePair {
  /// The field holding the start of the range.
  package let from: DateField
  /// The field holding the end of the range; errors show here.
  package let to: DateField

  /// Pairs two fields; nothing is checked until ``validate()``.
  public init(from: DateField, to: DateField) {
    self.from = from
    self.to = to
  }

  /// Whether the committed dates are in order (or either is empty).
  package var isInOrder: Bool {
    let calendar: Calendar? = to.datePickerMode == .date ? to.entryCalendar : nil
    return DateRangePair.isInOrder(from: from.date, to: to.date, comparingDaysIn: calendar)
  }

  /// Checks the order and tells the "to" field; returns `isInOrder`.
  @discardableResult
  public func validate() -> Bool {
    let isInOrder = isInOrder
    to.handle(.rangeOrderChecked(isInOrder: isInOrder))
    return isInOrder
  }

  /// Whether `to` is not before `from`; `true` when either is `nil` or not finite (NaN or
  /// ±infinity, which date fields refuse). With a calendar, the start of each date's day in it
  /// is compared; without one, the instants.
  package static func isInOrder(from: Date?, to: Date?, comparingDaysIn calendar: Calendar?) -> Bool
  {
    guard let from = from?.finiteOrNil, let to = to?.finiteOrNil else { return true }
    guard let calendar else { return from <= to }
    return calendar.startOfDay(for: from) <= calendar.startOfDay(for: to)
  }
}
