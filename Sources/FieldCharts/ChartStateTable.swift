import FieldMachines

/// The table ``ChartExploration`` numbers the states it finds with: open addressing over each
/// state's ``ChartableMachine/chartDigest(of:)``, kept beside the state's index, so a
/// look-up compares integers and calls the state's `==` only when the digests match (a
/// `Dictionary` keyed by states compares, and copies, every state its probe passes).
struct ChartStateTable<Machine: ChartableMachine> {
  /// Each slot's state index plus one; 0 for an empty slot. The count is a power of two.
  private var slots = [Int](repeating: 0, count: 1024)
  /// The digest of each state, by index.
  private var digests: [Int] = []

  /// The digest of `state` (``ChartableMachine/chartDigest(of:)``).
  static func digest(of state: Machine.State) -> Int {
    Machine.chartDigest(of: state)
  }

  /// The index in `states` of the state equal to `state` (whose digest is `digest`), or `nil`;
  /// `states` are the states added so far, in index order.
  func index(of state: Machine.State, digest: Int, in states: [Machine.State]) -> Int? {
    let mask = slots.count - 1
    var slot = digest & mask
    while slots[slot] != 0 {
      let index = slots[slot] - 1
      if digests[index] == digest && Machine.chartStatesEqual(states[index], state) {
        return index
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Files the next state index under `digest`.
  mutating func append(digest: Int) {
    digests.append(digest)
    if digests.count * 2 > slots.count {
      slots = [Int](repeating: 0, count: slots.count * 2)
      for index in digests.indices { place(index) }
    } else {
      place(digests.count - 1)
    }
  }

  /// Puts `index` in the first empty slot from its digest's.
  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = digests[index] & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = index + 1
  }
}
