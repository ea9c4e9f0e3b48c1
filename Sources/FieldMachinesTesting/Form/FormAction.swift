import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing that can happen to a form, by key: a user action on a field, a call the app
/// makes, or a change to the form's configuration.
///
/// Actions are plain values, so a property test generates them (``generator(keys:weights:texts:dates:rows:)``),
/// shrinks them and prints them: ``description`` is the Swift line that does the same thing,
/// so a shrunk failure reads as a script to paste into a unit test. ``apply(to:)`` performs one.
///
/// ```swift
/// forAll(FormAction<SignUpKey>.generator(), length: 1...60, from: SignUpForm()) { app, action in
///   action.apply(to: app.form)
///   try checkFormInvariants(app.form, after: action)
/// }
/// ```
///
/// An action on a key without a field, or that the key's field kind does not have (a row
/// selected on an entry field), does nothing.
public enum FormAction<Key: FormKey>: Sendable, Hashable {
  // User actions.
  /// The user tapped the field.
  case tap(Key)
  /// The user typed `text` (an entry or area field, a picker's manual entry, a typed date).
  case typeText(Key, String)
  /// The user pressed Backspace.
  case deleteBackward(Key)
  /// The user replaced the whole text (a paste over a selection, autocorrect).
  case replaceText(Key, String)
  /// The user pressed Return.
  case pressReturn(Key)
  /// The user turned a picker's wheel to `row` (out of range is the field's documented clamp).
  case selectRow(Key, Int)
  /// The user scrolled a date field's wheel to `date`.
  case scrollDate(Key, Date)
  /// The user switched a date field between typing and the wheel.
  case switchDateEntry(Key, typing: Bool)
  /// The user tapped Done on a picker or date field.
  case tapDone(Key)
  /// The user tapped Clear (an entry field's clear-text button, a picker's, date's or area's
  /// Clear).
  case tapClear(Key)
  /// The user tapped an entry field's password-visibility toggle.
  case togglePasswordVisibility(Key)
  /// Another field's keyboard appeared while this one is open.
  case keyboardWillShow(Key)

  // Programmatic calls.
  /// The app called `resignFirstResponder()` on the field.
  case resign(Key)
  /// The app called `setError(withText:)` on the field.
  case setError(Key, String?)
  /// The app called `removeErrorUI()` on the field.
  case removeError(Key)
  /// The app called `form.setValue(_:for:)` (a value the field refuses changes nothing).
  case setValue(Key, FormValue)
  /// The app called `form.focus(_:)`.
  case focus(Key)
  /// The app called `form.next()`.
  case next
  /// The app called `form.previous()`.
  case previous
  /// The app called `form.endEditing()`.
  case endEditing
  /// The app called `form.validate(_:)`.
  case validate(Key)
  /// The app called `form.validate()`.
  case validateAll
  /// The user tapped submit: `form.submitNow()`, the synchronous `submit()`.
  case submit

  // Configuration changes.
  /// The app set the field's `isEnabled`.
  case setEnabled(Key, Bool)
  /// The app set the field's `isReadOnly`.
  case setReadOnly(Key, Bool)
  /// The app set an entry or area field's `maxLength`.
  case setMaxLength(Key, Int?)
  /// The app hid the field (`form.hide(_:when:)` with an always-true condition) or showed it
  /// for good (`when: nil`); either replaces a hide condition the form had for the key.
  case setHidden(Key, Bool)
  /// The app set the field's display policy (`nil` follows the form's).
  case setDisplayPolicy(Key, ErrorDisplayPolicy?)
  /// The app set the field's validation timing (`nil` follows the form's).
  case setTiming(Key, ValidationTiming?)
  /// The app set the form's `displayPolicy`.
  case setFormDisplayPolicy(ErrorDisplayPolicy)
  /// The app set the form's `movesToNextOnReturn`.
  case setMovesToNextOnReturn(Bool)

  /// Where the action comes from, for weighting.
  public var category: EventCategory {
    switch self {
    case .tap, .typeText, .deleteBackward, .replaceText, .pressReturn, .selectRow, .scrollDate,
      .switchDateEntry, .tapDone, .tapClear, .togglePasswordVisibility, .keyboardWillShow, .submit:
      .userAction
    case .resign, .setError, .removeError, .setValue, .focus, .next, .previous, .endEditing,
      .validate, .validateAll:
      .programmaticCall
    case .setEnabled, .setReadOnly, .setMaxLength, .setHidden, .setDisplayPolicy, .setTiming,
      .setFormDisplayPolicy,
      .setMovesToNextOnReturn:
      .configurationChange
    }
  }

  /// Whether the action validates every counted field (`validate()` or a submit), after which
  /// each one's validity must be what its rules say.
  public var validatesAll: Bool {
    switch self {
    case .validateAll, .submit: true
    default: false
    }
  }
}
