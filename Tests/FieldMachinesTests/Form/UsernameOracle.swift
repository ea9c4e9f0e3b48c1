import FieldMachines

/// A stand-in for a "is this user name taken?" service: it records every question and either
/// answers at once from ``taken`` or holds each question until the test answers it.
@MainActor
final class UsernameOracle {
  struct Call {
    var value: FormValue
    var continuation: CheckedContinuation<RuleViolation?, Never>?
  }

  var taken: Set<String> = ["ada"]
  var isGated = false
  private(set) var calls: [Call] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  static let violation = RuleViolation(rule: "available", message: "That name is taken.")

  /// The rule to give a form.
  func rule(debounce: Duration = .milliseconds(300)) -> AsyncRule {
    AsyncRule(id: "available", debounce: debounce) { [self] value in await self.ask(value) }
  }

  var values: [FormValue] { calls.map(\.value) }

  func ask(_ value: FormValue) async -> RuleViolation? {
    let answer = answer(for: value)
    let result: RuleViolation?
    if isGated {
      result = await withCheckedContinuation { continuation in
        calls.append(Call(value: value, continuation: continuation))
        wakeWaiters()
      }
    } else {
      calls.append(Call(value: value, continuation: nil))
      wakeWaiters()
      result = answer
    }
    return result
  }

  /// Answers the `index`th question (from 0) as the service would.
  func release(_ index: Int) {
    let answer = answer(for: calls[index].value)
    calls[index].continuation?.resume(returning: answer)
    calls[index].continuation = nil
  }

  /// Waits until `count` questions have been asked.
  func waitForCalls(_ count: Int) async {
    guard calls.count < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  private func answer(for value: FormValue) -> RuleViolation? {
    guard case .text(let text) = value, taken.contains(text) else { return nil }
    return UsernameOracle.violation
  }

  private func wakeWaiters() {
    let ready = waiters.filter { $0.count <= calls.count }
    waiters.removeAll { $0.count <= calls.count }
    for waiter in ready { waiter.continuation.resume() }
  }
}
