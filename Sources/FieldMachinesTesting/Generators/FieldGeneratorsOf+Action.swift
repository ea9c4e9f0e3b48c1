import FieldMachines

extension FieldGeneratorsOf {
  /// One thing done to a catalogued machine's field object, for any kind: an event performed
  /// through the field's public API, a change of a setting the machine does not hold, or new
  /// answers for the field's ``RecordingFieldDelegate``.
  ///
  /// ```swift
  /// let field = EntryField(placeholder: "Name")
  /// let delegate = RecordingEntryFieldDelegate()
  /// delegate.attach(to: field)
  /// var generator = SplitMix64(seed: 7)
  /// for _ in 0..<1_000 {
  ///   EntryFieldGenerators.action(using: &generator).apply(to: field, delegate: delegate)
  /// }
  /// ```
  public enum Action: Sendable, Hashable {
    /// Performs the event through the field's public API, with the other spelling of the call
    /// where the field has two when `alternate` (`becomeFirstResponder()` for `tap()`, an
    /// area's `pressReturn()` for typing a line break); the event's `allowed:` payloads are left
    /// to the field's delegate, which answers from its ``RecordingFieldDelegate/answers``.
    case perform(Machine.Event, alternate: Bool)
    /// Changes a setting the field keeps outside its machine.
    case change(FieldSetting)
    /// The recording delegate's answers change.
    case setAnswers(FieldDelegateAnswers)

    /// Performs the action on `field`; ``setAnswers(_:)`` changes `delegate`.
    public func apply(
      to field: Machine.FieldObject, delegate: RecordingFieldDelegate<FieldKindOf<Machine>>
    ) {
      switch self {
      case .perform(let event, let alternate):
        Machine.vocabulary.apply(event, to: field, alternate: alternate)
      case .change(let setting): setting.apply(to: field)
      case .setAnswers(let answers): delegate.answers = answers
      }
    }
  }

  /// Any field action: an event of the kind's mix (``event(using:)``) 82 times in 100, with
  /// either spelling of its call; a setting of the kind's mix 10 times; new random delegate
  /// answers (``FieldDelegateAnswers/random(using:)``) 8 times.
  public static func action(using generator: inout some RandomNumberGenerator) -> Action {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<8: .setAnswers(FieldDelegateAnswers.random(using: &generator))
    case 8..<18: .change(FieldSetting(Machine.vocabulary.randomSetting(using: &generator)))
    default: .perform(event(using: &generator), alternate: Bool.random(using: &generator))
    }
  }
}
