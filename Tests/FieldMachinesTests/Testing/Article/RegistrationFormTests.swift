import FieldMachines
import FieldMachinesTesting
import Testing

@Suite @MainActor struct RegistrationFormTests {
  @Test func keepsItsInvariants() {
    forAll(
      FormAction<RegistrationKey>.generator(), length: 1...60,
      simplify: FormAction.simplifications(of:), from: RegistrationForm()
    ) { app, action in
      action.apply(to: app.form)
      try checkFormInvariants(app.form, after: action)
      if action == .submit, case .invalid = app.form.validity {
        try check(app.form.activeKey != nil, "a rejected submit focused no field")
      }
    }
  }
}
