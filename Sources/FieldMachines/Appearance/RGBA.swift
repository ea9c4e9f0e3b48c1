/// A colour as red, green, blue and alpha components from 0 to 1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  /// The red component, 0 to 1.
  public var red: Double
  /// The green component, 0 to 1.
  public var green: Double
  /// The blue component, 0 to 1.
  public var blue: Double
  /// The opacity, 0 to 1.
  public var alpha: Double

  /// Creates a colour from components in 0...1; values outside are clamped.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = RGBA.clamped(red)
    self.green = RGBA.clamped(green)
    self.blue = RGBA.clamped(blue)
    self.alpha = RGBA.clamped(alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  package init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a grey of the given white level.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBBAA`; a component assigned outside 0...1 (or NaN) is written clamped, as the
  /// initialiser would have stored it.
  public var description: String {
    func byte(_ component: Double) -> String {
      let value = Int((RGBA.clamped(component) * 255).rounded())
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }

  private static func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(max(value, 0), 1)
  }
}
