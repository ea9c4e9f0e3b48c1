/// The chart pieces ``EntryFieldMachine`` and ``AreaFieldMachine`` share: their node values,
/// normalisation and height.
extension TextFieldState {
  /// The error region's value: `error` for the app's error, `overflow` for the length overflow
  /// alone, `none`.
  var chartErrorValue: String {
    if error.isShown { return "error" }
    return isOverMaxLength ? "overflow" : "none"
  }

  /// The access region's value: `editable` or `readOnly`.
  var chartAccessValue: String { isReadOnly ? "readOnly" : "editable" }

  /// The state with what cannot change the chart made canonical, so exploration stays small:
  /// the text replaced by `text` (a shortened one), the helper text removed (it changes only
  /// the height, and a reserved row gives the same heights) and the overflow message made the
  /// default (no probe sets the app's error to it). The length policy is made the default
  /// only without a limit, where it refuses nothing: under a limit a refused edit is a no-op,
  /// but its `refused` outcome is an event with guard outcomes the state receives.
  func chartNormalised(keeping text: String) -> TextFieldState {
    // Most states the exploration meets are normal already: returned as they are, with no
    // copy and no write.
    if helperText == nil && overflowMessage == TextFieldState.defaultOverflowMessage
      && (maxLength != nil || lengthLimitPolicy == .keepAndFlag) && self.text == text
    {
      return self
    }
    var state = self
    state.text = text
    state.helperText = nil
    state.overflowMessage = TextFieldState.defaultOverflowMessage
    if state.maxLength == nil { state.lengthLimitPolicy = .keepAndFlag }
    return state
  }

  /// Feeds `hasher` what ``TextFieldMachine/chartHash(of:into:)`` hashes: values `==`
  /// compares, with the text's length and first eight bytes (`==` compares texts scalar for
  /// scalar) and without the helper text and the overflow message.
  func chartHash(into hasher: inout Hasher) {
    var packed = UInt64(text.utf8.count)
    for byte in text.utf8.prefix(7) { packed = packed << 8 | UInt64(byte) }
    hasher.combine(packed)
    hasher.combine(focus)
    hasher.combine(error)
    hasher.combine(isEnabled)
    hasher.combine(isReadOnly)
    hasher.combine(helperText == nil)
    hasher.combine(reservesSupportingRow)
    hasher.combine(maxLength)
    hasher.combine(lengthLimitPolicy)
    hasher.combine(security)
    hasher.combine(announcesErrors)
  }

  /// A digest of values `==` compares, for ``TextFieldMachine/chartDigest(of:)``: the text and
  /// the error's message (each as `ChartDigester` mixes a text in), the focus, the flags
  /// and the settings, mixed as integers (equal states, equal digests; the table's look-up
  /// compares states whose digests match).
  var chartDigest: Int {
    var digester = ChartDigester()
    digester.combine(text)
    digester.combine(error.message)
    digester.combine(focus == .active)
    digester.combine(isEnabled)
    digester.combine(isReadOnly)
    digester.combine(helperText == nil)
    digester.combine(reservesSupportingRow)
    digester.combine(lengthLimitPolicy == .refuse)
    digester.combine(announcesErrors)
    digester.combine(security == .masked ? 1 : security == .revealed ? 2 : 0)
    digester.combine(maxLength ?? -1)
    return digester.digest
  }

  /// The supporting row's line count with the default measurer and no line limit.
  var chartSupportingLines: Int? {
    supportingLineCount(measuredBy: LineBreakMeasurer(), maximumLineCount: nil)
  }
}
