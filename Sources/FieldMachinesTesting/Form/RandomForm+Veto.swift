import FieldMachines

extension RandomForm {
  /// An entry field delegate that refuses to begin or end editing when told to.
  public final class Veto: EntryFieldDelegate {
    /// Whether entry fields refuse to end editing.
    public var refusesToEnd = false
    /// Whether entry fields refuse to begin editing.
    public var refusesToBegin = false

    /// Creates a delegate that refuses nothing.
    public init() {}

    /// Refuses while ``refusesToEnd`` is on.
    public func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { !refusesToEnd }

    /// Refuses while ``refusesToBegin`` is on.
    public func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool { !refusesToBegin }
  }
}
