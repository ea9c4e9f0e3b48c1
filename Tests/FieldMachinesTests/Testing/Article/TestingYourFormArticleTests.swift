import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Keeps "Testing Your Form" honest: its failure report is what the runner prints. (That the
/// article shows `RegistrationKey`, `RegistrationForm` and `RegistrationFormTests` verbatim is
/// checked with the other articles' code by `ArticleCodeTests`.)
@Suite @MainActor struct TestingYourFormArticleTests {
  /// What the article shows a failure prints: a property that breaks on the second submit is
  /// shrunk to exactly two submits, and the report names the seed and prints the script.
  @Test func aFailureShrinksToItsScript() {
    let engine = PropertyEngine<FormAction<RegistrationKey>>(
      seed: 42, eventCount: 10_000, simplify: FormAction.simplifications(of:))
    let result = engine.run(FormAction<RegistrationKey>.generator().array(length: 1...60)) {
      try runSteps($0, from: { RegistrationForm() }) { app, action in
        action.apply(to: app.form)
        try check(app.form.submitCount < 2, "submitted twice")
      }
    }
    guard case .failed(let failure) = result else {
      Issue.record("the broken property passed")
      return
    }
    #expect(failure.script == ["form.submitNow()", "form.submitNow()"])
    #expect(failure.description.contains("seed: 0x000000000000002A"))
  }
}
