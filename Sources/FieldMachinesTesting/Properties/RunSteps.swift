/// Runs `events` one by one on a fresh `model`; an error thrown by `step` is rethrown as a
/// ``PropertyViolation`` tagged with the index of the event that caused it.
public func runSteps<Model, Event>(
  _ events: [Event], from model: () -> Model, step: (inout Model, Event) throws -> Void
) throws {
  var current = model()
  // By index rather than `enumerated()`: this runs unspecialised (generic over the model), where
  // each `(offset, element)` pair costs a tuple-metadata look-up.
  for index in events.indices {
    do {
      try step(&current, events[index])
    } catch var violation as PropertyViolation {
      if violation.step == nil { violation.step = index }
      throw violation
    } catch {
      throw PropertyViolation(String(describing: error), step: index)
    }
  }
}
