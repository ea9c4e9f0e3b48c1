/// What a form needs from one field kind, so the form itself never switches on concrete types.
///
/// Each adapter reads the field through its public API, drives it through public calls or
/// `send(_:)` with machine events, and turns each transition record into a
/// `FormFieldReport`, mapping every effect of its field's machine. Adapters are internal: a field
/// kind joins the form by making its adapter (``FormAdaptableField``).
protocol FormFieldAdapter: AnyObject {
  /// The field.
  var field: any Field { get }
  /// Whether the field is enabled, read without registering an observation (the form's own
  /// passes register the form's).
  var isEnabled: Bool { get }
  /// Whether the field takes the keyboard when active (entry and area fields).
  var isTextInput: Bool { get }
  /// The field's committed value.
  var value: FormValue { get }
  /// The field's text as shown to rules; `""` when empty.
  var text: String { get }
  /// Whether ``text`` may change without a transition (a date field's format is not in its
  /// machine), so validate-all reads it again.
  var textChangesWithoutTransition: Bool { get }
  /// ``text``'s length in `Character`s when the field keeps it (text fields), else `nil`.
  var characterCount: Int? { get }
  /// ``value``, ``text`` and ``characterCount`` read at once, for the field's rules.
  var validationInput: (value: FormValue, text: String, characterCount: Int?) { get }
  /// Where the field's focus is.
  var position: FieldPosition { get }
  /// The picker row the wheel rests on; `nil` for other kinds.
  var wheelRow: Int? { get }

  /// Why `value` cannot be assigned, or `nil` when it can.
  func issue(assigning value: FormValue) -> FormValueIssue?
  /// Assigns a value that ``issue(assigning:)`` accepted, as a programmatic change.
  func assign(_ value: FormValue)
  /// Makes the field run its events on `runner` (the form's), and reports every transition,
  /// as library code, to `router` as the field in `slot`, until ``stopListening()``.
  func listen(on runner: EventRunner, to router: FormReportRouter, as slot: FormSlot)
  /// Stops what ``listen(on:to:as:)`` started; nothing when the adapter does not listen.
  func stopListening()
  /// Ends editing or closes, bypassing any should-end veto.
  func forceEnd()
  /// Another field's keyboard appears.
  func closeForKeyboard()
  /// Whether the error shown is the length overflow's rather than one the app or form set.
  var isOverflowError: Bool { get }
  /// The kind of a date field's entry error.
  var dateEntryError: DateEntryError? { get }
  /// Whether a secure field's value is revealed.
  var isTextRevealed: Bool { get }
  /// Why `snapshot` is not a state this field could be in (beyond its value, which
  /// ``issue(assigning:)`` judges), or `nil` when it could.
  func inconsistency(in snapshot: FieldSnapshot) -> String?
  /// Puts the field into the state `snapshot` records — value, wheel, read-only, position,
  /// draft, error and its kind, revealed text — without asking the delegate; the field is
  /// closed, enabled and editable when this is called, and `snapshot` passed
  /// ``inconsistency(in:)``.
  func restore(_ snapshot: FieldSnapshot)
  /// The machine's invariants that do not hold.
  func invariantViolations() -> [String]
}

extension FormFieldAdapter {
  /// Not kept: pickers and date fields show short texts, counted when a rule asks.
  var characterCount: Int? { nil }

  /// ``value``, ``text`` and ``characterCount``, each read in turn.
  var validationInput: (value: FormValue, text: String, characterCount: Int?) {
    (value, text, characterCount)
  }

  /// No: the text changes only with a transition, unless the adapter says otherwise.
  var textChangesWithoutTransition: Bool { false }

  /// No overflow error, unless the adapter says otherwise.
  var isOverflowError: Bool { false }
  /// No date entry error, unless the adapter says otherwise.
  var dateEntryError: DateEntryError? { nil }
  /// No revealed text, unless the adapter says otherwise.
  var isTextRevealed: Bool { false }

  /// Shows the error `snapshot` records when the app or form set it (an overflow error comes
  /// back with the text by itself).
  func restoreSetError(_ snapshot: FieldSnapshot) {
    guard let message = snapshot.errorMessage, !snapshot.isOverflowError else { return }
    field.setError(withText: message)
  }

  /// The checks every text field shares: no wheel, no date error, a revealed value only when
  /// secure, and an overflow error exactly when the text is over the limit and no other error
  /// hides it.
  func textInconsistency(in snapshot: FieldSnapshot, state: TextFieldState) -> String? {
    guard snapshot.position == .closed || snapshot.position == .editing else {
      return "a text field cannot be \(snapshot.position)"
    }
    if snapshot.wheelRow != nil { return "a text field has no wheel row" }
    if snapshot.dateEntryError != nil { return "a text field has no date entry error" }
    if snapshot.isTextRevealed && !state.security.isSecure {
      return "the text of a field that is not secure is revealed"
    }
    guard case .text(let text) = snapshot.value else { return nil }
    let isOver = state.maxLength.map { text.count > $0 } ?? false
    if snapshot.isOverflowError && (!isOver || snapshot.errorMessage != state.overflowMessage) {
      return "an overflow error the text does not cause"
    }
    if isOver && snapshot.errorMessage == nil {
      return "the text is over the limit but no error is shown"
    }
    return nil
  }
}
