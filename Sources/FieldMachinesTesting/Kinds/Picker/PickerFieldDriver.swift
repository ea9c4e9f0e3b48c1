import FieldMachines

/// Drives a `PickerField` with `PickerFieldMachine` events; see ``FieldDriver``.
public final class PickerFieldDriver: FieldDriver, PickerFieldDelegate {
  /// The field driven, whose delegate is this driver.
  public let field: PickerField
  /// The delegate's did-begin calls so far.
  public private(set) var beginCalls = 0
  /// The delegate's did-end calls so far.
  public private(set) var endCalls = 0
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  private var answer = true
  private var tapping = true

  /// Drives `field`, by default a new one, and becomes its delegate.
  public init(_ field: PickerField = PickerField()) {
    self.field = field
    field.delegate = self
    field.announcementHandler = { [weak self] _ in self?.countAnnouncement() }
  }

  private func countAnnouncement() {
    announcements = (announcements ?? 0) + 1
  }

  /// The field's machine.
  public var machine: PickerFieldMachine { field.machine }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// ``PickerFieldGenerators/perform(_:on:tapping:)``, alternating `tap()` with
  /// `becomeFirstResponder()` and `setIndexTo(_:)` with `setIndex(to:)`.
  public func perform(_ event: PickerFieldMachine.Event) -> [PickerFieldMachine.Event] {
    if case .openRequested(let allowed) = event { answer = allowed }
    Self.apply(event, to: field, tapping: tapping)
    tapping.toggle()
    answer = true
    return [event]
  }

  /// Performs `event` on `field` through its public API (``PickerFieldGenerators/perform(_:on:tapping:)``);
  /// an open request's `allowed:` is left to whatever delegate the field has.
  @inlinable public static func apply(
    _ event: PickerFieldMachine.Event, to field: PickerField, tapping: Bool = true
  ) {
    PickerFieldGenerators.perform(event, on: field, tapping: tapping)
  }

  /// Answers with the current event's `allowed:`.
  public func pickerFieldShouldBeginEditing(_ view: PickerField) -> Bool { answer }
  /// Counts the call.
  public func pickerFieldDidBeginEditing(_ view: PickerField) { beginCalls += 1 }
  /// Counts the call.
  public func pickerFieldDidEndEditing(_ view: PickerField) { endCalls += 1 }
}
