#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates in script lines: ISO 8601 in UTC (`2024-03-01T06:00:00Z`) for whole seconds in years
/// 0001–9999, otherwise `@` and the seconds since 1970 (`@1709251200.25`). No formatter or time
/// zone database is involved, so a script reads the same everywhere.
package enum ScriptDate {
  /// `date` as a script payload.
  package static func format(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.rounded() == seconds, abs(seconds) < 1e12 else { return "@\(seconds)" }
    let total = Int(seconds)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    guard (1...9999).contains(year) else { return "@\(seconds)" }
    return digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2) + "T"
      + digits(secondOfDay / 3600, 2) + ":" + digits(secondOfDay / 60 % 60, 2) + ":"
      + digits(secondOfDay % 60, 2) + "Z"
  }

  /// `date` as `fieldchart simulate` prints it: `YYYY-MM-DD`, with `THH:MM:SSZ` after it when
  /// it is not midnight UTC, in whole seconds (rounded down); `@` and the seconds since 1970
  /// when it is too far from 1970 to print.
  package static func shortFormat(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e12 else { return "@\(interval)" }
    let total = Int(interval.rounded(.down))
    let days = Int((Double(total) / 86_400).rounded(.down))
    let seconds = total - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    var text = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
    if seconds != 0 {
      text +=
        "T" + digits(seconds / 3600, 2) + ":" + digits(seconds / 60 % 60, 2) + ":"
        + digits(seconds % 60, 2) + "Z"
    }
    return text
  }

  /// The date a payload stands for; `nil` when it is neither form. The shorter forms
  /// `fieldchart simulate` accepts are read too: `2024-03-01`, `2024-03-01T06:00` and
  /// `2024-03-01T06:00:00`, each with or without the `Z` (always UTC).
  package static func parse(_ text: String) -> Date? {
    if text.hasPrefix("@") {
      return Double(text.dropFirst()).map { Date(timeIntervalSince1970: $0) }
    }
    var scalars = Array(text.utf8)
    if scalars.last == UInt8(ascii: "Z") { scalars.removeLast() }
    switch scalars.count {
    case 10: scalars += Array("T00:00:00Z".utf8)
    case 16: scalars += Array(":00Z".utf8)
    case 19: scalars += Array("Z".utf8)
    default: return nil
    }
    guard scalars.count == 20, scalars[4] == UInt8(ascii: "-"), scalars[7] == UInt8(ascii: "-"),
      scalars[10] == UInt8(ascii: "T"), scalars[13] == UInt8(ascii: ":"),
      scalars[16] == UInt8(ascii: ":"), scalars[19] == UInt8(ascii: "Z"),
      let year = number(scalars[0..<4]), let month = number(scalars[5..<7]),
      let day = number(scalars[8..<10]), let hour = number(scalars[11..<13]),
      let minute = number(scalars[14..<16]), let second = number(scalars[17..<19]),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return nil }
    let days = self.days(fromCivil: year, month, day)
    guard civil(fromDays: days) == (year, month, day) else { return nil }
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// Howard Hinnant's `civil_from_days`: the proleptic Gregorian date of a day since 1970.
  private static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Howard Hinnant's `days_from_civil`.
  private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
