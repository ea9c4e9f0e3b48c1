import FieldMachines
import FieldMachinesTesting
import Foundation
import Testing

/// One random step of the form property test: a user action on a field, a programmatic call,
/// or a form operation.
enum FormPropertyAction: CustomStringConvertible {
  case tap(RandomKey)
  case type(RandomKey, String)
  case deleteBackward(RandomKey)
  case replace(RandomKey, String)
  case pressReturn(RandomKey)
  case resign(RandomKey)
  case selectRow(RandomKey, Int)
  case scroll(RandomKey, Date)
  case done(RandomKey)
  case clear(RandomKey)
  case keyboardWillShow(RandomKey)
  case setError(RandomKey, String?)
  case removeError(RandomKey)
  case setEnabled(RandomKey, Bool)
  case setValue(RandomKey, FormValue)
  case vetoEnd(Bool)
  case vetoBegin(Bool)
  case next
  case previous
  case focus(RandomKey)
  case endEditing
  case validate
  case validateKey(RandomKey)
  case submit

  var description: String {
    switch self {
    case .tap(let key): "\(key).tap()"
    case .type(let key, let text): "\(key).typeText(\(text.debugDescription))"
    case .deleteBackward(let key): "\(key).deleteBackward()"
    case .replace(let key, let text): "\(key).replaceText(with: \(text.debugDescription))"
    case .pressReturn(let key): "\(key).pressReturn()"
    case .resign(let key): "\(key).resignFirstResponder()"
    case .selectRow(let key, let row): "\(key).selectRow(\(row))"
    case .scroll(let key, let date): "\(key).scrollDate(to: \(date.timeIntervalSince1970))"
    case .done(let key): "\(key).tapDone()"
    case .clear(let key): "\(key).tapClear()"
    case .keyboardWillShow(let key): "\(key).keyboardWillShow()"
    case .setError(let key, let text): "\(key).setError(withText: \(String(describing: text)))"
    case .removeError(let key): "\(key).removeErrorUI()"
    case .setEnabled(let key, let enabled): "\(key).isEnabled = \(enabled)"
    case .setValue(let key, let value): "form.setValue(\(value), for: .\(key))"
    case .vetoEnd(let veto): "entries refuse to end: \(veto)"
    case .vetoBegin(let veto): "entries refuse to begin: \(veto)"
    case .next: "form.next()"
    case .previous: "form.previous()"
    case .focus(let key): "form.focus(.\(key))"
    case .endEditing: "form.endEditing()"
    case .validate: "form.validate()"
    case .validateKey(let key): "form.validate(.\(key))"
    case .submit: "await form.submit()"
    }
  }

  static func random(using rng: inout SplitMix64) -> FormPropertyAction {
    let key = RandomKey.allCases.randomElement(using: &rng) ?? .k0
    let text = FormPropertySpec.texts.randomElement(using: &rng) ?? ""
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<14: return .tap(key)
    case 14..<26: return .type(key, text)
    case 26..<30: return .deleteBackward(key)
    case 30..<34: return .replace(key, text)
    case 34..<39: return .pressReturn(key)
    case 39..<45: return .resign(key)
    case 45..<52: return .selectRow(key, Int.random(in: -1...5, using: &rng))
    case 52..<57:
      return .scroll(key, FormPropertySpec.dates.randomElement(using: &rng) ?? FormPropertySpec.now)
    case 57..<62: return .done(key)
    case 62..<64: return .clear(key)
    case 64..<66: return .keyboardWillShow(key)
    case 66..<68: return .setError(key, Bool.random(using: &rng) ? "Server error" : nil)
    case 68..<69: return .removeError(key)
    case 69..<71: return .setEnabled(key, Bool.random(using: &rng))
    case 71..<75: return .setValue(key, randomValue(text: text, using: &rng))
    case 75..<76: return .vetoEnd(Int.random(in: 0..<3, using: &rng) == 0)
    case 76..<77: return .vetoBegin(Int.random(in: 0..<4, using: &rng) == 0)
    case 77..<82: return .next
    case 82..<85: return .previous
    case 85..<89: return .focus(key)
    case 89..<91: return .endEditing
    case 91..<93: return .validate
    case 93..<96: return .validateKey(key)
    default: return .submit
    }
  }

  private static func randomValue(text: String, using rng: inout SplitMix64) -> FormValue {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1: return .text(text)
    case 2: return .choice(.row(Int.random(in: -1...4, using: &rng)))
    case 3: return .choice(Bool.random(using: &rng) ? .none : .custom(text))
    default:
      return .date(
        Bool.random(using: &rng) ? nil : FormPropertySpec.dates.randomElement(using: &rng))
    }
  }

  /// Performs the action; returns whether it was a submit.
  @MainActor
  func apply(to harness: FormPropertyHarness) async -> Bool {
    let form = harness.form
    switch self {
    case .tap(let key): harness.fields[key]?.tap()
    case .type(let key, let text):
      harness.text(key) {
        $0.typeText(text)
      } picker: {
        $0.typeText(text)
      }
    case .deleteBackward(let key):
      harness.text(key) {
        $0.deleteBackward()
      } picker: {
        $0.deleteBackward()
      }
    case .replace(let key, let text):
      harness.text(key) {
        $0.replaceText(with: text)
      } picker: {
        $0.replaceText(with: text)
      }
    case .pressReturn(let key):
      harness.text(key) {
        $0.pressReturn()
      } picker: {
        $0.pressReturn()
      }
    case .resign(let key): harness.fields[key]?.resignFirstResponder()
    case .selectRow(let key, let row): (harness.fields[key] as? PickerField)?.selectRow(row)
    case .scroll(let key, let date): (harness.fields[key] as? DateField)?.scrollDate(to: date)
    case .done(let key):
      (harness.fields[key] as? PickerField)?.tapDone()
      (harness.fields[key] as? DateField)?.tapDone()
    case .clear(let key):
      (harness.fields[key] as? PickerField)?.tapClear()
      (harness.fields[key] as? DateField)?.tapClear()
      (harness.fields[key] as? AreaField)?.tapClear()
    case .keyboardWillShow(let key): harness.fields[key]?.keyboardWillShow()
    case .setError(let key, let text): harness.fields[key]?.setError(withText: text)
    case .removeError(let key): harness.fields[key]?.removeErrorUI()
    case .setEnabled(let key, let enabled): harness.fields[key]?.isEnabled = enabled
    case .setValue(let key, let value):
      let before = form.values(includeHidden: true, includeDisabled: true)
      do {
        try form.setValue(value, for: key)
      } catch {
        if form.values(includeHidden: true, includeDisabled: true) != before {
          Issue.record("setValue threw but changed values")
        }
      }
    case .vetoEnd(let veto): harness.veto.refusesToEnd = veto
    case .vetoBegin(let veto): harness.veto.refusesToBegin = veto
    case .next: form.next()
    case .previous: form.previous()
    case .focus(let key): form.focus(key)
    case .endEditing: form.endEditing()
    case .validate: form.validate()
    case .validateKey(let key): form.validate(key)
    case .submit:
      _ = await form.submit()
      return true
    }
    return false
  }
}

extension FormPropertyHarness {
  /// Runs `entry` on an entry or area field's text actions, `picker` on a picker's manual entry.
  func text(
    _ key: RandomKey, entry: (any TextActions) -> Void, picker: (PickerField) -> Void
  ) {
    if let field = fields[key] as? EntryField { entry(field) }
    if let field = fields[key] as? AreaField { entry(field) }
    if let field = fields[key] as? PickerField { picker(field) }
  }
}

/// The typing actions entry and area fields share.
@MainActor
protocol TextActions {
  func typeText(_ string: String)
  func deleteBackward()
  func replaceText(with string: String)
  func pressReturn()
}

extension EntryField: TextActions {}
extension AreaField: TextActions {}
