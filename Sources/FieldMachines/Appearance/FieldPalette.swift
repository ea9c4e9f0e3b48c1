/// The colour of each ``ColorRole``.
public struct FieldPalette: Sendable, Hashable {
  /// The colour of every role, in ``ColorRole`` order.
  private var colors: [ColorRole: RGBA]

  /// MaterialFields' default palette: highlight #2D7BF6, error red, light-grey underline; the
  /// supporting text and trailing icons, which MaterialFields lacks, are mid grey.
  public static let materialFields = FieldPalette(colors: [
    .border: RGBA(white: 2.0 / 3.0),
    .borderHighlight: RGBA(hex: 0x2D7BF6),
    .borderError: RGBA(red: 1, green: 0, blue: 0),
    .text: RGBA(white: 0),
    .errorText: RGBA(red: 1, green: 0, blue: 0),
    .placeholderDown: RGBA(white: 0.5),
    .placeholderUp: RGBA(white: 0),
    .cursor: RGBA(white: 0, alpha: 0.5),
    .monetary: RGBA(white: 2.0 / 3.0),
    .unit: RGBA(white: 2.0 / 3.0),
    .doneButton: RGBA(hex: 0x2D7BF6),
    .clearButton: RGBA(hex: 0x2D7BF6),
    .supportingText: RGBA(white: 0.5),
    .trailingIcon: RGBA(white: 0.5),
  ])

  private init(colors: [ColorRole: RGBA]) {
    self.colors = colors
  }

  /// The colour for `role`; a role never set falls back to MaterialFields' default.
  public subscript(role: ColorRole) -> RGBA {
    get { colors[role] ?? FieldPalette.materialFields.colors[role] ?? RGBA(white: 0) }
    set { colors[role] = newValue }
  }
}
