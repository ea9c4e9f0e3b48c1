import FieldMachines
import Observation
import Testing

/// Reading a form's state registers it with Observation, so that a view that reads only that
/// state is redrawn when it changes.
@Suite @MainActor struct FormObservationTests {
  /// Whether a change `write` makes is seen by an observer of what `read` reads.
  private func isSeen(reading read: () -> Void, afterWriting write: () -> Void) -> Bool {
    let seen = SeenFlag()
    withObservationTracking(read) { seen.mark() }
    write()
    return seen.isMarked
  }

  @Test func theSettingsKeptByTheFormMachineAreObserved() {
    let form = FormFixture().form
    #expect(
      isSeen(reading: { _ = form.defaultTiming }, afterWriting: { form.defaultTiming = .onChange })
    )
    #expect(
      isSeen(
        reading: { _ = form.displayPolicy }, afterWriting: { form.displayPolicy = .afterSubmit }))
    #expect(
      isSeen(
        reading: { _ = form.movesToNextOnReturn }, afterWriting: { form.movesToNextOnReturn = true }
      ))
    #expect(
      isSeen(
        reading: { _ = form.focusesFirstInvalidFieldOnSubmit },
        afterWriting: { form.focusesFirstInvalidFieldOnSubmit = false }))
  }

  @Test func focusAndSubmitStateAreObserved() {
    let fixture = FormFixture()
    let form = fixture.form
    #expect(isSeen(reading: { _ = form.activeKey }, afterWriting: { fixture.name.tap() }))
    #expect(isSeen(reading: { _ = form.submitCount }, afterWriting: { _ = form.submitNow() }))
  }
}

/// A flag an observation's change handler sets.
private final class SeenFlag: @unchecked Sendable {
  private(set) var isMarked = false
  func mark() { isMarked = true }
}
