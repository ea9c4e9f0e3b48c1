import FieldMachines

/// How a ``RecordingFieldDelegate`` answers, whatever the field's kind: one value per "should"
/// question, plus an optional validation error it sets from did-end.
///
/// A kind asks only its own questions (a picker asks only should-begin).
public struct FieldDelegateAnswers: Sendable, Hashable {
  /// The should-begin answer.
  public var shouldBeginEditing: Bool
  /// The should-end answer.
  public var shouldEndEditing: Bool
  /// The should-return answer.
  public var shouldReturn: Bool
  /// The should-clear answer.
  public var shouldClear: Bool
  /// The should-change answer, for every edit.
  public var shouldChangeText: Bool
  /// A message the delegate passes to `setError(withText:)` from did-end, as validation does;
  /// `nil` sets nothing.
  public var errorOnDidEndEditing: String?

  /// Creates answers; by default every "should" answers `true` and did-end sets no error.
  public init(
    shouldBeginEditing: Bool = true, shouldEndEditing: Bool = true, shouldReturn: Bool = true,
    shouldClear: Bool = true, shouldChangeText: Bool = true, errorOnDidEndEditing: String? = nil
  ) {
    self.shouldBeginEditing = shouldBeginEditing
    self.shouldEndEditing = shouldEndEditing
    self.shouldReturn = shouldReturn
    self.shouldClear = shouldClear
    self.shouldChangeText = shouldChangeText
    self.errorOnDidEndEditing = errorOnDidEndEditing
  }

  /// The answer to the question `call` asks; `true` for a notice, which asks nothing.
  func answer(to call: FieldDelegateCall) -> Bool {
    switch call {
    case .shouldBeginEditing: shouldBeginEditing
    case .shouldEndEditing: shouldEndEditing
    case .shouldReturn: shouldReturn
    case .shouldClear: shouldClear
    case .shouldChangeText: shouldChangeText
    case .didBeginEditing, .didEndEditing, .didChange, .cleared, .didSelectRow: true
    }
  }
}
