/// A side of a field on the screen, whatever the reading order: what a renderer draws on.
///
/// `HorizontalEdge/resolved(for:)` maps the logical leading and trailing edges to these.
public enum PhysicalEdge: String, Sendable, Hashable, CaseIterable {
  /// The left side.
  case left
  /// The right side.
  case right
}
