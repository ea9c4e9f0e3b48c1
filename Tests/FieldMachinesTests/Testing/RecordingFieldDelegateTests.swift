import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The kit's one recording delegate, ``RecordingFieldDelegate``, on every kind of field: it
/// records each message the field sends, answers from its answers and sets the did-end error.
@Suite struct RecordingFieldDelegateTests {
  @Test func aPickerRecordsEveryMessageAndAnswersShouldBegin() {
    let field = PickerField(placeholder: "Colour", data: ["Red", "Green", "Blue"])
    field.isClearable = true
    let delegate = RecordingPickerFieldDelegate(
      answers: FieldDelegateAnswers(shouldBeginEditing: false))
    delegate.attach(to: field)
    field.tap()
    #expect(delegate.takeCalls() == [.shouldBeginEditing])
    #expect(!field.isActive)
    delegate.answers.shouldBeginEditing = true
    delegate.answers.errorOnDidEndEditing = "Pick again"
    field.tap()
    field.selectRow(1)
    field.tapDone()
    #expect(
      delegate.takeCalls() == [
        .shouldBeginEditing, .didBeginEditing, .didChange, .didSelectRow(1), .didEndEditing,
      ])
    #expect(field.errorMessage == "Pick again")
    field.tapClear()
    #expect(delegate.takeCalls() == [.didChange, .cleared])
  }

  @Test func aDateFieldRecordsClearedAndSetsTheDidEndError() {
    let field = DateField(placeholder: "Start", now: { Date(timeIntervalSince1970: 0) })
    field.isClearable = true
    let delegate = RecordingDateFieldDelegate(
      answers: FieldDelegateAnswers(errorOnDidEndEditing: "Too early"))
    delegate.attach(to: field)
    var seen: [RecordedDelegateCall] = []
    delegate.onCall = { call, view in
      #expect(view === field)
      seen.append(call)
    }
    field.tap()
    #expect(field.resignFirstResponder())
    let calls = delegate.takeCalls()
    #expect(calls.first == .shouldBeginEditing)
    #expect(calls.contains(.didEndEditing))
    #expect(field.errorMessage == "Too early")
    field.date = Date(timeIntervalSince1970: 86_400)
    field.tapClear()
    #expect(delegate.takeCalls() == [.cleared])
    #expect(seen == calls + [.cleared])
  }

  /// Whatever the kind, a recorder that vetoes should-begin keeps the field inactive through a
  /// random run of the kind's events, and every call it records is one the kind sends.
  @Test(arguments: FieldKind.allCases)
  func aVetoingRecorderKeepsEveryKindInactive(kind: FieldKind) throws {
    func run<Kind: FieldKindDescription>(_: Kind.Type) {
      let field = Kind.makeField()
      let delegate = RecordingFieldDelegate<Kind>(
        answers: FieldDelegateAnswers(shouldBeginEditing: false))
      delegate.attach(to: field)
      var generator = SplitMix64(seed: 15)
      var asked = 0
      for _ in 0..<400 {
        Kind.apply(Kind.Machine.anyEvent.generate(using: &generator), to: field)
        #expect(!field.isActive, "\(Kind.name) opened against the delegate's veto")
        for call in delegate.takeCalls() {
          #expect(call == .shouldBeginEditing || !Self.isActivation(call), "\(Kind.name): \(call)")
          if call == .shouldBeginEditing { asked += 1 }
        }
      }
      #expect(asked > 0, "\(Kind.name) never asked should-begin")
    }
    let description = try #require(FieldKindCatalog.description(of: kind))
    run(description)
  }

  /// A recorder whose `onCall` drops the last reference to it, in the middle of a call, is
  /// gone from then on without a trap: the call in progress is answered `true` (as without a
  /// delegate, not the recorder's veto), and later calls are neither recorded nor vetoed.
  @Test func aRecorderReleasedInsideOnCallAnswersAsNoDelegate() {
    let field = EntryField(placeholder: "Name")
    var recorder: RecordingEntryFieldDelegate? = RecordingEntryFieldDelegate(
      answers: FieldDelegateAnswers(
        shouldBeginEditing: false, shouldChangeText: false, errorOnDidEndEditing: "Required"))
    weak let released = recorder
    var seen: [RecordedDelegateCall] = []
    recorder?.onCall = { call, _ in
      seen.append(call)
      recorder = nil
    }
    recorder?.attach(to: field)
    field.tap()
    #expect(released == nil)
    #expect(seen == [.shouldBeginEditing])
    #expect(field.isActive)
    field.typeText("a")
    #expect(field.text == "a")
    #expect(field.resignFirstResponder())
    #expect(field.errorMessage == nil)
    #expect(seen == [.shouldBeginEditing])
  }

  /// Attaching again to the same field replaces the first delegate: each call is recorded once.
  @Test func attachingTwiceRecordsEachCallOnce() {
    let field = EntryField(placeholder: "Name")
    let delegate = RecordingEntryFieldDelegate()
    delegate.attach(to: field)
    delegate.attach(to: field)
    field.tap()
    #expect(delegate.takeCalls() == [.shouldBeginEditing, .didBeginEditing])
  }

  static func isActivation(_ call: RecordedDelegateCall) -> Bool {
    call == .didBeginEditing || call == .didEndEditing
  }
}
