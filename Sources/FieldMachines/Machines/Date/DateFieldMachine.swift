#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date field's behaviour: mode (closed / open), error, the committed date, the wheel's date
/// and the limits.
///
/// ```
/// closed ──openRequested(allowed: true, now)─▶ open    effects: errorCleared?, didBeginEditing
/// open   ──dateScrolled(d)───────────────────▶ open    effects: errorCleared?, dateChanged?
/// open   ──doneTapped / closeRequested /
///          keyboardWillShow / enabledChanged(false)
///        ────────────────────────────────────▶ closed  effects: dateChanged?, didEndEditing
/// closed ──clearTapped───────────────────────▶ closed  effects: errorCleared?, cleared
/// any    ──errorSet(m) / errorRemoved────────▶ same    effects: errorShown / errorCleared
/// any    ──dateAssigned / limits / default /
///          clearableChanged──────────────────▶ same    effects: none
/// ```
///
/// Opening shows `clamped(date ?? defaultDate ?? now)` on the wheel without touching ``State/date``
/// and without `dateChanged`; `now` arrives in the event, so the machine reads no clock. A scroll
/// is clamped and commits live. Done, `resignFirstResponder()`, another keyboard and disabling
/// all close the same way: the date the wheel shows is committed (`dateChanged` if it differs,
/// so a user who opens and presses done accepts the shown date), then `didEndEditing` fires once.
/// Clear works only while closed, on an enabled, clearable field with a date or an error.
///
/// A vetoed open, an open or a tap while open, a scroll or close while closed, and any request on a
/// disabled field are no-ops. Programmatic dates (``Event/dateAssigned(_:)``) are kept as given,
/// not clamped, so no data is lost; ``isDateInRange`` reports one outside the limits. They never
/// clear an error and fire nothing; while open they also move the wheel (clamped). New limits
/// re-clamp the wheel at once; the committed date changes only through a user action.
///
/// **Minimum after maximum:** the minimum wins. ``clamped(_:)`` clamps to the maximum first and
/// then to the minimum, so while `minimumDate > maximumDate` every wheel date is `minimumDate`.
public struct DateFieldMachine: FieldMachine {
  /// The current state; it changes only through ``handle(_:)``.
  public private(set) var state: State

  /// Creates a machine in `state`, made sound: a disabled state is closed, a closed state has no
  /// wheel date, and an open state's wheel date is clamped (taken from `date` or `defaultDate`
  /// when missing; with neither the state is closed, since the machine has no clock).
  public init(state: State = State()) {
    var state = state
    if !state.isEnabled { state.mode = .closed }
    switch state.mode {
    case .closed:
      state.wheelDate = nil
    case .open:
      if let shown = state.wheelDate ?? state.date ?? state.defaultDate {
        state.wheelDate = state.clamped(shown)
      } else {
        state.mode = .closed
      }
    }
    self.state = state
  }

  /// Applies one event and returns the effects to perform, in order.
  public mutating func handle(_ event: Event) -> Effects<Effect> {
    var effects = Effects<Effect>()
    switch event {
    case .openRequested(let allowed, let now):
      guard allowed, canOpen else { break }
      clearError(into: &effects)
      state.wheelDate = state.clamped(state.date ?? state.defaultDate ?? now)
      state.mode = .open
      effects.append(.didBeginEditing)
    case .dateScrolled(let date):
      guard state.mode == .open else { break }
      let picked = state.clamped(date)
      state.wheelDate = picked
      clearError(into: &effects)
      commit(picked, into: &effects)
    case .doneTapped, .closeRequested, .keyboardWillShow:
      close(into: &effects)
    case .clearTapped:
      guard canClear else { break }
      clearError(into: &effects)
      state.date = nil
      effects.append(.cleared)
    case .dateAssigned(let date):
      state.date = date
      if state.mode == .open, let date { state.wheelDate = state.clamped(date) }
    case .minimumDateChanged(let date):
      state.minimumDate = date
      reclampWheel()
    case .maximumDateChanged(let date):
      state.maximumDate = date
      reclampWheel()
    case .defaultDateChanged(let date):
      state.defaultDate = date
    case .clearableChanged(let isClearable):
      state.isClearable = isClearable
    case .errorSet(let message):
      guard state.error != .message(message) else { break }
      state.error = .message(message)
      effects.append(.errorShown)
    case .errorRemoved:
      clearError(into: &effects)
    case .enabledChanged(let isEnabled):
      guard isEnabled != state.isEnabled else { break }
      state.isEnabled = isEnabled
      if !isEnabled { close(into: &effects) }
    }
    return effects
  }

  /// Whether an open request would open the wheel now, so a field asks its delegate only then.
  public var canOpen: Bool { state.isEnabled && state.mode == .closed }

  /// Whether the wheel is shown, so scrolls and closes mean something.
  public var isOpen: Bool { state.mode == .open }

  /// Whether the clear pill would act now: closed, enabled, clearable, with a date or an error.
  public var canClear: Bool {
    state.mode == .closed && state.isEnabled && state.isClearable
      && (state.date != nil || state.error.isShown)
  }

  /// Whether the committed date is empty or inside the limits; a programmatic date may not be.
  public var isDateInRange: Bool {
    guard let date = state.date else { return true }
    return state.isInRange(date)
  }

  /// `date` moved into the limits; see ``State/clamped(_:)`` for a minimum after the maximum.
  public func clamped(_ date: Date) -> Date {
    state.clamped(date)
  }

  /// The invariants that do not hold in ``state``; empty when sound.
  public func invariantViolations() -> [String] {
    var violations: [String] = []
    if state.mode == .open && !state.isEnabled {
      violations.append("a disabled date field is open")
    }
    if (state.mode == .open) != (state.wheelDate != nil) {
      violations.append("the wheel date is set exactly when the field is open")
    }
    if let wheelDate = state.wheelDate, !state.isInRange(wheelDate) {
      violations.append("the wheel date is outside [minimumDate, maximumDate]")
    }
    return violations
  }

  // MARK: Steps shared by several events

  private mutating func clearError(into effects: inout Effects<Effect>) {
    guard state.error.isShown else { return }
    state.error = .none
    effects.append(.errorCleared)
  }

  private mutating func commit(_ date: Date, into effects: inout Effects<Effect>) {
    guard state.date != date else { return }
    state.date = date
    effects.append(.dateChanged)
  }

  private mutating func close(into effects: inout Effects<Effect>) {
    guard state.mode == .open else { return }
    if let wheelDate = state.wheelDate { commit(wheelDate, into: &effects) }
    state.mode = .closed
    state.wheelDate = nil
    effects.append(.didEndEditing)
  }

  private mutating func reclampWheel() {
    if let wheelDate = state.wheelDate { state.wheelDate = state.clamped(wheelDate) }
  }
}
