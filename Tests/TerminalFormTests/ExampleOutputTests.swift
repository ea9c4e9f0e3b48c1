import Foundation
import Testing

/// The built `signup-form` and `headless-fields` examples print a picker's value as its row's
/// text with its index, or its text marked manual.
@Suite struct ExampleOutputTests {
  /// The built example `name`, found beside the test bundle.
  private static func binary(_ name: String) -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Runs the example `name`; its exit status and stdout.
  private func run(_ name: String) throws -> (status: Int32, output: String) {
    let process = Process()
    let binary = try #require(Self.binary(name), "\(name) was not built")
    process.executableURL = binary
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let output = String(
      decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func signupFormShowsThePickedRowsTextWithItsIndex() throws {
    let (status, output) = try run("signup-form")
    #expect(status == 0)
    #expect(output.contains("the model received: country = \"United States\" (row 2)"))
    #expect(output.contains("  country: \"United States\" (row 2)"))
    #expect(!output.contains("choice("))
  }

  @Test func headlessFieldsShowsRowsAndManualText() throws {
    let (status, output) = try run("headless-fields")
    #expect(status == 0)
    #expect(output.contains("picker active value=\"Cherry\" (row 2) height=269.5"))
    #expect(output.contains("picker inactive value=\"Durian\" (manual) height=43.5"))
    #expect(output.contains("picker inactive value=none height=43.5"))
  }
}
