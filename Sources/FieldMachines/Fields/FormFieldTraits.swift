#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the testing kit's random forms choose for a field besides its kind, its rules and its
/// form settings: each kind's FormSampleVocabulary/makeFormField(_:) reads those its field
/// has (rows for a picker, bounds for a date field, secure entry and a delegate for an entry
/// field) and ignores the rest.
package struct FormFieldTraits {
  /// The rows of a field that offers a list.
  package var choices: [String]
  /// Whether a field with a list also offers a row to type a value of one's own.
  package var offersManualEntry: Bool
  /// The earliest date a field of dates allows.
  package var minimumDate: Date?
  /// The latest date a field of dates allows.
  package var maximumDate: Date?
  /// Whether a text field masks what is typed.
  package var isSecure: Bool
  /// The date a field that reads a clock reads.
  package var now: Date
  /// The delegate of the kinds whose delegate protocol it adopts (the field holds it weakly).
  package var delegate: AnyObject?

  /// Traits with the given values.
  package init(
    choices: [String], offersManualEntry: Bool, minimumDate: Date?, maximumDate: Date?,
    isSecure: Bool, now: Date, delegate: AnyObject?
  ) {
    self.choices = choices
    self.offersManualEntry = offersManualEntry
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.isSecure = isSecure
    self.now = now
    self.delegate = delegate
  }
}
