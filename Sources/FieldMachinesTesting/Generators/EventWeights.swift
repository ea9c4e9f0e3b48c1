/// The relative weights of user actions, programmatic calls and configuration changes in a
/// generated event stream.
public struct EventWeights: Sendable, Hashable {
  /// The weight of ``EventCategory/userAction``.
  public var userActions: Int
  /// The weight of ``EventCategory/programmaticCall``.
  public var programmaticCalls: Int
  /// The weight of ``EventCategory/configurationChange``.
  public var configurationChanges: Int

  /// Creates weights; negative weights count as 0.
  public init(userActions: Int, programmaticCalls: Int, configurationChanges: Int) {
    self.userActions = userActions
    self.programmaticCalls = programmaticCalls
    self.configurationChanges = configurationChanges
  }

  /// Mostly user actions: 6 : 3 : 1.
  public static let standard = EventWeights(
    userActions: 6, programmaticCalls: 3, configurationChanges: 1)
  /// Only what a user can do.
  public static let userOnly = EventWeights(
    userActions: 1, programmaticCalls: 0, configurationChanges: 0)
  /// Configuration churn: 1 : 1 : 4, for the bugs of rows and limits changing under the user.
  public static let configurationHeavy = EventWeights(
    userActions: 1, programmaticCalls: 1, configurationChanges: 4)

  /// The weight of `category`.
  public func weight(of category: EventCategory) -> Int {
    switch category {
    case .userAction: max(userActions, 0)
    case .programmaticCall: max(programmaticCalls, 0)
    case .configurationChange: max(configurationChanges, 0)
    }
  }
}
