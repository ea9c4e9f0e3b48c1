/// What a field looks like in its current state, as data a renderer draws.
///
/// Computed by every field's `appearance` from its machine state and configuration; the colour
/// roles resolve through the field's ``FieldPalette``.
public struct FieldAppearance: Sendable, Hashable {
  /// The title: the placeholder, plus " (Optional)" for an optional field.
  public var title: String
  /// Whether the title floats above the value or rests inside the field.
  public var titlePosition: TitlePosition
  /// The title's colour role.
  public var titleColor: ColorRole
  /// The title's opacity: 0.7 up, 0.5 down (MaterialFields' values), halved when disabled.
  public var titleAlpha: Double
  /// The underline's colour role (the second rule is the same colour at half opacity).
  public var underlineColor: ColorRole
  /// The value text's colour role.
  public var valueColor: ColorRole
  /// The value as shown, or `""`.
  public var value: String
  /// Whether the "$" label shows (monetary entry fields, title up); see ``shows(_:)``.
  package var showsMonetarySymbol: Bool
  /// The unit label, shown at the unit's edge, or `nil`.
  public var unit: String?
  /// Whether the "done" pill shows (an open picker or date field); see ``shows(_:)``.
  package var showsDoneButton: Bool
  /// Whether the "clear" pill shows (a closed, clearable picker or date field with a value);
  /// see ``shows(_:)``.
  package var showsClearButton: Bool
  /// Whether the field is drawn dimmed because it is disabled.
  public var isDimmed: Bool
  /// What the row below the field shows: the error or the helper at the leading edge
  /// (``SupportingRow/leadingText``), a counter such as "12/40" at the trailing edge.
  public var supportingRow: SupportingRow
  /// The helper text shown in the supporting row, or `nil` (none, or an error replaces it).
  package var helperText: String? { supportingRow.shownHelperText }
  /// The character counter shown at the trailing edge of the supporting row, such as "12/40".
  package var counterText: String? { supportingRow.counterText }
  /// The counter's colour role: ``ColorRole/supportingText``, or ``ColorRole/errorText`` over
  /// the limit.
  public var counterColor: ColorRole {
    supportingRow.isCounterOverflowing ? .errorText : .supportingText
  }
  /// Whether an entry or area field shows its clear-text button (editing with text), drawn
  /// where ``FieldAdornment/clearButton`` sits.
  public var showsClearTextButton: Bool
  /// Whether a secure entry field shows its password-visibility toggle; see ``shows(_:)``.
  package var showsVisibilityToggle: Bool
  /// Whether ``value`` is a masked password ("•" per character); the toggle shows "reveal".
  public var isValueMasked: Bool
  /// Whether the field is read-only: drawn like an enabled field, without a caret.
  public var isReadOnly: Bool
  /// The direction the field's content runs in; the edges below resolve with it.
  public var layoutDirection: LayoutDirection
  /// The edge the "$" sits at: leading, before the value.
  package var monetarySymbolEdge = HorizontalEdge.leading
  /// The edge the unit label sits at: trailing, after the value.
  package var unitEdge = HorizontalEdge.trailing
  /// The edge the "clear" pill sits at: trailing.
  package var clearButtonEdge = HorizontalEdge.trailing
  /// The edge the "done" pill sits at: trailing.
  package var doneButtonEdge = HorizontalEdge.trailing
  /// The edge of a secure entry field's show/hide toggle slot: trailing.
  package var passwordToggleEdge = HorizontalEdge.trailing

  /// The suffix MaterialFields adds to the title of an optional field.
  package static let optionalSuffix = " (Optional)"

  /// Computes the appearance shared by every field kind.
  /// - Parameters:
  ///   - placeholder: the title text, or `nil` for none.
  ///   - isOptional: whether " (Optional)" follows the title.
  ///   - isHighlighted: whether the field is active or open.
  ///   - value: the value as displayed.
  ///   - error: the error region.
  ///   - isEnabled: whether the field accepts focus.
  ///   - layoutDirection: the direction the content runs in; left to right unless given.
  package init(
    placeholder: String?, isOptional: Bool, isHighlighted: Bool, value: String,
    error: ErrorState, isEnabled: Bool, layoutDirection: LayoutDirection = .leftToRight
  ) {
    let title = placeholder ?? ""
    self.title = isOptional ? title + FieldAppearance.optionalSuffix : title
    let position: TitlePosition = isHighlighted || !value.isEmpty ? .up : .down
    titlePosition = position
    if error.isShown {
      underlineColor = .borderError
      valueColor = .errorText
      titleColor = position == .down ? .errorText : .placeholderUp
    } else {
      underlineColor = isHighlighted ? .borderHighlight : .border
      valueColor = .text
      titleColor = position == .down ? .placeholderDown : .placeholderUp
    }
    titleAlpha = (position == .up ? 0.7 : 0.5) * (isEnabled ? 1 : 0.5)
    self.value = value
    showsMonetarySymbol = false
    unit = nil
    showsDoneButton = false
    showsClearButton = false
    isDimmed = !isEnabled
    supportingRow = SupportingRow(error: error)
    showsClearTextButton = false
    showsVisibilityToggle = false
    isValueMasked = false
    isReadOnly = false
    self.layoutDirection = layoutDirection
  }

  /// Whether `adornment` shows now: the "$" of a monetary field with its title up, a unit label,
  /// the "clear" pill of a closed, clearable picker or date field with a value, the "done" pill
  /// of an open picker or date field, a secure field's show/hide toggle. An entry or area
  /// field's clear-text button is ``showsClearTextButton``.
  public func shows(_ adornment: FieldAdornment) -> Bool {
    switch adornment {
    case .monetarySymbol: showsMonetarySymbol
    case .unit: unit != nil
    case .clearButton: showsClearButton
    case .doneButton: showsDoneButton
    case .passwordToggle: showsVisibilityToggle
    }
  }

  /// The logical edge `adornment` sits at: leading for the "$", trailing for the others.
  public func edge(of adornment: FieldAdornment) -> HorizontalEdge {
    switch adornment {
    case .monetarySymbol: monetarySymbolEdge
    case .unit: unitEdge
    case .clearButton: clearButtonEdge
    case .doneButton: doneButtonEdge
    case .passwordToggle: passwordToggleEdge
    }
  }

  /// The side of the screen to draw `adornment` on: its edge resolved for ``layoutDirection``.
  /// In right to left the "$" is on the right and the unit and pills are on the left.
  public func side(of adornment: FieldAdornment) -> PhysicalEdge {
    edge(of: adornment).resolved(for: layoutDirection)
  }

  /// The side the title and the value start from: the leading edge, resolved.
  package var textStartSide: PhysicalEdge {
    HorizontalEdge.leading.resolved(for: layoutDirection)
  }
}
