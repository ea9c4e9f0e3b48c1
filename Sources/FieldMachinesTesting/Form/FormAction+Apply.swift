import FieldMachines

extension FormAction {
  /// Performs the action on `form`, driving its fields through their public API as a UI would.
  ///
  /// A submit is `Form.submitNow()`: asynchronous rules start but are not awaited, so a
  /// property runs synchronously, on whichever isolation owns the form.
  public func apply(to form: Form<Key>) {
    switch self {
    case .tap(let key): form.field(key)?.tap()
    case .typeText(let key, let text):
      Self.text(
        form, key, entry: { $0.typeText(text) }, area: { $0.typeText(text) },
        picker: { $0.typeText(text) }, date: { $0.typeText(text) })
    case .deleteBackward(let key):
      Self.text(
        form, key, entry: { $0.deleteBackward() }, area: { $0.deleteBackward() },
        picker: { $0.deleteBackward() }, date: { $0.deleteBackward() })
    case .replaceText(let key, let text):
      Self.text(
        form, key, entry: { $0.replaceText(with: text) },
        area: { $0.replaceText(with: text) }, picker: { $0.replaceText(with: text) },
        date: { $0.replaceText(with: text) })
    case .pressReturn(let key):
      Self.text(
        form, key, entry: { $0.pressReturn() }, area: { $0.pressReturn() },
        picker: { $0.pressReturn() }, date: { $0.pressReturn() })
    case .selectRow(let key, let row): (form.field(key) as? PickerField)?.selectRow(row)
    case .scrollDate(let key, let date): (form.field(key) as? DateField)?.scrollDate(to: date)
    case .switchDateEntry(let key, let typing):
      guard let date = form.field(key) as? DateField else { return }
      if typing { date.switchToTyping() } else { date.switchToWheel() }
    case .tapDone(let key):
      (form.field(key) as? PickerField)?.tapDone()
      (form.field(key) as? DateField)?.tapDone()
    case .tapClear(let key):
      (form.field(key) as? EntryField)?.tapClear()
      (form.field(key) as? PickerField)?.tapClear()
      (form.field(key) as? DateField)?.tapClear()
      (form.field(key) as? AreaField)?.tapClear()
    case .togglePasswordVisibility(let key):
      (form.field(key) as? EntryField)?.togglePasswordVisibility()
    case .keyboardWillShow(let key): form.field(key)?.keyboardWillShow()
    default: applyCall(to: form)
    }
  }

  /// Performs a programmatic call or a configuration change.
  private func applyCall(to form: Form<Key>) {
    switch self {
    case .resign(let key): form.field(key)?.resignFirstResponder()
    case .setError(let key, let text): form.field(key)?.setError(withText: text)
    case .removeError(let key): form.field(key)?.removeErrorUI()
    case .setValue(let key, let value): try? form.setValue(value, for: key)
    case .focus(let key): form.focus(key)
    case .next: form.next()
    case .previous: form.previous()
    case .endEditing: form.endEditing()
    case .validate(let key): form.validate(key)
    case .validateAll: form.validate()
    case .submit: form.submitNow()
    case .setEnabled(let key, let enabled): form.field(key)?.isEnabled = enabled
    case .setReadOnly(let key, let readOnly): form.field(key)?.isReadOnly = readOnly
    case .setMaxLength(let key, let length):
      (form.field(key) as? EntryField)?.maxLength = length
      (form.field(key) as? AreaField)?.maxLength = length
    case .setHidden(let key, let hidden):
      form.hide(key, when: hidden ? Condition { _ in true } : nil)
    case .setDisplayPolicy(let key, let policy): form.setDisplayPolicy(policy, for: key)
    case .setTiming(let key, let timing): form.setTiming(timing, for: key)
    case .setFormDisplayPolicy(let policy): form.displayPolicy = policy
    case .setMovesToNextOnReturn(let moves): form.movesToNextOnReturn = moves
    default: break
    }
  }

  /// Runs the closure that matches the kind of the field under `key`.
  private static func text(
    _ form: Form<Key>, _ key: Key, entry: (EntryField) -> Void, area: (AreaField) -> Void,
    picker: (PickerField) -> Void, date: (DateField) -> Void
  ) {
    switch form.field(key) {
    case let field as EntryField: entry(field)
    case let field as AreaField: area(field)
    case let field as PickerField: picker(field)
    case let field as DateField: date(field)
    default: break
    }
  }
}
