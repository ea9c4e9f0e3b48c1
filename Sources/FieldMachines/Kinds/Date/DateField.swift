import Foundation
import Observation

/// A date field: a floating title and underline above a date wheel that opens on tap, with done and
/// clear pills, and a keyboard mode for typing a date in a pattern.
///
/// It owns a ``DateFieldMachine``, turns user actions and programmatic calls into its events, asks
/// its ``delegate`` for the should-begin answer, reads its injected clock ``now`` only to build an
/// open event, parses typed drafts with its calendar (its ``entryOptions`` pattern), asks its
/// ``dateValidator`` about a typed date only when the machine would otherwise accept it, and
/// performs the effects. ``text`` is the committed ``date`` formatted in the field's own
/// ``timeZone`` and ``locale``. Every transition is observable: the field is `@Observable` for
/// SwiftUI, and its ``ObservableField`` members report each step as a ``TransitionRecord``.
///
/// The field runs one event at a time, to completion: a call that its delegate or an observer makes
/// into it (or into another field of its form) while an event is handled is queued and runs when
/// that event completes, its delegate questions asked then (see
/// <doc:FormsAndFocus#Run-to-completion>).
@Observable
public final class DateField: ObservableField, WheelFieldDefaults, FormAdaptableField {
  /// Where ``delegate`` is kept: the app's, held weakly, or the bridge that ``attach(_:)`` made
  /// the delegate (`DateField+Delegate.swift`).
  @ObservationIgnored @exclusivity(unchecked)
  var delegateSlot = DelegateSlot<DateFieldCallBridge>()
  /// What the wheel picks and ``text`` shows by default: a day, a time or both.
  public var datePickerMode = DatePickerMode.date
  /// The time zone ``text`` is formatted in (MaterialFields used GMT); the current one by default.
  public var timeZone: TimeZone {
    get { readFormatting(\.timeZone, observedAs: \.timeZone) }
    set { setFormatting(\.timeZone, to: newValue, observedAs: \.timeZone) }
  }
  /// The locale ``text`` is formatted in; the current one by default.
  public var locale: Locale {
    get { readFormatting(\.locale, observedAs: \.locale) }
    set { setFormatting(\.locale, to: newValue, observedAs: \.locale) }
  }
  /// The style ``text`` uses, or `nil` for the default of ``datePickerMode``. The field's
  /// ``timeZone`` and ``locale`` replace the style's own; see `resolvedFormatStyle`.
  public var formatStyle: Date.FormatStyle? {
    get { readFormatting(\.formatStyle, observedAs: \.formatStyle) }
    set { setFormatting(\.formatStyle, to: newValue, observedAs: \.formatStyle) }
  }
  /// ``timeZone``, ``locale`` and ``formatStyle``, which few fields set: the shared defaults
  /// until one is set. Each of the three is observed under its own key path, as `@Observable`
  /// observes a stored property. Read whenever a date is formatted and never held across a call,
  /// so it skips dynamic exclusivity checks.
  @ObservationIgnored @exclusivity(unchecked) private var formatting =
    DateFieldFormattingBox.defaults
  /// The clock: read once per open request, for the date an empty field without a default shows.
  /// Copied out, then called, never held across the call: it skips dynamic exclusivity checks.
  @ObservationIgnored @exclusivity(unchecked) public var now: @Sendable () -> Date
  /// Whether a tap or `becomeFirstResponder()` opens straight into typing (Material's text input
  /// mode) instead of the wheel; the draft starts as the committed date, or empty. The field
  /// opens on the wheel and switches at once, so `dateFieldDidBeginEditing` runs before typing.
  /// Ignored in ``DatePickerMode/time`` mode, which has no day to type.
  public var opensForTyping = false
  /// Judges a typed date that is inside the limits; `false` refuses it with
  /// ``DateEntryError/dateNotAllowed``. `nil` (the default) allows every date. The wheel is not
  /// filtered by it (a wheel cannot skip days): validate wheel dates in `dateFieldDidEndEditing`.
  @ObservationIgnored public var dateValidator: ((Date) -> Bool)?
  /// The settings ``Field`` reads and writes, observed as one property (`FieldDefaults`).
  var settings: FieldSettings
  /// The callbacks ``Field`` sets, not observed. Read for every shown error and announcement and
  /// never held across a call (a callback is copied out, then called), so it skips dynamic
  /// exclusivity checks.
  @ObservationIgnored @exclusivity(unchecked) var handlers = FieldHandlers()
  package let hub: TransitionHub<DateFieldMachine>

  /// Creates an empty, enabled, closed field that reads `now` when it opens.
  public init(placeholder: String? = nil, now: @escaping @Sendable () -> Date = { Date() }) {
    self.hub = TransitionHub(DateFieldMachine(), registrar: _$observationRegistrar)
    self.settings = FieldSettings(placeholder: placeholder)
    self.now = now
  }

  /// The committed date formatted with `resolvedFormatStyle`, or `nil` when there is none.
  public var text: String? { machine.state.date.map(formatted) }

  /// The committed date. Assigning keeps it as given (a date outside ``minimumDate`` and
  /// ``maximumDate`` is not clamped), moves an open wheel, calls no delegate and keeps the error.
  public var date: Date? {
    get { machine.state.date }
    set { handle(.dateAssigned(newValue)) }
  }

  /// The earliest date the wheel offers; `nil` removes the limit. An open wheel is re-clamped.
  public var minimumDate: Date? {
    get { machine.state.minimumDate }
    set { handle(.minimumDateChanged(newValue)) }
  }

  /// The latest date the wheel offers; `nil` removes the limit (MaterialFields ignored `nil`).
  /// An open wheel is re-clamped. A minimum after the maximum wins.
  public var maximumDate: Date? {
    get { machine.state.maximumDate }
    set { handle(.maximumDateChanged(newValue)) }
  }

  /// The date the wheel shows when an empty field opens; `nil` means ``now``. It never sets
  /// ``date`` by itself.
  public var defaultDate: Date? {
    get { machine.state.defaultDate }
    set { handle(.defaultDateChanged(newValue)) }
  }

  /// Whether the clear pill shows while closed with a date, and empties the field.
  public var isClearable: Bool {
    get { machine.state.isClearable }
    set { handle(.clearableChanged(newValue)) }
  }

  /// The date the open wheel shows, or `nil` while closed.
  package var wheelDate: Date? { machine.state.wheelDate }
  /// Whether ``date`` is empty or inside [``minimumDate``, ``maximumDate``].
  package var isDateInRange: Bool { machine.isDateInRange }

  /// Whether the field is open, on the wheel or typing.
  package var isOpen: Bool { machine.isOpen }
  /// Whether the user is typing a date (the wheel is hidden, the keyboard is up).
  package var isTyping: Bool { machine.isTyping }
  /// The text typed so far while ``isTyping``; `""` otherwise.
  package var draft: String { machine.state.draft }
  /// The kind of the error shown when typed entry or a ``DateRangePair`` set it, else `nil`.
  package var entryError: DateEntryError? { machine.state.entryError }

  /// The pattern, year range and messages of typed entry. New messages apply from the next error.
  public var entryOptions: DateEntryOptions {
    get { machine.state.entryOptions }
    set { handle(.entryOptionsChanged(newValue)) }
  }

  /// What the field looks like now: while typing the value is the draft, while open on the wheel
  /// it is the wheel's date.
  public var appearance: FieldAppearance {
    let state = machine.state
    let value =
      state.mode.draft ?? state.wheelDate.map(formatted) ?? text ?? ""
    var appearance = appearance(showing: value)
    appearance.showsDoneButton = isOpen
    appearance.showsClearButton = showsClearButton
    return appearance
  }

  /// Whether the "clear" pill shows: closed, editable and clearable, with a date.
  package var showsClearButton: Bool {
    let state = machine.state
    return state.mode == .closed && state.isClearable && !state.isReadOnly && state.date != nil
  }

  /// ``timeZone``, ``locale`` and ``formatStyle`` with the calendar typed days are read in, read
  /// without registering an observation (for the field's own calls).
  var formattingBox: DateFieldFormattingBox { formatting }
  /// ``datePickerMode``, read without registering an observation (for the field's own calls).
  var storedDatePickerMode: DatePickerMode { _datePickerMode }

  /// One of ``timeZone``, ``locale`` and ``formatStyle``, registered with Observation under
  /// `keyPath`, as `@Observable` registers a stored property.
  private func readFormatting<Value>(
    _ member: KeyPath<DateFieldFormatting, Value>, observedAs keyPath: KeyPath<DateField, Value>
  ) -> Value {
    access(keyPath: keyPath)
    return formatting.values[keyPath: member]
  }

  /// Sets one of ``timeZone``, ``locale`` and ``formatStyle`` in a new box, telling the
  /// observers of `keyPath` only when the value changes, as `@Observable` does for a stored
  /// property.
  private func setFormatting<Value: Equatable>(
    _ member: WritableKeyPath<DateFieldFormatting, Value>, to newValue: Value,
    observedAs keyPath: KeyPath<DateField, Value>
  ) {
    var values = formatting.values
    let changes = values[keyPath: member] != newValue
    values[keyPath: member] = newValue
    guard changes else {
      formatting = DateFieldFormattingBox(values)
      return
    }
    withMutation(keyPath: keyPath) { formatting = DateFieldFormattingBox(values) }
  }

  // MARK: User actions

  /// Whether the field could open: enabled and closed.
  var canActivate: Bool { storedMachine.canOpen }

  /// The delegate's `dateFieldShouldBeginEditing(_:)`; `true` without a delegate.
  func shouldBeginEditing() -> Bool { callee?.dateFieldShouldBeginEditing(self) ?? true }

  /// Sends the open request with the clock's time: the wheel opens, or (with
  /// ``opensForTyping``, outside time mode) the keyboard on the wheel's date.
  func requestActivation(allowed: Bool, admittedBy runner: EventRunner) {
    handle(.openRequested(allowed: allowed, now: now()), admittedBy: runner)
    if _opensForTyping && _datePickerMode != .time && storedMachine.isWheelShown {
      handle(
        .typingRequested(draft: storedMachine.state.date.map(entryText(for:)) ?? ""),
        admittedBy: runner)
    }
  }

  /// Closes the field; returns `true`. The wheel's date is committed; while typing, the draft is
  /// committed if it is accepted, and otherwise its error shows and the draft is dropped (one
  /// ``DateFieldMachine/Event/typedDateResigned(_:allowed:)``). On a closed field it does
  /// nothing and fires nothing.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    admitted(
      orQueue: { _ = self.resignFirstResponder() }, returning: { !storedIsActive },
      running: { runner in
        handle(judgedDraft(resigning: true) ?? .closeRequested, admittedBy: runner)
      })
  }

  /// The user scrolled the wheel to `date`; it is clamped into the limits and committed at once.
  /// A no-op while closed.
  public func scrollDate(to date: Date) {
    handle(.dateScrolled(date))
  }

  /// The user tapped done: the wheel closes, committing its date; while typing it is Return
  /// (``pressReturn()``). A no-op while closed.
  public func tapDone() {
    admitted(
      orQueue: { self.tapDone() },
      running: { runner in
        handle(judgedDraft(resigning: false) ?? .doneTapped, admittedBy: runner)
      })
  }

  /// Another field's keyboard appears: the field closes as ``resignFirstResponder()`` does.
  public func keyboardWillShow() {
    admitted(
      orQueue: { self.keyboardWillShow() },
      running: { runner in
        handle(judgedDraft(resigning: true) ?? .keyboardWillShow, admittedBy: runner)
      })
  }

  // MARK: Running the machine

  /// Performs one effect: calls the delegate or the announcement handler.
  package func perform(_ effect: DateFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: callee?.dateFieldDidBeginEditing(self)
    case .didEndEditing: callee?.dateFieldDidEndEditing(self)
    case .dateChanged: callee?.dateChanged(self)
    case .cleared: callee?.dateFieldCleared(self)
    case .announceError(let message): announce(message)
    // `handle(_:)` shakes for a shown error.
    case .errorShown, .errorCleared: break
    }
  }
}
