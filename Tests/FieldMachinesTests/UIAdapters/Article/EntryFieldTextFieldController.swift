#if canImport(UIKit)
import FieldMachines
import UIKit

/// Joins a `UITextField` to an ``EntryField``: the text field's delegate callbacks become the
/// field's user actions, and an observation loop redraws the control from the field.
final class EntryFieldTextFieldController: NSObject, UITextFieldDelegate {
  let field: EntryField
  let textField: UITextField
  let errorLabel = UILabel()
  private var loop: ObservationLoop?

  init(field: EntryField, textField: UITextField) {
    self.field = field
    self.textField = textField
    super.init()
    textField.delegate = self
    loop = ObservationLoop { [weak self] in self?.redraw() }
  }

  private func redraw() {
    let appearance = field.appearance
    textField.placeholder = appearance.title
    if textField.text != appearance.value { textField.text = appearance.value }
    errorLabel.text = appearance.supportingRow.error.message
    if field.isActive != textField.isFirstResponder {
      _ = field.isActive ? textField.becomeFirstResponder() : textField.resignFirstResponder()
    }
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    EntryFieldBridge(field: field).focusChanged(to: true)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    EntryFieldBridge(field: field).focusChanged(to: false)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let old = textField.text ?? ""
    guard let swiftRange = Range(range, in: old) else { return false }
    EntryFieldBridge(field: field).userChanged(
      to: old.replacingCharacters(in: swiftRange, with: string))
    return false  // the observation loop shows the field's text
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    field.pressReturn()
    return false
  }
}
#endif
