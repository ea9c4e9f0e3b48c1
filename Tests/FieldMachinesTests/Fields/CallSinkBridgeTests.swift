import FieldMachines
import FieldMachinesTesting
import Testing

/// A ``FieldDelegateCallSink`` is attached through its kind's bridge, which the field keeps while
/// it is the field's delegate and which holds the sink weakly: the field never keeps a sink
/// alive, a released sink leaves the field as without a delegate, another delegate detaches the
/// bridge, and a sink may call into its field (or attach itself again) from a call.
@Suite struct CallSinkBridgeTests {
  /// A sink that answers every question with ``answer``, logs the methods, and runs ``onCall``
  /// after each call.
  final class Sink: FieldDelegateCallSink {
    var answer: Bool
    var methods: [String] = []
    var onCall: ((FieldDelegateCall) -> Void)?

    init(answer: Bool = true) { self.answer = answer }

    func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
      methods.append("\(method)")
      onCall?(call)
      return answer
    }
    func tell(_ call: FieldDelegateCall, method: StaticString) {
      methods.append("\(method)")
      onCall?(call)
    }
  }

  /// A delegate of each kind's own protocol, answering with the protocols' defaults.
  final class PlainDelegate: EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate,
    DateFieldDelegate
  {}

  /// A vetoing sink attached to two sample fields of `vocabulary`, then released: whether it
  /// heard the first while attached, whether it was freed, and whether the second, stepped
  /// only after, steps exactly as a field without a delegate through 300 events of the mix.
  static func releaseSink<Vocabulary: ScriptedFieldVocabulary>(
    _ vocabulary: Vocabulary.Type
  ) -> (heard: Bool, freed: Bool, asWithoutDelegate: Bool) {
    var sink: Sink? = Sink(answer: false)
    weak let weakSink = sink
    let probe = Vocabulary.makeSampleField(delegate: sink ?? Sink())
    let field = Vocabulary.makeSampleField(delegate: sink ?? Sink())
    let bare = Vocabulary.makeDrivenField()
    bare.placeholder = Vocabulary.sampleTitle
    var generator = SplitMix64(seed: 15)
    for _ in 0..<100 { Vocabulary.apply(Vocabulary.randomEvent(using: &generator), to: probe) }
    let heard = sink?.methods.isEmpty == false
    sink = nil
    var same = true
    for _ in 0..<300 {
      let event = Vocabulary.randomEvent(using: &generator)
      Vocabulary.apply(event, to: field)
      Vocabulary.apply(event, to: bare)
      same = same && Vocabulary.machine(of: field) == Vocabulary.machine(of: bare)
    }
    return (heard, weakSink == nil, same)
  }

  @Test(arguments: FieldKind.allCases)
  func aReleasedSinkIsFreedAndItsFieldActsAsWithoutADelegate(kind: FieldKind) throws {
    let vocabulary = try #require(kind.vocabulary)
    let outcome = Self.releaseSink(vocabulary)
    #expect(outcome.heard, "the sink was attached")
    #expect(outcome.freed, "the field keeps no sink alive")
    #expect(outcome.asWithoutDelegate)
  }

  /// Attaches a sink to a new field of `vocabulary`, then sets the field's delegate (at
  /// `delegate`) to `other`: whether the bridge was the delegate and was released, and whether
  /// the sink heard nothing after, through 100 events.
  static func replaceBridge<Vocabulary: ScriptedFieldVocabulary, Delegate>(
    _ vocabulary: Vocabulary.Type,
    _ delegate: ReferenceWritableKeyPath<Vocabulary.FieldObject, Delegate?>, with other: Delegate
  ) -> (wasDelegate: Bool, released: Bool, silent: Bool) {
    let sink = Sink()
    let field = Vocabulary.makeSampleField(delegate: sink)
    weak let bridge = field[keyPath: delegate].map { $0 as AnyObject }
    let wasDelegate = bridge != nil && bridge !== sink
    field[keyPath: delegate] = other
    let released = bridge == nil
    sink.methods = []
    var generator = SplitMix64(seed: 7)
    for _ in 0..<100 { Vocabulary.apply(Vocabulary.randomEvent(using: &generator), to: field) }
    return (wasDelegate, released, sink.methods.isEmpty)
  }

  @Test func anotherDelegateDetachesTheBridge() {
    let other = PlainDelegate()
    let outcomes = [
      Self.replaceBridge(EntryFieldVocabulary.self, \.delegate, with: other),
      Self.replaceBridge(AreaFieldVocabulary.self, \.delegate, with: other),
      Self.replaceBridge(PickerFieldVocabulary.self, \.delegate, with: other),
      Self.replaceBridge(DateFieldVocabulary.self, \.delegate, with: other),
    ]
    for outcome in outcomes {
      #expect(outcome.wasDelegate, "the field's delegate is the bridge, not the sink")
      #expect(outcome.released, "the field no longer keeps the bridge")
      #expect(outcome.silent, "the sink hears nothing once detached")
    }
  }

  @Test func attachingAgainReplacesTheBridge() {
    let sink = Sink()
    let field = EntryField()
    EntryFieldVocabulary.attach(sink, to: field)
    weak let first = field.delegate
    EntryFieldVocabulary.attach(sink, to: field)
    #expect(first == nil, "the first bridge is released")
    #expect(field.delegate != nil)
    field.tap()
    #expect(sink.methods == ["entryFieldShouldBeginEditing", "entryFieldDidBeginEditing"])
  }

  /// A sink that types from did-begin and attaches itself again from every call: the typing is
  /// queued and runs after the tap, its calls reach the sink, and none is lost to the swap of
  /// bridges in the middle of a call.
  @Test func aSinkMayCallIntoItsFieldAndAttachAgainFromACall() {
    let sink = Sink()
    let field = EntryField()
    EntryFieldVocabulary.attach(sink, to: field)
    sink.onCall = { [unowned sink, unowned field] call in
      EntryFieldVocabulary.attach(sink, to: field)
      if call == .didBeginEditing { field.typeText("x") }
    }
    field.tap()
    #expect(field.text == "x")
    #expect(
      sink.methods == [
        "entryFieldShouldBeginEditing", "entryFieldDidBeginEditing", "entryField",
        "entryFieldDidChange",
      ])
    _ = field.resignFirstResponder()
    #expect(sink.methods.suffix(2) == ["entryFieldShouldEndEditing", "entryFieldDidEndEditing"])
  }
}
