import FieldMachines
import FieldMachinesTesting
import Foundation

/// The keys of the test forms, in the order the fields appear.
enum SignUpKey: CaseIterable, Hashable, Sendable {
  case name, email, password, confirm, country, birthday, notes
}

/// A form with an entry field per text key, a picker for `country` and a date field for
/// `birthday`, on a manual clock; `notes` has no field until a test adds one.
@MainActor
struct FormFixture {
  let form: Form<SignUpKey>
  let clock = ManualValidationClock()
  let name = EntryField(placeholder: "Name")
  let email = EntryField(placeholder: "Email")
  let password = EntryField(placeholder: "Password")
  let confirm = EntryField(placeholder: "Confirm")
  let country = PickerField(placeholder: "Country", data: ["France", "Japan", "Peru"])
  let birthday = DateField(placeholder: "Birthday", now: { FormFixture.now })

  nonisolated static let now = Date(timeIntervalSince1970: 1_000_000_000)

  init() {
    form = Form(clock: clock)
    form.add(name, for: .name)
    form.add(email, for: .email)
    form.add(password, for: .password)
    form.add(confirm, for: .confirm)
    form.add(country, for: .country)
    form.add(birthday, for: .birthday)
    country.isManualEntryCapable = true
    country.isClearable = true
    birthday.isClearable = true
  }

  /// Taps `field`, types `text` and leaves it with `resignFirstResponder()`.
  func fill(_ field: EntryField, _ text: String) {
    field.tap()
    field.replaceText(with: text)
    field.resignFirstResponder()
  }

  /// The form's invariants, joined; empty when sound.
  var violations: String { form.invariantViolations().joined(separator: "; ") }
}
