import FieldChartCommand
import FieldMachinesTesting
import Foundation
import Testing

/// `simulate` drives every kind of the testing kit's catalogue with one generic session: each
/// kind is reached by its name, its delegate's activation calls are recorded under the names
/// the session derives from it, and the verbs every field shares reach each kind.
@Suite struct SessionKindTests {
  @Test(arguments: FieldKindCatalog.all.map { $0.name })
  func everyCatalogueKindIsSimulatedWithItsActivationCallsRecorded(kind: String) throws {
    // A picker without rows does not open.
    let rows = kind == "picker" ? ["--data", "A,B"] : []
    let result = FieldChartCommand.run(
      arguments: ["simulate", kind, "--json"] + rows, stdin: "tap\nresign\n")
    #expect(result.exitCode == .success, "\(result.stderr)")
    let steps = try result.stdout.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    try #require(steps.count == 2)
    let began = try #require(steps[0]["delegate"] as? [String])
    let ended = try #require(steps[1]["delegate"] as? [String])
    #expect(began.contains("\(kind)FieldDidBeginEditing"), "\(began)")
    #expect(ended.contains("\(kind)FieldDidEndEditing"), "\(ended)")
  }

  @Test(arguments: FieldKindCatalog.all.map { $0.name })
  func theSharedVerbsReachEveryKind(kind: String) {
    for verb in ["type x", "backspace", "replace y", "return", "clear", "keyboard"] {
      let result = FieldChartCommand.run(arguments: ["simulate", kind], stdin: "\(verb)\n")
      #expect(result.exitCode == .success, "\(kind) \(verb): \(result.stderr)")
    }
    let typo = FieldChartCommand.run(arguments: ["simulate", kind], stdin: "type\n")
    #expect(typo.exitCode != .success)
  }

  @Test func pathsPrintsAnOptionWithAQuoteAsOneShellWord() {
    let paths = FieldChartCommand.run(
      arguments: ["paths", "entry", "--placeholder", "It's", "--optional"], stdin: "")
    #expect(paths.exitCode == .success, "\(paths.stderr)")
    #expect(paths.stdout.contains("fieldchart simulate entry --placeholder 'It'\\''s' --optional"))
  }
}
