import FieldMachines

extension FieldDelegateAnswers {
  /// Random answers for a recording delegate: each "should" `true` three times in four; did-end
  /// sets an error one time in four.
  public static func random(using generator: inout some RandomNumberGenerator) -> Self {
    func likely(_ generator: inout some RandomNumberGenerator) -> Bool {
      Int.random(in: 0..<4, using: &generator) != 0
    }
    return FieldDelegateAnswers(
      shouldBeginEditing: likely(&generator), shouldEndEditing: likely(&generator),
      shouldReturn: likely(&generator), shouldClear: likely(&generator),
      shouldChangeText: likely(&generator),
      errorOnDidEndEditing: likely(&generator)
        ? nil : TextFieldSamples.errorMessage(using: &generator))
  }
}
