import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// "Adding a fifth field kind takes one new folder and a catalogue line, nothing else" (issue
/// 15; the FieldMachines article "Adding a field kind"). Two checks: every kind is reached
/// through the catalogue alone (``FieldKind/withVocabulary(_:)``'s arm) by each tool written once
/// over the kinds; and no source outside the kind folders switches over the kinds, as such a
/// switch is a list a new kind would have to join.
@Suite struct FifthKindTests {
  /// The one file outside the kind folders that may switch over the kinds: the catalogue.
  static let catalogue = "Sources/FieldMachines/Fields/FieldKind+Vocabulary.swift"

  /// The kinds whose cases `text`'s code lines match (`case .entry`, `case .picker, .date` …);
  /// comments are ignored. Two or more mean a switch over the kinds (one could be another
  /// enum's case of the same name, such as `FormValue.date`).
  static func kindCases(in text: String) -> Set<String> {
    let names = FieldKind.allCases.map(\.rawValue)
    var found: Set<String> = []
    for line in text.split(separator: "\n") {
      let code = line.drop { $0 == " " }
      guard code.hasPrefix("case ."), !code.hasPrefix("//") else { continue }
      let patterns = code.dropFirst("case ".count).prefix { $0 != ":" }
      for pattern in patterns.split(separator: ",") {
        let name = pattern.drop { $0 == " " || $0 == "." }.prefix { $0.isLetter }
        if names.contains(String(name)) { found.insert(String(name)) }
      }
    }
    return found
  }

  /// The files among `files` outside the kind folders, other than the catalogue, that switch
  /// over the kinds, with the kinds their cases name.
  static func perKindSwitches(in files: [(path: String, text: String)]) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for (path, text) in files where path != catalogue && !path.contains("/Kinds/") {
      let kinds = kindCases(in: text)
      if kinds.count >= 2 { found[path] = kinds }
    }
    return found
  }

  @Test func noSourceOutsideTheKindFoldersSwitchesOverTheKinds() throws {
    let files = try KindFolderTests.sourceTexts()
    #expect(files.count > 100, "the source tree is found")
    #expect(
      Self.perKindSwitches(in: files) == [:],
      "a switch over the kinds outside the catalogue: read the kind's vocabulary instead")
    let catalogue = try #require(files.first { $0.path == Self.catalogue })
    #expect(Self.kindCases(in: catalogue.text) == Set(FieldKind.allCases.map(\.rawValue)))
  }

  /// The scan finds a switch over the kinds in a generic file, and not one in a kind's folder,
  /// in a comment, or a switch naming one kind's case among others (`FormValue`'s `.date`).
  @Test func aSwitchOverTheKindsIsFound() {
    let found = Self.perKindSwitches(in: [
      ("Sources/FieldMachinesTesting/Form/New.swift", "switch k {\ncase .entry, .area: 1\n"),
      ("Sources/FieldMachines/Form/Other.swift", "    case .picker:\n    case .date(let d):\n"),
      ("Sources/FieldMachines/Kinds/Text/Shared.swift", "case .entry: 1\ncase .area: 2\n"),
      ("Sources/FieldMachines/Form/Doc.swift", "// case .entry:\n// case .area:\n"),
      ("Sources/FieldMachines/Form/Value.swift", "case .text: 1\ncase .choice: 2\ncase .date: 3\n"),
      (Self.catalogue, "case .entry: 1\ncase .area: 2\n"),
    ])
    #expect(
      found == [
        "Sources/FieldMachinesTesting/Form/New.swift": ["entry", "area"],
        "Sources/FieldMachines/Form/Other.swift": ["picker", "date"],
      ])
  }

  /// Every kind is reached from its case alone: the catalogue's vocabulary and machine, the
  /// kit's description, the charts, and a random form all of whose fields are of the kind, built
  /// and driven by the kit's generic form code (no invariant broken, and the form actions every
  /// kind takes reach its fields).
  @Test(arguments: FieldKind.allCases)
  func everyKindIsReachedThroughTheCatalogueAlone(kind: FieldKind) throws {
    let vocabulary = try #require(kind.vocabulary)
    #expect(vocabulary.kind == kind)
    let machine = try #require(kind.machine)
    #expect(FieldKindCatalog.description(of: kind)?.kind == kind)
    #expect(ChartCatalog.machines.contains { ObjectIdentifier($0) == ObjectIdentifier(machine) })

    var rng = SplitMix64(seed: 0x5_F1F7)
    var spec = RandomFormSpec(using: &rng)
    for key in RandomFormKey.allCases {
      var field = RandomFormSpec.FieldSpec(using: &rng)
      field.kind = kind
      field.rules = [0, 1, 2]
      spec.fields[key] = field
    }
    let random = RandomForm(spec)
    for key in RandomFormKey.allCases {
      #expect(random.form.field(key)?.kind == kind, "\(key)")
      #expect(spec.rules(for: key).rules.count == 3, "\(key)")
    }
    let steps = RandomFormStep.generator()
    var changes = 0
    for _ in 0..<400 {
      let step = steps.generate(using: &rng)
      let before = Self.looks(of: random.form)
      step.apply(to: random)
      let after = Self.looks(of: random.form)
      if case .action(let action) = step, Self.isTextAction(action), before != after {
        changes += 1
      }
      #expect(FormInvariants.violations(of: random.form) == [], "\(step)")
    }
    for key in RandomFormKey.allCases {
      let before = Self.looks(of: random.form)
      random.apply(.tapClear(key))
      if Self.looks(of: random.form) != before { changes += 1 }
    }
    #expect(changes > 0, "the actions every kind takes reach \(kind) fields")
  }

  /// Each field's text and whether it is active.
  static func looks(of form: Form<RandomFormKey>) -> [String] {
    RandomFormKey.allCases.map { key in
      form.field(key).map { "\($0.text ?? "nil") \($0.isActive)" } ?? "none"
    }
  }

  /// Whether `action` is one every kind takes through `Field` (typing, deleting, replacing,
  /// return, clearing).
  static func isTextAction(_ action: FormAction<RandomFormKey>) -> Bool {
    switch action {
    case .typeText, .deleteBackward, .replaceText, .pressReturn, .tapClear: true
    default: false
    }
  }
}
