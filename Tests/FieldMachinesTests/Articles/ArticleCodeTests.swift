import Foundation
import Testing

/// Every Swift code block of the documentation compiles: each ```` ```swift ```` block of every
/// DocC catalog under `Sources/` and of the README must appear verbatim in a test source file,
/// which the test build compiles.
///
/// To add an article's code, put each block in a test file between two marker comments, at any
/// indentation (inside a function when it is statements, at file or type level when it is
/// declarations):
///
/// ```swift
/// // article-code: Concurrency
/// let form = Form<SignUp>()
/// // end article-code
/// ```
///
/// `import` lines are left out of the comparison, so a block may show them. A block that cannot
/// be compiled by a test, such as a `Package.swift` fragment, is preceded by a line
/// `<!-- not compiled: reason -->`.
///
/// An article may instead show a whole test file as one block, `import` lines and all: list the
/// file under the article in ``wholeFiles``, and the article must show it verbatim.
@Suite struct ArticleCodeTests {
  /// One Swift code block of a document.
  struct Block: CustomStringConvertible {
    var document: String
    var line: Int
    var code: String
    var description: String { "\(document):\(line)" }
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The test files each article of the FieldMachines catalog shows whole, in
  /// `Tests/FieldMachinesTests`, without the `.swift` extension.
  static let wholeFiles: [(String, [String])] = [
    (
      "TestingYourForm",
      [
        "Testing/Article/RegistrationKey", "Testing/Article/RegistrationForm",
        "Testing/Article/RegistrationFormTests",
      ]
    ),
    (
      "Concurrency",
      [
        "Concurrency/Article/AccountKey", "Concurrency/Article/SignUpService",
        "Concurrency/Article/SignUpViewModel",
      ]
    ),
    (
      "SwiftUIAndUIKit",
      [
        "UIAdapters/Article/EntryFieldBridge", "UIAdapters/Article/ObservationLoop",
        "UIAdapters/Article/ProfileModel", "UIAdapters/Article/MaterialEntryFieldView",
        "UIAdapters/Article/EntryFieldTextFieldController",
      ]
    ),
  ]

  /// The text of `file`, one of ``wholeFiles``.
  static func wholeFile(_ file: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("Tests/FieldMachinesTests/\(file).swift"),
      encoding: .utf8)
  }

  /// The Markdown files whose Swift blocks must compile: every DocC catalog's and the README.
  static func documents() -> [URL] {
    var documents = [root.appendingPathComponent("README.md")]
    let sources = root.appendingPathComponent("Sources")
    if let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
      for case let file as URL in files
      where file.pathExtension == "md" && file.path.contains(".docc/") {
        documents.append(file)
      }
    }
    return documents.sorted { $0.path < $1.path }
  }

  /// The Swift blocks of `document` that must compile.
  static func blocks(in document: URL) throws -> [Block] {
    let text = try String(contentsOf: document, encoding: .utf8)
    let name = String(document.path.dropFirst(root.path.count + 1))
    var blocks: [Block] = []
    var current: [String]?
    var start = 0
    var previous = ""
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if var lines = current {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          blocks.append(Block(document: name, line: start, code: normalised(lines)))
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
        continue
      }
      if line.trimmingCharacters(in: .whitespaces) == "```swift",
        !previous.hasPrefix("<!-- not compiled:")
      {
        current = []
        start = index + 1
      }
      if !line.trimmingCharacters(in: .whitespaces).isEmpty { previous = line }
    }
    return blocks
  }

  /// Every marked region of the test sources and every file of ``wholeFiles``, normalised.
  static func compiledCode() throws -> [String] {
    var code = try wholeFiles.flatMap { $0.1 }.map {
      normalised(try wholeFile($0).components(separatedBy: "\n"))
    }
    let tests = root.appendingPathComponent("Tests")
    guard let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    else { return code }
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      var region: [String]?
      var indent = 0
      for line in lines {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("// article-code:") {
          region = []
          indent = line.prefix { $0 == " " }.count
        } else if trimmed == "// end article-code", let lines = region {
          code.append(
            normalised(
              lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }))
          region = nil
        } else if region != nil {
          region?.append(line)
        }
      }
    }
    return code
  }

  /// `lines` without `import` lines and without blank lines at either end.
  static func normalised(_ lines: [String]) -> String {
    var kept = lines.filter { !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ") }
    while kept.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeFirst() }
    while kept.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeLast() }
    return kept.joined(separator: "\n")
  }

  @Test func everySwiftBlockOfTheDocumentationIsCompiledByATest() throws {
    let compiled = Set(try ArticleCodeTests.compiledCode())
    var count = 0
    for document in ArticleCodeTests.documents() {
      for block in try ArticleCodeTests.blocks(in: document) {
        count += 1
        #expect(
          compiled.contains(block.code),
          """
          \(block) is not compiled by any test: copy it between '// article-code: <name>' and \
          '// end article-code' in a test file (see ArticleCodeTests).
          """)
      }
    }
    #expect(count >= 15, "found only \(count) Swift blocks; did the documents move?")
  }

  /// The files an article shows whole stay in it verbatim, `import` lines included: editing
  /// one without the article, or dropping one from the article, fails here.
  @Test(arguments: wholeFiles)
  func everyWholeFileIsShownVerbatimInItsArticle(article: String, files: [String]) throws {
    let text = try String(
      contentsOf: ArticleCodeTests.root.appendingPathComponent(
        "Sources/FieldMachines/FieldMachines.docc/Articles/\(article).md"),
      encoding: .utf8)
    for file in files {
      let code = try ArticleCodeTests.wholeFile(file)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(text.contains("```swift\n\(code)\n```"), "\(article) does not show \(file) verbatim")
    }
  }

  @Test func theScannerFindsBlocksAndMarkers() {
    #expect(ArticleCodeTests.normalised(["import A", "", "  let x = 1", ""]) == "  let x = 1")
    #expect(ArticleCodeTests.documents().contains { $0.lastPathComponent == "Validation.md" })
  }
}
