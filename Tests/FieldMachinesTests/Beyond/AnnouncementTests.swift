import FieldMachines
import Foundation
import Testing

/// Error announcements, step by step.
@Suite struct AnnouncementTests {
  @Test func anErrorIsAnnouncedOnceAndTheSameErrorAgainSaysNothing() {
    let field = EntryField(placeholder: "Email")
    field.tag = 7
    var heard: [AccessibilityAnnouncement] = []
    field.announcementHandler = { heard.append($0) }
    field.setError(withText: "Invalid address")
    field.setError(withText: "Invalid address")
    #expect(heard.map(\.text) == ["Email, Error: Invalid address"])
    #expect(heard.map(\.message) == ["Invalid address"])
    #expect(heard.map(\.tag) == [7])
    field.setError(withText: "Taken")
    #expect(heard.map(\.text) == ["Email, Error: Invalid address", "Email, Error: Taken"])
    field.removeErrorUI()
    #expect(heard.count == 2)
  }

  @Test func typingWhileAnErrorShowsAnnouncesNothing() {
    let field = AreaField(placeholder: "Notes")
    var heard: [String] = []
    field.announcementHandler = { heard.append($0.text) }
    field.tap()
    field.setError(withText: "Too short")
    for character in "typing along" { field.typeText(String(character)) }
    field.deleteBackward()
    #expect(heard == ["Notes, Error: Too short"])
  }

  @Test func crossingTheLimitAnnouncesOnceUntilTheTextComesBack() {
    let field = EntryField(placeholder: "Code")
    field.maxLength = 2
    var heard: [String] = []
    field.announcementHandler = { heard.append($0.text) }
    field.tap()
    for character in "abcdef" { field.typeText(String(character)) }
    #expect(heard == ["Code, Error: Too many characters"])
    for _ in 0..<4 { field.deleteBackward() }
    field.typeText("x")
    #expect(heard == ["Code, Error: Too many characters", "Code, Error: Too many characters"])
  }

  @Test func aFormCanSilenceAFieldsAnnouncements() {
    let field = PickerField(placeholder: "Colour", data: ["Red"])
    var heard = 0
    field.announcementHandler = { _ in heard += 1 }
    field.announcesErrors = false
    #expect(field.send(.errorSet("Pick one")) == [.errorShown])
    field.setError(withText: "Pick another")
    #expect(heard == 0)
    #expect(field.hasError)
    field.announcesErrors = true
    field.setError(withText: "Pick a third")
    #expect(heard == 1)
  }

  @Test func anEmptyErrorIsAnnouncedAsTheWordError() {
    let field = EntryField()
    var heard: [String] = []
    field.announcementHandler = { heard.append($0.text) }
    field.setError(withText: nil)
    #expect(heard == ["Error"])
  }

  @Test func aReadOnlyFieldKeepsItsErrorOnFocusSoNothingIsAnnouncedAgain() {
    var machine = EntryFieldMachine(
      state: TextFieldState(error: .message("Invalid"), isReadOnly: true))
    #expect(machine.handle(.beginRequested(allowed: true)) == [.didBeginEditing])
  }

  @Test func aRefusedTypedDateIsAnnouncedOnceHoweverOftenItIsRefused() {
    let field = DateField(placeholder: "Start", now: { Date(timeIntervalSince1970: 1_704_067_200) })
    var heard: [String] = []
    field.announcementHandler = { heard.append($0.text) }
    field.opensForTyping = true
    field.tap()
    field.replaceText(with: "31/31/31")
    field.pressReturn()
    field.pressReturn()
    field.typeText("x")
    field.pressReturn()
    #expect(heard == ["Start, Error: Enter a date as yyyy-MM-dd"])
  }
}
