import FieldChartRendering
import FieldMachines

/// `fieldchart simulate <field> [<script>] [--json] [options]`.
enum SimulateCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let arguments = try FieldArguments(
      arguments, subcommand: "simulate", valueOptions: ["trace"], flagOptions: ["json"],
      maximumPositionals: 2)
    guard let session = arguments.session else {
      io.write(Help.simulate)
      return .success
    }
    return try run(session, parsed: arguments.parsed, io: io)
  }

  private static func run<Kind: SessionKind>(
    _ kind: Kind.Type, parsed: ParsedArguments, io: any CommandIO
  ) throws(CommandError) -> ExitCode {
    var traceFormat: ChartFormat?
    if let name = parsed.values["trace"] {
      guard let format = ChartFormat(rawValue: name.lowercased()),
        [.dot, .mermaid].contains(format)
      else {
        throw .usage(
          "Unknown trace format '\(name)'; choose dot or mermaid", subcommand: "simulate")
      }
      traceFormat = format
    }
    let runner = try ScriptRunner<Kind>(options: parsed)
    let json = parsed.flags.contains("json")
    let statechart = traceFormat.map { _ in RegionalChart(factoring: Kind.Machine.chart) }
    var trace = ChartTrace()
    var lines: [String]?
    if parsed.positionals.count == 2, parsed.positionals[1] != "-" {
      lines = try InputFile.read(parsed.positionals[1], as: "the script file")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let interactive = lines == nil && io.isInteractive
    if interactive {
      io.write(
        "Simulating the \(Kind.name) field; one action per line, 'help' lists them, "
          + "'quit' or end of input ends.\n")
      io.write(
        "   regions:  "
          + runner.regions.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "\n")
    }
    var number = 0
    while true {
      if interactive { io.write("\(Kind.name) [\(runner.state)]> ") }
      let next: String?
      if let all = lines {
        next = number < all.count ? all[number] : nil
      } else {
        next = io.readLine()
      }
      guard let line = next else { break }
      number += 1
      let trimmed = Substring(line).trimmingSpaces()
      if interactive && (trimmed == "quit" || trimmed == "exit") { break }
      if interactive && trimmed == "help" {
        io.write(Help.scriptGrammar(for: Kind.self))
        continue
      }
      do {
        guard let step = try runner.execute(line) else { continue }
        if let statechart {
          for record in step.records {
            trace.record(
              in: statechart, values: Kind.Machine.chartNodeValues(of: record.before),
              event: Kind.Machine.chartEventName(of: record.event),
              conditions: record.guards.conditions)
          }
          continue
        }
        if json {
          io.write(StepFormatter.json(step, line: number))
        } else {
          io.write(StepFormatter.text(step, line: number))
          if interactive { io.write(StepFormatter.regionLine(step)) }
        }
      } catch {
        io.writeError("Error: line \(number): \(error.message)\n")
        if !interactive {
          io.writeError("Stopped at line \(number); the lines after it did not run.\n")
          return .failure
        }
      }
    }
    if let statechart, let traceFormat {
      io.write(
        traceFormat == .dot
          ? DOTRenderer.render(statechart, trace: trace)
          : MermaidRenderer.render(statechart, trace: trace))
    }
    return .success
  }
}
