/// A day typed by the user: year, month and day numbers in the Gregorian calendar.
///
/// Produced by ``DateEntryPattern/components(from:)``, which only returns days that exist (no
/// February 30); a ``DateField`` turns them into a `Date` at the start of that day in its own
/// time zone.
package struct DateEntryComponents: Sendable, Hashable {
  /// The year, 1 to 9999.
  package var year: Int
  /// The month, 1 to 12.
  package var month: Int
  /// The day of the month, 1 to 31.
  package var day: Int

  /// Creates components; nothing is checked (see `isValidGregorianDay`).
  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether these numbers name a day of the proleptic Gregorian calendar between the years 1 and
  /// 9999: the month is 1...12 and the day exists in that month (February 29 only in leap years).
  package var isValidGregorianDay: Bool {
    guard (1...9999).contains(year), (1...12).contains(month) else { return false }
    return (1...DateEntryComponents.daysIn(month: month, year: year)).contains(day)
  }

  /// The number of days in `month` (1...12) of `year`; 0 for a month outside 1...12.
  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: return 31
    case 4, 6, 9, 11: return 30
    case 2:
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return isLeap ? 29 : 28
    default: return 0
    }
  }
}
