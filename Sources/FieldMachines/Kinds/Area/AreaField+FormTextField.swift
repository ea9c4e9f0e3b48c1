/// `FormTextField` is declared on the class (see `TextFieldAdapter`); its members are here.
extension AreaField {
  /// Every effect of an area field, mapped. Return types a line break, so an area never asks
  /// to move on.
  static func report(_ effect: AreaFieldMachine.Effect, into report: inout FormFieldReport) {
    switch effect {
    case .didBeginEditing: report.began = true
    case .didEndEditing: report.ended = true
    // Read from the states, since an assigned text fires nothing.
    case .didChangeText: break
    // The form compares the error the field shows after every transition.
    case .errorCleared, .errorShown: break
    // The field performs it itself; a submit silences the announcements.
    case .announceError: break
    }
  }

  /// An area has no secure entry.
  var formRevealsText: Bool { false }

  var formText: (text: String, characterCount: Int) {
    (hub.storedMachine.state.text, hub.storedMachine.state.characterCount)
  }

  /// An area has no secure entry: nothing to restore.
  func restoreRevealedText(_ revealed: Bool) {}
}
