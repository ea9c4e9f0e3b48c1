import FieldCharts
import FieldMachines
import FieldMachinesTesting
import MallocCounter

/// Every measurement of fieldbench, in order, into one report.
struct BenchSuite {
  let options: BenchOptions
  var report: BenchReport
  /// The floor's ns per event: the faster of its two passes (before and after the others).
  private(set) var floor = 0.0

  init(options: BenchOptions) {
    self.options = options
    report = BenchReport(
      events: options.events, seed: options.seed,
      allocationCounting: malloc_counter_is_available())
  }

  private var warmup: Int { min(options.events, 100_000) }

  /// ns and allocations per event: the floor on the picker stream, then each kind's machine
  /// and field on the kind's own stream (in `FieldKind` order), then the floor again.
  mutating func runSteps() {
    var rows: [(String, String, StreamMeasurement)] = []
    let runsFloor = options.runsStream("floor")
    var floors = runsFloor ? [measureFloor()] : []
    for kind in FieldKind.allCases { rows += measureSteps(of: kind) }
    if runsFloor { floors.append(measureFloor()) }
    floor = floors.map(\.nanosecondsPerEvent).min() ?? 0
    if runsFloor {
      appendFloor(floors)
    }
    for (name, kind, measurement) in rows {
      report.results.append(stepResult(name, kind: kind, measurement))
    }
  }

  /// The floor's row, from its passes.
  private mutating func appendFloor(_ floors: [StreamMeasurement]) {
    report.results.append(
      BenchResult(
        section: "step", name: "floor (picker-shaped switch)", value: floor, unit: "ns/event",
        ratioToFloor: 1, allocationsPerEvent: floors.first?.allocationsPerEvent,
        note: "passes: " + floors.map { format($0.nanosecondsPerEvent) }.joined(separator: ", ")
          + " ns; the faster is the floor"))
  }

  /// The floor: a picker-shaped switch on the picker stream.
  private func measureFloor() -> StreamMeasurement {
    let events = PickerFieldVocabulary.events(count: options.events, seed: options.seed)
    var floorStepper = FloorStepper()
    return .measure(&floorStepper, over: events, warmup: warmup)
  }

  /// The machine and the field of `kind`, each timed in code specialised for the kind's
  /// concrete types, as an app's calls are: through the existential `kind.vocabulary` the loop
  /// would stay generic and pay metadata look-ups and witness calls no app pays, so the kind's
  /// vocabulary is handed over concretely (``FieldKind/withVocabulary(_:)``, inlined here).
  private func measureSteps(of kind: FieldKind) -> [(String, String, StreamMeasurement)] {
    kind.withVocabulary(KindSteps(suite: self, name: kind.rawValue))
  }

  /// ``measureSteps(of:)`` of the kind it is handed.
  private struct KindSteps: FieldKindVisitor {
    let suite: BenchSuite
    /// The kind's name, as `--only` spells it.
    let name: String
    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> [(String, String, StreamMeasurement)] {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else { return [] }
      return suite.measureSteps(of: scripted, named: name)
    }
  }

  /// The machine and the field of `kind` (named `name`) on the kind's own stream, those of the
  /// two `--only` runs.
  private func measureSteps<Kind: FieldVocabulary>(
    of kind: Kind.Type, named name: String
  ) -> [(String, String, StreamMeasurement)] {
    let runsMachine = options.runsStream("\(name)-machine")
    let runsField = options.runsStream("\(name)-field")
    guard runsMachine || runsField else { return [] }
    let events = Kind.events(count: options.events, seed: options.seed)
    var rows: [(String, String, StreamMeasurement)] = []
    if runsMachine {
      var machine = MachineStepper(
        machine: Kind.makeSampleField(delegate: BenchDelegate()).machine)
      rows.append(
        ("\(Kind.Machine.self)", "machine", .measure(&machine, over: events, warmup: warmup)))
    }
    if runsField {
      var field = FieldStepper<Kind>()
      rows.append(
        (
          "\(Kind.FieldObject.self) + delegate", "field",
          .measure(&field, over: events, warmup: warmup)
        ))
    }
    return rows
  }

  private func stepResult(
    _ name: String, kind: String, _ measurement: StreamMeasurement
  ) -> BenchResult {
    let ratio = floor > 0 ? measurement.nanosecondsPerEvent / floor : .nan
    let allocations = measurement.allocationsPerEvent
    if kind == "machine" {
      return BenchResult(
        section: "step", name: name, value: measurement.nanosecondsPerEvent, unit: "ns/event",
        ratioToFloor: ratio, allocationsPerEvent: allocations,
        target: "≤ 1.5× floor, 0 allocations",
        meetsTarget: allocations.map { ratio <= 1.5 && $0 == 0 },
        note: "handle(_:into:) into one kept EffectBuffer, emptied after each event, as a hub does")
    }
    return BenchResult(
      section: "step", name: name, value: measurement.nanosecondsPerEvent, unit: "ns/event",
      ratioToFloor: ratio, allocationsPerEvent: allocations, target: "≤ 4× floor",
      meetsTarget: ratio <= 4)
  }

  /// The inline size of each machine value and the heap bytes of one field object.
  mutating func runMemory() {
    let kinds = FieldKind.allCases.compactMap { $0.withVocabulary(KindMemory()) }
    for kind in kinds { appendMachineSize(kind.machine, kind.machineSize) }
    for (name, size) in [
      ("FieldPalette", MemoryLayout<FieldPalette>.size),
      ("FieldMetrics", MemoryLayout<FieldMetrics>.size),
      ("AccessibilityStrings", MemoryLayout<AccessibilityStrings>.size),
    ] {
      report.results.append(
        BenchResult(
          section: "memory", name: name + " (value)", value: Double(size), unit: "bytes",
          note: "MemoryLayout size, stored inline in every field object"))
    }
    for kind in kinds { appendFieldBytes(kind.field, kind.fieldBytes()) }
  }

  /// The memory rows of the kind it is handed: its machine's inline size, and the heap bytes
  /// of a new field titled as the kind's sample field.
  private struct KindMemory: FieldKindVisitor {
    func visit<Vocabulary>(
      _ vocabulary: Vocabulary.Type
    ) -> (machine: String, machineSize: Int, field: String, fieldBytes: () -> Double?)? {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else { return nil }
      return rows(of: scripted)
    }

    private func rows<Scripted: ScriptedFieldVocabulary>(
      of vocabulary: Scripted.Type
    ) -> (machine: String, machineSize: Int, field: String, fieldBytes: () -> Double?) {
      (
        "\(Scripted.Machine.self)", MemoryLayout<Scripted.Machine>.size,
        "\(Scripted.FieldObject.self)",
        {
          HeapBytes.perInstance(1_000) {
            let field = Scripted.makeField()
            field.placeholder = Scripted.sampleTitle
            return field
          }
        }
      )
    }
  }

  private mutating func appendMachineSize(_ name: String, _ size: Int) {
    report.results.append(
      BenchResult(
        section: "memory", name: name + " (value)", value: Double(size), unit: "bytes",
        note: "MemoryLayout size, stored inline; no heap for an empty field"))
  }

  private mutating func appendFieldBytes(_ name: String, _ bytes: Double?) {
    report.results.append(
      BenchResult(
        section: "memory", name: name, value: bytes ?? .nan, unit: "bytes",
        note: bytes == nil
          ? "n/a: heap bytes are counted only on Linux"
          : "heap bytes live after creating 1,000 and keeping them, per field"))
  }

  /// Validate-all on forms of 100, 1,000 and 10,000 fields (``BenchForm``: a mix of kinds and
  /// rules, a quarter failing) and the heap bytes of the largest. Each size runs validate-all
  /// once to show the errors, then `runs` more times; best and median are reported, in thread
  /// CPU time (``ThreadCPUTime``), so other work on the machine does not count.
  @MainActor
  mutating func runForms() {
    for (size, runs) in [(100, 200), (1_000, 50), (10_000, 11)] {
      let form = BenchForm.make(fields: size)
      let first = ThreadCPUTime.measure { form.validate() }.nanoseconds / 1e6
      var durations: [Double] = []
      for _ in 0..<runs {
        durations.append(ThreadCPUTime.measure { form.validate() }.nanoseconds / 1e6)
      }
      durations.sort()
      let best = durations.first ?? .nan
      let median = durations.isEmpty ? .nan : durations[durations.count / 2]
      let failing = form.keys.filter { form.validity(of: $0).isInvalid }.count
      let label = size.formatted(.number.grouping(.automatic))
      let note =
        "median \(format(median)) ms over \(runs) runs; the first (showing "
        + "\(failing) errors) \(format(first)) ms"
      let target: String? = size == 10_000 ? "≤ 2 ms" : nil
      report.results.append(
        BenchResult(
          section: "validate", name: "validate-all, \(label) fields (best)", value: best,
          unit: "ms", target: target, meetsTarget: target == nil ? nil : best <= 2, note: note))
      report.results.append(
        BenchResult(
          section: "validate", name: "validate-all, \(label) fields (median)", value: median,
          unit: "ms", target: target, meetsTarget: target == nil ? nil : median <= 2))
    }
    runChangedForm()
    let bytes = HeapBytes.perInstance(1) { BenchForm.make(fields: 10_000) }
    report.results.append(
      BenchResult(
        section: "memory", name: "Form, 10,000 fields", value: bytes ?? .nan, unit: "bytes",
        target: "≤ 1,000 bytes per field", meetsTarget: bytes.map { $0 / 10_000 <= 1_000 },
        note: bytes.map { "\(format($0 / 10_000)) bytes per field, fields included" }
          ?? "n/a: heap bytes are counted only on Linux"))
    let fieldBytes = HeapBytes.perInstance(1) { BenchForm.makeFieldsAlone(10_000) }
    if let bytes, let fieldBytes {
      report.results.append(
        BenchResult(
          section: "memory", name: "Form, 10,000 fields: the form's own bytes",
          value: (bytes - fieldBytes) / 10_000, unit: "bytes",
          note: "per field; the fields alone, configured alike, take "
            + "\(format(fieldBytes / 10_000)) bytes each"))
    }
  }

  /// Validate-all on the form of 10,000 fields after every field's value changed (so no kept
  /// failure holds and every rule runs again): best and median of 5 runs, in thread CPU time.
  /// No target is set for it.
  @MainActor
  private mutating func runChangedForm() {
    let form = BenchForm.make(fields: 10_000)
    form.validate()
    var durations: [Double] = []
    var tookEveryValue = true
    for round in 0..<5 {
      tookEveryValue = BenchForm.changeEveryValue(of: form, round: round) && tookEveryValue
      durations.append(ThreadCPUTime.measure { form.validate() }.nanoseconds / 1e6)
    }
    durations.sort()
    let best = durations.first ?? .nan
    let median = durations.isEmpty ? .nan : durations[durations.count / 2]
    let failing = form.keys.filter { form.validity(of: $0).isInvalid }.count
    report.results.append(
      BenchResult(
        section: "validate", name: "validate-all, 10,000 fields, every value changed (best)",
        value: best, unit: "ms",
        note: "median \(format(median)) ms over \(durations.count) runs, each after every "
          + "field's value changed; \(failing) errors shown after the last"
          + (tookEveryValue ? "" : "; NOT MEASURED AS MEANT: the form refused some values")))
    report.results.append(
      BenchResult(
        section: "validate", name: "validate-all, 10,000 fields, every value changed (median)",
        value: median, unit: "ms"))
  }

  /// Deriving every machine's chart by exploring it (``ChartCatalog``) and factoring its
  /// regions (``ChartsBench``): the first time in the process, against the target, in total and
  /// per chart; then each flat chart derived afresh (the fastest of three).
  mutating func runCharts() {
    let rows = ChartsBench.measure(runs: 3)
    let first = rows.reduce(0) { $0 + $1.derive + $1.factor }
    report.results.append(
      BenchResult(
        section: "charts", name: "derive every chart, regions included (first)", value: first,
        unit: "ms", target: "≤ 50 ms", meetsTarget: first <= 50,
        note: "\(rows.count) charts, \(rows.reduce(0) { $0 + $1.transitions }) transitions"))
    report.results.append(
      BenchResult(
        section: "charts", name: "derive every flat chart afresh (best of 3)",
        value: rows.reduce(0) { $0 + $1.bestDerive }, unit: "ms", note: "no cache, no regions"))
    for row in rows {
      report.results.append(
        BenchResult(
          section: "charts", name: "derive + factor \(row.name) (first)",
          value: row.derive + row.factor, unit: "ms",
          note: "\(row.states) states, \(row.steps) steps, \(row.transitions) transitions: "
            + "derive \(format(row.derive)) ms, factor \(format(row.factor)) ms; "
            + "afresh, best of 3: \(format(row.bestDerive)) ms"))
    }
  }

  /// `fieldchart check all`'s steps per second in process (``CheckBench``), on at most
  /// 200,000 events per machine; the best of three runs. × floor is ns per step over floor ns
  /// per event.
  mutating func runCheck() {
    let events = min(options.events, 200_000)
    let runs = (0..<3).map { _ in CheckBench.measure(events: events, seed: options.seed) }
    let best = runs.max { $0.stepsPerSecond < $1.stepsPerSecond }
    let value = best?.stepsPerSecond ?? .nan
    report.results.append(
      BenchResult(
        section: "check", name: "`fieldchart check` steps/s", value: value, unit: "steps/s",
        ratioToFloor: floor > 0 && value > 0 ? 1e9 / value / floor : nil,
        target: "≥ 1,000,000 steps/s", meetsTarget: value >= 1_000_000,
        note: "check all --events \(events): \(best?.steps ?? 0) steps in "
          + "\(format((best?.seconds ?? .nan) * 1e3)) ms, best of 3"
          + (runs.contains(where: \.failed) ? "; a run reported a violation" : "")))
  }

  /// The testing kit's property runs (``PropertyBench``) in events per second, on at most
  /// 1,000,000 events per run; the target is a 10,000,000-event run per kind in a minute.
  mutating func runProperties() {
    let events = min(options.events, 1_000_000)
    let target = PropertyBench.targetEventsPerSecond
    for run in PropertyBench.measureAll(events: events, seed: options.seed) {
      let value = run.eventsPerSecond
      report.results.append(
        BenchResult(
          section: "property", name: "property run: \(run.name)", value: value,
          unit: "events/s", ratioToFloor: floor > 0 && value > 0 ? 1e9 / value / floor : nil,
          target: "≥ \(Int(target)) events/s (10,000,000 in a minute)",
          meetsTarget: !run.failed && value >= target,
          note: "\(run.events) events in \(format(run.seconds * 1e3)) ms; 10,000,000 would take "
            + "\(format(10_000_000 / value)) s" + (run.failed ? "; the property FAILED" : "")))
    }
  }

  /// What one user action costs on a big form or a big text (``ScaleBench``): ns per action,
  /// with its ratio to the floor (0 when the steps did not run). The target is a cost that does
  /// not grow with the form or the text beyond what changed.
  @MainActor
  mutating func runScale() {
    for scaleCase in ScaleBench.cases() {
      let ratio = floor > 0 ? scaleCase.nanosecondsPerAction / floor : nil
      report.results.append(
        BenchResult(
          section: "scale", name: scaleCase.name, value: scaleCase.nanosecondsPerAction / 1e6,
          unit: "ms", ratioToFloor: ratio,
          note: "\(scaleCase.note); × floor is ns per action over floor ns per event"))
    }
  }

  private func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}
