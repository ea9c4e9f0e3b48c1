import FieldMachines

/// Random events and actions for `AreaFieldMachine` and `AreaField` property tests.
public enum AreaFieldGenerators {
  /// Any machine event, every case reachable, with random delegate answers: the area kind's
  /// mix (``FieldGeneratorsOf/event(using:)``).
  public static func event(
    using generator: inout some RandomNumberGenerator
  ) -> AreaFieldMachine.Event {
    FieldGeneratorsOf<AreaFieldMachine>.event(using: &generator)
  }

  /// The wrapping widths ``Action/setMeasurerWidth(_:)`` uses: none, or whole points.
  public static let measurerWidths: [Int?] = [nil, 27, 45, 90]

  /// Any field action: user actions, programmatic calls, configuration (line limit and
  /// measurer included) and delegate answers.
  public static func action(using generator: inout some RandomNumberGenerator) -> Action {
    switch Int.random(in: 0..<116, using: &generator) {
    case 0..<8: .tap
    case 8..<13: .becomeFirstResponder
    case 13..<23: .resignFirstResponder
    case 23..<37: .typeText(TextFieldSamples.text(using: &generator))
    case 37..<49: .deleteBackward
    case 49..<52: .replaceText(TextFieldSamples.text(maximumPieces: 6, using: &generator))
    case 52..<57: .pressReturn
    case 57..<59: .tapClear
    case 59..<60: .keyboardWillShow
    case 60..<65: .setText(EntryFieldGenerators.optionalText(using: &generator))
    case 65..<71: .setError(EntryFieldGenerators.optionalMessage(using: &generator))
    case 71..<76: .removeErrorUI
    case 76..<82: .setEnabled(Int.random(in: 0..<3, using: &generator) != 0)
    case 82..<84: .setPlaceholder(Bool.random(using: &generator) ? "Notes" : nil)
    case 84..<85: .setOptional(Bool.random(using: &generator))
    case 85..<86: .setShakes(Bool.random(using: &generator))
    case 86..<89:
      .setMaximumLineCount([nil, -1, 0, 1, 2, 3, 5].randomElement(using: &generator) ?? nil)
    case 89..<91: .setMeasurerWidth(measurerWidths.randomElement(using: &generator) ?? nil)
    case 91..<100: .setAnswers(FieldDelegateAnswers.random(using: &generator))
    case 100..<102: .setReadOnly(Int.random(in: 0..<4, using: &generator) == 0)
    case 102..<105: .setHelperText(TextFieldSamples.helperText(using: &generator))
    case 105..<107: .setReservesSupportingRow(Bool.random(using: &generator))
    case 107..<110: .setMaxLength(TextFieldSamples.maxLength(using: &generator))
    case 110: .setLengthLimitPolicy(TextFieldSamples.lengthLimitPolicy(using: &generator))
    case 111: .setOverflowMessage(TextFieldSamples.overflowMessage(using: &generator))
    case 112: .setAnnouncesErrors(Int.random(in: 0..<4, using: &generator) != 0)
    default:
      .setMaximumSupportingLineCount(EntryFieldGenerators.supportingLineLimit(using: &generator))
    }
  }
}
