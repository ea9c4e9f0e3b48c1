/// A registration made by a field's `observeTransitions(_:)`; it ends on ``cancel()`` or when
/// this object is released, so keep it as long as you want to hear transitions.
public final class TransitionObservation {
  /// The hub the observation is registered in, held weakly: its handler may keep this
  /// observation.
  private weak var registry: (any TransitionObserverRegistry)?
  /// The registration's id in the hub; `nil` once ended.
  private var id: Int?

  /// An observation registered as `id` in `registry`.
  init(id: Int, in registry: any TransitionObserverRegistry) {
    self.id = id
    self.registry = registry
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    guard let id else { return }
    let hub = registry
    self.id = nil
    registry = nil
    hub?.removeObserver(id: id)
  }

  deinit {
    cancel()
  }
}
