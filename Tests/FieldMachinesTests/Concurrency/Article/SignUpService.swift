import FieldMachines

/// A server's sign-up endpoint. Each request fills a form created on this actor; the
/// asynchronous rule asks the user directory in a task that reports back to this actor.
actor SignUpService {
  private let directory: UserDirectory

  init(directory: UserDirectory) {
    self.directory = directory
  }

  func register(name: String, email: String) async throws -> SubmitResult<AccountKey> {
    let form = Form<AccountKey>()
    form.add(EntryField(placeholder: "Name"), for: .name)
    form.add(EntryField(placeholder: "Email"), for: .email)
    form.setRules([.required(), .minLength(2)], for: .name)
    form.setRules([.required(), .email()], for: .email)
    let directory = directory
    let available = AsyncRule.custom(id: "available") { value in
      guard case .text(let name) = value else { return nil }
      return await directory.contains(name) ? "That name is taken." : nil
    }
    form.setAsyncRules([available], for: .name)
    try form.setValues([.name: .text(name), .email: .text(email)])
    return await form.submit()
  }
}

/// The accounts that exist, behind its own actor as a database client would be.
actor UserDirectory {
  private var names: Set<String>

  init(names: Set<String>) {
    self.names = names
  }

  func contains(_ name: String) -> Bool {
    names.contains(name)
  }
}
