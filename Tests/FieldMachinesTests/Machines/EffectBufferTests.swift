import FieldMachines
import Testing

/// A field's step hands back its machine's non-generic `EffectBuffer`; tests compare it with an
/// array literal, which the buffer builds with the same `emit` it is checked by. These tests read
/// each buffer back through a path of its own (`forEach` into an array) and compare with what the
/// machine's public `handle(_:)` returns as `Effects`, so a fault in `emit` cannot cancel out.
@Suite struct EffectBufferTests {
  /// Emits `count` distinct effects and reads them back in order, for every kind's buffer.
  @Test(arguments: 0...7)
  func emittedEffectsComeBackInOrderAtEveryLength(count: Int) {
    let messages = (0..<count).map { "error \($0)" }
    expectRoundTrip(EntryFieldMachine.EffectBuffer.self, messages.map { .announceError($0) })
    expectRoundTrip(AreaFieldMachine.EffectBuffer.self, messages.map { .announceError($0) })
    expectRoundTrip(PickerFieldMachine.EffectBuffer.self, messages.map { .announceError($0) })
    expectRoundTrip(DateFieldMachine.EffectBuffer.self, messages.map { .announceError($0) })
  }

  /// A buffer with one effect fewer, or the same effects in another order, is not equal.
  @Test func buffersDifferWhenTheirEffectsDo() {
    let two: PickerFieldMachine.EffectBuffer = [.didSelectRow(1), .didChangeText]
    #expect(two != [.didSelectRow(1)])
    #expect(two != [.didChangeText, .didSelectRow(1)])
    #expect(two == [.didSelectRow(1), .didChangeText])
  }

  /// A field's step emits what its machine's `handle(_:)` returns for the same event.
  @Test func aFieldsStepEmitsWhatItsMachineReturns() {
    let field = PickerField()
    var machine = field.machine
    let events: [PickerFieldMachine.Event] = [
      .dataAssigned(["a", "b", "c"]), .errorSet("Bad"), .openRequested(allowed: true),
      .rowSelected(2), .rowSelected(0), .doneTapped, .errorSet("Worse"), .clearableChanged(true),
      .clearTapped,
    ]
    for event in events {
      let performed = field.send(event)
      var read: [PickerFieldMachine.Effect] = []
      performed.forEach { read.append($0) }
      #expect(read == Array(machine.handle(event)), "after \(event)")
    }
    #expect(field.machine == machine)
  }

  private func expectRoundTrip<Buffer: InlineEffectBuffer>(
    _: Buffer.Type, _ effects: [Buffer.Effect]
  ) {
    var buffer = Buffer()
    for effect in effects { buffer.emit(effect) }
    var read: [Buffer.Effect] = []
    buffer.forEach { read.append($0) }
    #expect(buffer.count == effects.count)
    #expect(read == effects)
  }
}
