import FieldMachines

extension RegionalChart {
  /// Factors `chart`'s flat transitions into its regions.
  ///
  /// For each event and guard outcomes (a key), every flat transition is split over the
  /// regions: each region whose value changes gets a transition to its new value, and one
  /// region gets the effects, in the flat order (a targetless transition when its value
  /// stays). The owner of the effects is chosen per key so the result has the fewest
  /// transitions and guard terms. A region's transitions from one value then need a guard
  /// exactly when the flat states with that value react differently; the guard names the
  /// fewest other regions that tell them apart. Only the states that can receive a key
  /// (``StateChart/Node/receives``) count: a state that never receives it needs no guard to
  /// keep it out. A key with no transition from a state that receives it is a no-op there,
  /// and the factoring keeps it one, so the statechart and the flat chart agree on every state
  /// and every key it can receive (``step(from:event:conditions:)``).
  ///
  /// The factoring is a fixed function of `chart`, made once per process for each distinct
  /// chart and shared (see `FactoringCache`).
  public init(factoring chart: StateChart) {
    let regions = FactoringCache.shared.regions(of: chart) { Factoring($0).regions() }
    self.init(chart: chart, regions: regions)
  }
}

/// The work of ``RegionalChart/init(factoring:)``, on integers: each flat state is its index,
/// each region value its position among the region's values (``regionValues``), each key
/// (event and guard outcomes) its position in ``keys`` and each effect list its number, so the
/// search over effects owners and guards compares integers and bit sets; strings are read once
/// to number what the chart names, and written only for the regional transitions of the split
/// the search keeps.
private struct Factoring {
  /// An event with its guard outcomes.
  struct Key {
    var event: String
    var conditions: [String]
  }

  /// What one region does in one flat state on one key: its new value's position (`nil`: it
  /// stays) and the number of the effects it returns.
  struct Reaction: Hashable {
    var target: Int?
    var effects: Int
  }

  /// A flat transition of one key, with the regions it moves.
  struct Move {
    /// The source state's index.
    var source: Int
    /// The number of the transition's effects.
    var effects: Int
    /// The target state's value positions.
    var after: [Int]
    /// The regions whose values differ between source and target, in order.
    var moving: [Int]
  }

  /// A regional transition as the search finds it: its source value's position, its reaction
  /// and its guard's clauses (`nil`: always), each clause in ``GuardClauseSpace``'s layout.
  struct Found {
    var value: Int
    var reaction: Reaction
    var clauses: [[UInt64]]?
  }

  /// One region's transitions for one set of owned flat transitions, with their cost.
  struct RegionSplit {
    /// The sources of the flat transitions whose effects the region owns.
    var owned: [Int]
    var found: [Found]
    /// The targetless transitions, then the transitions plus their guards' region values.
    var cost: (loops: Int, size: Int)
  }

  let chart: StateChart
  let regionCount: Int
  /// Each flat state's value positions, one per region; -1 where the state has no value for
  /// the region (a flat chart built by hand may leave regions out).
  let valuesOfState: [[Int]]
  /// Each region's values that occur, in declaration order.
  let regionValues: [[String]]
  /// The keys, in the order of the chart's events, then as first met.
  let keys: [Key]
  /// For each key (by position in ``keys``), its flat transitions by source index.
  let moves: [[Move]]
  /// Each distinct effect list, by number; number 0 is the empty list.
  let effectLists: [[String]]
  /// For each key, whether each state can receive it; `nil` when some state records no
  /// receptions (a chart built by hand), and then every state receives every key.
  let receivers: [[Bool]]?
  /// For each region, the subsets of the other regions, smallest first, then in order.
  let subsetsOfOthers: [[[Int]]]
  /// The layout of a guard clause's bit sets.
  let clauseSpace: GuardClauseSpace

  init(_ chart: StateChart) {
    self.chart = chart
    regionCount = chart.regions.count
    let count = chart.regions.count
    subsetsOfOthers = (0..<count).map { region in
      var subsets: [[Int]] = [[]]
      for other in 0..<count where other != region { subsets += subsets.map { $0 + [other] } }
      return subsets.sorted { lhs, rhs in
        lhs.count != rhs.count ? lhs.count < rhs.count : lhs.lexicographicallyPrecedes(rhs)
      }
    }
    // A region a state leaves out reads as the empty value, as in the state's ID.
    func value(_ state: StateChart.Node, _ region: Int) -> String {
      region < state.values.count ? state.values[region] : ""
    }
    // Each region's values as met (a region has a few: a linear search beats hashing).
    var present = [[String]](repeating: [], count: count)
    for state in chart.states {
      for region in 0..<count where state.values.indices.contains(region) {
        let value = state.values[region]
        if !present[region].contains(value) { present[region].append(value) }
      }
    }
    let regionValues = (0..<count).map { index in
      let declared = chart.regions[index].values.filter(present[index].contains)
      return declared + present[index].filter { !declared.contains($0) }.sorted()
    }
    self.regionValues = regionValues
    clauseSpace = GuardClauseSpace(
      regionCount: count, largestRegion: regionValues.map(\.count).max() ?? 0)
    let valuesOfState = chart.states.map { state in
      (0..<count).map { region in regionValues[region].firstIndex(of: value(state, region)) ?? -1 }
    }
    self.valuesOfState = valuesOfState
    var indexOfState: [String: Int] = [:]
    // The first state with each state's ID.
    var firstOfState: [Int] = []
    for (index, state) in chart.states.enumerated() {
      if let known = indexOfState[state.id] {
        firstOfState.append(known)
      } else {
        indexOfState[state.id] = index
        firstOfState.append(index)
      }
    }
    // Keys numbered as first met: events by name, then each event's guard outcomes in a short
    // list searched in order.
    var eventOfName: [String: Int] = [:]
    var keysOfEvent: [[(conditions: [String], key: Int)]] = []
    var firstKeys: [Key] = []
    func keyNumber(event: String, conditions: [String], adding: Bool) -> Int? {
      let eventNumber: Int
      if let known = eventOfName[event] {
        eventNumber = known
      } else {
        guard adding else { return nil }
        eventNumber = keysOfEvent.count
        eventOfName[event] = eventNumber
        keysOfEvent.append([])
      }
      if let known = keysOfEvent[eventNumber].first(where: { $0.conditions == conditions }) {
        return known.key
      }
      guard adding else { return nil }
      keysOfEvent[eventNumber].append((conditions, firstKeys.count))
      firstKeys.append(Key(event: event, conditions: conditions))
      return firstKeys.count - 1
    }
    // Each key's flat transitions as (source, transition index), in chart order. A chart lists
    // its transitions by source state in state order, so the source is looked for a few states
    // on from the last one before its ID is hashed.
    var flat: [[(source: Int, transition: Int)]] = []
    var cursor = 0
    for (transitionIndex, transition) in chart.transitions.enumerated() {
      guard
        let index = keyNumber(
          event: transition.event, conditions: transition.conditions, adding: true)
      else { continue }
      if index == flat.count { flat.append([]) }
      var source: Int?
      for candidate in cursor..<min(cursor + 8, chart.states.count)
      where chart.states[candidate].id == transition.source {
        cursor = candidate
        source = firstOfState[candidate]
        break
      }
      guard let source = source ?? indexOfState[transition.source] else { continue }
      flat[index].append((source, transitionIndex))
    }
    let eventOrder = Dictionary(
      chart.events.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let orderOfKey = firstKeys.map { eventOrder[$0.event] ?? Int.max }
    // Keys by event order, then as first met.
    let order = firstKeys.indices.sorted { lhs, rhs in
      (orderOfKey[lhs], lhs) < (orderOfKey[rhs], rhs)
    }
    keys = order.map { firstKeys[$0] }
    var positionOfKey = [Int](repeating: 0, count: order.count)
    for (position, key) in order.enumerated() { positionOfKey[key] = position }
    // Number 0 is no effect: a region that does not own a transition's effects returns none.
    var effectLists: [[String]] = [[]]
    var effectsNumber: [[String]: Int] = [[]: 0]
    moves = order.map { key in
      // By source; of two transitions from one source, the later in the chart.
      var bySource: [(source: Int, transition: Int)] = []
      for entry in flat[key].sorted(by: { ($0.source, $0.transition) < ($1.source, $1.transition) })
      {
        if bySource.last?.source == entry.source { bySource.removeLast() }
        bySource.append(entry)
      }
      return bySource.compactMap { source, transitionIndex in
        let transition = chart.transitions[transitionIndex]
        guard let target = indexOfState[transition.target] else { return nil }
        let effects: Int
        if transition.effects.isEmpty {
          effects = 0
        } else if let known = effectsNumber[transition.effects] {
          effects = known
        } else {
          effects = effectLists.count
          effectsNumber[transition.effects] = effects
          effectLists.append(transition.effects)
        }
        let before = valuesOfState[source]
        let after = valuesOfState[target]
        return Move(
          source: source, effects: effects, after: after,
          moving: (0..<count).filter { before[$0] != after[$0] })
      }
    }
    self.effectLists = effectLists
    var receivers: [[Bool]]? = Array(
      repeating: Array(repeating: false, count: chart.states.count), count: order.count)
    for (index, state) in chart.states.enumerated() {
      guard let receives = state.receives else {
        receivers = nil
        break
      }
      for reception in receives {
        if let key = keyNumber(
          event: reception.event, conditions: reception.conditions, adding: false)
        {
          receivers?[positionOfKey[key]][index] = true
        }
      }
    }
    self.receivers = receivers
  }

  /// Every region with its transitions.
  func regions() -> [RegionalChart.Region] {
    var transitions = [[(value: Int, key: Int, transition: RegionalChart.Transition)]](
      repeating: [], count: regionCount)
    for keyIndex in keys.indices {
      for (region, list) in factor(keyIndex).enumerated() {
        for found in list {
          transitions[region].append(
            (found.value, keyIndex, transition(found, of: keyIndex, in: region)))
        }
      }
    }
    // The first state with the initial ID, found without building the chart's look-up tables.
    let initialValues = chart.states.first { $0.id == chart.initial }?.values ?? []
    return (0..<regionCount).map { index in
      let ordered = transitions[index].enumerated().sorted { lhs, rhs in
        (lhs.element.value, lhs.element.key, lhs.offset)
          < (rhs.element.value, rhs.element.key, rhs.offset)
      }
      return RegionalChart.Region(
        name: chart.regions[index].name, index: index, values: regionValues[index],
        initial: index < initialValues.count
          ? initialValues[index] : (regionValues[index].first ?? ""),
        transitions: ordered.map(\.element.transition))
    }
  }

  /// The regional transitions of key `keyIndex`, per region: the split with the fewest
  /// targetless transitions, then the fewest transitions and guard terms, over every choice of
  /// effects owner.
  func factor(_ keyIndex: Int) -> [[Found]] {
    let flatMoves = moves[keyIndex]
    // Prefer as owner the region the key moves most often, so effects sit where they belong.
    var moveCounts = [Int](repeating: 0, count: regionCount)
    for move in flatMoves {
      for region in move.moving { moveCounts[region] += 1 }
    }
    let candidates = (0..<regionCount).sorted {
      (-moveCounts[$0], $0) < (-moveCounts[$1], $1)
    }
    let groups = groups(receiving: keyIndex)
    // The fewest targetless transitions (loops drawn on a state), then the fewest transitions
    // and guard terms.
    var best: (cost: (loops: Int, size: Int), result: [[Found]])?
    // A region's transitions depend only on the moves and on which flat transitions' effects
    // it owns, and most regions own the same ones whichever region is preferred: each region's
    // are worked out once per owned set (a region meets a few, searched in order).
    var known = [[RegionSplit]](repeating: [], count: regionCount)
    var reactionOf = [Reaction?](repeating: nil, count: valuesOfState.count)
    // Two preferred regions that give every flat transition the same owner split alike: the
    // later one cannot cost less, so it is skipped.
    var ownersTried: [[Int]] = []
    for preferred in candidates {
      // The effects go to `preferred` when it moves or nothing moves, else to the first
      // region that moves.
      let owners = flatMoves.map { move in
        move.moving.isEmpty || move.moving.contains(preferred) ? preferred : move.moving[0]
      }
      if ownersTried.contains(owners) { continue }
      ownersTried.append(owners)
      var owned = [[Int]](repeating: [], count: regionCount)
      for (index, move) in flatMoves.enumerated() { owned[owners[index]].append(move.source) }
      var cost = (loops: 0, size: 0)
      let result = (0..<regionCount).map { region in
        let ownedSources = owned[region]
        if let split = known[region].first(where: { $0.owned == ownedSources }) {
          cost.loops += split.cost.loops
          cost.size += split.cost.size
          return split.found
        }
        // The region's reaction in each flat state that has one.
        for (index, move) in flatMoves.enumerated() {
          let effects = owners[index] == region ? move.effects : 0
          if move.moving.contains(region) {
            reactionOf[move.source] = Reaction(target: move.after[region], effects: effects)
          } else if owners[index] == region {
            reactionOf[move.source] = Reaction(target: nil, effects: effects)
          }
        }
        let found = transitions(in: region, groups: groups[region], reactionOf: reactionOf)
        for move in flatMoves { reactionOf[move.source] = nil }
        var regionCost = (loops: 0, size: 0)
        for transition in found {
          if transition.reaction.target == nil { regionCost.loops += 1 }
          regionCost.size += 1 + (transition.clauses.map(clauseSpace.size(of:)) ?? 0)
        }
        known[region].append(RegionSplit(owned: ownedSources, found: found, cost: regionCost))
        cost.loops += regionCost.loops
        cost.size += regionCost.size
        return found
      }
      if best.map({ cost < $0.cost }) ?? true { best = (cost, result) }
    }
    return best?.result ?? []
  }

  /// For each region, for each of its values (in ``regionValues`` order), the flat states
  /// with that value that can receive key `keyIndex`: the same for every choice of effects
  /// owner, so ``factor(_:)`` finds them once per key.
  func groups(receiving keyIndex: Int) -> [[[Int]]] {
    let receiving = receivers?[keyIndex]
    var groups = regionValues.map { [[Int]](repeating: [], count: $0.count) }
    for state in valuesOfState.indices where receiving?[state] ?? true {
      for region in 0..<regionCount {
        let position = valuesOfState[state][region]
        if position >= 0 { groups[region][position].append(state) }
      }
    }
    return groups
  }

  /// The transitions of `region`: per value, one per distinct reaction, guarded when the flat
  /// states with that value (`groups`, from ``groups(receiving:)``) react differently.
  func transitions(in region: Int, groups: [[Int]], reactionOf: [Reaction?]) -> [Found] {
    var result: [Found] = []
    for valueIndex in regionValues[region].indices {
      let group = groups[valueIndex]
      var distinct: [Reaction] = []
      for state in group {
        if let reaction = reactionOf[state], !distinct.contains(reaction) {
          distinct.append(reaction)
        }
      }
      guard !distinct.isEmpty else { continue }
      let uniform = distinct.count == 1 && group.allSatisfy { reactionOf[$0] != nil }
      guard !uniform else {
        result.append(Found(value: valueIndex, reaction: distinct[0], clauses: nil))
        continue
      }
      // Each state's reaction as a small number: its place in `distinct`, or the count for
      // none.
      let codes = group.map { state in
        reactionOf[state].flatMap { distinct.firstIndex(of: $0) } ?? distinct.count
      }
      // The regions that tell the group's reactions apart: the same for each reaction.
      let chosen = smallestSeparatingSubset(region: region, group: group, codes: codes)
      for code in distinct.indices {
        result.append(
          Found(
            value: valueIndex, reaction: distinct[code],
            clauses: guardClauses(code, in: group, codes: codes, chosen: chosen)))
      }
    }
    return result
  }

  /// The regional transition `found` of key `keyIndex` in `region`, with its names.
  func transition(_ found: Found, of keyIndex: Int, in region: Int) -> RegionalChart.Transition {
    let key = keys[keyIndex]
    let guardValue =
      found.clauses.map { list in
        RegionalChart.Guard(
          clauses: list.map { clause in
            clauseSpace.terms(of: clause).map { region, positions in
              RegionalChart.Guard.Term(
                region: chart.regions[region].name, index: region,
                values: positions.map { name(of: $0, in: region) })
            }
          })
      } ?? .always
    return RegionalChart.Transition(
      source: regionValues[region][found.value], event: key.event, conditions: key.conditions,
      guard: guardValue, target: found.reaction.target.map { name(of: $0, in: region) },
      effects: effectLists[found.reaction.effects])
  }

  /// The name of the value at `position` in `region`; the empty value for -1.
  func name(of position: Int, in region: Int) -> String {
    position < 0 ? "" : regionValues[region][position]
  }

  /// The clauses of the guard on the `chosen` other regions
  /// (``smallestSeparatingSubset(region:group:codes:)``) that holds in the states of `group`
  /// whose reaction is `code` (`codes` has each state's) and in no other state of `group`;
  /// `nil` when it always holds.
  func guardClauses(_ code: Int, in group: [Int], codes: [Int], chosen: [Int]) -> [[UInt64]]? {
    var matching: [Int] = []
    var rest: [Int] = []
    for (index, state) in group.enumerated() {
      if codes[index] == code { matching.append(state) } else { rest.append(state) }
    }
    func isValid(_ clause: [UInt64]) -> Bool {
      !rest.contains { clauseSpace.holds(clause, on: chosen, in: valuesOfState[$0]) }
    }
    // One clause per combination of the chosen regions' values, then each term dropped while
    // the clause still excludes every other reaction.
    var found: [[UInt64]] = []
    for state in matching {
      var clause = clauseSpace.clause(on: chosen, in: valuesOfState[state])
      for region in chosen {
        let shorter = clauseSpace.removing(region, from: clause)
        if isValid(shorter) { clause = shorter }
      }
      if !found.contains(clause) { found.append(clause) }
    }
    // Clauses on the same regions that differ in one term's values become one clause.
    var merged = true
    while merged {
      merged = false
      search: for first in found.indices {
        for second in found.indices where second > first {
          guard let joined = clauseSpace.join(found[first], found[second], on: chosen),
            isValid(joined)
          else { continue }
          found[first] = joined
          found.remove(at: second)
          merged = true
          break search
        }
      }
    }
    return found.contains(where: clauseSpace.isEmpty) ? nil : found
  }

  /// The fewest of the regions other than `region` whose values tell apart every two states of
  /// `group` whose reactions differ (`codes` has each state's; all of them always do: together
  /// with the region's own value they are the state).
  func smallestSeparatingSubset(region: Int, group: [Int], codes: [Int]) -> [Int] {
    // The reaction seen for each projection, in a small open-addressed table whose slots are
    // stamped with the subset they belong to, so it is never cleared.
    var size = 16
    while size < group.count * 2 { size *= 2 }
    var stamps = [Int](repeating: -1, count: size)
    var projections = [Int](repeating: 0, count: size)
    var reactions = [Int](repeating: 0, count: size)
    for (stamp, subset) in subsetsOfOthers[region].enumerated() {
      var separates = true
      for (index, state) in group.enumerated() {
        // The projection's value positions, mixed-radix (-1 counts as a value of its own).
        var projection = 0
        for other in subset {
          let digit = valuesOfState[state][other] + 1
          projection = projection * (regionValues[other].count + 1) + digit
        }
        var slot =
          Int(truncatingIfNeeded: (UInt(bitPattern: projection) &* 0x9E37_79B9_7F4A_7C15) >> 32)
          & (size - 1)
        while stamps[slot] == stamp && projections[slot] != projection {
          slot = (slot + 1) & (size - 1)
        }
        if stamps[slot] == stamp {
          if reactions[slot] != codes[index] {
            separates = false
            break
          }
        } else {
          stamps[slot] = stamp
          projections[slot] = projection
          reactions[slot] = codes[index]
        }
      }
      if separates { return subset }
    }
    return (0..<regionCount).filter { $0 != region }
  }
}
