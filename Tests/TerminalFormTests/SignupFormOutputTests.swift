import Foundation
import Testing

/// The built `signup-form` example prints a picked country as its row's text with its index.
@Suite struct SignupFormOutputTests {
  /// The built `signup-form`, found beside the test bundle.
  private static func binary() -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("signup-form")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  @Test func theModelAndTheSubmitShowThePickedRowsText() throws {
    let process = Process()
    let binary = try #require(Self.binary(), "signup-form was not built")
    process.executableURL = binary
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let output = String(
      decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output.contains("the model received: country = \"United States\" (row 2)"))
    #expect(output.contains("  country: \"United States\" (row 2)"))
    #expect(!output.contains("choice("))
  }
}
