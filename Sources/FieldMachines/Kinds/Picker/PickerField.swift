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
public final class PickerField: ObservableField, WheelFieldDefaults {
  /// The machine this field runs; read ``PickerFieldMachine/state`` for the whole state.
  public private(set) var machine: PickerFieldMachine
  /// The delegate, held weakly.
  @ObservationIgnored public weak var delegate: (any PickerFieldDelegate)?
  /// An integer the app uses to identify the field.
  public var tag = 0
  /// The title text; `nil` is allowed (MaterialFields crashed on it).
  public var placeholder: String?
  /// Whether " (Optional)" follows the title.
  public var isOptional = false
  /// Whether a new or changed error shakes the view: ``shakeHandler`` is called only while it is
  /// on (MaterialFields' `shakes`).
  public var shakes = true
  /// Called when an error appears or its message changes while ``shakes`` is on; run the shake
  /// animation here (MaterialFields: ±10 points, two legs of 0.05 s each way).
  @ObservationIgnored public var shakeHandler: (() -> Void)?
  /// The layout constants heights are computed from.
  public var metrics = FieldMetrics.materialFields
  /// The colour of each role in ``appearance``.
  public var palette = FieldPalette.materialFields
  /// Counts the lines of the supporting row's text (error or helper); by default explicit line
  /// breaks only.
  public var supportingTextMeasurer: any TextMeasurer = LineBreakMeasurer()
  /// The most lines the supporting row grows to; `nil` grows without limit, values below 1 count
  /// as 1 (MaterialFields' one-line error label).
  public var maximumSupportingLineCount: Int?
  /// The words ``accessibility`` and announcements are built from.
  public var accessibilityStrings = AccessibilityStrings.english
  /// Called with each error announcement (see ``Field/announcesErrors``); post it to VoiceOver or
  /// TalkBack here.
  @ObservationIgnored public var announcementHandler: ((AccessibilityAnnouncement) -> Void)?
  /// The direction the content runs in: the "done" and "clear" pills are trailing in both.
  public var layoutDirection = LayoutDirection.leftToRight
  package let hub = TransitionHub<PickerFieldMachine>()

  /// Creates an enabled, closed picker with these rows and no selection made by the user.
  public init(placeholder: String? = nil, data: [String] = []) {
    self.machine = PickerFieldMachine(state: .init(data: data))
    self.placeholder = placeholder
  }

  /// ``FieldKind/picker``.
  public var kind: FieldKind { .picker }

  // MARK: Value and state

  /// The committed value, `nil` when empty. Assigning calls no delegate, keeps the error and
  /// leaves the selected row alone (so while open, done still commits the selected row or the
  /// draft); `""` is stored as `nil`. Use ``setIndexTo(_:)`` to pick a row and its text at once.
  public var text: String? {
    get { machine.state.text }
    set { send(.textAssigned(newValue)) }
  }

  /// Whether the picker is active: open, or a focused read-only picker.
  public var isActive: Bool { machine.isActive }
  /// Whether the wheel is shown.
  public var isOpen: Bool { machine.isOpen }
  /// Whether the picker is open in manual entry (the manual row is selected, the keyboard is up).
  public var isOnManualEntry: Bool { machine.isOnManualEntry }

  // MARK: Rows

  /// The list rows. May be set in any order with the manual-entry settings, open or closed: the
  /// selection is re-clamped, and an open picker left without rows closes (`didEnd` fires once).
  public var data: [String] {
    get { machine.state.data }
    set { send(.dataAssigned(newValue)) }
  }

  /// Whether a last "manual entry" row lets the user type a value. Turning it off in manual
  /// entry moves to the last list row and discards the draft.
  public var isManualEntryCapable: Bool {
    get { machine.state.isManualEntryCapable }
    set { send(.manualEntryCapabilityChanged(newValue)) }
  }

  /// The label of the manual-entry row ("Manual Entry" by default); may be set at any time.
  public var manualEntryOptionName: String {
    get { machine.state.manualEntryOptionName }
    set { send(.manualEntryOptionNameChanged(newValue)) }
  }

  /// Whether the "clear" pill shows while closed.
  public var isClearable: Bool {
    get { machine.state.isClearable }
    set { send(.clearableChanged(newValue)) }
  }

  /// The wheel's rows: ``data`` then, with manual entry, ``manualEntryOptionName`` (always last).
  public var rows: [String] { machine.state.rows }

  /// The selected row's index in ``rows``; `nil` only when there are no rows, never −1.
  public var indexSelected: Int? { machine.state.indexSelected }

  /// The row the wheel rests on.
  public var selection: PickerSelection { machine.state.selection }

  /// Selects `index` of ``rows``, clamped; a list row sets ``text`` at once. No delegate is
  /// called and the error stays; an open picker follows into or out of manual entry.
  public func setIndex(to index: Int) {
    send(.indexAssigned(index))
  }

  /// MaterialFields' spelling of ``setIndex(to:)``.
  public func setIndexTo(_ index: Int) {
    setIndex(to: index)
  }

  /// Selects the manual-entry row, keeping ``text``; does nothing without manual entry.
  public func setIndexToManual() {
    send(.manualIndexAssigned)
  }

  // MARK: Layout and appearance

  /// 43.5 closed, 63.0 with an error, a helper or a reserved row, 48.5 with an empty error
  /// alone; 226 more while open (269.5, 289) with the default metrics. A focused read-only
  /// picker has no wheel.
  public var height: Double {
    metrics.height(
      textLines: 1, supportingLines: supportingLineCount, isWheelOpen: machine.isOpen)
  }

  /// What the field looks like now: highlighted while active, showing "done" while open,
  /// showing "clear" while closed, enabled, editable and clearable with a value.
  public var appearance: FieldAppearance {
    let state = machine.state
    var appearance = FieldAppearance(
      placeholder: placeholder, isOptional: isOptional, isHighlighted: state.mode.isActive,
      value: state.displayText, error: state.error, isEnabled: state.isEnabled,
      layoutDirection: layoutDirection)
    appearance.showsDoneButton = state.mode.isOpen
    appearance.showsClearButton = showsClearButton
    appearance.showSupportingRow(state.supportingRow)
    appearance.isReadOnly = state.isReadOnly
    return appearance
  }

  /// Whether the "clear" pill shows: closed, enabled, editable and clearable, with a value.
  package var showsClearButton: Bool {
    let state = machine.state
    return state.mode == .closed && state.isClearable && state.isEnabled && !state.isReadOnly
      && state.text != nil
  }

  // MARK: Programmatic calls

  /// Opens the picker if it is enabled, closed and has rows and the delegate allows, or focuses
  /// a read-only picker without opening it; returns ``isActive``. The delegate is asked only
  /// when the picker could activate.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard let runner = admit(orQueue: { _ = self.becomeFirstResponder() }) else { return isActive }
    defer { runner.leave() }
    if _machine.canOpen {
      let allowed = runner.ask { delegate?.pickerFieldShouldBeginEditing(self) ?? true }
      send(.openRequested(allowed: allowed))
    }
    return isActive
  }

  /// Closes an open picker as done would (committing; `didEnd` fires once), or ends a focused
  /// read-only picker's focus, and returns `true`. On a closed picker it does nothing.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    send(.closeRequested)
    return !isActive
  }

  // MARK: Running the machine

  /// The machine, read without registering an observation.
  package var storedMachine: PickerFieldMachine { _machine }

  /// Swaps `next` into the field's storage inside one observed mutation.
  package func store(_ next: inout PickerFieldMachine) {
    withMutation(keyPath: \.machine) { swap(&_machine, &next) }
  }

  /// Performs one effect: calls the delegate or the announcement handler.
  package func perform(_ effect: PickerFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: delegate?.pickerFieldDidBeginEditing(self)
    case .didEndEditing: delegate?.pickerFieldDidEndEditing(self)
    case .didSelectRow(let row): delegate?.pickerField(self, didSelectRow: row)
    case .cleared: delegate?.pickerFieldCleared(self)
    case .didChangeText: delegate?.pickerFieldDidChange(self)
    case .announceError(let message): announce(message)
    // `send(_:)` shakes for a shown error.
    case .errorShown, .errorCleared: break
    }
  }
}
