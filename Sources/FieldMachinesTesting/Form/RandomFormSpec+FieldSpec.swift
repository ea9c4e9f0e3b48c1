import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RandomFormSpec {
  /// One field of a random form: its kind, rules, timing, policy and conditions.
  public struct FieldSpec: Sendable, Hashable {
    /// The field's kind.
    public var kind: FieldKind
    /// Indexes into the rule pool of the kind (see ``RandomFormSpec/rules(for:)``).
    public var rules: [Int]
    /// The key cross-field rules compare with.
    public var partner: RandomFormKey
    /// The field's own timing; `nil` follows the form's.
    public var timing: ValidationTiming?
    /// The field's own display policy; `nil` follows the form's.
    public var policy: ErrorDisplayPolicy?
    /// Hidden while this key is empty.
    public var hideWhenEmpty: RandomFormKey?
    /// Disabled while this key has a value.
    public var disableWhenFilled: RandomFormKey?
    /// A picker's rows.
    public var pickerData: [String]
    /// Whether a picker offers manual entry.
    public var manualEntry: Bool
    /// A date field's minimum date.
    public var minimumDate: Date?
    /// A date field's maximum date.
    public var maximumDate: Date?
    /// Whether an entry field is a password field.
    public var isSecure: Bool

    /// Draws a field.
    public init<Generator: RandomNumberGenerator>(using rng: inout Generator) {
      let keys = RandomFormKey.allCases
      kind = FieldKind.allCases.randomElement(using: &rng) ?? .entry
      rules = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        Int.random(in: 0..<8, using: &rng)
      }
      partner = keys.randomElement(using: &rng) ?? .k0
      timing = Bool.random(using: &rng) ? ValidationTiming.allCases.randomElement(using: &rng) : nil
      policy =
        Bool.random(using: &rng) ? ErrorDisplayPolicy.allCases.randomElement(using: &rng) : nil
      hideWhenEmpty =
        Int.random(in: 0..<5, using: &rng) == 0 ? keys.randomElement(using: &rng) : nil
      disableWhenFilled =
        Int.random(in: 0..<6, using: &rng) == 0 ? keys.randomElement(using: &rng) : nil
      pickerData = Array(["a", "b", "c", "abc"].prefix(Int.random(in: 0...4, using: &rng)))
      manualEntry = Bool.random(using: &rng)
      let dates = FormAction<RandomFormKey>.sampleDates
      minimumDate = Bool.random(using: &rng) ? dates[1] : nil
      maximumDate = Bool.random(using: &rng) ? dates[3] : nil
      isSecure = Int.random(in: 0..<4, using: &rng) == 0
    }
  }
}
