import Foundation
import Testing

/// Every `fieldchart` command line in the README runs, against the built binary, in the order
/// the README gives them (so `paths > paths.txt` feeds the `simulate` after it).
@Suite struct ReadmeCommandTests {
  /// The README's shell lines that run `fieldchart`, comments kept (the shell drops them).
  static func commandLines() throws -> [String] {
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var lines: [String] = []
    var inShell = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShell = !inShell && (line == "```sh" || line == "```bash" || line == "```console")
        continue
      }
      if inShell, line.contains("swift run fieldchart") { lines.append(String(line)) }
    }
    return lines
  }

  /// `check` runs with at most 2,000 events per machine here: the README's 100,000 are the
  /// same code path, and the speed of `check` is measured by hand, not in unit tests.
  static func shortened(_ line: String) -> String {
    guard let range = line.range(of: #"--events [0-9]+"#, options: .regularExpression) else {
      return line
    }
    return line.replacingCharacters(in: range, with: "--events 2000")
  }

  @Test func everyReadmeCommandRuns() throws {
    let fieldchart = try #require(EndToEndTests.binary(), "fieldchart was not built")
    let lines = try ReadmeCommandTests.commandLines()
    #expect(lines.count >= 8, "the README's CLI section lost its commands")
    #expect(lines.contains { $0.contains("fieldchart paths picker") })
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for line in lines {
      let command = ReadmeCommandTests.shortened(line)
        .replacingOccurrences(of: "swift run fieldchart", with: "'\(fieldchart)'")
      let result = TestSupport.run(
        "/bin/sh", ["-c", "cd '\(directory.path)' && \(command)"])
      #expect(result.status == 0, "\(line)\n\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(line) wrote to standard error:\n\(result.stderr)")
      #expect(!result.stdout.isEmpty || line.contains(">"), "\(line) printed nothing")
    }
  }

  /// Every "Swift X.Y or later" the README and the DocC articles state is the floor
  /// `Package.swift` declares, so the install section cannot promise an older compiler.
  @Test func statedSwiftFloorIsTheToolsVersion() throws {
    let root = TestSupport.packageRoot
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let toolsVersion = try #require(
      manifest.firstMatch(of: /swift-tools-version: *([0-9]+\.[0-9]+)/)?.1)
    var documents = ["README.md"]
    let articles = "Sources/FieldMachines/FieldMachines.docc/Articles"
    documents += try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(articles).path
    ).filter { $0.hasSuffix(".md") }.map { "\(articles)/\($0)" }
    var floors = 0
    for document in documents {
      let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      for match in text.matches(of: /Swift ([0-9]+\.[0-9]+) or later/) {
        floors += 1
        #expect(match.1 == toolsVersion, "\(document) says Swift \(match.1) or later")
      }
    }
    #expect(floors >= 2, "the README and the Concurrency article state the Swift floor")
  }
}
