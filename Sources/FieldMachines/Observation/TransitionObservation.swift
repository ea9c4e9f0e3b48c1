/// A registration made by a field's `observeTransitions(_:)`; it ends on ``cancel()`` or when
/// this object is released, so keep it as long as you want to hear transitions.
public final class TransitionObservation {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  deinit {
    onCancel?()
  }
}
