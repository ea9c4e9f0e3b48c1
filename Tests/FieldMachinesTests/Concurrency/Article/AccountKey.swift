/// The fields of a sign-up, on a server and on a screen.
enum AccountKey: CaseIterable, Hashable, Sendable {
  case name, email
}
