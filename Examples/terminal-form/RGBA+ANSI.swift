import FieldMachines

extension RGBA {
  /// The colour a terminal shows for this one drawn over `background`: alpha blended, opaque.
  func composited(over background: RGBA) -> RGBA {
    func blend(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBA(
      red: blend(red, background.red), green: blend(green, background.green),
      blue: blend(blue, background.blue))
  }

  /// The 24-bit ANSI sequence setting the text colour (alpha ignored; composite first).
  var ansiForeground: String { "\u{1B}[38;2;\(ansiComponents)m" }

  /// The 24-bit ANSI sequence setting the background colour (alpha ignored).
  var ansiBackground: String { "\u{1B}[48;2;\(ansiComponents)m" }

  /// `r;g;b`, each 0 to 255.
  private var ansiComponents: String {
    [red, green, blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ";")
  }
}
