extension FormMachine {
  /// What a form knows about one field beyond the field itself: its settings, validation
  /// outcome, interaction flags and the error it shows.
  package struct FieldState: Sendable, Hashable {
    /// Whether the field takes the keyboard when active (entry and area fields).
    package var isTextInput: Bool
    /// The field's own timing; `nil` follows the form's.
    package var timing: ValidationTiming?
    /// The field's own display policy; `nil` follows the form's.
    package var displayPolicy: ErrorDisplayPolicy?
    /// The outcome of the field's last validation.
    package var validity = Validity<Key>.unvalidated
    /// Whether the user has left the field at least once.
    package var hasBeenLeft = false
    /// Whether the field's hide condition holds.
    package var isHidden = false
    /// The field cleared the shown error itself (editing began, a picker opened); it stays
    /// hidden until the next validation result, leave or submit.
    package var isErrorDismissed = false
    /// The message the field shows, as the form knows it.
    package var displayedError: String?
    /// Whether ``displayedError`` was set on the field by the app, not by the form.
    package var isErrorExternal = false

    /// A field just added: it shows `errorMessage` (set by the app, if any).
    package init(isTextInput: Bool, errorMessage: String?) {
      self.isTextInput = isTextInput
      self.displayedError = errorMessage
      self.isErrorExternal = errorMessage != nil
    }

    /// Records a validation outcome. A failure replaces an error the app set directly; a pass
    /// keeps it, so MaterialFields' validation layer (an error set in `…DidEndEditing`)
    /// survives the form's own validation of the ending and a submit. The field clears it when
    /// editing begins, as MaterialFields does. Either outcome replaces an error the field
    /// dismissed.
    package mutating func record(_ outcome: Validity<Key>) {
      validity = outcome
      if outcome.isInvalid { isErrorExternal = false }
      isErrorDismissed = false
    }

    /// The error the field should show: the first failure's message, unless the field does not
    /// count (`isIncluded` is false), its policy (or `formPolicy`) holds it back after
    /// `submitCount` submits, or the field dismissed it.
    package func expectedError(
      isIncluded: Bool, displayPolicy formPolicy: ErrorDisplayPolicy, submitCount: Int
    ) -> String? {
      guard isIncluded else { return nil }
      switch displayPolicy ?? formPolicy {
      case .immediately: break
      case .afterFirstLeave: guard hasBeenLeft || submitCount > 0 else { return nil }
      case .afterSubmit: guard submitCount > 0 else { return nil }
      }
      guard !isErrorDismissed else { return nil }
      return validity.firstMessage
    }
  }
}
