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

/// The work of ``RegionalChart/init(factoring:)``.
private struct Factoring {
  /// An event with its guard outcomes.
  struct Key: Hashable {
    var event: String
    var conditions: [String]
  }

  /// What one region does in one flat state on one key: its new value (`nil`: it stays) and
  /// the effects it returns.
  struct Reaction: Hashable {
    var target: String?
    var effects: [String]
  }

  let chart: StateChart
  let regionCount: Int
  /// Each flat state's region values, padded to ``regionCount``.
  let valuesOfState: [[String]]
  /// Each region's values that occur, in declaration order.
  let regionValues: [[String]]
  /// The keys, in the order of the chart's events, then as first met.
  let keys: [Key]
  /// For each key, the flat transition from each state index that has one.
  let flat: [Key: [Int: StateChart.Transition]]
  let indexOfState: [String: Int]
  /// For each key, the indices of the states that can receive it; `nil` when some state
  /// records no receptions (a chart built by hand), and then every state receives every key.
  let receivers: [Key: Set<Int>]?
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
    valuesOfState = chart.states.map { state in
      (0..<count).map { $0 < state.values.count ? state.values[$0] : "" }
    }
    regionValues = (0..<count).map { index in
      let present = Set(
        chart.states.compactMap { $0.values.indices.contains(index) ? $0.values[index] : nil })
      let declared = chart.regions[index].values.filter(present.contains)
      return declared + present.subtracting(declared).sorted()
    }
    var indexOfState: [String: Int] = [:]
    for (index, state) in chart.states.enumerated() where indexOfState[state.id] == nil {
      indexOfState[state.id] = index
    }
    self.indexOfState = indexOfState
    var flat: [Key: [Int: StateChart.Transition]] = [:]
    var firstSeen: [Key: Int] = [:]
    for (position, transition) in chart.transitions.enumerated() {
      let key = Key(event: transition.event, conditions: transition.conditions)
      if firstSeen[key] == nil { firstSeen[key] = position }
      guard let source = indexOfState[transition.source] else { continue }
      flat[key, default: [:]][source] = transition
    }
    self.flat = flat
    var receivers: [Key: Set<Int>]? = [:]
    for (index, state) in chart.states.enumerated() {
      guard let receives = state.receives else {
        receivers = nil
        break
      }
      for reception in receives {
        receivers?[Key(event: reception.event, conditions: reception.conditions), default: []]
          .insert(index)
      }
    }
    self.receivers = receivers
    let eventOrder = Dictionary(
      chart.events.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    keys = firstSeen.keys.sorted { lhs, rhs in
      let left = (eventOrder[lhs.event] ?? Int.max, firstSeen[lhs] ?? 0)
      let right = (eventOrder[rhs.event] ?? Int.max, firstSeen[rhs] ?? 0)
      return left < right
    }
  }

  /// Every region with its transitions.
  func regions() -> [RegionalChart.Region] {
    var transitions = [[(value: Int, key: Int, transition: RegionalChart.Transition)]](
      repeating: [], count: regionCount)
    for (keyIndex, key) in keys.enumerated() {
      for (region, list) in factor(key).enumerated() {
        for (value, transition) in list {
          transitions[region].append((value, keyIndex, transition))
        }
      }
    }
    let initialValues = chart.state(withID: chart.initial).map(\.values) ?? []
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

  /// The regional transitions of `key`, per region, each with its source value's index: the
  /// split with the fewest targetless transitions, then the fewest transitions and guard terms,
  /// over every choice of effects owner.
  func factor(_ key: Key) -> [[(Int, RegionalChart.Transition)]] {
    let table = flat[key] ?? [:]
    // Prefer as owner the region the key moves most often, so effects sit where they belong.
    var moves = [Int](repeating: 0, count: regionCount)
    for (source, transition) in table {
      guard let target = indexOfState[transition.target] else { continue }
      for region in 0..<regionCount
      where valuesOfState[source][region] != valuesOfState[target][region] {
        moves[region] += 1
      }
    }
    let candidates = (0..<regionCount).sorted { (-moves[$0], $0) < (-moves[$1], $1) }
    let groups = groups(receiving: key)
    // The fewest targetless transitions (loops drawn on a state), then the fewest transitions
    // and guard terms.
    var best: (cost: [Int], result: [[(Int, RegionalChart.Transition)]])?
    // Each flat transition with the regions it moves: the same for every choice of owner.
    let flatMoves = table.compactMap { source, transition in
      indexOfState[transition.target].map { target in
        let before = valuesOfState[source]
        let after = valuesOfState[target]
        return (
          source: source, effects: transition.effects, after: after,
          moving: (0..<regionCount).filter { before[$0] != after[$0] }
        )
      }
    }
    // A region's transitions depend only on the moves and on which flat transitions' effects
    // it owns, and most regions own the same ones whichever region is preferred: each region's
    // are worked out once per owned set.
    var known = [[[Int]: [(Int, RegionalChart.Transition)]]](
      repeating: [:], count: regionCount)
    for preferred in candidates {
      // The effects go to `preferred` when it moves or nothing moves, else to the first
      // region that moves.
      let owners = flatMoves.map { move in
        move.moving.isEmpty || move.moving.contains(preferred) ? preferred : move.moving[0]
      }
      var owned = [[Int]](repeating: [], count: regionCount)
      for (index, move) in flatMoves.enumerated() { owned[owners[index]].append(move.source) }
      let result = (0..<regionCount).map { region in
        let ownedSources = owned[region].sorted()
        if let found = known[region][ownedSources] { return found }
        // The region's reaction in each flat state that has one (a table by state index, so
        // a key with few transitions costs little).
        var reactionOf: [Int: Reaction] = [:]
        for (index, move) in flatMoves.enumerated() {
          let effects = owners[index] == region ? move.effects : []
          if move.moving.contains(region) {
            reactionOf[move.source] = Reaction(target: move.after[region], effects: effects)
          } else if owners[index] == region {
            reactionOf[move.source] = Reaction(target: nil, effects: effects)
          }
        }
        let found = transitions(
          of: key, in: region, groups: groups[region], reactionOf: reactionOf)
        known[region][ownedSources] = found
        return found
      }
      let all = result.joined()
      let cost = [
        all.filter { $0.1.target == nil }.count,
        all.reduce(0) { $0 + 1 + $1.1.guard.size },
      ]
      if best.map({ cost.lexicographicallyPrecedes($0.cost) }) ?? true { best = (cost, result) }
    }
    return best?.result ?? []
  }

  /// For each region, for each of its values (in ``regionValues`` order), the flat states
  /// with that value that can receive `key`: the same for every choice of effects owner, so
  /// ``factor(_:)`` finds them once per key.
  func groups(receiving key: Key) -> [[[Int]]] {
    let receiving = receivers.map { $0[key] ?? [] }
    var groups = regionValues.map { [[Int]](repeating: [], count: $0.count) }
    let positions = regionValues.map { values in
      Dictionary(values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
    for state in valuesOfState.indices where receiving?.contains(state) ?? true {
      for region in 0..<regionCount {
        if let position = positions[region][valuesOfState[state][region]] {
          groups[region][position].append(state)
        }
      }
    }
    return groups
  }

  /// The transitions of `region` for `key`: per value, one per distinct reaction, guarded
  /// when the flat states with that value (`groups`, from ``groups(receiving:)``) react
  /// differently.
  func transitions(
    of key: Key, in region: Int, groups: [[Int]], reactionOf: [Int: Reaction]
  ) -> [(Int, RegionalChart.Transition)] {
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
              target: reaction.target, effects: reaction.effects)
          ))
      }
    }
    return result
  }

  /// The guard on the `chosen` other regions (``smallestSeparatingSubset(region:group:reactionOf:)``)
  /// that holds in the states of `group` that react with `reaction` and in no other state of
  /// `group`.
  func guardFor(
    _ reaction: Reaction, in group: [Int], chosen: [Int], reactionOf: [Int: Reaction]
  ) -> RegionalChart.Guard {
    let matching = group.filter { reactionOf[$0] == reaction }
    let rest = group.filter { reactionOf[$0] != reaction }
    func holds(_ clause: [RegionalChart.Guard.Term], _ state: Int) -> Bool {
      clause.allSatisfy { $0.values.contains(valuesOfState[state][$0.index]) }
    }
    func isValid(_ clause: [RegionalChart.Guard.Term]) -> Bool {
      !rest.contains { holds(clause, $0) }
    }
    // One clause per combination of the chosen regions' values, then each term dropped while
    // the clause still excludes every other reaction.
    var clauses: [[RegionalChart.Guard.Term]] = []
    for state in matching {
      var clause = chosen.map {
        RegionalChart.Guard.Term(
          region: chart.regions[$0].name, index: $0, values: [valuesOfState[state][$0]])
      }
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
    return RegionalChart.Guard(clauses: clauses)
  }

  /// `first` and `second` as one clause when they name the same regions and differ in the
  /// values of at most one term.
  func join(
    _ first: [RegionalChart.Guard.Term], _ second: [RegionalChart.Guard.Term]
  ) -> [RegionalChart.Guard.Term]? {
    guard first.count == second.count,
      zip(first, second).allSatisfy({ $0.index == $1.index })
    else { return nil }
    let differing = first.indices.filter { first[$0].values != second[$0].values }
    guard differing.count <= 1 else { return nil }
    guard let position = differing.first else { return first }
    var result = first
    let union = Set(first[position].values + second[position].values)
    result[position].values = regionValues[first[position].index].filter(union.contains)
    return result
  }

  /// The fewest of the regions other than `region` whose values tell apart every two states of
  /// `group` that react differently (all of them always do: together with the region's own
  /// value they are the state).
  func smallestSeparatingSubset(
    region: Int, group: [Int], reactionOf: [Int: Reaction]
  ) -> [Int] {
    let others = (0..<regionCount).filter { $0 != region }
    for subset in subsetsOfOthers[region] {
      var reactionOfProjection: [[String]: Reaction?] = [:]
      var separates = true
      for state in group {
        let projection = subset.map { valuesOfState[state][$0] }
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
