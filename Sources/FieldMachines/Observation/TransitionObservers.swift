/// The transition observers of one field: callbacks and async-stream continuations.
///
/// Fields keep one of these and call ``notify(_:)`` after each machine step, outside any
/// mutation of their own storage, so an observer may read or drive the field.
struct TransitionObservers<Machine: FieldMachine> {
  private var handlers: [(id: Int, isLibrary: Bool, handler: (TransitionRecord<Machine>) -> Void)] =
    []
  private var continuations:
    [(id: Int, continuation: AsyncStream<TransitionRecord<Machine>>.Continuation)] = []
  private var nextID = 0

  /// Whether no one listens, so a field can skip building records.
  var isEmpty: Bool { handlers.isEmpty && continuations.isEmpty }

  /// Adds a callback and returns its id; a library callback (a form's) is not app code, so
  /// the calls it makes run at once instead of being queued.
  mutating func add(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void, isLibrary: Bool = false
  ) -> Int {
    nextID += 1
    handlers.append((nextID, isLibrary, handler))
    return nextID
  }

  /// Adds a stream continuation.
  mutating func add(_ continuation: AsyncStream<TransitionRecord<Machine>>.Continuation) {
    nextID += 1
    continuations.append((nextID, continuation))
  }

  /// Removes the callback with `id`; an unknown id is ignored.
  mutating func remove(id: Int) {
    handlers.removeAll { $0.id == id }
  }

  /// Sends `record` to every observer and returns the ids of streams that have ended. App
  /// callbacks are called out through `runner`, so the calls they make are queued.
  func notify(_ record: TransitionRecord<Machine>, runner: EventRunner) -> [Int] {
    for entry in handlers {
      if entry.isLibrary {
        entry.handler(record)
      } else {
        runner.callOut { entry.handler(record) }
      }
    }
    var ended: [Int] = []
    for entry in continuations {
      if case .terminated = entry.continuation.yield(record) { ended.append(entry.id) }
    }
    return ended
  }

  /// Drops the stream continuations whose ids are listed.
  mutating func removeStreams(_ ids: [Int]) {
    guard !ids.isEmpty else { return }
    continuations.removeAll { ids.contains($0.id) }
  }
}
