extension PickerField {
  /// Whether the picker can be focused and read but not changed: the wheel never opens and
  /// selection, typing and clear are refused. Unlike a disabled picker it takes focus, so form
  /// navigation stops on it. Changing it on an active picker ends the activation as done would.
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

  /// What the row below the field shows now.
  public var supportingRow: SupportingRow { machine.state.supportingRow }

  /// The supporting row's line count as ``height`` uses it: measured by
  /// ``supportingTextMeasurer`` and capped by ``maximumSupportingLineCount``; `nil` without a row.
  package var supportingLineCount: Int? {
    supportingRow.lineCount(
      measuredBy: supportingTextMeasurer, maximumLineCount: maximumSupportingLineCount)
  }
}
