// swift-format-ignore-file
// (the documentation's code, verbatim: formatting it would part it from the text)
import FieldMachines
import FieldMachinesTesting
import Testing

// The documentation's Swift blocks, compiled here (see ArticleCodeTests). The functions are
// never called: running the code is left to the tests of each feature; compiling it keeps
// every sample in step with the API.

/// Hosts for the README's and the articles' statements.
@MainActor enum ArticleCode {
  static func readme() {
    // article-code: README
    final class SignUp: EntryFieldDelegate, PickerFieldDelegate {
      func entryFieldDidEndEditing(_ view: EntryField) {
        if view.text?.contains("@") != true { view.setError(withText: "Enter an email") }
      }
    }

    let delegate = SignUp()
    let email = EntryField(placeholder: "Email")
    email.delegate = delegate
    email.tap()                               // editing begins, the title floats up
    email.typeText("ada.example.com")
    email.resignFirstResponder()              // didEndEditing fires once and sets the error
    print(email.errorMessage ?? "-", email.height)   // Enter an email 63.0

    let fruit = PickerField(placeholder: "Fruit", data: ["Apple", "Banana"])
    fruit.isManualEntryCapable = true         // a last row, "Manual Entry"
    fruit.tap()                               // open: 269.5 points tall
    fruit.selectRow(2)                        // the manual row
    fruit.typeText("Durian")
    fruit.tapDone()                           // commits "Durian", closes: 43.5
    // end article-code
  }

  static func landingPage() {
    // article-code: FieldMachines
    let email = EntryField(placeholder: "Email")
    email.tap()                      // editing begins; the title floats up
    email.typeText("ada@example.com")
    email.resignFirstResponder()     // didEndEditing fires exactly once
    email.setError(withText: "Already taken")
    print(email.height)              // 63.0: 43.5 plus a one-line error row
    // end article-code
  }

  static func gettingStarted() {
    // article-code: GettingStarted
    let fruit = PickerField(placeholder: "Fruit", data: ["Apple", "Banana", "Cherry"])
    fruit.isManualEntryCapable = true   // adds a last row, "Manual Entry"
    fruit.tap()                          // opens on row 0: height 269.5
    fruit.selectRow(3)                   // the manual row: typing now edits a draft
    fruit.typeText("Durian")
    fruit.tapDone()                      // commits "Durian", closes, didEndEditing fires once
    print(fruit.text ?? "-", fruit.height)  // Durian 43.5
    // end article-code

    // article-code: GettingStarted
    final class SignUp: EntryFieldDelegate {
      func entryFieldDidEndEditing(_ view: EntryField) {
        if view.text?.contains("@") != true { view.setError(withText: "Enter an email") }
      }
    }
    // end article-code
    _ = SignUp()

    // article-code: GettingStarted
    var machine = EntryFieldMachine()
    let effects = machine.handle(.beginRequested(allowed: true))
    // effects == [.didBeginEditing]; machine.state.focus == .active
    // end article-code
    _ = effects

    // article-code: GettingStarted
    let event = EntryFieldMachine.Event.errorSet("Required")  // .common(.errorSet("Required"))
    _ = machine.handle(event)
    switch event {
    case .common(.errorSet(let message)): print("error:", message)  // error: Required
    case .common: break  // the other common events
    default: break       // the entry's own events
    }
    // end article-code
  }

  static func beyondMaterialFields() {
    // article-code: BeyondMaterialFields
    let password = EntryField(placeholder: "Password")
    password.isSecureTextEntry = true
    password.helperText = "At least 12 characters"
    password.maxLength = 64
    password.reservesSupportingRow = true
    password.tap()
    password.typeText("correct horse")
    print(password.appearance.value)          // "•••••••••••••"
    print(password.appearance.supportingRow.counterText ?? "")  // "13/64"
    print(password.height)                    // 63.0: the supporting row never jumps
    print(password.accessibility.label)
    // "Password, 13 hidden characters, At least 12 characters, required"
    password.togglePasswordVisibility()       // effect: textVisibilityChanged(isRevealed: true)
    // end article-code
  }

  static func layoutAndHeights(picker: PickerField) {
    // article-code: LayoutAndHeights
    var metrics = FieldMetrics.materialFields
    metrics[.wheelHeight] = 180
    picker.metrics = metrics
    picker.tap()
    print(picker.height)  // 43.5 + 10 + 180 = 233.5
    // end article-code
  }

  static func typedDates(field: DateField) {
    // article-code: TypedDatesScalingAndDirection
    let start = DateField(placeholder: "Start")
    start.entryOptions.pattern = .dayMonthYearDotted   // dd.MM.yyyy
    start.tap()
    start.switchToTyping()
    start.replaceText(with: "05.03.2024")
    start.pressReturn()          // committed: dateChanged, then didEndEditing
    // end article-code

    // article-code: TypedDatesScalingAndDirection
    start.entryOptions.messages[.patternMismatch] = "Format attendu : {pattern}"
    // end article-code

    // article-code: TypedDatesScalingAndDirection
    field.metrics = FieldMetrics.materialFields.scaled(by: 1.5)
    // at rest 64.5, with an error 93.5, open wheel 290.5 (was 43.5, 63.0, 269.5)
    // end article-code
  }
}

/// The test declarations "Testing Your Form" shows, compiled; other suites run the same checks
/// (FieldMachinePropertyTests, ModelBasedPathTests), so these do not run twice.
@Suite(.disabled("compiled for the article; the same checks run elsewhere"))
struct TestingYourFormArticleCode {
  // article-code: TestingYourForm
  @Test func pickerObeysEveryLaw() {
    checkFieldMachineLaws(PickerFieldMachine.self)
  }
  // end article-code

  // article-code: TestingYourForm
  @Test(arguments: PickerFieldMachine.modelBasedPaths())
  func pickerPath(_ path: ModelPath<PickerFieldMachine>) throws {
    try path.replay()
  }
  // end article-code
}
