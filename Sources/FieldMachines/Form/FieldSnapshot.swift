/// One field's state in a ``FormSnapshot``.
package struct FieldSnapshot: Sendable, Hashable, Codable {
  /// The key's name, `String(describing: key)`.
  package var key: String
  /// The field kind's raw value: `entry`, `area`, `picker` or `date`.
  package var kind: String
  /// The committed value.
  package var value: FormValue
  /// Whether the field is editing or open, and how.
  package var position: FieldPosition
  /// The picker row the wheel rests on (a picker keeps one even while closed); `nil` for
  /// other kinds or a picker without rows.
  package var wheelRow: Int?
  /// Whether the field is enabled.
  package var isEnabled: Bool
  /// Whether a condition hides the field.
  package var isHidden: Bool
  /// Whether the user has left the field at least once.
  package var hasBeenLeft: Bool
  /// The error the field shows, or `nil`.
  package var errorMessage: String?
  /// Whether that error is the length overflow's, which the text derives, rather than one set
  /// with `setError(withText:)`.
  package var isOverflowError: Bool
  /// The kind of a date field's typed-entry or range error, when the error is one.
  package var dateEntryError: DateEntryError?
  /// Whether the field is read-only.
  package var isReadOnly: Bool
  /// Whether a secure entry field's value is revealed.
  package var isTextRevealed: Bool
  /// Whether the app set that error directly rather than the form.
  package var isErrorExternal: Bool
  /// Whether the field dismissed its error itself until the next validation.
  package var isErrorDismissed: Bool
  /// The last validation outcome, each failure's key by name.
  package var validity: Validity<String>

  /// Creates a field snapshot.
  package init(
    key: String, kind: String, value: FormValue, position: FieldPosition, wheelRow: Int?,
    isEnabled: Bool, isHidden: Bool, hasBeenLeft: Bool, errorMessage: String?,
    isErrorExternal: Bool, isErrorDismissed: Bool, validity: Validity<String>,
    isOverflowError: Bool = false, dateEntryError: DateEntryError? = nil,
    isReadOnly: Bool = false, isTextRevealed: Bool = false
  ) {
    self.isOverflowError = isOverflowError
    self.dateEntryError = dateEntryError
    self.isReadOnly = isReadOnly
    self.isTextRevealed = isTextRevealed
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

  private enum CodingKeys: String, CodingKey {
    case key, kind, value, position, wheelRow, isEnabled, isHidden, hasBeenLeft, errorMessage
    case isErrorExternal, isErrorDismissed, validity, isOverflowError, dateEntryError, isReadOnly
    case isTextRevealed
  }

  /// Decodes a snapshot; the properties added after the first version default to `false` and
  /// `nil` when absent, so older JSON still decodes.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      key: try container.decode(String.self, forKey: .key),
      kind: try container.decode(String.self, forKey: .kind),
      value: try container.decode(FormValue.self, forKey: .value),
      position: try container.decode(FieldPosition.self, forKey: .position),
      wheelRow: try container.decodeIfPresent(Int.self, forKey: .wheelRow),
      isEnabled: try container.decode(Bool.self, forKey: .isEnabled),
      isHidden: try container.decode(Bool.self, forKey: .isHidden),
      hasBeenLeft: try container.decode(Bool.self, forKey: .hasBeenLeft),
      errorMessage: try container.decodeIfPresent(String.self, forKey: .errorMessage),
      isErrorExternal: try container.decode(Bool.self, forKey: .isErrorExternal),
      isErrorDismissed: try container.decode(Bool.self, forKey: .isErrorDismissed),
      validity: try container.decode(Validity<String>.self, forKey: .validity),
      isOverflowError: try container.decodeIfPresent(Bool.self, forKey: .isOverflowError) ?? false,
      dateEntryError: try container.decodeIfPresent(DateEntryError.self, forKey: .dateEntryError),
      isReadOnly: try container.decodeIfPresent(Bool.self, forKey: .isReadOnly) ?? false,
      isTextRevealed: try container.decodeIfPresent(Bool.self, forKey: .isTextRevealed) ?? false)
  }
}
