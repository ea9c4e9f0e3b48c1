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
/// A form, like its fields, is a plain class that is not `Sendable`: it belongs to whichever
/// isolation creates it — the main actor for a UI, a server's own actor — and is used from
/// there. Asynchronous rules run in tasks that report back to that actor (``isolation``); see
/// <doc:Concurrency>. The form and its fields run one event at a time, to completion: a call a
/// delegate or an observer makes into them while an event is handled is queued until it
/// completes (see <doc:FormsAndFocus#Run-to-completion>).
///
/// The form's own state and decisions are a value, `FormMachine` (package API): each field reports its
/// transitions (from their effects) as the machine's events, and the form performs the
/// machine's effects. `fieldchart chart form` draws it (`FormChartMachine`).
public final class Form<Key: FormKey>: Observable {
  // Unchecked: the form runs on one isolation, one event at a time; a checked access cost
  // validate-all a runtime look-up per field.
  @exclusivity(unchecked) var statuses = FormFieldTable<Key>()
  /// The keys that have a field, in `Key.allCases` order.
  var orderedKeys: [Key] = []
  /// The form's own state and decisions, over its fields' slots (``FormSlot``) rather than
  /// `Key`, so its code is not generic over the app's key; changed only through ``step(_:)``.
  @exclusivity(unchecked) var machine = FormMachine<FormSlot>()
  /// Called with every step of ``machine`` (state before, event, state after, effects), with
  /// slots mapped to keys, for tests that check the form's chart against real runs.
  var machineStepObserver:
    (
      (
        FormMachine<Key>.State, FormMachine<Key>.Event, FormMachine<Key>.State,
        Effects<FormMachine<Key>.Effect>
      ) -> Void
    )?
  private let registrar = ObservationRegistrar()
  /// Runs the form's operations and its fields' events one at a time, to completion.
  let runner = EventRunner()
  /// Hands the form the report of each transition of its fields, with the field's slot; one
  /// for every field (see `FormReportRouter`).
  private lazy var reportRouter = FormReportRouter { [weak self] slot, report in
    guard let self else { return }
    fieldDidTransition(key(of: slot), report: report)
  }
  private let revisionKeyPath: KeyPath<Form, Int> = \Form.revision

  /// ``navigationOptions``, read without registering an observation (for the form's own moves).
  var storedNavigationOptions = NavigationOptions()
  /// ``conditionPolicy``, read without registering an observation.
  var storedConditionPolicy = ConditionPolicy()
  /// ``messages``, read without registering an observation.
  var storedMessages = ValidationMessages<Key>.defaults

  /// Called with the form's own announcements: one summary after a failed ``submit(isolation:)``. During
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
  private(set) var revision = 0

  /// The active field's key: the text field editing or the picker or date field open.
  public var activeKey: Key? { observed(\.activeKey).map { key(of: $0) } }

  /// How many times ``submit(isolation:)`` has been called.
  public var submitCount: Int { observed(\.submitCount) }

  /// Whether ``submit(isolation:)`` is waiting for asynchronous rules.
  public var isSubmitting: Bool { observed(\.isSubmitting) }

  /// How many asynchronous answers arrived for a value that had changed, and were dropped.
  package var droppedAnswerCount: Int { observed(\.droppedAnswerCount) }

  /// When fields without their own timing validate; ``ValidationTiming/onEndEditing`` by default.
  public var defaultTiming: ValidationTiming {
    get { observed(\.defaultTiming) }
    set { sendSetting(.defaultTimingSet(newValue)) }
  }
  /// When errors of fields without their own policy are shown;
  /// ``ErrorDisplayPolicy/afterFirstLeave`` by default.
  public var displayPolicy: ErrorDisplayPolicy {
    get { observed(\.displayPolicy) }
    set {
      batch {
        send(.displayPolicySet(newValue))
        for key in keys { refreshDisplay(key) }
      }
    }
  }
  /// How ``next()`` and ``previous()`` treat disabled fields and pickers.
  public var navigationOptions: NavigationOptions {
    get { observed(stored: \.storedNavigationOptions) }
    set { setStored(\.storedNavigationOptions, to: newValue) }
  }
  /// Whether Return on an entry field moves to the next field (or ends editing on the last).
  public var movesToNextOnReturn: Bool {
    get { observed(\.movesToNextOnReturn) }
    set { sendSetting(.movesToNextOnReturnSet(newValue)) }
  }
  /// Whether a failed ``submit(isolation:)`` focuses the first invalid field.
  public var focusesFirstInvalidFieldOnSubmit: Bool {
    get { observed(\.focusesFirstInvalidFieldOnSubmit) }
    set { sendSetting(.focusesFirstInvalidFieldSet(newValue)) }
  }
  /// Whether hidden and disabled fields keep, export and validate their values.
  public var conditionPolicy: ConditionPolicy {
    get { observed(stored: \.storedConditionPolicy) }
    set {
      // Whether disabled fields count changes the form's validity.
      outcomesRevision &+= 1
      setStored(\.storedConditionPolicy, to: newValue)
    }
  }
  /// The messages of failures; replace it to localise.
  public var messages: ValidationMessages<Key> {
    get { observed(stored: \.storedMessages) }
    set {
      // The failures kept for fields were worded by the messages replaced.
      statuses.forgetAllFailures()
      setStored(\.storedMessages, to: newValue)
    }
  }
  /// The model that validates last and receives valid values; held weakly.
  public weak var model: (any FormModel<Key>)?
  /// The clock asynchronous rules debounce on.
  package var clock: any ValidationClock

  /// The sets of built-in rules given to fields, by their values, so equal sets share one copy.
  var sharedRuleSets: [[RuleValue]: RuleSet<Key>] = [:]
  var hiddenConditions: [Key: Condition<Key>] = [:]
  var disabledConditions: [Key: Condition<Key>] = [:]
  /// The reports of fields' transitions the form has not handled yet, oldest first, from
  /// ``inboxHead`` on.
  var inbox: [(key: Key, report: FormFieldReport)] = []
  /// The first report of ``inbox`` not handled yet.
  var inboxHead = 0
  /// ``currentValues``, built on the first read and kept current as fields report transitions
  /// (see `fieldDidTransition`), so a rule or condition never costs a pass over every field.
  var valuesCache: FormValues<Key>?
  /// The keys whose fields are active now, kept by `fieldDidTransition`: at most one while the
  /// form's invariants hold, so ending "every other active field" costs nothing per field.
  var activeFieldKeys: Set<Key> = []
  /// For each key, the keys whose rules depend on it, in key order; `nil` until first needed
  /// after a change of rules.
  var ruleDependents: [Key: [Key]]?
  /// The keys with a hide or disable condition, in key order.
  var conditionKeys: [Key] = []
  /// Goes up whenever what the form's ``validity`` is made of may have changed: a step of
  /// ``machine``, an outcome recorded, a field enabled or disabled, the condition policy.
  var outcomesRevision = 0
  /// ``validity`` as last built, and ``outcomesRevision`` then: while that is current, reading
  /// the form's validity costs nothing per field.
  var validityCache: (revision: Int, validity: Validity<Key>)?
  /// Goes up whenever a field's value may have changed since ``currentValues`` last saw it.
  var valuesGeneration = 0
  /// ``valuesGeneration`` when the conditions last settled: while it is current, every
  /// condition agrees with the values and a value change's reaction need not apply them again.
  var conditionsGeneration = -1
  /// Each key's position in `Key.allCases`, filled on the first ``position(of:)``.
  var casePositions: [Key: Int] = [:]
  /// The key of each registered field object, so one object cannot serve two keys.
  var fieldKeys: [ObjectIdentifier: Key] = [:]
  var wakeTasks: [Key: FormTask] = [:]
  var runTasks: [Key: FormTask] = [:]
  /// The reference the form's tasks carry back to ``isolation``; made on first use.
  var taskReference: IsolatedReference<Form>?

  /// The actor the form was created on, where its asynchronous rules report back; `nil` for a
  /// form created outside any actor (or in an actor's initializer), whose asynchronous rules
  /// run only while ``settle(isolation:)`` or ``submit(isolation:)`` is awaited.
  public let isolation: (any Actor)?

  /// Creates an empty form on the caller's actor; add fields with ``add(_:for:)``. `clock` times
  /// debounced asynchronous rules: real time when `nil`, a `ManualValidationClock` in tests.
  ///
  /// Create it in code that runs on its owner — an actor's method, a main-actor initializer's
  /// body — so ``isolation`` is that actor: a stored property's initial value and an actor's
  /// initializer see `#isolation` as `nil`.
  public init(
    clock: (any ValidationClock)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) {
    self.clock = clock ?? ContinuousValidationClock()
    self.isolation = isolation
  }

  /// Creates a form over `fields`; throws ``FormSetupError/unsupportedField(_:)`` for a field
  /// of a type the form does not know, and ``FormSetupError/duplicateField(_:alreadyUnder:)``
  /// when one field object is given for two keys. `clock` is as in ``init(clock:isolation:)``.
  public init(
    fields: [Key: any Field], clock: (any ValidationClock)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) throws(FormSetupError<Key>) {
    self.clock = clock ?? ContinuousValidationClock()
    self.isolation = isolation
    for key in Key.allCases {
      guard let field = fields[key] else { continue }
      guard let adapter = Form.adapter(for: field) else { throw .unsupportedField(key) }
      if let existing = register(adapter, for: key) {
        throw .duplicateField(key, alreadyUnder: existing)
      }
    }
  }

  /// The keys that have a field, in `Key.allCases` order.
  public var keys: [Key] {
    observed()
    return orderedKeys
  }

  /// The field of `key`, or `nil` when none was added.
  public func field(_ key: Key) -> (any Field)? {
    observed()
    return statuses[key]?.adapter.field
  }

  /// The key of `field`, or `nil` when the field is not in this form.
  public func key(of field: any Field) -> Key? {
    observed()
    return fieldKeys[ObjectIdentifier(field)]
  }

  /// Adds an ``EntryField``, ``AreaField``, ``PickerField`` or ``DateField``; a field already
  /// under `key` is replaced. A field object already in the form under another key is refused
  /// and nothing changes (see ``key(of:)``): one field cannot hold two keys' values. A field of
  /// another type is refused too, as ``init(fields:clock:isolation:)`` refuses it
  /// (``FormSetupError/unsupportedField(_:)``).
  public func add(_ field: any Field, for key: Key) {
    guard let adapter = Form.adapter(for: field) else { return }
    register(adapter, for: key)
  }

  /// The adapter `field` makes for a form (``FormAdaptableField``), or `nil` for a field of a
  /// type the library does not know.
  static func adapter(for field: any Field) -> (any FormFieldAdapter)? {
    (field as? any FormAdaptableField)?.makeFormAdapter()
  }

  /// Registers `adapter`'s field under `key`; returns the other key the field object is already
  /// registered under (and changes nothing) if there is one.
  @discardableResult
  private func register(_ adapter: any FormFieldAdapter, for key: Key) -> Key? {
    let id = ObjectIdentifier(adapter.field)
    if let existing = fieldKeys[id], existing != key { return existing }
    batch {
      if let previous = statuses[key] {
        previous.adapter.stopListening()
        updateAsync(key) { $0.reset() }
        fieldKeys[ObjectIdentifier(previous.adapter.field)] = nil
        // A field replaced while a submit keeps it silent gets its announcements back now: the
        // submit's restore reaches only the fields still in the form.
        if previous.isAnnouncementSilenced {
          previous.isAnnouncementSilenced = false
          previous.adapter.field.announcesErrors = true
        }
      }
      fieldKeys[id] = key
      let position = position(of: key)
      ruleDependents = nil
      adapter.field.tag = position
      let status = FormFieldStatus(adapter: adapter)
      let slot = FormSlot(statuses.slot(of: key) ?? statuses.count)
      adapter.listen(on: runner, to: reportRouter, as: slot)
      if let slot = statuses.slot(of: key) {
        statuses.replace(status, in: slot)
      } else {
        let low = insertionIndex(ofPosition: position, in: orderedKeys)
        orderedKeys.insert(key, at: low)
        statuses.append(status, for: key, at: low)
      }
      valuesCache?.values[key] = adapter.value
      valuesCache?.texts[key] = adapter.text
      valuesGeneration &+= 1
      if adapter.field.isActive { activeFieldKeys.insert(key) } else { activeFieldKeys.remove(key) }
      send(
        .fieldAdded(
          key, isTextInput: adapter.isTextInput, isActive: adapter.field.isActive,
          errorMessage: adapter.field.errorMessage))
      applyConditions()
    }
    return nil
  }

  /// The index in `sortedKeys` (such as ``keys``) where a key at `position` (in `Key.allCases`)
  /// is or would go: a binary search, since `sortedKeys` is in `Key.allCases` order.
  func insertionIndex(ofPosition position: Int, in sortedKeys: [Key]) -> Int {
    var low = 0
    var high = sortedKeys.count
    while low < high {
      let middle = (low + high) / 2
      if self.position(of: sortedKeys[middle]) < position {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The index of `key` in ``keys``, or `nil` when it has no field; a binary search.
  func orderIndex(of key: Key) -> Int? {
    let index = insertionIndex(ofPosition: position(of: key), in: orderedKeys)
    return index < orderedKeys.count && orderedKeys[index] == key ? index : nil
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

  /// The machine state's value at `keyPath`, read as ``observed()`` registers it.
  func observed<Value>(_ keyPath: KeyPath<FormMachine<FormSlot>.State, Value>) -> Value {
    observed()
    return machine.state[keyPath: keyPath]
  }

  /// The setting the form stores itself at `keyPath` (not one the machine keeps), read as
  /// ``observed()`` registers it.
  func observed<Value>(stored keyPath: KeyPath<Form, Value>) -> Value {
    observed()
    return self[keyPath: keyPath]
  }

  /// Writes `value` into the setting the form stores itself at `keyPath`, and tells observers.
  func setStored<Value>(_ keyPath: ReferenceWritableKeyPath<Form, Value>, to value: Value) {
    self[keyPath: keyPath] = value
    notifyChange()
  }

  /// Hands the machine `event`, a setting's new value, and tells observers.
  func sendSetting(_ event: FormMachine<Key>.Event) {
    send(event)
    notifyChange()
  }

  /// Tells observers the form's state changed.
  func notifyChange() {
    registrar.withMutation(of: self, keyPath: revisionKeyPath) { revision &+= 1 }
  }
}
