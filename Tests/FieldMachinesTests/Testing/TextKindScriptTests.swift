import FieldMachines
import FieldMachinesTesting
import Testing

/// The entry and area kinds print, read, categorise and simplify the events they share with
/// one piece of the kit's code: an area event and the entry event its line reads as agree.
@Suite struct TextKindScriptTests {
  @Test func theEventsEntryAndAreaShareAreReadAndWrittenAlike() throws {
    var rng = SplitMix64(seed: 0x17)
    for _ in 0..<400 {
      let event = AreaFieldMachine.anyEvent.generate(using: &rng)
      let line = AreaFieldMachine.scriptLine(for: event)
      #expect(AreaFieldMachine.event(scriptLine: line) == event, "\(line)")
      let entry = try #require(EntryFieldMachine.event(scriptLine: line), "\(line)")
      #expect(EntryFieldMachine.scriptLine(for: entry) == line)
      #expect(EntryFieldMachine.category(of: entry) == AreaFieldMachine.category(of: event))
      #expect(
        EntryFieldMachine.simplifications(of: entry).map(EntryFieldMachine.scriptLine(for:))
          == AreaFieldMachine.simplifications(of: event).map(AreaFieldMachine.scriptLine(for:)),
        "\(line)")
    }
  }
}
