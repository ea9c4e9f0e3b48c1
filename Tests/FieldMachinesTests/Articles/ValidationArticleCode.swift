// swift-format-ignore-file
// (the documentation's code, verbatim: formatting it would part it from the text)
import FieldMachines
import FieldMachinesTesting

// The Validation article's code, compiled (see ArticleCodeTests). Never called: its async
// check waits out a real 300 ms debounce; FormAsyncTests cover the behaviour.

/// Hosts for the Validation article's blocks.
@MainActor enum ValidationArticleCode {
  static func completeExample() async {
    // article-code: Validation
    enum SignUp: CaseIterable, Hashable, Sendable {
      case username, email, password, confirm, country, birthday
    }

    final class Account: FormModel {
      typealias Key = SignUp
      var stored: [SignUp: FormValue] = [:]

      func validateValue(_ value: inout FormValue, forKey key: SignUp)
        throws(RuleViolation)
      {
        if key == .email, case .text(let text) = value {
          guard !text.hasPrefix("admin@") else {
            throw RuleViolation(rule: .model, message: "Reserved address.")
          }
          value = .text(text.lowercased())  // the model may adjust what it stores
        }
      }

      func setValue(_ value: FormValue, forKey key: SignUp) { stored[key] = value }
    }

    enum UsernameService {  // your server; here, two names are taken
      static func isTaken(_ name: String) async -> Bool { ["ada", "root"].contains(name) }
    }

    @MainActor func makeSignUpForm(account: Account) -> Form<SignUp> {
      let form = Form<SignUp>()
      form.add(EntryField(placeholder: "Username"), for: .username)
      form.add(EntryField(placeholder: "Email"), for: .email)
      form.add(EntryField(placeholder: "Password"), for: .password)
      form.add(EntryField(placeholder: "Confirm password"), for: .confirm)
      form.add(PickerField(placeholder: "Country", data: ["France", "Japan"]), for: .country)
      form.add(DateField(placeholder: "Birthday"), for: .birthday)

      form.setRules([.required(), .pattern { /[a-z0-9_]{3,}/ }], for: .username, timing: .onChange)
      form.setAsyncRules([
        .custom(id: "available") { value in  // the rule receives the field's FormValue
          guard case .text(let name) = value else { return nil }
          return await UsernameService.isTaken(name) ? "That name is taken." : nil
        }
      ], for: .username)
      form.setRules([.required(), .email()], for: .email)
      form.setRules([.required(), .minLength(8)], for: .password)
      form.setRules([.required(), .equal(to: .password)], for: .confirm)  // re-checked with password
      form.setRules([.required()], for: .country)
      form.hide(.confirm, when: .isEmpty(.password))
      form.model = account              // held weakly, like a delegate
      form.movesToNextOnReturn = true   // Return on an entry field moves on
      return form
    }
    // end article-code

    // article-code: Validation
    let account = Account()
    let form = makeSignUpForm(account: account)
    let username = form.field(.username) as? EntryField
    username?.tap()
    username?.typeText("ada")         // rules run now; the name check waits 300 ms
    print(form.isValidating(.username))   // true, through the debounce window
    await form.settle()               // after the clock passes the debounce

    switch await form.submit() {      // does not wait out a debounce
    case .submitted(let values):
      print(values)
    case .rejected(let failures):     // the first invalid field now has focus
      print(failures.map(\.message))
    }
    // end article-code

    // article-code: Validation
    form.messages = ValidationMessages([.minLength: "Au moins {min} caractères."])
    // end article-code
  }

  static func manualClock() async {
    enum SignUp: CaseIterable, Hashable, Sendable { case username }
    // article-code: Validation
    let clock = ManualValidationClock()
    let form = Form<SignUp>(clock: clock)
    // … type into a field …
    clock.advance(by: .milliseconds(300))
    await form.settle()   // every due check has answered
    // end article-code
  }
}
