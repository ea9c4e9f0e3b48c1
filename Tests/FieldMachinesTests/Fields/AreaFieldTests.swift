import FieldMachines
import FieldMachinesTesting
import Testing

@Suite struct AreaFieldTests {
  private final class SilentDelegate: AreaFieldDelegate {}

  private struct FixedMeasurer: TextMeasurer {
    let lines: Int
    func lineCount(of text: String) -> Int { lines }
  }

  private func makeField(
    _ answers: FieldDelegateAnswers = FieldDelegateAnswers()
  ) -> (AreaField, RecordingAreaFieldDelegate) {
    let field = AreaField(placeholder: "Notes")
    let delegate = RecordingAreaFieldDelegate(answers: answers)
    delegate.attach(to: field)
    return (field, delegate)
  }

  @Test func startsEmptyEnabledAndInactiveOnOneLine() {
    let field = AreaField(placeholder: "Notes")
    #expect(field.kind == .area)
    #expect(field.placeholder == "Notes")
    #expect(field.text == "")
    #expect(!field.isActive && !field.hasError && field.isEnabled)
    #expect(field.maximumLineCount == nil)
    #expect(field.lineCount == 1 && !field.isScrolling)
    #expect(field.height == 43.5)
    #expect(field.machine.state == TextFieldState())
  }

  @Test(arguments: [
    ("", 1, 43.5), ("a", 1, 43.5), ("a\nb", 2, 65.0), ("a\nb\nc", 3, 86.5), ("\n", 2, 65.0),
    ("a\r\nb", 2, 65.0), ("a\u{2028}b\rc", 3, 86.5),
  ])
  func heightFollowsTheLines(text: String, lines: Int, height: Double) {
    let field = AreaField()
    field.text = text
    #expect(field.lineCount == lines)
    #expect(field.height == height)
    field.setError(withText: "Required")
    #expect(field.height == height + 19.5)
    field.setError(withText: "")
    #expect(field.height == height + 5)
    field.removeErrorUI()
    #expect(field.height == height)
  }

  @Test func typingGrowsAndBackspaceShrinks() {
    let (field, _) = makeField()
    field.tap()
    var heights: [Double] = [field.height]
    for _ in 0..<3 {
      field.pressReturn()
      heights.append(field.height)
    }
    for _ in 0..<3 {
      field.deleteBackward()
      heights.append(field.height)
    }
    #expect(heights == [43.5, 65.0, 86.5, 108.0, 86.5, 65.0, 43.5])
  }

  @Test func maximumLineCountCapsTheHeightAndTheTextScrolls() {
    let field = AreaField()
    field.text = "1\n2\n3\n4\n5"
    #expect(field.lineCount == 5)
    field.maximumLineCount = 3
    #expect(field.lineCount == 3)
    #expect(field.isScrolling)
    #expect(field.height == 86.5)
    field.maximumLineCount = 5
    #expect(field.lineCount == 5 && !field.isScrolling)
    field.maximumLineCount = 8
    #expect(field.lineCount == 5 && !field.isScrolling)
    field.maximumLineCount = nil
    #expect(field.lineCount == 5)
  }

  @Test(arguments: [0, -1, Int.min])
  func aMaximumBelowOneCountsAsOne(limit: Int) {
    let field = AreaField()
    field.text = "1\n2"
    field.maximumLineCount = limit
    #expect(field.lineCount == 1)
    #expect(field.isScrolling)
    #expect(field.height == 43.5)
  }

  @Test func theMeasurerWrapsAtItsWidth() {
    let field = AreaField()
    field.text = String(repeating: "x", count: 25) + "\n" + "y"
    #expect(field.lineCount == 2)
    field.textMeasurer = LineBreakMeasurer(width: 90, averageCharacterWidth: 9)
    #expect(field.lineCount == 4)
    #expect(field.height == 108.0)
  }

  @Test(arguments: [(0, 1), (-3, 1), (1, 1), (4, 4)])
  func aCustomMeasurerIsTrustedButAtLeastOneLine(measured: Int, lines: Int) {
    let field = AreaField()
    field.textMeasurer = FixedMeasurer(lines: measured)
    #expect(field.lineCount == lines)
    #expect(!field.isScrolling)
  }

  @Test func pressReturnVetoedByShouldReturnTypesNothing() {
    let (field, delegate) = makeField(.init(shouldReturn: false))
    field.tap()
    _ = delegate.takeCalls()
    field.pressReturn()
    #expect(delegate.takeCalls() == [.shouldReturn])
    #expect(field.text == "")
    #expect(field.isActive)
  }

  @Test func pressReturnVetoedByShouldChangeTypesNothing() {
    let (field, delegate) = makeField(.init(shouldChangeText: false))
    field.tap()
    _ = delegate.takeCalls()
    field.pressReturn()
    #expect(
      delegate.takeCalls() == [.shouldReturn, .shouldChangeText(range: 0..<0, replacement: "\n")])
    #expect(field.text == "")
  }

  @Test func aDelegateCanMakeReturnCloseTheField() {
    let (field, delegate) = makeField()
    delegate.onCall = { call, view in
      if call == .shouldReturn { view.resignFirstResponder() }
    }
    field.tap()
    field.typeText("done")
    _ = delegate.takeCalls()
    field.pressReturn()
    #expect(delegate.takeCalls() == [.shouldReturn, .shouldEndEditing, .didEndEditing])
    #expect(field.text == "done")
    #expect(!field.isActive)
  }

  @Test func newlinesInTypedTextDoNotAskShouldReturn() {
    let (field, delegate) = makeField()
    field.tap()
    _ = delegate.takeCalls()
    field.typeText("a\nb")
    #expect(
      delegate.takeCalls() == [.shouldChangeText(range: 0..<0, replacement: "a\nb"), .didChange])
    #expect(field.lineCount == 2)
  }

  @Test func tapClearEmptiesTheTextAsAUserEdit() {
    let (field, delegate) = makeField()
    field.tap()
    field.typeText("a\nb")
    _ = delegate.takeCalls()
    field.tapClear()
    #expect(delegate.takeCalls() == [.shouldClear, .didChange])
    #expect(field.text == "")
    #expect(field.height == 43.5)
  }

  @Test func tapClearVetoedKeepsTheText() {
    let (field, delegate) = makeField(.init(shouldClear: false))
    field.tap()
    field.typeText("a")
    _ = delegate.takeCalls()
    field.tapClear()
    #expect(delegate.takeCalls() == [.shouldClear])
    #expect(field.text == "a")
  }

  @Test func tapClearIsANoOpWhenInactiveOrEmpty() {
    let (field, delegate) = makeField()
    field.text = "a"
    field.tapClear()
    field.text = ""
    field.tap()
    _ = delegate.takeCalls()
    field.tapClear()
    #expect(delegate.takeCalls() == [])
  }

  @Test func programmaticTextResizesWithoutCallingTheDelegate() {
    let (field, delegate) = makeField()
    field.text = "1\n2\n3"
    #expect(field.height == 86.5)
    field.text = nil
    #expect(field.height == 43.5)
    #expect(delegate.takeCalls() == [])
  }

  @Test func theDelegateIsHeldWeakly() {
    let field = AreaField()
    do {
      let delegate = RecordingAreaFieldDelegate()
      delegate.attach(to: field)
      #expect(field.delegate != nil)
    }
    #expect(field.delegate == nil)
    #expect(field.becomeFirstResponder())
  }

  @Test func unimplementedDelegateMethodsAllowEverything() {
    let field = AreaField()
    let delegate = SilentDelegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    field.typeText("a")
    field.pressReturn()
    #expect(field.text == "a\n")
    field.tapClear()
    #expect(field.text == "")
    #expect(field.resignFirstResponder())
  }

  @Test func observersSeeTheReturnKeyAsANewlineEdit() {
    let field = AreaField()
    var records: [TransitionRecord<AreaFieldMachine>] = []
    let observation = field.observeTransitions { records.append($0) }
    field.tap()
    field.pressReturn()
    observation.cancel()
    field.pressReturn()
    #expect(
      records.map(\.event) == [
        .beginRequested(allowed: true), .textEdited(.insert("\n"), allowed: true),
      ])
    #expect(records.last?.effects == [.didChangeText])
    #expect(records.last?.after == TextFieldState(focus: .active, text: "\n"))
  }

  @Test func transitionsArriveAsAnAsyncSequence() async {
    let field = AreaField()
    let stream = field.transitions
    field.tap()
    field.isEnabled = false
    var iterator = stream.makeAsyncIterator()
    _ = await iterator.next()
    let second = await iterator.next()
    #expect(second?.event == .enabledChanged(false))
    #expect(second?.effects == [.didEndEditing])
  }

  @Test func sendReturnsTheMachineEffects() {
    let (field, delegate) = makeField()
    #expect(field.send(.beginRequested(allowed: true)) == [.didBeginEditing])
    #expect(field.send(.textEdited(.insert("x"), allowed: true)) == [.didChangeText])
    #expect(delegate.takeCalls() == [.didBeginEditing, .didChange])
  }
}
