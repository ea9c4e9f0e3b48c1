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

  /// The chart of every machine, in catalog order.
  package static var charts: [StateChart] {
    machines.map { $0.chart }
  }
}
