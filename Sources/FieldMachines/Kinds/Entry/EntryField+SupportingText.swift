extension EntryField {
  /// The most characters the text should hold, shown as a counter such as "12/40"; `nil` for no
  /// limit. Negative values count as 0.
  public var maxLength: Int? {
    get { machine.state.maxLength }
    set { send(.maxLengthChanged(newValue)) }
  }

  /// What typing past ``maxLength`` does: kept and flagged (the default), or refused.
  public var lengthLimitPolicy: LengthLimitPolicy {
    get { machine.state.lengthLimitPolicy }
    set { send(.lengthLimitPolicyChanged(newValue)) }
  }

  /// The error shown while the text is longer than ``maxLength`` and the app set no error.
  public var overflowMessage: String {
    get { machine.state.overflowMessage }
    set { send(.overflowMessageChanged(newValue)) }
  }

  /// The counter, such as "12/40", or `nil` without a limit.
  package var counterText: String? { machine.state.counterText }

  /// Whether the text is longer than ``maxLength``.
  public var isOverMaxLength: Bool { machine.state.isOverMaxLength }
}
