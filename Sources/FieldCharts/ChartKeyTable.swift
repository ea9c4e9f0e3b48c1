/// The step keys a ``ChartDerivation`` meets (a key numbers a chart node, an event and guard
/// outcomes as one integer), each given a dense number in the order met.
///
/// The keys are sparse: a machine's nodes × events × guard-outcome lists run to a million
/// numbers, of which a few thousand occur. Arrays indexed by every possible key cost that
/// much fresh memory per derivation (the page faults of the first touch were a large part of
/// the form's derivation); this table keeps only the keys met, by open addressing over a
/// multiplicative hash, so a look-up compares integers.
struct ChartKeyTable: Sendable {
  /// Each key met, by its dense number.
  private(set) var keys: [Int] = []
  /// Each slot's dense number plus one; 0 for an empty slot. The count is a power of two.
  private var slots = [Int32](repeating: 0, count: 64)

  /// The dense number of `key`, or `nil` when it has not been met.
  func number(of key: Int) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while slots[slot] != 0 {
      let number = Int(slots[slot]) - 1
      if keys[number] == key { return number }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The dense number of `key`, numbering it next when it is new; `isNew` says which.
  mutating func insert(_ key: Int) -> (number: Int, isNew: Bool) {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while slots[slot] != 0 {
      let number = Int(slots[slot]) - 1
      if keys[number] == key { return (number, false) }
      slot = (slot + 1) & mask
    }
    keys.append(key)
    let number = keys.count - 1
    if keys.count * 2 > slots.count {
      slots = [Int32](repeating: 0, count: slots.count * 2)
      for index in keys.indices { place(index) }
    } else {
      slots[slot] = Int32(truncatingIfNeeded: number + 1)
    }
    return (number, true)
  }

  /// Puts dense number `number` in the first empty slot from its key's.
  private mutating func place(_ number: Int) {
    let mask = slots.count - 1
    var slot = Self.hash(keys[number]) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: number + 1)
  }

  /// A slot number for `key`: its high bits after a multiplication by an odd constant spread
  /// neighbouring keys apart.
  private static func hash(_ key: Int) -> Int {
    let mixed = UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32)
  }
}
