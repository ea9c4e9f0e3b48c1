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
    var result = values
    var effects: [String] = []
    var reacted = false
    for region in regions where region.index < values.count {
      guard
        let transition = region.transitions.first(where: {
          $0.source == values[region.index] && $0.event == event && $0.conditions == conditions
            && $0.guard.holds(in: values)
        })
      else { continue }
      reacted = true
      if let target = transition.target { result[region.index] = target }
      effects += transition.effects
    }
    return reacted ? (result, effects) : nil
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
