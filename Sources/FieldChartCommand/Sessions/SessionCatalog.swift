import FieldMachines
import FieldMachinesTesting

/// The kinds of field `simulate` and `check` can drive.
enum SessionCatalog {
  /// The testing kit's kinds (``FieldKindCatalog``, in its order) that `simulate` can drive.
  static var sessions: [any SessionKind.Type] {
    FieldKindCatalog.all.compactMap { $0 as? any SessionKind.Type }
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
}
