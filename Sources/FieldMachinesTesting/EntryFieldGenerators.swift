import FieldMachines

/// Random events and actions for ``EntryFieldMachine`` and ``EntryField`` property tests.
public enum EntryFieldGenerators {
  /// Any machine event, every case reachable, with random delegate answers.
  public static func event(
    using generator: inout some RandomNumberGenerator
  ) -> EntryFieldMachine.Event {
    let allowed = Int.random(in: 0..<4, using: &generator) != 0
    return switch Int.random(in: 0..<8, using: &generator) {
    case 0: .beginRequested(allowed: allowed)
    case 1: .textEdited(TextFieldGenerators.edit(using: &generator), allowed: allowed)
    case 2: .returnPressed(allowed: allowed)
    case 3: .endRequested(allowed: allowed)
    case 4: .textAssigned(TextFieldGenerators.text(maximumPieces: 6, using: &generator))
    case 5: .errorSet(TextFieldGenerators.errorMessage(using: &generator))
    case 6: .errorRemoved
    default: .enabledChanged(Int.random(in: 0..<4, using: &generator) != 0)
    }
  }

  /// Any field action: user actions, programmatic calls, configuration and delegate answers.
  public static func action(using generator: inout some RandomNumberGenerator) -> Action {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<8: .tap
    case 8..<13: .becomeFirstResponder
    case 13..<23: .resignFirstResponder
    case 23..<37: .typeText(TextFieldGenerators.text(using: &generator))
    case 37..<49: .deleteBackward
    case 49..<53: .replaceText(TextFieldGenerators.text(maximumPieces: 6, using: &generator))
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
    default: .setAnswers(TextFieldGenerators.answers(using: &generator))
    }
  }

  static func optionalText(using generator: inout some RandomNumberGenerator) -> String? {
    Int.random(in: 0..<5, using: &generator) == 0
      ? nil : TextFieldGenerators.text(maximumPieces: 6, using: &generator)
  }

  static func optionalMessage(using generator: inout some RandomNumberGenerator) -> String? {
    Int.random(in: 0..<5, using: &generator) == 0
      ? nil : TextFieldGenerators.errorMessage(using: &generator)
  }
}
