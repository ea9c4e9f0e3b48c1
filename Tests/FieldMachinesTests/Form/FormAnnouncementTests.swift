import FieldMachines
import Testing

@Suite @MainActor struct FormAnnouncementTests {
  @Test func aFailedSubmitAnnouncesOneSummaryInsteadOfEveryField() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    form.setRules([.required(), .email()], for: .email)
    form.setRules([.required()], for: .password)
    var fieldAnnouncements: [String] = []
    for field in [fixture.name, fixture.email, fixture.password] {
      field.announcementHandler = { fieldAnnouncements.append($0.text) }
    }
    var formAnnouncements: [AccessibilityAnnouncement] = []
    form.announcementHandler = { formAnnouncements.append($0) }
    fixture.email.text = "not an email"

    _ = await form.submit()

    #expect(fieldAnnouncements == [], "no field announces during a submit")
    #expect(formAnnouncements.count == 1)
    let summary = formAnnouncements.first
    #expect(summary?.text.hasPrefix("3 problems. Name: ") == true)
    #expect(summary?.tag == fixture.name.tag)
    #expect(fixture.name.announcesErrors && fixture.email.announcesErrors)
  }

  @Test func fieldsAnnounceTheirOwnErrorsAgainAfterTheSubmit() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required(), .email()], for: .email)
    var fieldAnnouncements: [String] = []
    fixture.email.announcementHandler = { fieldAnnouncements.append($0.message) }
    _ = await form.submit()
    #expect(fieldAnnouncements == [])
    fixture.fill(fixture.email, "still wrong")
    #expect(fieldAnnouncements.count == 1, "a changed error is announced once, by the field")
  }

  @Test func theSummaryWordsCanBeReplaced() async {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .password)
    form.submitSummary = { count, title, _ in "\(count) Fehler: \(title)" }
    var texts: [String] = []
    form.announcementHandler = { texts.append($0.text) }
    _ = await form.submit()
    #expect(texts == ["1 Fehler: Password"])
  }
}
