/// How ``Form/next()`` and ``Form/previous()`` walk the fields, after Eureka's navigation
/// options. Hidden fields are always skipped.
public struct NavigationOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public var rawValue: Int

  /// Creates options from bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Stop at a disabled field: there is no next (or previous) field past it. Without this
  /// option, disabled fields are skipped.
  public static let stopsAtDisabledFields = NavigationOptions(rawValue: 1 << 0)
  /// Skip picker and date fields, so only text fields take focus by navigation.
  public static let skipsPickerAndDateFields = NavigationOptions(rawValue: 1 << 1)
}
