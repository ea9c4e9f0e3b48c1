import Testing

@testable import terminal_form

@Suite struct KeyDecoderTests {
  private static let escape: UInt8 = 0x1B

  @Test(
    arguments: [
      ([0x09], TerminalKey.tab),
      ([escape, 0x5B, 0x5A], .shiftTab),
      ([0x7F], .backspace),
      ([0x08], .backspace),
      ([0x0D], .enter),
      ([0x0A], .enter),
      ([escape, 0x5B, 0x41], .up),
      ([escape, 0x5B, 0x42], .down),
      ([escape, 0x5B, 0x43], .right),
      ([escape, 0x5B, 0x44], .left),
      ([escape, 0x4F, 0x41], .up),
      ([escape, 0x5B, 0x31, 0x3B, 0x32, 0x42], .down),
      ([0x04], .done),
      ([0x0B], .clear),
      ([0x13], .submit),
      ([0x03], .interrupt),
      ([0x61], .character("a")),
      ([0x20], .character(" ")),
      ([0xC3, 0xA9], .character("é")),
      ([0xE2, 0x82, 0xAC], .character("€")),
    ] as [([UInt8], TerminalKey)])
  func oneKey(bytes: [UInt8], key: TerminalKey) {
    #expect(KeyDecoder.keys(in: bytes) == [key])
  }

  @Test func carriageReturnLineFeedIsOneEnter() {
    #expect(KeyDecoder.keys(in: [0x0D, 0x0A, 0x0A, 0x0D]) == [.enter, .enter, .enter])
  }

  @Test func meaninglessBytesAreDropped() {
    let bytes: [UInt8] = [
      0x00, 0x1A, Self.escape, 0x5B, 0x33, 0x7E,  // Ctrl-@, Ctrl-Z, Delete (ESC [ 3 ~)
      0xFF, 0x80, 0xC3, 0x41,  // invalid UTF-8, then a lead byte cut short by "A"
    ]
    #expect(KeyDecoder.keys(in: bytes) == [.character("A")])
  }

  @Test func aLoneEscapeStartsNothing() {
    #expect(KeyDecoder.keys(in: [Self.escape, 0x61]) == [.character("a")])
    #expect(KeyDecoder.keys(in: [Self.escape]) == [])
  }

  @Test func anOverlongSequenceIsDroppedAndTheRestDecoded() {
    let bytes = [Self.escape, 0x5B] + Array(repeating: UInt8(0x31), count: 40) + [0x41, 0x62]
    #expect(
      KeyDecoder.keys(in: bytes) == Array(repeating: .character("1"), count: 26) + [
        .character("A"), .character("b"),
      ])
  }

  @Test func sequencesAndCharactersSplitAcrossChunksAreKept() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x61, Self.escape]) == [.character("a")])
    #expect(decoder.decode([0x5B]) == [])
    #expect(decoder.decode([0x42, 0xE2]) == [.down])
    #expect(decoder.decode([0x82]) == [])
    #expect(decoder.decode([0xAC, 0x0D]) == [.character("€"), .enter])
    #expect(decoder.decode([0x0A, 0x09]) == [.tab])
  }
}
