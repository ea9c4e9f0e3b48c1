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

  /// A digest of values `==` compares, for ``TextFieldMachine/chartDigest(of:)``: the text's
  /// length and first seven bytes, the focus, the error's message by its length, the flags
  /// and settings, as three integers mixed by multiplication (equal states, equal digests;
  /// the table's look-up compares states whose digests match).
  var chartDigest: Int {
    var packed = UInt64(text.utf8.count)
    var bytes = 0
    // The bytes read straight off the text (a prefix would be a generic slice).
    for byte in text.utf8 {
      guard bytes < 7 else { break }
      packed = packed << 8 | UInt64(byte)
      bytes += 1
    }
    var flags: UInt64 = 0
    // One bit each, without building a list.
    func add(_ flag: Bool) { flags = flags << 1 | (flag ? 1 : 0) }
    add(focus == .active)
    add(error.isShown)
    add(isEnabled)
    add(isReadOnly)
    add(helperText == nil)
    add(reservesSupportingRow)
    add(lengthLimitPolicy == .refuse)
    add(announcesErrors)
    add(security == .masked)
    add(security == .revealed)
    flags = flags << 32 | UInt64(truncatingIfNeeded: maxLength.map { $0 + 1 } ?? 0)
    // The error's message by its length: the probes' three messages differ in length.
    let message = UInt64(truncatingIfNeeded: error.message?.utf8.count ?? -1)
    return Int(
      truncatingIfNeeded: Self.mixed(Self.mixed(Self.mixed(packed) ^ flags) ^ message))
  }

  /// `value` with its bits spread (SplitMix64's finaliser), so low bits depend on every bit.
  private static func mixed(_ value: UInt64) -> UInt64 {
    var mixed = value ^ value >> 30
    mixed = mixed &* 0xBF58_476D_1CE4_E5B9
    mixed ^= mixed >> 27
    mixed = mixed &* 0x94D0_49BB_1331_11EB
    return mixed ^ mixed >> 31
  }

  /// The supporting row's line count with the default measurer and no line limit.
  var chartSupportingLines: Int? {
    supportingLineCount(measuredBy: LineBreakMeasurer(), maximumLineCount: nil)
  }
}
