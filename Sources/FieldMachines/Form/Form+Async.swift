extension Form {
  /// Waits until the asynchronous validation that can finish has finished: every wake-up whose
  /// deadline has passed on the form's clock and every check that is running. A check that never
  /// returns keeps it waiting; a debounce whose deadline is still ahead does not.
  ///
  /// With FieldMachinesTesting's `ManualValidationClock`, advance the clock and then settle:
  ///
  /// ```swift
  /// clock.advance(by: .milliseconds(300))
  /// await form.settle()
  /// ```
  ///
  /// A form without an ``isolation`` runs its asynchronous rules here, one at a time, on the
  /// caller's isolation.
  public func settle(isolation: isolated (any Actor)? = #isolation) async {
    while true {
      let now = clock.now
      let due =
        wakeTasks.filter { ($0.value.deadline ?? now) <= now }.map { (key: $0.key, task: $0.value) }
        + runTasks.map { (key: $0.key, task: $0.value) }
      guard !due.isEmpty else { return }
      for pending in due {
        if let task = pending.task.task {
          await task.value
        } else {
          await runHere(pending.key, pending.task, isolation: isolation)
        }
      }
    }
  }

  /// Runs a wake-up or check that has no task (the form has no ``isolation``) on the caller's
  /// isolation, unless it was cancelled or replaced.
  private func runHere(_ key: Key, _ pending: FormTask, isolation: isolated (any Actor)?) async {
    if pending.deadline != nil {
      guard let current = wakeTasks[key], current.sequence == pending.sequence else { return }
      wake(key, sequence: pending.sequence)
      return
    }
    guard let current = runTasks[key], current.sequence == pending.sequence,
      let value = current.value
    else { return }
    guard current.isWaiting else {
      // Another settle on this actor runs the check; let it finish.
      await Task.yield()
      return
    }
    runTasks[key]?.isWaiting = false
    let rules = statuses[key]?.asyncRules ?? []
    var violations: [RuleViolation] = []
    for rule in rules {
      if let violation = await rule.check(value) { violations.append(violation) }
    }
    receive(violations, for: key, sequence: pending.sequence)
  }

  /// Mutates the asynchronous validation of `key` and performs the actions it returns.
  func updateAsync(
    _ key: Key, _ change: (inout AsyncValidationMachine) -> Effects<AsyncValidationAction>
  ) {
    guard let slot = statuses.slot(of: key) else { return }
    updateAsync(slot: slot, change)
  }

  /// ``updateAsync(_:_:)`` for the field in `slot`.
  func updateAsync(
    slot: Int, _ change: (inout AsyncValidationMachine) -> Effects<AsyncValidationAction>
  ) {
    let actions = statuses.changeAsyncState(in: slot) { status in
      var machine = status.async
      let actions = change(&machine)
      status.async = machine
      return actions
    }
    guard !actions.isEmpty else { return }
    perform(actions, for: statuses.keys[slot])
  }

  /// Performs the actions of the asynchronous validation of `key`.
  func perform(_ actions: Effects<AsyncValidationAction>, for key: Key) {
    for action in actions {
      switch action {
      case .wake(let sequence, let deadline):
        scheduleWake(key, sequence: sequence, deadline: deadline)
      case .start(let sequence, let value):
        startCheck(key, sequence: sequence, value: value)
      case .cancel(let sequence):
        if let wake = wakeTasks[key], wake.sequence == sequence {
          wake.task?.cancel()
          wakeTasks[key] = nil
        }
        if let run = runTasks[key], run.sequence == sequence {
          run.task?.cancel()
          runTasks[key] = nil
        }
      case .answer(let violations):
        applyAnswer(violations, for: key)
      }
    }
  }

  /// The reference tasks carry back to ``isolation``, or `nil` for a form without one.
  private func reference() -> IsolatedReference<Form>? {
    if let taskReference { return taskReference }
    guard let isolation else { return nil }
    let reference = IsolatedReference(self, isolation: isolation)
    taskReference = reference
    return reference
  }

  private func scheduleWake(_ key: Key, sequence: Int, deadline: Duration) {
    let task = reference().map { reference in
      Task {
        await Form.sleepThenWake(
          reference, key: key, sequence: sequence, deadline: deadline, on: reference.isolation)
      }
    }
    wakeTasks[key] = FormTask(sequence: sequence, deadline: deadline, task: task)
  }

  private static func sleepThenWake(
    _ reference: IsolatedReference<Form>, key: Key, sequence: Int, deadline: Duration,
    on actor: isolated any Actor
  ) async {
    guard let clock = reference.object(on: actor)?.clock else { return }
    do {
      try await clock.sleep(until: deadline, isolation: actor)
    } catch {
      return
    }
    reference.object(on: actor)?.wake(key, sequence: sequence)
  }

  private func wake(_ key: Key, sequence: Int) {
    if wakeTasks[key]?.sequence == sequence { wakeTasks[key] = nil }
    batch { updateAsync(key) { $0.deadlineReached(sequence: sequence) } }
  }

  private func startCheck(_ key: Key, sequence: Int, value: FormValue) {
    let rules = statuses[key]?.asyncRules ?? []
    let task = reference().map { reference in
      Task {
        var violations: [RuleViolation] = []
        for rule in rules {
          if let violation = await rule.check(value) { violations.append(violation) }
        }
        await Form.deliver(
          violations, to: reference, key: key, sequence: sequence, on: reference.isolation)
      }
    }
    runTasks[key] = FormTask(sequence: sequence, deadline: nil, task: task, value: value)
  }

  private static func deliver(
    _ violations: [RuleViolation], to reference: IsolatedReference<Form>, key: Key, sequence: Int,
    on actor: isolated any Actor
  ) {
    reference.object(on: actor)?.receive(violations, for: key, sequence: sequence)
  }

  private func receive(_ violations: [RuleViolation], for key: Key, sequence: Int) {
    if runTasks[key]?.sequence == sequence { runTasks[key] = nil }
    batch {
      updateAsync(key) { machine in
        let actions = machine.receive(sequence: sequence, violations: violations)
        if actions.isEmpty { send(.answerDropped) }
        return actions
      }
    }
  }

  /// Applies an accepted answer, unless the value changed since it was asked for (the form
  /// cancels the check then, so this is a second line of defence).
  private func applyAnswer(_ violations: [RuleViolation], for key: Key) {
    guard let status = statuses[key], let answer = status.async.lastAnswer,
      answer.value == status.adapter.value, isIncluded(key)
    else {
      send(.answerDropped)
      return
    }
    if violations.isEmpty {
      setValidity(.valid, of: key)
    } else {
      setValidity(.invalid(violations.map { storedMessages.failure(for: $0, key: key) }), of: key)
    }
  }
}
