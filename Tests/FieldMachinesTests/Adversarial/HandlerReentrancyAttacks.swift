import FieldMachines
import Foundation
import Testing

/// A field's callbacks (`shakeHandler`, `announcementHandler`) and a date field's clock (`now`)
/// are read without dynamic exclusivity checks, on the promise that each is copied out before it
/// is called and never held across the call. These attacks replace them from inside themselves,
/// and send the field new events from there, for every kind: nothing traps, a replacement takes
/// effect from the next call, and an event sent from a callback runs after the one that called.
@Suite @MainActor struct HandlerReentrancyAttacks {
  /// The date field a `@Sendable` clock reaches back into, held weakly: the attack runs on one
  /// thread, as a field's calls do.
  final class FieldReference: @unchecked Sendable {
    weak var field: DateField?
    init(_ field: DateField) { self.field = field }
  }

  /// Counts what the handlers hear, in order.
  final class Log {
    var entries: [String] = []
  }

  /// A shake handler that replaces itself and sets a second error, and an announcement handler
  /// that replaces itself: the first error is shaken and announced by the first handlers, the
  /// second (run once the first event completed) by the replacements, once each.
  func checkHandlersReplacedFromInside(_ field: some Field) {
    let log = Log()
    field.shakeHandler = { [weak field] in
      log.entries.append("first shake")
      field?.shakeHandler = { log.entries.append("second shake") }
      field?.setError(withText: "Second")
    }
    field.announcementHandler = { [weak field] announcement in
      log.entries.append("first hears \(announcement.message)")
      field?.announcementHandler = { log.entries.append("second hears \($0.message)") }
    }
    field.setError(withText: "First")
    #expect(
      log.entries == [
        "first shake", "first hears First", "second shake", "second hears Second",
      ])
    #expect(field.errorMessage == "Second")
    field.setError(withText: "Third")
    #expect(log.entries.suffix(2) == ["second shake", "second hears Third"])
  }

  @Test func entryHandlersReplacedFromInsideTakeEffectNextTime() {
    checkHandlersReplacedFromInside(EntryField())
  }

  @Test func areaHandlersReplacedFromInsideTakeEffectNextTime() {
    checkHandlersReplacedFromInside(AreaField())
  }

  @Test func pickerHandlersReplacedFromInsideTakeEffectNextTime() {
    checkHandlersReplacedFromInside(PickerField(data: ["Red", "Green"]))
  }

  @Test func dateHandlersReplacedFromInsideTakeEffectNextTime() {
    checkHandlersReplacedFromInside(DateField(now: { Date(timeIntervalSince1970: 1_710_460_800) }))
  }

  /// A clock that replaces itself and asks the field to close while it is read: the clock is
  /// read before the open runs, so the close finds nothing open and the wheel opens on the date
  /// the old clock gave; the next open, with no date committed, reads the new clock.
  @Test func aDateClockReplacedFromInsideTakesEffectNextTime() {
    let first = Date(timeIntervalSince1970: 1_710_460_800)
    let second = first.addingTimeInterval(86_400 * 40)
    let field = DateField(now: { first })
    let reference = FieldReference(field)
    field.now = {
      reference.field?.now = { second }
      reference.field?.tapDone()
      return first
    }
    field.tap()
    #expect(field.isOpen)
    #expect(field.machine.state.wheelDate == first)
    field.tapDone()
    field.date = nil
    field.tap()
    #expect(field.machine.state.wheelDate == second)
    #expect(field.machine.invariantViolations() == [])
  }
}
