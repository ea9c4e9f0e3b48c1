import FieldMachines

/// The transitions a run took, counted, for drawing a chart with the run's path highlighted
/// (as `fieldchart simulate --trace` does).
public struct ChartTrace: Sendable, Hashable {
  /// One drawn transition: the identifiers of its states in the drawing and its label line.
  public struct Taken: Sendable, Hashable {
    /// The source state's identifier in the drawing (`active`, or `focus_active` in a region).
    public var source: String
    /// The target state's identifier in the drawing.
    public var target: String
    /// The transition's label line.
    public var label: String

    /// Creates a taken transition.
    public init(source: String, target: String, label: String) {
      self.source = source
      self.target = target
      self.label = label
    }
  }

  /// How often each transition was taken.
  public private(set) var counts: [Taken: Int] = [:]

  /// An empty trace.
  public init() {}

  /// Counts the flat transition taken from `source` on `event` with `conditions`, if any.
  public mutating func record(
    in chart: StateChart, source: String, event: String, conditions: [String]
  ) {
    guard let transition = chart.transition(from: source, event: event, conditions: conditions)
    else { return }
    counts[Taken(source: source, target: transition.target, label: transition.label), default: 0] +=
      1
  }

  /// Counts the regional transitions taken in the flat state with region values `values` on
  /// `event` with `conditions`.
  public mutating func record(
    in chart: RegionalChart, values: [String], event: String, conditions: [String]
  ) {
    for (region, transition) in chart.transitions(
      from: values, event: event, conditions: conditions)
    {
      let taken = Taken(
        source: region.stateID(transition.source),
        target: region.stateID(transition.resultingValue), label: transition.label)
      counts[taken, default: 0] += 1
    }
  }

  /// How often the transition `label` from `source` to `target` was taken.
  func count(source: String, target: String, label: String) -> Int {
    counts[Taken(source: source, target: target, label: label)] ?? 0
  }
}
