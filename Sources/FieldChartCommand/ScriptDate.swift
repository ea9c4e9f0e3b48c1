#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates in scripts and options: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS]`, in UTC (a trailing `Z`
/// is allowed), parsed by arithmetic so the result never depends on the machine's settings.
enum ScriptDate {
  /// The date `text` names, or `nil` when it is not in the format.
  static func parse(_ text: String) -> Date? {
    var rest = Substring(text)
    if rest.hasSuffix("Z") { rest = rest.dropLast() }
    let parts = rest.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count <= 2, let day = parts.first else { return nil }
    let ymd = day.split(separator: "-", omittingEmptySubsequences: false)
    guard ymd.count == 3, ymd[0].count == 4, ymd[1].count == 2, ymd[2].count == 2,
      let year = Int(ymd[0]), let month = Int(ymd[1]), let dayOfMonth = Int(ymd[2]),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(dayOfMonth)
    else { return nil }
    var seconds = 0
    if parts.count == 2 {
      let hms = parts[1].split(separator: ":", omittingEmptySubsequences: false)
      guard (2...3).contains(hms.count), hms.allSatisfy({ $0.count == 2 }),
        let hours = Int(hms[0]), let minutes = Int(hms[1]), (0..<24).contains(hours),
        (0..<60).contains(minutes)
      else { return nil }
      let secs = hms.count == 3 ? Int(hms[2]) : 0
      guard let secs, (0..<60).contains(secs) else { return nil }
      seconds = hours * 3600 + minutes * 60 + secs
    }
    let days = daysFromCivil(year: year, month: month, day: dayOfMonth)
    return Date(timeIntervalSince1970: Double(days * 86_400 + seconds))
  }

  /// `date` as `YYYY-MM-DD`, or with `THH:MM:SSZ` when it is not midnight UTC.
  static func format(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e12 else { return "@\(interval)" }
    let total = Int(date.timeIntervalSince1970.rounded(.down))
    let days = Int((Double(total) / 86_400).rounded(.down))
    let seconds = total - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    if seconds != 0 {
      text += "T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))Z"
    }
    return text
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  private static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
