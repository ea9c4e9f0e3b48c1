extension PickerFieldMachine {
  /// Everything a picker field's transitions read and write.
  ///
  /// The rows are the field's ``PickerField/data`` followed, when
  /// ``PickerField/isManualEntryCapable``, by one manual-entry row named
  /// ``PickerField/manualEntryOptionName``; they are computed, never stored, so configuration may
  /// change in any order. The settings are read through the field; the mode, the error, the
  /// selection and the text are the state a chart draws.
  public struct State: Sendable, Hashable {
    /// Closed, focused, open on a list row, or open in manual entry with its draft.
    public var mode: PickerMode
    /// The error region: none, or a message.
    public var error: ErrorState
    /// The list rows, in order.
    package var data: [String]
    /// Whether a final manual-entry row lets the user type a value.
    package var isManualEntryCapable: Bool
    /// The label of the manual-entry row.
    package var manualEntryOptionName: String
    /// The row the wheel rests on.
    public var selection: PickerSelection
    /// The committed value; `nil` when empty (never `""`).
    public var text: String?
    /// Whether the "clear" pill shows while closed.
    package var isClearable: Bool
    /// Whether the field accepts focus; a disabled field is never open.
    package var isEnabled: Bool
    /// Whether the value can be focused and read but not changed: the wheel never opens, and
    /// selection, typing and clear are refused.
    package var isReadOnly: Bool
    /// The helper text shown below the field while there is no error; `nil` for none (`""` is
    /// stored as `nil`).
    package var helperText: String?
    /// Whether the supporting row keeps one line of space even when empty.
    package var reservesSupportingRow: Bool
    /// Whether an error that appears or changes is announced with
    /// ``PickerFieldMachine/Effect/announceError(_:)``.
    package var announcesErrors: Bool

    /// The label MaterialFields gives the manual-entry row.
    package static let defaultManualEntryOptionName = "Manual Entry"

    /// The state of a new picker: empty, enabled, editable and closed, without rows, error or
    /// helper, announcing its errors.
    public init() {
      self.init(mode: .closed)
    }

    /// Creates a state; the default is an empty, enabled, editable, closed picker without rows,
    /// error or helper, which announces its errors.
    package init(
      mode: PickerMode = .closed, error: ErrorState = .none, data: [String] = [],
      isManualEntryCapable: Bool = false,
      manualEntryOptionName: String = State.defaultManualEntryOptionName,
      selection: PickerSelection = .none, text: String? = nil,
      isClearable: Bool = false, isEnabled: Bool = true, isReadOnly: Bool = false,
      helperText: String? = nil, reservesSupportingRow: Bool = false, announcesErrors: Bool = true
    ) {
      self.mode = mode
      self.error = error
      self.data = data
      self.isManualEntryCapable = isManualEntryCapable
      self.manualEntryOptionName = manualEntryOptionName
      self.selection = selection
      self.text = text
      self.isClearable = isClearable
      self.isEnabled = isEnabled
      self.isReadOnly = isReadOnly
      self.helperText = helperText
      self.reservesSupportingRow = reservesSupportingRow
      self.announcesErrors = announcesErrors
    }

    /// The draft typed in manual entry (``PickerMode/openOnManual(draft:)``); `""` in any
    /// other mode.
    package var manualText: String { mode.draft ?? "" }

    /// The wheel's rows: ``data``, then the manual-entry row when capable (always last).
    package var rows: [String] {
      isManualEntryCapable ? data + [manualEntryOptionName] : data
    }

    /// How many rows the wheel has, without building ``rows``.
    package var rowCount: Int { data.count + (isManualEntryCapable ? 1 : 0) }

    /// The index of the manual-entry row in ``rows``, or `nil` without manual entry.
    package var manualRowIndex: Int? { isManualEntryCapable ? data.count : nil }

    /// The selected row's index in ``rows``: `nil` only when there are no rows.
    package var indexSelected: Int? {
      switch selection {
      case .none: nil
      case .row(let index): index
      case .manual: data.count
      }
    }

    /// What the box shows: the selected row while open on a list row, the draft in manual entry,
    /// and the committed value (or `""`) while closed or focused.
    package var displayText: String {
      switch mode {
      case .closed, .focused: return text ?? ""
      case .openOnManual(let draft): return draft
      case .openOnList:
        guard case .row(let index) = selection, data.indices.contains(index) else { return "" }
        return data[index]
      }
    }

    /// What the row below the field shows: the error or the helper.
    package var supportingRow: SupportingRow {
      SupportingRow(error: error, helperText: helperText, isReserved: reservesSupportingRow)
    }
  }
}
