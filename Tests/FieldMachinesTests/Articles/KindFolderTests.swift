import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// A field kind lives in its runtime folder, `Sources/FieldMachines/Kinds/<Kind>/` (issue 15:
/// "a fifth field kind takes one new folder and a catalogue line"). The checks read the source
/// tree: a file about one kind elsewhere — in a `Kinds/` folder of another module, or named
/// after a kind — is listed here until it is made generic.
@Suite struct KindFolderTests {
  /// The per-kind files outside the runtime kind folders that remain, each to be made generic
  /// over the kind's vocabulary. Shorten the list as they go; never lengthen it.
  static let remaining: Set<String> = []

  /// The kinds' type-name prefixes, such as `Entry`.
  static let kindNames = FieldKind.allCases.map {
    $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst()
  }

  /// Whether the file at `path` (from the package root) is about one kind: it sits in a kind's
  /// folder (`Kinds/<Kind>/`) or its name begins with a kind's name.
  static func isPerKind(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    let inKindFolder = zip(components, components.dropFirst()).contains { folder, next in
      folder == "Kinds" && next != components.last
    }
    let name = components.last.map(String.init) ?? ""
    return inKindFolder || kindNames.contains { name.hasPrefix($0) }
  }

  /// The `.swift` files under the package's `Sources` and `Benchmarks`, from the package root.
  static func sourceFiles() -> [String] {
    let root = ArticleCodeTests.root
    return ["Sources", "Benchmarks"].flatMap { folder -> [String] in
      let base = root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      else { return [] }
      return files.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }
        .map { String($0.dropFirst(root.path.count + 1)) }
    }
  }

  /// The path and text of each of ``sourceFiles()``.
  static func sourceTexts() throws -> [(path: String, text: String)] {
    let root = ArticleCodeTests.root
    return try sourceFiles().map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  @Test func perKindFilesOutsideTheRuntimeKindFoldersAreExactlyTheListedOnes() {
    let files = Self.sourceFiles()
    #expect(files.count > 100, "the source tree is found")
    let perKind = Set(
      files.filter { !$0.hasPrefix("Sources/FieldMachines/") && Self.isPerKind($0) })
    #expect(
      perKind.subtracting(Self.remaining).sorted() == [],
      "new per-kind files outside Sources/FieldMachines/Kinds/: make them generic instead")
    #expect(
      Self.remaining.subtracting(perKind).sorted() == [],
      "these are gone or generic now: take them off `remaining`")
  }

  /// The files outside the kind folders that name a kind's own types (`EntryField`,
  /// `PickerFieldMachine`, `DateFieldVocabulary`, … — any name beginning `<Kind>Field`) in code,
  /// with how many lines do and why: each is a catalogue a new kind adds one line to, or code
  /// that uses particular kinds on purpose and that a new kind need not join. Comments are
  /// documentation and are not counted (as the `.docc` articles are not read at all). Shorten
  /// the list as kinds' knowledge moves into their folders; never lengthen it.
  static let allowedMentions: [String: (lines: Int?, reason: String)] = [
    // Catalogues: a fifth kind adds its line to each (``catalogues``).
    "Sources/FieldMachines/Fields/FieldKind+Vocabulary.swift": (
      8, "the catalogue: the kind's vocabulary, and its arm of the inlinable visitor"
    ),
    "Sources/FieldMachinesTesting/Laws/CataloguedFieldMachine.swift": (
      nil,
      "the kit's conformances, in the file that declares the protocol (static linking), and the "
        + "kit's convenience names (`PickerFieldKind`, …) that a new kind need not have"
    ),
    // Code about particular kinds on purpose.
    "Benchmarks/fieldbench/BenchSuite.swift": (1, "the floor runs on the picker's stream"),
    "Sources/FieldMachines/Kinds/Text/TextFieldTransitions+Event.swift": (
      1, "the text transitions Entry and Area share, in their shared folder"
    ),
    "Benchmarks/fieldbench/Floor/FloorStepper.swift": (
      1, "the floor is a hand-written picker-shaped switch on the picker's stream"
    ),
    "Benchmarks/fieldbench/BenchForm.swift": (4, "a benchmark form of every kind"),
    "Benchmarks/fieldbench/ScaleBench.swift": (6, "scale rows of entry and area fields"),
    "Sources/FieldMachinesTesting/Form/RandomForm+Veto.swift": (3, "an entry delegate that vetoes"),
    "Sources/FieldMachinesTesting/Form/FormAction+Apply.swift": (
      6, "the form actions only some kinds take (rows, dates, done, password visibility)"
    ),
    "Sources/FieldMachines/Kinds/Entry/EntryFieldMachine+EventPart.swift": (
      1, "an entry event is the area's text event of the same name, or one of the entry's own"
    ),
    "Sources/FieldMachines/Kinds/Text/TextFieldScript+Vocabulary.swift": (
      5, "the text script words Entry and Area share are said over the area's text events"
    ),
    "Sources/FieldChartCommand/Commands/Help.swift": (1, "an example in the help text"),
    "Sources/FieldChartRendering/StateChartsArticle.swift": (4, "the charts article's text"),
  ]

  /// The files outside the kind folders that a fifth kind adds its line(s) to: each names every
  /// kind's types in code. The catalogue is `Sources/FieldMachines/Fields/FieldKind*.swift`; the
  /// others are what is left of the per-kind lists elsewhere. Shorten it; never lengthen it.
  static let catalogues: [String: String] = [
    "Sources/FieldMachines/Fields/FieldKind+Vocabulary.swift": "the catalogue",
    "Sources/FieldMachinesTesting/Laws/CataloguedFieldMachine.swift":
      "the kit's conformances: a conformance to a kit protocol cannot be declared in the library",
  ]

  /// The files outside the kind folders that name every kind's types on purpose, as samples of
  /// each (a form or script of every kind); a fifth kind need not join them.
  static let samplesOfEveryKind: Set<String> = [
    "Benchmarks/fieldbench/BenchForm.swift",
    "Sources/FieldChartRendering/StateChartsArticle.swift",
  ]

  /// The files among `files` outside the kind folders that name every kind's types in code: the
  /// lists a new kind would have to join.
  static func listsOfEveryKind(in files: [(path: String, text: String)]) -> Set<String> {
    Set(
      files.filter { path, text in
        kindFolder(of: path) == nil
          && kindMentions(in: text).reduce(into: Set<String>()) { $0.formUnion($1.kinds) }
            == Set(kindNames)
      }.map(\.path))
  }

  /// A fifth kind takes its folder and its lines in the catalogue: the only files outside the
  /// kind folders that list every kind are ``catalogues`` (each of which still does) and the
  /// ``samplesOfEveryKind``, and every catalogue outside `FieldKind*.swift` is one of the two
  /// known to remain, both the kit's (the call sink names no kind: each kind's folder carries
  /// the bridge from its delegate protocol to the sink).
  @Test func aFifthKindTakesItsFolderAndTheCatalogue() throws {
    let files = try Self.sourceTexts()
    let lists = Self.listsOfEveryKind(in: files)
    #expect(
      lists.subtracting(Self.catalogues.keys).subtracting(Self.samplesOfEveryKind).sorted() == [],
      "these list every kind, so a fifth kind would have to join them: use FieldKind.withVocabulary"
    )
    #expect(
      Set(Self.catalogues.keys).subtracting(lists).sorted() == [],
      "these no longer list every kind: take them off `catalogues`")
    #expect(
      Self.samplesOfEveryKind.subtracting(lists).sorted() == [],
      "these no longer list every kind: take them off `samplesOfEveryKind`")
    let elsewhere = Self.catalogues.keys.filter {
      !$0.hasPrefix("Sources/FieldMachines/Fields/FieldKind")
    }
    #expect(elsewhere.count <= 2, "\(elsewhere.sorted())")
  }

  /// The lines of `text` that name one of the kinds' types in code, with the kind each names:
  /// `<Kind>Field` not preceded by a letter or digit, in a line that is not a comment (the part
  /// after a `//` is ignored).
  static func kindMentions(in text: String) -> [(line: String, kinds: Set<String>)] {
    text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.hasPrefix("//") else { return nil }
      let code = trimmed.range(of: " //").map { trimmed[..<$0.lowerBound] } ?? trimmed
      let kinds = Set(
        kindNames.filter { name in
          var rest = code[...]
          while let found = rest.range(of: name + "Field") {
            let before = code[..<found.lowerBound].last
            if !(before.map { $0.isLetter || $0.isNumber } ?? false) { return true }
            rest = rest[found.upperBound...]
          }
          return false
        })
      return kinds.isEmpty ? nil : (String(line), kinds)
    }
  }

  /// The words that may precede a declaration's keyword: access levels and attributes.
  static let modifiers: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private", "final", "indirect",
    "usableFromInline", "frozen", "MainActor", "preconcurrency",
  ]

  /// The kind whose folder holds `path` (`…/Kinds/Picker/…` → `Picker`), if any.
  static func kindFolder(of path: String) -> String? {
    let components = path.split(separator: "/")
    for (folder, next) in zip(components, components.dropFirst()) where folder == "Kinds" {
      return kindNames.contains(String(next)) ? String(next) : nil
    }
    return nil
  }

  /// Every file outside a kind's folder that names a kind's types in code, with the lines that
  /// do; a kind's folder may name its own kind only.
  static func strayMentions(
    in files: [(path: String, text: String)]
  ) -> [String: [String]] {
    var found: [String: [String]] = [:]
    for (path, text) in files {
      let own = kindFolder(of: path)
      let lines = kindMentions(in: text).filter { own == nil || $0.kinds != [own] }
      if !lines.isEmpty { found[path] = lines.map(\.line) }
    }
    return found
  }

  /// A fifth kind takes one folder and a line in each catalogue: no file outside the kind
  /// folders names a kind's own types except those in ``allowedMentions``, each with the lines
  /// it is allowed.
  @Test func kindTypesAreNamedOnlyInTheirFolderAndTheCatalogues() throws {
    let files = try Self.sourceTexts()
    #expect(files.count > 100, "the source tree is found")
    let found = Self.strayMentions(in: files)
    for (path, lines) in found.sorted(by: { $0.key < $1.key }) {
      guard let allowed = Self.allowedMentions[path] else {
        Issue.record("\(path) names a kind's types outside its folder: \(lines)")
        continue
      }
      if let count = allowed.lines {
        #expect(lines.count <= count, "\(path): \(lines)")
      }
    }
    let gone = Set(Self.allowedMentions.keys).subtracting(found.keys).sorted()
    #expect(gone == [], "these name no kind now: take them off `allowedMentions`")
  }

  /// The check finds a stray mention in code, in a generic file or another kind's folder, and
  /// ignores comments and a kind's mentions of itself in its folder.
  @Test func aStrayMentionOfAKindIsFound() {
    let found = Self.strayMentions(in: [
      ("Sources/FieldChartCommand/Sessions/New.swift", "let x = EntryFieldVocabulary.self\n"),
      ("Sources/FieldMachines/Kinds/Area/AreaField+New.swift", "let f: EntryField? = nil\n"),
      ("Sources/FieldMachines/Kinds/Area/AreaField+Own.swift", "let f: AreaField? = nil\n"),
      (
        "Sources/FieldMachines/Form/Doc.swift",
        "/// Like ``PickerField``.\nlet a = 1 // DateField\n"
      ),
      ("Sources/FieldMachines/Form/Other.swift", "let f = TextAreaFieldish()\n"),
    ])
    #expect(
      found == [
        "Sources/FieldChartCommand/Sessions/New.swift": ["let x = EntryFieldVocabulary.self"],
        "Sources/FieldMachines/Kinds/Area/AreaField+New.swift": ["let f: EntryField? = nil"],
      ])
  }

  /// The identity of the vocabulary it is handed.
  struct VocabularyIdentity: FieldKindVisitor {
    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> ObjectIdentifier {
      ObjectIdentifier(vocabulary)
    }
  }

  /// The catalogue's two switches agree: ``FieldKind/withVocabulary(_:)`` hands every visitor
  /// the kind's own ``FieldKind/vocabulary``, whose kind is the kind.
  @Test(arguments: FieldKind.allCases)
  func theVisitorIsHandedTheKindsVocabulary(kind: FieldKind) throws {
    let vocabulary = try #require(kind.vocabulary, "the arm names a ScriptedFieldVocabulary")
    #expect(kind.withVocabulary(VocabularyIdentity()) == ObjectIdentifier(vocabulary))
    #expect(vocabulary.kind == kind)
  }

  /// Counts and names the delegate calls it receives, answering every question `true`.
  final class CallLog: FieldDelegateCallSink {
    var methods: [String] = []
    func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
      methods.append("\(method)")
      return true
    }
    func tell(_ call: FieldDelegateCall, method: StaticString) { methods.append("\(method)") }
  }

  /// Drives a sample field of `vocabulary` with 300 events of its mix; the field's kind and
  /// the delegate methods it called.
  static func drive<Vocabulary: FieldVocabulary>(
    _ vocabulary: Vocabulary.Type, log: CallLog
  ) -> FieldKind {
    let field = Vocabulary.makeSampleField(delegate: log)
    var generator = SplitMix64(seed: 15)
    for _ in 0..<300 { Vocabulary.apply(Vocabulary.randomEvent(using: &generator), to: field) }
    return field.kind
  }

  /// The catalogue (`FieldKind.vocabulary`) gives each kind the vocabulary of its own field, and
  /// every delegate message of that field reaches the call sink under the kind's own method
  /// names (a copied `<Kind>FieldCallBridge` naming another kind's methods fails here).
  @Test(arguments: FieldKind.allCases)
  func everyKindsVocabularyDrivesItsOwnFieldAndDelegate(kind: FieldKind) throws {
    let log = CallLog()
    let vocabulary = try #require(kind.vocabulary)
    #expect(Self.drive(vocabulary, log: log) == kind)
    #expect(log.methods.count > 10, "\(log.methods)")
    let strangers = log.methods.filter { !$0.hasPrefix(kind.rawValue) }
    #expect(strangers.isEmpty, "\(strangers)")
  }
}
