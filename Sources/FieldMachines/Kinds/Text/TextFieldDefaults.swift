/// What ``EntryField`` and ``AreaField`` share, written once: focus, editing and clearing. The
/// field names its delegate's answers (``answer(_:)``) and its effects. Internal, as
/// `FieldDefaults` is.
protocol TextFieldDefaults: FieldDefaults
where Machine.State == TextFieldState, Machine.Event: TextFieldEvent {
  /// Asks the delegate `question`; without a delegate, or for a method it does not implement,
  /// the answer is `true`.
  func answer(_ question: TextFieldQuestion) -> Bool
}

extension TextFieldDefaults {
  /// Whether the field can begin editing now (``TextFieldTransitions/canBeginEditing(_:)``).
  var canActivate: Bool { TextFieldTransitions.canBeginEditing(storedMachine.state) }

  /// The delegate's should-begin-editing answer.
  func shouldBeginEditing() -> Bool { answer(.beginEditing) }

  /// Sends the begin request.
  func requestActivation(allowed: Bool, admittedBy runner: EventRunner) {
    handle(.beginRequested(allowed: allowed), admittedBy: runner)
  }

  /// Ends editing if the delegate allows; returns whether the field is inactive. On an inactive
  /// field it does nothing, fires nothing and returns `true`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    admitted(
      orQueue: { _ = self.resignFirstResponder() }, returning: { !storedIsActive },
      running: { runner in
        if TextFieldTransitions.isEditing(storedMachine.state) {
          handle(.endRequested(allowed: runner.ask { answer(.endEditing) }), admittedBy: runner)
        }
      })
  }

  /// Another field's keyboard appears. A text field is ended by its form, not by the keyboard,
  /// so this does nothing.
  public func keyboardWillShow() {}

  /// Whether a user edit could change the text now (editable and not refused by the length
  /// limit), so the field asks its delegate only then.
  func canApply(_ edit: TextEdit) -> Bool {
    let state = storedMachine.state
    return state.isEditable && !state.refusesByLength(edit)
  }

  /// A user edit (the keyboard actions of `FieldDefaults`): asks the should-change question,
  /// then sends it. A no-op unless ``canApply(_:)``.
  func edit(_ edit: TextEdit) {
    admitted(orQueue: { self.edit(edit) }, running: { runner in apply(edit, runner: runner) })
  }

  /// Asks the should-change question about `edit`, then sends it, inside an admitted call.
  func apply(_ edit: TextEdit, runner: EventRunner) {
    guard canApply(edit) else { return }
    let range = edit.range(inTextOf: storedMachine.state.characterCount)
    let allowed = runner.ask { answer(.change(range, replacement: edit.replacement)) }
    handle(.textEdited(edit, allowed: allowed), admittedBy: runner)
  }

  /// The clear button: asks the should-clear question, then empties the text as a user edit.
  /// A no-op, asking nothing, unless the button shows.
  func clearText() {
    admitted(
      orQueue: { self.clearText() },
      running: { runner in
        guard storedMachine.state.canClearText else { return }
        handle(.clearTapped(allowed: runner.ask { answer(.clear) }), admittedBy: runner)
      })
  }
}
