/// `FormTextField` is declared on the class (see `TextFieldAdapter`); its members are here.
extension EntryField {
  /// Every effect of an entry field, mapped: return asks the form to move on.
  static func report(_ effect: EntryFieldMachine.Effect, into report: inout FormFieldReport) {
    switch effect {
    case .didBeginEditing: report.began = true
    case .didEndEditing: report.ended = true
    case .didReturn: report.returned = true
    // Read from the states, since an assigned text fires nothing.
    case .didChangeText: break
    // The form compares the error the field shows after every transition.
    case .errorCleared, .errorShown: break
    // The field performs these itself; a submit silences the announcements.
    case .announceError, .textVisibilityChanged: break
    }
  }

  var formRevealsText: Bool { isTextRevealed }

  var formText: (text: String, characterCount: Int) {
    (hub.storedMachine.state.text, hub.storedMachine.state.characterCount)
  }

  func restoreRevealedText(_ revealed: Bool) {
    if isTextRevealed != revealed { togglePasswordVisibility() }
  }
}
