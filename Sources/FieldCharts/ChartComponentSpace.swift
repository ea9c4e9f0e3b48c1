import FieldMachines

/// The arithmetic of a machine's ``ChartComponent``s in a ``ChartExploration``: a concrete
/// state is a core (the state with every component at its initial value) and a combination of
/// component values, numbered mixed-radix; each probe sees only the components its event
/// touches, numbered the same way within them.
struct ChartComponentSpace<State> {
  /// The components, in ``ChartableMachine/chartComponents`` order.
  let components: [ChartComponent<State>]
  /// Each component's value in the initial state: its value in every core.
  let canonical: [Int]
  /// The number of combinations of component values.
  var combinationCount: Int { lookups.combinationCount }
  /// Each component's weight in a combination's number.
  private let strides: [Int]
  /// For each probe, the components its event touches.
  private let touched: [[Int]]
  /// For each probe, each touched component's weight in the probe's own number.
  private let touchedStrides: [[Int]]
  /// For each probe, where its results start among a core's results.
  var offsets: [Int] { lookups.offsets }
  /// The results a core has: for each probe, one per combination of the components it touches.
  var resultsPerCore: Int { lookups.resultsPerCore }
  /// Each component's number of values (read here rather than from ``components``, whose
  /// closures a read would retain).
  private let counts: [Int]
  /// For each probe and combination, whether every component the probe touches has its
  /// initial value there, so the probe sees the core as it is.
  private var isCanonical: [Bool] = []
  /// The tables a step is read with: each probe's offset, touched numbers and the
  /// combinations its results lead to, worked out once.
  private(set) var lookups: ChartComponentLookups

  /// The space of `components` in explorations starting from `initial`, over probes whose
  /// events are named `eventNames`.
  init(_ components: [ChartComponent<State>], initial: State, eventNames: [String]) {
    self.components = components
    canonical = components.map { $0.value(of: initial) }
    var stride = 1
    var strides: [Int] = []
    for component in components {
      strides.append(stride)
      stride *= component.count
    }
    self.strides = strides
    let combinationCount = stride
    touched = eventNames.map { name in
      components.indices.filter { components[$0].events.contains(name) }
    }
    var offsets: [Int] = []
    var touchedStrides: [[Int]] = []
    var total = 0
    for list in touched {
      offsets.append(total)
      var weight = 1
      var weights: [Int] = []
      for component in list {
        weights.append(weight)
        weight *= components[component].count
      }
      touchedStrides.append(weights)
      total += weight
    }
    self.touchedStrides = touchedStrides
    counts = components.map(\.count)
    // Worked out with the tables' own arithmetic before they exist: numbers and merged
    // combinations are filled in below.
    lookups = ChartComponentLookups(
      combinationCount: combinationCount, offsets: offsets, resultsPerCore: total,
      touchedNumbers: [], mergedCombinations: [])
    var touchedNumbers: [Int32] = []
    var merged: [Int32] = []
    for probe in eventNames.indices {
      for combination in 0..<combinationCount {
        touchedNumbers.append(Int32(computedTouchedNumber(of: combination, probe: probe)))
      }
    }
    for probe in eventNames.indices {
      let own = (probe + 1 < offsets.count ? offsets[probe + 1] : total) - offsets[probe]
      for combination in 0..<combinationCount {
        for number in 0..<own {
          merged.append(
            Int32(computedCombination(combination, probe: probe, touchedNumber: number)))
        }
      }
    }
    lookups = ChartComponentLookups(
      combinationCount: combinationCount, offsets: offsets, resultsPerCore: total,
      touchedNumbers: touchedNumbers, mergedCombinations: merged)
    var isCanonical: [Bool] = []
    for probe in eventNames.indices {
      for combination in 0..<combinationCount {
        isCanonical.append(
          touched[probe].allSatisfy { digit(combination, $0) == canonical[$0] })
      }
    }
    self.isCanonical = isCanonical
  }

  /// The value of component `component` in combination `combination`.
  func digit(_ combination: Int, _ component: Int) -> Int {
    combination / strides[component] % counts[component]
  }

  /// ``ChartComponentLookups/touchedNumber(of:probe:)`` worked out.
  private func computedTouchedNumber(of combination: Int, probe: Int) -> Int {
    var number = 0
    for (position, component) in touched[probe].enumerated() {
      number += digit(combination, component) * touchedStrides[probe][position]
    }
    return number
  }

  /// ``ChartComponentLookups/combination(_:probe:touchedNumber:)`` worked out.
  private func computedCombination(
    _ combination: Int, probe: Int, touchedNumber number: Int
  )
    -> Int
  {
    var result = combination
    for (position, component) in touched[probe].enumerated() {
      let count = counts[component]
      let new = number / touchedStrides[probe][position] % count
      result += (new - digit(combination, component)) * strides[component]
    }
    return result
  }

  /// The number of the combination `values` (one per component).
  func combination(of values: [Int]) -> Int {
    zip(values, strides).reduce(0) { $0 + $1.0 * $1.1 }
  }

  /// `core` with each component set as `combination` says.
  func state(core: State, combination: Int) -> State {
    var state = core
    for component in components.indices {
      let value = digit(combination, component)
      if value != canonical[component] { components[component].set(value, in: &state) }
    }
    return state
  }

  /// `core` with the components `probe` touches set as `combination` says (the others keep
  /// their initial values).
  func state(core: State, combination: Int, probe: Int) -> State {
    // Most probes see every component they touch at its initial value: the core as it is.
    guard !isCanonical[probe * lookups.combinationCount + combination] else { return core }
    var state = core
    for component in touched[probe] {
      let value = digit(combination, component)
      if value != canonical[component] { components[component].set(value, in: &state) }
    }
    return state
  }

  /// The components `probe` touches, in order: probes with the same list see the same
  /// components.
  func touchedComponents(of probe: Int) -> [Int] { touched[probe] }

  /// Whether `probe` touches component `component`.
  func touches(_ probe: Int, _ component: Int) -> Bool {
    touched[probe].contains(component)
  }

}
