/// A delegate of every kind of field at once, written once: each kind's folder implements its
/// delegate protocol for it (`EntryFieldDelegate+CallSink.swift`, …), turning every message into
/// ``ask(_:method:)`` or ``tell(_:method:)``. The testing kit, `fieldchart` and fieldbench record
/// or count calls through it, whatever the kind.
///
/// The protocols it refines are the catalogue of the kinds' delegates: a new kind adds its own.
package protocol FieldDelegateCallSink:
  EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate, DateFieldDelegate
{
  /// A "should" question; the answer is the delegate's. `method` is the delegate method's base
  /// name, such as `entryFieldShouldBeginEditing` or `entryField`.
  func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool
  /// A notice. `method` is the delegate method's base name, such as `dateChanged`.
  func tell(_ call: FieldDelegateCall, method: StaticString)
}
