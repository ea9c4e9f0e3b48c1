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

  /// The SGR parameters that show this text colour over a background the app cannot know (the
  /// terminal's own): a black or grey is the terminal's own text colour, dim (`2`) when it is
  /// lighter than three-quarters black or fainter than three-quarters opaque; another colour
  /// is its opaque self in 24 bits (`38;2;r;g;b`), dim when faint.
  var terminalTextParameters: [String] {
    let isGrey = Swift.max(red, green, blue) - Swift.min(red, green, blue) < 0.05
    let strength = isGrey ? (1 - (red + green + blue) / 3) * alpha : alpha
    let dim = strength < 0.75 ? ["2"] : []
    return isGrey ? dim : ["38;2;" + ansiComponents] + dim
  }

  /// `r;g;b`, each 0 to 255.
  private var ansiComponents: String {
    [red, green, blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ";")
  }
}
