import FieldMachines

/// `fieldchart check <machine|all> [--events N] [--seed S] [--forbid STATE]`.
enum CheckCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, subcommand: "check", valueOptions: ["events", "seed", "forbid"], flagOptions: [])
    if parsed.wantsHelp {
      io.write(Help.check)
      return .success
    }
    guard let name = parsed.positionals.first else {
      throw .usage("Missing expected argument '<machine>'", subcommand: "check")
    }
    guard parsed.positionals.count == 1 else {
      throw .usage("Unexpected argument '\(parsed.positionals[1])'", subcommand: "check")
    }
    var sessions = SessionCatalog.sessions
    if name.lowercased() != "all" {
      guard let session = SessionCatalog.session(named: name) else {
        let hint = Suggestion.hint(for: name, in: SessionCatalog.kinds + ["all"])
        throw .usage(
          "Unknown machine '\(name)'.\(hint) Choose one of: "
            + SessionCatalog.kinds.joined(separator: ", ") + ", all", subcommand: "check")
      }
      sessions = [session]
    }
    var events = 10_000
    if let text = parsed.values["events"] {
      guard let value = Int(text), value > 0 else {
        throw .usage("'--events' needs a positive integer, not '\(text)'", subcommand: "check")
      }
      events = value
    }
    var seed: UInt64 = 1
    if let text = parsed.values["seed"] {
      let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
      guard let value else {
        throw .usage("'--seed' needs an unsigned integer, not '\(text)'", subcommand: "check")
      }
      seed = value
    }
    var failed = false
    for session in sessions {
      failed =
        try check(session, events: events, seed: seed, forbidden: parsed.values["forbid"], io: io)
        || failed
    }
    return failed ? .failure : .success
  }

  /// Checks one kind; returns whether a violation was found.
  private static func check<Session: FieldSession>(
    _ session: Session.Type, events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    let chart = Session.Machine.chart
    if let forbidden, chart.state(withID: forbidden) == nil {
      throw .usage(
        "Unknown state '\(forbidden)' of \(chart.machine); its states: "
          + chart.states.map(\.id).joined(separator: ", "), subcommand: "check")
    }
    let walk = RandomWalk<Session>(chart: chart, forbidden: forbidden)
    let outcome = walk.run(events: events, seed: seed)
    guard let violation = outcome.violation else {
      io.write(
        summary(
          of: Session.kind, steps: outcome.steps, seed: seed, taken: outcome.taken, chart: chart))
      return false
    }
    io.writeError(
      "Error: \(Session.kind): \(violation.message)\n"
        + "The shortest failing script found (\(count(violation.script.count, "line")), "
        + "seed \(seed), after \(count(outcome.steps, "step"))) is on standard output.\n")
    io.write("# fieldchart check \(Session.kind) --seed \(seed): \(violation.message)\n")
    io.write(violation.script.joined(separator: "\n") + "\n")
    return true
  }

  /// The line a passing run prints: the steps, and what they covered of the chart — every
  /// transition, or how many transitions and states a short run reached and how to reach more.
  static func summary(
    of kind: String, steps: Int, seed: UInt64, taken: Set<Int>, chart: StateChart
  ) -> String {
    let total = chart.transitions.count
    var text =
      "\(kind): \(count(steps, "step")) (seed \(seed)): every invariant held; "
      + "\(taken.count) of \(count(total, "transition")) taken"
    if taken.count >= total {
      return text + ".\n"
    }
    var visited: Set<String> = [chart.initial]
    for index in taken where chart.transitions.indices.contains(index) {
      visited.insert(chart.transitions[index].source)
      visited.insert(chart.transitions[index].target)
    }
    text +=
      ", \(visited.count) of \(count(chart.states.count, "state")) visited; "
      + "\(count(total - taken.count, "transition")) not reached in this run.\n"
    return text
  }

  /// `1 step`, `2 steps`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
