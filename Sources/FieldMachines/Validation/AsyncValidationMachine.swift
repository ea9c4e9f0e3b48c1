/// One field's asynchronous validation as a pure value: debounce, sequence numbers and the
/// dropping of stale results. ``Form`` keeps one per field and performs its actions.
///
/// ```
/// idle / any ──request(v, debounce: d > 0)──▶ debouncing(n+1)   actions: cancel(n)?, wake(n+1, now+d)
/// idle / any ──request(v, debounce: nil)────▶ running(n+1)      actions: cancel(n)?, start(n+1, v)
/// any        ──request(v) with v answered───▶ idle              actions: cancel(n)?, answer(cached)
/// debouncing(n) ──deadlineReached(n) / flush()──▶ running(n)    actions: start(n, v)
/// running(n) ──receive(n, violations)───────▶ idle              actions: answer(violations)
/// any        ──cancel()─────────────────────▶ idle              actions: cancel(n)?
/// ```
///
/// Every request for a new value takes a new sequence number, so a wake-up or a result that
/// carries an older number is dropped: a late answer for a value the user has since changed is
/// never applied. A request for the value already debouncing or running changes nothing. The
/// last answer is remembered with its value, so asking again for an answered value costs no check.
package struct AsyncValidationMachine: Sendable, Hashable {
  /// The current phase.
  package private(set) var phase: AsyncValidationPhase = .idle
  /// The newest sequence number handed out; 0 before the first request.
  package private(set) var sequence = 0
  /// The value being waited on or checked; `nil` while idle.
  package private(set) var pendingValue: FormValue?
  /// The last answer accepted, with the value it was for.
  package private(set) var lastAnswer: AsyncValidationAnswer?

  /// Creates an idle machine with no answer.
  package init() {}

  /// Whether a check is waiting out its debounce or running: the field is validating.
  package var isPending: Bool { phase != .idle }

  /// The app or a change asks for `value` to be checked, after `debounce` (or at once for `nil`
  /// or a zero debounce).
  package mutating func request(
    _ value: FormValue, now: Duration, debounce: Duration?
  )
    -> Effects<AsyncValidationAction>
  {
    var actions = Effects<AsyncValidationAction>()
    if let lastAnswer, lastAnswer.value == value {
      cancelPending(into: &actions)
      actions.append(.answer(lastAnswer.violations))
      return actions
    }
    if pendingValue == value {
      if case .debouncing = phase, debounce == nil || debounce == .zero {
        startPending(into: &actions)
      }
      return actions
    }
    cancelPending(into: &actions)
    sequence += 1
    pendingValue = value
    if let debounce, debounce > .zero {
      // A clock reading or a debounce from outside may be huge: the deadline saturates.
      let deadline = Duration.saturatingSum(now, debounce)
      phase = .debouncing(sequence: sequence, deadline: deadline)
      actions.append(.wake(sequence: sequence, deadline: deadline))
    } else {
      phase = .running(sequence: sequence)
      actions.append(.start(sequence: sequence, value: value))
    }
    return actions
  }

  /// The wake-up for `sequence` arrived; a stale one is dropped.
  package mutating func deadlineReached(sequence: Int) -> Effects<AsyncValidationAction> {
    guard case .debouncing(let current, _) = phase, current == sequence else { return [] }
    var actions = Effects<AsyncValidationAction>()
    startPending(into: &actions)
    return actions
  }

  /// Starts a debouncing check at once (a submit does not wait out a debounce).
  package mutating func flush() -> Effects<AsyncValidationAction> {
    guard case .debouncing = phase else { return [] }
    var actions = Effects<AsyncValidationAction>()
    startPending(into: &actions)
    return actions
  }

  /// The check numbered `sequence` answered; an answer for an older sequence is dropped.
  package mutating func receive(
    sequence: Int, violations: [RuleViolation]
  )
    -> Effects<AsyncValidationAction>
  {
    guard case .running(let current) = phase, current == sequence, let pendingValue else {
      return []
    }
    lastAnswer = AsyncValidationAnswer(value: pendingValue, violations: violations)
    phase = .idle
    self.pendingValue = nil
    return [.answer(violations)]
  }

  /// Stops waiting: a pending wake-up or check is cancelled and its answer will be dropped.
  package mutating func cancel() -> Effects<AsyncValidationAction> {
    var actions = Effects<AsyncValidationAction>()
    cancelPending(into: &actions)
    return actions
  }

  /// Cancels, and forgets the last answer too (a field that is hidden starts over).
  package mutating func reset() -> Effects<AsyncValidationAction> {
    lastAnswer = nil
    return cancel()
  }

  private mutating func cancelPending(into actions: inout Effects<AsyncValidationAction>) {
    switch phase {
    case .idle: return
    case .debouncing(let sequence, _), .running(let sequence):
      actions.append(.cancel(sequence: sequence))
    }
    phase = .idle
    pendingValue = nil
  }

  private mutating func startPending(into actions: inout Effects<AsyncValidationAction>) {
    guard case .debouncing(let sequence, _) = phase, let pendingValue else { return }
    phase = .running(sequence: sequence)
    actions.append(.start(sequence: sequence, value: pendingValue))
  }
}
