/// One field's state in a ``FormSnapshot``.
public struct FieldSnapshot: Sendable, Hashable, Codable {
  /// The key's name, `String(describing: key)`.
  public var key: String
  /// The field kind's raw value: `entry`, `area`, `picker` or `date`.
  public var kind: String
  /// The committed value.
  public var value: FormValue
  /// Whether the field is editing or open, and how.
  public var position: FieldPosition
  /// The picker row the wheel rests on (a picker keeps one even while closed); `nil` for
  /// other kinds or a picker without rows.
  public var wheelRow: Int?
  /// Whether the field is enabled.
  public var isEnabled: Bool
  /// Whether a condition hides the field.
  public var isHidden: Bool
  /// Whether the user has left the field at least once.
  public var hasBeenLeft: Bool
  /// The error the field shows, or `nil`.
  public var errorMessage: String?
  /// Whether the app set that error directly rather than the form.
  public var isErrorExternal: Bool
  /// Whether the field dismissed its error itself until the next validation.
  public var isErrorDismissed: Bool
  /// The last validation outcome.
  public var validity: ValidityRecord

  /// Creates a field snapshot.
  public init(
    key: String, kind: String, value: FormValue, position: FieldPosition, wheelRow: Int?,
    isEnabled: Bool, isHidden: Bool, hasBeenLeft: Bool, errorMessage: String?,
    isErrorExternal: Bool, isErrorDismissed: Bool, validity: ValidityRecord
  ) {
    self.key = key
    self.kind = kind
    self.value = value
    self.position = position
    self.wheelRow = wheelRow
    self.isEnabled = isEnabled
    self.isHidden = isHidden
    self.hasBeenLeft = hasBeenLeft
    self.errorMessage = errorMessage
    self.isErrorExternal = isErrorExternal
    self.isErrorDismissed = isErrorDismissed
    self.validity = validity
  }
}
