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
/// search over effects owners and guards compares and hashes integers; strings are read only
/// to build the regional transitions it returns.
private struct Factoring {
  /// An event with its guard outcomes.
  struct Key: Hashable {
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

  /// A guard term on integers: a region and the positions of the values it allows, in the
  /// region's order.
  struct Term: Hashable {
    var region: Int
    var values: [Int]
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
    let regionValues = (0..<count).map { index in
      let present = Set(
        chart.states.compactMap { $0.values.indices.contains(index) ? $0.values[index] : nil })
      let declared = chart.regions[index].values.filter(present.contains)
      return declared + present.subtracting(declared).sorted()
    }
    self.regionValues = regionValues
    let positions = regionValues.map { values in
      Dictionary(values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
    // A region a state leaves out reads as the empty value, as in the state's ID.
    valuesOfState = chart.states.map { state in
      (0..<count).map { region in
        positions[region][region < state.values.count ? state.values[region] : ""] ?? -1
      }
    }
    var indexOfState: [String: Int] = [:]
    for (index, state) in chart.states.enumerated() where indexOfState[state.id] == nil {
      indexOfState[state.id] = index
    }
    var keyIndex: [Key: Int] = [:]
    var firstKeys: [Key] = []
    var flat: [[Int: StateChart.Transition]] = []
    for transition in chart.transitions {
      let key = Key(event: transition.event, conditions: transition.conditions)
      let index: Int
      if let known = keyIndex[key] {
        index = known
      } else {
        index = firstKeys.count
        keyIndex[key] = index
        firstKeys.append(key)
        flat.append([:])
      }
      guard let source = indexOfState[transition.source] else { continue }
      flat[index][source] = transition
    }
    let eventOrder = Dictionary(
      chart.events.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    // Keys by event order, then as first met.
    let order = firstKeys.indices.sorted { lhs, rhs in
      (eventOrder[firstKeys[lhs].event] ?? Int.max, lhs)
        < (eventOrder[firstKeys[rhs].event] ?? Int.max, rhs)
    }
    keys = order.map { firstKeys[$0] }
    var positionOfKey = [Int](repeating: 0, count: order.count)
    for (position, key) in order.enumerated() { positionOfKey[key] = position }
    // Number 0 is no effect: a region that does not own a transition's effects returns none.
    var effectLists: [[String]] = [[]]
    var effectsNumber: [[String]: Int] = [[]: 0]
    let valuesOfState = self.valuesOfState
    moves = order.map { key in
      flat[key].keys.sorted().compactMap { source in
        guard let transition = flat[key][source], let target = indexOfState[transition.target]
        else { return nil }
        let effects: Int
        if let known = effectsNumber[transition.effects] {
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
        if let key = keyIndex[Key(event: reception.event, conditions: reception.conditions)] {
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
        for (value, transition) in list {
          transitions[region].append((value, keyIndex, transition))
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

  /// The regional transitions of key `keyIndex`, per region, each with its source value's
  /// index: the split with the fewest targetless transitions, then the fewest transitions and
  /// guard terms, over every choice of effects owner.
  func factor(_ keyIndex: Int) -> [[(Int, RegionalChart.Transition)]] {
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
    var best: (cost: [Int], result: [[(Int, RegionalChart.Transition)]])?
    // A region's transitions depend only on the moves and on which flat transitions' effects
    // it owns, and most regions own the same ones whichever region is preferred: each region's
    // are worked out once per owned set.
    var known = [[[Int]: (result: [(Int, RegionalChart.Transition)], cost: [Int])]](
      repeating: [:], count: regionCount)
    var reactionOf = [Reaction?](repeating: nil, count: valuesOfState.count)
    for preferred in candidates {
      // The effects go to `preferred` when it moves or nothing moves, else to the first
      // region that moves.
      let owners = flatMoves.map { move in
        move.moving.isEmpty || move.moving.contains(preferred) ? preferred : move.moving[0]
      }
      var owned = [[Int]](repeating: [], count: regionCount)
      for (index, move) in flatMoves.enumerated() { owned[owners[index]].append(move.source) }
      var cost = [0, 0]
      let result = (0..<regionCount).map { region in
        let ownedSources = owned[region]
        if let found = known[region][ownedSources] {
          cost[0] += found.cost[0]
          cost[1] += found.cost[1]
          return found.result
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
        let found = transitions(
          of: keyIndex, in: region, groups: groups[region], reactionOf: reactionOf)
        for move in flatMoves { reactionOf[move.source] = nil }
        let regionCost = [
          found.filter { $0.1.target == nil }.count,
          found.reduce(0) { $0 + 1 + $1.1.guard.size },
        ]
        known[region][ownedSources] = (found, regionCost)
        cost[0] += regionCost[0]
        cost[1] += regionCost[1]
        return found
      }
      if best.map({ cost.lexicographicallyPrecedes($0.cost) }) ?? true { best = (cost, result) }
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

  /// The transitions of `region` for key `keyIndex`: per value, one per distinct reaction,
  /// guarded when the flat states with that value (`groups`, from ``groups(receiving:)``)
  /// react differently.
  func transitions(
    of keyIndex: Int, in region: Int, groups: [[Int]], reactionOf: [Reaction?]
  ) -> [(Int, RegionalChart.Transition)] {
    let key = keys[keyIndex]
    var result: [(Int, RegionalChart.Transition)] = []
    for (valueIndex, value) in regionValues[region].enumerated() {
      let group = groups[valueIndex]
      var distinct: [Reaction] = []
      for state in group {
        if let reaction = reactionOf[state], !distinct.contains(reaction) {
          distinct.append(reaction)
        }
      }
      guard !distinct.isEmpty else { continue }
      let uniform = distinct.count == 1 && group.allSatisfy { reactionOf[$0] != nil }
      // The regions that tell the group's reactions apart: the same for each reaction.
      let chosen =
        uniform
        ? [] : smallestSeparatingSubset(region: region, group: group, reactionOf: reactionOf)
      for reaction in distinct {
        let guardValue =
          uniform
          ? RegionalChart.Guard.always
          : guardFor(reaction, in: group, chosen: chosen, reactionOf: reactionOf)
        result.append(
          (
            valueIndex,
            RegionalChart.Transition(
              source: value, event: key.event, conditions: key.conditions, guard: guardValue,
              target: reaction.target.map { name(of: $0, in: region) },
              effects: effectLists[reaction.effects])
          ))
      }
    }
    return result
  }

  /// The name of the value at `position` in `region`; the empty value for -1.
  func name(of position: Int, in region: Int) -> String {
    position < 0 ? "" : regionValues[region][position]
  }

  /// The guard on the `chosen` other regions (``smallestSeparatingSubset(region:group:reactionOf:)``)
  /// that holds in the states of `group` that react with `reaction` and in no other state of
  /// `group`.
  func guardFor(
    _ reaction: Reaction, in group: [Int], chosen: [Int], reactionOf: [Reaction?]
  ) -> RegionalChart.Guard {
    let matching = group.filter { reactionOf[$0] == reaction }
    let rest = group.filter { reactionOf[$0] != reaction }
    func holds(_ clause: [Term], _ state: Int) -> Bool {
      clause.allSatisfy { $0.values.contains(valuesOfState[state][$0.region]) }
    }
    func isValid(_ clause: [Term]) -> Bool {
      !rest.contains { holds(clause, $0) }
    }
    // One clause per combination of the chosen regions' values, then each term dropped while
    // the clause still excludes every other reaction.
    var clauses: [[Term]] = []
    for state in matching {
      var clause = chosen.map { Term(region: $0, values: [valuesOfState[state][$0]]) }
      var position = 0
      while position < clause.count {
        var shorter = clause
        shorter.remove(at: position)
        if isValid(shorter) { clause = shorter } else { position += 1 }
      }
      if !clauses.contains(clause) { clauses.append(clause) }
    }
    // Clauses on the same regions that differ in one term's values become one clause.
    var merged = true
    while merged {
      merged = false
      search: for first in clauses.indices {
        for second in clauses.indices where second > first {
          guard let joined = join(clauses[first], clauses[second]), isValid(joined) else {
            continue
          }
          clauses[first] = joined
          clauses.remove(at: second)
          merged = true
          break search
        }
      }
    }
    if clauses.contains(where: \.isEmpty) { return .always }
    return RegionalChart.Guard(
      clauses: clauses.map { clause in
        clause.map { term in
          RegionalChart.Guard.Term(
            region: chart.regions[term.region].name, index: term.region,
            values: term.values.map { name(of: $0, in: term.region) })
        }
      })
  }

  /// `first` and `second` as one clause when they name the same regions and differ in the
  /// values of at most one term.
  func join(_ first: [Term], _ second: [Term]) -> [Term]? {
    guard first.count == second.count,
      zip(first, second).allSatisfy({ $0.region == $1.region })
    else { return nil }
    let differing = first.indices.filter { first[$0].values != second[$0].values }
    guard differing.count <= 1 else { return nil }
    guard let position = differing.first else { return first }
    var result = first
    let union = Set(first[position].values + second[position].values)
    result[position].values = regionValues[first[position].region].indices.filter(
      union.contains)
    return result
  }

  /// The fewest of the regions other than `region` whose values tell apart every two states of
  /// `group` that react differently (all of them always do: together with the region's own
  /// value they are the state).
  func smallestSeparatingSubset(
    region: Int, group: [Int], reactionOf: [Reaction?]
  ) -> [Int] {
    let others = (0..<regionCount).filter { $0 != region }
    for subset in subsetsOfOthers[region] {
      var reactionOfProjection: [Int: Reaction?] = [:]
      var separates = true
      for state in group {
        // The projection's value positions, mixed-radix (-1 counts as a value of its own).
        var projection = 0
        for other in subset {
          let digit = valuesOfState[state][other] + 1
          projection = projection * (regionValues[other].count + 1) + digit
        }
        let reaction = reactionOf[state]
        if let known = reactionOfProjection[projection], known != reaction {
          separates = false
          break
        }
        reactionOfProjection[projection] = reaction
      }
      if separates { return subset }
    }
    return others
  }
}
