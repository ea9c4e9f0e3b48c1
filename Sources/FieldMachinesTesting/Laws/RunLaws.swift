import FieldMachines

/// ``LawChecker`` over `events` from a new machine, checking `property` after each step; the
/// thrown violation carries the step.
func runLaws<Machine: TestableFieldMachine>(
  _ events: [Machine.Event],
  property: (Machine, Machine.Event, Effects<Machine.Effect>) throws -> Void
) throws {
  try runSteps(
    events, from: { LawChecker<Machine>() },
    step: { checker, event in
      let effects = try checker.step(event)
      try property(checker.machine, event, effects)
    })
}
