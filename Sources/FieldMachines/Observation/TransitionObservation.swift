/// A registration made by a field's `observeTransitions(_:)`; it ends on ``cancel()`` or when
/// this object is released, so keep it as long as you want to hear transitions.
public final class TransitionObservation {
  /// The hub of an app's observation, held weakly: its handler may keep this observation.
  private weak var weakRegistry: (any TransitionObserverRegistry)?
  /// The hub of a form's listener, held strongly: the form keeps this observation and its
  /// listener holds the form weakly, so nothing cycles, and the hub needs no weak reference
  /// (a heap block per field of a form).
  private var registry: (any TransitionObserverRegistry)?
  /// The registration's id in the hub; `nil` once ended.
  private var id: Int?

  /// An observation registered as `id` in `registry`, held strongly when `holdsRegistry`.
  init(id: Int, in registry: any TransitionObserverRegistry, holdsRegistry: Bool) {
    self.id = id
    if holdsRegistry {
      self.registry = registry
    } else {
      self.weakRegistry = registry
    }
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    guard let id else { return }
    let hub = registry ?? weakRegistry
    self.id = nil
    registry = nil
    weakRegistry = nil
    hub?.removeObserver(id: id)
  }

  deinit {
    cancel()
  }
}
