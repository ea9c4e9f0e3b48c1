extension EntryField {
  /// The helper text shown below the field while there is no error; `nil` (or `""`) for none.
  /// Setting it calls no delegate.
  public var helperText: String? {
    get { machine.state.helperText }
    set { send(.helperTextChanged(newValue)) }
  }

  /// Whether the supporting row keeps one line of space even when empty, so the height does not
  /// jump when an error or a helper appears.
  public var reservesSupportingRow: Bool {
    get { machine.state.reservesSupportingRow }
    set { send(.supportingRowReservationChanged(newValue)) }
  }

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
  public var counterText: String? { machine.state.counterText }

  /// Whether the text is longer than ``maxLength``.
  public var isOverMaxLength: Bool { machine.state.isOverMaxLength }

  /// What the row below the field shows now.
  public var supportingRow: SupportingRow { machine.state.supportingRow }

  /// The supporting row's line count as ``height`` uses it: measured by
  /// ``supportingTextMeasurer`` and capped by ``maximumSupportingLineCount``; `nil` without a row.
  package var supportingLineCount: Int? {
    supportingRow.lineCount(
      measuredBy: supportingTextMeasurer, maximumLineCount: maximumSupportingLineCount)
  }
}
