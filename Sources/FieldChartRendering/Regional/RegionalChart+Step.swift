import FieldMachines

extension RegionalChart {
  /// What the statechart does in the flat state whose region values are `values` on `event`
  /// with guard outcomes `conditions`, run as SCXML and XState run parallel regions: each
  /// region takes its first transition whose source, event, outcomes and guard match (guards
  /// read the values before the event), and the effects follow in region order. `nil` when no
  /// region reacts: the event is a no-op there.
  public func step(
    from values: [String], event: String, conditions: [String]
  ) -> (values: [String], effects: [String])? {
    let taken = transitions(from: values, event: event, conditions: conditions)
    guard !taken.isEmpty else { return nil }
    var result = values
    var effects: [String] = []
    for (region, transition) in taken {
      if let target = transition.target { result[region.index] = target }
      effects += transition.effects
    }
    return (result, effects)
  }

  /// The transition each region takes in the flat state with region values `values` on
  /// `event` with `conditions`, in region order; regions that do not react are left out.
  public func transitions(
    from values: [String], event: String, conditions: [String]
  ) -> [(region: Region, transition: Transition)] {
    regions.compactMap { region in
      guard region.index < values.count else { return nil }
      return region.transitions.first {
        $0.source == values[region.index] && $0.event == event && $0.conditions == conditions
          && $0.guard.holds(in: values)
      }.map { (region, $0) }
    }
  }

  /// The statechart without the regions named in `hidden`: their transitions are gone and
  /// guards no longer mention them. A view for people; it no longer runs like the machine.
  public func hiding(_ hidden: Set<String>) -> RegionalChart {
    var copy = self
    copy.regions = regions.filter { !hidden.contains($0.name) }.map { region in
      var region = region
      var kept: [Transition] = []
      for var transition in region.transitions {
        transition.guard = transition.guard.removing(regions: hidden)
        if !kept.contains(transition) { kept.append(transition) }
      }
      region.transitions = kept
      return region
    }
    return copy
  }
}
