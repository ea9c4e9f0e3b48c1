/// What a form does with hidden and disabled fields' values. The defaults follow Eureka and
/// React Hook Form: hidden values are kept but neither exported nor validated; disabled values
/// are kept and exported but not validated, since the user cannot correct them. Change one rule
/// on the form: `form.conditionPolicy.keepsHiddenValues = false`.
public struct ConditionPolicy: Sendable, Hashable {
  /// Whether a field keeps its value while hidden (`true`), or is emptied when it is hidden.
  public var keepsHiddenValues: Bool
  /// Whether ``Form/values(includeHidden:includeDisabled:)`` includes hidden fields by default.
  public var exportsHiddenValues: Bool
  /// Whether ``Form/values(includeHidden:includeDisabled:)`` includes disabled fields by default.
  public var exportsDisabledValues: Bool
  /// Whether disabled fields are validated and can fail a submit. Hidden fields never are.
  public var validatesDisabledFields: Bool

  /// Creates a policy; the defaults keep hidden values, export only visible ones plus disabled
  /// ones, and validate only enabled, visible fields.
  package init(
    keepsHiddenValues: Bool = true, exportsHiddenValues: Bool = false,
    exportsDisabledValues: Bool = true, validatesDisabledFields: Bool = false
  ) {
    self.keepsHiddenValues = keepsHiddenValues
    self.exportsHiddenValues = exportsHiddenValues
    self.exportsDisabledValues = exportsDisabledValues
    self.validatesDisabledFields = validatesDisabledFields
  }
}
