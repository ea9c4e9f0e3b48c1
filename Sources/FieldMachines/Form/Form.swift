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
/// and report back to it. The form and its fields run one event at a time, to completion: a
/// call a delegate or an observer makes into them while an event is handled is queued until it
/// completes (see <doc:FormsAndFocus#Run-to-completion>).
@MainActor
public final class Form<Key: FormKey>: Observable {
  var statuses = FormFieldTable<Key>()
  /// The keys that have a field, in `Key.allCases` order.
  var orderedKeys: [Key] = []
  var currentActiveKey: Key?
  var submits = 0
  var submitting = false
  var droppedAnswers = 0
  private let registrar = ObservationRegistrar()
  /// Runs the form's operations and its fields' events one at a time, to completion.
  let runner = EventRunner()
  private let revisionKeyPath: KeyPath<Form, Int> = \Form.revision

  /// Called with the form's own announcements: one summary after a failed ``submit()``. During
  /// a submit the fields' own error announcements are held back, so assistive technologies hear
  /// one summary instead of every field at once.
  public var announcementHandler: ((AccessibilityAnnouncement) -> Void)?

  /// The words of the submit summary: the number of invalid fields, the first one's title and
  /// its message. Replace it to localise.
  public var submitSummary: (_ count: Int, _ title: String, _ message: String) -> String = {
    count, title, message in
    let problems = count == 1 ? "1 problem" : "\(count) problems"
    return title.isEmpty ? "\(problems). \(message)" : "\(problems). \(title): \(message)"
  }

  /// A counter that goes up after every change the form makes or sees; reading any form state
  /// registers it with Observation, so SwiftUI views update when it moves.
  public private(set) var revision = 0

  /// The active field's key: the text field editing or the picker or date field open.
  public var activeKey: Key? {
    observed()
    return currentActiveKey
  }

  /// How many times ``submit()`` has been called.
  public var submitCount: Int {
    observed()
    return submits
  }

  /// Whether ``submit()`` is waiting for asynchronous rules.
  public var isSubmitting: Bool {
    observed()
    return submitting
  }

  /// How many asynchronous answers arrived for a value that had changed, and were dropped.
  public var droppedAnswerCount: Int {
    observed()
    return droppedAnswers
  }

  /// When fields without their own timing validate; ``ValidationTiming/onEndEditing`` by default.
  public var defaultTiming = ValidationTiming.onEndEditing {
    didSet { notifyChange() }
  }
  /// When errors of fields without their own policy are shown;
  /// ``ErrorDisplayPolicy/afterFirstLeave`` by default.
  public var displayPolicy = ErrorDisplayPolicy.afterFirstLeave {
    didSet { batch { for key in keys { refreshDisplay(key) } } }
  }
  /// How ``next()`` and ``previous()`` treat disabled fields and pickers.
  public var navigationOptions = NavigationOptions() {
    didSet { notifyChange() }
  }
  /// Whether Return on an entry field moves to the next field (or ends editing on the last).
  public var movesToNextOnReturn = false {
    didSet { notifyChange() }
  }
  /// Whether a failed ``submit()`` focuses the first invalid field.
  public var focusesFirstInvalidFieldOnSubmit = true {
    didSet { notifyChange() }
  }
  /// Whether hidden and disabled fields keep, export and validate their values.
  public var conditionPolicy = ConditionPolicy() {
    didSet { notifyChange() }
  }
  /// The messages of failures; replace it to localise.
  public var messages = ValidationMessages<Key>.defaults {
    didSet { notifyChange() }
  }
  /// The model that validates last and receives valid values; held weakly.
  public weak var model: (any FormModel<Key>)?
  /// The clock asynchronous rules debounce on.
  public var clock: any ValidationClock

  var hiddenConditions: [Key: Condition<Key>] = [:]
  var disabledConditions: [Key: Condition<Key>] = [:]
  var signals: [(key: Key, returned: Bool)] = []
  var isDraining = false
  var isRestoring = false
  /// ``currentValues`` while ``validate()`` runs, kept current as fields report transitions.
  var valuesCache: FormValues<Key>?
  /// Each key's position in `Key.allCases`, filled on the first ``position(of:)``.
  var casePositions: [Key: Int] = [:]
  var wakeTasks: [Key: FormTask] = [:]
  var runTasks: [Key: FormTask] = [:]

  /// Creates an empty form; add fields with `add(_:for:)`, one overload per field kind.
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
  public var keys: [Key] {
    observed()
    return orderedKeys
  }

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
      let position = position(of: key)
      adapter.field.tag = position
      let status = FormFieldStatus<Key>(adapter: adapter)
      status.observation = adapter.observe(on: runner) { [weak self] returned in
        self?.fieldDidTransition(key, returned: returned)
      }
      if let slot = statuses.slot(of: key) {
        statuses.replace(status, in: slot)
      } else {
        var low = 0
        var high = orderedKeys.count
        while low < high {
          let middle = (low + high) / 2
          if self.position(of: orderedKeys[middle]) < position {
            low = middle + 1
          } else {
            high = middle
          }
        }
        orderedKeys.insert(key, at: low)
        statuses.append(status, for: key, at: low)
      }
      if currentActiveKey == key && !adapter.field.isActive { currentActiveKey = nil }
      if adapter.field.isActive { didActivate(key) }
      applyConditions()
    }
  }

  /// The position of `key` in `Key.allCases` (`key.index()`), from a table built once.
  func position(of key: Key) -> Int {
    if casePositions.isEmpty {
      for (index, candidate) in Key.allCases.enumerated() where casePositions[candidate] == nil {
        casePositions[candidate] = index
      }
    }
    return casePositions[key] ?? casePositions.count
  }

  /// Registers a read of the form's state with Observation.
  func observed() {
    registrar.access(self, keyPath: revisionKeyPath)
  }

  /// Tells observers the form's state changed.
  func notifyChange() {
    registrar.withMutation(of: self, keyPath: revisionKeyPath) { revision &+= 1 }
  }
}
