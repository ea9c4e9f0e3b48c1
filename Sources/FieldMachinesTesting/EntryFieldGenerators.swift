import FieldMachines

/// Random events for ``EntryFieldMachine``, by source and all together.
public enum EntryFieldGenerators {
  /// A tap, an edit, return or resign, each vetoed by the delegate one time in eight.
  public static func userAction(
    using rng: inout some RandomNumberGenerator
  )
    -> EntryFieldMachine.Event
  {
    let allowed = Int.random(in: 0..<8, using: &rng) != 0
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1: return .beginRequested(allowed: allowed)
    case 2, 3: return .textEdited(.insert(text(using: &rng)), allowed: allowed)
    case 4: return .textEdited(.deleteBackward, allowed: allowed)
    case 5: return .textEdited(.replaceAll(text(using: &rng)), allowed: allowed)
    case 6: return .returnPressed(allowed: allowed)
    default: return .endRequested(allowed: allowed)
    }
  }

  /// Setting the text, setting an error (sometimes the same or an empty one) or removing it.
  public static func programmaticCall(
    using rng: inout some RandomNumberGenerator
  )
    -> EntryFieldMachine.Event
  {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return .textAssigned(text(using: &rng))
    case 1: return .errorSet(Bool.random(using: &rng) ? "Required" : "")
    case 2: return .errorSet(text(using: &rng))
    default: return .errorRemoved
    }
  }

  /// Enabling or disabling the field.
  public static func configurationChange(
    using rng: inout some RandomNumberGenerator
  )
    -> EntryFieldMachine.Event
  {
    .enabledChanged(Int.random(in: 0..<3, using: &rng) != 0)
  }

  /// Any event: user actions, programmatic calls and configuration changes 6 : 3 : 1.
  public static func event(
    using rng: inout some RandomNumberGenerator
  )
    -> EntryFieldMachine.Event
  {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<6: userAction(using: &rng)
    case 6..<9: programmaticCall(using: &rng)
    default: configurationChange(using: &rng)
    }
  }

  /// Short text with multi-scalar characters now and then.
  static func text(using rng: inout some RandomNumberGenerator) -> String {
    Gen.text(length: 0...4).generate(using: &rng)
  }
}
