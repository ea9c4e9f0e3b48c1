extension TextFieldSamples {
  /// Any text event (every event an area has), every case reachable, with random delegate
  /// answers, as an event of `Event`: a roll out of 100 falls below one of `upperBounds`, the
  /// cumulative weights of `beginRequested`, `textEdited`, `clearTapped`, `endRequested`,
  /// `textAssigned`, `errorSet`, `errorRemoved`, `enabledChanged`, `readOnlyChanged`,
  /// `helperTextChanged`, `supportingRowReservationChanged`, `maxLengthChanged`,
  /// `lengthLimitPolicyChanged`, `overflowMessageChanged` and `errorAnnouncementsChanged`, in
  /// that order. `own` takes the rolls that stand for a kind's own events first (with the
  /// drawn delegate answer).
  package static func event<Event: TextFieldEvent, Generator: RandomNumberGenerator>(
    upperBounds: [Int], using generator: inout Generator,
    own: (_ roll: Int, _ allowed: Bool, inout Generator) -> Event? = { _, _, _ in nil }
  ) -> Event {
    let allowed = Int.random(in: 0..<4, using: &generator) != 0
    let roll = Int.random(in: 0..<100, using: &generator)
    if let event = own(roll, allowed, &generator) { return event }
    return switch upperBounds.firstIndex(where: { roll < $0 }) {
    case 0: .beginRequested(allowed: allowed)
    case 1: .textEdited(edit(using: &generator), allowed: allowed)
    case 2: .clearTapped(allowed: allowed)
    case 3: .endRequested(allowed: allowed)
    case 4: .textAssigned(text(maximumPieces: 6, using: &generator))
    case 5: .errorSet(errorMessage(using: &generator))
    case 6: .errorRemoved
    case 7: .enabledChanged(Int.random(in: 0..<4, using: &generator) != 0)
    case 8: .readOnlyChanged(Int.random(in: 0..<4, using: &generator) == 0)
    case 9: .helperTextChanged(helperText(using: &generator))
    case 10: .supportingRowReservationChanged(Bool.random(using: &generator))
    case 11: .maxLengthChanged(maxLength(using: &generator))
    case 12: .lengthLimitPolicyChanged(lengthLimitPolicy(using: &generator))
    case 13: .overflowMessageChanged(overflowMessage(using: &generator))
    default: .errorAnnouncementsChanged(Int.random(in: 0..<4, using: &generator) != 0)
    }
  }
}
