import FieldMachines

/// What every text-control adapter does with an ``EntryField``, whatever the toolkit: it turns
/// the control's edits and focus changes into the field's user actions, and reads back what to
/// show. The field's delegate sees each edit exactly as MaterialFields' did.
@MainActor
struct EntryFieldBridge {
  let field: EntryField

  /// The text the control shows.
  var text: String { field.text ?? "" }

  /// The control's text became `newText`: a keystroke at the end, a backspace, or anything
  /// else (a paste, autocorrect) as a replacement of the whole text.
  func userChanged(to newText: String) {
    let old = text
    if newText == old { return }
    if newText.hasPrefix(old) {
      field.typeText(String(newText.dropFirst(old.count)))
    } else if old.hasPrefix(newText) && old.count == newText.count + 1 {
      field.deleteBackward()
    } else {
      field.replaceText(with: newText)
    }
  }

  /// The control gained or lost focus; returns whether the field agrees (its delegate may veto).
  @discardableResult
  func focusChanged(to isFocused: Bool) -> Bool {
    isFocused ? field.becomeFirstResponder() : field.resignFirstResponder()
  }
}
