/// What a form needs from one field kind, so the form itself never switches on concrete types.
///
/// Each adapter reads the field through its public API, drives it through public calls or
/// `send(_:)` with machine events, and turns transition records into "something changed"
/// signals. Adapters are internal: a field kind joins the form by getting an adapter.
@MainActor
protocol FormFieldAdapter: AnyObject {
  /// The field.
  var field: any Field { get }
  /// Whether the field takes the keyboard when active (entry and area fields).
  var isTextInput: Bool { get }
  /// The field's committed value.
  var value: FormValue { get }
  /// The field's text as shown to rules; `""` when empty.
  var text: String { get }
  /// Where the field's focus is.
  var position: FieldPosition { get }
  /// The picker row the wheel rests on; `nil` for other kinds.
  var wheelRow: Int? { get }

  /// Why `value` cannot be assigned, or `nil` when it can.
  func issue(assigning value: FormValue) -> FormValueIssue?
  /// Assigns a value that ``issue(assigning:)`` accepted, as a programmatic change.
  func assign(_ value: FormValue)
  /// Makes the field run its events on `runner` (the form's), and calls `handler`, as library
  /// code, after every transition; its argument says whether Return asked to move on.
  func observe(
    on runner: EventRunner, _ handler: @escaping @MainActor (_ returned: Bool) -> Void
  ) -> TransitionObservation
  /// Ends editing or closes, bypassing any should-end veto.
  func forceEnd()
  /// Another field's keyboard appears.
  func closeForKeyboard()
  /// Puts the field into `position` with `value` and the wheel on `wheelRow`, without asking the
  /// delegate; the field is closed and enabled when this is called.
  func restore(value: FormValue, position: FieldPosition, wheelRow: Int?)
  /// The machine's invariants that do not hold.
  func invariantViolations() -> [String]
}
