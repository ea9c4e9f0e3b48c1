import FieldMachines

/// Every machine that has a state chart, in the order the tools list them: the field kinds'
/// machines from the library's catalogue (``FieldKind``), then the form's.
package enum ChartCatalog {
  /// The chartable machines: each kind's, in `FieldKind` order, then the form's.
  package static var machines: [any ChartableMachine.Type] {
    FieldKind.allCases.compactMap(\.machine) + [FormChartMachine.self]
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
  /// that looks up type metadata and witness tables on every step, several times slower. The
  /// kinds' derivations are specialised through ``FieldKind/withVocabulary(_:)``, whose arms
  /// are inlined here with concrete vocabularies.
  package static func specialisedDerivation<Machine: ChartableMachine>(
    of machine: Machine.Type
  ) -> ChartDerivation<Machine>? {
    if machine == FormChartMachine.self {
      return ChartDerivation<FormChartMachine>() as? ChartDerivation<Machine>
    }
    let wanted = KindDerivation(machine: ObjectIdentifier(machine))
    for kind in FieldKind.allCases {
      if let derivation = kind.withVocabulary(wanted) {
        return derivation as? ChartDerivation<Machine>
      }
    }
    return nil
  }

  /// The chart of every machine, in catalog order.
  package static var charts: [StateChart] {
    machines.map { $0.chart }
  }

  /// A derivation of the machine it names, specialised for the kind it is handed, when that
  /// kind's machine is the one named; `nil` otherwise. Not generic itself: a visitor generic
  /// over the wanted machine would not be specialised (Swift specialises a generic call only
  /// when every type in it is concrete), so the derivation comes back as `any Sendable`.
  private struct KindDerivation: FieldKindVisitor {
    /// The wanted machine.
    let machine: ObjectIdentifier

    func visit<Vocabulary>(_ vocabulary: Vocabulary.Type) -> (any Sendable)? {
      guard let scripted = vocabulary as? any ScriptedFieldVocabulary.Type else { return nil }
      return derivation(of: scripted)
    }

    private func derivation<Scripted: ScriptedFieldVocabulary>(
      of vocabulary: Scripted.Type
    ) -> (any Sendable)? {
      guard ObjectIdentifier(Scripted.Machine.self) == machine else { return nil }
      return ChartDerivation<Scripted.Machine>()
    }
  }
}
