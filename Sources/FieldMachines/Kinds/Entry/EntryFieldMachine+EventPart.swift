extension EntryFieldMachine.Event {
  /// An entry event as the text event every text field has (``AreaFieldMachine/Event``, run by
  /// the shared text transitions and described once by the shared text vocabulary), or one of
  /// the entry's own.
  package enum Part: Sendable, Hashable {
    /// An event every text field has, under the same name.
    case text(AreaFieldMachine.Event)
    /// The return key, with the should-return answer.
    case returnPressed(allowed: Bool)
    /// The password-visibility toggle.
    case visibilityToggled
    /// The app set `isSecureTextEntry`.
    case secureTextEntryChanged(Bool)
  }

  /// The event as the text event of the same name, or as one of the entry's own. Inlined into
  /// the entry's step, the two switches fold into one and the payload is not copied into a
  /// second enum.
  @inline(__always)
  package var part: Part {
    switch self {
    case .returnPressed(let allowed): .returnPressed(allowed: allowed)
    case .visibilityToggled: .visibilityToggled
    case .secureTextEntryChanged(let isSecure): .secureTextEntryChanged(isSecure)
    case .beginRequested(let allowed): .text(.beginRequested(allowed: allowed))
    case .textEdited(let edit, let allowed): .text(.textEdited(edit, allowed: allowed))
    case .clearTapped(let allowed): .text(.clearTapped(allowed: allowed))
    case .endRequested(let allowed): .text(.endRequested(allowed: allowed))
    case .textAssigned(let text): .text(.textAssigned(text))
    case .maxLengthChanged(let maxLength): .text(.maxLengthChanged(maxLength))
    case .lengthLimitPolicyChanged(let policy): .text(.lengthLimitPolicyChanged(policy))
    case .overflowMessageChanged(let message): .text(.overflowMessageChanged(message))
    case .common(let event): .text(.common(event))
    }
  }
}
