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
}
