import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An action as the line of Swift that performs it, e.g. `email.typeText("a")` or
/// `form.next()`; field lines name the field by its key.
extension FormAction: CustomStringConvertible {
  /// The line of Swift that performs the action.
  public var description: String {
    switch self {
    case .tap(let key): "\(key).tap()"
    case .typeText(let key, let text): "\(key).typeText(\(text.debugDescription))"
    case .deleteBackward(let key): "\(key).deleteBackward()"
    case .replaceText(let key, let text): "\(key).replaceText(with: \(text.debugDescription))"
    case .pressReturn(let key): "\(key).pressReturn()"
    case .selectRow(let key, let row): "\(key).selectRow(\(row))"
    case .scrollDate(let key, let date): "\(key).scrollDate(to: \(Self.literal(date)))"
    case .switchDateEntry(let key, let typing):
      typing ? "\(key).switchToTyping()" : "\(key).switchToWheel()"
    case .tapDone(let key): "\(key).tapDone()"
    case .tapClear(let key): "\(key).tapClear()"
    case .togglePasswordVisibility(let key): "\(key).togglePasswordVisibility()"
    case .keyboardWillShow(let key): "\(key).keyboardWillShow()"
    case .resign(let key): "\(key).resignFirstResponder()"
    case .setError(let key, let text):
      "\(key).setError(withText: \(text.map(\.debugDescription) ?? "nil"))"
    case .removeError(let key): "\(key).removeErrorUI()"
    case .setValue(let key, let value): "try form.setValue(\(Self.literal(value)), for: .\(key))"
    case .focus(let key): "form.focus(.\(key))"
    case .next: "form.next()"
    case .previous: "form.previous()"
    case .endEditing: "form.endEditing()"
    case .validate(let key): "form.validate(.\(key))"
    case .validateAll: "form.validate()"
    case .submit: "form.submitNow()"
    case .setEnabled(let key, let enabled): "\(key).isEnabled = \(enabled)"
    case .setReadOnly(let key, let readOnly): "\(key).isReadOnly = \(readOnly)"
    case .setMaxLength(let key, let length):
      "\(key).maxLength = \(length.map(String.init) ?? "nil")"
    case .setHidden(let key, let hidden):
      hidden ? "form.hide(.\(key), when: Condition { _ in true })" : "form.hide(.\(key), when: nil)"
    case .setDisplayPolicy(let key, let policy):
      "form.setDisplayPolicy(\(Self.literal(policy)), for: .\(key))"
    case .setTiming(let key, let timing): "form.setTiming(\(Self.literal(timing)), for: .\(key))"
    case .setFormDisplayPolicy(let policy): "form.displayPolicy = .\(policy)"
    case .setMovesToNextOnReturn(let moves): "form.movesToNextOnReturn = \(moves)"
    }
  }

  private static func literal(_ value: FormValue) -> String {
    switch value {
    case .text(let text): ".text(\(text.debugDescription))"
    case .choice(let selection, let text):
      // A selection reads as its case: `none`, `row(1)`, `manual`.
      ".choice(.\(selection), text: \(text.debugDescription))"
    case .date(nil): ".date(nil)"
    case .date(let date?): ".date(\(literal(date)))"
    }
  }

  private static func literal(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded() == seconds && abs(seconds) < 1e15
    return "Date(timeIntervalSince1970: \(whole ? String(Int64(seconds)) : String(seconds)))"
  }

  private static func literal<Option>(_ option: Option?) -> String {
    option.map { ".\($0)" } ?? "nil"
  }
}
