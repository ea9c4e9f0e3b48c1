/// What a form needs from a text field kind beyond what ``EntryField`` and ``AreaField``
/// share: what each effect of its machine tells the form, and its secure entry.
protocol FormTextField: TextFieldDefaults, FormAdaptableField {
  /// Adds what `effect` tells a form to `report`; every effect is mapped.
  static func report(_ effect: Machine.Effect, into report: inout FormFieldReport)
  /// Whether a secure field's value is revealed; `false` for a kind without secure entry.
  var formRevealsText: Bool { get }
  /// Reveals or masks a secure field's value to match `revealed`; nothing for a kind without
  /// secure entry.
  func restoreRevealedText(_ revealed: Bool)
  /// The text and its length in `Character`s, read from the stored machine (no observation)
  /// in the kind's own code, which reaches them without copying the machine.
  var formText: (text: String, characterCount: Int) { get }
}

extension FormTextField {
  /// A ``TextFieldAdapter`` of the field.
  func makeFormAdapter() -> any FormFieldAdapter { TextFieldAdapter(self) }
}
