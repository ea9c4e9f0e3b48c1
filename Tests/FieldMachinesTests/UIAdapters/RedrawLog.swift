/// What an ``ObservationLoop`` under test drew, in order.
@MainActor
final class RedrawLog {
  var shown: [String] = []
}
