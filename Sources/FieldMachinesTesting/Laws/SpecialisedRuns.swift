import FieldMachines

/// The property runs of a catalogued kind, built where its machine is a concrete type (in the
/// kind's ``FieldCatalogueEntry``), so every step of a run executes in code specialised for
/// the kind.
///
/// ``checkFieldMachineLaws(_:weights:length:seed:eventCount:sourceLocation:property:)`` and
/// ``checkFieldMatchesMachine(_:weights:length:seed:eventCount:sourceLocation:)`` are generic
/// and called from other modules, so their checkers would run unspecialised: every step would
/// look up the metadata of the machine's effects, events and tuples and call through witness
/// tables, which costs more than the step. For a catalogued kind they run these instead.
struct SpecialisedRuns<Machine: CataloguedFieldMachine> {
  /// ``LawChecker`` over a sequence from a new machine, with a further check after each step.
  let laws:
    (
      _ events: [Machine.Event],
      _ property: (Machine, Machine.Event, Effects<Machine.Effect>) throws -> Void
    ) throws -> Void
  /// ``DifferentialChecker`` over a sequence, on a driver `make` makes.
  let differential: (_ events: [Machine.Event], _ make: () -> FieldDriverOf<Machine>) throws -> Void

  /// The runs of `Machine`, specialised where `Machine` is concrete.
  init() {
    laws = { try runLaws($0, property: $1) }
    differential = { events, make in try DifferentialChecker.run(events, on: make) }
  }
}
