import FieldChartRendering
import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// The exports that outside tools read, checked by those tools when they are installed
/// (`.ci/install-chart-tools` installs them): Graphviz `dot` renders every DOT file, Qt's SCXML
/// compiler accepts every SCXML document, and Qt's SCXML engine and python-statemachine's SCXML
/// processor replay every transition-cover path and a long random walk, flat and regional,
/// through the same states as the Swift machine.
@Suite struct ExternalToolTests {
  static let hasDot = TestSupport.isInstalled("dot")
  static let qscxmlc = ["/usr/lib/qt6/libexec/qscxmlc", "/usr/lib/qt5/bin/qscxmlc"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
  static let hasSCXMLProcessor =
    TestSupport.run("/usr/bin/env", ["python3", "-c", "import statemachine.io.scxml.processor"])
    .status == 0

  @Test(
    .enabled(if: hasDot, "Graphviz dot is not installed"), arguments: TestSupport.machineNames)
  func dotRendersEveryChart(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    for view in ExternalToolTests.views(of: name) {
      let result = TestSupport.run(
        "/usr/bin/env", ["dot", "-Tsvg"], input: ChartFormat.dot.render(chart, view: view))
      #expect(result.status == 0, "dot failed: \(result.stderr)")
      #expect(result.stdout.contains("<svg"))
      #expect(result.stderr.isEmpty, "dot warned: \(result.stderr)")
    }
  }

  @Test(
    .enabled(if: qscxmlc != nil, "Qt's qscxmlc is not installed"),
    arguments: TestSupport.machineNames)
  func qtSCXMLCompilerAcceptsEveryChart(_ name: String) throws {
    let chart = try #require(ChartCatalog.machine(named: name)).chart
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for view in ExternalToolTests.views(of: name) {
      let file = directory.appendingPathComponent(
        ChartFormat.scxml.fileName(for: chart, view: view))
      try Data(ChartFormat.scxml.render(chart, view: view).utf8).write(to: file)
      let result = TestSupport.run(
        try #require(ExternalToolTests.qscxmlc),
        [file.path, "-o", directory.appendingPathComponent("out").path])
      #expect(result.status == 0, "qscxmlc rejected the document: \(result.stderr)")
    }
  }

  /// The views whose exports the tools check: the statechart and the flat chart of a field; the
  /// form's statechart only, as `StateCharts/` keeps it (`dot` lays out the form's 3,000-odd flat
  /// edges in minutes; the XState replays check its flat chart).
  static func views(of name: String) -> [ChartView] {
    TestSupport.fieldMachineNames.contains(name) ? [.regional, .flat] : [.regional]
  }

  /// Debian's Python with Qt's SCXML engine (`python3-pyside2.qtscxml`).
  static let hasQtSCXML =
    TestSupport.run("/usr/bin/python3", ["-c", "from PySide2.QtScxml import QScxmlStateMachine"])
    .status == 0

  @Test(
    .enabled(if: hasSCXMLProcessor, "python-statemachine is not installed"),
    arguments: TestSupport.machineNames)
  func scxmlProcessorReplaysLikeTheSwiftMachine(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    for regional in ExternalToolTests.views(of: name).map({ $0 == .regional }) {
      try replay(
        machine, regional: regional, interpreter: ["/usr/bin/env", "python3"],
        script: ExternalToolTests.replayScript)
    }
  }

  @Test(
    .enabled(if: hasQtSCXML, "Qt's SCXML engine for Python (python3-pyside2.qtscxml) is missing"),
    arguments: TestSupport.machineNames)
  func qtSCXMLEngineReplaysLikeTheSwiftMachine(_ name: String) throws {
    let machine = try #require(ChartCatalog.machine(named: name))
    for regional in ExternalToolTests.views(of: name).map({ $0 == .regional }) {
      try replay(
        machine, regional: regional, interpreter: ["/usr/bin/python3"],
        script: ExternalToolTests.qtReplayScript)
    }
  }

  /// Replays every transition-cover path and a seeded random walk over every probe (so also
  /// events a state does not handle) in an SCXML interpreter, sending each event under its
  /// one-token name, and compares the active states after each with the Swift machine's.
  private func replay<Machine: ChartableMachine>(
    _ machine: Machine.Type, regional: Bool, interpreter: [String], script: String
  ) throws {
    let derivation = Machine.chartDerivation
    let chart = derivation.chart
    let statechart = RegionalChart(factoring: chart)
    var runs = derivation.transitionCoverPaths().map { derivation.events(of: $0) }
    var random = SplitMix64(seed: 7)
    let probes = Machine.chartProbes
    runs.append((0..<600).map { _ in probes[Int(random.next() % UInt64(probes.count))].event })
    var input: [String] = []
    var expected: [Set<String>] = []
    for run in runs {
      input.append("#reset")
      var current = Machine(state: Machine.chartInitialState)
      for event in run {
        let before = current.state
        _ = current.handle(event)
        input.append(
          StateChart.qualifiedEvent(
            Machine.chartEventName(of: event),
            conditions: Machine.chartConditions(of: event, in: before)))
        let values = Machine.chartNodeValues(of: current.state)
        expected.append(
          regional
            ? Set(statechart.regions.map { $0.stateID(values[$0.index]) })
            : [Machine.chartStateID(of: current.state)])
      }
    }
    let known = Set(
      regional
        ? statechart.regions.flatMap { region in region.values.map(region.stateID) }
        : chart.states.map(\.id))
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("chart.scxml")
    try Data(
      (regional ? SCXMLRenderer.render(statechart) : SCXMLRenderer.render(chart)).utf8
    ).write(to: document)
    let scriptFile = directory.appendingPathComponent("replay.py")
    try Data(script.utf8).write(to: scriptFile)
    let result = TestSupport.run(
      interpreter[0], Array(interpreter.dropFirst()) + [scriptFile.path, document.path],
      input: input.joined(separator: "\n") + "\n")
    let kind = regional ? "regional" : "flat"
    try #require(
      result.status == 0, "the SCXML interpreter failed on the \(kind) chart: \(result.stderr)")
    let states = result.stdout.split(separator: "\n").map {
      Set($0.split(separator: ",").map(String.init)).intersection(known)
    }
    #expect(states.count == expected.count)
    var mismatches = 0
    for (index, (actual, wanted)) in zip(states, expected).enumerated() where actual != wanted {
      mismatches += 1
      if mismatches <= 3 {
        Issue.record(
          "\(kind) step \(index): SCXML is in \(actual.sorted()), Swift in \(wanted.sorted())")
      }
    }
    print(
      "SCXML replay \(Machine.chartName) \(kind) in \(interpreter.last ?? ""): "
        + "\(expected.count) steps, \(mismatches) mismatches")
  }

  /// Loads the document with python-statemachine's W3C SCXML processor and, for each event
  /// read from standard input, sends it and prints the active states; `#reset` starts a new
  /// instance of the machine the document was parsed into once.
  static let replayScript = """
    import sys
    from statemachine.io.scxml.processor import SCXMLProcessor

    with open(sys.argv[1]) as handle:
        document = handle.read()

    processor = SCXMLProcessor()
    processor.parse_scxml("chart", document)

    machine = None
    for line in sys.stdin:
        event = line.strip()
        if event == "#reset":
            machine = processor.start()
            continue
        machine.send(event)
        print(",".join(sorted(state.id for state in machine.configuration)))
    """

  /// The same with Qt's `QScxmlStateMachine`, through PySide2 on Debian's Python: after each
  /// event it runs the event loop until the active states stop changing.
  static let qtReplayScript = """
    import sys
    from PySide2.QtCore import QCoreApplication
    from PySide2.QtScxml import QScxmlStateMachine

    app = QCoreApplication([])
    machine = None

    def settle():
        previous = None
        for _ in range(100):
            app.processEvents()
            current = sorted(machine.activeStateNames())
            if current == previous:
                return current
            previous = current
        return previous

    for line in sys.stdin:
        event = line.strip()
        if event == "#reset":
            machine = QScxmlStateMachine.fromFile(sys.argv[1])
            errors = [error.toString() for error in machine.parseErrors()]
            if errors:
                sys.exit("\\n".join(errors))
            machine.start()
            settle()
            continue
        machine.submitEvent(event)
        print(",".join(settle()))
    """
}
