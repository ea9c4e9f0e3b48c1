/// Runs the events of a field, or of a form and all its fields, one at a time to completion,
/// as SCXML and XState do.
///
/// An event is one public call: a user action (`tap()`, `selectRow(_:)`), a programmatic call
/// (`setError(withText:)`, `text = …`, `send(_:)`) or a form operation (`focus(_:)`,
/// `next()`). It runs to completion: its machine step, the observers, its effects (delegate
/// calls), and in a form every reaction of the form and of the other fields it drives. While it
/// runs, the library calls out to app code — delegates (their "should" questions too),
/// transition observers, announcement handlers, the model. A call that app code makes into a
/// field or a form from inside such a callout is not run there: it is queued, and runs after
/// the current event completes, in the order the calls were made. The library's own calls (a
/// form ending the field that was active) run at once, as part of the event.
///
/// A queued call is replayed whole: its guards and its delegate questions are asked when it
/// runs, against the state as it is then. What it returns to the code that queued it describes
/// the state at the moment of the call, since nothing has moved yet.
///
/// Every field owns one runner; a form gives its own to each field it holds, so one event and
/// everything it causes, in any field of the form, completes before the next begins.
///
/// Its counters are read and written a dozen times in every event, each access short and never
/// overlapping another (none is held across a call out), so they skip the runtime's dynamic
/// exclusivity checks, which cost more than the counting.
final class EventRunner {
  /// How many calls are running, nested (the library's own calls nest).
  @exclusivity(unchecked) private var depth = 0
  /// How many callouts to app code are running.
  @exclusivity(unchecked) private var callouts = 0
  /// Calls made from callouts, waiting for the current event to complete.
  @exclusivity(unchecked) private var queue: [() -> Void] = []
  /// The first call of ``queue`` that has not run.
  @exclusivity(unchecked) private var head = 0
  /// Whether the outermost call is running the queue.
  @exclusivity(unchecked) private var isDraining = false
  /// How many batches of library work are running, nested (see ``batch(_:settle:)``).
  @exclusivity(unchecked) private var batches = 0

  /// Creates an idle runner.
  init() {}

  /// Whether a call now comes from app code called by the library during an event, and so
  /// must be queued.
  var isCallingOut: Bool { callouts > 0 }

  /// Starts a call: returns `true` when it may run now (pair it with ``leave()``); otherwise
  /// queues the call `later` builds and returns `false`. `later` is evaluated only to queue.
  ///
  /// A call is queued when it comes from a callout, and when its field is `busy` — in the middle
  /// of an event, whose effects have not all been performed — even if the library makes it (a
  /// form ending a hidden field that has just begun): a field's events never nest.
  @inline(__always)
  func admit(busy: Bool = false, orQueue later: @autoclosure () -> (() -> Void)) -> Bool {
    if callouts > 0 || busy {
      queue.append(later())
      return false
    }
    depth += 1
    return true
  }

  /// Queues `call` to run after the current event completes.
  func enqueue(_ call: @escaping () -> Void) {
    queue.append(call)
  }

  /// Starts a call that may run now (a form operation: its own bookkeeping is never queued).
  func enter() {
    depth += 1
  }

  /// Whether a batch of library work is running: work it causes (a form's reactions to its
  /// fields' reports) is settled when the outermost batch ends, not at once.
  var isInBatch: Bool { batches > 0 }

  /// Runs `body` as one call of library work (a form operation), then, in the outermost batch
  /// only, `settle`: what the batch caused, handled to completion in the order it happened.
  /// Batches started by `body` or by `settle` join the outermost one.
  func batch<T>(_ body: () -> T, settle: () -> Void) -> T {
    enter()
    defer { leave() }
    batches += 1
    defer { batches -= 1 }
    let result = body()
    if batches == 1 { settle() }
    return result
  }

  /// Ends a call started by ``admit(orQueue:)`` or ``enter()``; the outermost one then runs the
  /// queued calls, each to completion, until none is left.
  @inline(__always)
  func leave() {
    depth -= 1
    if depth == 0 && head < queue.count && !isDraining { drain() }
  }

  private func drain() {
    isDraining = true
    defer { isDraining = false }
    while head < queue.count {
      let call = queue[head]
      head += 1
      call()
    }
    queue.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Calls app code: a delegate, an observer, a handler. Calls it makes into fields and forms
  /// sharing this runner are queued.
  @inline(__always)
  func callOut<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    callouts += 1
    defer { callouts -= 1 }
    return try body()
  }

  /// Asks app code a "should" question (a delegate's, or a validator's) for the call that is
  /// starting. Asked by a call the app made outside any event, the question comes before that
  /// call's event, and calls made from it run at once; asked inside an event (a form ending the
  /// field that was active), it is a callout like any other.
  @inline(__always)
  func ask<T>(_ body: () -> T) -> T {
    depth == 1 ? body() : callOut(body)
  }
}
