/// What the text kinds' vocabularies (``EntryFieldVocabulary``, ``AreaFieldVocabulary``) share,
/// written once: a new field is the field class's with no title, and a random state is the
/// shared text state's (``TextFieldSamples``). Each kind adds its events, its script words and
/// its field calls (most of them ``TextFieldScript``'s).
package protocol TextFieldVocabulary: ScriptedFieldVocabulary
where Machine.State == TextFieldState, FieldObject: TitledTextField {}

extension TextFieldVocabulary {
  /// A new field as a user creates it: untitled.
  package static func makeField() -> FieldObject { FieldObject(placeholder: nil) }

  /// A random state, possibly inconsistent, to exercise the machine's `init(state:)`
  /// (``TextFieldSamples/state(using:)``).
  package static func randomState(
    using generator: inout some RandomNumberGenerator
  ) -> TextFieldState {
    TextFieldSamples.state(using: &generator)
  }
}
