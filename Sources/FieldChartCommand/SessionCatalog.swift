import FieldMachines

/// The kinds of field `simulate` and `check` can drive.
enum SessionCatalog {
  /// One session type per kind of field.
  static var sessions: [any FieldSession.Type] {
    [EntrySession.self, AreaSession.self, PickerSession.self, DateSession.self]
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
