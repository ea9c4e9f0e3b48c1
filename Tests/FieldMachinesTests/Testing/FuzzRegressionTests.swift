import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// Replays every input kept in `Tests/Fuzz/Regressions/<Kind>/` (fuzzer crashes once fixed, and
/// a minimised corpus) through the same harness the fuzzers run.
@Suite struct FuzzRegressionTests {
  @Test func entryInputsPass() throws {
    for (name, bytes) in try inputs("Entry") {
      let report = FuzzHarness.check(bytes) { EntryFieldDriver() }
      #expect(report == nil, "\(name)")
    }
  }

  @Test func areaInputsPass() throws {
    for (name, bytes) in try inputs("Area") {
      let report = FuzzHarness.check(bytes) { AreaFieldDriver() }
      #expect(report == nil, "\(name)")
    }
  }

  @Test func pickerInputsPass() throws {
    for (name, bytes) in try inputs("Picker") {
      let report = FuzzHarness.check(bytes) { PickerFieldDriver() }
      #expect(report == nil, "\(name)")
    }
  }

  @Test func dateInputsPass() throws {
    for (name, bytes) in try inputs("Date") {
      let report = FuzzHarness.check(bytes) { DateFieldDriver() }
      #expect(report == nil, "\(name)")
    }
  }

  @Test @MainActor func formInputsPass() throws {
    for (name, bytes) in try inputs("Form") {
      let report = FormFuzzHarness.check(bytes)
      #expect(report == nil, "\(name)")
    }
  }

  @Test func everyKindHasRegressionInputs() throws {
    for kind in ["Entry", "Area", "Picker", "Date", "Form"] {
      #expect(try !inputs(kind).isEmpty, "Tests/Fuzz/Regressions/\(kind) is empty")
    }
  }
}

/// The files of `Tests/Fuzz/Regressions/<kind>/`, by name, in name order.
func inputs(_ kind: String, filePath: String = #filePath) throws -> [(String, [UInt8])] {
  let tests = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let directory = tests.appendingPathComponent("Fuzz/Regressions/\(kind)")
  let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { !$0.hasPrefix(".") }.sorted()
  return try names.map { name in
    (name, Array(try Data(contentsOf: directory.appendingPathComponent(name))))
  }
}
