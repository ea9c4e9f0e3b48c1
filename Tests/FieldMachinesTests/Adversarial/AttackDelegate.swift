import FieldMachines

/// A delegate of every field kind that records each call as `(field, call)` and hands it to
/// ``onCall``, where an attack calls back into fields and forms.
final class AttackDelegate: EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate,
  DateFieldDelegate
{
  /// What a delegate call was.
  enum Call: String, Hashable, Sendable {
    case shouldBegin, begin, shouldEnd, end, change, select, cleared, shouldReturn
  }

  /// Every call so far, in order.
  private(set) var calls: [(field: ObjectIdentifier, call: Call)] = []
  /// Called after each call is recorded.
  var onCall: ((Call, any Field) -> Void)?

  /// The calls `field` received, in order.
  func calls(of field: any Field) -> [Call] {
    calls.filter { $0.field == ObjectIdentifier(field) }.map(\.call)
  }

  /// The begin and end calls of `field`, in order.
  func activity(of field: any Field) -> [Call] {
    calls(of: field).filter { $0 == .begin || $0 == .end }
  }

  private func record(_ call: Call, _ field: any Field) {
    calls.append((ObjectIdentifier(field), call))
    onCall?(call, field)
  }

  func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool {
    record(.shouldBegin, view)
    return true
  }
  func entryFieldDidBeginEditing(_ view: EntryField) { record(.begin, view) }
  func entryFieldShouldEndEditing(_ view: EntryField) -> Bool {
    record(.shouldEnd, view)
    return true
  }
  func entryFieldDidEndEditing(_ view: EntryField) { record(.end, view) }
  func entryFieldShouldReturn(_ view: EntryField) -> Bool {
    record(.shouldReturn, view)
    return true
  }
  func entryFieldDidChange(_ view: EntryField) { record(.change, view) }

  func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool {
    record(.shouldBegin, view)
    return true
  }
  func areaFieldDidBeginEditing(_ view: AreaField) { record(.begin, view) }
  func areaFieldShouldEndEditing(_ view: AreaField) -> Bool {
    record(.shouldEnd, view)
    return true
  }
  func areaFieldDidEndEditing(_ view: AreaField) { record(.end, view) }
  func areaFieldDidChange(_ view: AreaField) { record(.change, view) }

  func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool {
    record(.shouldBegin, view)
    return true
  }
  func pickerFieldDidBeginEditing(_ view: PickerField) { record(.begin, view) }
  func pickerFieldDidEndEditing(_ view: PickerField) { record(.end, view) }
  func pickerFieldCleared(_ view: PickerField) { record(.cleared, view) }
  func pickerField(_ view: PickerField, didSelectRow row: Int) { record(.select, view) }
  func pickerFieldDidChange(_ view: PickerField) { record(.change, view) }

  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool {
    record(.shouldBegin, view)
    return true
  }
  func dateFieldDidBeginEditing(_ view: DateField) { record(.begin, view) }
  func dateFieldDidEndEditing(_ view: DateField) { record(.end, view) }
  func dateFieldCleared(_ view: DateField) { record(.cleared, view) }
  func dateChanged(_ view: DateField) { record(.change, view) }
}

/// Whether `calls` (a field's begin and end calls) alternate, beginning with a begin.
func alternates(_ calls: [AttackDelegate.Call]) -> Bool {
  calls.enumerated().allSatisfy { index, call in call == (index.isMultiple(of: 2) ? .begin : .end) }
}

/// Sets `delegate` as the delegate of `field`, whatever its kind.
func attach(_ delegate: AttackDelegate, to field: any Field) {
  switch field {
  case let entry as EntryField: entry.delegate = delegate
  case let area as AreaField: area.delegate = delegate
  case let picker as PickerField: picker.delegate = delegate
  case let date as DateField: date.delegate = delegate
  default: break
  }
}
