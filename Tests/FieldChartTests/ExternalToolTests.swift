import FieldChartRendering
import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The exports that outside tools read, checked by those tools when they are installed
/// (`.ci/install-chart-tools` installs them): Graphviz `dot` renders every DOT file, Qt's SCXML
/// compiler accepts every SCXML document, and python-statemachine's SCXML processor replays
/// every transition-cover path and a long random walk through the same states as the Swift
/// machine.
@Suite struct ExternalToolTests {
  static let hasDot = TestSupport.isInstalled("dot")
  static let qscxmlc = ["/usr/lib/qt6/libexec/qscxmlc", "/usr/lib/qt5/bin/qscxmlc"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
  static let hasSCXMLProcessor =
    TestSupport.run("/usr/bin/env", ["python3", "-c", "import statemachine.io.scxml.processor"])
    .status == 0

  @Test(.enabled(if: hasDot, "Graphviz dot is not installed"), arguments: TestSupport.machineNames)
  func dotRendersEveryChart(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let result = TestSupport.run(
      "/usr/bin/env", ["dot", "-Tsvg"], input: DOTRenderer.render(chart))
    #expect(result.status == 0, "dot failed: \(result.stderr)")
    #expect(result.stdout.contains("<svg"))
    #expect(result.stderr.isEmpty, "dot warned: \(result.stderr)")
  }

  @Test(
    .enabled(if: qscxmlc != nil, "Qt's qscxmlc is not installed"),
    arguments: TestSupport.machineNames)
  func qtSCXMLCompilerAcceptsEveryChart(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("\(chart.machine).scxml")
    try Data(SCXMLRenderer.render(chart).utf8).write(to: file)
    let result = TestSupport.run(
      try #require(ExternalToolTests.qscxmlc),
      [file.path, "-o", directory.appendingPathComponent("out").path])
    #expect(result.status == 0, "qscxmlc rejected the document: \(result.stderr)")
  }

  @Test(
    .enabled(if: hasSCXMLProcessor, "python-statemachine is not installed"),
    arguments: TestSupport.machineNames)
  func scxmlProcessorReplaysLikeTheSwiftMachine(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    try replay(machine)
  }

  private func replay<Machine: ChartableMachine>(_ machine: Machine.Type) throws {
    let derivation = ChartDerivation(machine)
    let chart = derivation.chart
    // Runs: every transition-cover path, then a seeded random walk, each from a new machine.
    var runs = derivation.transitionCoverPaths().map { derivation.events(of: $0) }
    var random = SplitMix64(seed: 7)
    let probes = Machine.chartProbes
    runs.append((0..<600).map { _ in probes[Int(random.next() % UInt64(probes.count))].event })
    var input: [String] = []
    var expected: [String] = []
    for run in runs {
      input.append("#reset")
      var current = Machine(state: Machine.chartInitialState)
      for event in run {
        let before = current.state
        _ = current.handle(event)
        input.append(
          ([Machine.chartEventName(of: event)] + Machine.chartConditions(of: event, in: before))
            .joined(separator: "."))
        expected.append(Machine.chartStateID(of: current.state))
      }
    }
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("chart.scxml")
    try Data(SCXMLRenderer.render(chart).utf8).write(to: document)
    let script = directory.appendingPathComponent("replay.py")
    try Data(ExternalToolTests.replayScript.utf8).write(to: script)
    let result = TestSupport.run(
      "/usr/bin/env", ["python3", script.path, document.path],
      input: input.joined(separator: "\n") + "\n")
    try #require(result.status == 0, "the SCXML processor failed: \(result.stderr)")
    let states = result.stdout.split(separator: "\n").map(String.init)
    #expect(states.count == expected.count)
    for (index, (actual, wanted)) in zip(states, expected).enumerated() where actual != wanted {
      Issue.record("step \(index): SCXML is in \(actual), Swift in \(wanted)")
      return
    }
  }

  /// Loads the document with python-statemachine's W3C SCXML processor and, for each event
  /// read from standard input, sends it and prints the active state; `#reset` starts anew.
  static let replayScript = """
    import sys
    from statemachine.io.scxml.processor import SCXMLProcessor

    with open(sys.argv[1]) as handle:
        document = handle.read()

    def start():
        processor = SCXMLProcessor()
        processor.parse_scxml("chart", document)
        return processor.start()

    machine = None
    for line in sys.stdin:
        event = line.strip()
        if event == "#reset":
            machine = start()
            continue
        machine.send(event)
        print(",".join(sorted(state.id for state in machine.configuration)))
    """
}
