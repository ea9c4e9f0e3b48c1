import FieldMachines

/// The guard-outcome lists and effect-name lists a ``ChartExploration`` meets, each numbered
/// once: guard outcomes and effects repeat across states, so each probe keeps the few it has
/// met, compared as compact codes (guards) or element by element (effects), before a list is
/// numbered machine-wide.
struct ChartOutcomeInterning<Machine: ChartableMachine> {
  /// Each distinct list of guard outcomes, in the order found.
  private(set) var conditionLists: [[String]] = []
  /// Each distinct list of effect names, in the order found; index 0 is the empty list.
  private(set) var effectLists: [[String]] = [[]]

  private var conditionsOfProbe: [[(code: GuardOutcomeCode, id: Int)]]
  private var conditionIDs: [GuardOutcomeCode: Int] = [:]
  // Two parallel lists per probe rather than one of pairs: a pair holding the generic
  // `Effects` would look its tuple metadata up on every scan.
  private var effectsOfProbe: [[Effects<Machine.Effect>]]
  private var effectIDsOfProbe: [[Int]]
  private var effectIDs: [[String]: Int] = [[]: 0]
  private var effectNames: [Machine.Effect: String] = [:]
  // Each probe's effect lists met so far as packed name numbers
  // (``ChartableMachine/chartEffectNameNumber(of:)``), with their numbers: most lists are
  // found by comparing one integer, with no effect compared or named.
  private var packedOfProbe: [[UInt64]]
  private var packedIDsOfProbe: [[Int]]

  /// Empty lists for `probes` probes.
  init(probes: Int) {
    conditionsOfProbe = Array(repeating: [], count: probes)
    effectsOfProbe = Array(repeating: [], count: probes)
    effectIDsOfProbe = Array(repeating: [], count: probes)
    packedOfProbe = Array(repeating: [], count: probes)
    packedIDsOfProbe = Array(repeating: [], count: probes)
  }

  /// The number of the guard outcomes `code` that probe `probe` recorded.
  mutating func conditionsID(_ code: GuardOutcomeCode, probe: Int) -> Int {
    // The code this probe met last first: a probe mostly records the same outcomes again.
    if let last = conditionsOfProbe[probe].last, last.code == code { return last.id }
    if let known = conditionsOfProbe[probe].firstIndex(where: { $0.code == code }) {
      let entry = conditionsOfProbe[probe].remove(at: known)
      conditionsOfProbe[probe].append(entry)
      return entry.id
    }
    let id: Int
    if let known = conditionIDs[code] {
      id = known
    } else {
      conditionLists.append(code.conditions)
      id = conditionLists.count - 1
      conditionIDs[code] = id
    }
    conditionsOfProbe[probe].append((code, id))
    return id
  }

  /// The number of the names of `effects`, which probe `probe` returned; 0 for none.
  mutating func effectsID(_ effects: Effects<Machine.Effect>, probe: Int) -> Int {
    guard !effects.isEmpty else { return 0 }
    guard let packed = Self.packedNameNumbers(of: effects) else {
      return effectsIDComparing(effects, probe: probe)
    }
    if let known = packedOfProbe[probe].firstIndex(of: packed) {
      return packedIDsOfProbe[probe][known]
    }
    let id = effectsIDComparing(effects, probe: probe)
    packedOfProbe[probe].append(packed)
    packedIDsOfProbe[probe].append(id)
    return id
  }

  /// The name numbers of `effects` (each below 255, at most seven), a byte each after the
  /// count; `nil` when the machine does not number the names or they do not fit.
  private static func packedNameNumbers(of effects: Effects<Machine.Effect>) -> UInt64? {
    guard effects.count < 8 else { return nil }
    var packed = UInt64(effects.count)
    // By index: iterating the collection copies and destroys it through generic value
    // witnesses.
    for index in 0..<effects.count {
      guard let number = Machine.chartEffectNameNumber(of: effects[index]), number >= 0,
        number < 255
      else { return nil }
      packed = packed << 8 | UInt64(number + 1)
    }
    return packed
  }

  /// ``effectsID(_:probe:)`` found by comparing the effects with each probe's earlier ones.
  private mutating func effectsIDComparing(_ effects: Effects<Machine.Effect>, probe: Int) -> Int {
    let count = effects.count
    // Element by element, in place: the compiler specialises this for `Machine.Effect`,
    // where `Effects`' own `==` runs unspecialised from this module.
    for known in effectsOfProbe[probe].indices where effectsOfProbe[probe][known].count == count {
      var isEqual = true
      for position in 0..<count
      where effectsOfProbe[probe][known][position] != effects[position] {
        isEqual = false
        break
      }
      if isEqual { return effectIDsOfProbe[probe][known] }
    }
    let names = effects.map { effect in
      if let known = effectNames[effect] { return known }
      let name = Machine.chartEffectName(of: effect)
      effectNames[effect] = name
      return name
    }
    let id: Int
    if let known = effectIDs[names] {
      id = known
    } else {
      effectLists.append(names)
      id = effectLists.count - 1
      effectIDs[names] = id
    }
    effectsOfProbe[probe].append(effects)
    effectIDsOfProbe[probe].append(id)
    return id
  }
}
