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
    #expect(FieldKindCatalog.description(of: kind)?.kind == kind)
    #expect(FieldKindCatalog.description(named: kind.rawValue.uppercased())?.kind == kind)
    #expect(FieldKindCatalog.description(named: kind.rawValue + "s") == nil)
  }

  @Test(arguments: FieldKind.allCases)
  func aKindsFieldCallsDriveItsFieldAsItsDriverDoes(kind: FieldKind) throws {
    let description = try #require(FieldKindCatalog.description(of: kind))
    try expectFieldCallsMatch(description)
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

extension FieldKindCatalogTests {
  @Test(arguments: FieldKind.allCases)
  func aKindsDelegateAnswerIsTheVetoItsScriptLinePrints(kind: FieldKind) throws {
    let description = try #require(FieldKindCatalog.description(of: kind))
    expectAllowedMatchesVeto(description)
  }
}

/// Over 500 generated events of `Kind`: ``FieldKindDescription/allowed(_:)`` says no exactly
/// where the event's script line is vetoed, but for a date's committed or resigned draft, whose
/// veto is the date validator's answer rather than the delegate's.
private func expectAllowedMatchesVeto<Kind: FieldKindDescription>(_: Kind.Type) {
  var rng = SplitMix64(seed: 0x16)
  var refusals = 0
  for _ in 0..<500 {
    let event = Kind.Machine.anyEvent.generate(using: &rng)
    let line = Kind.Machine.scriptLine(for: event)
    let vetoed = line.hasPrefix("veto ")
    if !Kind.allowed(event) {
      refusals += 1
      #expect(vetoed, "\(line)")
    } else if vetoed {
      #expect(
        Kind.kind == .date && (line.hasPrefix("veto return") || line.hasPrefix("veto resign")),
        "\(line)")
    }
  }
  #expect(refusals > 0)
}
