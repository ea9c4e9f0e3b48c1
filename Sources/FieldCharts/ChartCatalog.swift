import FieldMachines

/// Every machine that has a state chart, in the order the tools list them.
package enum ChartCatalog {
  /// The chartable machines: one line per machine.
  package static var machines: [any ChartableMachine.Type] {
    [
      EntryFieldMachine.self, AreaFieldMachine.self, PickerFieldMachine.self, DateFieldMachine.self,
      FormChartMachine.self,
    ]
  }

  /// The machine whose ``ChartableMachine/chartName`` or type name is `name`, ignoring case.
  package static func machine(named name: String) -> (any ChartableMachine.Type)? {
    let wanted = name.lowercased()
    return machines.first {
      $0.chartName.lowercased() == wanted || $0.chartMachineName.lowercased() == wanted
    }
  }

  /// A fresh derivation of `machine` (see ``ChartDerivation``) by code the compiler
  /// specialised for it when it is a catalog machine, or `nil` for another machine: reached
  /// through an existential or a generic parameter, the exploration otherwise runs generic code
  /// that looks up type metadata and witness tables on every step, several times slower.
  package static func specialisedDerivation<Machine: ChartableMachine>(
    of machine: Machine.Type
  ) -> ChartDerivation<Machine>? {
    let derivation: (any Sendable)? =
      switch ObjectIdentifier(machine) {
      case ObjectIdentifier(EntryFieldMachine.self): ChartDerivation<EntryFieldMachine>()
      case ObjectIdentifier(AreaFieldMachine.self): ChartDerivation<AreaFieldMachine>()
      case ObjectIdentifier(PickerFieldMachine.self): ChartDerivation<PickerFieldMachine>()
      case ObjectIdentifier(DateFieldMachine.self): ChartDerivation<DateFieldMachine>()
      case ObjectIdentifier(FormChartMachine.self): ChartDerivation<FormChartMachine>()
      default: nil
      }
    return derivation as? ChartDerivation<Machine>
  }

  /// The chart of every machine, in catalog order.
  package static var charts: [StateChart] {
    machines.map { $0.chart }
  }
}
