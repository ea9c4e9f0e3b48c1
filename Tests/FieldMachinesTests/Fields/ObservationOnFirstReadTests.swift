import FieldMachines
import Observation
import Testing

/// A field enters the observation registrar for a change of its machine only once the machine
/// has been read with observation: before the first read no observer can have registered, so
/// a field no one reads steps without it. Observation's contract holds across that: a
/// `withObservationTracking` that read the field (its `machine` or a public property made from
/// it) is told of the next change, however many unobserved steps ran before, and a reader that
/// registers again when it is told is told of the change after.
@Suite @MainActor struct ObservationOnFirstReadTests {
  /// A field of each kind, titled, none of them read yet.
  private static func fields() -> [any Field] {
    [
      EntryField(placeholder: "Name"), AreaField(placeholder: "Notes"),
      PickerField(placeholder: "Size", data: ["S", "M"]), DateField(placeholder: "Day"),
    ]
  }

  /// Whether a tracking that ran `read` is told of `change`.
  private static func isTold(read: () -> Void, change: () -> Void) -> Bool {
    let flag = SeenFlag()
    withObservationTracking(read) { flag.mark() }
    change()
    return flag.isMarked
  }

  @Test func aReaderAddedAfterUnreadStepsIsToldOfTheNextChange() {
    for field in Self.fields() {
      for round in 0..<10 {
        field.setError(withText: "Wrong \(round)")
        field.isEnabled = round.isMultiple(of: 2)
        field.removeErrorUI()
      }
      let told = Self.isTold(
        read: { _ = field.errorMessage }, change: { field.setError(withText: "Late") })
      #expect(told, "\(field.kind): a reader added after unread steps is not told")
    }
  }

  @Test func aReaderOfTheMachineItselfIsToldOfTheNextChange() {
    let entry = EntryField(placeholder: "Name")
    entry.typeText("never read")
    entry.tap()
    entry.typeText("a")
    #expect(Self.isTold(read: { _ = entry.machine }, change: { entry.typeText("b") }))
    let picker = PickerField(placeholder: "Size", data: ["S", "M"])
    picker.tap()
    picker.selectRow(1)
    #expect(Self.isTold(read: { _ = picker.machine }, change: { picker.selectRow(0) }))
  }

  @Test func aReaderThatRegistersAgainWhenToldIsToldOfTheChangeAfter() {
    for field in Self.fields() {
      let second = SeenFlag()
      let reader = UncheckedField(field: field)
      withObservationTracking {
        _ = field.isEnabled
      } onChange: {
        // As a view does: told of a change, it reads the field again to hear the next one.
        withObservationTracking {
          _ = reader.field.isEnabled
        } onChange: {
          second.mark()
        }
      }
      field.isEnabled = false
      #expect(!second.isMarked)
      field.isEnabled = true
      #expect(second.isMarked, "\(field.kind): a reader registered when told is not told again")
    }
  }

  @Test func aCallsResultIsNoObservedRead() {
    let field = EntryField(placeholder: "Name")
    let told = Self.isTold(
      read: { _ = field.becomeFirstResponder() }, change: { field.setError(withText: "Wrong") })
    #expect(!told, "becomeFirstResponder() registered its result as a read of the field")
    #expect(field.isActive)
  }
}

/// A field handed to a change handler, which is `@Sendable`; the tests run on the main actor.
private struct UncheckedField: @unchecked Sendable {
  let field: any Field
}
