import FieldChartCommand
import Foundation
import Testing

/// `simulate` prints a picker's value as its row's text with its index, or its text marked
/// manual, and `--json` gives the same as fields.
@Suite struct PickerValueOutputTests {
  private let script = "tap\nselect 1\ndone\ntap\nselect manual\ntype Peru\nreturn\n"

  @Test func simulatePrintsAPickAsItsRowTextOrManualText() {
    let result = FieldChartCommand.run(
      arguments: ["simulate", "picker", "--data", "A,B", "--manual-entry"], stdin: script)
    #expect(result.exitCode == .success)
    #expect(result.stdout.contains("1: tap\n"))
    #expect(result.stdout.contains("   value:    none, height: 269.5, index: 0"))
    #expect(result.stdout.contains("   value:    \"B\" (row 1), height: 43.5, index: 1"))
    #expect(result.stdout.contains("   value:    \"Peru\" (manual), height: 43.5, index: 2"))
    #expect(!result.stdout.contains("choice("))
  }

  @Test func simulateJSONGivesAPickAsFields() throws {
    let result = FieldChartCommand.run(
      arguments: ["simulate", "picker", "--data", "A,B", "--manual-entry", "--json"],
      stdin: script)
    #expect(result.exitCode == .success)
    let steps = try result.stdout.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(steps.count == 7)
    let first = try #require(steps.first?["choice"] as? [String: Any])
    #expect(first["row"] is NSNull)
    #expect(first["text"] as? String == "")
    #expect(first["manual"] as? Bool == false)
    let picked = try #require(steps[2]["choice"] as? [String: Any])
    #expect(picked["row"] as? Int == 1)
    #expect(picked["text"] as? String == "B")
    #expect(picked["manual"] as? Bool == false)
    #expect(steps[2]["value"] as? String == "B")
    let typed = try #require(steps[6]["choice"] as? [String: Any])
    #expect(typed["row"] is NSNull)
    #expect(typed["text"] as? String == "Peru")
    #expect(typed["manual"] as? Bool == true)
  }

  @Test func otherFieldsHaveNoChoice() throws {
    let result = FieldChartCommand.run(arguments: ["simulate", "entry", "--json"], stdin: "tap\n")
    let step = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(step["choice"] == nil)
    #expect(step["value"] != nil)
  }
}
