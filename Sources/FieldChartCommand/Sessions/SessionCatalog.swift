import FieldMachines
import FieldMachinesTesting

/// The kinds of field `simulate` and `check` can drive.
enum SessionCatalog {
  /// The testing kit's kinds (``FieldKindCatalog``, in its order) that `simulate` can drive.
  static var sessions: [any SessionKind.Type] {
    FieldKindCatalog.all.compactMap { $0 as? any SessionKind.Type }
      .filter { isScripted($0) }
  }

  /// Whether the library gives `kind` a session vocabulary.
  private static func isScripted<Kind: SessionKind>(_ kind: Kind.Type) -> Bool {
    Kind.sessionVocabulary != nil
  }

  /// The session kind for the field kind or machine called `name`, ignoring case.
  static func session(named name: String) -> (any SessionKind.Type)? {
    let wanted = name.lowercased()
    return sessions.first {
      $0.name == wanted || $0.machineName.lowercased() == wanted
    }
  }

  /// The kinds' names, for messages.
  static var kinds: [String] { sessions.map { $0.name } }

  /// Runs `fieldchart check` on `kind` (``CheckCommand``) in code specialised for the kind's
  /// concrete types; returns whether a violation was found.
  ///
  /// A generic call through an existential kind would run every step of the walks
  /// unspecialised, paying metadata look-ups and witness calls; the library's catalogue hands
  /// the kind's vocabulary over as a concrete type instead (``FieldKind/withVocabulary(_:)``,
  /// inlined here), so this module names no kind.
  static func check(
    _ kind: FieldKind, events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    let check = KindCheck(events: events, seed: seed, forbidden: forbidden, io: io)
    return try kind.withVocabulary(check).get()
  }

  /// `check` of the kind it is handed: the testing kit's description of the kind's machine
  /// (``FieldKindOf``) as a session kind.
  private struct KindCheck: FieldKindVisitor {
    let events: Int
    let seed: UInt64
    let forbidden: String?
    let io: any CommandIO

    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> Result<Bool, CommandError> {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else {
        return .failure(.failure("\(vocabulary) is not a field kind's vocabulary."))
      }
      return check(scripted)
    }

    private func check<Scripted: ScriptedFieldVocabulary>(
      _ vocabulary: Scripted.Type
    ) -> Result<Bool, CommandError> {
      guard let machine = Scripted.Machine.self as? any CataloguedFieldMachine.Type else {
        return .failure(.failure("The testing kit does not catalogue \(Scripted.Machine.self)."))
      }
      return check(machine)
    }

    private func check<Machine: CataloguedFieldMachine>(
      _ machine: Machine.Type
    ) -> Result<Bool, CommandError> {
      guard let kind = FieldKindOf<Machine>.self as? any SessionKind.Type else {
        return .failure(.failure("\(Machine.self) cannot be simulated."))
      }
      return check(kind)
    }

    private func check<Kind: SessionKind>(_ kind: Kind.Type) -> Result<Bool, CommandError> {
      do {
        return .success(
          try CheckCommand.check(kind, events: events, seed: seed, forbidden: forbidden, io: io))
      } catch {
        return .failure(error)
      }
    }
  }
}
