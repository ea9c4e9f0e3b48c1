import Observation

/// A multi-line text field that grows with its text, with a floating title, an underline and an
/// error row.
///
/// It owns an ``AreaFieldMachine``, turns user actions and programmatic calls into its events, asks
/// its ``delegate`` for the guard answers, and performs the effects. Its ``Field/height`` follows
/// the text's ``lineCount``, measured by ``textMeasurer`` and capped by ``maximumLineCount``. Every
/// transition is observable: the field is `@Observable` for SwiftUI, and its ``ObservableField``
/// members report each step as a ``TransitionRecord``.
///
/// The field runs one event at a time, to completion: a call that its delegate or an observer makes
/// into it (or into another field of its form) while an event is handled is queued and runs when
/// that event completes, its delegate questions asked then (see
/// <doc:FormsAndFocus#Run-to-completion>).
@Observable
public final class AreaField: TextInputField, ObservableField, FormTextField {
  /// Where ``delegate`` is kept: the app's, held weakly, or the bridge that ``attach(_:)`` made
  /// the delegate (`AreaField+Delegate.swift`).
  @ObservationIgnored @exclusivity(unchecked)
  var delegateSlot = DelegateSlot<AreaFieldCallBridge>()
  /// Counts the lines the text takes; by default explicit line breaks only. The count is kept
  /// until the text or the measurer changes, so reading ``Field/height`` again costs nothing;
  /// assign the measurer again if what it measures with (a width, a font) changed inside it.
  public var textMeasurer: any TextMeasurer = LineBreakMeasurer() {
    didSet { measuredLines = nil }
  }
  /// The last text measured and its line count.
  @ObservationIgnored private var measuredLines: (text: String, lines: Int)?
  /// The most lines the field grows to; beyond it the height stops growing and the text
  /// scrolls. `nil` grows without limit; values below 1 count as 1.
  public var maximumLineCount: Int?
  /// The settings ``Field`` reads and writes, observed as one property (`FieldDefaults`).
  var settings: FieldSettings
  /// The callbacks ``Field`` sets, not observed. Read for every shown error and announcement and
  /// never held across a call (a callback is copied out, then called), so it skips dynamic
  /// exclusivity checks.
  @ObservationIgnored @exclusivity(unchecked) var handlers = FieldHandlers()
  package let hub: TransitionHub<AreaFieldMachine>

  /// Creates an empty, enabled, inactive field.
  public init(placeholder: String? = nil) {
    self.hub = TransitionHub(AreaFieldMachine(), registrar: _$observationRegistrar)
    self.settings = FieldSettings(placeholder: placeholder)
  }

  /// The lines the field shows: the measured lines (at least 1), capped by
  /// ``maximumLineCount``.
  public var lineCount: Int { lineCount(of: machine.state.text) }

  /// ``lineCount`` of `text`.
  private func lineCount(of text: String) -> Int {
    let measured = measuredLineCount(of: text)
    guard let maximumLineCount else { return measured }
    return min(measured, max(maximumLineCount, 1))
  }

  /// Whether the text has more lines than the field shows, so it scrolls.
  public var isScrolling: Bool { measuredLineCount > lineCount }

  /// The lines ``Field/height`` makes room for in `state`: ``lineCount`` of its text (43.5 for
  /// one line, 65.0 for two, 86.5 for three with the default metrics).
  func valueLineCount(of state: AreaFieldMachine.State) -> Int { lineCount(of: state.text) }

  /// What the field looks like now.
  public var appearance: FieldAppearance {
    let state = machine.state
    var appearance = appearance(showing: state.text)
    appearance.showsClearTextButton = state.canClearText
    return appearance
  }

  /// The text's lines as ``textMeasurer`` counts them, at least 1; kept in `measuredLines`. The
  /// measurer is read even when the count is kept, so a reader is told when it is replaced.
  private var measuredLineCount: Int { measuredLineCount(of: machine.state.text) }

  /// ``measuredLineCount`` of `text`.
  private func measuredLineCount(of text: String) -> Int {
    let measurer = textMeasurer
    if let measuredLines, measuredLines.text.hasSameScalars(as: text) { return measuredLines.lines }
    let lines = max(measurer.lineCount(of: text), 1)
    measuredLines = (text, lines)
    return lines
  }

  // MARK: User actions

  /// The return key types `"\n"`: asks `areaFieldShouldReturn`, then, if it allows,
  /// `areaField(_:shouldChangeTextIn:replacementText:)`. The field stays active; a no-op, asking
  /// nothing, unless editable and the length limit accepts the newline.
  public func pressReturn() {
    admitted(
      orQueue: { self.pressReturn() },
      running: { runner in
        guard canApply(.insert("\n")) else { return }
        guard runner.ask({ answer(.returnKey) }) else {
          handle(.textEdited(.insert("\n"), allowed: false), admittedBy: runner)
          return
        }
        apply(.insert("\n"), runner: runner)
      })
  }

  // MARK: Running the machine

  /// Asks the delegate `question`; without a delegate the answer is `true`.
  func answer(_ question: TextFieldQuestion) -> Bool {
    guard let delegate = callee else { return true }
    switch question {
    case .beginEditing: return delegate.areaFieldShouldBeginEditing(self)
    case .endEditing: return delegate.areaFieldShouldEndEditing(self)
    case .returnKey: return delegate.areaFieldShouldReturn(self)
    case .clear: return delegate.areaFieldShouldClear(self)
    case .change(let range, let replacement):
      return delegate.areaField(self, shouldChangeTextIn: range, replacementText: replacement)
    }
  }

  /// Performs one effect: calls the delegate or the announcement handler.
  package func perform(_ effect: AreaFieldMachine.Effect) {
    switch effect {
    case .didBeginEditing: callee?.areaFieldDidBeginEditing(self)
    case .didEndEditing: callee?.areaFieldDidEndEditing(self)
    case .didChangeText: callee?.areaFieldDidChange(self)
    case .announceError(let message): announce(message)
    // `handle(_:)` shakes for a shown error.
    case .errorShown, .errorCleared: break
    }
  }
}
