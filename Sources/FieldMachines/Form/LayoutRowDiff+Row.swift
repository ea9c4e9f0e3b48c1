extension LayoutRowDiff {
  /// One row of a layout: its identity and its height.
  struct Row {
    /// The row's identity, in `0..<identityCount` of the diff it is given to.
    var identity: Int
    /// The row's height.
    var height: Double
  }
}
