import FieldMachines
import FieldMachinesTesting

/// The kinds of field `simulate` and `check` can drive.
enum SessionCatalog {
  /// One session type per kind of field, in the testing kit's ``FieldKindCatalog`` order.
  static var sessions: [any FieldSession.Type] {
    FieldKindCatalog.all.map { session(of: $0.kind) }
  }

  /// The session type of `kind`.
  static func session(of kind: FieldKind) -> any FieldSession.Type {
    switch kind {
    case .entry: EntrySession.self
    case .area: AreaSession.self
    case .picker: PickerSession.self
    case .date: DateSession.self
    }
  }

  /// The session for the field kind or machine called `name`, ignoring case.
  static func session(named name: String) -> (any FieldSession.Type)? {
    let wanted = name.lowercased()
    return sessions.first {
      $0.kind == wanted || $0.machineName.lowercased() == wanted
    }
  }

  /// The kinds' names, for messages.
  static var kinds: [String] { sessions.map { $0.kind } }
}
