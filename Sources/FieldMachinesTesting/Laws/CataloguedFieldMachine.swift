import FieldMachines

/// A machine of one of the kinds in the library's catalogue, whose every ``TestableFieldMachine``
/// requirement is read from its kind's description in the library (script words, generators,
/// simpler forms, activations), so the testing kit and `fieldchart` are written once over it.
///
/// The built-in machines adopt it in the kit, and ``FieldKindCatalog`` lists the kinds whose
/// machines do; your own machine adopts ``TestableFieldMachine`` instead.
public protocol CataloguedFieldMachine: TestableFieldMachine {
  /// The field object that runs the machine.
  associatedtype FieldObject: Field

  /// The kind's entry in the catalogue.
  static var catalogueEntry: FieldCatalogueEntry<Self, FieldObject> { get }
}

extension CataloguedFieldMachine {
  /// The kind's description in the library.
  static var vocabulary: any ScriptedFieldVocabulary<Self, FieldObject>.Type {
    catalogueEntry.vocabulary
  }

  /// The kind's name, such as `picker`.
  public static var scriptName: String { vocabulary.scriptName }

  /// The state of a new field of the kind.
  public static var initialState: State { vocabulary.initialState }

  /// The kind's seeded mix of events.
  public static var anyEvent: Gen<Event> {
    Gen(
      erased: { rng in vocabulary.randomEvent(using: &rng) },
      splitMix: { rng in vocabulary.randomEvent(splitMix: &rng.core) })
  }

  /// The kind's configuration prelude.
  public static var configurations: Gen<[Event]> {
    Gen(
      erased: { rng in vocabulary.configurationPrelude(using: &rng) },
      splitMix: { rng in vocabulary.configurationPrelude(using: &rng) })
  }

  /// Where the kind's description says `event` comes from.
  public static func category(of event: Event) -> EventCategory {
    switch vocabulary.source(of: event) {
    case .userAction: .userAction
    case .programmaticCall: .programmaticCall
    case .configurationChange: .configurationChange
    }
  }

  /// The kind's script line for `event`.
  public static func scriptLine(for event: Event) -> String {
    vocabulary.scriptLine(for: event)
  }

  /// The event the kind reads `scriptLine` as.
  public static func event(scriptLine: String) -> Event? {
    vocabulary.event(scriptLine: scriptLine)
  }

  /// The events the kind reads `scriptLine` as after `machine`.
  public static func events(scriptLine: String, after machine: Self) -> [Event]? {
    vocabulary.events(scriptLine: scriptLine, after: machine)
  }

  /// The kind's simpler forms of `event`.
  public static func simplifications(of event: Event) -> [Event] {
    vocabulary.simplifications(of: event)
  }

  /// Whether the kind's field is active in `state`.
  public static func isActive(_ state: State) -> Bool { vocabulary.isActive(state) }

  /// Whether `effect` begins or ends an activation of the kind's field.
  public static func activation(of effect: Effect) -> Activation? {
    switch vocabulary.activation(of: effect) {
    case .began: .began
    case .ended: .ended
    case nil: nil
    }
  }

  /// The message `effect` announces, if it is an announcement.
  public static func announcement(of effect: Effect) -> String? {
    vocabulary.announcement(of: effect)
  }

  /// Whether `event` may fire effects without changing the state.
  public static func firesWithoutChange(_ event: Event) -> Bool {
    vocabulary.firesWithoutChange(event)
  }
}

// The kit's catalogue: each built-in machine's entry, its kind's description in the library.
// ``FieldKindCatalog`` finds each kind from `FieldKind` through the library's catalogue. The
// entry names the vocabulary because the compiler must learn the field object (`FieldObject`)
// from something, and nothing public in the library maps a machine to its field. The machines
// adopt the protocol here, in the file that declares it: a generic type constrained by it
// (`FieldDriverOf<Machine>`) names the protocol, so every program that uses one links this file
// and finds the conformances (a static link drops a file nothing names; see
// `StaticLinkingTests`).
//
// The conformances between the markers are generated from the library's catalogue, one per
// `FieldKind` case: a new kind's catalogue line is all they need. `KitCatalogueInSyncTests`
// fails while they differ from the catalogue; `RECORD_KIT_CATALOGUE=1 swift test --filter
// KitCatalogueInSync` rewrites them. Do not edit them by hand.

// BEGIN GENERATED CONFORMANCES
extension EntryFieldMachine: CataloguedFieldMachine {
  /// The `entry` kind's description in the library.
  public static var catalogueEntry: FieldCatalogueEntry<Self, EntryField> {
    FieldCatalogueEntry(EntryFieldVocabulary.self)
  }
}

extension AreaFieldMachine: CataloguedFieldMachine {
  /// The `area` kind's description in the library.
  public static var catalogueEntry: FieldCatalogueEntry<Self, AreaField> {
    FieldCatalogueEntry(AreaFieldVocabulary.self)
  }
}

extension PickerFieldMachine: CataloguedFieldMachine {
  /// The `picker` kind's description in the library.
  public static var catalogueEntry: FieldCatalogueEntry<Self, PickerField> {
    FieldCatalogueEntry(PickerFieldVocabulary.self)
  }
}

extension DateFieldMachine: CataloguedFieldMachine {
  /// The `date` kind's description in the library.
  public static var catalogueEntry: FieldCatalogueEntry<Self, DateField> {
    FieldCatalogueEntry(DateFieldVocabulary.self)
  }
}

// END GENERATED CONFORMANCES

// The kit's names for the catalogued kinds, conveniences: a new kind needs none, as
// `FieldKindOf<Machine>`, `FieldDriverOf<Machine>`, `FieldGeneratorsOf<Machine>` and
// `RecordingFieldDelegate<FieldKindOf<Machine>>` name it through its machine.

/// The picker field kind: `PickerFieldMachine`, `PickerField` and ``PickerFieldDriver``.
public typealias PickerFieldKind = FieldKindOf<PickerFieldMachine>
/// Drives a `PickerField` with `PickerFieldMachine` events, alternating `tap()` with
/// `becomeFirstResponder()` and `setIndexTo(_:)` with `setIndex(to:)`.
public typealias PickerFieldDriver = FieldDriverOf<PickerFieldMachine>
/// Random picker events, states and field actions: ``FieldGeneratorsOf``.
public typealias PickerFieldGenerators = FieldGeneratorsOf<PickerFieldMachine>
/// Records a `PickerField`'s delegate calls: ``RecordingFieldDelegate``.
public typealias RecordingPickerFieldDelegate = RecordingFieldDelegate<PickerFieldKind>

/// The entry field kind: `EntryFieldMachine`, `EntryField` and ``EntryFieldDriver``.
public typealias EntryFieldKind = FieldKindOf<EntryFieldMachine>
/// Drives an `EntryField` with `EntryFieldMachine` events.
public typealias EntryFieldDriver = FieldDriverOf<EntryFieldMachine>
/// Random entry events, states and field actions: ``FieldGeneratorsOf``.
public typealias EntryFieldGenerators = FieldGeneratorsOf<EntryFieldMachine>
/// Records an `EntryField`'s delegate calls: ``RecordingFieldDelegate``.
public typealias RecordingEntryFieldDelegate = RecordingFieldDelegate<EntryFieldKind>

/// The area field kind: `AreaFieldMachine`, `AreaField` and ``AreaFieldDriver``.
public typealias AreaFieldKind = FieldKindOf<AreaFieldMachine>
/// Drives an `AreaField` with `AreaFieldMachine` events.
public typealias AreaFieldDriver = FieldDriverOf<AreaFieldMachine>
/// Random area events, states and field actions: ``FieldGeneratorsOf``.
public typealias AreaFieldGenerators = FieldGeneratorsOf<AreaFieldMachine>
/// Records an `AreaField`'s delegate calls: ``RecordingFieldDelegate``.
public typealias RecordingAreaFieldDelegate = RecordingFieldDelegate<AreaFieldKind>

/// The date field kind: `DateFieldMachine`, `DateField` and ``DateFieldDriver``.
public typealias DateFieldKind = FieldKindOf<DateFieldMachine>
/// Drives a `DateField` whose clock reads 2024-03-01 00:00 UTC with `DateFieldMachine` events;
/// the field's own draft, parse and clock fill in the payloads the driver reports.
public typealias DateFieldDriver = FieldDriverOf<DateFieldMachine>
/// Random date events, states and field actions: ``FieldGeneratorsOf``.
public typealias DateFieldGenerators = FieldGeneratorsOf<DateFieldMachine>
/// Records a `DateField`'s delegate calls: ``RecordingFieldDelegate``.
public typealias RecordingDateFieldDelegate = RecordingFieldDelegate<DateFieldKind>
