import FieldMachines
import FieldMachinesTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A seeded stream of date events in the mix of FieldMachinesTesting's date generator: the
/// wheel, typed entry, range checks, read-only, the supporting row and announcements.
enum DateStream {
  static let reference = Date(timeIntervalSince1970: 1_709_251_200)

  static func events(count: Int, seed: UInt64) -> [DateFieldMachine.Event] {
    var rng = BenchRandom(seed: seed)
    var events: [DateFieldMachine.Event] = []
    events.reserveCapacity(count)
    for _ in 0..<count { events.append(event(using: &rng)) }
    return events
  }

  static func date(using rng: inout BenchRandom) -> Date {
    reference + TimeInterval(Int.random(in: 0...40, using: &rng) * 6 * 3600)
  }

  static func optionalDate(using rng: inout BenchRandom) -> Date? {
    Int.random(in: 0..<3, using: &rng) == 0 ? nil : date(using: &rng)
  }

  static func event(using rng: inout BenchRandom) -> DateFieldMachine.Event {
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

  static func settingEvent(_ roll: Int, using rng: inout BenchRandom) -> DateFieldMachine.Event {
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

  static func typingEvent(_ roll: Int, using rng: inout BenchRandom) -> DateFieldMachine.Event {
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

/// A date field with a delegate attached and a fixed clock, driven through its public API.
/// Each event goes through `DateFieldDriver.apply(_:to:)`, the kit's one mapping from machine
/// events to field calls.
struct DateFieldStepper: Stepper {
  let field: DateField
  let delegate: BenchDateDelegate

  init() {
    field = DateField(placeholder: "Birthday", now: { DateStream.reference })
    delegate = BenchDateDelegate()
    field.delegate = delegate
  }

  mutating func step(_ event: DateFieldMachine.Event) -> Int {
    let calls = delegate.calls
    if case .openRequested(let allowed, _) = event { delegate.answer = allowed }
    DateFieldDriver.apply(event, to: field)
    return delegate.calls &- calls
  }
}

/// A date delegate that answers should-begin with ``answer`` and counts every call.
final class BenchDateDelegate: DateFieldDelegate {
  var answer = true
  var calls = 0

  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool {
    calls &+= 1
    return answer
  }
  func dateFieldDidBeginEditing(_ view: DateField) { calls &+= 1 }
  func dateFieldDidEndEditing(_ view: DateField) { calls &+= 1 }
  func dateFieldCleared(_ view: DateField) { calls &+= 1 }
  func dateChanged(_ view: DateField) { calls &+= 1 }
}
