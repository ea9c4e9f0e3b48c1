extension FormMachine {
  /// What the form does: orders to its fields, to its validation, to the model and to itself.
  package enum Effect: Sendable, Hashable {
    /// End the field, bypassing any veto (a hidden field began).
    case forceEnd(Key)
    /// End every other active field, because the key's field began (exclusive focus).
    case endOtherFields(except: Key)
    /// Resign the field, and end it if it refuses (it was hidden).
    case endHiddenField(Key)
    /// Run the field's rules, then the model, then its asynchronous rules.
    case validate(Key, ValidationTrigger)
    /// Validate again the fields whose rules read the key's value and have an outcome.
    case validateDependents(of: Key)
    /// Cancel an asynchronous check of a value the field no longer has.
    case cancelStaleCheck(Key)
    /// Start a debouncing asynchronous check now.
    case flushCheck(Key)
    /// Cancel and forget the field's asynchronous checks.
    case resetCheck(Key)
    /// Apply the hide and disable conditions, unless they saw the values already.
    case applyConditions
    /// Make the field's error match its outcome (see ``Event/displayDue(_:isIncluded:)``).
    case refreshDisplay(Key)
    /// Show the message as the field's error (`setError(withText:)`).
    case showError(Key, String)
    /// Remove the field's error (`removeErrorUI()`).
    case removeError(Key)
    /// Hand the field's valid value to the model.
    case handToModel(Key)
    /// Empty the field's value (it was hidden).
    case emptyValue(Key)
    /// Move to the next field once the current event completes.
    case moveToNext
    /// End the key's (active) field so `next` can take focus: close it as a keyboard would
    /// when `keyboard` (a picker or date field before a text field), else resign it; then tell
    /// the machine whether it is still active (``Event/activeFieldLeft(for:isStillActive:)``).
    case endForFocus(Key, next: Key, keyboard: Bool)
    /// Ask the field to begin (`becomeFirstResponder()`).
    case beginField(Key)
    /// Ask the field to end (`resignFirstResponder()`).
    case resignField(Key)
    /// Focus the first invalid counted field and keep its error shown while it is active.
    case focusFirstInvalidField
    /// Announce one summary of a failed submit: how many fields failed, the first one's
    /// title and message.
    case announceSubmitSummary([ValidationFailure<Key>])
    /// Turn off the error announcements of every field that makes them.
    case silenceAnnouncements
    /// Turn the silenced announcements back on.
    case restoreAnnouncements
  }
}
