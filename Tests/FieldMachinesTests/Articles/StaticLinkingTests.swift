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
/// that constrains a generic type's parameter, adopted in an extension. The check reads the
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

  /// Each extension in `text` that adopts protocols, with the names it adopts.
  static func adoptingExtensions(in text: String) throws -> [(line: String, adopted: [String])] {
    let adopting = try Regex(
      "(?m)^\\s*(?:public |package )?extension\\s+[\\w.]+\\s*:\\s*([^{]+)\\{")
    return text.matches(of: adopting).compactMap { match in
      guard let list = match.output[1].substring else { return nil }
      let beforeWhere = list.components(separatedBy: " where ")[0]
      let adopted = beforeWhere.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return (String(text[match.range]), adopted)
    }
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
    var adoptedInExtensions: [String] = []
    for source in sources {
      for found in try Self.adoptingExtensions(in: source.text)
      where !constraints.isDisjoint(with: found.adopted) {
        adoptedInExtensions.append("\(source.name): \(found.line)")
      }
    }
    #expect(
      adoptedInExtensions.isEmpty,
      """
      a protocol that constrains a generic type is adopted in an extension; adopt it on the \
      type's declaration: \(adoptedInExtensions)
      """)
  }
}
