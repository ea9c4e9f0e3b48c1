import Observation

/// A form over fields keyed by a `CaseIterable` enum: validation, exclusive focus, navigation,
/// conditions, values, layout and snapshots, for headless apps.
///
/// A form maps each key to its field directly (and sets `field.tag = key.index()` for
/// MaterialFields-style code), so reordering the enum cannot route a value to the wrong field.
/// Apps keep driving the fields themselves — `tap()`, `typeText(_:)`, `selectRow(_:)` — and
/// the form reacts to every transition it observes:
///
/// - **Focus.** At most one field is active. A field that becomes active ends the one that was;
///   an open picker or date field closes as a keyboard would close it (committing its value).
/// - **Validation.** Each field's ``RuleSet`` runs at its ``ValidationTiming``; the result is a
///   three-state ``Validity``; ``ErrorDisplayPolicy`` decides when an error is shown, always
///   through the field's own `setError(withText:)` and `removeErrorUI()`.
/// - **Conditions.** ``hide(_:when:)`` and ``disable(_:when:)`` are re-evaluated after every
///   value change; see ``ConditionPolicy`` for what happens to hidden values.
///
/// The form runs on the main actor, like the fields a UI drives; asynchronous rules run in tasks
/// and report back to it.
@MainActor
@Observable
public final class Form<Key: FormKey> {
  var statuses: [Key: FormFieldStatus<Key>] = [:]

  /// The active field's key: the text field editing or the picker or date field open.
  public internal(set) var activeKey: Key?
  /// How many times ``submit()`` has been called.
  public internal(set) var submitCount = 0
  /// Whether ``submit()`` is waiting for asynchronous rules.
  public internal(set) var isSubmitting = false

  /// When fields without their own timing validate; ``ValidationTiming/onEndEditing`` by default.
  public var defaultTiming = ValidationTiming.onEndEditing
  /// When errors of fields without their own policy are shown;
  /// ``ErrorDisplayPolicy/afterFirstLeave`` by default.
  public var displayPolicy = ErrorDisplayPolicy.afterFirstLeave {
    didSet { batch { for key in keys { refreshDisplay(key) } } }
  }
  /// How ``next()`` and ``previous()`` treat disabled fields and pickers.
  public var navigationOptions = NavigationOptions()
  /// Whether Return on an entry field moves to the next field (or ends editing on the last).
  public var movesToNextOnReturn = false
  /// Whether a failed ``submit()`` focuses the first invalid field.
  public var focusesFirstInvalidFieldOnSubmit = true
  /// Whether hidden and disabled fields keep, export and validate their values.
  public var conditionPolicy = ConditionPolicy()
  /// The messages of failures; replace it to localise.
  public var messages = ValidationMessages<Key>.defaults
  /// The model that validates last and receives valid values; held weakly.
  @ObservationIgnored public weak var model: (any FormModel<Key>)?
  /// The clock asynchronous rules debounce on.
  @ObservationIgnored public var clock: any ValidationClock

  @ObservationIgnored var hiddenConditions: [Key: Condition<Key>] = [:]
  @ObservationIgnored var disabledConditions: [Key: Condition<Key>] = [:]
  @ObservationIgnored var signals: [(key: Key, returned: Bool)] = []
  @ObservationIgnored var isDraining = false
  @ObservationIgnored var isRestoring = false
  @ObservationIgnored var wakeTasks: [Key: FormTask] = [:]
  @ObservationIgnored var runTasks: [Key: FormTask] = [:]
  /// How many asynchronous answers arrived for a value that had changed, and were dropped.
  public internal(set) var droppedAnswerCount = 0

  /// Creates an empty form; add fields with ``add(_:for:)-(EntryField,_)`` and its overloads.
  public init(clock: any ValidationClock = ContinuousValidationClock()) {
    self.clock = clock
  }

  /// Creates a form over `fields`; throws ``FormSetupError/unsupportedField(_:)`` for a field
  /// of a type the form does not know.
  public init(
    fields: [Key: any Field], clock: any ValidationClock = ContinuousValidationClock()
  ) throws(FormSetupError<Key>) {
    self.clock = clock
    for key in Key.allCases {
      guard let field = fields[key] else { continue }
      guard let adapter = Form.adapter(for: field) else { throw .unsupportedField(key) }
      register(adapter, for: key)
    }
  }

  /// The keys that have a field, in `Key.allCases` order.
  public var keys: [Key] { Key.allCases.filter { statuses[$0] != nil } }

  /// The field of `key`, or `nil` when none was added.
  public func field(_ key: Key) -> (any Field)? { statuses[key]?.adapter.field }

  /// The field of `key` as a concrete type, or `nil` when none was added or it is another type.
  public func field<F: Field>(_ key: Key, as type: F.Type) -> F? { field(key) as? F }

  /// The key of `field`, or `nil` when the field is not in this form.
  public func key(of field: any Field) -> Key? {
    keys.first { statuses[$0]?.adapter.field === field }
  }

  /// Adds an entry field; a field already under `key` is replaced.
  public func add(_ field: EntryField, for key: Key) {
    register(EntryFieldAdapter(field), for: key)
  }

  /// Adds an area field; a field already under `key` is replaced.
  public func add(_ field: AreaField, for key: Key) {
    register(AreaFieldAdapter(field), for: key)
  }

  /// Adds a picker field; a field already under `key` is replaced.
  public func add(_ field: PickerField, for key: Key) {
    register(PickerFieldAdapter(field), for: key)
  }

  /// Adds a date field; a field already under `key` is replaced.
  public func add(_ field: DateField, for key: Key) {
    register(DateFieldAdapter(field), for: key)
  }

  static func adapter(for field: any Field) -> (any FormFieldAdapter)? {
    if let entry = field as? EntryField { return EntryFieldAdapter(entry) }
    if let area = field as? AreaField { return AreaFieldAdapter(area) }
    if let picker = field as? PickerField { return PickerFieldAdapter(picker) }
    if let date = field as? DateField { return DateFieldAdapter(date) }
    return nil
  }

  private func register(_ adapter: any FormFieldAdapter, for key: Key) {
    batch {
      if let previous = statuses[key] {
        previous.observation?.cancel()
        updateAsync(key) { $0.reset() }
      }
      adapter.field.tag = key.index()
      var status = FormFieldStatus<Key>(adapter: adapter)
      status.observation = adapter.observe { [weak self] returned in
        self?.fieldDidTransition(key, returned: returned)
      }
      statuses[key] = status
      if adapter.field.isActive { didActivate(key) }
      applyConditions()
    }
  }
}
