/// The error region's transitions, written once for every field machine: `setError(withText:)`,
/// `removeErrorUI()`, and the clearing a user's step does, each with its effects.
extension ErrorState {
  /// Shows `message`, recording whether it is the one shown already (`sameMessage`, a no-op) or
  /// not (`newMessage`), and reports the change; returns whether the error changed.
  @discardableResult
  mutating func show<Effect: ErrorRegionEffect, Guards: GuardRecorder>(
    _ message: String, announcing: Bool, into effects: inout Effects<Effect>,
    guards: inout Guards
  ) -> Bool {
    guard guards.decide(self != .message(message), .newMessage, else: .sameMessage) else {
      return false
    }
    let before = self
    self = .message(message)
    ErrorState.reportChange(from: before, to: self, announcing: announcing, into: &effects)
    return true
  }

  /// Removes the error, if any, reporting it; returns whether there was one.
  @discardableResult
  mutating func clear<Effect: ErrorRegionEffect>(into effects: inout Effects<Effect>) -> Bool {
    guard isShown else { return false }
    self = .none
    effects.append(.errorCleared)
    return true
  }

  /// The effects of the error shown going from `before` to `after`: none when it stays,
  /// `errorCleared` when it goes, and `errorShown` then (when `announcing`) `announceError` when
  /// it appears or its message changes.
  static func reportChange<Effect: ErrorRegionEffect>(
    from before: ErrorState, to after: ErrorState, announcing: Bool,
    into effects: inout Effects<Effect>
  ) {
    guard before != after else { return }
    switch after {
    case .none:
      effects.append(.errorCleared)
    case .message(let message):
      effects.append(.errorShown)
      if announcing { effects.append(.announceError(message)) }
    }
  }
}
