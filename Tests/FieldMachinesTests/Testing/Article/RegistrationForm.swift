import FieldMachines

/// The sign-up form of "Testing Your Form": five fields of all four kinds, with rules.
@MainActor
final class RegistrationForm {
  let form = Form<RegistrationKey>()

  init() {
    let password = EntryField(placeholder: "Password")
    password.isSecureTextEntry = true
    form.add(EntryField(placeholder: "Name"), for: .name)
    form.add(EntryField(placeholder: "Email"), for: .email)
    form.add(password, for: .password)
    form.add(PickerField(placeholder: "Country", data: ["France", "Japan", "Peru"]), for: .country)
    form.add(DateField(placeholder: "Birthday"), for: .birthday)
    form.setRules([.required(), .minLength(2)], for: .name)
    form.setRules([.required(), .email()], for: .email)
    form.setRules([.required(), .minLength(8)], for: .password)
    form.setRules([.required()], for: .country)
  }
}
