import FieldMachines
import FieldMachinesTesting
import Testing

/// The catalogue lists each field kind once, and each description's parts fit together.
@Suite struct FieldKindCatalogTests {
  @Test func theCatalogueListsEveryKindOnceInOrder() {
    #expect(FieldKindCatalog.all.map { $0.kind } == FieldKind.allCases)
    #expect(FieldKindCatalog.all.map { $0.name } == ["entry", "area", "picker", "date"])
  }

  @Test(arguments: FieldKind.allCases)
  func everyKindIsFoundByItsNameInAnyCase(kind: FieldKind) {
    #expect(FieldKindCatalog.description(of: kind).kind == kind)
    #expect(FieldKindCatalog.description(named: kind.rawValue.uppercased())?.kind == kind)
    #expect(FieldKindCatalog.description(named: kind.rawValue + "s") == nil)
  }

  @Test(arguments: FieldKind.allCases)
  func aKindsFieldCallsDriveItsFieldAsItsDriverDoes(kind: FieldKind) throws {
    try expectFieldCallsMatch(FieldKindCatalog.description(of: kind))
  }
}

/// Applies 300 generated events of `Kind` that ask no veto to a new field with
/// ``FieldKindDescription/apply(_:to:)`` and to the kind's driver: both fields stay as active.
private func expectFieldCallsMatch<Kind: FieldKindDescription>(_: Kind.Type) throws {
  var rng = SplitMix64(seed: 0x15)
  let field = Kind.makeField()
  let driver = Kind.makeDriver()
  #expect(driver.machine.state == Kind.Machine.initialState)
  for _ in 0..<300 {
    let event = Kind.Machine.anyEvent.generate(using: &rng)
    let line = Kind.Machine.scriptLine(for: event)
    guard !line.hasPrefix("veto ") else { continue }
    Kind.apply(event, to: field)
    _ = driver.perform(event)
    #expect(field.isActive == driver.isFieldActive, "after \(line)")
  }
}
