/// The entry field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
package enum EntryFieldVocabulary: ScriptedFieldVocabulary {
  /// `FieldKind.entry`.
  package static var kind: FieldKind { .entry }

  /// A new field as a user creates it.
  package static func makeField() -> EntryField { EntryField() }

  /// A new field titled "Name", with `delegate`.
  package static func makeSampleField(delegate: some FieldDelegateCallSink) -> EntryField {
    let field = EntryField(placeholder: "Name")
    attach(delegate, to: field)
    return field
  }

  /// Makes `delegate` the field's delegate.
  package static func attach(_ delegate: some FieldDelegateCallSink, to field: EntryField) {
    field.delegate = delegate
  }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has. Taps, types, deletes, replaces, presses return, clears, toggles the visibility, resigns,
  /// sets text and errors, and sets every configuration property.
  package static func apply(_ event: EntryFieldMachine.Event, to field: EntryField) {
    switch event {
    case .beginRequested:
      field.tap()
    case .textEdited(let edit, _):
      switch edit {
      case .insert(let text): field.typeText(text)
      case .deleteBackward: field.deleteBackward()
      case .replaceAll(let text): field.replaceText(with: text)
      }
    case .returnPressed:
      field.pressReturn()
    case .clearTapped: field.tapClear()
    case .visibilityToggled: field.togglePasswordVisibility()
    case .endRequested:
      field.resignFirstResponder()
    case .textAssigned(let text): field.text = text
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    case .readOnlyChanged(let isReadOnly): field.isReadOnly = isReadOnly
    case .helperTextChanged(let text): field.helperText = text
    case .supportingRowReservationChanged(let reserves): field.reservesSupportingRow = reserves
    case .maxLengthChanged(let limit): field.maxLength = limit
    case .lengthLimitPolicyChanged(let policy): field.lengthLimitPolicy = policy
    case .overflowMessageChanged(let message): field.overflowMessage = message
    case .errorAnnouncementsChanged(let announces): field.announcesErrors = announces
    case .secureTextEntryChanged(let isSecure): field.isSecureTextEntry = isSecure
    }
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  package static func allowed(_ event: EntryFieldMachine.Event) -> Bool {
    switch event {
    case .beginRequested(let allowed), .textEdited(_, let allowed), .returnPressed(let allowed),
      .clearTapped(let allowed), .endRequested(let allowed):
      allowed
    case .visibilityToggled, .textAssigned, .errorSet, .errorRemoved, .enabledChanged,
      .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged, .maxLengthChanged,
      .lengthLimitPolicyChanged, .overflowMessageChanged, .secureTextEntryChanged,
      .errorAnnouncementsChanged:
      true
    }
  }

  /// Any machine event, every case reachable, with random delegate answers.
  package static func randomEvent(
    using generator: inout some RandomNumberGenerator
  ) -> EntryFieldMachine.Event {
    let allowed = Int.random(in: 0..<4, using: &generator) != 0
    return switch Int.random(in: 0..<100, using: &generator) {
    case 0..<12: .beginRequested(allowed: allowed)
    case 12..<34: .textEdited(TextFieldSamples.edit(using: &generator), allowed: allowed)
    case 34..<40: .returnPressed(allowed: allowed)
    case 40..<45: .clearTapped(allowed: allowed)
    case 45..<49: .visibilityToggled
    case 49..<59: .endRequested(allowed: allowed)
    case 59..<65: .textAssigned(TextFieldSamples.text(maximumPieces: 6, using: &generator))
    case 65..<73: .errorSet(TextFieldSamples.errorMessage(using: &generator))
    case 73..<78: .errorRemoved
    case 78..<83: .enabledChanged(Int.random(in: 0..<4, using: &generator) != 0)
    case 83..<86: .readOnlyChanged(Int.random(in: 0..<4, using: &generator) == 0)
    case 86..<89: .helperTextChanged(TextFieldSamples.helperText(using: &generator))
    case 89..<91: .supportingRowReservationChanged(Bool.random(using: &generator))
    case 91..<94: .maxLengthChanged(TextFieldSamples.maxLength(using: &generator))
    case 94..<96:
      .lengthLimitPolicyChanged(TextFieldSamples.lengthLimitPolicy(using: &generator))
    case 96..<97: .overflowMessageChanged(TextFieldSamples.overflowMessage(using: &generator))
    case 97..<99: .secureTextEntryChanged(Bool.random(using: &generator))
    default: .errorAnnouncementsChanged(Int.random(in: 0..<4, using: &generator) != 0)
    }
  }

  /// A random state, possibly inconsistent, to exercise `EntryFieldMachine.init(state:)`.
  package static func randomState(
    using generator: inout some RandomNumberGenerator
  ) -> TextFieldState {
    TextFieldSamples.state(using: &generator)
  }
}
