/// The sign-up form's fields, in the order they appear and Tab visits them.
enum SignUpKey: Int, CaseIterable, Hashable, Sendable {
  /// An entry field with email rules.
  case email
  /// A masked entry field of at least eight characters.
  case password
  /// An optional area field that grows to four lines.
  case about
  /// A picker of countries with manual entry and a clear pill.
  case country
  /// A date field with limits and a fixed clock.
  case birthday

  /// The field's title.
  var title: String {
    switch self {
    case .email: "Email"
    case .password: "Password"
    case .about: "About you"
    case .country: "Country"
    case .birthday: "Birthday"
    }
  }
}
