import Foundation
import Testing

/// The built `terminal-form` executable with piped keys, as CI and a script run it.
@Suite struct BuiltAppTests {
  /// The built `terminal-form`, found beside the test bundle.
  private static func binary() -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("terminal-form")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      let candidate = URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent()
        .appendingPathComponent("terminal-form")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs the app with `input` on stdin; its exit status and stdout.
  private func run(_ input: [UInt8]) throws -> (status: Int32, output: String) {
    let process = Process()
    let binary = try #require(Self.binary(), "terminal-form was not built")
    process.executableURL = binary
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test func ctrlCExits130AndTheEndOfInputOrQExitsZero() throws {
    let interrupted = try run([0x09, 0x61, 0x03, 0x62])
    #expect(interrupted.status == 130)
    #expect(interrupted.output.components(separatedBy: "== ").count - 1 == 4)
    #expect(interrupted.output.contains("== 3: Ctrl-C\n"))

    let quit = try run(Array("q".utf8))
    #expect(quit.status == 0)
    #expect(quit.output.contains("== 1: \"q\"\n"))

    let ended = try run(Array("\tada".utf8))
    #expect(ended.status == 0)
    #expect(ended.output.contains("  ada▏\n"))
    #expect(!ended.output.contains("\u{1B}"), "piped output is plain")
  }
}
