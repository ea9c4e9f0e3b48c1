extension PickerField {
  /// The committed value as a form reads it: ``PickerSelection/none`` when ``text`` is `nil`,
  /// the selected list row with its text when ``text`` is that row's, and
  /// ``PickerSelection/manual`` with ``text`` otherwise (typed in manual entry, or assigned).
  ///
  /// It prints as `"Japan" (row 1)`, `"Atlantis" (manual)` or `none` (see
  /// ``FormValue/description``).
  public var value: FormValue { Self.value(of: machine.state) }

  /// The value a picker in `state` holds (see ``value``).
  static func value(of state: PickerFieldMachine.State) -> FormValue {
    guard let text = state.text else { return .choice(.none, text: "") }
    if case .row(let row) = state.selection, state.data.indices.contains(row),
      state.data[row] == text
    {
      return .choice(.row(row), text: text)
    }
    return .choice(.manual, text: text)
  }
}
