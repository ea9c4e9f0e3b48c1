/// What `fieldchart simulate` prints about a field after a step; the kind's
/// ``SessionVocabulary/snapshot(of:)`` fills it in.
package struct SessionSnapshot {
  /// Whether the field is editing or open.
  package var isActive: Bool
  /// Whether a wheel is open; `nil` for text fields, which have none.
  package var isOpen: Bool?
  /// The error message shown, or `nil`.
  package var error: String?
  /// The field's `text`.
  package var value: String?
  /// A picker's value as a form reads it (its row and text); `nil` for other kinds. Printed by
  /// ``FormValue/description`` in place of ``value``, and as a `choice` object in JSON.
  package var choice: FormValue? = nil
  /// The field's height in points.
  package var height: Double
  /// Further values of this kind of field, such as a picker's index, in display order.
  package var details: [(name: String, value: String)] = []

  /// A snapshot of a field's values.
  package init(
    isActive: Bool, isOpen: Bool?, error: String?, value: String?, choice: FormValue? = nil,
    height: Double, details: [(name: String, value: String)] = []
  ) {
    self.isActive = isActive
    self.isOpen = isOpen
    self.error = error
    self.value = value
    self.choice = choice
    self.height = height
    self.details = details
  }
}
