/// What a form keeps about one field that a value cannot hold: the field's adapter (which
/// listens to the field), its asynchronous rules and checks and what it handed the model. The form's decisions
/// about the field live in its `FormMachine`'s `FormMachine.FieldState`.
///
/// A reference, so a pass over every field reads and writes it in place: code that reads a
/// value, calls out (to rules, the model, a field) and then uses it must take the value first.
/// What a validation reads first lives in the form's table (``FormFieldEntry``); a change that
/// may give the status asynchronous state goes through ``FormFieldTable/changeAsyncState(in:_:)``.
final class FormFieldStatus {
  /// The field's adapter, which listens to the field while this status is the form's (see
  /// `deinit`).
  let adapter: any FormFieldAdapter

  // Configuration.
  /// The field's rules as values, when every one is a built-in rule (see ``RuleSet``'s
  /// `values`): a validation checks them without a form's key and builds no values. `nil` when a
  /// rule may read the form's values. The rules themselves, generic over the form's key, are kept
  /// by ``FormFieldTable``, so this class is not generic and a pass over every field reaches it
  /// without generic look-ups.
  var ruleValues: [RuleValue]? = []
  /// The field's asynchronous rules.
  var asyncRules: [AsyncRule] {
    get { asyncState?.rules ?? [] }
    set { madeAsyncState(if: !newValue.isEmpty)?.rules = newValue }
  }

  // Validation.
  /// The field's asynchronous checks.
  var async: AsyncValidationMachine {
    get { asyncState?.machine ?? AsyncValidationMachine() }
    set { madeAsyncState(if: newValue != AsyncValidationMachine())?.machine = newValue }
  }
  /// The value as the model adjusted it, waiting for the asynchronous rules.
  var modelCandidate: FormValue? {
    get { asyncState?.modelCandidate }
    set { madeAsyncState(if: newValue != nil)?.modelCandidate = newValue }
  }
  /// The value last handed to the model.
  var modelValue: FormValue? {
    get { asyncState?.modelValue }
    set { madeAsyncState(if: newValue != nil)?.modelValue = newValue }
  }
  /// ``asyncRules``, ``async``, ``modelCandidate`` and ``modelValue``, stored once one of them
  /// is set to something other than its initial value: a field without asynchronous rules or a
  /// model pays a pointer for all four.
  private var asyncState: FormFieldAsyncState?
  /// Whether a waiting submit turned the field's announcements off, to turn them back on.
  var isAnnouncementSilenced = false

  /// Whether an asynchronous check is debouncing or running; cancelling one that is not
  /// changes nothing.
  var isAsyncPending: Bool { asyncState?.machine.isPending ?? false }

  /// Whether the status holds asynchronous state: one of ``asyncRules``, ``async``,
  /// ``modelCandidate`` and ``modelValue`` was set to something other than its initial value.
  var hasAsyncState: Bool { asyncState != nil }

  init(adapter: any FormFieldAdapter) {
    self.adapter = adapter
  }

  deinit {
    adapter.stopListening()
  }

  /// ``asyncState``, made first if `creating`.
  private func madeAsyncState(if creating: Bool) -> FormFieldAsyncState? {
    if asyncState == nil, creating { asyncState = FormFieldAsyncState() }
    return asyncState
  }
}
