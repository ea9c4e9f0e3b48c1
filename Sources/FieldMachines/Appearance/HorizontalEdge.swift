/// A side of a field named by reading order: where text starts (leading) or ends (trailing).
///
/// Placement in ``FieldAppearance`` is stated in these terms, so a right-to-left field mirrors
/// without any change to the field; `resolved(for:)` gives the side to draw on.
public enum HorizontalEdge: String, Sendable, Hashable, CaseIterable {
  /// Where a line of text starts: the left in ``LayoutDirection/leftToRight``.
  case leading
  /// Where a line of text ends: the right in ``LayoutDirection/leftToRight``.
  case trailing

  /// The side of the screen this edge is on in `direction`.
  package func resolved(for direction: LayoutDirection) -> PhysicalEdge {
    switch (self, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
    }
  }
}
