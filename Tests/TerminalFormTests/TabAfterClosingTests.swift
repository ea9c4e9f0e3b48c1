import Testing

@testable import terminal_form

/// Tab and Shift-Tab with no field active go on from the field that was active last, however it
/// closed: done, Return on a wheel, clear, done on a text field, Return on the last field.
@MainActor
@Suite struct TabAfterClosingTests {
  nonisolated private static let toCountry: [TerminalKey] = [.tab, .tab, .tab, .tab, .down]

  private func app(after keys: [TerminalKey]) async -> TerminalFormApp {
    let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
    for key in keys { await app.handle(key) }
    return app
  }

  @Test(arguments: [
    (toCountry + [.done], TerminalKey.tab, SignUpKey.birthday),
    (toCountry + [.enter], .tab, .birthday),
    (toCountry + [.clear], .tab, .birthday),
    (toCountry + [.done], .shiftTab, .about),
    ([.tab, .character("a"), .done], .tab, .password),
    ([.tab, .character("a"), .done], .shiftTab, .birthday),
    ([.tab, .tab, .done], .tab, .about),
    ([.tab, .tab, .done], .shiftTab, .email),
  ])
  func focusMovesOnFromTheClosedField(
    keys: [TerminalKey], move: TerminalKey, expected: SignUpKey
  ) async {
    let app = await app(after: keys)
    #expect(app.activeKey == nil)
    await app.handle(move)
    #expect(app.activeKey == expected)
  }

  @Test func theClosedPickerKeepsItsValue() async {
    let app = await app(after: Self.toCountry + [.done, .tab])
    #expect(app.signUp.country.text == "Brazil")
    #expect(app.signUp.birthday.isActive)
  }

  /// Past the last field editing ends, and the next Tab starts over at the top; before any
  /// field was active Tab starts at the top and Shift-Tab at the bottom.
  @Test func tabWrapsAroundAfterTheLastField() async {
    let app = await app(after: [.tab, .tab, .tab, .tab, .tab, .tab])
    #expect(app.activeKey == nil)
    await app.handle(.tab)
    #expect(app.activeKey == .email)
    #expect(await self.app(after: [.tab]).activeKey == .email)
    #expect(await self.app(after: [.shiftTab]).activeKey == .birthday)
  }
}
