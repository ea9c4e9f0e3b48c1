import FieldMachines
import Foundation

/// The sign-up form the app draws: its five fields, configured, and the form over them.
@MainActor
final class SignUpForm {
  /// The email entry field.
  let email: EntryField
  /// The password entry field, drawn masked.
  let password: EntryField
  /// The optional "about you" area field.
  let about: AreaField
  /// The country picker.
  let country: PickerField
  /// The birthday date field.
  let birthday: DateField
  /// The form over the fields: rules, exclusive focus, Tab order and submit.
  let form = Form<SignUpKey>()

  /// The picker's rows.
  static let countries = [
    "Australia", "Brazil", "Canada", "France", "Germany", "India", "Japan", "Kenya", "Mexico",
    "New Zealand", "Norway", "Spain", "United Kingdom", "United States",
  ]

  /// The date the birthday wheel opens on while the field is empty: 2000-01-01 UTC.
  static let wheelStart = Date(timeIntervalSince1970: 946_684_800)

  /// Creates the form; `now` is the birthday field's clock (fixed in tests and CI).
  init(now: Date) {
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc

    let email = EntryField(placeholder: SignUpKey.email.title)
    let password = EntryField(placeholder: SignUpKey.password.title)
    let about = AreaField(placeholder: SignUpKey.about.title)
    about.isOptional = true
    about.maximumLineCount = 4
    let country = PickerField(placeholder: SignUpKey.country.title, data: SignUpForm.countries)
    country.isManualEntryCapable = true
    country.manualEntryOptionName = "Other (type it)"
    country.isClearable = true
    let birthday = DateField(placeholder: SignUpKey.birthday.title, now: { now })
    birthday.timeZone = utc
    birthday.locale = Locale(identifier: "en_US")
    birthday.minimumDate = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))
    birthday.maximumDate = now
    birthday.defaultDate = SignUpForm.wheelStart

    self.email = email
    self.password = password
    self.about = about
    self.country = country
    self.birthday = birthday

    form.add(email, for: .email)
    form.add(password, for: .password)
    form.add(about, for: .about)
    form.add(country, for: .country)
    form.add(birthday, for: .birthday)
    form.movesToNextOnReturn = true
    let adult = calendar.date(byAdding: .year, value: -18, to: now)
    form.setRules([.required(), .email()], for: .email)
    form.setRules(
      [.required(), .minLength(8, message: "Use at least 8 characters.")], for: .password)
    form.setRules([.maxLength(200)], for: .about)
    form.setRules([.required(message: "Choose a country.")], for: .country)
    form.setRules(
      [
        .required(message: "Enter your birthday."),
        .dateRange(from: nil, to: adult, message: "You must be 18 or older."),
      ], for: .birthday)
  }

  /// The field of `key`.
  func field(_ key: SignUpKey) -> any Field {
    switch key {
    case .email: email
    case .password: password
    case .about: about
    case .country: country
    case .birthday: birthday
    }
  }
}
