import FieldMachines
import FieldMachinesTesting
import Foundation

/// The keys of the random forms.
enum RandomKey: Int, CaseIterable, Hashable, Sendable {
  case k0, k1, k2, k3, k4, k5, k6, k7
}

/// A random form's configuration: which keys have which kind of field, their rules, timing,
/// display policy and conditions, and the form's options. Building the same spec twice gives
/// two forms a snapshot can move between.
struct FormPropertySpec: CustomStringConvertible {
  struct FieldSpec {
    var kind: FieldKind
    var rules: [Int]
    var partner: RandomKey
    var timing: ValidationTiming?
    var policy: ErrorDisplayPolicy?
    var hideWhenEmpty: RandomKey?
    var disableWhenFilled: RandomKey?
    var pickerData: [String]
    var manualEntry: Bool
    var limits: (Date?, Date?)
  }

  var fields: [RandomKey: FieldSpec] = [:]
  var defaultTiming: ValidationTiming
  var displayPolicy: ErrorDisplayPolicy
  var navigation: NavigationOptions
  var movesToNextOnReturn: Bool
  var focusesFirstInvalid: Bool
  var conditionPolicy: ConditionPolicy

  static let dates = (0..<5).map { Date(timeIntervalSince1970: 1_000_000 + Double($0) * 86_400) }
  static let now = dates[2]
  static let texts = ["", "a", "ab", "abc", "a@b.c", "7", " ", "abcdef", "b"]

  init(rng: inout SplitMix64) {
    for key in RandomKey.allCases where Int.random(in: 0..<8, using: &rng) != 0 {
      let kind = FieldKind.allCases.randomElement(using: &rng) ?? .entry
      fields[key] = FieldSpec(
        kind: kind,
        rules: (0..<Int.random(in: 0...3, using: &rng)).map { _ in
          Int.random(in: 0..<8, using: &rng)
        },
        partner: RandomKey.allCases.randomElement(using: &rng) ?? .k0,
        timing: Bool.random(using: &rng)
          ? ValidationTiming.allCases.randomElement(using: &rng) : nil,
        policy: Bool.random(using: &rng)
          ? ErrorDisplayPolicy.allCases.randomElement(using: &rng) : nil,
        hideWhenEmpty: Int.random(in: 0..<5, using: &rng) == 0
          ? RandomKey.allCases.randomElement(using: &rng) : nil,
        disableWhenFilled: Int.random(in: 0..<6, using: &rng) == 0
          ? RandomKey.allCases.randomElement(using: &rng) : nil,
        pickerData: Array(["a", "b", "c", "abc"].prefix(Int.random(in: 0...4, using: &rng))),
        manualEntry: Bool.random(using: &rng),
        limits: (
          Bool.random(using: &rng) ? FormPropertySpec.dates[1] : nil,
          Bool.random(using: &rng) ? FormPropertySpec.dates[3] : nil
        ))
    }
    defaultTiming = ValidationTiming.allCases.randomElement(using: &rng) ?? .onEndEditing
    displayPolicy = ErrorDisplayPolicy.allCases.randomElement(using: &rng) ?? .afterFirstLeave
    navigation = NavigationOptions(rawValue: Int.random(in: 0...3, using: &rng))
    movesToNextOnReturn = Bool.random(using: &rng)
    focusesFirstInvalid = Bool.random(using: &rng)
    conditionPolicy = ConditionPolicy(
      keepsHiddenValues: Bool.random(using: &rng), exportsHiddenValues: Bool.random(using: &rng),
      exportsDisabledValues: Bool.random(using: &rng),
      validatesDisabledFields: Bool.random(using: &rng))
  }

  /// The rules of a field: picked by index from a pool that suits its kind.
  func rules(for key: RandomKey) -> RuleSet<RandomKey> {
    guard let spec = fields[key] else { return [] }
    let pool: [ValidationRule<RandomKey>]
    switch spec.kind {
    case .entry, .area:
      pool = [
        .required(), .minLength(2), .maxLength(4), .email(), .greaterThan(3),
        .pattern { /[a-c]*/ }, .equal(to: spec.partner), .exactLength(3),
      ]
    case .picker:
      pool = [
        .required(), .custom(id: "notB") { $0.text == "b" ? "Not b." : nil },
        .equal(to: spec.partner), .maxLength(1),
      ]
    case .date:
      pool = [
        .required(), .dateRange(from: FormPropertySpec.dates[2], to: nil),
        .dateOnOrAfter(spec.partner),
      ]
    }
    return RuleSet(spec.rules.map { pool[$0 % pool.count] })
  }

  var description: String {
    let lines = RandomKey.allCases.compactMap { key -> String? in
      guard let spec = fields[key] else { return nil }
      return "\(key): \(spec.kind) rules \(spec.rules) partner \(spec.partner) timing "
        + "\(String(describing: spec.timing)) policy \(String(describing: spec.policy)) hide "
        + "\(String(describing: spec.hideWhenEmpty)) disable "
        + "\(String(describing: spec.disableWhenFilled)) data \(spec.pickerData)"
    }
    return
      (lines + [
        "default \(defaultTiming) \(displayPolicy) nav \(navigation.rawValue) "
          + "return \(movesToNextOnReturn) focusInvalid \(focusesFirstInvalid) \(conditionPolicy)"
      ]).joined(separator: "\n")
  }
}
