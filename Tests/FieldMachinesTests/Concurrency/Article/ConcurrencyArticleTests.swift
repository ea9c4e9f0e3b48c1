import FieldMachines
import Foundation
import Testing

/// Keeps "Concurrency" honest: its two examples (`AccountKey`, `SignUpService`,
/// `SignUpViewModel`, shown verbatim as `ArticleCodeTests` checks) do what the article says.
@Suite struct ConcurrencyArticleTests {
  @Test func theServerRejectsATakenNameFromItsAsynchronousRule() async throws {
    // article-code: Concurrency
    let service = SignUpService(directory: UserDirectory(names: ["ada"]))
    let result = try await service.register(name: "ada", email: "ada@example.com")
    // .rejected: the name fails "available" with "That name is taken."
    // end article-code
    guard case .rejected(let failures) = result else {
      Issue.record("a taken name was submitted: \(result)")
      return
    }
    #expect(failures.map(\.key) == [.name])
    #expect(failures.map(\.rule) == ["available"])
    #expect(failures.map(\.message) == ["That name is taken."])
  }

  @Test func theServerSubmitsAFreeName() async throws {
    let service = SignUpService(directory: UserDirectory(names: ["ada"]))
    let result = try await service.register(name: "grace", email: "grace@example.com")
    #expect(result == .submitted([.name: .text("grace"), .email: .text("grace@example.com")]))
  }

  @Test func theServerRunsSynchronousRulesToo() async throws {
    let service = SignUpService(directory: UserDirectory(names: []))
    let result = try await service.register(name: "g", email: "nope")
    guard case .rejected(let failures) = result else {
      Issue.record("invalid values were submitted: \(result)")
      return
    }
    #expect(failures.map(\.key) == [.name, .email])
  }

  @Test @MainActor func theMainActorViewModelIsTheFieldsDelegate() async {
    let model = SignUpViewModel()
    #expect(model.form.isolation === MainActor.shared)
    model.name.tap()
    model.name.typeText("g")
    #expect(model.nameHint == "At least 2 characters")
    model.name.typeText(" ")
    #expect(model.name.text == "g", "the delegate refuses spaces")
    model.name.typeText("race")
    #expect(model.nameHint == "")
    model.email.tap()
    model.email.typeText("grace@example.com")
    #expect(await model.signUp())
  }
}
