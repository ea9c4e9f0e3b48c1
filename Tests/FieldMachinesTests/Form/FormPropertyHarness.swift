import FieldMachines
import Foundation

/// A form built from a ``FormPropertySpec``, with a vetoing delegate on every entry field.
@MainActor
final class FormPropertyHarness {
  final class Veto: EntryFieldDelegate {
    var refusesToEnd = false
    var refusesToBegin = false
    func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { !refusesToEnd }
    func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool { !refusesToBegin }
  }

  let spec: FormPropertySpec
  let form: Form<RandomKey>
  var fields: [RandomKey: any Field] = [:]
  var rules: [RandomKey: RuleSet<RandomKey>] = [:]
  let veto = Veto()

  init(_ spec: FormPropertySpec) {
    self.spec = spec
    form = Form(clock: ManualValidationClock())
    form.defaultTiming = spec.defaultTiming
    form.displayPolicy = spec.displayPolicy
    form.navigationOptions = spec.navigation
    form.movesToNextOnReturn = spec.movesToNextOnReturn
    form.focusesFirstInvalidFieldOnSubmit = spec.focusesFirstInvalid
    form.conditionPolicy = spec.conditionPolicy
    for key in RandomKey.allCases {
      guard let fieldSpec = spec.fields[key] else { continue }
      switch fieldSpec.kind {
      case .entry:
        let entry = EntryField()
        entry.delegate = veto
        form.add(entry, for: key)
        fields[key] = entry
      case .area:
        let area = AreaField()
        form.add(area, for: key)
        fields[key] = area
      case .picker:
        let picker = PickerField(data: fieldSpec.pickerData)
        picker.isManualEntryCapable = fieldSpec.manualEntry
        picker.isClearable = true
        form.add(picker, for: key)
        fields[key] = picker
      case .date:
        let date = DateField(now: { FormPropertySpec.now })
        date.minimumDate = fieldSpec.limits.0
        date.maximumDate = fieldSpec.limits.1
        date.isClearable = true
        form.add(date, for: key)
        fields[key] = date
      }
      rules[key] = spec.rules(for: key)
      form.setRules(rules[key] ?? [], for: key, timing: fieldSpec.timing)
      form.setDisplayPolicy(fieldSpec.policy, for: key)
    }
    for key in RandomKey.allCases {
      guard let fieldSpec = spec.fields[key] else { continue }
      if let source = fieldSpec.hideWhenEmpty { form.hide(key, when: .isEmpty(source)) }
      if let source = fieldSpec.disableWhenFilled { form.disable(key, when: .isNotEmpty(source)) }
    }
  }

  /// The validity the rules give `key` for the current values, with the default messages.
  func expectedValidity(of key: RandomKey, values: FormValues<RandomKey>) -> Validity<RandomKey> {
    guard let value = values[key] else { return .unvalidated }
    let context = RuleContext(key: key, value: value, text: values.text(key), values: values)
    let violations = (rules[key] ?? []).check(context)
    guard !violations.isEmpty else { return .valid }
    return .invalid(violations.map { ValidationMessages.defaults.failure(for: $0, key: key) })
  }

  /// Differences between the form's validity and the rules: for fields that validate on
  /// every change (once validated), and for every counted field right after a submit.
  func ruleMismatches(afterSubmit: Bool) -> [String] {
    let checked = form.keys.filter { key in
      guard form.isIncluded(key) else { return false }
      return afterSubmit
        || (form.timing(of: key) == .onChange && form.validity(of: key) != .unvalidated)
    }
    guard !checked.isEmpty else { return [] }
    let values = form.currentValues
    return checked.compactMap { key in
      let actual = form.validity(of: key)
      let expected = expectedValidity(of: key, values: values)
      guard actual != expected else { return nil }
      return "\(key) is \(actual) but its rules say \(expected)"
    }
  }
}
