/// The area field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
package enum AreaFieldVocabulary: FieldVocabulary {
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

  /// One event of the mix.
  package static func randomEvent(
    using rng: inout some RandomNumberGenerator
  ) -> AreaFieldMachine.Event {
    let allowed = rng.chance(85)
    switch Int.random(in: 0..<110, using: &rng) {
    case 0..<14: return .beginRequested(allowed: allowed)
    case 14..<34:
      return .textEdited(.insert(rng.pick(["a", "bc", "é", "\n", " "])), allowed: allowed)
    case 34..<44: return .textEdited(.deleteBackward, allowed: allowed)
    case 44..<48:
      return .textEdited(.replaceAll(rng.pick(["", "x", "two\nlines"])), allowed: allowed)
    case 48..<52: return .clearTapped(allowed: allowed)
    case 52..<64: return .endRequested(allowed: allowed)
    case 64..<72: return .textAssigned(rng.pick(["", "Ada", "Grace\nHopper"]))
    case 72..<82: return .errorSet(rng.pick(["", "Required", "Too long"]))
    case 82..<90: return .errorRemoved
    case 90..<98: return .enabledChanged(rng.chance(75))
    case 98..<100: return .readOnlyChanged(rng.chance(20))
    case 100..<102: return .helperTextChanged(rng.pick([nil, "", "A few words"]))
    case 102: return .supportingRowReservationChanged(Bool.random(using: &rng))
    case 103..<105: return .maxLengthChanged(rng.pick([nil, 0, 3, 8]))
    case 105: return .lengthLimitPolicyChanged(rng.pick([.keepAndFlag, .refuse]))
    case 106: return .overflowMessageChanged(rng.pick(["Too long", "Shorter, please"]))
    default: return .errorAnnouncementsChanged(rng.chance(75))
    }
  }
}
