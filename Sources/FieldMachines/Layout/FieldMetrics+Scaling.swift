extension FieldMetrics {
  /// The content-size factors metrics accept: 0.5 (well below Dynamic Type's smallest size) to
  /// 4 (above its largest accessibility size, about 3.1 for body text).
  package static let contentSizeFactorRange: ClosedRange<Double> = 0.5...4

  /// How much larger than the design size the type is (Dynamic Type): 1 by default.
  ///
  /// Assigning clamps into 0.5...4: 0, negative factors and −∞ become 0.5,
  /// +∞ becomes 4, and NaN becomes 1. Nothing traps.
  public var contentSizeFactor: Double {
    get { storedContentSizeFactor }
    set { storedContentSizeFactor = FieldMetrics.clampedContentSizeFactor(newValue) }
  }

  /// These metrics with the type `factor` times larger again: `materialFields.scaled(by: 1.5)`
  /// is the 150 % content size. Factors multiply (`scaled(by: 2).scaled(by: 1.5)` is 3×) and the
  /// product is clamped into 0.5...4; a NaN factor changes nothing.
  public func scaled(by factor: Double) -> FieldMetrics {
    guard !factor.isNaN else { return self }
    var metrics = self
    metrics.contentSizeFactor = contentSizeFactor * factor
    return metrics
  }

  /// `factor` clamped into ``contentSizeFactorRange``; NaN gives 1.
  package static func clampedContentSizeFactor(_ factor: Double) -> Double {
    guard !factor.isNaN else { return 1 }
    return min(max(factor, contentSizeFactorRange.lowerBound), contentSizeFactorRange.upperBound)
  }

  /// The title slot at ``contentSizeFactor``, rounded up to ``pixelGrid``.
  package var scaledTitleSlotHeight: Double { roundedUp(titleSlotHeight * contentSizeFactor) }
  /// The stack spacing at ``contentSizeFactor``, rounded up to ``pixelGrid``.
  package var scaledStackSpacing: Double { roundedUp(stackSpacing * contentSizeFactor) }
  /// One line of value text at ``contentSizeFactor``, before rounding.
  package var scaledTextLineHeight: Double { textLineHeight * contentSizeFactor }
  /// One line of error or supporting text at ``contentSizeFactor``, before rounding.
  package var scaledErrorLineHeight: Double { errorLineHeight * contentSizeFactor }
}
