import FieldMachines
import Foundation
import Testing

/// Keeps "Using FieldMachines with SwiftUI and UIKit" honest: the parts of its code that build
/// without SwiftUI or UIKit do what the article says. (That the article shows these files
/// verbatim is checked with the other articles' code by `ArticleCodeTests`.)
@Suite @MainActor struct UIAdaptersArticleTests {
  @Test func theBridgeTurnsControlEditsIntoUserActions() {
    let field = EntryField(placeholder: "Name")
    var edits: [TextEdit] = []
    let observation = field.observeTransitions { record in
      if case .textEdited(let edit, allowed: true) = record.event { edits.append(edit) }
    }
    let bridge = EntryFieldBridge(field: field)
    #expect(bridge.focusChanged(to: true))
    bridge.userChanged(to: "A")
    bridge.userChanged(to: "Ada")
    bridge.userChanged(to: "Ad")
    bridge.userChanged(to: "Grace")
    bridge.userChanged(to: "Grace")
    #expect(edits == [.insert("A"), .insert("da"), .deleteBackward, .replaceAll("Grace")])
    #expect(bridge.text == "Grace")
    #expect(bridge.focusChanged(to: false))
    #expect(!field.isActive)
    observation.cancel()
  }

  @Test func theModelIsTheNameFieldsMainActorDelegate() async {
    let model = ProfileModel()
    #expect(model.form.isolation === MainActor.shared)
    let name = EntryFieldBridge(field: model.name)
    name.focusChanged(to: true)
    name.userChanged(to: "Ada\nLovelace")
    #expect(model.name.text == "", "the delegate refuses a line break")
    name.userChanged(to: "Ada")
    await model.save()
    #expect(model.saved == [.name: .text("Ada"), .bio: .text("")])
  }

  @Test func theLoopRedrawsAfterAChange() async {
    let field = EntryField(placeholder: "Name")
    let log = RedrawLog()
    let loop = ObservationLoop { log.shown.append(field.text ?? "") }
    #expect(log.shown == [""])
    field.text = "Ada"
    for _ in 0..<10_000 where log.shown.count < 2 { await Task.yield() }
    #expect(log.shown == ["", "Ada"])
    loop.cancel()
    field.text = "Grace"
    for _ in 0..<100 { await Task.yield() }
    #expect(log.shown == ["", "Ada"], "a cancelled loop draws no more")
  }
}
