import FieldMachines
import Foundation
import Testing

/// `shakes` means something (issue 15): a new or changed error calls the field's `shakeHandler`
/// only while `shakes` is on, as MaterialFields' `setError(withText:)` shakes the view only when
/// `shakes` is set. One test per field kind.
@Suite struct ShakeTests {
  /// Counts the shakes a field asks for.
  final class Counter {
    var shakes = 0
  }

  /// Sets, repeats, removes and replaces errors with `shakes` on and off, checking each shake.
  func checkShakes(_ field: some Field, counter: Counter) {
    #expect(field.shakes, "fields shake by default, as in MaterialFields")
    field.setError(withText: "Required")
    #expect(counter.shakes == 1, "a new error shakes")
    field.setError(withText: "Required")
    #expect(counter.shakes == 1, "the same message again changes nothing, so no shake")
    field.setError(withText: "Other")
    #expect(counter.shakes == 2, "a changed message shakes")
    field.removeErrorUI()
    #expect(counter.shakes == 2, "removing an error does not shake")
    field.shakes = false
    field.setError(withText: "Still")
    #expect(counter.shakes == 2, "a field that does not shake never calls its handler")
    #expect(field.errorMessage == "Still", "the error shows all the same")
    field.shakes = true
    field.setError(withText: "Again")
    #expect(counter.shakes == 3)
  }

  @Test func anEntryFieldShakesOnlyWhenItShakes() {
    let field = EntryField()
    let counter = Counter()
    field.shakeHandler = { counter.shakes += 1 }
    checkShakes(field, counter: counter)
  }

  @Test func anAreaFieldShakesOnlyWhenItShakes() {
    let field = AreaField()
    let counter = Counter()
    field.shakeHandler = { counter.shakes += 1 }
    checkShakes(field, counter: counter)
  }

  @Test func aPickerFieldShakesOnlyWhenItShakes() {
    let field = PickerField(data: ["Red", "Green"])
    let counter = Counter()
    field.shakeHandler = { counter.shakes += 1 }
    checkShakes(field, counter: counter)
  }

  @Test func aDateFieldShakesOnlyWhenItShakes() {
    let field = DateField(now: { Date(timeIntervalSince1970: 1_710_460_800) })
    let counter = Counter()
    field.shakeHandler = { counter.shakes += 1 }
    checkShakes(field, counter: counter)
  }

  /// A refused typed date shows its error through the same region, so it shakes too.
  @Test func aRefusedTypedDateShakesOnlyWhenTheFieldShakes() {
    let field = DateField(now: { Date(timeIntervalSince1970: 1_710_460_800) })
    let counter = Counter()
    field.shakeHandler = { counter.shakes += 1 }
    field.tap()
    field.switchToTyping()
    field.replaceText(with: "not a date")
    field.pressReturn()
    #expect(field.entryError == .patternMismatch)
    #expect(counter.shakes == 1)
    field.shakes = false
    field.replaceText(with: "1850-06-01")
    field.pressReturn()
    #expect(field.entryError == .yearOutOfRange)
    #expect(counter.shakes == 1)
  }
}
