import Foundation

/// How a ``DateField`` formats its ``DateField/text``: its time zone, locale and style. Few
/// fields change them, so a field keeps them in a ``DateFieldFormattingBox`` shared by every
/// field that keeps the defaults.
struct DateFieldFormatting: Sendable {
  /// The time zone the text is formatted in; the current one by default.
  var timeZone = TimeZone.autoupdatingCurrent
  /// The locale the text is formatted in; the current one by default.
  var locale = Locale.autoupdatingCurrent
  /// The style the text uses, or `nil` for the default of the field's picker mode.
  var formatStyle: Date.FormatStyle?
}
