import FieldMachines
import Foundation
import Testing

@Suite struct FieldAppearanceDirectionTests {
  @Test(arguments: [
    (FieldAdornment.monetarySymbol, LayoutDirection.leftToRight, PhysicalEdge.left),
    (.monetarySymbol, .rightToLeft, .right),
    (.unit, .leftToRight, .right),
    (.unit, .rightToLeft, .left),
    (.clearButton, .leftToRight, .right),
    (.clearButton, .rightToLeft, .left),
    (.doneButton, .leftToRight, .right),
    (.doneButton, .rightToLeft, .left),
    (.passwordToggle, .leftToRight, .right),
    (.passwordToggle, .rightToLeft, .left),
  ])
  func adornmentsSitAtTheirEdgeForTheDirection(
    adornment: FieldAdornment, direction: LayoutDirection, side: PhysicalEdge
  ) {
    let appearance = FieldAppearance(
      placeholder: "Price", isOptional: false, isHighlighted: true, value: "12",
      error: .none, isEnabled: true, layoutDirection: direction)
    #expect(appearance.side(of: adornment) == side)
  }

  @Test(arguments: [
    (HorizontalEdge.leading, LayoutDirection.leftToRight, PhysicalEdge.left),
    (.leading, .rightToLeft, .right),
    (.trailing, .leftToRight, .right),
    (.trailing, .rightToLeft, .left),
  ])
  func edgesResolve(edge: HorizontalEdge, direction: LayoutDirection, side: PhysicalEdge) {
    #expect(edge.resolved(for: direction) == side)
  }

  @Test func theOldInitialiserStillMeansLeftToRight() {
    let appearance = FieldAppearance(
      placeholder: nil, isOptional: true, isHighlighted: false, value: "", error: .none,
      isEnabled: true)
    #expect(appearance.layoutDirection == .leftToRight)
    #expect(appearance.textStartSide == .left)
    #expect(
      FieldAdornment.allCases.map(appearance.edge(of:)) == [
        .leading, .trailing, .trailing, .trailing, .trailing,
      ])
  }

  @Test func anEdgeCanBeMovedAndStillMirrors() {
    var appearance = FieldAppearance(
      placeholder: nil, isOptional: false, isHighlighted: false, value: "12", error: .none,
      isEnabled: true, layoutDirection: .rightToLeft)
    appearance.monetarySymbolEdge = .trailing
    #expect(appearance.side(of: .monetarySymbol) == .left)
    #expect(appearance.textStartSide == .right)
  }

  @Test func anEntryFieldCarriesItsDirection() {
    let field = EntryField(placeholder: "Weight")
    field.unit = "kg"
    field.isMonetary = true
    field.layoutDirection = .rightToLeft
    field.tap()
    let appearance = field.appearance
    #expect(appearance.layoutDirection == .rightToLeft)
    #expect(appearance.showsMonetarySymbol)
    #expect(appearance.side(of: .monetarySymbol) == .right)
    #expect(appearance.side(of: .unit) == .left)
  }

  @Test func aDateFieldCarriesItsDirection() {
    let field = DateField(now: { Date(timeIntervalSince1970: 0) })
    field.layoutDirection = .rightToLeft
    field.tap()
    #expect(field.appearance.showsDoneButton)
    #expect(field.appearance.side(of: .doneButton) == .left)
    field.tapDone()
    field.isClearable = true
    #expect(field.appearance.showsClearButton)
    #expect(field.appearance.side(of: .clearButton) == .left)
  }

  @Test func anAreaFieldCarriesItsDirection() {
    let field = AreaField(placeholder: "Notes")
    field.layoutDirection = .rightToLeft
    #expect(field.appearance.layoutDirection == .rightToLeft)
    #expect(field.appearance.textStartSide == .right)
  }

  @Test func aPickerFieldCarriesItsDirection() {
    let field = PickerField(data: ["A", "B"])
    #expect(field.appearance.layoutDirection == .leftToRight)
    field.layoutDirection = .rightToLeft
    field.tap()
    #expect(field.appearance.side(of: .doneButton) == .left)
  }
}
