import FieldChartCommand
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

  /// A README line as `fieldchart` receives it: its arguments, its standard input (from a
  /// leading `printf '…' |`) and the file a trailing `> file` sends standard output to.
  struct Invocation: Equatable {
    var arguments: [String]
    var stdin = ""
    var output: String?
  }

  /// The invocation `line` makes, or `nil` when it uses shell syntax beyond a leading
  /// `printf '…' |`, a trailing `> file` and a `#` comment.
  static func invocation(of line: String) -> Invocation? {
    var text = Substring(line)
    if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
    var stdin = ""
    let printf = "printf '"
    if text.hasPrefix(printf) {
      let body = text.dropFirst(printf.count)
      guard let quote = body.firstIndex(of: "'"),
        let pipe = text[quote...].range(of: "| ")
      else { return nil }
      stdin = body[..<quote].replacingOccurrences(of: "\\n", with: "\n")
      text = text[pipe.upperBound...]
    }
    let command = "swift run fieldchart"
    guard text.hasPrefix(command) else { return nil }
    var words = text.dropFirst(command.count).split(separator: " ").map(String.init)
    var output: String?
    if let redirect = words.firstIndex(of: ">") {
      guard redirect == words.count - 2 else { return nil }
      output = words[redirect + 1]
      words.removeSubrange(redirect...)
    }
    let shellSyntax = Set("'\"|<>;&$`")
    guard !words.contains(where: { $0.contains(where: shellSyntax.contains) }) else { return nil }
    return Invocation(arguments: words, stdin: stdin, output: output)
  }

  /// Every README command line runs in process (`FieldChartCommand.run`, sharing the charts
  /// this process derived once) in a fresh directory, files named relative to it; the built
  /// binary runs each command family end to end in `EndToEndTests`.
  @Test func everyReadmeCommandRuns() throws {
    let lines = try ReadmeCommandTests.commandLines()
    #expect(lines.count >= 8, "the README's CLI section lost its commands")
    #expect(lines.contains { $0.contains("fieldchart paths picker") })
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for line in lines {
      let parsed = ReadmeCommandTests.invocation(of: ReadmeCommandTests.shortened(line))
      let invocation = try #require(parsed, "cannot read the README line \(line)")
      var arguments = invocation.arguments
      for index in arguments.indices where !arguments[index].hasPrefix("-") {
        let file = directory.appendingPathComponent(arguments[index])
        if (index > 0 && arguments[index - 1] == "--output")
          || FileManager.default.fileExists(atPath: file.path)
        {
          arguments[index] = file.path
        }
      }
      let result = FieldChartCommand.run(arguments: arguments, stdin: invocation.stdin)
      #expect(result.exitCode == .success, "\(line)\n\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(line) wrote to standard error:\n\(result.stderr)")
      if let output = invocation.output {
        try Data(result.stdout.utf8).write(to: directory.appendingPathComponent(output))
      } else {
        #expect(!result.stdout.isEmpty, "\(line) printed nothing")
      }
    }
  }

  /// The reader of README lines keeps what a shell would pass.
  @Test func readmeLinesAreReadAsAShellWould() {
    #expect(
      ReadmeCommandTests.invocation(
        of: "printf 'tap\\ntype hi\\n' | swift run fieldchart simulate entry --json  # steps")
        == Invocation(arguments: ["simulate", "entry", "--json"], stdin: "tap\ntype hi\n"))
    #expect(
      ReadmeCommandTests.invocation(of: "swift run fieldchart paths picker > paths.txt   # all")
        == Invocation(arguments: ["paths", "picker"], output: "paths.txt"))
    #expect(ReadmeCommandTests.invocation(of: "swift run fieldchart list | wc -l") == nil)
    #expect(ReadmeCommandTests.invocation(of: "swift build") == nil)
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
