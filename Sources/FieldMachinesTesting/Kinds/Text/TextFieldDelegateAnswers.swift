/// How a recording delegate answers: one value per "should" method, plus an optional
/// validation error it sets from did-end.
public struct TextFieldDelegateAnswers: Sendable, Hashable {
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
}
