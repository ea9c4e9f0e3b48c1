/// The keys of the random forms ``RandomFormSpec`` describes: eight slots, each holding a field
/// of some kind or none.
public enum RandomFormKey: Int, CaseIterable, Hashable, Sendable {
  /// The first slot.
  case k0
  /// The second slot.
  case k1
  /// The third slot.
  case k2
  /// The fourth slot.
  case k3
  /// The fifth slot.
  case k4
  /// The sixth slot.
  case k5
  /// The seventh slot.
  case k6
  /// The eighth slot.
  case k7
}
