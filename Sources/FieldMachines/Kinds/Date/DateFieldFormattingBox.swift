import Foundation

/// A date field's ``DateFieldFormatting``, kept by reference: every field with the defaults
/// shares ``defaults`` (no heap block of its own, and no room for a format style in the field
/// object), and a field that sets one gets a box of its own, replaced on each later change.
final class DateFieldFormattingBox: Sendable {
  /// The settings.
  let values: DateFieldFormatting
  /// The calendar typed days are read in (`DateField.entryCalendar`): Gregorian, in the
  /// settings' time zone, built with the box, so a parse or a draft builds none.
  let entryCalendar: Calendar

  /// The default settings' box, made once and shared by every field that keeps them.
  static let defaults = DateFieldFormattingBox(DateFieldFormatting())

  /// A box holding `values`.
  init(_ values: DateFieldFormatting) {
    self.values = values
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = values.timeZone
    self.entryCalendar = calendar
  }
}
