/// The fields of the sign-up form in "Testing Your Form", in the order they appear.
enum RegistrationKey: CaseIterable, Hashable, Sendable {
  case name, email, password, country, birthday
}
