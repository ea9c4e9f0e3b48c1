import FieldChartRendering
import FieldMachines

/// Writes a ``ScriptStep`` as `simulate` prints it: a few aligned lines, or one JSON object.
enum StepFormatter {
  /// The step as text lines, ending with a newline.
  static func text<Machine: ChartableMachine>(_ step: ScriptStep<Machine>, line: Int) -> String {
    var lines = ["\(line): \(step.action)"]
    if step.records.isEmpty {
      lines.append("   event:    none")
    }
    for record in step.records {
      let effects = record.effects.map(Machine.chartEffectName(of:))
      lines.append(
        "   event:    \(StateChart.describe(Machine.chartDescribedEvent(record.event))) / "
          + (effects.isEmpty ? "no effect" : effects.joined(separator: ", ")))
    }
    let snapshot = step.snapshot
    var status = ["active: \(snapshot.isActive ? "yes" : "no")"]
    if let isOpen = snapshot.isOpen { status.append("open: \(isOpen ? "yes" : "no")") }
    status.append("error: \(snapshot.error.map(JSONText.quoted) ?? "none")")
    lines.append("   state:    \(step.state) (\(status.joined(separator: ", ")))")
    var value =
      "   value:    \(snapshot.choice?.description ?? snapshot.value.map(JSONText.quoted) ?? "nil")"
    value += ", height: \(StateChart.format(points: snapshot.height))"
    for detail in snapshot.details { value += ", \(detail.name): \(detail.value)" }
    lines.append(value)
    lines.append(
      "   delegate: " + (step.calls.isEmpty ? "none" : step.calls.joined(separator: ", ")))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The value of each region after `step`, by region name.
  static func regions<Machine: ChartableMachine>(_ step: ScriptStep<Machine>) -> JSONValue {
    .object(step.regions.map { ($0.name, .string($0.value)) })
  }

  /// The regions after `step` as one line: `focus: active, error: none, access: editable`.
  static func regionLine<Machine: ChartableMachine>(_ step: ScriptStep<Machine>) -> String {
    "   regions:  " + step.regions.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "\n"
  }

  /// The step as one line of JSON, ending with a newline. Each machine event names its chart
  /// event and guard outcomes as the chart's transitions do (`event`, `guard`), so a step maps
  /// to exactly one transition of `fieldchart chart --format json`.
  static func json<Machine: ChartableMachine>(_ step: ScriptStep<Machine>, line: Int) -> String {
    let snapshot = step.snapshot
    var members: [(String, JSONValue)] = [
      ("line", .number(Double(line))),
      ("action", .string(step.action)),
      (
        "events",
        .array(
          step.records.map { record in
            .object([
              ("event", .string(Machine.chartEventName(of: record.event))),
              (
                "guard",
                .array(record.guards.conditions.map(JSONValue.string))
              ),
              ("arguments", EventJSON.arguments(of: Machine.chartDescribedEvent(record.event))),
              ("effects", .array(record.effects.map { .string(Machine.chartEffectName(of: $0)) })),
              ("from", .string(Machine.chartStateID(of: record.before))),
              ("to", .string(Machine.chartStateID(of: record.after))),
            ])
          })
      ),
      ("state", .string(step.state)),
      ("regions", regions(step)),
      ("active", .bool(snapshot.isActive)),
      ("open", .bool(snapshot.isOpen ?? false)),
      ("error", snapshot.error.map(JSONValue.string) ?? .null),
      ("value", snapshot.value.map(JSONValue.string) ?? .null),
      ("height", .number(snapshot.height)),
      ("delegate", .array(step.calls.map(JSONValue.string))),
    ]
    for detail in snapshot.details { members.append((detail.name, .string(detail.value))) }
    if let choice = snapshot.choice,
      let index = members.firstIndex(where: { $0.0 == "value" })
    {
      members.insert(("choice", choiceJSON(choice)), at: index + 1)
    }
    return JSONValue.object(members).rendered(pretty: false) + "\n"
  }

  /// A picker's value as JSON fields: `{"row":1,"text":"Japan","manual":false}`; `row` is
  /// `null` when nothing or a manual value is picked.
  static func choiceJSON(_ value: FormValue) -> JSONValue {
    .object([
      ("row", value.rowIndex.map { .number(Double($0)) } ?? .null),
      ("text", .string(value.textValue ?? "")),
      ("manual", .bool(value.isManual)),
    ])
  }
}
