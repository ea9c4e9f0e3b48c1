import FieldMachines

/// An `AreaFieldDelegate` that records every call in order and answers from
/// ``RecordingTextFieldDelegate/answers``: the text fields' one recording delegate for
/// ``AreaFieldKind``.
public typealias RecordingAreaFieldDelegate = RecordingTextFieldDelegate<AreaFieldKind>

extension RecordingTextFieldDelegate: AreaFieldDelegate where Kind == AreaFieldKind {
  /// Records the call and answers ``TextFieldDelegateAnswers/shouldBeginEditing``.
  public func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    record(.shouldBeginEditing, view)
    return answers.shouldBeginEditing
  }

  /// Records the call.
  public func areaFieldDidBeginEditing(_ view: AreaField) {
    record(.didBeginEditing, view)
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldEndEditing``.
  public func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    record(.shouldEndEditing, view)
    return answers.shouldEndEditing
  }

  /// Records the call, then sets ``TextFieldDelegateAnswers/errorOnDidEndEditing`` if any.
  public func areaFieldDidEndEditing(_ view: AreaField) {
    record(.didEndEditing, view)
    if let message = answers.errorOnDidEndEditing { view.setError(withText: message) }
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldReturn``.
  public func areaFieldShouldReturn(_ view: AreaField) -> Bool {
    record(.shouldReturn, view)
    return answers.shouldReturn
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldClear``.
  public func areaFieldShouldClear(_ view: AreaField) -> Bool {
    record(.shouldClear, view)
    return answers.shouldClear
  }

  /// Records the call and answers ``TextFieldDelegateAnswers/shouldChangeText``.
  public func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    record(.shouldChangeText(range: range, replacement: text), view)
    return answers.shouldChangeText
  }

  /// Records the call.
  public func areaFieldDidChange(_ view: AreaField) {
    record(.didChange, view)
  }
}
