import FieldMachines

extension ChartDerivation {
  /// A small set of shortest paths from the initial state that together take every transition
  /// of ``chart``, in the manner of XState's model-based testing.
  ///
  /// For each transition the shortest path ending with it is found by a breadth-first search
  /// of the exploration. Transitions are then taken longest path first; a transition already
  /// taken by an earlier path gets no path of its own. A path then goes on to the nearest
  /// transition not yet taken while that needs at most `maximumDetour` steps, so there are few
  /// scripts. With a detour of 0 every path is a shortest path. The result is deterministic.
  ///
  /// Paths take exact steps only (``ChartExploration/Step/isExact``): a step after which
  /// normalisation shortened a text is left out, so every path replays on a real machine
  /// through exactly the states it names.
  package func transitionCoverPaths(maximumDetour: Int = 2) -> [ChartPath] {
    let states = exploration.states.count
    let steps = exploration.records
    var outgoing = [[Int]](repeating: [], count: states)
    for (index, step) in steps.enumerated() where step.isExact {
      outgoing[step.source].append(index)
    }

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
      guard let transition, steps[stepIndex].isExact else { continue }
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
      var pathSteps = candidate.steps
      for step in pathSteps {
        if let transition = transitionOfStep[step] { covered.insert(transition) }
      }
      while maximumDetour > 0, let last = pathSteps.last,
        let detour = nearestUncovered(
          from: steps[last].target, covered: covered, outgoing: outgoing),
        detour.count <= maximumDetour
      {
        pathSteps += detour
        for step in detour {
          if let transition = transitionOfStep[step] { covered.insert(transition) }
        }
      }
      let taken = pathSteps.map { transitionOfStep[$0] }
      paths.append(
        ChartPath(
          probes: pathSteps.map { steps[$0].probe }, transitions: taken,
          states: pathSteps.map { exploration.stateIDs[steps[$0].target] },
          scripts: pathSteps.map {
            Machine.chartScript(
              for: probes[steps[$0].probe], in: exploration.states[steps[$0].source])
          }))
    }
    return paths
  }

  /// The shortest run of steps from `start` whose last step takes a transition not in
  /// `covered`, or `nil` when none is reachable.
  private func nearestUncovered(
    from start: Int, covered: Set<Int>, outgoing: [[Int]]
  ) -> [Int]? {
    let steps = exploration.records
    var parentStep: [Int: Int] = [:]
    var visited: Set<Int> = [start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for stepIndex in outgoing[state] {
        if let transition = transitionOfStep[stepIndex], !covered.contains(transition) {
          var path = [stepIndex]
          var current = state
          while current != start, let parent = parentStep[current] {
            path.append(parent)
            current = steps[parent].source
          }
          return path.reversed()
        }
        let target = steps[stepIndex].target
        guard !visited.contains(target) else { continue }
        visited.insert(target)
        parentStep[target] = stepIndex
        queue.append(target)
      }
    }
    return nil
  }
}
