import FieldMachines
import Foundation
import Testing

/// FieldMachines works when it is linked from a static archive, as the fuzz build (`.ci/fuzz`)
/// links it (issue 15).
///
/// A linker takes from an archive only the object files something refers to by name. The
/// metadata of a generic type such as `TextFieldAdapter<EntryField>` is built at run time from
/// a mangled name, and the runtime finds the witnesses of the type's requirements by looking the
/// conformances up. A conformance adopted in an extension, in a file that holds only that
/// conformance and the members it needs, is in an object file nothing names: the linker drops
/// it and the lookup finds nothing (a "null witness table" crash). The class of bug: a protocol
/// that constrains a generic type's parameter, adopted outside the file that declares the
/// conforming type (whose object file every use of the type links). The check reads the
/// sources, as ``PublicSurfaceTests`` does.
@Suite struct StaticLinkingTests {
  /// The protocols that constrain a generic parameter of a type declared in `files`, such as
  /// `FormTextField` in `final class TextFieldAdapter<TextField: FormTextField>`.
  static func genericConstraints(in files: [String]) throws -> Set<String> {
    let declaration = try Regex("\\b(?:class|struct|enum|actor)\\s+\\w+<([^>]*)>")
    var constraints = Set<String>()
    for text in files {
      for match in text.matches(of: declaration) {
        guard let parameters = match.output[1].substring else { continue }
        for parameter in parameters.split(separator: ",") {
          let parts = parameter.split(separator: ":", maxSplits: 1)
          guard parts.count == 2 else { continue }
          for name in parts[1].split(separator: "&") {
            constraints.insert(name.trimmingCharacters(in: .whitespaces))
          }
        }
      }
    }
    return constraints
  }

  /// One extension that adopts protocols: the last name of the type it extends (`Event` for
  /// `EntryFieldMachine.Event`), its first line and the names it adopts.
  struct Adoption {
    var type: String
    var line: String
    var adopted: [String]
  }

  /// Each extension in `text` that adopts protocols.
  static func adoptions(in text: String) throws -> [Adoption] {
    let adopting = try Regex(
      "(?m)^\\s*(?:public |package )?extension\\s+([\\w.]+)\\s*:\\s*([^{]+)\\{")
    return text.matches(of: adopting).compactMap { match in
      guard let type = match.output[1].substring, let list = match.output[2].substring else {
        return nil
      }
      let beforeWhere = list.components(separatedBy: " where ")[0]
      let adopted = beforeWhere.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let name = type.split(separator: ".").last.map(String.init) ?? String(type)
      return Adoption(type: name, line: String(text[match.range]), adopted: adopted)
    }
  }

  /// Whether `text` declares a type named `name`.
  static func declares(_ name: String, in text: String) throws -> Bool {
    let declaration = try Regex("\\b(?:class|struct|enum|actor)\\s+\(name)\\b")
    return text.firstMatch(of: declaration) != nil
  }

  @Test func conformancesAGenericTypeRequiresAreDeclaredWithTheType() throws {
    let base = PublicSurfaceTests.root.appendingPathComponent("Sources/FieldMachines")
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    var sources: [(name: String, text: String)] = []
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      sources.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
    }
    let constraints = try Self.genericConstraints(in: sources.map(\.text))
    #expect(
      constraints.isSuperset(of: ["FieldMachine", "FormTextField"]),
      "found only \(constraints.sorted()); did the sources move?")
    var adoptedElsewhere: [String] = []
    for source in sources {
      for adoption in try Self.adoptions(in: source.text)
      where try !constraints.isDisjoint(with: adoption.adopted)
        && !Self.declares(adoption.type, in: source.text)
      {
        adoptedElsewhere.append("\(source.name): \(adoption.line)")
      }
    }
    #expect(
      adoptedElsewhere.isEmpty,
      """
      a protocol that constrains a generic type is adopted outside the file that declares the \
      conforming type; adopt it there: \(adoptedElsewhere)
      """)
  }

  /// The testing kit's catalogue (`CataloguedFieldMachine`, which `FieldDriverOf<Machine>` and
  /// the other generic kit types require) is adopted by machines of another module, so it cannot
  /// sit on their declarations: it sits in the file that declares the protocol, which every
  /// type constrained by it names. A catalogue conformance elsewhere crashed every fuzz target
  /// on its first input (a null metadata from the failed conformance lookup).
  @Test func kitConformancesAGenericTypeRequiresAreInTheTypeOrProtocolFile() throws {
    let base = PublicSurfaceTests.root.appendingPathComponent("Sources/FieldMachinesTesting")
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    var sources: [(name: String, text: String)] = []
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      sources.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
    }
    let constraints = try Self.genericConstraints(in: sources.map(\.text))
    #expect(constraints.contains("CataloguedFieldMachine"), "found only \(constraints.sorted())")
    let protocolDeclaration = try Regex("\\bprotocol\\s+(\\w+)")
    var misplaced: [String] = []
    var catalogued = 0
    for source in sources {
      let declared = Set(
        source.text.matches(of: protocolDeclaration).compactMap { $0.output[1].substring }
          .map(String.init))
      for adoption in try Self.adoptions(in: source.text) {
        let required = constraints.intersection(adoption.adopted)
        guard !required.isEmpty else { continue }
        if required.contains("CataloguedFieldMachine") { catalogued += 1 }
        if try !Self.declares(adoption.type, in: source.text)
          && !required.isSubset(of: declared)
        {
          misplaced.append("\(source.name): \(adoption.line)")
        }
      }
    }
    #expect(catalogued == FieldKind.allCases.count, "every kind is catalogued")
    #expect(
      misplaced.isEmpty,
      """
      a kit protocol that constrains a generic type is adopted outside the file that declares \
      the conforming type or the protocol; adopt it there: \(misplaced)
      """)
  }
}
