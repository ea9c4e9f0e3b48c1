import Observation

/// A single-line text field with a floating title, an underline and an error row.
///
/// It owns an ``EntryFieldMachine``, turns user actions and programmatic calls into its events,
/// asks its ``delegate`` for the guard answers, and performs the effects. Every transition is
/// observable: the field is `@Observable` for SwiftUI, and
/// ``ObservableField/observeTransitions(_:)`` or ``ObservableField/transitions`` report each step
/// as a ``TransitionRecord``.
///
/// The field runs one event at a time, to completion: a call that its delegate or an observer makes
/// into it (or into another field of its form) while an event is handled is queued and runs when
/// that event completes, its delegate questions asked then (see
/// <doc:FormsAndFocus#Run-to-completion>).
@Observable
public final class EntryField: TextInputField, ObservableField, FormTextField {
  /// Where ``delegate`` is kept: the app's, held weakly, or the bridge that ``attach(_:)`` made
  /// the delegate (`EntryField+Delegate.swift`).
  @ObservationIgnored @exclusivity(unchecked)
  var delegateSlot = DelegateSlot<EntryFieldCallBridge>()
  /// A unit label shown at the trailing edge, such as "kg".
  public var unit: String?
  /// Whether a "$" shows before the value while the title is up.
  public var isMonetary = false
  /// The settings ``Field`` reads and writes, observed as one property (`FieldDefaults`).
  var settings: FieldSettings
  /// The callbacks ``Field`` sets, not observed. Read for every shown error and announcement and
  /// never held across a call (a callback is copied out, then called), so it skips dynamic
  /// exclusivity checks.
  @ObservationIgnored @exclusivity(unchecked) var handlers = FieldHandlers()
  package let hub: TransitionHub<EntryFieldMachine>

  /// Creates an empty, enabled, inactive field.
  public init(placeholder: String? = nil) {
    self.hub = TransitionHub(EntryFieldMachine(), registrar: _$observationRegistrar)
    self.settings = FieldSettings(placeholder: placeholder)
  }

  /// What the field looks like now: a secure, masked value shows one "•" per character.
  public var appearance: FieldAppearance {
    let state = machine.state
    let value =
      state.security.isMasked ? String(repeating: "•", count: state.characterCount) : state.text
    var appearance = appearance(showing: value)
    appearance.showsMonetarySymbol = isMonetary && appearance.titlePosition == .up
    appearance.unit = unit
    appearance.showsClearTextButton = state.canClearText
    appearance.showsVisibilityToggle = state.canToggleVisibility
    appearance.isValueMasked = state.security.isMasked
    return appearance
  }

  // MARK: User actions

  /// The return key: asks `entryFieldShouldReturn`. The field stays active; a form may move on.
  public func pressReturn() {
    admitted(
      orQueue: { self.pressReturn() },
      running: { runner in
        guard TextFieldTransitions.isEditing(storedMachine.state) else { return }
        handle(.returnPressed(allowed: runner.ask { answer(.returnKey) }), admittedBy: runner)
      })
  }

  // MARK: Running the machine

  /// Asks the delegate `question`; without a delegate the answer is `true`.
  func answer(_ question: TextFieldQuestion) -> Bool {
    guard let delegate = callee else { return true }
    switch question {
    case .beginEditing: return delegate.entryFieldShouldBeginEditing(self)
    case .endEditing: return delegate.entryFieldShouldEndEditing(self)
    case .returnKey: return delegate.entryFieldShouldReturn(self)
    case .clear: return delegate.entryFieldShouldClear(self)
    case .change(let range, let replacement):
      return delegate.entryField(self, shouldChangeTextIn: range, replacementText: replacement)
    }
  }

  /// Performs one effect: calls the delegate or the announcement handler.
  package func perform(_ effect: EntryFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: callee?.entryFieldDidBeginEditing(self)
    case .didEndEditing: callee?.entryFieldDidEndEditing(self)
    case .didChangeText: callee?.entryFieldDidChange(self)
    case .announceError(let message): announce(message)
    // `handle(_:)` shakes for a shown error.
    case .didReturn, .errorShown, .errorCleared, .textVisibilityChanged: break
    }
  }
}
