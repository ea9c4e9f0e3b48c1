import Foundation
import Testing

/// The public surface stays one a reader can hold (issue 15): test hooks are `package`,
/// nothing public sends events past a field's delegate, the documentation's code names nothing
/// that is not public, and `fieldchart` uses only the testing kit's documented public API.
///
/// The checks read the sources, as ``ArticleCodeTests`` reads the documents: access levels are
/// not visible at run time.
@Suite struct PublicSurfaceTests {
  /// One declaration line of a source file.
  struct Declaration: CustomStringConvertible {
    var file: String
    var line: Int
    var text: String
    var description: String { "\(file):\(line): \(text)" }
  }

  /// `public` declarations of FieldMachines may not grow past this (issue 15: at most 500).
  /// Lower it when the surface shrinks. 498: the kinds' events carry the common events as one
  /// public `CommonFieldEvent`, spelled on every event once by `FieldMachineEvent` (its seven
  /// factories keep `.errorSet("x")` compiling; enum cases are not counted, so the 28 cases that
  /// went saved none of these nine), and the kind is named once (`Field.kind`, five fewer).
  static let publicBudget = 498

  /// `public` declarations of FieldMachines outside the field kinds' folders (`Kinds/`,
  /// `Fields/`): the form, validation, appearance, accessibility, layout, the machine protocol
  /// and observation. Lower it when that part shrinks (285 with `Machine/`'s
  /// `CommonFieldEvent` and `FieldMachineEvent`).
  static let conceptFoldersBudget = 285

  static let root = ArticleCodeTests.root

  /// Every line of the `.swift` files under `folder` that declares something, with its access.
  static func declarations(under folder: String, access: String) throws -> [Declaration] {
    let base = root.appendingPathComponent(folder)
    guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    let pattern = try Regex("^\\s*(@[A-Za-z_()]+\\s+)*\(access) ")
    var found: [Declaration] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      let name = String(file.path.dropFirst(root.path.count + 1))
      for (index, line) in text.components(separatedBy: "\n").enumerated()
      where line.firstMatch(of: pattern) != nil {
        found.append(Declaration(file: name, line: index + 1, text: line))
      }
    }
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  /// The name a declaration line declares: the identifier after its keyword.
  static func declaredName(_ line: String) -> String? {
    let keywords = try? Regex(
      "\\b(struct|enum|class|protocol|typealias|func|var|let|actor)\\s+([A-Za-z_][A-Za-z0-9_]*)")
    guard let keywords, let match = line.firstMatch(of: keywords),
      let name = match.output[2].substring
    else { return nil }
    return String(name)
  }

  /// The identifiers in `text`.
  static func words(_ text: String) -> Set<String> {
    var words = Set<String>()
    var current = ""
    for character in text.unicodeScalars {
      if CharacterSet.alphanumerics.contains(character) || character == "_" {
        current.unicodeScalars.append(character)
      } else if !current.isEmpty {
        words.insert(current)
        current = ""
      }
    }
    if !current.isEmpty { words.insert(current) }
    return words
  }

  /// The count is honest: every `public` of FieldMachines is the first word of a counted line
  /// (after attributes), and no `public extension` makes members public without the keyword.
  /// (A requirement of a public protocol is counted where a type of the module implements it:
  /// that implementation must be `public`.)
  @Test func everyPublicDeclarationIsCounted() throws {
    let counted = try Self.declarations(under: "Sources/FieldMachines", access: "public")
    #expect(counted.count > 100, "found only \(counted.count); did the sources move?")
    let extensions = counted.filter { $0.text.contains("public extension ") }
    #expect(extensions.isEmpty, "write `public` on each member instead: \(extensions)")
    let anywhere = try Self.declarations(
      under: "Sources/FieldMachines", access: "([a-z]+\\s+)*(public|open)")
    let missed = anywhere.filter { line in
      !counted.contains { $0.file == line.file && $0.line == line.line }
    }
    #expect(missed.isEmpty, "public declarations the count misses: \(missed)")
  }

  @Test func publicDeclarationsStayWithinTheBudget() throws {
    let count = try Self.declarations(under: "Sources/FieldMachines", access: "public").count
    #expect(count > 100, "found only \(count) public declarations; did the sources move?")
    #expect(
      count <= Self.publicBudget,
      "FieldMachines has \(count) public declarations, over the budget of \(Self.publicBudget)")
  }

  /// The concept folders stay within their share of the budget: what only the package uses is
  /// `package`, and a family of members restating one value is one member
  /// (`FieldAppearance.shows(_:)`, `AccessibilityStrings[_:]`, one numeric rule per comparison).
  @Test func conceptFoldersStayWithinTheirBudget() throws {
    let all = try Self.declarations(under: "Sources/FieldMachines", access: "public")
    let concept = all.filter {
      !$0.file.hasPrefix("Sources/FieldMachines/Kinds/")
        && !$0.file.hasPrefix("Sources/FieldMachines/Fields/")
    }
    #expect(concept.count > 100, "found only \(concept.count); did the sources move?")
    let budget = Self.conceptFoldersBudget
    #expect(
      concept.count <= budget,
      "the concept folders have \(concept.count) public declarations, over their \(budget)")
  }

  /// Chart derivation lives in FieldCharts: no public declaration of the runtime module names a
  /// chart type, and what a machine says about its chart (`ChartableMachine`, its probes and
  /// regions) is `package`.
  @Test func theRuntimeModuleHasNoPublicChartTypes() throws {
    let chartTypes: Set = [
      "StateChart", "ChartableMachine", "ChartProbe", "ChartRegion", "ChartDerivation",
      "ChartExploration", "ChartPath", "ChartCatalog", "GuardRecorder", "GuardOutcome",
    ]
    let declarations = try Self.declarations(under: "Sources/FieldMachines", access: "public")
    #expect(declarations.count > 100, "found only \(declarations.count); did the sources move?")
    for declaration in declarations {
      let named = Self.words(declaration.text).intersection(chartTypes)
      #expect(named.isEmpty, "\(declaration) is public and names \(named.sorted())")
    }
    let engine = try Self.declarations(under: "Sources/FieldCharts", access: "package")
      .compactMap { Self.declaredName($0.text) }
    #expect(Set(engine).isSuperset(of: ["ChartDerivation", "ChartExploration", "ChartCatalog"]))
  }

  /// A machine's `State` shows what its chart draws — the mode or focus, the error, the value —
  /// and a new field's state; the settings it carries are read and set through the field, so
  /// they are not public twice.
  @Test func machineStatesShowOnlyWhatTheirChartsDraw() throws {
    let drawn: Set = ["mode", "focus", "error", "text", "selection", "date", "security"]
    let states = [
      "Sources/FieldMachines/Kinds/Text/TextFieldState",
      "Sources/FieldMachines/Kinds/Picker/PickerFieldMachine+State",
      "Sources/FieldMachines/Kinds/Date/DateFieldMachine+State",
    ]
    let members = try Self.declarations(under: "Sources/FieldMachines/Kinds", access: "public")
      .filter { declaration in states.contains { declaration.file.hasPrefix($0) } }
    #expect(members.count >= 14, "found only \(members.count); did the states move?")
    for member in members {
      guard member.text.contains(" var ") || member.text.contains(" let ") else { continue }
      let name = Self.declaredName(member.text) ?? ""
      #expect(drawn.contains(name), "\(member) is a setting: read it through the field")
    }
  }

  /// A field's adornments are read from its `appearance` (`appearance.shows(.clearButton)`),
  /// not from a flag of each field kind.
  @Test func adornmentsAreReadFromTheAppearance() throws {
    let kinds = try Self.declarations(under: "Sources/FieldMachines/Kinds", access: "public")
    #expect(kinds.count > 100, "found only \(kinds.count); did the sources move?")
    let flags = kinds.filter { Self.declaredName($0.text)?.hasPrefix("shows") == true }
    #expect(flags.isEmpty, "adornment flags on the fields: \(flags)")
  }

  /// Test hooks are not public API, not even as SPI: `invariantViolations()` is `package`, for
  /// the package's tests, the testing kit (``LawChecker``) and `fieldchart check`.
  @Test func testHooksAreNotPublic() throws {
    let hooks = try Self.declarations(under: "Sources/FieldMachines", access: "package")
      .filter { $0.text.contains("func invariantViolations()") }
    #expect(hooks.count >= 5, "the four machines and the form each have a hook: \(hooks)")
    let published = try Self.declarations(under: "Sources/FieldMachines", access: "public")
      .filter { $0.text.contains("invariantViolations") || $0.text.contains("@_spi") }
    #expect(published.isEmpty, "public test hooks: \(published)")
  }

  /// Nothing public hands a field a machine event past its delegate: the fields' `send(_:)` is
  /// `package` (written once, in `MachineField`), for the testing kit's drivers and `fieldchart`.
  @Test func nothingPublicSendsEventsPastTheDelegate() throws {
    let fields = try Self.declarations(under: "Sources/FieldMachines", access: "public")
    let senders = fields.filter { $0.text.contains("func send(") }
    #expect(senders.isEmpty, "public senders: \(senders)")
    let packaged = try Self.declarations(under: "Sources/FieldMachines/Fields", access: "package")
      .filter { $0.text.contains("func send(") }
    #expect(packaged.count == 1, "the field kinds share one package send(_:): \(packaged)")
  }

  /// The documentation's Swift code names no type that is `package` or `@_spi`, so a reader
  /// outside the package can compile it (``ArticleCodeTests`` compiles it inside the package,
  /// where `package` declarations are visible too).
  @Test func documentationCodeNamesOnlyPublicTypes() throws {
    var hidden = Set<String>()
    for module in ["Sources/FieldMachines", "Sources/FieldCharts", "Sources/FieldMachinesTesting"] {
      for declaration in try Self.declarations(under: module, access: "package")
      where !declaration.text.hasPrefix(" ") {
        if let name = Self.declaredName(declaration.text) { hidden.insert(name) }
      }
    }
    hidden.insert("invariantViolations")
    #expect(hidden.contains("ChartExploration"), "the chart derivation is package")
    for document in ArticleCodeTests.documents() {
      for block in try ArticleCodeTests.blocks(in: document) {
        let named = Self.words(block.code).intersection(hidden)
        #expect(named.isEmpty, "\(block) names what is not public: \(named.sorted())")
      }
    }
  }

  /// Every type or function of the testing kit that `fieldchart` names is curated in the kit's
  /// DocC catalog (documented public API), and `fieldchart` uses none of the kit's `package`
  /// declarations.
  @Test func fieldchartUsesOnlyTheKitsDocumentedAPI() throws {
    let kit = "Sources/FieldMachinesTesting"
    let topLevel = try Self.declarations(under: kit, access: "public")
      .filter { !$0.text.hasPrefix(" ") }.compactMap { Self.declaredName($0.text) }
    let packaged = try Self.declarations(under: kit, access: "package")
      .compactMap { Self.declaredName($0.text) }
    var used = Set<String>()
    var own = Set<String>()
    let command = Self.root.appendingPathComponent("Sources/FieldChartCommand")
    let files = FileManager.default.enumerator(at: command, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let code = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      used.formUnion(Self.words(code.joined(separator: "\n")))
      own.formUnion(code.compactMap(Self.declaredName))
    }
    let catalog = try String(
      contentsOf: Self.root.appendingPathComponent(
        "\(kit)/FieldMachinesTesting.docc/FieldMachinesTesting.md"),
      encoding: .utf8)
    // The command's own declarations (its `ScriptError`, its `report`) shadow the kit's.
    used.subtract(own)
    let usedKit = Set(topLevel).intersection(used)
    #expect(usedKit.contains("PropertyEngine"), "fieldchart checks with the kit's engine")
    for name in usedKit.sorted() {
      #expect(
        catalog.contains("``\(name)``") || catalog.contains("``\(name)("),
        "fieldchart uses \(name) of the testing kit, which its catalog does not document")
    }
    let usedPackaged = Set(packaged).intersection(used)
    #expect(usedPackaged.isEmpty, "fieldchart uses the kit's package API: \(usedPackaged)")
  }
}
