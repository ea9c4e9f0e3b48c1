#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldMachine {
  /// What happened to a date field. Delegate answers and the clock arrive as payloads.
  public enum Event: Sendable, Hashable, FieldMachineEvent {
    /// A tap or `becomeFirstResponder()`, with the should-begin answer and the clock's now,
    /// which an empty field without a default date shows.
    case openRequested(allowed: Bool, now: Date)
    /// The user scrolled the wheel to a date; it is clamped into the limits.
    case dateScrolled(Date)
    /// The user tapped the done pill.
    case doneTapped
    /// The user tapped the clear pill.
    case clearTapped
    /// `resignFirstResponder()`.
    case closeRequested
    /// Another field's keyboard is about to appear.
    case keyboardWillShow
    /// The app assigned `date`; it is kept as given (not clamped), no delegate is called and the
    /// error stays.
    case dateAssigned(Date?)
    /// The app set `minimumDate`; `nil` removes the lower limit.
    case minimumDateChanged(Date?)
    /// The app set `maximumDate`; `nil` removes the upper limit.
    case maximumDateChanged(Date?)
    /// The app set `defaultDate`; it takes effect at the next open of an empty field.
    case defaultDateChanged(Date?)
    /// The app set `isClearable`.
    case clearableChanged(Bool)
    /// The user switched an open wheel to typing (the keyboard toggle); the draft starts as
    /// given, usually the wheel's date in the pattern.
    case typingRequested(draft: String)
    /// The user typed, deleted or replaced text in the draft.
    case draftEdited(TextEdit)
    /// The user pressed Return or done while typing: the field parsed the draft, and `allowed`
    /// is its validator's answer for a parsed date inside the limits (`true` otherwise).
    case typedDateCommitted(TypedDateParse, allowed: Bool)
    /// `resignFirstResponder()` or another field's keyboard while typing: the field parsed the
    /// draft, and `allowed` is its validator's answer as for
    /// ``typedDateCommitted(_:allowed:)``. The draft is judged as Return judges it, then the
    /// field closes either way: an accepted date is committed, a refused one leaves its error.
    case typedDateResigned(TypedDateParse, allowed: Bool)
    /// The user switched from typing back to the wheel; the draft is discarded.
    case wheelRequested
    /// A range rule compared this "to" field with its "from" field (see ``DateRangePair``).
    case rangeOrderChecked(isInOrder: Bool)
    /// The app set the typed-entry options; they apply from the next error on.
    case entryOptionsChanged(DateEntryOptions)
    /// One of the events every field has: the app setting or removing the error, enabling,
    /// read-only, the helper text, the reserved row or announcements.
    case common(CommonFieldEvent)
  }
}
