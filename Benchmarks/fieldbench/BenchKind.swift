import FieldMachines
import FieldMachinesTesting

/// A field kind as fieldbench measures it: the testing kit's ``FieldKindDescription`` (its
/// machine and the field call for each event) plus the stream of events the bench feeds it and
/// the field it drives. ``FieldStepper`` and ``BenchSuite`` are written once over it.
protocol BenchKind: FieldKindDescription {
  /// The kind's seeded event mix.
  associatedtype Stream: EventStream where Stream.Event == Machine.Event
  /// A new field with `delegate` as its delegate, as a form would hold it.
  static func benchField(delegate: BenchDelegate) -> FieldObject
}
