import Observation

/// A single-line text field with a floating title, an underline and an error row.
///
/// It owns an ``EntryFieldMachine``, turns user actions and programmatic calls into its events,
/// asks its ``delegate`` for the guard answers, and performs the effects. Every transition is
/// observable: the field is `@Observable` for SwiftUI, and ``observeTransitions(_:)`` or
/// ``transitions`` report each step as a ``TransitionRecord``.
///
/// The field runs one event at a time, to completion: a call that its delegate or an observer
/// makes into it (or into another field of its form) while an event is handled is queued and
/// runs when that event completes, its delegate questions asked then (see
/// <doc:FormsAndFocus#Run-to-completion>).
@Observable
public final class EntryField: Field {
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
  /// Whether a new error asks the view to shake.
  public var shakes = true
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
  /// Called with each error announcement (see ``announcesErrors``); post it to VoiceOver or
  /// TalkBack here.
  @ObservationIgnored public var announcementHandler: ((AccessibilityAnnouncement) -> Void)?
  let hub = TransitionHub<EntryFieldMachine>()

  /// Creates an empty, enabled, inactive field.
  public init(placeholder: String? = nil) {
    self.machine = EntryFieldMachine()
    self.placeholder = placeholder
  }

  /// ``FieldKind/entry``.
  public var kind: FieldKind { .entry }

  /// The text; an empty field reads `""`. Assigning calls no delegate and keeps the error.
  public var text: String? {
    get { machine.state.text }
    set { send(.textAssigned(newValue ?? "")) }
  }

  /// Whether the field has focus: editing, or a focused read-only field.
  public var isActive: Bool { machine.state.focus == .active }
  /// Whether an error is shown: the app's, or the length overflow's.
  public var hasError: Bool { machine.state.shownError.isShown }
  /// The error message shown (the app's, else the overflow message), or `nil`.
  public var errorMessage: String? { machine.state.shownError.message }

  /// Whether the field accepts focus; disabling an active field ends editing (`didEnd` fires).
  public var isEnabled: Bool {
    get { machine.state.isEnabled }
    set { send(.enabledChanged(newValue)) }
  }

  /// Whether the field can be focused and selected but not edited; typing and clear are
  /// refused. Unlike a disabled field it takes focus, so form navigation stops on it.
  public var isReadOnly: Bool {
    get { machine.state.isReadOnly }
    set { send(.readOnlyChanged(newValue)) }
  }

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

  /// The user tapped the field: editing begins if the delegate allows.
  public func tap() {
    becomeFirstResponder()
  }

  /// Starts editing if the field is enabled and the delegate allows; returns ``isActive``.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { _ = self.becomeFirstResponder() }) else {
      return isActive
    }
    defer { runner.leave() }
    if _machine.canBeginEditing {
      let allowed = runner.ask { delegate?.entryFieldShouldBeginEditing(self) ?? true }
      send(.beginRequested(allowed: allowed))
    }
    return isActive
  }

  /// Ends editing if the delegate allows; returns whether the field is inactive. On an inactive
  /// field it does nothing, fires nothing and returns `true`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { _ = self.resignFirstResponder() }) else {
      return !isActive
    }
    defer { runner.leave() }
    if _machine.isEditing {
      let allowed = runner.ask { delegate?.entryFieldShouldEndEditing(self) ?? true }
      send(.endRequested(allowed: allowed))
    }
    return !isActive
  }

  /// Types `string` at the end of the text; a no-op unless editable (focused, not read-only) or
  /// when ``LengthLimitPolicy/refuse`` refuses it.
  public func typeText(_ string: String) {
    edit(.insert(string))
  }

  /// The backspace key; a no-op unless editable or when empty.
  public func deleteBackward() {
    edit(.deleteBackward)
  }

  /// Replaces the whole text as the user would (a paste over everything); a no-op unless
  /// editable or when the length limit refuses it.
  public func replaceText(with string: String) {
    edit(.replaceAll(string))
  }

  /// The return key: asks `entryFieldShouldReturn`. The field stays active; a form may move on.
  public func pressReturn() {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.pressReturn() }) else { return }
    defer { runner.leave() }
    guard _machine.isEditing else { return }
    let allowed = runner.ask { delegate?.entryFieldShouldReturn(self) ?? true }
    send(.returnPressed(allowed: allowed))
  }

  /// Another field's keyboard appears. A text field is ended by its form, not by the keyboard,
  /// so this does nothing.
  public func keyboardWillShow() {}

  // MARK: Programmatic calls

  /// Shows an error (an empty row for `nil` or `""`); the same message again changes nothing.
  public func setError(withText text: String?) {
    send(.errorSet(text ?? ""))
  }

  /// Removes the error, if any.
  public func removeErrorUI() {
    send(.errorRemoved)
  }

  // MARK: Observation

  /// Calls `handler` after every transition, before its effects are performed. Calls the
  /// handler makes into this field, other fields of its form or the form are queued until the
  /// event completes (see <doc:FormsAndFocus#Run-to-completion>).
  public func observeTransitions(
    _ handler: @escaping (TransitionRecord<EntryFieldMachine>) -> Void
  ) -> TransitionObservation {
    hub.observe(handler)
  }

  /// Every later transition, as an asynchronous sequence.
  public var transitions: AsyncStream<TransitionRecord<EntryFieldMachine>> {
    hub.stream
  }

  // MARK: Running the machine

  private func edit(_ edit: TextEdit) {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.edit(edit) }) else { return }
    defer { runner.leave() }
    guard _machine.canApply(edit) else { return }
    let allowed = runner.ask {
      delegate?.entryField(
        self, shouldChangeTextIn: edit.range(in: _machine.state.text),
        replacementText: edit.replacement) ?? true
    }
    send(.textEdited(edit, allowed: allowed))
  }

  /// Runs one event through the machine, tells observers, then performs the effects, and
  /// returns them.
  ///
  /// Called from a delegate or an observer while the field (or its form) handles another event, the
  /// event is queued until that one completes, and this returns no effects (see
  /// <doc:FormsAndFocus#Run-to-completion>). The machine is stepped as a copy and stored back only
  /// when it changed, so a no-op event (a vetoed request, typing while inactive) does not
  /// invalidate SwiftUI views, and the observation registrar is entered once per changing step
  /// instead of on every read and write.
  @discardableResult
  package func send(_ event: EntryFieldMachine.Event) -> Effects<EntryFieldMachine.Effect> {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { _ = self.send(event) }) else {
      return Effects()
    }
    defer { runner.leave() }
    hub.isBusy = true
    defer { hub.isBusy = false }
    let effects = hub.step(event, from: _machine) { next in
      withMutation(keyPath: \.machine) { swap(&_machine, &next) }
    }
    runner.callOut { effects.forEach { perform($0) } }
    return effects
  }

  private func perform(_ effect: EntryFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: delegate?.entryFieldDidBeginEditing(self)
    case .didEndEditing: delegate?.entryFieldDidEndEditing(self)
    case .didChangeText: delegate?.entryFieldDidChange(self)
    case .announceError(let message):
      announcementHandler?(
        AccessibilityAnnouncement(
          error: message, title: placeholder, tag: tag, strings: accessibilityStrings))
    case .didReturn, .errorCleared, .errorShown, .textVisibilityChanged: break
    }
  }
}
