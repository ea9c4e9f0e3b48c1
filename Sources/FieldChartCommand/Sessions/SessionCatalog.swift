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
  /// The one list of kinds in the command: a generic call through an existential kind would run
  /// every step of the walks unspecialised, paying metadata look-ups and witness calls, and Swift
  /// specialises code of this module only for types it names here (the library's vocabularies
  /// are `package`, so no inlinable catalogue there can name them for this module). A new kind
  /// adds its line.
  static func check(
    _ kind: FieldKind, events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    switch kind {
    case .entry: try check(EntryFieldKind.self, events, seed, forbidden, io)
    case .area: try check(AreaFieldKind.self, events, seed, forbidden, io)
    case .picker: try check(PickerFieldKind.self, events, seed, forbidden, io)
    case .date: try check(DateFieldKind.self, events, seed, forbidden, io)
    }
  }

  private static func check<Kind: SessionKind>(
    _ kind: Kind.Type, _ events: Int, _ seed: UInt64, _ forbidden: String?, _ io: any CommandIO
  ) throws(CommandError) -> Bool {
    try CheckCommand.check(kind, events: events, seed: seed, forbidden: forbidden, io: io)
  }
}
