import FieldMachines

/// Throws a ``PropertyViolation`` unless `form` keeps its invariants after `action`: the
/// ``FormInvariants/violations(of:)`` always, and after a validation (`validate()`, a submit,
/// `validate(_:)`) the validated keys' validity must be what their rules say
/// (``FormInvariants/ruleMismatches(in:keys:)``).
///
/// ```swift
/// forAll(FormAction<SignUpKey>.generator(), length: 1...60, from: SignUpForm()) { app, action in
///   action.apply(to: app.form)
///   try checkFormInvariants(app.form, after: action)
/// }
/// ```
public func checkFormInvariants<Key>(
  _ form: Form<Key>, after action: FormAction<Key>? = nil
)
  throws
{
  var violations = FormInvariants.violations(of: form)
  switch action {
  case .validateAll?, .submit?:
    violations += FormInvariants.ruleMismatches(in: form, keys: form.keys)
  case .validate(let key)?:
    violations += FormInvariants.ruleMismatches(in: form, keys: [key])
  default:
    break
  }
  try checkNoViolations(violations)
}
