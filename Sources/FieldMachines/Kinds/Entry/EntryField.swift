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
  /// The machine this field runs; read ``EntryFieldMachine/state`` for the whole state.
  public private(set) var machine: EntryFieldMachine
  /// The delegate, held weakly.
  @ObservationIgnored public weak var delegate: (any EntryFieldDelegate)?
  /// An integer the app uses to identify the field.
  public var tag = 0
  /// The title text.
  public var placeholder: String?
  /// Whether " (Optional)" follows the title.
  public var isOptional = false
  /// Whether a new or changed error shakes the view: ``shakeHandler`` is called only while it is
  /// on (MaterialFields' `shakes`).
  public var shakes = true
  /// Called when an error appears or its message changes while ``shakes`` is on; run the shake
  /// animation here (MaterialFields: ±10 points, two legs of 0.05 s each way).
  @ObservationIgnored public var shakeHandler: (() -> Void)?
  /// A unit label shown at the trailing edge, such as "kg".
  public var unit: String?
  /// Whether a "$" shows before the value while the title is up.
  public var isMonetary = false
  /// The direction the content runs in: the "$" is leading and the unit trailing in both.
  public var layoutDirection = LayoutDirection.leftToRight
  /// The layout constants heights are computed from.
  public var metrics = FieldMetrics.materialFields
  /// The colour of each role in ``appearance``.
  public var palette = FieldPalette.materialFields
  /// Counts the lines of the supporting row's text (error or helper), which is set in smaller
  /// type than the value; by default explicit line breaks only.
  public var supportingTextMeasurer: any TextMeasurer = LineBreakMeasurer()
  /// The most lines the supporting row grows to; `nil` grows without limit, values below 1 count
  /// as 1 (MaterialFields' one-line error label).
  public var maximumSupportingLineCount: Int?
  /// The words ``accessibility`` and announcements are built from.
  public var accessibilityStrings = AccessibilityStrings.english
  /// Called with each error announcement (see ``Field/announcesErrors``); post it to VoiceOver or
  /// TalkBack here.
  @ObservationIgnored public var announcementHandler: ((AccessibilityAnnouncement) -> Void)?
  package let hub = TransitionHub<EntryFieldMachine>()

  /// Creates an empty, enabled, inactive field.
  public init(placeholder: String? = nil) {
    self.machine = EntryFieldMachine()
    self.placeholder = placeholder
  }

  /// ``FieldKind/entry``.
  public var kind: FieldKind { .entry }

  /// 43.5 at rest, 63.0 with an error, a helper, a counter or a reserved row, 48.5 with an empty
  /// error alone (default metrics); 14.5 more per extra supporting line.
  public var height: Double {
    metrics.height(textLines: 1, supportingLines: supportingLineCount, isWheelOpen: false)
  }

  /// What the field looks like now: a secure, masked value shows one "•" per character.
  public var appearance: FieldAppearance {
    let state = machine.state
    let value =
      state.security.isMasked ? String(repeating: "•", count: state.characterCount) : state.text
    var appearance = FieldAppearance(
      placeholder: placeholder, isOptional: isOptional, isHighlighted: state.focus == .active,
      value: value, error: state.shownError, isEnabled: state.isEnabled,
      layoutDirection: layoutDirection)
    appearance.showsMonetarySymbol = isMonetary && appearance.titlePosition == .up
    appearance.unit = unit
    appearance.showSupportingRow(state.supportingRow)
    appearance.showsClearTextButton = state.canClearText
    appearance.showsVisibilityToggle = state.canToggleVisibility
    appearance.isValueMasked = state.security.isMasked
    appearance.isReadOnly = state.isReadOnly
    return appearance
  }

  // MARK: User actions

  /// The return key: asks `entryFieldShouldReturn`. The field stays active; a form may move on.
  public func pressReturn() {
    guard let runner = admit(orQueue: { self.pressReturn() }) else { return }
    defer { runner.leave() }
    guard TextFieldTransitions.isEditing(storedMachine.state) else { return }
    send(.returnPressed(allowed: runner.ask { answer(.returnKey) }))
  }

  // MARK: Running the machine

  /// Asks the delegate `question`; without a delegate the answer is `true`.
  func answer(_ question: TextFieldQuestion) -> Bool {
    guard let delegate else { return true }
    switch question {
    case .beginEditing: return delegate.entryFieldShouldBeginEditing(self)
    case .endEditing: return delegate.entryFieldShouldEndEditing(self)
    case .returnKey: return delegate.entryFieldShouldReturn(self)
    case .clear: return delegate.entryFieldShouldClear(self)
    case .change(let range, let replacement):
      return delegate.entryField(self, shouldChangeTextIn: range, replacementText: replacement)
    }
  }

  /// The machine, read without registering an observation.
  package var storedMachine: EntryFieldMachine { _machine }

  /// Swaps `next` into the field's storage inside one observed mutation.
  package func store(_ next: inout EntryFieldMachine) {
    withMutation(keyPath: \.machine) { swap(&_machine, &next) }
  }

  /// Performs one effect: calls the delegate or the announcement handler.
  package func perform(_ effect: EntryFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: delegate?.entryFieldDidBeginEditing(self)
    case .didEndEditing: delegate?.entryFieldDidEndEditing(self)
    case .didChangeText: delegate?.entryFieldDidChange(self)
    case .announceError(let message): announce(message)
    // `send(_:)` shakes for a shown error.
    case .didReturn, .errorShown, .errorCleared, .textVisibilityChanged: break
    }
  }
}
