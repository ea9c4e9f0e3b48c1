import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A random form's configuration: which keys have which kind of field, their rules, timing,
/// display policy and conditions, and the form's options. Building the same spec twice
/// (``RandomForm/init(_:)``) gives two identical forms, so a snapshot can move between them.
///
/// The library's own form property test and the form fuzzer draw forms from it; a test of your
/// own form does not need it.
public struct RandomFormSpec: Sendable, Hashable, CustomStringConvertible {
  /// The fields by key; a missing key has no field.
  public var fields: [RandomFormKey: FieldSpec] = [:]
  /// The form's `defaultTiming`.
  public var defaultTiming: ValidationTiming
  /// The form's `displayPolicy`.
  public var displayPolicy: ErrorDisplayPolicy
  /// The form's `navigationOptions`, as a raw value.
  public var navigation: Int
  /// The form's `movesToNextOnReturn`.
  public var movesToNextOnReturn: Bool
  /// The form's `focusesFirstInvalidFieldOnSubmit`.
  public var focusesFirstInvalid: Bool
  /// The form's `conditionPolicy`.
  public var conditionPolicy: ConditionPolicy

  /// Draws a form: each key has a field with probability 7/8.
  public init<Generator: RandomNumberGenerator>(using rng: inout Generator) {
    for key in RandomFormKey.allCases where Int.random(in: 0..<8, using: &rng) != 0 {
      fields[key] = FieldSpec(using: &rng)
    }
    defaultTiming = ValidationTiming.allCases.randomElement(using: &rng) ?? .onEndEditing
    displayPolicy = ErrorDisplayPolicy.allCases.randomElement(using: &rng) ?? .afterFirstLeave
    navigation = Int.random(in: 0...3, using: &rng)
    movesToNextOnReturn = Bool.random(using: &rng)
    focusesFirstInvalid = Bool.random(using: &rng)
    conditionPolicy = ConditionPolicy(
      keepsHiddenValues: Bool.random(using: &rng), exportsHiddenValues: Bool.random(using: &rng),
      exportsDisabledValues: Bool.random(using: &rng),
      validatesDisabledFields: Bool.random(using: &rng))
  }

  /// The date random date fields take as "now".
  public static var now: Date { FormAction<RandomFormKey>.sampleDates[2] }

  /// The rules of a field: picked by index (modulo the pool's size) from the pool that suits its
  /// kind, which the kind's vocabulary in the library gives (required, lengths, email, number,
  /// pattern, equal-to-partner; date ranges and date order).
  public func rules(for key: RandomFormKey) -> RuleSet<RandomFormKey> {
    guard let spec = fields[key], let vocabulary = spec.kind.vocabulary else { return [] }
    let pool = Self.rulePool(vocabulary, partner: spec.partner)
    guard !pool.isEmpty else { return [] }
    // Any index picks a rule: negative ones wrap around too.
    return RuleSet(spec.rules.map { pool[(($0 % pool.count) + pool.count) % pool.count] })
  }

  /// The pool of rules that suits `Vocabulary`'s kind (the kind's vocabulary in the library
  /// says), opened from the catalogue's existential.
  private static func rulePool<Vocabulary: ScriptedFieldVocabulary>(
    _: Vocabulary.Type, partner: RandomFormKey
  ) -> [ValidationRule<RandomFormKey>] {
    Vocabulary.formRulePool(partner: partner, now: now)
  }

  /// One line per field and one for the form's options.
  public var description: String {
    let lines = RandomFormKey.allCases.compactMap { key -> String? in
      guard let spec = fields[key] else { return nil }
      return "\(key): \(spec.kind) rules \(spec.rules) partner \(spec.partner) timing "
        + "\(String(describing: spec.timing)) policy \(String(describing: spec.policy)) hide "
        + "\(String(describing: spec.hideWhenEmpty)) disable "
        + "\(String(describing: spec.disableWhenFilled)) data \(spec.pickerData)"
    }
    return
      (lines + [
        "default \(defaultTiming) \(displayPolicy) nav \(navigation) "
          + "return \(movesToNextOnReturn) focusInvalid \(focusesFirstInvalid) \(conditionPolicy)"
      ]).joined(separator: "\n")
  }
}
