import FieldMachines
import Testing

@Suite struct EffectsTests {
  @Test(arguments: 0...7)
  func appendedEffectsKeepTheirOrderAtEveryLength(count: Int) {
    var effects = Effects<Int>()
    for value in 0..<count { effects.append(value * 10) }
    #expect(effects.count == count)
    #expect(Array(effects) == (0..<count).map { $0 * 10 })
    #expect(effects.description == (0..<count).map { $0 * 10 }.description)
  }

  @Test func equalListsAreEqualAndHashAlikeHoweverTheyWereBuilt() {
    var appended = Effects<String>()
    for effect in ["a", "b", "c", "d", "e"] { appended.append(effect) }
    var combined: Effects<String> = ["a", "b"]
    combined.append(contentsOf: ["c", "d", "e"])
    #expect(appended == combined)
    #expect(Set([appended, combined]).count == 1)
    #expect(appended != ["a", "b", "c", "d"])
    #expect(Effects<String>() == [])
  }

  /// `hasSameEffects(as:)`, the comparison the testing kit's laws use, answers as `==` does for
  /// lists of every length, equal ones and ones that differ at any one place or in length.
  @Test(arguments: 0...6)
  func hasSameEffectsAgreesWithEquality(count: Int) {
    let list = Self.effects((0..<count).map { "e\($0)" })
    let others =
      [list, Self.effects((0..<(count + 1)).map { "e\($0)" })]
      + (0..<count).map { changed in
        Self.effects((0..<count).map { $0 == changed ? "x" : "e\($0)" })
      }
    for other in others {
      #expect(list.hasSameEffects(as: other) == (list == other), "\(list) against \(other)")
      #expect(other.hasSameEffects(as: list) == (other == list), "\(other) against \(list)")
    }
    #expect(list.hasSameEffects(as: list))
  }

  private static func effects(_ values: [String]) -> Effects<String> {
    var effects = Effects<String>()
    for value in values { effects.append(value) }
    return effects
  }
}
