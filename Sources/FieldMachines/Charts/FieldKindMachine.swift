/// A field kind's machine: it names its ``FieldKind``, and the kind is then the one place its
/// name is read from — the chart's ``ChartableMachine/chartName``, the field's ``Field/kind``
/// and the vocabulary's `kind`.
package protocol FieldKindMachine: ChartableMachine {
  /// The kind whose fields run this machine, such as ``FieldKind/entry``.
  static var kind: FieldKind { get }
}

extension FieldKindMachine {
  /// The kind's name, such as `entry`.
  package static var chartName: String { kind.rawValue }
}
