extension Form {
  /// Waits until the asynchronous validation that can finish has finished: every wake-up whose
  /// deadline has passed on ``clock`` and every check that is running. A check that never
  /// returns keeps it waiting; a debounce whose deadline is still ahead does not.
  ///
  /// With a ``ManualValidationClock``, advance the clock and then settle:
  ///
  /// ```swift
  /// clock.advance(by: .milliseconds(300))
  /// await form.settle()
  /// ```
  public func settle() async {
    while true {
      let now = clock.now
      let due = wakeTasks.values.filter { ($0.deadline ?? now) <= now } + Array(runTasks.values)
      guard !due.isEmpty else { return }
      for pending in due { await pending.task.value }
    }
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
    let status = statuses[slot: slot]
    var machine = status.async
    let actions = change(&machine)
    status.async = machine
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
          wake.task.cancel()
          wakeTasks[key] = nil
        }
        if let run = runTasks[key], run.sequence == sequence {
          run.task.cancel()
          runTasks[key] = nil
        }
      case .answer(let violations):
        applyAnswer(violations, for: key)
      }
    }
  }

  private func scheduleWake(_ key: Key, sequence: Int, deadline: Duration) {
    let clock = self.clock
    let task = Task { [weak self] in
      do {
        try await clock.sleep(until: deadline)
      } catch {
        return
      }
      self?.wake(key, sequence: sequence)
    }
    wakeTasks[key] = FormTask(sequence: sequence, deadline: deadline, task: task)
  }

  private func wake(_ key: Key, sequence: Int) {
    if wakeTasks[key]?.sequence == sequence { wakeTasks[key] = nil }
    batch { updateAsync(key) { $0.deadlineReached(sequence: sequence) } }
  }

  private func startCheck(_ key: Key, sequence: Int, value: FormValue) {
    let rules = statuses[key]?.asyncRules ?? []
    let task = Task { [weak self] in
      var violations: [RuleViolation] = []
      for rule in rules {
        if let violation = await rule.check(value) { violations.append(violation) }
      }
      self?.receive(violations, for: key, sequence: sequence)
    }
    runTasks[key] = FormTask(sequence: sequence, deadline: nil, task: task)
  }

  private func receive(_ violations: [RuleViolation], for key: Key, sequence: Int) {
    if runTasks[key]?.sequence == sequence { runTasks[key] = nil }
    batch {
      updateAsync(key) { machine in
        let actions = machine.receive(sequence: sequence, violations: violations)
        if actions.isEmpty { droppedAnswers += 1 }
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
      droppedAnswers += 1
      return
    }
    if violations.isEmpty {
      setValidity(.valid, of: key)
    } else {
      setValidity(.invalid(violations.map { messages.failure(for: $0, key: key) }), of: key)
    }
  }
}
