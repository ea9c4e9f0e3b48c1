/// A text field class made from its title alone (`init(placeholder:)`), as ``EntryField`` and
/// ``AreaField`` are, so the text kinds' vocabularies make a new field once
/// (``TextFieldVocabulary``).
package protocol TitledTextField: TextInputField {
  /// A new empty, enabled field titled `placeholder`.
  init(placeholder: String?)
}
