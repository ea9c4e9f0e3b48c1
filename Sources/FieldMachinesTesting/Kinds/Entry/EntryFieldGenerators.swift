import FieldMachines

/// Random events and actions for `EntryFieldMachine` and `EntryField` property tests.
public enum EntryFieldGenerators {
  /// Any machine event, every case reachable, with random delegate answers: the entry kind's
  /// mix (``FieldGeneratorsOf/event(using:)``).
  public static func event(
    using generator: inout some RandomNumberGenerator
  ) -> EntryFieldMachine.Event {
    FieldGeneratorsOf<EntryFieldMachine>.event(using: &generator)
  }

  /// Any field action: user actions, programmatic calls, configuration and delegate answers.
  public static func action(using generator: inout some RandomNumberGenerator) -> Action {
    switch Int.random(in: 0..<120, using: &generator) {
    case 0..<8: .tap
    case 8..<13: .becomeFirstResponder
    case 13..<23: .resignFirstResponder
    case 23..<37: .typeText(TextFieldSamples.text(using: &generator))
    case 37..<49: .deleteBackward
    case 49..<53: .replaceText(TextFieldSamples.text(maximumPieces: 6, using: &generator))
    case 53..<58: .pressReturn
    case 58..<60: .keyboardWillShow
    case 60..<65: .setText(optionalText(using: &generator))
    case 65..<71: .setError(optionalMessage(using: &generator))
    case 71..<76: .removeErrorUI
    case 76..<82: .setEnabled(Int.random(in: 0..<3, using: &generator) != 0)
    case 82..<84: .setPlaceholder(Bool.random(using: &generator) ? "Name" : nil)
    case 84..<86: .setOptional(Bool.random(using: &generator))
    case 86..<87: .setShakes(Bool.random(using: &generator))
    case 87..<89: .setUnit(Bool.random(using: &generator) ? "kg" : nil)
    case 89..<91: .setMonetary(Bool.random(using: &generator))
    case 91..<100: .setAnswers(FieldDelegateAnswers.random(using: &generator))
    case 100..<103: .tapClear
    case 103..<105: .togglePasswordVisibility
    case 105..<107: .setReadOnly(Int.random(in: 0..<4, using: &generator) == 0)
    case 107..<110: .setHelperText(TextFieldSamples.helperText(using: &generator))
    case 110..<112: .setReservesSupportingRow(Bool.random(using: &generator))
    case 112..<115: .setMaxLength(TextFieldSamples.maxLength(using: &generator))
    case 115: .setLengthLimitPolicy(TextFieldSamples.lengthLimitPolicy(using: &generator))
    case 116: .setOverflowMessage(TextFieldSamples.overflowMessage(using: &generator))
    case 117: .setSecureTextEntry(Bool.random(using: &generator))
    case 118: .setAnnouncesErrors(Int.random(in: 0..<4, using: &generator) != 0)
    default: .setMaximumSupportingLineCount(supportingLineLimit(using: &generator))
    }
  }

  /// A supporting-row line limit: none, or one from -1 to 2 (below 1 counts as 1).
  public static func supportingLineLimit(
    using generator: inout some RandomNumberGenerator
  ) -> Int? {
    [nil, -1, 1, 2].randomElement(using: &generator) ?? nil
  }

  static func optionalText(using generator: inout some RandomNumberGenerator) -> String? {
    Int.random(in: 0..<5, using: &generator) == 0
      ? nil : TextFieldSamples.text(maximumPieces: 6, using: &generator)
  }

  static func optionalMessage(using generator: inout some RandomNumberGenerator) -> String? {
    Int.random(in: 0..<5, using: &generator) == 0
      ? nil : TextFieldSamples.errorMessage(using: &generator)
  }
}
