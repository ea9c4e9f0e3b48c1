import FieldMachines

/// Random delegate answers for the text fields' recording delegates. The texts, edits and
/// states both text kinds draw are declared once in the library, with their events.
public enum TextFieldGenerators {
  /// Delegate answers, each "should" `true` three times in four; did-end sets an error one
  /// time in four.
  public static func answers(
    using generator: inout some RandomNumberGenerator
  ) -> TextFieldDelegateAnswers {
    func likely(_ generator: inout some RandomNumberGenerator) -> Bool {
      Int.random(in: 0..<4, using: &generator) != 0
    }
    return TextFieldDelegateAnswers(
      shouldBeginEditing: likely(&generator), shouldEndEditing: likely(&generator),
      shouldReturn: likely(&generator), shouldClear: likely(&generator),
      shouldChangeText: likely(&generator),
      errorOnDidEndEditing: likely(&generator)
        ? nil : TextFieldSamples.errorMessage(using: &generator))
  }
}
