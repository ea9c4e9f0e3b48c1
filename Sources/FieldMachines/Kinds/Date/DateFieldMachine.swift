#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date field's behaviour: mode (closed / open on the wheel / typing), error, the committed
/// date, the wheel's date, the draft and the limits.
///
/// ```
/// closed ──openRequested(allowed: true, now)─▶ open    effects: errorCleared?, didBeginEditing
/// open   ──dateScrolled(d)───────────────────▶ open    effects: errorCleared?, dateChanged?
/// open   ──typingRequested(draft)────────────▶ typing  effects: none
/// typing ──draftEdited(edit)─────────────────▶ typing  effects: none
/// typing ──typedDateCommitted(.date(d), allowed: true), d in range
///        ────────────────────────────────────▶ closed  effects: errorCleared?, dateChanged?,
///                                                               didEndEditing
/// typing ──typedDateCommitted(refused)───────▶ typing  effects: errorShown?
/// typing ──typedDateResigned(parse, allowed)──▶ closed  effects: as typedDateCommitted, then
///                                                        didEndEditing if still open
/// typing ──wheelRequested────────────────────▶ open    effects: errorCleared? (draft errors)
/// open / typing ──doneTapped / closeRequested /
///          keyboardWillShow / enabledChanged(false)
///        ────────────────────────────────────▶ closed  effects: dateChanged? (open), didEndEditing
/// closed ──clearTapped───────────────────────▶ closed  effects: errorCleared?, cleared
/// any    ──errorSet(m) / errorRemoved────────▶ same    effects: errorShown / errorCleared
/// any    ──rangeOrderChecked(isInOrder:)─────▶ same    effects: errorShown? / errorCleared?
/// any    ──dateAssigned / limits / default /
///          clearableChanged / entryOptionsChanged /
///          helper / reserved row / announcements
///        ────────────────────────────────────▶ same    effects: none
/// closed ──openRequested(allowed: true, now), read-only
///        ────────────────────────────────────▶ focused effects: didBeginEditing (error kept)
/// focused──closeRequested / keyboardWillShow / enabledChanged(false)
///        ────────────────────────────────────▶ closed  effects: didEndEditing
/// active ──readOnlyChanged(changed)──────────▶ closed  as done (the wheel's date committed)
/// ```
///
/// Every `errorShown` is followed by `announceError` unless ``Field/announcesErrors`` is off.
///
/// **Read-only.** A read-only field takes focus as ``DateFieldMode/focused``: the wheel never
/// opens, the error is not cleared (its user cannot correct it), and scrolls, typing, done and
/// clear are no-ops. Making an active field read-only, or a focused one editable, ends the
/// activation as done would.
///
/// Opening shows `clamped(date ?? defaultDate ?? now)` on the wheel without touching ``State/date``
/// and without `dateChanged`; `now` arrives in the event, so the machine reads no clock. A scroll
/// is clamped and commits live. Done, `resignFirstResponder()`, another keyboard and disabling
/// all close the same way: the date the wheel shows is committed (`dateChanged` if it differs,
/// so a user who opens and presses done accepts the shown date), then `didEndEditing` fires once.
/// Clear works only while closed, on an enabled, clearable field with a date or an error.
///
/// **Typed entry.** An open wheel switches to ``DateFieldMode/typing(draft:wheel:)`` with a draft; the wheel
/// date is kept (hidden) for a switch back. The machine stays pure: the field parses the draft
/// with its calendar and sends the result in ``Event/typedDateCommitted(_:allowed:)``; the
/// machine judges it. A pattern mismatch or a year out of range shows that error and keeps
/// typing; a date outside the limits, or one the validator refused (`allowed: false`), shows
/// ``DateEntryError/dateNotAllowed``; an accepted date clears the error, is committed and closes
/// the field. Errors are worded from ``DateField/entryOptions`` and shown through the error region
/// with `errorShown`, so the same refusal twice is a no-op. Editing the draft never clears an
/// error (it is judged again on the next commit). Switching back to the wheel discards the draft
/// and an error the draft caused. `resignFirstResponder()` and another keyboard while typing
/// send ``Event/typedDateResigned(_:allowed:)``: the draft is judged as Return judges it and the
/// field closes either way, so a refused draft leaves its error and is dropped. A bare done,
/// close, keyboard or disable while typing closes without committing the draft (``DateField``
/// sends done while typing as Return); an error the draft caused stays visible.
///
/// A range check (``Event/rangeOrderChecked(isInOrder:)``) out of order shows
/// ``DateEntryError/rangeOutOfOrder``; in order it removes only that error.
///
/// A vetoed open, an open or a tap while open, a scroll while closed or typing, typing events
/// outside typing, and any request on a disabled field are no-ops. Programmatic dates
/// (``Event/dateAssigned(_:)``) are kept as given, not clamped, so no data is lost;
/// `isDateInRange` reports one outside the limits. They never clear an error and fire nothing;
/// while open they also move the wheel (clamped). New limits re-clamp the wheel at once; the
/// committed date changes only through a user action.
///
/// **Non-finite dates** (NaN, ±infinity) are not moments and are refused wherever they enter:
/// an assigned date, limit or default date that is one is a no-op (the previous value stays), a
/// scroll to one is a no-op, a typed commit of one is a pattern mismatch, an open whose clock
/// reads one opens as if `now` were the reference date (2001-01-01, clamped), and
/// ``init(state:)`` drops them (`nil`). So equality, invariants and encoding always hold.
///
/// **Minimum after maximum:** the minimum wins. The wheel clamps to the maximum first and
/// then to the minimum, so while `minimumDate > maximumDate` every wheel date is `minimumDate`.
public struct DateFieldMachine: FieldMachine {
  /// The current state; it changes only through ``FieldMachine/handle(_:)``.
  public private(set) var state: State

  /// Creates a machine in `state`, made sound: a disabled state is closed, and an open or typing
  /// state's wheel date is clamped (taken from `date` or `defaultDate` when it is not finite; with
  /// neither the state is closed, since the machine has no clock). An entry error without an
  /// error is dropped. Only open and typing modes can hold a wheel date, and only typing a draft:
  /// they are the modes' payloads.
  public init(state: State = State()) {
    var state = state
    state.date = state.date?.finiteOrNil
    state.minimumDate = state.minimumDate?.finiteOrNil
    state.maximumDate = state.maximumDate?.finiteOrNil
    state.defaultDate = state.defaultDate?.finiteOrNil
    if state.helperText?.isEmpty == true { state.helperText = nil }
    if !state.isEnabled || (state.mode == .focused && !state.isReadOnly) { state.mode = .closed }
    if state.mode.isOpen && state.isReadOnly { state.mode = .focused }
    if let wheel = state.mode.wheel {
      if let shown = wheel.finiteOrNil ?? state.date ?? state.defaultDate {
        state.mode = state.mode.movingWheel(to: state.clamped(shown))
      } else {
        state.mode = .closed
      }
    }
    if !state.error.isShown { state.entryError = nil }
    self.state = state
  }

  /// The transition function
  /// (``EffectEmittingMachine/handle(_:recordingGuardsIn:emittingInto:)``).
  package mutating func handle<Guards: GuardRecorder, Sink: EffectSink<Effect>>(
    _ event: Event, recordingGuardsIn guards: inout Guards, emittingInto effects: inout Sink
  ) {
    switch event {
    case .openRequested(let allowed, let now):
      guard guards.decide(allowed, .allowed, else: .vetoed),
        guards.decide(state.isEnabled, .enabled, else: .disabled), state.mode == .closed
      else { break }
      if state.isReadOnly {
        state.mode = .focused
        effects.emit(.didBeginEditing)
        break
      }
      clearError(into: &effects)
      let now = now.isFinite ? now : Date(timeIntervalSinceReferenceDate: 0)
      state.mode = .open(wheel: state.clamped(state.date ?? state.defaultDate ?? now))
      effects.emit(.didBeginEditing)
    case .dateScrolled(let date):
      guard case .open = state.mode, date.isFinite else { break }
      let picked = state.clamped(date)
      state.mode = .open(wheel: picked)
      clearError(into: &effects)
      if guards.decide(state.date != picked, .newDate, else: .sameDate) {
        commit(picked, into: &effects)
      }
    case .doneTapped:
      guard state.mode.isOpen else { break }
      close(into: &effects)
    case .closeRequested, .keyboardWillShow:
      close(into: &effects)
    case .clearTapped:
      guard clears(&guards) else { break }
      clearError(into: &effects)
      state.date = nil
      effects.emit(.cleared)
    case .dateAssigned(let date):
      guard date.isNilOrFinite else { break }
      state.date = date
      if let date { state.mode = state.mode.movingWheel(to: state.clamped(date)) }
    case .minimumDateChanged(let date):
      guard date.isNilOrFinite else { break }
      state.minimumDate = date
      reclampWheel()
    case .maximumDateChanged(let date):
      guard date.isNilOrFinite else { break }
      state.maximumDate = date
      reclampWheel()
    case .defaultDateChanged(let date):
      guard date.isNilOrFinite else { break }
      state.defaultDate = date
    case .clearableChanged(let isClearable):
      state.isClearable = isClearable
    case .common(.errorSet(let message)):
      if state.error.show(
        message, announcing: state.announcesErrors, into: &effects, guards: &guards)
      {
        state.entryError = nil
      }
    case .common(.errorRemoved):
      clearError(into: &effects)
    case .typingRequested(let draft):
      guard case .open(let wheel) = state.mode else { break }
      state.mode = .typing(draft: draft, wheel: wheel)
    case .draftEdited(let edit):
      guard case .typing(var draft, let wheel) = state.mode else { break }
      // The mode lets go of the draft first, so an edit grows the draft's own buffer in place
      // rather than copying a buffer the mode still shares.
      state.mode = .closed
      edit.apply(to: &draft)
      state.mode = .typing(draft: draft, wheel: wheel)
    case .typedDateCommitted(let parse, let allowed):
      guard state.mode.draft != nil else { break }
      judge(parse, allowed: allowed, into: &effects, guards: &guards)
    case .typedDateResigned(let parse, let allowed):
      guard state.mode.draft != nil else { break }
      judge(parse, allowed: allowed, into: &effects, guards: &guards)
      close(into: &effects)
    case .wheelRequested:
      guard case .typing(_, let wheel) = state.mode else { break }
      if state.error.isShown,
        guards.decide(state.entryError?.concernsDraft == true, .draftError, else: .otherError)
      {
        clearError(into: &effects)
      }
      state.mode = .open(wheel: wheel)
    case .rangeOrderChecked(let isInOrder):
      if !guards.decide(isInOrder, .inOrder, else: .outOfOrder) {
        showEntryError(.rangeOutOfOrder, into: &effects, guards: &guards)
      } else if guards.decide(
        state.entryError == .rangeOutOfOrder, .rangeError, else: .noRangeError)
      {
        clearError(into: &effects)
      }
    case .entryOptionsChanged(let options):
      state.entryOptions = options
    case .common(let setting):
      if state.configure(setting, guards: &guards) { close(into: &effects) }
    }
  }

  /// Whether an open request would open the wheel now, so a field asks its delegate only then.
  package var canOpen: Bool { state.isEnabled && state.mode == .closed }

  /// Whether the field is open, on the wheel or typing.
  package var isOpen: Bool { state.mode.isOpen }

  /// Whether the field has focus: open, typing, or a focused read-only field, so closes mean
  /// something.
  package var isActive: Bool { state.mode.isActive }

  /// Whether the wheel is shown, so scrolls and a switch to typing mean something.
  package var isWheelShown: Bool { state.mode.name == .open }

  /// Whether the user is typing a date, so draft edits, commits and a switch back mean something.
  package var isTyping: Bool { state.mode.draft != nil }

  /// Whether the clear pill would act now: closed, enabled, editable, clearable, with a date or
  /// an error.
  package var canClear: Bool {
    var guards = NoGuardRecorder()
    return clears(&guards)
  }

  /// Whether the clear pill acts now (see ``canClear``), recording why not when the field shows
  /// no pill or is disabled, and whether there is something to clear.
  private func clears<Guards: GuardRecorder>(_ guards: inout Guards) -> Bool {
    guard state.mode == .closed else { return false }
    guard state.isClearable else {
      guards.record(.notClearable)
      return false
    }
    guard state.isEnabled else {
      guards.record(.disabled)
      return false
    }
    return !state.isReadOnly
      && guards.decide(state.date != nil || state.error.isShown, .hasValue, else: .empty)
  }

  /// Whether the committed date is empty or inside the limits; a programmatic date may not be.
  package var isDateInRange: Bool {
    guard let date = state.date else { return true }
    return state.isInRange(date)
  }

  /// The invariants that do not hold in ``state``; empty when sound.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    if state.mode.isActive && !state.isEnabled {
      violations.append("a disabled date field is \(state.mode)")
    }
    if state.mode.isOpen && state.isReadOnly { violations.append("a read-only date field is open") }
    if state.mode == .focused && !state.isReadOnly {
      violations.append("an editable date field is focused without opening")
    }
    if state.helperText?.isEmpty == true { violations.append("\"\" helper text is not nil") }
    if let wheelDate = state.wheelDate, !state.isInRange(wheelDate) {
      violations.append("the wheel date is outside [minimumDate, maximumDate]")
    }
    if state.entryError != nil && !state.error.isShown {
      violations.append("an entry error kind without an error shown")
    }
    return violations
  }

  // MARK: Steps shared by several events

  /// Removes the error, if any, with the kind a typed entry or range check gave it.
  private mutating func clearError(into effects: inout some EffectSink<Effect>) {
    if state.error.clear(into: &effects) { state.entryError = nil }
  }

  /// Shows the error of `kind`, recording whether its message is the one shown already.
  private mutating func showEntryError<Guards: GuardRecorder>(
    _ kind: DateEntryError, into effects: inout some EffectSink<Effect>, guards: inout Guards
  ) {
    let input = kind.concernsDraft ? state.draft : ""
    state.entryError = kind
    if case .message(let shown) = state.error,
      state.entryOptions.isMessage(shown, for: kind, input: input)
    {
      guards.record(.sameMessage)
      return
    }
    guard state.entryOptions.writesMessage(for: kind) else {
      state.error.show(
        state.entryOptions.message(for: kind, input: input), announcing: state.announcesErrors,
        into: &effects, guards: &guards)
      return
    }
    // A message that quotes the input is worded into the spare buffer, which keeps it for the
    // next: unshared again once the error is gone. The check above was definite, so the message
    // differs from the one shown; the state lets go of that one first (it may be the spare's
    // own buffer), and showing the new one from no error records and emits what showing it
    // over the old one would.
    var message = state.spareMessage.take()
    state.error = .none
    state.entryOptions.writeMessage(for: kind, input: input, into: &message)
    state.error.show(
      message, announcing: state.announcesErrors, into: &effects, guards: &guards)
    state.spareMessage.keep(message)
  }

  /// Judges a typed date, recording what the draft meant (a pattern mismatch, a year out of
  /// range, a date) and, for a date, whether it is outside the limits or the validator allowed
  /// or vetoed it.
  private mutating func judge<Guards: GuardRecorder>(
    _ parse: TypedDateParse, allowed: Bool, into effects: inout some EffectSink<Effect>,
    guards: inout Guards
  ) {
    switch parse {
    case .patternMismatch:
      guards.record(.patternMismatch)
      showEntryError(.patternMismatch, into: &effects, guards: &guards)
    case .yearOutOfRange:
      guards.record(.yearOutOfRange)
      showEntryError(.yearOutOfRange, into: &effects, guards: &guards)
    case .date(let date) where !date.isFinite:
      // Not a moment: judged as a draft that does not match the pattern.
      guards.record(.patternMismatch)
      showEntryError(.patternMismatch, into: &effects, guards: &guards)
    case .date(let date):
      guards.record(.date)
      guard state.isInRange(date) else {
        guards.record(.outOfRange)
        showEntryError(.dateNotAllowed, into: &effects, guards: &guards)
        return
      }
      guard guards.decide(allowed, .allowed, else: .vetoed) else {
        showEntryError(.dateNotAllowed, into: &effects, guards: &guards)
        return
      }
      clearError(into: &effects)
      commit(date, into: &effects)
      close(into: &effects)
    }
  }

  private mutating func commit(_ date: Date, into effects: inout some EffectSink<Effect>) {
    guard state.date != date else { return }
    state.date = date
    effects.emit(.dateChanged)
  }

  /// Closes an open field (the wheel's date is committed, a draft is discarded) or ends a
  /// focused read-only field's focus.
  private mutating func close(into effects: inout some EffectSink<Effect>) {
    switch state.mode {
    case .closed: return
    case .open(let wheel): commit(wheel, into: &effects)
    case .typing, .focused: break
    }
    state.mode = .closed
    effects.emit(.didEndEditing)
  }

  private mutating func reclampWheel() {
    if let wheel = state.mode.wheel {
      state.mode = state.mode.movingWheel(to: state.clamped(wheel))
    }
  }
}

// Adopted in the file that declares the type, so a static link keeps it with the type: a
// `TransitionHub<DateFieldMachine>` finds it at run time (see `StaticLinkingTests`). The chart
// members are in `DateFieldMachine+Chart.swift`.
extension DateFieldMachine: EffectEmittingMachine {}
