/// Shrinks a failing event sequence to a short one that still fails (delta debugging).
///
/// Each round removes chunks (halves, quarters, … single events) while the property still fails,
/// then tries the simpler payloads of each remaining event, first of every copy of an event at
/// once (two `set-error Required` become two `set-error ""`), then of each event alone; rounds
/// repeat until nothing changes or the budget of property runs is spent. The result is
/// 1-minimal: no single event can be removed, and no listed simplification of one event keeps
/// it failing.
struct SequenceShrinker<Event> {
  /// The simpler forms of one event, simplest first; they must be strictly simpler.
  let simplify: (Event) -> [Event]
  /// A key equal for equal events (their script line), to simplify copies together.
  let key: (Event) -> String
  /// Runs the property on a sequence; the violation if it fails.
  let fails: ([Event]) -> PropertyViolation?
  /// How many more times the property may run.
  private(set) var budget: Int
  /// How many times the property ran while shrinking.
  private(set) var attempts = 0
  private(set) var current: [Event]
  private(set) var violation: PropertyViolation

  init(
    failing events: [Event], violation: PropertyViolation, budget: Int,
    simplify: @escaping (Event) -> [Event], key: @escaping (Event) -> String,
    fails: @escaping ([Event]) -> PropertyViolation?
  ) {
    self.simplify = simplify
    self.key = key
    self.fails = fails
    self.budget = budget
    self.current = Self.prefix(events, through: violation.step)
    self.violation = violation
  }

  /// Shrinks ``current`` as far as the budget allows.
  mutating func shrink() {
    var changed = true
    while changed && budget > 0 {
      changed = removeChunks()
      changed = simplifyCopies() || changed
      changed = simplifyPayloads() || changed
    }
  }

  private mutating func removeChunks() -> Bool {
    var changed = false
    var chunk = max(current.count / 2, 1)
    while chunk >= 1 && budget > 0 {
      var start = 0
      var removedAny = false
      while start < current.count && budget > 0 {
        let end = min(start + chunk, current.count)
        if attempt(Array(current[..<start] + current[end...])) {
          removedAny = true
          changed = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
      chunk = min(chunk, max(current.count / 2, 1))
      if current.count <= 1 && !removedAny { break }
    }
    return changed
  }

  private mutating func simplifyCopies() -> Bool {
    var changed = false
    var seen: Set<String> = []
    var index = 0
    while index < current.count && budget > 0 {
      let original = key(current[index])
      index += 1
      guard seen.insert(original).inserted else { continue }
      let copies = current.indices.filter { key(current[$0]) == original }
      guard copies.count > 1 else { continue }
      for simpler in simplify(current[copies[0]]) {
        var candidate = current
        for copy in copies { candidate[copy] = simpler }
        if attempt(candidate) {
          changed = true
          break
        }
      }
    }
    return changed
  }

  private mutating func simplifyPayloads() -> Bool {
    var changed = false
    var index = 0
    while index < current.count && budget > 0 {
      var simplified = true
      while simplified && index < current.count && budget > 0 {
        simplified = false
        for simpler in simplify(current[index]) {
          var candidate = current
          candidate[index] = simpler
          if attempt(candidate) {
            simplified = true
            changed = true
            break
          }
        }
      }
      index += 1
    }
    return changed
  }

  private mutating func attempt(_ candidate: [Event]) -> Bool {
    guard budget > 0 else { return false }
    budget -= 1
    attempts += 1
    guard let found = fails(candidate) else { return false }
    current = Self.prefix(candidate, through: found.step)
    violation = found
    return true
  }

  private static func prefix(_ events: [Event], through step: Int?) -> [Event] {
    guard let step, step >= 0, step < events.count else { return events }
    return Array(events[...step])
  }
}
