import FieldMachines

/// The field kinds the testing kit and `fieldchart` know, one ``FieldKindDescription`` each.
public enum FieldKindCatalog {
  /// Every kind, in `FieldKind` order.
  public static var all: [any FieldKindDescription.Type] {
    FieldKind.allCases.map(description(of:))
  }

  /// The description of `kind`.
  public static func description(of kind: FieldKind) -> any FieldKindDescription.Type {
    switch kind {
    case .entry: EntryFieldKind.self
    case .area: AreaFieldKind.self
    case .picker: PickerFieldKind.self
    case .date: DateFieldKind.self
    }
  }

  /// The kind called `name` (such as `entry`), ignoring case; `nil` when there is none.
  public static func description(named name: String) -> (any FieldKindDescription.Type)? {
    let wanted = name.lowercased()
    return all.first { $0.name == wanted }
  }
}

// The kit's names for the catalogued kinds; their machines adopt `CataloguedFieldMachine` in
// its own file, which every type constrained by it links.

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
