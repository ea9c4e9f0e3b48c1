extension DateField {
  /// Whether the date can be focused and read but not changed: the wheel never opens and
  /// scrolling, typing and clear are refused. Unlike a disabled field it takes focus, so form
  /// navigation stops on it. Changing it on an active field ends the activation as done would.
  public var isReadOnly: Bool {
    get { machine.state.isReadOnly }
    set { send(.readOnlyChanged(newValue)) }
  }

  /// The helper text shown below the field while there is no error; `nil` (or `""`) for none.
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

  /// Whether the "clear" pill shows: closed, editable and clearable, with a date.
  public var showsClearButton: Bool {
    let state = machine.state
    return state.mode == .closed && state.isClearable && !state.isReadOnly && state.date != nil
  }

  /// What the row below the field shows now.
  public var supportingRow: SupportingRow { machine.state.supportingRow }

  /// The supporting row's line count as ``height`` uses it: measured by
  /// ``supportingTextMeasurer`` and capped by ``maximumSupportingLineCount``; `nil` without a row.
  package var supportingLineCount: Int? {
    supportingRow.lineCount(
      measuredBy: supportingTextMeasurer, maximumLineCount: maximumSupportingLineCount)
  }
}
