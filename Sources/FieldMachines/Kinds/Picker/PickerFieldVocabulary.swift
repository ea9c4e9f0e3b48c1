/// The picker field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
@usableFromInline package enum PickerFieldVocabulary: ScriptedFieldVocabulary {
  /// ``PickerFieldMachine``.
  package typealias Machine = PickerFieldMachine
  /// ``PickerField``.
  package typealias FieldObject = PickerField

  /// A new field as a user creates it.
  package static func makeField() -> PickerField { PickerField() }

  /// "Colour".
  package static var sampleTitle: String { "Colour" }

  /// Performs `event` through `PickerField`'s public API, as an app or a user would.
  ///
  /// `openRequested` becomes `PickerField/tap()`, or `PickerField/becomeFirstResponder()` when
  /// `alternate` is true; its `allowed` payload is ignored because the field's delegate
  /// answers. `indexAssigned` becomes `setIndexTo(_:)`.
  package static func apply(
    _ event: PickerFieldMachine.Event, to field: PickerField, alternate: Bool
  ) {
    switch event {
    case .openRequested: if alternate { field.becomeFirstResponder() } else { field.tap() }
    case .rowSelected(let row): field.selectRow(row)
    case .doneTapped, .clearTapped, .closeRequested, .keyboardWillShow, .clearableChanged:
      event.wheel?.apply(to: field)
    case .manualTextEdited(let edit): edit.perform(on: field)
    case .returnPressed: field.pressReturn()
    case .indexAssigned(let index): field.setIndexTo(index)
    case .manualIndexAssigned: field.setIndexToManual()
    case .textAssigned(let text): field.text = text
    case .dataAssigned(let data): field.data = data
    case .manualEntryCapabilityChanged(let isCapable): field.isManualEntryCapable = isCapable
    case .manualEntryOptionNameChanged(let name): field.manualEntryOptionName = name
    case .common(let common): common.apply(to: field)
    }
  }

  /// An open request's `allowed:` (the should-begin answer); `true` for every other event.
  package static func allowed(_ event: PickerFieldMachine.Event) -> Bool {
    guard case .openRequested(let allowed) = event else { return true }
    return allowed
  }
}
