/// The direction a field's content runs in: left to right (English) or right to left (Arabic,
/// Hebrew).
///
/// Every field has a `layoutDirection`; its ``FieldAppearance`` resolves each adornment's
/// ``HorizontalEdge`` (leading or trailing) to a ``PhysicalEdge`` (left or right) with it.
/// SwiftUI has a type of the same name; where both modules are imported and the type is spelled
/// out, write `FieldMachines.LayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Leading is left, trailing is right.
  case leftToRight
  /// Leading is right, trailing is left.
  case rightToLeft
}
