/// What a ``DateField`` picks and shows: a day, a time of day, or both.
///
/// It chooses the default format of ``DateField/text``; the machine keeps full `Date` values in
/// every mode. Unlike MaterialFields' optional mode it cannot be `nil`, so it cannot crash.
public enum DatePickerMode: String, Sendable, Hashable, CaseIterable {
  /// A day, shown like "Mar 05, 2024" (MaterialFields' "MMM dd, yyyy" in en_US).
  case date
  /// A time of day, shown like "3:07 PM".
  case time
  /// A day and a time, shown like "Mar 05, 2024 at 3:07 PM".
  case dateAndTime
}
