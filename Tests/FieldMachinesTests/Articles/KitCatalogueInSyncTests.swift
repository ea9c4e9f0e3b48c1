import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The testing kit's conformances of the catalogued machines to `CataloguedFieldMachine` are
/// generated from the library's catalogue (``FieldKind/withVocabulary(_:)``), so a fifth kind
/// needs its folder and its catalogue line, nothing written in the kit (issue 15; the article
/// "Adding a field kind"). Swift declares a conformance only where the kit's protocol is visible,
/// so the generated text lives in the kit's `CataloguedFieldMachine.swift`, between markers.
/// `RECORD_KIT_CATALOGUE=1` rewrites it and still fails, so a re-record is reviewed.
@Suite struct KitCatalogueInSyncTests {
  /// The kit file that holds the generated conformances, from the package root.
  static let path = "Sources/FieldMachinesTesting/Laws/CataloguedFieldMachine.swift"
  /// The line before the generated conformances.
  static let opening = "// BEGIN GENERATED CONFORMANCES\n"
  /// The line after them.
  static let closing = "// END GENERATED CONFORMANCES\n"
  /// The command that rewrites them.
  static let recordCommand = "RECORD_KIT_CATALOGUE=1 swift test --filter KitCatalogueInSync"

  /// One kind's conformance, named from its vocabulary's types.
  struct Conformance: FieldKindVisitor {
    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> String? {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else { return nil }
      return Self.text(of: scripted)
    }

    static func text<Scripted: ScriptedFieldVocabulary>(of _: Scripted.Type) -> String {
      let machine = String(describing: Scripted.Machine.self)
      let field = String(describing: Scripted.FieldObject.self)
      let conformance = """
        extension \(machine): CataloguedFieldMachine {
          /// The `\(Scripted.scriptName)` kind's description in the library.
          public static var catalogueEntry: FieldCatalogueEntry<Self, \(field)> {
            FieldCatalogueEntry(\(String(describing: Scripted.self)).self)
          }
        }
        """
      return conformance + "\n\n"
    }
  }

  /// The generated conformances of `kinds`, in their order, each followed by a blank line; a
  /// kind whose catalogue arm names no scripted vocabulary is reported instead.
  static func generated(for kinds: [FieldKind]) -> String {
    kinds.map { kind in
      kind.withVocabulary(Conformance()) ?? "// \(kind.rawValue): no scripted vocabulary\n\n"
    }.joined()
  }

  /// The text between the markers in `file`; `nil` when either marker is missing or out of order.
  static func region(of file: String) -> Range<String.Index>? {
    guard let start = file.range(of: opening), let end = file.range(of: closing),
      start.upperBound <= end.lowerBound
    else { return nil }
    return start.upperBound..<end.lowerBound
  }

  private var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_KIT_CATALOGUE"] == "1"
  }

  @Test func theKitsConformancesAreTheCataloguesKinds() throws {
    let url = ArticleCodeTests.root.appendingPathComponent(Self.path)
    let file = try String(contentsOf: url, encoding: .utf8)
    let region = try #require(
      Self.region(of: file), "\(Self.path) has no \(Self.opening)… \(Self.closing)block")
    let expected = Self.generated(for: FieldKind.allCases)
    guard String(file[region]) != expected else { return }
    if isRecording {
      var updated = file
      updated.replaceSubrange(region, with: expected)
      try Data(updated.utf8).write(to: url)
      Issue.record("Recorded the kit's conformances; review the diff, then test again.")
    } else {
      Issue.record(
        "\(Self.path)'s generated conformances differ from the catalogue's kinds; re-record with \(Self.recordCommand) and review the diff."
      )
    }
  }

  /// Every catalogued kind reaches the kit through its generated conformance (what the
  /// generated text is for: a kind without one is left out of `FieldKindCatalog`).
  @Test func everyCataloguedKindIsInTheKitsCatalogue() {
    let kinds = FieldKind.allCases.map(\.rawValue)
    #expect(FieldKindCatalog.all.map { $0.name } == kinds)
  }

  /// The generated text names each kind's machine, field and vocabulary, and one kind's text
  /// differs from another's: the generator reads the catalogue, it does not repeat a constant.
  @Test func theGeneratedTextNamesEachKindsTypes() {
    let picker = Self.generated(for: [.picker])
    #expect(picker.contains("extension PickerFieldMachine: CataloguedFieldMachine {"))
    #expect(picker.contains("FieldCatalogueEntry<Self, PickerField>"))
    #expect(picker.contains("FieldCatalogueEntry(PickerFieldVocabulary.self)"))
    #expect(picker.contains("The `picker` kind's description"))
    #expect(Self.generated(for: [.entry, .picker]) == Self.generated(for: [.entry]) + picker)
    #expect(Self.region(of: "a\n" + Self.closing + Self.opening) == nil)
  }
}
