extension Field {
  /// `false`: a field kind without read-only support is always editable.
  public var isReadOnly: Bool { false }

  /// A description composed from ``appearance``, for a field kind that does not compose its
  /// own: title, value, error, "required" and "dimmed".
  public var accessibility: AccessibilityDescription {
    let appearance = appearance
    return AccessibilityDescription(
      title: placeholder, value: appearance.value,
      supportingRow: SupportingRow(error: appearance.errorText.map(ErrorState.message) ?? .none),
      isOptional: isOptional, isReadOnly: false, isEnabled: isEnabled, hint: nil,
      traits: isActive ? .focused : [], actions: [], strings: .english)
  }
}
