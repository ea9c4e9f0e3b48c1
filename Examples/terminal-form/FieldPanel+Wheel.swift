extension FieldPanel {
  /// An open picker or date wheel: the selected row and its neighbours.
  struct Wheel: Sendable, Hashable {
    /// The rows above the selected one, nearest last; fewer near the start of the list.
    var above: [String]
    /// The selected row.
    var selected: String
    /// The rows below the selected one, nearest first; fewer near the end of the list.
    var below: [String]

    /// How many rows each side of the selected one a wheel shows.
    static let radius = 3

    /// The wheel around `index` of `rows`; `nil` when `index` is outside `rows`.
    init?(rows: [String], selectedIndex index: Int) {
      guard rows.indices.contains(index) else { return nil }
      let radius = Wheel.radius
      above = Array(rows[max(index - radius, 0)..<index])
      selected = rows[index]
      below = Array(rows[(index + 1)..<min(index + 1 + radius, rows.count)])
    }

    /// A wheel from its three parts.
    init(above: [String], selected: String, below: [String]) {
      self.above = above
      self.selected = selected
      self.below = below
    }
  }
}
