import Observation

/// A one-column picker with a floating title, an optional manual-entry row, "done" and "clear"
/// pills and an error row.
///
/// It owns a ``PickerFieldMachine``, turns user actions and programmatic calls into its events,
/// asks its ``delegate`` for the should-begin answer only when the picker could open, and performs
/// the effects. Every transition is observable: the field is `@Observable` for SwiftUI, and its
/// ``ObservableField`` members report each step as a ``TransitionRecord``. The user actions
/// (``Field/tap()``, ``selectRow(_:)``, ``tapDone()``, …) are in `PickerField+UserActions.swift`.
///
/// The field runs one event at a time, to completion: a call that its delegate or an observer makes
/// into it (or into another field of its form) while an event is handled is queued and runs when
/// that event completes, its delegate questions asked then (see
/// <doc:FormsAndFocus#Run-to-completion>).
@Observable
public final class PickerField: ObservableField, WheelFieldDefaults, FormAdaptableField {
  /// Where ``delegate`` is kept: the app's, held weakly, or the bridge that ``attach(_:)`` made
  /// the delegate (`PickerField+Delegate.swift`).
  @ObservationIgnored @exclusivity(unchecked)
  var delegateSlot = DelegateSlot<PickerFieldCallBridge>()
  /// The settings ``Field`` reads and writes, observed as one property (`FieldDefaults`).
  var settings: FieldSettings
  /// The callbacks ``Field`` sets, not observed. Read for every shown error and announcement and
  /// never held across a call (a callback is copied out, then called), so it skips dynamic
  /// exclusivity checks.
  @ObservationIgnored @exclusivity(unchecked) var handlers = FieldHandlers()
  package let hub: TransitionHub<PickerFieldMachine>

  /// Creates an enabled, closed picker with these rows and no selection made by the user.
  public init(placeholder: String? = nil, data: [String] = []) {
    self.hub = TransitionHub(
      PickerFieldMachine(state: .init(data: data)), registrar: _$observationRegistrar)
    self.settings = FieldSettings(placeholder: placeholder)
  }

  // MARK: Value and state

  /// The committed value, `nil` when empty. Assigning calls no delegate, keeps the error and
  /// leaves the selected row alone (so while open, done still commits the selected row or the
  /// draft); `""` is stored as `nil`. Use ``setIndexTo(_:)`` to pick a row and its text at once.
  public var text: String? {
    get { machine.state.text }
    set { handle(.textAssigned(newValue)) }
  }

  /// Whether the wheel is shown.
  package var isOpen: Bool { machine.isOpen }
  /// Whether the picker is open in manual entry (the manual row is selected, the keyboard is up).
  package var isOnManualEntry: Bool { machine.isOnManualEntry }

  // MARK: Rows

  /// The list rows. May be set in any order with the manual-entry settings, open or closed: the
  /// selection is re-clamped, and an open picker left without rows closes (`didEnd` fires once).
  public var data: [String] {
    get { machine.state.data }
    set { handle(.dataAssigned(newValue)) }
  }

  /// Whether a last "manual entry" row lets the user type a value. Turning it off in manual
  /// entry moves to the last list row and discards the draft.
  public var isManualEntryCapable: Bool {
    get { machine.state.isManualEntryCapable }
    set { handle(.manualEntryCapabilityChanged(newValue)) }
  }

  /// The label of the manual-entry row ("Manual Entry" by default); may be set at any time.
  public var manualEntryOptionName: String {
    get { machine.state.manualEntryOptionName }
    set { handle(.manualEntryOptionNameChanged(newValue)) }
  }

  /// Whether the "clear" pill shows while closed.
  public var isClearable: Bool {
    get { machine.state.isClearable }
    set { handle(.clearableChanged(newValue)) }
  }

  /// The wheel's rows: ``data`` then, with manual entry, ``manualEntryOptionName`` (always last).
  public var rows: [String] { machine.state.rows }

  /// The selected row's index in ``rows``; `nil` only when there are no rows, never −1.
  public var indexSelected: Int? { machine.state.indexSelected }

  /// The row the wheel rests on.
  package var selection: PickerSelection { machine.state.selection }

  /// Selects `index` of the wheel's rows (``data``, then the manual-entry row), clamped; a list
  /// row sets ``text`` at once. No delegate is called and the error stays; an open picker
  /// follows into or out of manual entry. (MaterialFields' `setIndexTo`, a method here.)
  public func setIndexTo(_ index: Int) {
    handle(.indexAssigned(index))
  }

  /// Selects the manual-entry row, keeping ``text``; does nothing without manual entry.
  public func setIndexToManual() {
    handle(.manualIndexAssigned)
  }

  // MARK: Layout and appearance

  /// What the field looks like now: highlighted while active, showing "done" while open,
  /// showing "clear" while closed, enabled, editable and clearable with a value.
  public var appearance: FieldAppearance {
    let state = machine.state
    var appearance = appearance(showing: state.displayText)
    appearance.showsDoneButton = state.mode.isOpen
    appearance.showsClearButton = showsClearButton
    return appearance
  }

  /// Whether the "clear" pill shows: closed, enabled, editable and clearable, with a value.
  package var showsClearButton: Bool {
    let state = machine.state
    return state.mode == .closed && state.isClearable && state.isEnabled && !state.isReadOnly
      && state.text != nil
  }

  // MARK: Programmatic calls

  /// Whether the picker could activate: enabled, closed and with rows, or read-only (it then
  /// takes focus without opening).
  var canActivate: Bool { storedMachine.canOpen }

  /// The delegate's `pickerFieldShouldBeginEditing(_:)`; `true` without a delegate.
  func shouldBeginEditing() -> Bool { callee?.pickerFieldShouldBeginEditing(self) ?? true }

  /// Sends the open request: the picker opens, or a read-only one takes focus.
  func requestActivation(allowed: Bool, admittedBy runner: EventRunner) {
    handle(.openRequested(allowed: allowed), admittedBy: runner)
  }

  /// Closes an open picker as done would (committing; `didEnd` fires once), or ends a focused
  /// read-only picker's focus, and returns `true`. On a closed picker it does nothing.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    admitted(
      orQueue: { _ = self.resignFirstResponder() }, returning: { !storedIsActive },
      running: { runner in handle(.closeRequested, admittedBy: runner) })
  }

  // MARK: Running the machine

  /// Performs one effect: calls the delegate or the announcement handler.
  package func perform(_ effect: PickerFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: callee?.pickerFieldDidBeginEditing(self)
    case .didEndEditing: callee?.pickerFieldDidEndEditing(self)
    case .didSelectRow(let row): callee?.pickerField(self, didSelectRow: row)
    case .cleared: callee?.pickerFieldCleared(self)
    case .didChangeText: callee?.pickerFieldDidChange(self)
    case .announceError(let message): announce(message)
    // `handle(_:)` shakes for a shown error.
    case .errorShown, .errorCleared: break
    }
  }
}
