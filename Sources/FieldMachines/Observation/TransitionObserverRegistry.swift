/// Where a ``TransitionObservation`` is registered: a field's transition hub, which removes
/// the registration when the observation ends.
protocol TransitionObserverRegistry: AnyObject {
  /// Removes the observer registered as `id`; nothing when it is gone already.
  func removeObserver(id: Int)
}
