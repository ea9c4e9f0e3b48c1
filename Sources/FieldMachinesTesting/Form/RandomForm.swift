import FieldMachines

/// A form built from a ``RandomFormSpec``: fields of every kind with their rules, timing,
/// policies and conditions, on a manual clock, with a vetoing delegate on every entry field.
public final class RandomForm {
  /// The configuration it was built from.
  public let spec: RandomFormSpec
  /// The form.
  public let form: Form<RandomFormKey>
  /// The delegate of every entry field; ``RandomFormStep`` makes it refuse.
  public let veto = Veto()
  /// The configuration changes applied so far, in order; ``rebuilt()`` replays them.
  public private(set) var configurationChanges: [FormAction<RandomFormKey>] = []

  /// Builds the form `spec` describes.
  public init(_ spec: RandomFormSpec) {
    self.spec = spec
    form = Form(clock: ManualValidationClock())
    form.defaultTiming = spec.defaultTiming
    form.displayPolicy = spec.displayPolicy
    form.navigationOptions = NavigationOptions(rawValue: spec.navigation)
    form.movesToNextOnReturn = spec.movesToNextOnReturn
    form.focusesFirstInvalidFieldOnSubmit = spec.focusesFirstInvalid
    form.conditionPolicy = spec.conditionPolicy
    for key in RandomFormKey.allCases {
      guard let fieldSpec = spec.fields[key] else { continue }
      add(fieldSpec, for: key)
      form.setRules(spec.rules(for: key), for: key, timing: fieldSpec.timing)
      form.setDisplayPolicy(fieldSpec.policy, for: key)
    }
    for key in RandomFormKey.allCases {
      guard let fieldSpec = spec.fields[key] else { continue }
      if let source = fieldSpec.hideWhenEmpty { form.hide(key, when: .isEmpty(source)) }
      if let source = fieldSpec.disableWhenFilled { form.disable(key, when: !.isEmpty(source)) }
    }
  }

  /// Performs `action` on the form, remembering it if it changes the configuration.
  public func apply(_ action: FormAction<RandomFormKey>) {
    if action.category == .configurationChange { configurationChanges.append(action) }
    action.apply(to: form)
  }

  /// A fresh form built from the same spec with the same configuration changes, for a
  /// snapshot to be restored into: a snapshot holds the form's state, not its configuration.
  public func rebuilt() -> RandomForm {
    let fresh = RandomForm(spec)
    for action in configurationChanges { fresh.apply(action) }
    return fresh
  }

  /// Adds a field of `fieldSpec`'s kind, made by the kind's vocabulary in the library from the
  /// spec's rows, bounds and secure entry, with ``veto`` as the delegate of the kinds whose
  /// delegate protocol it adopts (entry fields).
  private func add(_ fieldSpec: RandomFormSpec.FieldSpec, for key: RandomFormKey) {
    guard let vocabulary = fieldSpec.kind.vocabulary else { return }
    let traits = FormFieldTraits(
      choices: fieldSpec.pickerData, offersManualEntry: fieldSpec.manualEntry,
      minimumDate: fieldSpec.minimumDate, maximumDate: fieldSpec.maximumDate,
      isSecure: fieldSpec.isSecure, now: RandomFormSpec.now, delegate: veto)
    form.add(Self.makeField(vocabulary, traits), for: key)
  }

  /// `Vocabulary`'s field made from `traits`, opened from the catalogue's existential.
  private static func makeField<Vocabulary: ScriptedFieldVocabulary>(
    _: Vocabulary.Type, _ traits: FormFieldTraits
  ) -> any Field {
    Vocabulary.makeFormField(traits)
  }
}
