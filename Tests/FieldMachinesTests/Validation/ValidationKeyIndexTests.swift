import FieldMachines
import Testing

@Suite struct ValidationKeyIndexTests {
  enum Key: CaseIterable { case first, second, third }

  @Test(
    arguments: [(-1, nil), (0, Key.first), (2, Key.third), (3, nil), (Int.min, nil)]
      as [(Int, Key?)])
  func makeReturnsTheCaseOrNil(index: Int, expected: Key?) {
    #expect(Key.make(index: index) == expected)
  }

  @Test func indexRoundTripsThroughMake() {
    for key in Key.allCases {
      #expect(Key.make(index: key.index()) == key)
    }
    #expect(Key.third.index() == 2)
  }
}
