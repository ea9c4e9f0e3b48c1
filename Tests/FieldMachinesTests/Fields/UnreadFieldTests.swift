import FieldMachines
import FieldMachinesTesting
import Testing

/// A field's own calls (its user actions, programmatic calls and settings) read its machine
/// without observation, so a field that nothing has read with observation never enters the
/// observation registrar when it steps: its hub's `isMachineRead` stays off. (A date field's
/// typing once read `machine` to decide, and from then on every step of the field paid for
/// `withMutation`.)
@Suite struct UnreadFieldTests {
  @Test(arguments: FieldKind.allCases)
  func aFieldsOwnCallsDoNotReadItsMachineWithObservation(kind: FieldKind) throws {
    let vocabulary = try #require(kind.vocabulary)
    let (readByCalls, readByMachine) = Self.reads(vocabulary, events: 3_000, seed: 0x0B5E)
    #expect(readByCalls == false, "the field's own calls read its machine with observation")
    #expect(readByMachine, "reading `machine` is a read with observation")
  }

  /// Drives a sample field of `kind` through `events` of its mix, then reads its `machine`:
  /// whether the hub counted the machine as read after the calls, and after the read.
  private static func reads<Kind: FieldVocabulary>(
    _ kind: Kind.Type, events: Int, seed: UInt64
  ) -> (byCalls: Bool, byMachine: Bool) {
    let delegate = AnsweringCallSink()
    let field = Kind.makeSampleField(delegate: delegate)
    var random = SplitMix64(seed: seed)
    for _ in 0..<events {
      let event = Kind.randomEvent(using: &random)
      delegate.answer = Kind.allowed(event)
      Kind.apply(event, to: field)
    }
    let byCalls = field.hub.isMachineRead
    _ = field.machine
    return (byCalls, field.hub.isMachineRead)
  }
}
