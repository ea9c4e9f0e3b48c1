/// What a form keeps about one field that a value cannot hold: the field, its observation, its
/// asynchronous rules and checks and what it handed the model. The form's decisions
/// about the field live in its `FormMachine`'s `FormMachine.FieldState`.
///
/// A reference, so a pass over every field reads and writes it in place: code that reads a
/// value, calls out (to rules, the model, a field) and then uses it must take the value first.
final class FormFieldStatus {
  let adapter: any FormFieldAdapter
  var observation: TransitionObservation?

  // Configuration.
  /// The field's rules as values, when every one is a built-in rule (see ``RuleSet``'s
  /// `values`): a validation checks them without a form's key and builds no values. `nil` when a
  /// rule may read the form's values. The rules themselves, generic over the form's key, are kept
  /// by ``FormFieldTable``, so this class is not generic and a pass over every field reaches it
  /// without generic look-ups.
  var ruleValues: [RuleValue]? = []
  var asyncRules: [AsyncRule] = []

  // Validation.
  /// The field's asynchronous checks; an idle machine that never ran is not stored, so a field
  /// without asynchronous rules pays a pointer for them, not a machine.
  var async: AsyncValidationMachine {
    get { asyncBox?.machine ?? AsyncValidationMachine() }
    set {
      if let asyncBox {
        asyncBox.machine = newValue
      } else if newValue != AsyncValidationMachine() {
        asyncBox = AsyncValidationBox(newValue)
      }
    }
  }
  private var asyncBox: AsyncValidationBox?
  /// The value as the model adjusted it, waiting for the asynchronous rules.
  var modelCandidate: FormValue? {
    get { modelHandOff?.candidate }
    set { handOff(creating: newValue != nil)?.candidate = newValue }
  }
  /// The value last handed to the model.
  var modelValue: FormValue? {
    get { modelHandOff?.handed }
    set { handOff(creating: newValue != nil)?.handed = newValue }
  }
  /// ``modelCandidate`` and ``modelValue``, stored once one of them is set.
  private var modelHandOff: ModelHandOff?
  /// Whether a waiting submit turned the field's announcements off, to turn them back on.
  var isAnnouncementSilenced = false
  /// Whether the field is enabled: read when the status is made, then kept current from every
  /// transition the field reports (only a transition changes it), so a pass over every field
  /// asks no field.
  var isEnabled: Bool

  /// Whether an asynchronous check is debouncing or running; cancelling one that is not
  /// changes nothing.
  var isAsyncPending: Bool { asyncBox?.machine.isPending ?? false }

  init(adapter: any FormFieldAdapter) {
    self.adapter = adapter
    self.isEnabled = adapter.isEnabled
  }

  /// The hand-off box, made first if `creating`.
  private func handOff(creating: Bool) -> ModelHandOff? {
    if modelHandOff == nil, creating { modelHandOff = ModelHandOff() }
    return modelHandOff
  }
}
