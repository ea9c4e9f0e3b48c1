import FieldCharts
import FieldMachines
import FieldMachinesTesting
import Testing

/// ``ChartableMachine/chartDigest(of:)`` is the digest exploration files the states it finds
/// by (by default the finalised ``ChartableMachine/chartHash(of:into:)``): equal states must
/// give equal digests, and equal hashes, however they were reached, or exploration would count
/// one state twice and the charts would change.
@Suite struct ChartHashTests {
  @Test(arguments: TestSupport.machineNames)
  func equalStatesReachedByDifferentWalksHashAlike(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    checkEqualStatesHashAlike(machine, steps: 6_000, seed: 0x4A54)
  }

  @Test func aTextTypedScalarByScalarHashesAsTheSameTextAssigned() {
    var typed = EntryFieldMachine()
    _ = typed.handle(.beginRequested(allowed: true))
    _ = typed.handle(.textEdited(.insert("e"), allowed: true))
    _ = typed.handle(.textEdited(.insert("\u{301}"), allowed: true))
    var assigned = EntryFieldMachine()
    _ = assigned.handle(.beginRequested(allowed: true))
    _ = assigned.handle(.textAssigned("e\u{301}"))
    #expect(typed.state == assigned.state)
    #expect(
      digest(EntryFieldMachine.self, typed.state) == digest(EntryFieldMachine.self, assigned.state))
    #expect(
      EntryFieldMachine.chartDigest(of: typed.state)
        == EntryFieldMachine.chartDigest(of: assigned.state))
  }

  /// `String ==` is canonical equivalence: an error message, a picker's text and its manual
  /// draft written "é" or "e" + U+0301 make equal states, which must digest alike whatever
  /// bytes the digest reads.
  @Test func canonicallyEquivalentTextsDigestAlike() {
    let composed = "Caf\u{E9} ferm\u{E9}"
    let decomposed = "Cafe\u{301} ferme\u{301}"
    var entries = (EntryFieldMachine(), EntryFieldMachine())
    _ = entries.0.handle(.errorSet(composed))
    _ = entries.1.handle(.errorSet(decomposed))
    #expect(entries.0.state == entries.1.state)
    #expect(
      EntryFieldMachine.chartDigest(of: entries.0.state)
        == EntryFieldMachine.chartDigest(of: entries.1.state))
    for (first, second) in [
      (PickerFieldMachine.Event.errorSet(composed), PickerFieldMachine.Event.errorSet(decomposed)),
      (.textAssigned(composed), .textAssigned(decomposed)),
    ] {
      var pickers = (PickerFieldMachine(), PickerFieldMachine())
      _ = pickers.0.handle(first)
      _ = pickers.1.handle(second)
      #expect(pickers.0.state == pickers.1.state, "\(first)")
      #expect(
        PickerFieldMachine.chartDigest(of: pickers.0.state)
          == PickerFieldMachine.chartDigest(of: pickers.1.state), "\(first)")
    }
  }

  /// Walks `machine` over its probes from its initial state, restarting every 200 steps, and
  /// checks that every state (and its normalised form) equal to one met before has that one's
  /// hash and digest; requires some equal states from different steps, so the check cannot
  /// pass empty.
  private func checkEqualStatesHashAlike<Machine: ChartableMachine>(
    _ machine: Machine.Type, steps: Int, seed: UInt64
  ) {
    let probes = Machine.chartProbes
    var random = SplitMix64(seed: seed)
    var firstMet: [Machine.State: Machine.State] = [:]
    var current = Machine(state: Machine.chartInitialState)
    var comparisons = 0
    for step in 0..<steps {
      if step % 200 == 0 { current = Machine(state: Machine.chartInitialState) }
      _ = current.handle(probes[Int(random.next() % UInt64(probes.count))].event)
      for state in [current.state, Machine.chartNormalised(current.state)] {
        guard let known = firstMet[state] else {
          firstMet[state] = state
          continue
        }
        comparisons += 1
        #expect(digest(machine, state) == digest(machine, known), "step \(step)")
        #expect(
          Machine.chartDigest(of: state) == Machine.chartDigest(of: known), "step \(step)")
      }
    }
    #expect(comparisons > steps / 2)
  }

  private func digest<Machine: ChartableMachine>(
    _ machine: Machine.Type, _ state: Machine.State
  )
    -> Int
  {
    var hasher = Hasher()
    Machine.chartHash(of: state, into: &hasher)
    return hasher.finalize()
  }
}
