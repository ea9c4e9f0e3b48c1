#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldMachine {
  /// Everything a date field's transitions read and write.
  public struct State: Sendable, Hashable {
    /// Closed, focused, open on the wheel, or open for typing, with the wheel's date and the
    /// draft as payloads.
    public var mode: DateFieldMode
    /// The error region: none, or a message.
    public var error: ErrorState
    /// The committed value: what ``DateField/text`` shows; `nil` for an empty field.
    public var date: Date?
    /// The earliest date the wheel offers, or `nil` for no lower limit.
    package var minimumDate: Date?
    /// The latest date the wheel offers, or `nil` for no upper limit.
    package var maximumDate: Date?
    /// The date the wheel shows when an empty field opens; `nil` means the clock's now.
    package var defaultDate: Date?
    /// Whether the clear pill empties the field while closed.
    package var isClearable: Bool
    /// Whether the field accepts focus; a disabled field is never open.
    package var isEnabled: Bool
    /// The kind of the error shown when a typed entry or a range check set it; `nil` when there
    /// is no error or the app set it with `setError(withText:)`.
    package var entryError: DateEntryError?
    /// How typed dates are read and their errors worded.
    package var entryOptions: DateEntryOptions
    /// Whether the date can be focused and read but not changed: the wheel never opens, and
    /// scrolling, typing and clear are refused.
    package var isReadOnly: Bool
    /// The helper text shown below the field while there is no error; `nil` for none (`""` is
    /// stored as `nil`).
    package var helperText: String?
    /// Whether the supporting row keeps one line of space even when empty.
    package var reservesSupportingRow: Bool
    /// Whether an error that appears or changes is announced with
    /// ``DateFieldMachine/Effect/announceError(_:)``.
    package var announcesErrors: Bool
    /// The buffer the next entry error's message is worded in: the last one cleared or replaced.
    /// Not part of the state's value (see ``SpareText``).
    var spareMessage = SpareText()

    /// The state of a new date field: empty, enabled, editable and closed, without limits, error
    /// or helper, announcing its errors.
    public init() {
      self.init(mode: .closed)
    }

    /// Creates a state; the default is an empty, enabled, editable, closed field without limits,
    /// error or helper, which announces its errors.
    package init(
      mode: DateFieldMode = .closed, error: ErrorState = .none, date: Date? = nil,
      minimumDate: Date? = nil, maximumDate: Date? = nil,
      defaultDate: Date? = nil, isClearable: Bool = false, isEnabled: Bool = true,
      entryError: DateEntryError? = nil,
      entryOptions: DateEntryOptions = DateEntryOptions(), isReadOnly: Bool = false,
      helperText: String? = nil, reservesSupportingRow: Bool = false, announcesErrors: Bool = true
    ) {
      self.mode = mode
      self.error = error
      self.date = date
      self.minimumDate = minimumDate
      self.maximumDate = maximumDate
      self.defaultDate = defaultDate
      self.isClearable = isClearable
      self.isEnabled = isEnabled
      self.entryError = entryError
      self.entryOptions = entryOptions
      self.isReadOnly = isReadOnly
      self.helperText = helperText
      self.reservesSupportingRow = reservesSupportingRow
      self.announcesErrors = announcesErrors
    }

    /// What the wheel shows while open (and shows again when typing switches back to it),
    /// always inside the limits; `nil` while closed or focused. It is ``mode``'s payload.
    package var wheelDate: Date? { mode.wheel }

    /// The text typed so far while typing (``DateFieldMode/typing(draft:wheel:)``); `""`
    /// otherwise.
    package var draft: String { mode.draft ?? "" }

    /// What the row below the field shows: the error or the helper.
    package var supportingRow: SupportingRow {
      SupportingRow(error: error, helperText: helperText, isReserved: reservesSupportingRow)
    }

    /// `date` moved into [``minimumDate``, ``maximumDate``]; a missing limit does not bound.
    ///
    /// When the minimum is after the maximum the minimum wins: the date is clamped to the maximum
    /// first and then to the minimum, so every date becomes ``minimumDate``.
    package func clamped(_ date: Date) -> Date {
      var result = date
      if let maximumDate, result > maximumDate { result = maximumDate }
      if let minimumDate, result < minimumDate { result = minimumDate }
      return result
    }

    /// Whether `date` is a value the wheel could show: `clamped(date) == date`.
    package func isInRange(_ date: Date) -> Bool {
      clamped(date) == date
    }
  }
}
