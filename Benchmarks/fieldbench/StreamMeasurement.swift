import MallocCounter

/// The cost of one pass of a stream through a stepper.
struct StreamMeasurement {
  /// Nanoseconds of thread CPU time per event, over the timed pass (``ThreadCPUTime``).
  var nanosecondsPerEvent: Double
  /// Heap allocations per event during the timed pass, or `nil` where they cannot be counted.
  var allocationsPerEvent: Double?
  /// The sum of the steppers' results, printed so the work is observable.
  var checksum: Int
  /// How many events the timed pass ran.
  var events: Int

  /// Runs the first `warmup` events untimed (caches, branch predictors, lazily built state), then
  /// times the whole stream on the same stepper and counts its allocations.
  static func measure<S: Stepper>(
    _ stepper: inout S, over events: [S.Event], warmup: Int
  ) -> StreamMeasurement {
    var checksum = 0
    for event in events.prefix(warmup) { checksum &+= stepper.step(event) }
    let allocationsBefore = malloc_counter_allocations()
    let start = ThreadCPUTime.now()
    for event in events { checksum &+= stepper.step(event) }
    let elapsed = ThreadCPUTime.now() - start
    let allocations = malloc_counter_allocations() - allocationsBefore
    let count = max(events.count, 1)
    return StreamMeasurement(
      nanosecondsPerEvent: elapsed / Double(count),
      allocationsPerEvent: malloc_counter_is_available()
        ? Double(allocations) / Double(count) : nil,
      checksum: checksum, events: events.count)
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
