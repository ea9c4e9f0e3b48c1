import FieldMachines
import FieldMachinesTesting
import Observation
import Testing

/// A field tells observation (`withMutation` on `machine`) only when a step changed its machine,
/// so a no-op does not invalidate a SwiftUI view. These walks check it on every step of every
/// kind: observation hears exactly the steps that change the machine (by `==`, which compares
/// texts scalar for scalar), and the text paths the steps take (typing after a clear, a draft's
/// message) give what the slow paths give.
@Suite struct StepObservationTests {
  @Test(arguments: FieldKind.allCases)
  func observationHearsExactlyTheStepsThatChangeTheMachine(kind: FieldKind) throws {
    let vocabulary = try #require(kind.vocabulary)
    let (steps, heard) = walk(vocabulary, events: 3_000, seed: 0x5EED)
    #expect(heard.changed == steps.changed)
    #expect(heard.unchanged == steps.unchanged)
    #expect(steps.changed > 100 && steps.unchanged > 100)
  }

  @Test func canonicallyEquivalentTextIsAChangeAndTheSameScalarsAreNot() {
    let field = EntryField(placeholder: "Name")
    field.text = "caf\u{E9}"
    #expect(isObserved(field) { field.text = "caf\u{E9}" } == false)
    #expect(isObserved(field) { field.text = "cafe\u{301}" } == true)
    #expect(field.machine.state.text.unicodeScalars.count == 5)
    field.tap()
    #expect(isObserved(field) { field.typeText("") } == false)
    #expect(isObserved(field) { field.typeText("s") } == true)
    #expect(isObserved(field) { field.deleteBackward() } == true)
    #expect(field.text == "cafe\u{301}")
  }

  @Test func typingAfterAClearKeepsCountingCharacters() {
    let field = AreaField(placeholder: "Notes")
    field.tap()
    field.typeText(String(repeating: "long line ", count: 8))
    field.text = ""
    field.typeText("e")
    field.typeText("\u{301}")
    #expect(field.machine.state.characterCount == 1)
    #expect(field.text == "e\u{301}")
    field.replaceText(with: "ab")
    field.typeText("cd")
    #expect(field.machine.state.characterCount == 4)
    #expect(field.text == "abcd")
  }

  @Test func aDraftsMessageIsTheFormattedMessage() {
    let custom = DateEntryMessages(
      patternMismatch: "{input} / {pattern} / {input}", yearOutOfRange: "Année {input}",
      dateNotAllowed: "«{input}» refusée", rangeOutOfOrder: "{input}{input}")
    for messages in [DateEntryMessages.english, custom] {
      let options = DateEntryOptions(pattern: .iso8601, messages: messages)
      for kind in DateEntryError.allCases {
        for input in ["", "2024-02-30", "día 5", "{input}", "{pattern}"] {
          #expect(
            options.message(for: kind, input: input)
              == messages.text(
                for: kind, pattern: options.pattern, yearRange: options.yearRange, input: input))
        }
      }
    }
  }

  /// Whether observation of `field.machine` hears `action`.
  private func isObserved(_ field: EntryField, _ action: () -> Void) -> Bool {
    let flag = SeenFlag()
    withObservationTracking {
      _ = field.machine
    } onChange: {
      flag.mark()
    }
    action()
    return flag.isMarked
  }

  /// Runs `events` of the kind's mix on a field, each observed; counts the steps that changed
  /// the machine (by `==`) and the steps observation heard.
  private func walk<Kind: FieldVocabulary>(
    _ kind: Kind.Type, events: Int, seed: UInt64
  ) -> (steps: (changed: Int, unchanged: Int), heard: (changed: Int, unchanged: Int)) {
    let delegate = AnsweringCallSink()
    let field = Kind.makeSampleField(delegate: delegate)
    var random = SplitMix64(seed: seed)
    var steps = (changed: 0, unchanged: 0)
    var heard = (changed: 0, unchanged: 0)
    for _ in 0..<events {
      let event = Kind.randomEvent(using: &random)
      delegate.answer = Kind.allowed(event)
      let before = field.storedMachine
      let flag = SeenFlag()
      withObservationTracking {
        _ = field.machine
      } onChange: {
        flag.mark()
      }
      Kind.apply(event, to: field)
      let changed = field.storedMachine != before
      if changed { steps.changed += 1 } else { steps.unchanged += 1 }
      if flag.isMarked == changed {
        if changed { heard.changed += 1 } else { heard.unchanged += 1 }
      }
    }
    return (steps, heard)
  }
}
