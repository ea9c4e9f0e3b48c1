import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Keeps "Testing Your Form" honest: its example is these files verbatim
/// (`RegistrationKey`, `RegistrationForm`, `RegistrationFormTests`), and its failure report is
/// what the runner prints.
@Suite @MainActor struct TestingYourFormArticleTests {
  @Test(arguments: ["RegistrationKey", "RegistrationForm", "RegistrationFormTests"])
  func theArticleShowsTheFileVerbatim(_ name: String) throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try String(
      contentsOf: here.appendingPathComponent("\(name).swift"), encoding: .utf8)
    let article = try String(
      contentsOf: here.appendingPathComponent(
        "../../../../Sources/FieldMachines/FieldMachines.docc/Articles/TestingYourForm.md"
      ).standardizedFileURL, encoding: .utf8)
    let code = source.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(article.contains("```swift\n\(code)\n```"))
  }

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
