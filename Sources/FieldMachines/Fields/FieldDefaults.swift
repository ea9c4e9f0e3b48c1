/// The ``Field`` API that ``EntryField``, ``AreaField``, ``PickerField`` and ``DateField``
/// share, written once: the error, enabling, read-only, the supporting row, announcements and
/// the keyboard actions.
///
/// Internal on purpose: its members are the fields' public API only as witnesses of ``Field``'s
/// requirements, so code in the other modules of the package (the testing kit's `@inlinable`
/// drivers) reaches them through ``Field``, as apps do.
protocol FieldDefaults: MachineField where Machine: FieldKindMachine {
  /// The settings of ``Field`` the kinds share, observed as one property.
  var settings: FieldSettings { get set }
  /// The callbacks of ``Field`` the kinds share, not observed.
  var handlers: FieldHandlers { get set }
  /// The lines of value text ``height`` makes room for in `state`: 1, or an area's line count.
  func valueLineCount(of state: Machine.State) -> Int
  /// A keyboard edit (``typeText(_:)``, ``deleteBackward()``, ``replaceText(with:)``): of a text
  /// field's text (`TextFieldDefaults`), or of a picker's or date field's draft
  /// (`WheelFieldDefaults`).
  func edit(_ edit: TextEdit)
  /// Whether an activation request would activate the field now (a text field's begin, a
  /// picker's or date field's open), so that ``becomeFirstResponder()`` asks the delegate only
  /// then.
  var canActivate: Bool { get }
  /// The delegate's should-begin-editing answer; `true` without a delegate.
  func shouldBeginEditing() -> Bool
  /// Sends the activation request with the delegate's answer `allowed` (a date field adds its
  /// clock, and may go on to typing), inside the call `runner` admitted.
  func requestActivation(allowed: Bool, admittedBy runner: EventRunner)
}

extension FieldDefaults {
  /// Which kind of field this is: its machine's (``EntryField`` is ``FieldKind/entry``, …).
  public var kind: FieldKind { Machine.kind }

  /// Starts editing, or opens the wheel (a picker's needs rows; with
  /// ``DateField/opensForTyping``, a date field's keyboard), if the field is enabled and inactive
  /// and the delegate allows, or focuses a read-only picker or date field without opening it;
  /// returns ``isActive``. The delegate is asked only when the field could activate.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    admitted(
      orQueue: { _ = self.becomeFirstResponder() }, returning: { storedIsActive },
      running: { runner in
        guard canActivate else { return }
        requestActivation(allowed: runner.ask { shouldBeginEditing() }, admittedBy: runner)
      })
  }

  /// Whether an error is shown (for a text field: the app's, or the length overflow's).
  public var hasError: Bool { machine.state.shownError.isShown }
  /// The error message shown (for a text field: the app's, else the overflow message), or `nil`.
  public var errorMessage: String? { machine.state.shownError.message }

  /// Whether the field has focus: a text field editing, a picker or date field open (or typing),
  /// or a focused read-only field.
  public var isActive: Bool { machine.state.isActive }

  /// The field's height in points: the value's lines, the supporting row's lines and an open
  /// wheel, from ``metrics``. With the default metrics 43.5 at rest, 63.0 with an error, a
  /// helper, a counter or a reserved row, 48.5 with an empty error alone; 14.5 more per extra
  /// supporting line, 21.5 more per extra line of an area's text, and 226 more while a picker's
  /// or a date's wheel shows (269.5, 289). A focused read-only or typing field has no wheel.
  public var height: Double { height(of: machine.state) }

  /// ``height`` in `state`: the settings are read once (one observed access), where the members
  /// that name them would read them again for every part of the sum.
  package func height(of state: Machine.State) -> Double {
    let settings = settings
    let supportingLines = state.supportingLineCount(
      measuredBy: settings.supportingTextMeasurer,
      maximumLineCount: settings.maximumSupportingLineCount)
    return settings.metrics.height(
      textLines: valueLineCount(of: state), supportingLines: supportingLines,
      isWheelOpen: state.isWheelShown)
  }

  /// One line of value text: every kind but the area.
  func valueLineCount(of state: Machine.State) -> Int { 1 }

  /// Whether the field accepts focus. Disabling an active text field ends editing; disabling an
  /// open picker or date field closes it as done would, committing. `didEnd` fires once.
  public var isEnabled: Bool {
    get { machine.state.isEnabled }
    set { handle(.enabledChanged(newValue)) }
  }

  /// Whether the field can be focused and read but not changed: typing, return, clear,
  /// selection and scrolling are refused, and a picker's or date's wheel never opens. Unlike a
  /// disabled field it takes focus, so form navigation stops on it. Changing it on an active
  /// picker or date field ends the activation as done would.
  public var isReadOnly: Bool {
    get { machine.state.isReadOnly }
    set { handle(.readOnlyChanged(newValue)) }
  }

  /// The helper text shown below the field while there is no error; `nil` (or `""`) for none.
  /// Setting it calls no delegate.
  public var helperText: String? {
    get { machine.state.helperText }
    set { handle(.helperTextChanged(newValue)) }
  }

  /// Whether the supporting row keeps one line of space even when empty, so the height does not
  /// jump when an error or a helper appears.
  public var reservesSupportingRow: Bool {
    get { machine.state.reservesSupportingRow }
    set { handle(.supportingRowReservationChanged(newValue)) }
  }

  /// Whether a new or changed error is announced through ``announcementHandler``. A form that
  /// announces a summary on submit turns it off for its fields.
  public var announcesErrors: Bool {
    get { machine.state.announcesErrors }
    set { handle(.errorAnnouncementsChanged(newValue)) }
  }

  /// The user tapped the field: as ``becomeFirstResponder()``, editing begins or the wheel
  /// opens if the field can and the delegate allows. A tap on an active field does nothing
  /// (there is no toggle).
  public func tap() {
    becomeFirstResponder()
  }

  /// Types `string` at the end of the text, or of a picker's or date field's draft (manual
  /// entry, a typed date). A no-op unless a text field is editable (focused, not read-only), or
  /// when ``LengthLimitPolicy/refuse`` refuses it; a no-op without a draft.
  public func typeText(_ string: String) {
    edit(.insert(string))
  }

  /// The backspace key in the text or the draft; a no-op unless a text field is editable,
  /// without a draft, or when empty.
  public func deleteBackward() {
    edit(.deleteBackward)
  }

  /// Replaces the whole text or draft as the user would (a paste over everything); a no-op
  /// unless a text field is editable, when its length limit refuses it, or without a draft.
  public func replaceText(with string: String) {
    edit(.replaceAll(string))
  }

  /// Shows an error (an empty row for `nil` or `""`); the same message again changes nothing.
  /// No delegate is called.
  public func setError(withText text: String?) {
    handle(.errorSet(text ?? ""))
  }

  /// Removes the error, if any; the height returns to the error-free height. No delegate is
  /// called.
  public func removeErrorUI() {
    handle(.errorRemoved)
  }
}
