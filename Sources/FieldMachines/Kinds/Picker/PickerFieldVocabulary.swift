/// The picker field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
package enum PickerFieldVocabulary: FieldVocabulary {
  /// A new field titled "Colour", with `delegate`.
  package static func makeSampleField(delegate: some FieldDelegateCallSink) -> PickerField {
    let field = PickerField(placeholder: "Colour")
    attach(delegate, to: field)
    return field
  }

  /// Makes `delegate` the field's delegate.
  package static func attach(_ delegate: some FieldDelegateCallSink, to field: PickerField) {
    field.delegate = delegate
  }

  /// Performs `event` on `field` through its public API (``apply(_:to:tapping:)``, tapping);
  /// an open request's `allowed:` is left to whatever delegate the field has.
  package static func apply(_ event: PickerFieldMachine.Event, to field: PickerField) {
    apply(event, to: field, tapping: true)
  }

  /// Performs `event` through `PickerField`'s public API, as an app or a user would.
  ///
  /// `openRequested` becomes `PickerField/tap()` when `tapping` is true, otherwise
  /// `PickerField/becomeFirstResponder()`; its `allowed` payload is ignored because the
  /// field's delegate answers. `indexAssigned` alternates between `setIndexTo(_:)` and
  /// `setIndex(to:)` with `tapping`.
  package static func apply(
    _ event: PickerFieldMachine.Event, to field: PickerField, tapping: Bool
  ) {
    switch event {
    case .openRequested: if tapping { field.tap() } else { field.becomeFirstResponder() }
    case .rowSelected(let row): field.selectRow(row)
    case .doneTapped: field.tapDone()
    case .clearTapped: field.tapClear()
    case .manualTextEdited(.insert(let string)): field.typeText(string)
    case .manualTextEdited(.deleteBackward): field.deleteBackward()
    case .manualTextEdited(.replaceAll(let string)): field.replaceText(with: string)
    case .returnPressed: field.pressReturn()
    case .closeRequested: field.resignFirstResponder()
    case .keyboardWillShow: field.keyboardWillShow()
    case .indexAssigned(let index):
      if tapping { field.setIndexTo(index) } else { field.setIndex(to: index) }
    case .manualIndexAssigned: field.setIndexToManual()
    case .textAssigned(let text): field.text = text
    case .dataAssigned(let data): field.data = data
    case .manualEntryCapabilityChanged(let isCapable): field.isManualEntryCapable = isCapable
    case .manualEntryOptionNameChanged(let name): field.manualEntryOptionName = name
    case .clearableChanged(let isClearable): field.isClearable = isClearable
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    case .readOnlyChanged(let isReadOnly): field.isReadOnly = isReadOnly
    case .helperTextChanged(let helperText): field.helperText = helperText
    case .supportingRowReservationChanged(let reserves): field.reservesSupportingRow = reserves
    case .errorAnnouncementsChanged(let announces): field.announcesErrors = announces
    }
  }

  /// An open request's `allowed:` (the should-begin answer); `true` for every other event.
  package static func allowed(_ event: PickerFieldMachine.Event) -> Bool {
    guard case .openRequested(let allowed) = event else { return true }
    return allowed
  }

  /// One event of the mix, in the mix of the testing kit's picker generator.
  private static let rowPool = ["Red", "Green", "Blue", "", "Red", "Teal"]

  package static func randomEvent(
    using rng: inout some RandomNumberGenerator
  ) -> PickerFieldMachine.Event {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<14: return .openRequested(allowed: rng.chance(85))
    case 14..<28: return .rowSelected(Int.random(in: -2...6, using: &rng))
    case 28..<38: return .manualTextEdited(edit(using: &rng))
    case 38..<44: return .doneTapped
    case 44..<49: return .clearTapped
    case 49..<54: return .returnPressed
    case 54..<59: return .indexAssigned(Int.random(in: -2...6, using: &rng))
    case 59..<64: return .dataAssigned(data(using: &rng))
    case 64..<68: return .closeRequested
    case 68..<72: return .manualEntryCapabilityChanged(Bool.random(using: &rng))
    case 72..<76: return .errorSet(rng.pick(["", "Required", "Too long"]))
    case 76..<80: return .enabledChanged(rng.chance(75))
    case 80..<83: return .keyboardWillShow
    case 83..<86: return .manualIndexAssigned
    case 86..<89: return .textAssigned(rng.pick([nil, "", "Red", "Mauve"]))
    case 89..<92: return .errorRemoved
    case 92..<94: return .manualEntryOptionNameChanged(rng.pick(["Manual Entry", "Other", ""]))
    case 94..<96: return .clearableChanged(Bool.random(using: &rng))
    case 96: return .readOnlyChanged(rng.chance(20))
    case 97: return .helperTextChanged(rng.pick([nil, "", "Pick one"]))
    case 98: return .supportingRowReservationChanged(Bool.random(using: &rng))
    default: return .errorAnnouncementsChanged(rng.chance(75))
    }
  }

  private static func data(using rng: inout some RandomNumberGenerator) -> [String] {
    (0..<Int.random(in: 0...4, using: &rng)).map { _ in rng.pick(rowPool) }
  }

  private static func edit(using rng: inout some RandomNumberGenerator) -> TextEdit {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: .insert(rng.pick(["a", "bc", "é"]))
    case 1: .deleteBackward
    case 2: .replaceAll(rng.pick(["", "x", "Custom"]))
    default: .insert("z")
    }
  }
}
