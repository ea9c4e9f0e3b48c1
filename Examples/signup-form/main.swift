// A headless sign-up form: keys, rules, an asynchronous "is this name taken?" check, a model,
// a condition, keyboard navigation and a submit. After each step it prints what a user would
// see. Time is simulated with a manual clock, so the output is the same on every run.
// Run it with `swift run signup-form`.
import FieldMachines
import FieldMachinesTesting
import Foundation

/// The fields, in the order they appear on screen.
enum SignUp: CaseIterable, Hashable, Sendable {
  case username, email, password, confirm, country, region, birthday, bio
}

/// The app's model: it refuses reserved addresses and stores what passed every rule.
final class Account: FormModel {
  typealias Key = SignUp
  private(set) var stored: [SignUp: FormValue] = [:]
  /// What the model received since the last step was shown.
  var received: [String] = []

  func validateValue(_ value: inout FormValue, forKey key: SignUp) throws(RuleViolation) {
    guard key == .email, case .text(let text) = value else { return }
    if text.lowercased().hasPrefix("admin@") {
      throw RuleViolation(rule: .model, message: "Addresses starting with admin@ are reserved.")
    }
    value = .text(text.lowercased())
  }

  func setValue(_ value: FormValue, forKey key: SignUp) {
    stored[key] = value
    received.append("\(key) = \(value)")
  }
}

let utc = TimeZone(secondsFromGMT: 0) ?? .current
let today = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01, the simulated "now"
let clock = ManualValidationClock()
let form = Form<SignUp>(clock: clock)
let account = Account()

let username = EntryField(placeholder: "Username")
let email = EntryField(placeholder: "Email")
let password = EntryField(placeholder: "Password")
let confirm = EntryField(placeholder: "Confirm password")
let country = PickerField(placeholder: "Country", data: ["France", "Japan", "United States"])
let region = EntryField(placeholder: "State")
let birthday = DateField(placeholder: "Birthday", now: { today })
let bio = AreaField(placeholder: "About you")
country.isManualEntryCapable = true
country.manualEntryOptionName = "Somewhere else"
birthday.timeZone = utc
birthday.locale = Locale(identifier: "en_US_POSIX")
birthday.maximumDate = today
bio.isOptional = true

form.add(username, for: .username)
form.add(email, for: .email)
form.add(password, for: .password)
form.add(confirm, for: .confirm)
form.add(country, for: .country)
form.add(region, for: .region)
form.add(birthday, for: .birthday)
form.add(bio, for: .bio)
form.model = account
form.movesToNextOnReturn = true

/// Names already taken, as a server would answer.
let takenNames: Set<String> = ["ada", "grace"]

form.setRules(
  [.required(), .minLength(3), .pattern(message: "Use a-z, 0-9 and _.") { /[a-z0-9_]+/ }],
  for: .username, timing: .onChange)
form.setDisplayPolicy(.immediately, for: .username)
form.setAsyncRules(
  [
    AsyncRule.custom(id: "available") { value in
      guard case .text(let name) = value else { return nil }
      return takenNames.contains(name) ? "\(name) is taken." : nil
    }
  ], for: .username)
form.setRules([.required(), .email()], for: .email)
form.setRules([.required(), .minLength(8)], for: .password)
form.setRules([.required(), .equal(to: .password)], for: .confirm)
form.setRules([.required()], for: .country)
form.setRules([.required(), .exactLength(2)], for: .region)
form.setRules(
  [
    .required(),
    .dateRange(from: nil, to: today.addingTimeInterval(-18 * 365.25 * 86_400))
      .message("You must be 18 or older."),
  ], for: .birthday)
form.setRules([.maxLength(140)], for: .bio)
form.hide(.region, when: Condition { $0[.country]?.rowIndex != 2 })

/// Prints the form as a user would see it: one line per visible field, the active one marked,
/// with its value, error and height, then the validation summary.
@MainActor func show(_ step: String) {
  print("\n▶ \(step)")
  for key in form.keys where !form.isHidden(key) {
    guard let field = form.field(key) else { continue }
    let look = field.appearance
    let marker = field.isActive ? "›" : " "
    var line = "\(marker) \(look.title.padding(toLength: 27, withPad: " ", startingAt: 0))"
    line += look.value.isEmpty ? "—" : look.value.replacing("\n", with: " ⏎ ")
    if form.isValidating(key) { line += "   (checking…)" }
    if field.isActive, field is EntryField {
      line += "   [return: \(form.returnKeyType(for: key))]"
    }
    print(line)
    if let error = field.errorMessage { print("    ⚠ \(error)") }
  }
  let layout = form.layout(spacing: 8)
  print("  form height \(layout.totalHeight) pt; validity: \(summary(form.validity))")
  if !account.received.isEmpty {
    print("  the model received: \(account.received.joined(separator: ", "))")
    account.received = []
  }
}

func summary(_ validity: Validity<SignUp>) -> String {
  switch validity {
  case .unvalidated: "not fully validated yet"
  case .valid: "valid"
  case .invalid(let failures):
    "\(failures.count) problem(s): \(failures.map { "\($0.key).\($0.rule)" })"
  }
}

show("The form opens")

username.tap()
username.typeText("ada")
show("Username: typed \"ada\" (rules run on change; the name check waits 300 ms)")

clock.advance(by: .milliseconds(300))
await form.settle()
show("300 ms later the server answers (username errors show at once)")

username.typeText("_l")
clock.advance(by: .milliseconds(300))
await form.settle()
username.pressReturn()
show("Typed \"_l\", the server says it is free, Return moves on")

email.typeText("Ada@Example.com")
email.pressReturn()
password.typeText("secret")
password.pressReturn()
show("Email and a short password, each confirmed with Return")

confirm.typeText("secret12")
confirm.pressReturn()
show("Confirm does not match (Return on it opens the country picker)")

country.selectRow(2)
country.tapDone()
show("Country: United States, so the State field appears")

let submission = await form.submit()
show("Submit fails: the first invalid field takes focus and keeps its error")
if case .rejected(let failures) = submission {
  print("  rejected: \(failures.map(\.message))")
}

password.replaceText(with: "secret12")
form.next()
show("Password fixed; confirm is checked again because it reads the password")

form.focus(.region)
region.typeText("CA")
form.next()
birthday.scrollDate(to: Date(timeIntervalSince1970: 0))
form.next()
bio.typeText("Analyst.\nPoet of science.")
show("State, birthday (1970-01-01) and a two-line bio")

switch await form.submit() {
case .submitted(let values):
  show("Submit succeeds")
  for key in SignUp.allCases {
    guard let value = values[key] else { continue }
    print("  \(key): \(value)")
  }
case .rejected(let failures):
  show("Submit fails again")
  print("  rejected: \(failures.map(\.message))")
}

let snapshot = form.snapshot()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let bytes = (try? encoder.encode(snapshot))?.count ?? 0
print("\nSnapshot: \(bytes) bytes of JSON; the model holds \(account.stored.count) values.")
