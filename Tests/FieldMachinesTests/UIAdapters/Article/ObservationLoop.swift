import Observation

/// Calls `render` now and again after every change to the observable state it reads, on the
/// main actor, until the returned loop is released: what UIKit needs to redraw a view from an
/// `@Observable` field or form (SwiftUI does this by itself).
@MainActor
final class ObservationLoop {
  private let render: @MainActor () -> Void
  private var isRunning = true

  init(_ render: @escaping @MainActor () -> Void) {
    self.render = render
    track()
  }

  /// Stops redrawing.
  func cancel() { isRunning = false }

  private func track() {
    guard isRunning else { return }
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      Task { @MainActor in self?.track() }
    }
  }
}
