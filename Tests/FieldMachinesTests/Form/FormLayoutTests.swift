import FieldMachines
import Testing

@Suite @MainActor struct FormLayoutTests {
  @Test func heightsAndOffsetsStackTheVisibleFields() {
    let fixture = FormFixture()
    let form = fixture.form
    let layout = form.layout(spacing: 10)
    #expect(layout.keys == [.name, .email, .password, .confirm, .country, .birthday])
    #expect(layout.items.map(\.height) == Array(repeating: 43.5, count: 6))
    #expect(layout.item(.email)?.offset == 53.5)
    #expect(layout.totalHeight == 6 * 43.5 + 5 * 10)
    #expect(FormLayout<SignUpKey>(heights: []).totalHeight == 0)
  }

  @Test func aChangeSetListsInsertedRemovedAndResizedKeys() {
    let fixture = FormFixture()
    let form = fixture.form
    form.setRules([.required()], for: .name)
    form.hide(.confirm, when: .isEmpty(.password))
    let changes = form.changeSet {
      fixture.password.text = "secret"
      fixture.fill(fixture.name, "")
      fixture.country.tap()
      form.hide(.email, when: Condition { _ in true })
    }
    #expect(changes.inserted == [.confirm])
    #expect(changes.insertedIndexes == [2])
    #expect(changes.removed == [.email])
    #expect(changes.removedIndexes == [1])
    #expect(changes.resized == [.name, .country])
    #expect(changes.resizedIndexes == [0, 3])
    #expect(form.layout().item(.name)?.height == 63.0)
    #expect(form.layout().item(.country)?.height == 269.5)
    #expect(form.changeSet {}.isEmpty)
  }
}
