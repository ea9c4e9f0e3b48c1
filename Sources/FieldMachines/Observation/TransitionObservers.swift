/// The transition observers of one field beside its hub's listener slot: the app's callbacks and
/// async-stream continuations, and the listeners of further forms holding the field.
///
/// A hub makes one on the first observation (see ``TransitionHub/observe(_:)``), so a field that
/// no app observes pays a pointer for it. Every registration takes the next id, and callbacks
/// are called in the order of their ids, the hub's slot listener among them by the id it took
/// when it filled the slot (``listenerSlotFilled()``), so the order is the order of
/// registration, as when every observer was in one list.
final class TransitionObservers<Machine: FieldMachine> {
  /// One callback: an app's, or a further form's listener (named by `listener`, and not app
  /// code, so it is called directly rather than as a callout).
  private typealias Handler = (
    id: Int, listener: ObjectIdentifier?, handler: (TransitionRecord<Machine>) -> Void
  )
  private var handlers: [Handler] = []
  private var continuations:
    [(id: Int, continuation: AsyncStream<TransitionRecord<Machine>>.Continuation)] = []
  private var nextID = 0
  /// The id of the hub's slot listener: 0, before every registration here, when the slot was
  /// filled before this object was made.
  private var listenerID = 0

  /// Creates an empty set of observers.
  init() {}

  /// Whether no one listens here, so a field can skip building records.
  var isEmpty: Bool { handlers.isEmpty && continuations.isEmpty }

  /// Adds an app's callback and returns its id.
  func add(_ handler: @escaping (TransitionRecord<Machine>) -> Void) -> Int {
    nextID += 1
    handlers.append((nextID, nil, handler))
    return nextID
  }

  /// Adds the listener of a further form, called directly after those registered before it;
  /// kept until ``removeListener(_:)``.
  func add(listener: some TransitionListener<Machine>) {
    nextID += 1
    handlers.append((nextID, ObjectIdentifier(listener), listener.machineDidTransition))
  }

  /// Adds a stream continuation.
  func add(_ continuation: AsyncStream<TransitionRecord<Machine>>.Continuation) {
    nextID += 1
    continuations.append((nextID, continuation))
  }

  /// Gives the listener that has just filled the hub's slot the next id, which places it after
  /// every callback registered so far.
  func listenerSlotFilled() {
    nextID += 1
    listenerID = nextID
  }

  /// Removes the app's callback with `id`; an unknown id is ignored.
  func remove(id: Int) {
    handlers.removeAll { $0.id == id && $0.listener == nil }
  }

  /// Removes the further form's listener `listener`; one not registered is ignored.
  func removeListener(_ listener: ObjectIdentifier) {
    handlers.removeAll { $0.listener == listener }
  }

  /// Sends `record` to every observer, the hub's slot `listener` in its place among the
  /// callbacks, then drops the streams that have ended. App callbacks are called out through
  /// `runner`, so the calls they make are queued. The lists are read from a snapshot, so an
  /// observer may add and cancel observations while it is called.
  func notify(
    _ record: TransitionRecord<Machine>, listener: (any TransitionListener<Machine>)?,
    runner: EventRunner
  ) {
    let handlers = handlers
    let continuations = continuations
    var listener = listener
    for entry in handlers {
      if let waiting = listener, entry.id > listenerID {
        waiting.machineDidTransition(record)
        listener = nil
      }
      if entry.listener != nil {
        entry.handler(record)
      } else {
        runner.callOut { entry.handler(record) }
      }
    }
    listener?.machineDidTransition(record)
    var ended: [Int] = []
    for entry in continuations {
      if case .terminated = entry.continuation.yield(record) { ended.append(entry.id) }
    }
    guard !ended.isEmpty else { return }
    self.continuations.removeAll { ended.contains($0.id) }
  }
}
