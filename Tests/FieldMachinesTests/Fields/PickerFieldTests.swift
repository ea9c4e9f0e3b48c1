import FieldMachines
import Testing

@Suite struct PickerFieldTests {
  private func makeField(
    data: [String] = ["Red", "Green", "Blue"], manual: Bool = false
  ) -> (PickerField, PickerRecordingDelegate) {
    let field = PickerField(placeholder: "Colour", data: data)
    field.isManualEntryCapable = manual
    let delegate = PickerRecordingDelegate()
    field.delegate = delegate
    return (field, delegate)
  }

  // MARK: Opening

  @Test func tapAsksShouldBeginThenOpensAndCallsDidBegin() {
    let (field, delegate) = makeField()
    field.setError(withText: "Required")
    field.tap()
    #expect(delegate.calls == [.shouldBegin, .didBegin])
    #expect(field.isActive)
    #expect(!field.hasError)
    #expect(field.text == nil)
    #expect(field.height == 269.5)
    #expect(field.appearance.value == "Red")
    #expect(field.appearance.showsDoneButton)
    #expect(field.appearance.underlineColor == .borderHighlight)
  }

  @Test(arguments: [true, false])
  func shouldBeginVetoIsRespectedOnTapAndBecome(tapping: Bool) {
    let (field, delegate) = makeField()
    delegate.allowsBegin = false
    if tapping {
      field.tap()
    } else {
      #expect(field.becomeFirstResponder() == false)
    }
    #expect(delegate.calls == [.shouldBegin])
    #expect(!field.isActive)
    #expect(field.height == 43.5)
  }

  @Test func becomeFirstResponderAsksTheDelegateToo() {
    let (field, delegate) = makeField()
    #expect(field.becomeFirstResponder())
    #expect(delegate.calls == [.shouldBegin, .didBegin])
  }

  @Test func theDelegateIsNotAskedWhenThePickerCannotOpen() {
    let (empty, emptyDelegate) = makeField(data: [])
    empty.tap()
    #expect(empty.becomeFirstResponder() == false)
    #expect(emptyDelegate.calls == [])
    let (disabled, disabledDelegate) = makeField()
    disabled.isEnabled = false
    disabled.tap()
    #expect(disabledDelegate.calls == [])
    let (open, openDelegate) = makeField()
    open.tap()
    open.tap()
    #expect(open.becomeFirstResponder())
    #expect(openDelegate.calls == [.shouldBegin, .didBegin])
  }

  // MARK: Scrolling, done, return

  @Test func scrollCommitsLiveThenDoneEndsOnce() {
    let (field, delegate) = makeField()
    field.tap()
    delegate.reset()
    field.selectRow(2)
    #expect(field.text == "Blue")
    field.tapDone()
    #expect(
      delegate.calls == [.didChange("Blue"), .didSelectRow(2, "Blue"), .didEnd("Blue")])
    #expect(!field.isActive)
    #expect(field.height == 43.5)
  }

  @Test func doneWithoutScrollingCommitsTheSelectedRow() {
    let (field, delegate) = makeField()
    field.setIndexTo(1)
    field.text = nil
    field.tap()
    delegate.reset()
    field.tapDone()
    #expect(delegate.calls == [.didChange("Green"), .didEnd("Green")])
  }

  @Test func doneDuringManualTypingEndsExactlyOnce() {
    let (field, delegate) = makeField(manual: true)
    field.tap()
    field.selectRow(3)
    #expect(field.isOnManualEntry)
    field.typeText("Te")
    field.typeText("alx")
    field.deleteBackward()
    #expect(field.appearance.value == "Teal")
    #expect(field.text == nil)
    delegate.reset()
    field.tapDone()
    #expect(delegate.calls == [.didChange("Teal"), .didEnd("Teal")])
    #expect(field.text == "Teal")
    #expect(!field.isOnManualEntry)
  }

  @Test func returnDuringManualTypingCommitsAndEndsOnce() {
    let (field, delegate) = makeField(manual: true)
    field.setIndexToManual()
    field.tap()
    field.replaceText(with: "Mauve")
    delegate.reset()
    field.pressReturn()
    #expect(delegate.calls == [.didChange("Mauve"), .didEnd("Mauve")])
    field.pressReturn()
    #expect(delegate.calls.count == 2)
  }

  @Test func returnOnAListRowDoesNothing() {
    let (field, delegate) = makeField()
    field.tap()
    delegate.reset()
    field.pressReturn()
    field.typeText("x")
    #expect(delegate.calls == [])
    #expect(field.isActive)
  }

  @Test func scrollingBackToAListRowDiscardsTheDraft() {
    let (field, delegate) = makeField(manual: true)
    field.tap()
    field.selectRow(3)
    field.typeText("Tea")
    field.selectRow(0)
    field.tapDone()
    #expect(field.text == "Red")
    #expect(delegate.endCount == 1)
  }

  @Test func keyboardWillShowClosesAnOpenPickerOnce() {
    let (field, delegate) = makeField()
    field.tap()
    delegate.reset()
    field.keyboardWillShow()
    field.keyboardWillShow()
    #expect(delegate.calls == [.didChange("Red"), .didEnd("Red")])
  }

  // MARK: Resign, clear

  @Test func resignOnAClosedFieldFiresNothingAndKeepsAClear() {
    let (field, delegate) = makeField()
    field.isClearable = true
    field.tap()
    field.selectRow(1)
    #expect(field.resignFirstResponder())
    #expect(field.appearance.showsClearButton)
    field.tapClear()
    #expect(field.text == nil)
    #expect(field.indexSelected == 1)
    delegate.reset()
    #expect(field.resignFirstResponder())
    #expect(delegate.calls == [])
    #expect(field.text == nil)
  }

  @Test func resignOnAnEmptyFieldDoesNotCrash() {
    let (field, delegate) = makeField(data: [])
    #expect(field.resignFirstResponder())
    #expect(delegate.calls == [])
    #expect(field.indexSelected == nil)
  }

  @Test func clearCallsDidChangeThenCleared() {
    let (field, delegate) = makeField()
    field.isClearable = true
    field.setIndexTo(2)
    field.setError(withText: "Bad")
    #expect(field.height == 63)
    field.tapClear()
    #expect(delegate.calls == [.didChange(nil), .cleared])
    #expect(!field.hasError)
    #expect(field.height == 43.5)
    #expect(!field.appearance.showsClearButton)
  }

  // MARK: Programmatic index and text

  @Test func setIndexToUpdatesTextAtOnceWithoutDelegateCalls() {
    let (field, delegate) = makeField(manual: true)
    field.setError(withText: "Required")
    field.setIndexTo(1)
    #expect(field.text == "Green")
    field.setIndexTo(9)
    #expect(field.indexSelected == 3)
    #expect(field.text == "Green")
    field.setIndexTo(-4)
    #expect(field.text == "Red")
    #expect(delegate.calls == [])
    #expect(field.hasError)
  }

  @Test func setIndexToWhileOpenShowsTheRowAtOnce() {
    let (field, delegate) = makeField()
    field.tap()
    field.setIndexTo(2)
    #expect(field.text == "Blue")
    #expect(field.appearance.value == "Blue")
    #expect(delegate.calls == [.shouldBegin, .didBegin])
  }

  // MARK: Configuration

  @Test(arguments: [[0, 1, 2], [1, 0, 2], [2, 1, 0], [1, 2, 0], [0, 2, 1], [2, 0, 1]])
  func configurationInAnyOrderGivesTheSameRows(order: [Int]) {
    let field = PickerField()
    let steps: [(PickerField) -> Void] = [
      { $0.data = ["A", "B", "C"] },
      { $0.isManualEntryCapable = true },
      { $0.manualEntryOptionName = "Other" },
    ]
    for step in order { steps[step](field) }
    field.isManualEntryCapable = true
    #expect(field.rows == ["A", "B", "C", "Other"])
    field.data = ["D"]
    #expect(field.rows == ["D", "Other"])
    field.manualEntryOptionName = "Type it"
    #expect(field.rows == ["D", "Type it"])
    field.isManualEntryCapable = false
    #expect(field.rows == ["D"])
  }

  @Test func rowsVanishingWhileOpenCloseCleanlyOnce() {
    let (field, delegate) = makeField()
    field.tap()
    field.selectRow(1)
    delegate.reset()
    field.data = []
    #expect(delegate.calls == [.didEnd("Green")])
    #expect(!field.isActive)
    #expect(field.indexSelected == nil)
    #expect(field.height == 43.5)
    field.tap()
    #expect(delegate.calls.count == 1)
  }

  /// Issue 14: the manual row going away drops that pick; the wheel rests on the last list row
  /// but the picker closes, so done cannot commit "Blue", which the user never picked.
  @Test func manualEntryRemovedInManualEntryClosesOnTheList() {
    let (field, delegate) = makeField(manual: true)
    field.tap()
    field.selectRow(3)
    field.typeText("x")
    field.isManualEntryCapable = false
    #expect(!field.isActive)
    #expect(!field.isOnManualEntry)
    #expect(field.indexSelected == 2)
    #expect(field.appearance.value == "")
    #expect(delegate.endCount == 1)
  }

  // MARK: Enabled, errors, heights

  @Test func disablingAnOpenFieldCommitsAndEndsOnce() {
    let (field, delegate) = makeField()
    field.tap()
    delegate.reset()
    field.isEnabled = false
    #expect(delegate.calls == [.didChange("Red"), .didEnd("Red")])
    #expect(field.appearance.isDimmed)
  }

  @Test func anErrorSetInDidEndStays() {
    let (field, delegate) = makeField(manual: true)
    delegate.errorOnEmptyEnd = "Required"
    field.tap()
    field.selectRow(3)
    field.tapDone()
    #expect(field.text == nil)
    #expect(field.errorMessage == "Required")
    #expect(field.height == 63)
    #expect(field.appearance.underlineColor == .borderError)
  }

  @Test func heightsFollowTheState() {
    let (field, _) = makeField()
    #expect(field.height == 43.5)
    field.setError(withText: nil)
    #expect(field.height == 48.5)
    field.setError(withText: "Required")
    #expect(field.height == 63)
    field.tap()
    #expect(field.height == 269.5)
    field.setError(withText: "Required")
    #expect(field.height == 289)
    field.removeErrorUI()
    #expect(field.height == 269.5)
  }

  // MARK: Observation and ownership

  @Test func observersSeeEachTransitionBeforeItsEffects() {
    let (field, delegate) = makeField()
    var records: [TransitionRecord<PickerFieldMachine>] = []
    let observation = field.observeTransitions { records.append($0) }
    field.tap()
    field.tapDone()
    #expect(records.map(\.event) == [.openRequested(allowed: true), .doneTapped])
    #expect(records.map(\.effects) == [[.didBeginEditing], [.didChangeText, .didEndEditing]])
    #expect(records.last?.after.text == "Red")
    observation.cancel()
    field.tap()
    #expect(records.count == 2)
    #expect(delegate.beginCount == 2)
  }

  @Test func theDelegateIsHeldWeakly() {
    let field = PickerField(data: ["A"])
    do {
      let delegate = PickerRecordingDelegate()
      field.delegate = delegate
      #expect(field.delegate != nil)
    }
    #expect(field.delegate == nil)
    field.tap()
    #expect(field.isActive)
  }

  @Test func placeholderNilAndOptionalTitleAreFine() {
    let field = PickerField(data: ["A"])
    field.isOptional = true
    #expect(field.appearance.title == " (Optional)")
    field.placeholder = "Colour"
    #expect(field.appearance.title == "Colour (Optional)")
    #expect(field.kind == .picker)
  }
}
