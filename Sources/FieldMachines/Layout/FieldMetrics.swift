/// The layout constants every field height is computed from, one ``FieldMetric`` at a time:
/// `metrics[.wheelHeight] = 180`.
///
/// The defaults, ``materialFields``, reproduce MaterialFields' UIKit stack exactly: 43.5 for a
/// field at rest, 63.0 with a one-line error, 48.5 with an empty error, 269.5 for an open picker
/// or date wheel and 289 with an error; an area field of n lines is
/// `14.5 + 5 + textHeight(n) + 2` with `textHeight(n) = n × 21.48 + 0.5` rounded up to the
/// half point (1 line 43.5, 2 lines 65.0, 3 lines 86.5).
///
/// **Dynamic Type.** ``contentSizeFactor`` (1 by default) scales the type, as Material and
/// Dynamic Type do: the title slot, the value's line height, the error line height and the stack
/// spacing between those text rows. The underlines, the text view's inset, the wheel and its
/// spacing keep their size (a date or picker wheel does not grow with Dynamic Type). The scaled
/// title slot and spacing are rounded up to the ``FieldMetric/pixelGrid``; line heights are multiplied before
/// the text and supporting row heights round, so every height stays on the grid.
/// The stored constants are the 1× design values; the `scaled…` properties are what heights use.
public struct FieldMetrics: Sendable, Hashable {
  /// The reserved slot the floating title rises into (a 12-pt label, 14.5 on the pixel grid).
  package var titleSlotHeight: Double
  /// The spacing of the field's vertical stack, above the text row and above the error row.
  package var stackSpacing: Double
  /// The height of one line of the 18-pt value text, before rounding.
  package var textLineHeight: Double
  /// The text view's bottom inset, added once to the text height.
  package var textBottomInset: Double
  /// The two 1-pt underline rules.
  package var underlineHeight: Double
  /// The height of one line of the 12-pt error or supporting text, before rounding.
  package var errorLineHeight: Double
  /// The spacing between the field and its open wheel.
  package var wheelSpacing: Double
  /// The wheel's height while a picker or date field is open.
  package var wheelHeight: Double
  /// The grid heights are rounded up to: 0.5 for a @2x screen.
  package var pixelGrid: Double
  /// The clamped factor behind ``contentSizeFactor``.
  var storedContentSizeFactor = 1.0

  /// Creates metrics; every argument defaults to MaterialFields' value, at a content-size factor
  /// of 1 (clamped into 0.5...4).
  package init(
    titleSlotHeight: Double = 14.5, stackSpacing: Double = 5, textLineHeight: Double = 21.48,
    textBottomInset: Double = 0.5, underlineHeight: Double = 2, errorLineHeight: Double = 14.32,
    wheelSpacing: Double = 10, wheelHeight: Double = 216, pixelGrid: Double = 0.5,
    contentSizeFactor: Double = 1
  ) {
    self.titleSlotHeight = titleSlotHeight
    self.stackSpacing = stackSpacing
    self.textLineHeight = textLineHeight
    self.textBottomInset = textBottomInset
    self.underlineHeight = underlineHeight
    self.errorLineHeight = errorLineHeight
    self.wheelSpacing = wheelSpacing
    self.wheelHeight = wheelHeight
    self.pixelGrid = pixelGrid
    self.contentSizeFactor = contentSizeFactor
  }

  /// MaterialFields' own layout constants.
  public static let materialFields = FieldMetrics()

  /// The value of `metric`, in points at the design size; set it to change every height that
  /// uses it.
  public subscript(metric: FieldMetric) -> Double {
    get {
      switch metric {
      case .titleSlotHeight: titleSlotHeight
      case .stackSpacing: stackSpacing
      case .textLineHeight: textLineHeight
      case .textBottomInset: textBottomInset
      case .underlineHeight: underlineHeight
      case .errorLineHeight: errorLineHeight
      case .wheelSpacing: wheelSpacing
      case .wheelHeight: wheelHeight
      case .pixelGrid: pixelGrid
      }
    }
    set {
      switch metric {
      case .titleSlotHeight: titleSlotHeight = newValue
      case .stackSpacing: stackSpacing = newValue
      case .textLineHeight: textLineHeight = newValue
      case .textBottomInset: textBottomInset = newValue
      case .underlineHeight: underlineHeight = newValue
      case .errorLineHeight: errorLineHeight = newValue
      case .wheelSpacing: wheelSpacing = newValue
      case .wheelHeight: wheelHeight = newValue
      case .pixelGrid: pixelGrid = newValue
      }
    }
  }

  /// The height of `lines` lines of value text (at least one), rounded up to the pixel grid.
  package func textHeight(lines: Int) -> Double {
    roundedUp(Double(max(lines, 1)) * scaledTextLineHeight + textBottomInset)
  }

  /// The height the error row adds: nothing without an error, the stack spacing for an empty
  /// message, and the spacing plus the message's lines otherwise.
  package func errorHeight(lines: Int?) -> Double {
    guard let lines else { return 0 }
    guard lines > 0 else { return scaledStackSpacing }
    return scaledStackSpacing + roundedUp(Double(lines) * scaledErrorLineHeight)
  }

  /// A field's whole height.
  /// - Parameters:
  ///   - textLines: the value's line count (1 for single-line fields).
  ///   - errorLines: `nil` without an error, else the message's line count (0 when empty).
  ///   - isWheelOpen: whether a picker or date wheel is shown below the field.
  package func height(textLines: Int, errorLines: Int?, isWheelOpen: Bool) -> Double {
    let field =
      scaledTitleSlotHeight + scaledStackSpacing + textHeight(lines: textLines) + underlineHeight
    let wheel = isWheelOpen ? wheelSpacing + wheelHeight : 0
    return field + errorHeight(lines: errorLines) + wheel
  }

  /// `value` rounded up to ``pixelGrid``, ignoring floating-point noise below a millionth.
  package func roundedUp(_ value: Double) -> Double {
    guard pixelGrid > 0 else { return value }
    return (value / pixelGrid - 1e-6).rounded(.up) * pixelGrid
  }
}
