import FieldMachines

extension FormAction {
  /// Performs the action on `form`, driving its fields through their public API as a UI would.
  ///
  /// A submit is `Form.submitNow()`: asynchronous rules start but are not awaited, so a
  /// property runs synchronously, on whichever isolation owns the form.
  public func apply(to form: Form<Key>) {
    switch self {
    case .tap(let key): form.field(key)?.tap()
    case .typeText(let key, let text): Self.libraryField(form, key)?.typeText(text)
    case .deleteBackward(let key): Self.libraryField(form, key)?.deleteBackward()
    case .replaceText(let key, let text): Self.libraryField(form, key)?.replaceText(with: text)
    case .pressReturn(let key): Self.libraryField(form, key)?.pressReturn()
    case .selectRow(let key, let row): (form.field(key) as? PickerField)?.selectRow(row)
    case .scrollDate(let key, let date): (form.field(key) as? DateField)?.scrollDate(to: date)
    case .switchDateEntry(let key, let typing):
      guard let date = form.field(key) as? DateField else { return }
      if typing { date.switchToTyping() } else { date.switchToWheel() }
    case .tapDone(let key):
      (form.field(key) as? PickerField)?.tapDone()
      (form.field(key) as? DateField)?.tapDone()
    case .tapClear(let key): Self.libraryField(form, key)?.tapClear()
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
      (Self.libraryField(form, key) as? any TextInputField)?.maxLength = length
    case .setHidden(let key, let hidden):
      form.hide(key, when: hidden ? Condition { _ in true } : nil)
    case .setDisplayPolicy(let key, let policy): form.setDisplayPolicy(policy, for: key)
    case .setTiming(let key, let timing): form.setTiming(timing, for: key)
    case .setFormDisplayPolicy(let policy): form.displayPolicy = policy
    case .setMovesToNextOnReturn(let moves): form.movesToNextOnReturn = moves
    default: break
    }
  }

  /// The field under `key` when it is a field of one of the library's kinds (the field object of
  /// its kind's vocabulary): the actions every kind takes go to those, through `Field`.
  private static func libraryField(_ form: Form<Key>, _ key: Key) -> (any Field)? {
    guard let field = form.field(key), let vocabulary = field.kind.vocabulary,
      vocabulary.isFieldObject(field)
    else { return nil }
    return field
  }
}

extension ScriptedFieldVocabulary {
  /// Whether `field` is this kind's field object.
  fileprivate static func isFieldObject(_ field: any Field) -> Bool { field is FieldObject }
}
