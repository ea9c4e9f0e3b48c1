extension FormMachine {
  /// What happened: what a field reported (from the effects of its transition), what the
  /// form's own work found out, and what the app asked for.
  ///
  /// The form hands a field's report over as one event per fact, in this order: the error it
  /// shows, began, value changed, ended, enablement changed, returned. Facts only the form's
  /// storage can read (whether a field counts now, whether it is active) come as payloads, as
  /// the fields' machines take their delegates' answers.
  package enum Event: Sendable, Hashable {
    // What the fields report.

    /// A field was added under the key (replacing any): whether it takes the keyboard, is
    /// active, and the error it shows.
    case fieldAdded(Key, isTextInput: Bool, isActive: Bool, errorMessage: String?)
    /// After a transition of its field, the error the field shows now.
    case fieldShowsError(Key, String?)
    /// The field began editing or opened (its `didBeginEditing` effect).
    case fieldBegan(Key)
    /// The field's value changed (its text, pick or date, as its states before and after say).
    case fieldValueChanged(Key)
    /// The field ended editing or closed (its `didEndEditing` effect).
    case fieldEnded(Key)
    /// The field was enabled or disabled; whether it counts for validation now.
    case fieldEnablementChanged(Key, isIncluded: Bool)
    /// Return was pressed in the field (an entry field's `didReturn` effect); whether the field
    /// is still active.
    case fieldReturned(Key, isActive: Bool)

    // What the form's own work found.

    /// The rules (and model) of the field gave an outcome; whether the field counts now.
    case validated(Key, Validity<Key>, isIncluded: Bool)
    /// The field was to be validated but does not count (hidden, or disabled).
    case foundExcluded(Key)
    /// The field's error should match its outcome now; whether the field counts.
    case displayDue(Key, isIncluded: Bool)
    /// A hide condition of the field changed its result; whether the field then empties its
    /// value (``ConditionPolicy/keepsHiddenValues`` is off).
    case hiddenChanged(Key, isHidden: Bool, emptiesValue: Bool)
    /// An asynchronous answer arrived for a value that had changed, and was dropped.
    case answerDropped

    // What the app asked for.

    /// A submit began: it counts at once.
    case submitStarted
    /// A submit began waiting for asynchronous rules (`true`): the fields' own announcements
    /// are silenced; or it stopped waiting, and they are heard again.
    case submitWaiting(Bool)
    /// A submit's validation found failures: the form focuses the first invalid field (by its
    /// setting) and announces one summary.
    case submitFailed([ValidationFailure<Key>])
    /// The app asked the key's field to take focus (`focus(_:)`); whether it is enabled and
    /// active already.
    case focusRequested(Key, isEnabled: Bool, isActive: Bool)
    /// The app asked for the next field (`next()`): the one navigation found (`nil` for none),
    /// and whether it is active already.
    case nextRequested(Key?, isActive: Bool)
    /// The app asked for the previous field (`previous()`), as ``nextRequested(_:isActive:)``.
    case previousRequested(Key?, isActive: Bool)
    /// The active field was asked to end so the key's field can take focus; whether it is
    /// still active (its delegate refused).
    case activeFieldLeft(for: Key, isStillActive: Bool)
    /// The app asked to end editing (`endEditing()`).
    case endEditingRequested
    /// Whether a failed submit focuses the first invalid field changed.
    case focusesFirstInvalidFieldSet(Bool)
    /// A failed submit focused the field; its error stays shown while it is active.
    case invalidFieldFocused(Key, isIncluded: Bool)
    /// The form's default timing changed.
    case defaultTimingSet(ValidationTiming)
    /// The form's display policy changed; the form then refreshes every field's error, in key
    /// order.
    case displayPolicySet(ErrorDisplayPolicy)
    /// Whether Return moves on changed.
    case movesToNextOnReturnSet(Bool)
    /// The field's own timing changed (`nil` follows the form's).
    case fieldTimingSet(Key, ValidationTiming?)
    /// The field's own display policy changed; whether the field counts.
    case fieldDisplayPolicySet(Key, ErrorDisplayPolicy?, isIncluded: Bool)
    /// A snapshot was restored: these statuses, the active key and the submit count.
    case restored(fields: [Key: FieldState], activeKey: Key?, submitCount: Int)
  }
}
