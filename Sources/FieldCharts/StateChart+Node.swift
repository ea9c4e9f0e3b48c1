import FieldMachines

extension StateChart {
  /// A state of the chart: one value per region, with the heights a field has in it.
  public struct Node: Sendable, Hashable {
    /// The identifier, such as `active_error`; a letter followed by letters, digits and `_`.
    public var id: String
    /// The value of each region, in the chart's region order.
    public var values: [String]
    /// Every height, in points, the field was seen to have in this state (default metrics),
    /// ascending.
    package var heights: [Double]
    /// Every event with guard outcomes the state can receive, whether it moves or is a no-op
    /// there, in event order; an event with outcomes not listed never arrives in this state.
    /// `nil` when not recorded (a chart built by hand): then any may arrive.
    package var receives: [Reception]?

    /// Creates a state.
    public init(id: String, values: [String], heights: [Double], receives: [Reception]? = nil) {
      self.id = id
      self.values = values
      self.heights = heights
      self.receives = receives
    }

    /// The state as a person reads it: the region values joined with " + ", implicit values
    /// left out (`active + error`).
    public var label: String {
      id.split(separator: "_").joined(separator: " + ")
    }

    /// The heights as text, such as `43.5` or `43.5 / 65`.
    package var heightLabel: String {
      heights.map(StateChart.format(points:)).joined(separator: " / ")
    }
  }

  /// `value` without a trailing `.0`: `63` for 63.0, `43.5` for 43.5.
  public static func format(points value: Double) -> String {
    let rounded = value.rounded()
    if rounded == value, abs(value) < 1e15 { return String(Int(rounded)) }
    return String(value)
  }
}
