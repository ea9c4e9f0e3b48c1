import FieldMachines
import Observation

/// A screen's view model: it lives on the main actor, owns the form and is the delegate of the
/// name field.
@MainActor @Observable
final class SignUpViewModel {
  let form: Form<AccountKey>
  let name = EntryField(placeholder: "Name")
  let email = EntryField(placeholder: "Email")
  private(set) var nameHint = ""

  init() {
    form = Form()  // in the body, where `#isolation` is the main actor
    form.add(name, for: .name)
    form.add(email, for: .email)
    form.setRules([.required(), .minLength(2)], for: .name)
    form.setRules([.required(), .email()], for: .email)
    name.delegate = self
  }

  func signUp() async -> Bool {
    await form.submit().isSubmitted
  }
}

extension SignUpViewModel: @MainActor EntryFieldDelegate {
  func entryFieldDidChange(_ view: EntryField) {
    let count = view.text?.count ?? 0
    nameHint = count < 2 ? "At least 2 characters" : ""
  }

  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    !text.contains(" ")
  }
}
