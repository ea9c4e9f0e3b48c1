import Foundation

/// The date field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
package enum DateFieldVocabulary: FieldVocabulary {
  /// A new field titled "Birthday" whose clock reads ``reference``, with `delegate`.
  package static func makeSampleField(delegate: some FieldDelegateCallSink) -> DateField {
    let field = DateField(placeholder: "Birthday", now: { reference })
    attach(delegate, to: field)
    return field
  }

  /// Makes `delegate` the field's delegate.
  package static func attach(_ delegate: some FieldDelegateCallSink, to field: DateField) {
    field.delegate = delegate
  }

  /// Performs `event` on `field` through its public API: taps, scrolls, the pills, resigning,
  /// keyboards, typing (the keyboard toggle, edits of the draft, Return, back to the wheel),
  /// dates, limits, entry options, a range-order check, errors, `isEnabled`, read-only, the
  /// supporting row and announcements. The field fills
  /// in what it computes itself: the clock of an open request, the draft when typing starts, and
  /// the parse of a committed draft.
  package static func apply(_ event: DateFieldMachine.Event, to field: DateField) {
    switch event {
    case .openRequested: field.tap()
    case .dateScrolled(let date): field.scrollDate(to: date)
    case .doneTapped: field.tapDone()
    case .clearTapped: field.tapClear()
    case .closeRequested: field.resignFirstResponder()
    case .keyboardWillShow: field.keyboardWillShow()
    case .dateAssigned(let date): field.date = date
    case .minimumDateChanged(let date): field.minimumDate = date
    case .maximumDateChanged(let date): field.maximumDate = date
    case .defaultDateChanged(let date): field.defaultDate = date
    case .clearableChanged(let isClearable): field.isClearable = isClearable
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    case .typingRequested: field.switchToTyping()
    case .draftEdited(.insert(let text)): field.typeText(text)
    case .draftEdited(.deleteBackward): field.deleteBackward()
    case .draftEdited(.replaceAll(let text)): field.replaceText(with: text)
    case .typedDateCommitted: field.pressReturn()
    case .wheelRequested: field.switchToWheel()
    case .rangeOrderChecked: field.send(event)
    case .entryOptionsChanged(let options): field.entryOptions = options
    case .readOnlyChanged(let isReadOnly): field.isReadOnly = isReadOnly
    case .helperTextChanged(let text): field.helperText = text
    case .supportingRowReservationChanged(let reserves): field.reservesSupportingRow = reserves
    case .errorAnnouncementsChanged(let announces): field.announcesErrors = announces
    }
  }

  /// An open request's `allowed:` (the should-begin answer); `true` for every other event. A
  /// committed draft's `allowed:` is the date validator's answer, not the delegate's.
  package static func allowed(_ event: DateFieldMachine.Event) -> Bool {
    guard case .openRequested(let allowed, _) = event else { return true }
    return allowed
  }

  /// One event of the mix, in the mix of the testing kit's date generator.
  /// The time a sample field's clock reads, and the middle of the mix's dates.
  package static let reference = Date(timeIntervalSince1970: 1_709_251_200)

  private static func date(using rng: inout some RandomNumberGenerator) -> Date {
    reference + TimeInterval(Int.random(in: 0...40, using: &rng) * 6 * 3600)
  }

  private static func optionalDate(using rng: inout some RandomNumberGenerator) -> Date? {
    Int.random(in: 0..<3, using: &rng) == 0 ? nil : date(using: &rng)
  }

  package static func randomEvent(
    using rng: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    let roll = Int.random(in: 0..<36, using: &rng)
    if roll >= 32 { return settingEvent(roll - 32, using: &rng) }
    if roll >= 24 { return typingEvent(roll - 24, using: &rng) }
    switch roll {
    case 0..<4: return .openRequested(allowed: rng.chance(80), now: date(using: &rng))
    case 4..<9: return .dateScrolled(date(using: &rng))
    case 9: return .doneTapped
    case 10: return .closeRequested
    case 11: return .keyboardWillShow
    case 12, 13: return .clearTapped
    case 14, 15: return .dateAssigned(optionalDate(using: &rng))
    case 16: return .minimumDateChanged(optionalDate(using: &rng))
    case 17: return .maximumDateChanged(optionalDate(using: &rng))
    case 18: return .defaultDateChanged(optionalDate(using: &rng))
    case 19: return .clearableChanged(Bool.random(using: &rng))
    case 20, 21: return .errorSet(rng.pick(["", "Required", "Too early"]))
    case 22: return .errorRemoved
    default: return .enabledChanged(rng.chance(70))
    }
  }

  private static func settingEvent(
    _ roll: Int, using rng: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    switch roll {
    case 0: return .readOnlyChanged(rng.chance(20))
    case 1: return .helperTextChanged(rng.pick([nil, "", "Day you were born"]))
    case 2:
      return Bool.random(using: &rng)
        ? .supportingRowReservationChanged(Bool.random(using: &rng))
        : .errorAnnouncementsChanged(rng.chance(75))
    default: return .rangeOrderChecked(isInOrder: rng.chance(70))
    }
  }

  private static func typingEvent(
    _ roll: Int, using rng: inout some RandomNumberGenerator
  ) -> DateFieldMachine.Event {
    switch roll {
    case 0, 1: return .typingRequested(draft: "2024-03-05")
    case 2, 3:
      return .draftEdited(rng.pick([.insert("1"), .insert("-"), .deleteBackward, .replaceAll("")]))
    case 4, 5:
      let parse = rng.pick([TypedDateParse.date(date(using: &rng)), .patternMismatch])
      return .typedDateCommitted(parse, allowed: rng.chance(90))
    default: return .wheelRequested
    }
  }
}
