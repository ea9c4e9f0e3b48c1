import FieldChartCommand
import FieldCharts
import FieldMachines

/// `fieldchart check`'s steps per second, in process: the command's own loop (seeded random
/// walks of script lines on real fields, then the testing kit's generated events, each step
/// predicted by the chart and checked for invariants), with the charts derived before the clock
/// starts.
enum CheckBench {
  /// What one timed run of `fieldchart check all` did.
  struct Measurement {
    /// The steps the command reports, walks and generated events together.
    var steps: Int
    /// The run's thread CPU time in seconds.
    var seconds: Double
    /// Whether the command reported a violation.
    var failed: Bool

    /// Steps per second.
    var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : .nan }
  }

  /// Runs `fieldchart check all --events events --seed seed` in process and times it
  /// (``ThreadCPUTime``).
  static func measure(events: Int, seed: UInt64) -> Measurement {
    _ = ChartCatalog.charts
    let (nanoseconds, result) = ThreadCPUTime.measure {
      FieldChartCommand.run(
        arguments: ["check", "all", "--events", String(events), "--seed", String(seed)], stdin: "")
    }
    let seconds = nanoseconds / 1e9
    var steps = 0
    for line in result.stdout.split(separator: "\n") {
      if let match = line.firstMatch(of: /^[a-z]+: ([0-9]+) steps?\b/), let count = Int(match.1) {
        steps += count
      }
    }
    return Measurement(steps: steps, seconds: seconds, failed: result.exitCode != .success)
  }
}
