import Foundation

extension DateField {
  /// The style ``text`` uses: ``formatStyle``, or the default for ``datePickerMode`` in the
  /// locale's calendar, with the field's own ``timeZone`` and ``locale`` replacing the style's.
  var resolvedFormatStyle: Date.FormatStyle {
    var style: Date.FormatStyle
    if let formatStyle {
      style = formatStyle
    } else {
      style = DateField.defaultFormatStyle(for: datePickerMode)
      var calendar = locale.calendar
      calendar.timeZone = timeZone
      style.calendar = calendar
    }
    style.timeZone = timeZone
    style.locale = locale
    return style
  }

  /// `date` as the field shows it, in its own time zone and locale; `""` for a non-finite date
  /// (NaN or ±infinity), which Foundation cannot format.
  public func formatted(_ date: Date) -> String {
    guard date.isFinite else { return "" }
    return date.formatted(resolvedFormatStyle)
  }

  /// The default style for `mode`: abbreviated month, two-digit day and year for ``DatePickerMode/date``
  /// (MaterialFields' "MMM dd, yyyy" in en_US), hour and minute for ``DatePickerMode/time``, and
  /// both for ``DatePickerMode/dateAndTime``. Field order and words follow the locale.
  static func defaultFormatStyle(for mode: DatePickerMode) -> Date.FormatStyle {
    let none = Date.FormatStyle(date: .omitted, time: .omitted)
    let day = none.month(.abbreviated).day(.twoDigits).year(.defaultDigits)
    switch mode {
    case .date: return day
    case .time: return none.hour().minute(.twoDigits)
    case .dateAndTime: return day.hour().minute(.twoDigits)
    }
  }
}
