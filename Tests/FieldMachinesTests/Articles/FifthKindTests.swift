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

  /// The files outside a kind's folder allowed to name a kind's declared types in code, each
  /// with why. Each is a catalogue a new kind joins, code about particular kinds on purpose, or
  /// a kind's knowledge not yet moved into its folder. Shorten it; never lengthen it.
  static let allowedToNameKindTypes: [String: String] = [
    catalogue: "the catalogue: each kind's arm names its vocabulary",
    "Sources/FieldMachinesTesting/Laws/CataloguedFieldMachine.swift":
      "the kit's conformances, generated from the catalogue (`KitCatalogueInSyncTests`), and "
      + "its optional convenience names (a kit protocol's conformance is declared in the kit)",
    "Sources/FieldMachines/Validation/FormValue.swift":
      "the public value type: `.choice`'s payload is the picker's public `PickerSelection`",
    "Sources/FieldMachines/Form/FieldSnapshot.swift":
      "the date's entry-error kind, a snapshot field (the date's knowledge, not yet moved)",
    "Sources/FieldMachines/Form/FormFieldAdapter.swift":
      "the date's entry-error kind, read for snapshots (the date's knowledge, not yet moved)",
    "Sources/FieldMachines/Kinds/Entry/EntryFieldMachine+EventPart.swift":
      "an entry event is the area's text event of the same name, or one of the entry's own",
    "Sources/FieldMachines/Kinds/Text/TextFieldScript+Vocabulary.swift":
      "the text script words entry and area share are said over the area's text events",
    "Sources/FieldMachines/Kinds/Text/TextFieldTransitions+Event.swift":
      "the text transitions entry and area share, over the area's text events",
    "Sources/FieldMachinesTesting/Form/FormAction+Apply.swift":
      "the form actions only some kinds take (rows, dates, done, password visibility)",
    "Sources/FieldMachinesTesting/Form/RandomForm+Veto.swift": "an entry delegate that vetoes",
    "Sources/FieldChartCommand/Commands/Help.swift": "the help text's examples",
    "Benchmarks/fieldbench/BenchForm.swift": "a benchmark form of every kind",
    "Benchmarks/fieldbench/BenchSuite.swift": "the floor runs on the picker's stream",
    "Benchmarks/fieldbench/Floor/FloorStepper.swift": "the floor is a picker-shaped switch",
    "Benchmarks/fieldbench/ScaleBench.swift": "scale rows of entry and area fields",
  ]

  /// The types each kind's folder (`Sources/FieldMachines/Kinds/<Kind>/`) declares at its top
  /// level (`struct`, `enum`, `class`, `protocol`, `actor`, `typealias`), each with its kind's
  /// folder name.
  static func kindTypes(in files: [(path: String, text: String)]) -> [String: String] {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    var types: [String: String] = [:]
    for (path, text) in files {
      guard let kind = KindFolderTests.kindFolder(of: path) else { continue }
      for line in text.split(separator: "\n")
      where line.first.map({ $0.isLetter || $0 == "@" }) ?? false {
        let words = line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        guard let at = words.firstIndex(where: keywords.contains), at + 1 < words.count,
          words[..<at].allSatisfy({ KindFolderTests.modifiers.contains($0) })
        else { continue }
        types[String(words[at + 1])] = kind
      }
    }
    return types
  }

  /// The files outside a kind's folder that name a kind's declared types (``kindTypes(in:)``)
  /// in code, with the names: comments and string literals are not code, and a kind's folder
  /// may name its own types.
  static func kindTypesNamedElsewhere(
    in files: [(path: String, text: String)]
  ) -> [String: Set<String>] {
    let types = kindTypes(in: files)
    var found: [String: Set<String>] = [:]
    for (path, text) in files {
      let own = KindFolderTests.kindFolder(of: path)
      for line in text.split(separator: "\n") {
        for word in codeWords(of: line) where types[word].map({ $0 != own }) ?? false {
          found[path, default: []].insert(word)
        }
      }
    }
    return found
  }

  /// The identifiers of `line`'s code: what precedes a `//` comment, outside string literals.
  static func codeWords(of line: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString && previous == "/" && character == "/" { break }
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString && (character.isLetter || character.isNumber || character == "_") {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
      previous = character
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// Everything about a kind is in its folder: no file outside it names a type the folder
  /// declares (`PickerSelection`, `PickerFieldMachine`, `DateEntryError`, …), except the
  /// ``allowedToNameKindTypes``, each of which still does.
  @Test func aKindsTypesAreNamedOnlyInItsFolder() throws {
    let files = try KindFolderTests.sourceTexts()
    let types = Self.kindTypes(in: files)
    #expect(types["PickerSelection"] == "Picker" && types["DateFieldMachine"] == "Date")
    let found = Self.kindTypesNamedElsewhere(in: files)
    let strays = found.filter { Self.allowedToNameKindTypes[$0.key] == nil }
    #expect(strays == [:], "a kind's types outside its folder: move the code into the folder")
    let stale = Set(Self.allowedToNameKindTypes.keys).subtracting(found.keys).sorted()
    #expect(stale == [], "these name no kind's types now: take them off the allowed list")
  }

  /// The scan finds a kind's type named in a generic file or in another kind's folder, and not
  /// in the kind's own folder, a comment or a string literal.
  @Test func aKindsTypeNamedOutsideItsFolderIsFound() {
    let found = Self.kindTypesNamedElsewhere(in: [
      ("Sources/FieldMachines/Kinds/Picker/PickerMode.swift", "package enum PickerMode {\n"),
      ("Sources/FieldMachines/Kinds/Picker/PickerRow.swift", "public struct PickerRow: P {\n"),
      ("Sources/FieldMachines/Kinds/Picker/Own.swift", "let m: PickerMode = .a\n"),
      ("Sources/FieldMachines/Form/Position.swift", "  case open(PickerMode) // PickerRow\n"),
      ("Sources/FieldMachines/Kinds/Date/Other.swift", "let r = [PickerRow]()\n"),
      ("Sources/FieldMachines/Form/Doc.swift", "/// ``PickerMode``\nlet s = \"PickerRow\"\n"),
    ])
    #expect(
      found == [
        "Sources/FieldMachines/Form/Position.swift": ["PickerMode"],
        "Sources/FieldMachines/Kinds/Date/Other.swift": ["PickerRow"],
      ])
  }

  /// The names outside the picker's folder allowed to begin with `picker`, each with why.
  static let allowedPickerNames: [String: String] = [
    "pickerData": "the testing kit's public random-form spec: the rows a picker field gets"
  ]

  /// The names declared (`case`, `var`, `let`, `func`) in code outside `Kinds/Picker/` that
  /// begin with `picker` and another word, such as a form's `case pickerOpen`.
  static func pickerNamesElsewhere(in files: [(path: String, text: String)]) -> Set<String> {
    var found: Set<String> = []
    for (path, text) in files where KindFolderTests.kindFolder(of: path) != "Picker" {
      for line in text.split(separator: "\n") {
        let words = codeWords(of: line)
        for (keyword, name) in zip(words, words.dropFirst())
        where ["case", "var", "let", "func"].contains(keyword) && name.hasPrefix("picker")
          && name.dropFirst("picker".count).first?.isUppercase == true
        {
          found.insert(name)
        }
      }
    }
    return found
  }

  /// Everything about the picker is in its folder: no generic file declares a picker's case,
  /// property or function (a form position `pickerOpen`), except the ``allowedPickerNames``.
  @Test func nothingOutsideThePickersFolderIsNamedAfterThePicker() throws {
    let found = Self.pickerNamesElsewhere(in: try KindFolderTests.sourceTexts())
    #expect(found.subtracting(Self.allowedPickerNames.keys).sorted() == [])
    #expect(Set(Self.allowedPickerNames.keys).subtracting(found).sorted() == [])
  }

  /// The scan finds a picker's name declared in a generic file, and not in the picker's folder,
  /// a comment, a use, or a name that only begins with the word.
  @Test func aPickerNameOutsideItsFolderIsFound() {
    let found = Self.pickerNamesElsewhere(in: [
      ("Sources/FieldMachines/Form/Position.swift", "  case pickerOpen\n  case closed\n"),
      ("Sources/FieldMachines/Kinds/Picker/Own.swift", "  static var pickerManual = 1\n"),
      ("Sources/FieldMachines/Form/Doc.swift", "// case pickerShut\nlet a = x.pickerWide\n"),
      ("Sources/FieldMachines/Form/Key.swift", "  case picker\n  case pickers\n"),
    ])
    #expect(found == ["pickerOpen"])
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
