extension ChartDerivation {
  /// A small set of shortest paths from the initial state that together take every transition
  /// of ``chart``, in the manner of XState's model-based testing.
  ///
  /// For each transition the shortest path ending with it is found by a breadth-first search
  /// of the exploration. Transitions are then taken longest path first; a transition already
  /// taken by an earlier path gets no path of its own. The result is deterministic.
  public func transitionCoverPaths() -> [ChartPath] {
    let states = exploration.states.count
    let steps = exploration.steps
    var outgoing = [[Int]](repeating: [], count: states)
    for (index, step) in steps.enumerated() { outgoing[step.source].append(index) }

    // Breadth-first search from the initial state: the step that first reaches each state.
    var parentStep = [Int?](repeating: nil, count: states)
    var distance = [Int](repeating: -1, count: states)
    guard states > 0 else { return [] }
    distance[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for stepIndex in outgoing[state] {
        let target = steps[stepIndex].target
        guard distance[target] < 0 else { continue }
        distance[target] = distance[state] + 1
        parentStep[target] = stepIndex
        queue.append(target)
      }
    }

    // For each transition, the step realising it that is closest to the initial state.
    var best = [Int?](repeating: nil, count: chart.transitions.count)
    for (stepIndex, transition) in transitionOfStep.enumerated() {
      guard let transition else { continue }
      let source = steps[stepIndex].source
      guard distance[source] >= 0 else { continue }
      if let current = best[transition], distance[steps[current].source] <= distance[source] {
        continue
      }
      best[transition] = stepIndex
    }

    func stepsReaching(_ finalStep: Int) -> [Int] {
      var path = [finalStep]
      var state = steps[finalStep].source
      while let parent = parentStep[state] {
        path.append(parent)
        state = steps[parent].source
      }
      return path.reversed()
    }

    let candidates = best.enumerated().compactMap { transition, step in
      step.map { (transition: transition, steps: stepsReaching($0)) }
    }.sorted { lhs, rhs in
      lhs.steps.count != rhs.steps.count
        ? lhs.steps.count > rhs.steps.count : lhs.transition < rhs.transition
    }
    var covered = Set<Int>()
    var paths: [ChartPath] = []
    let probes = Machine.chartProbes
    for candidate in candidates where !covered.contains(candidate.transition) {
      let taken = candidate.steps.map { transitionOfStep[$0] }
      for transition in taken { if let transition { covered.insert(transition) } }
      paths.append(
        ChartPath(
          probes: candidate.steps.map { steps[$0].probe }, transitions: taken,
          states: candidate.steps.map { exploration.stateIDs[steps[$0].target] },
          scripts: candidate.steps.map { probes[steps[$0].probe].script }))
    }
    return paths
  }
}
