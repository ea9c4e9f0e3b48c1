/// How a field object runs its machine: one step, stored back only on change, then reported to
/// the transition observers. Every field owns one, so the four fields share this code.
///
/// The machine is stepped as a copy and handed to `store` only when it changed, so a no-op event
/// (a vetoed request, typing while inactive) neither invalidates SwiftUI views nor enters the
/// observation registrar: an `@Observable` field pays for `withMutation` once per changing step
/// instead of on every step. Observers are called after the new machine is stored and before
/// the field performs the effects, outside any access to the hub's storage, so an observer may
/// read or drive the field (or add and cancel observations) while it is called.
final class TransitionHub<Machine: FieldMachine> {
  private var observers = TransitionObservers<Machine>()

  /// Applies `event` to a copy of `machine`, passes the copy to `store` if it differs from
  /// `machine`, tells the observers, and returns the effects for the field to perform.
  @inline(__always)
  func step(
    _ machine: Machine, _ event: Machine.Event, store: (Machine) -> Void
  ) -> Effects<Machine.Effect> {
    var next = machine
    let effects = next.handle(event)
    if next != machine { store(next) }
    if !observers.isEmpty {
      notify(
        TransitionRecord(event: event, before: machine.state, after: next.state, effects: effects))
    }
    return effects
  }

  /// Sends `record` to a snapshot of the observers, then drops the streams that have ended.
  private func notify(_ record: TransitionRecord<Machine>) {
    let current = observers
    let ended = current.notify(record)
    observers.removeStreams(ended)
  }

  /// Registers `handler` for every later transition until the observation is cancelled or
  /// released.
  func observe(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation {
    let id = observers.add(handler)
    return TransitionObservation { [weak self] in self?.observers.remove(id: id) }
  }

  /// Every later transition, as an asynchronous sequence.
  var stream: AsyncStream<TransitionRecord<Machine>> {
    let (stream, continuation) = AsyncStream.makeStream(of: TransitionRecord<Machine>.self)
    observers.add(continuation)
    return stream
  }
}
