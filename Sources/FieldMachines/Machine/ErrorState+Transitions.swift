/// The error region's transitions, written once for every field machine: `setError(withText:)`,
/// `removeErrorUI()`, and the clearing a user's step does, each with its effects.
extension ErrorState {
  /// Shows `message`, recording whether it is the one shown already (`sameMessage`, a no-op) or
  /// not (`newMessage`), and reports the change; returns whether the error changed.
  @discardableResult
  mutating func show<Sink: EffectSink, Guards: GuardRecorder>(
    _ message: String, announcing: Bool, into effects: inout Sink, guards: inout Guards
  ) -> Bool where Sink.Effect: ErrorRegionEffect {
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
  mutating func clear<Sink: EffectSink>(into effects: inout Sink) -> Bool
  where Sink.Effect: ErrorRegionEffect {
    guard isShown else { return false }
    self = .none
    effects.emit(.errorCleared)
    return true
  }

  /// The effects of the error shown going from `before` to `after`: none when it stays,
  /// `errorCleared` when it goes, and `errorShown` then (when `announcing`) `announceError` when
  /// it appears or its message changes.
  static func reportChange<Sink: EffectSink>(
    from before: ErrorState, to after: ErrorState, announcing: Bool, into effects: inout Sink
  ) where Sink.Effect: ErrorRegionEffect {
    guard before != after else { return }
    switch after {
    case .none:
      effects.emit(.errorCleared)
    case .message(let message):
      effects.emit(.errorShown)
      if announcing { effects.emit(.announceError(message)) }
    }
  }
}
