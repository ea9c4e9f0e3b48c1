import FieldMachines

/// Drives a `PickerField` with `PickerFieldMachine` events; see ``FieldDriver``.
public final class PickerFieldDriver: FieldDriver {
  /// The field driven, whose delegate is the driver's.
  public let field: PickerField
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  /// The field's delegate, which answers with the current event's `allowed:`.
  private let delegate = DriverDelegate()
  private var tapping = true

  /// The delegate's did-begin calls so far.
  public var beginCalls: Int { delegate.beginCalls }
  /// The delegate's did-end calls so far.
  public var endCalls: Int { delegate.endCalls }

  /// Drives `field`, by default a new one, and gives it the driver's delegate.
  public init(_ field: PickerField = PickerField()) {
    self.field = field
    field.attach(delegate)
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
    delegate.answer = PickerFieldKind.allowed(event)
    Self.apply(event, to: field, tapping: tapping)
    tapping.toggle()
    delegate.answer = true
    return [event]
  }

  /// Performs `event` on `field` through its public API (``PickerFieldGenerators/perform(_:on:tapping:)``);
  /// an open request's `allowed:` is left to whatever delegate the field has.
  @inlinable public static func apply(
    _ event: PickerFieldMachine.Event, to field: PickerField, tapping: Bool = true
  ) {
    PickerFieldGenerators.perform(event, on: field, tapping: tapping)
  }

}
