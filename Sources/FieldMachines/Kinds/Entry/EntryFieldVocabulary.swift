/// The entry field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
package enum EntryFieldVocabulary: FieldVocabulary {
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

  /// One event of the mix.
  package static func randomEvent(
    using rng: inout some RandomNumberGenerator
  ) -> EntryFieldMachine.Event {
    let allowed = rng.chance(85)
    switch Int.random(in: 0..<112, using: &rng) {
    case 0..<14: return .beginRequested(allowed: allowed)
    case 14..<34:
      return .textEdited(.insert(rng.pick(["a", "bc", "é", "xyz", " "])), allowed: allowed)
    case 34..<44: return .textEdited(.deleteBackward, allowed: allowed)
    case 44..<48: return .textEdited(.replaceAll(rng.pick(["", "x", "Custom"])), allowed: allowed)
    case 48..<54: return .returnPressed(allowed: allowed)
    case 54..<66: return .endRequested(allowed: allowed)
    case 66..<74: return .textAssigned(rng.pick(["", "Ada", "Grace Hopper"]))
    case 74..<84: return .errorSet(rng.pick(["", "Required", "Too long"]))
    case 84..<92: return .errorRemoved
    case 92..<100: return .enabledChanged(rng.chance(75))
    case 100..<103: return .clearTapped(allowed: allowed)
    case 103: return .visibilityToggled
    case 104: return .readOnlyChanged(rng.chance(20))
    case 105: return .helperTextChanged(rng.pick([nil, "", "As on your card"]))
    case 106: return .supportingRowReservationChanged(Bool.random(using: &rng))
    case 107: return .maxLengthChanged(rng.pick([nil, 0, 3, 8]))
    case 108: return .lengthLimitPolicyChanged(rng.pick([.keepAndFlag, .refuse]))
    case 109: return .overflowMessageChanged(rng.pick(["Too long", "Shorter, please"]))
    case 110: return .secureTextEntryChanged(Bool.random(using: &rng))
    default: return .errorAnnouncementsChanged(rng.chance(75))
    }
  }
}
