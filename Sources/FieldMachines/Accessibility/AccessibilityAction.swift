/// A trailing button of a field, offered to assistive technologies as a custom action.
///
/// A renderer maps each to a custom action (`UIAccessibilityCustomAction`, an Android
/// `AccessibilityAction`) that calls the field method named below.
public enum AccessibilityAction: String, Sendable, Hashable, CaseIterable {
  /// The clear-text button of an entry or area field (`tapClear()`), or the "clear" pill of a
  /// picker or date field (`tapClear()`).
  case clear
  /// The "done" pill of an open picker or date field (`tapDone()`).
  case done
  /// Reveal a masked password (`togglePasswordVisibility()`).
  case showText
  /// Mask a revealed password (`togglePasswordVisibility()`).
  case hideText

  /// The action's spoken name in `strings`.
  public func name(in strings: AccessibilityStrings) -> String {
    switch self {
    case .clear: strings[.clear]
    case .done: strings[.done]
    case .showText: strings[.showPassword]
    case .hideText: strings[.hidePassword]
    }
  }
}
