/// Runs `events` one by one on a fresh `model`; an error thrown by `step` is rethrown as a
/// ``PropertyViolation`` tagged with the index of the event that caused it.
public func runSteps<Model, Event>(
  _ events: [Event], from model: () -> Model, step: (inout Model, Event) throws -> Void
) throws {
  var current = model()
  for (index, event) in events.enumerated() {
    do {
      try step(&current, event)
    } catch var violation as PropertyViolation {
      if violation.step == nil { violation.step = index }
      throw violation
    } catch {
      throw PropertyViolation(String(describing: error), step: index)
    }
  }
}
