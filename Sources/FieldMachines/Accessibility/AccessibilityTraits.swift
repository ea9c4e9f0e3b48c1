/// What kind of element a field is and what state it is in, for assistive technologies.
///
/// Platform-neutral: a UIKit renderer maps ``button``, ``adjustable`` and ``notEnabled`` to
/// `UIAccessibilityTraits`, a web renderer maps ``required``, ``invalid``, ``readOnly``,
/// ``expanded`` and ``multiline`` to `aria-*` attributes.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt32

  /// Creates traits from raw bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// A text input: an entry or area field, or a picker in manual entry.
  public static let textEntry = AccessibilityTraits(rawValue: 1 << 0)
  /// The text input takes several lines (an area field).
  public static let multiline = AccessibilityTraits(rawValue: 1 << 1)
  /// The value is a password shown as "•" characters.
  public static let secure = AccessibilityTraits(rawValue: 1 << 2)
  /// Activating the element opens something (a closed picker or date field).
  public static let button = AccessibilityTraits(rawValue: 1 << 3)
  /// The value changes by swiping up or down (an open wheel).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 4)
  /// A wheel is open below the field.
  public static let expanded = AccessibilityTraits(rawValue: 1 << 5)
  /// The field has focus (editing, open, or a focused read-only field).
  public static let focused = AccessibilityTraits(rawValue: 1 << 6)
  /// The field must be filled (it is not optional).
  public static let required = AccessibilityTraits(rawValue: 1 << 7)
  /// The field shows an error.
  public static let invalid = AccessibilityTraits(rawValue: 1 << 8)
  /// The value can be read and selected but not changed.
  public static let readOnly = AccessibilityTraits(rawValue: 1 << 9)
  /// The field is disabled and drawn dimmed.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
}
