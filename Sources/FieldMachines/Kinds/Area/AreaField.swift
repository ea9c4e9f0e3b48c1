import Observation

/// A multi-line text field that grows with its text, with a floating title, an underline and an
/// error row.
///
/// It owns an ``AreaFieldMachine``, turns user actions and programmatic calls into its events,
/// asks its ``delegate`` for the guard answers, and performs the effects. Its ``height`` follows
/// the text's ``lineCount``, measured by ``textMeasurer`` and capped by ``maximumLineCount``.
/// Every transition is observable: the field is `@Observable` for SwiftUI, and
/// ``observeTransitions(_:)`` or ``transitions`` report each step as a ``TransitionRecord``.
///
/// The field runs one event at a time, to completion: a call that its delegate or an observer
/// makes into it (or into another field of its form) while an event is handled is queued and
/// runs when that event completes, its delegate questions asked then (see
/// <doc:FormsAndFocus#Run-to-completion>).
@Observable
public final class AreaField: Field {
  /// The machine this field runs; read ``AreaFieldMachine/state`` for the whole state.
  public private(set) var machine: AreaFieldMachine
  /// The delegate, held weakly.
  @ObservationIgnored public weak var delegate: (any AreaFieldDelegate)?
  /// An integer the app uses to identify the field.
  public var tag = 0
  /// The title text.
  public var placeholder: String?
  /// Whether " (Optional)" follows the title.
  public var isOptional = false
  /// Whether a new error asks the view to shake.
  public var shakes = true
  /// Counts the lines the text takes; by default explicit line breaks only. The count is kept
  /// until the text or the measurer changes, so reading ``height`` again costs nothing; assign
  /// the measurer again if what it measures with (a width, a font) changed inside it.
  public var textMeasurer: any TextMeasurer = LineBreakMeasurer() {
    didSet { measuredLines = nil }
  }
  /// The last text measured and its line count.
  @ObservationIgnored private var measuredLines: (text: String, lines: Int)?
  /// The most lines the field grows to; beyond it the height stops growing and the text
  /// scrolls. `nil` grows without limit; values below 1 count as 1.
  public var maximumLineCount: Int?
  /// The layout constants heights are computed from.
  public var metrics = FieldMetrics.materialFields
  /// The colour of each role in ``appearance``.
  public var palette = FieldPalette.materialFields
  /// Counts the lines of the supporting row's text (error or helper), which is set in smaller
  /// type than the value, so it is apart from ``textMeasurer``; by default explicit line breaks.
  public var supportingTextMeasurer: any TextMeasurer = LineBreakMeasurer()
  /// The most lines the supporting row grows to; `nil` grows without limit, values below 1 count
  /// as 1 (MaterialFields' one-line error label).
  public var maximumSupportingLineCount: Int?
  /// The words ``accessibility`` and announcements are built from.
  public var accessibilityStrings = AccessibilityStrings.english
  /// Called with each error announcement (see ``announcesErrors``); post it to VoiceOver or
  /// TalkBack here.
  @ObservationIgnored public var announcementHandler: ((AccessibilityAnnouncement) -> Void)?
  /// The direction the content runs in; the title and text start at the leading edge.
  public var layoutDirection = LayoutDirection.leftToRight
  let hub = TransitionHub<AreaFieldMachine>()

  /// Creates an empty, enabled, inactive field.
  public init(placeholder: String? = nil) {
    self.machine = AreaFieldMachine()
    self.placeholder = placeholder
  }

  /// ``FieldKind/area``.
  public var kind: FieldKind { .area }

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

  /// Whether the field can be focused and selected but not edited; typing, return and clear are
  /// refused. Unlike a disabled field it takes focus, so form navigation stops on it.
  public var isReadOnly: Bool {
    get { machine.state.isReadOnly }
    set { send(.readOnlyChanged(newValue)) }
  }

  /// Whether the field accepts focus; disabling an active field ends editing (`didEnd` fires).
  public var isEnabled: Bool {
    get { machine.state.isEnabled }
    set { send(.enabledChanged(newValue)) }
  }

  /// The lines the field shows: the measured lines (at least 1), capped by
  /// ``maximumLineCount``.
  public var lineCount: Int {
    let measured = measuredLineCount
    guard let maximumLineCount else { return measured }
    return min(measured, max(maximumLineCount, 1))
  }

  /// Whether the text has more lines than the field shows, so it scrolls.
  public var isScrolling: Bool { measuredLineCount > lineCount }

  /// 43.5 for one line, 65.0 for two, 86.5 for three (default metrics); 19.5 more with a
  /// one-line error, helper, counter or reserved row, 5 more with an empty error alone, and
  /// nothing more once the row is gone.
  public var height: Double {
    metrics.height(textLines: lineCount, supportingLines: supportingLineCount, isWheelOpen: false)
  }

  /// What the field looks like now.
  public var appearance: FieldAppearance {
    let state = machine.state
    var appearance = FieldAppearance(
      placeholder: placeholder, isOptional: isOptional, isHighlighted: state.focus == .active,
      value: state.text, error: state.shownError, isEnabled: state.isEnabled,
      layoutDirection: layoutDirection)
    appearance.showSupportingRow(state.supportingRow)
    appearance.showsClearTextButton = state.canClearText
    appearance.isReadOnly = state.isReadOnly
    return appearance
  }

  private var measuredLineCount: Int {
    let text = machine.state.text
    if let measuredLines, measuredLines.text.hasSameScalars(as: text) { return measuredLines.lines }
    let lines = max(textMeasurer.lineCount(of: text), 1)
    measuredLines = (text, lines)
    return lines
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
      let allowed = runner.ask { delegate?.areaFieldShouldBeginEditing(self) ?? true }
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
      let allowed = runner.ask { delegate?.areaFieldShouldEndEditing(self) ?? true }
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

  /// The return key types `"\n"`: asks `areaFieldShouldReturn`, then, if it allows,
  /// `areaField(_:shouldChangeTextIn:replacementText:)`. The field stays active; a no-op, asking
  /// nothing, unless editable and the length limit accepts the newline.
  public func pressReturn() {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.pressReturn() }) else { return }
    defer { runner.leave() }
    guard _machine.canApply(.insert("\n")) else { return }
    guard runner.ask({ delegate?.areaFieldShouldReturn(self) ?? true }) else {
      send(.textEdited(.insert("\n"), allowed: false))
      return
    }
    apply(.insert("\n"), runner: runner)
  }

  /// Whether the clear button shows: editing (focused, not read-only) with text.
  public var showsClearTextButton: Bool { machine.canClearText }

  /// The clear button: asks `areaFieldShouldClear`, then empties the text as a user edit
  /// (`areaFieldDidChange` fires). A no-op, asking nothing, unless the button shows.
  public func tapClear() {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.tapClear() }) else { return }
    defer { runner.leave() }
    guard _machine.canClearText else { return }
    let allowed = runner.ask { delegate?.areaFieldShouldClear(self) ?? true }
    send(.clearTapped(allowed: allowed))
  }

  /// Another field's keyboard appears. A text field is ended by its form, not by the keyboard,
  /// so this does nothing.
  public func keyboardWillShow() {}

  // MARK: Programmatic calls

  /// Shows an error (an empty row for `nil` or `""`); the same message again changes nothing.
  public func setError(withText text: String?) {
    send(.errorSet(text ?? ""))
  }

  /// Removes the error, if any; the height returns to the error-free height.
  public func removeErrorUI() {
    send(.errorRemoved)
  }

  // MARK: Observation

  /// Calls `handler` after every transition, before its effects are performed. Calls the
  /// handler makes into this field, other fields of its form or the form are queued until the
  /// event completes (see <doc:FormsAndFocus#Run-to-completion>).
  public func observeTransitions(
    _ handler: @escaping (TransitionRecord<AreaFieldMachine>) -> Void
  ) -> TransitionObservation {
    hub.observe(handler)
  }

  /// Every later transition, as an asynchronous sequence.
  public var transitions: AsyncStream<TransitionRecord<AreaFieldMachine>> {
    hub.stream
  }

  // MARK: Running the machine

  private func edit(_ edit: TextEdit) {
    let runner = hub.runner
    guard runner.admit(busy: hub.isBusy, orQueue: { self.edit(edit) }) else { return }
    defer { runner.leave() }
    apply(edit, runner: runner)
  }

  /// Asks `areaField(_:shouldChangeTextIn:replacementText:)` about `edit`, then sends it.
  private func apply(_ edit: TextEdit, runner: EventRunner) {
    guard _machine.canApply(edit) else { return }
    let allowed = runner.ask {
      delegate?.areaField(
        self, shouldChangeTextIn: edit.range(in: machine.state.text),
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
  /// when it changed (see `TransitionHub`), so a no-op event does not invalidate SwiftUI views.
  @discardableResult
  package func send(_ event: AreaFieldMachine.Event) -> Effects<AreaFieldMachine.Effect> {
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

  private func perform(_ effect: AreaFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: delegate?.areaFieldDidBeginEditing(self)
    case .didEndEditing: delegate?.areaFieldDidEndEditing(self)
    case .didChangeText: delegate?.areaFieldDidChange(self)
    case .announceError(let message):
      announcementHandler?(
        AccessibilityAnnouncement(
          error: message, title: placeholder, tag: tag, strings: accessibilityStrings))
    case .errorCleared, .errorShown: break
    }
  }
}
