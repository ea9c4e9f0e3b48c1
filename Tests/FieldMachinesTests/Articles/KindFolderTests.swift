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
  static let remaining: Set<String> = [
    "Benchmarks/fieldbench/Kinds/Picker/PickerFloor.swift",
    "Sources/FieldChartCommand/Kinds/Area/AreaFieldMachine+Session.swift",
    "Sources/FieldChartCommand/Kinds/Date/DateFieldMachine+Session.swift",
    "Sources/FieldChartCommand/Kinds/Entry/EntryFieldMachine+Session.swift",
    "Sources/FieldChartCommand/Kinds/Picker/PickerFieldMachine+Session.swift",
    "Sources/FieldMachinesTesting/Kinds/Area/AreaFieldGenerators+Action.swift",
    "Sources/FieldMachinesTesting/Kinds/Area/AreaFieldGenerators.swift",
    "Sources/FieldMachinesTesting/Kinds/Entry/EntryFieldGenerators+Action.swift",
    "Sources/FieldMachinesTesting/Kinds/Entry/EntryFieldGenerators.swift",
  ]

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
  /// names (a copied `+CallSink` file naming another kind's methods fails here).
  @Test(arguments: FieldKind.allCases)
  func everyKindsVocabularyDrivesItsOwnFieldAndDelegate(kind: FieldKind) {
    let log = CallLog()
    #expect(Self.drive(kind.vocabulary, log: log) == kind)
    #expect(log.methods.count > 10, "\(log.methods)")
    let strangers = log.methods.filter { !$0.hasPrefix(kind.rawValue) }
    #expect(strangers.isEmpty, "\(strangers)")
  }
}
