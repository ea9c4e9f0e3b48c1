import Foundation
import Observation

/// One public property of a type, and how a test sees that reading it registers with
/// Observation: a change that moves it, or the reason it is not observed.
@MainActor
struct ObservedProperty<Subject> {
  /// The property's name, as its declaration spells it.
  var name: String
  /// Reads the property and describes its value; `nil` for a property that is not observed.
  var read: (@MainActor (Subject) -> String)?
  /// Changes the property, or what it is derived from.
  var change: @MainActor (Subject) async -> Void = { _ in }
  /// Why the property is not observed, for a row without ``read``.
  var reason = ""

  /// A property that reading registers with Observation and that `change` moves.
  static func observed<Value>(
    _ name: String, _ read: @escaping @MainActor (Subject) -> Value,
    change: @escaping @MainActor (Subject) async -> Void
  ) -> Self {
    ObservedProperty(name: name, read: { String(reflecting: read($0)) }, change: change)
  }

  /// A settable property, changed by `edit` through its setter.
  static func edited<Value: Sendable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Subject, Value>,
    _ edit: @escaping @Sendable (inout Value) -> Void
  ) -> Self {
    observed(name, { $0[keyPath: keyPath] }, change: { edit(&$0[keyPath: keyPath]) })
  }

  /// A settable property, set to `value` (which must differ from its initial value).
  static func written<Value: Sendable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Subject, Value>, _ value: Value
  ) -> Self {
    edited(name, keyPath) { $0 = value }
  }

  /// A settable flag, toggled.
  static func toggled(_ name: String, _ keyPath: ReferenceWritableKeyPath<Subject, Bool>) -> Self {
    edited(name, keyPath) { $0.toggle() }
  }

  /// A property not observed on purpose: a callback, a delegate, a constant; `reason` says which.
  static func unobserved(_ name: String, _ reason: String) -> Self {
    ObservedProperty(name: name, read: nil, reason: reason)
  }
}

/// Every public property of a type, each with a row, for a test that what the type's
/// documentation promises holds: reading any of its state registers with Observation, so a view
/// that reads only that property is redrawn when it changes.
///
/// The rows are checked against the sources: a public property declared without a row (or a
/// row without a declaration) is a failure, so a new property cannot slip past the test.
@MainActor
struct ObservationTable<Subject> {
  /// The type's name in `Sources/FieldMachines`.
  var typeName: String
  /// Makes a fresh subject for each row.
  var make: () -> Subject
  /// One row per public property.
  var rows: [ObservedProperty<Subject>]
  /// Finishes what a row's change started (an awaited submit), after the row is checked.
  var finish: @MainActor (Subject) async -> Void = { _ in }

  /// What does not hold, one message each; empty when every property is observed.
  func failures() async -> [String] {
    let declared = PublicProperties.declared(by: typeName)
    let listed = rows.map(\.name)
    var failures = Set(declared).subtracting(listed).sorted().map {
      "\(typeName).\($0) is public and has no row"
    }
    failures += Set(listed).subtracting(declared).sorted().map {
      "\(typeName).\($0) has a row but no public declaration"
    }
    if Set(listed).count != listed.count { failures.append("\(typeName) has repeated rows") }
    for row in rows {
      if let failure = await check(row) { failures.append(failure) }
    }
    return failures
  }

  /// Reads `row`'s property inside `withObservationTracking`, changes it, and says what is
  /// wrong: the change left the value as it was, or the tracking was not told.
  func check(_ row: ObservedProperty<Subject>) async -> String? {
    guard let read = row.read else { return nil }
    let subject = make()
    let before = read(subject)
    let seen = SeenFlag()
    withObservationTracking {
      _ = read(subject)
    } onChange: {
      seen.mark()
    }
    await row.change(subject)
    let after = read(subject)
    await finish(subject)
    if before == after { return "\(typeName).\(row.name): the row's change left it at \(before)" }
    if !seen.isMarked {
      return "\(typeName).\(row.name): a reader is not told when it changes to \(after)"
    }
    return nil
  }
}

/// A flag an observation's change handler sets.
final class SeenFlag: @unchecked Sendable {
  private(set) var isMarked = false
  func mark() { isMarked = true }
}

/// The public instance properties `Sources/FieldMachines` declares for a type, read from the
/// files: its own and those of the protocols it conforms to, transitively (a `Field` default in
/// a protocol extension is the field's property too).
///
/// It reads the shape swift-format keeps: declarations at the left margin, members indented by
/// two spaces.
enum PublicProperties {
  /// `Sources/FieldMachines`.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/FieldMachines")

  /// A type or extension declared at the left margin: its name, then what follows it.
  private static var declaration: Regex<(Substring, Substring, Substring)> {
    #/
    ^ (?: [@\w()]+ \x20 )*?
    (?: class | struct | enum | protocol | actor | extension ) \x20 ([\w.]+) (?: <[^>]*> )? (.*) $
    /#
  }
  /// A public instance property, one level in: its name.
  private static var property: Regex<(Substring, Substring)> {
    #/
    ^ \x20{2} (?: @[\w()]+ \x20 )* public \x20 (?: \w+\(set\) \x20 )?
    (?: (?: weak | unowned | lazy | nonisolated ) \x20 )* (?: var | let ) \x20 (\w+)
    /#
  }

  /// Each type's conformances and public properties, read from the sources once.
  private static let declarations = readDeclarations()

  /// The names of the public properties `typeName` has.
  static func declared(by typeName: String) -> [String] {
    let (conformances, properties) = declarations
    var owners: Set<String> = []
    var pending = [typeName]
    while let next = pending.popLast() {
      guard owners.insert(next).inserted else { continue }
      pending += conformances[next, default: []]
    }
    return owners.flatMap { properties[$0, default: []] }.sorted()
  }

  /// Reads every file: each declaration at the left margin starts an owner, which keeps the
  /// public properties that follow until the next line at the margin.
  private static func readDeclarations() -> (
    conformances: [String: Set<String>], properties: [String: Set<String>]
  ) {
    let declaration = declaration
    let property = property
    var conformances: [String: Set<String>] = [:]
    var properties: [String: Set<String>] = [:]
    for file in files() {
      var owner: String?
      for line in file.split(separator: "\n") {
        guard let first = line.first else { continue }
        if !first.isWhitespace {
          owner = nil
          guard first != "/", first != "}", let match = try? declaration.wholeMatch(in: line)
          else { continue }
          owner = String(match.output.1)
          conformances[String(match.output.1), default: []].formUnion(
            conformanceList(match.output.2))
        } else if let owner, line.contains("public "),
          let match = try? property.prefixMatch(in: line)
        {
          properties[owner, default: []].insert(String(match.output.1))
        }
      }
    }
    return (conformances, properties)
  }

  /// The names after `: ` and before `where` or `{`, without generic arguments.
  private static func conformanceList(_ rest: Substring) -> [String] {
    let trimmed = rest.drop { $0 == " " }
    guard trimmed.first == ":" else { return [] }
    let list = trimmed.dropFirst().prefix { $0 != "{" }
    let beforeWhere = list.components(separatedBy: " where ")[0]
    return beforeWhere.split(separator: ",").map {
      String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != "<" })
    }
  }

  /// The text of every Swift file of the module.
  private static func files() -> [String] {
    var texts: [String] = []
    if let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
      for case let file as URL in files where file.pathExtension == "swift" {
        if let text = try? String(contentsOf: file, encoding: .utf8) { texts.append(text) }
      }
    }
    return texts
  }
}
