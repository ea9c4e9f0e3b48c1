/// The area field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
package enum AreaFieldVocabulary: ScriptedFieldVocabulary {
  /// `FieldKind.area`.
  package static var kind: FieldKind { .area }

  /// A new field as a user creates it.
  package static func makeField() -> AreaField { AreaField() }

  /// A new field titled "Notes", with `delegate`.
  package static func makeSampleField(delegate: some FieldDelegateCallSink) -> AreaField {
    let field = AreaField(placeholder: "Notes")
    attach(delegate, to: field)
    return field
  }

  /// Makes `delegate` the field's delegate.
  package static func attach(_ delegate: some FieldDelegateCallSink, to field: AreaField) {
    field.delegate = delegate
  }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has. Taps, types, deletes, replaces, clears, resigns,
  /// sets text and errors, and sets every configuration property.
  package static func apply(_ event: AreaFieldMachine.Event, to field: AreaField) {
    switch event {
    case .beginRequested:
      field.tap()
    case .textEdited(let edit, _):
      switch edit {
      case .insert(let text): field.typeText(text)
      case .deleteBackward: field.deleteBackward()
      case .replaceAll(let text): field.replaceText(with: text)
      }
    case .clearTapped: field.tapClear()
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
    }
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  package static func allowed(_ event: AreaFieldMachine.Event) -> Bool {
    switch event {
    case .beginRequested(let allowed), .textEdited(_, let allowed), .clearTapped(let allowed),
      .endRequested(let allowed):
      allowed
    case .textAssigned, .errorSet, .errorRemoved, .enabledChanged, .readOnlyChanged,
      .helperTextChanged, .supportingRowReservationChanged, .maxLengthChanged,
      .lengthLimitPolicyChanged, .overflowMessageChanged, .errorAnnouncementsChanged:
      true
    }
  }

  /// Any machine event, every case reachable, with random delegate answers.
  package static func randomEvent(
    using generator: inout some RandomNumberGenerator
  ) -> AreaFieldMachine.Event {
    let allowed = Int.random(in: 0..<4, using: &generator) != 0
    return switch Int.random(in: 0..<100, using: &generator) {
    case 0..<13: .beginRequested(allowed: allowed)
    case 13..<42: .textEdited(TextFieldSamples.edit(using: &generator), allowed: allowed)
    case 42..<47: .clearTapped(allowed: allowed)
    case 47..<58: .endRequested(allowed: allowed)
    case 58..<64: .textAssigned(TextFieldSamples.text(maximumPieces: 6, using: &generator))
    case 64..<72: .errorSet(TextFieldSamples.errorMessage(using: &generator))
    case 72..<77: .errorRemoved
    case 77..<82: .enabledChanged(Int.random(in: 0..<4, using: &generator) != 0)
    case 82..<85: .readOnlyChanged(Int.random(in: 0..<4, using: &generator) == 0)
    case 85..<88: .helperTextChanged(TextFieldSamples.helperText(using: &generator))
    case 88..<90: .supportingRowReservationChanged(Bool.random(using: &generator))
    case 90..<94: .maxLengthChanged(TextFieldSamples.maxLength(using: &generator))
    case 94..<96:
      .lengthLimitPolicyChanged(TextFieldSamples.lengthLimitPolicy(using: &generator))
    case 96..<98: .overflowMessageChanged(TextFieldSamples.overflowMessage(using: &generator))
    default: .errorAnnouncementsChanged(Int.random(in: 0..<4, using: &generator) != 0)
    }
  }

  /// A random state, possibly inconsistent, to exercise `AreaFieldMachine.init(state:)`.
  package static func randomState(
    using generator: inout some RandomNumberGenerator
  ) -> TextFieldState {
    TextFieldSamples.state(using: &generator)
  }
}
