/// ``TextInputField``'s members and the clear action of ``Field``, written once for
/// ``EntryField`` and ``AreaField``.
extension TextFieldDefaults {
  /// The text; an empty field reads `""`. Assigning calls no delegate and keeps the error.
  public var text: String? {
    get { machine.state.text }
    set { handle(.textAssigned(newValue ?? "")) }
  }

  /// The most characters the text should hold, shown as a counter such as "12/40"; `nil` for no
  /// limit. Negative values count as 0.
  public var maxLength: Int? {
    get { machine.state.maxLength }
    set { handle(.maxLengthChanged(newValue)) }
  }

  /// What typing past ``maxLength`` does: kept and flagged (the default), or refused.
  public var lengthLimitPolicy: LengthLimitPolicy {
    get { machine.state.lengthLimitPolicy }
    set { handle(.lengthLimitPolicyChanged(newValue)) }
  }

  /// The error shown while the text is longer than ``maxLength`` and the app set no error.
  public var overflowMessage: String {
    get { machine.state.overflowMessage }
    set { handle(.overflowMessageChanged(newValue)) }
  }

  /// Whether the text is longer than ``maxLength``.
  package var isOverMaxLength: Bool { machine.state.isOverMaxLength }

  /// The clear-text button: asks the should-clear question, then empties the text as a user
  /// edit. A no-op, asking nothing, unless the button shows.
  public func tapClear() {
    clearText()
  }
}
