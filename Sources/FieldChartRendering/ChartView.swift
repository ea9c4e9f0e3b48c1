/// Which chart a renderer draws: the statechart with parallel regions (the default), some of
/// its regions, or the flat product of all regions.
public struct ChartView: Sendable, Hashable {
  /// Whether to draw the flat chart: one state per combination of region values.
  public var isFlat: Bool
  /// The regions left out of a regional view, by name.
  public var hiddenRegions: Set<String>

  /// Creates a view.
  public init(isFlat: Bool = false, hiddenRegions: Set<String> = []) {
    self.isFlat = isFlat
    self.hiddenRegions = hiddenRegions
  }

  /// The statechart with every region.
  public static let regional = ChartView()
  /// The flat chart.
  public static let flat = ChartView(isFlat: true)
}
