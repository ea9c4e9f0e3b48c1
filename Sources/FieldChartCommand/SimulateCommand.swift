import FieldChartRendering
import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `fieldchart simulate <field> [<script>] [--json] [options]`.
enum SimulateCommand {
  static func run(_ arguments: [String], io: any CommandIO) throws(CommandError) -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, subcommand: "simulate",
      valueOptions: SessionCatalog.sessions.reduce(into: ["trace"]) {
        $0.formUnion($1.valueOptionNames)
      },
      flagOptions: SessionCatalog.sessions.reduce(into: ["json"]) {
        $0.formUnion($1.flagOptionNames)
      })
    if parsed.wantsHelp {
      io.write(Help.simulate)
      return .success
    }
    guard let kind = parsed.positionals.first else {
      throw .usage("Missing expected argument '<field>'", subcommand: "simulate")
    }
    guard let session = SessionCatalog.session(named: kind) else {
      throw .usage(
        "Unknown field '\(kind)'; choose one of: \(SessionCatalog.kinds.joined(separator: ", "))",
        subcommand: "simulate")
    }
    guard parsed.positionals.count <= 2 else {
      throw .usage("Unexpected argument '\(parsed.positionals[2])'", subcommand: "simulate")
    }
    return try run(session, parsed: parsed, io: io)
  }

  private static func run<Session: FieldSession>(
    _ session: Session.Type, parsed: ParsedArguments, io: any CommandIO
  ) throws(CommandError) -> ExitCode {
    let allowed = Session.valueOptionNames.union(Session.flagOptionNames).union([
      "json", "help", "trace",
    ])
    for name in parsed.values.keys.sorted() + parsed.flags.sorted() where !allowed.contains(name) {
      throw .usage(
        "'--\(name)' is not an option of the \(Session.kind) field", subcommand: "simulate")
    }
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
    let runner = try ScriptRunner<Session>(options: parsed)
    let json = parsed.flags.contains("json")
    let statechart = traceFormat.map { _ in RegionalChart(factoring: Session.Machine.chart) }
    var trace = ChartTrace()
    var lines: [String]?
    if parsed.positionals.count == 2, parsed.positionals[1] != "-" {
      let path = parsed.positionals[1]
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .failure("cannot read the script file '\(path)'")
      }
      lines = String(decoding: data, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let interactive = lines == nil && io.isInteractive
    if interactive {
      io.write(
        "Simulating the \(Session.kind) field; one action per line, 'help' lists them, "
          + "'quit' or end of input ends.\n")
    }
    var number = 0
    while true {
      if interactive { io.write("\(Session.kind) [\(runner.state)]> ") }
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
        io.write(Help.scriptGrammar(for: Session.self))
        continue
      }
      do {
        guard let step = try runner.execute(line) else { continue }
        if let statechart {
          for record in step.records {
            trace.record(
              in: statechart, values: Session.Machine.chartNodeValues(of: record.before),
              event: Session.Machine.chartEventName(of: record.event),
              conditions: Session.Machine.chartConditions(of: record.event, in: record.before))
          }
          continue
        }
        io.write(
          json ? StepFormatter.json(step, line: number) : StepFormatter.text(step, line: number))
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
