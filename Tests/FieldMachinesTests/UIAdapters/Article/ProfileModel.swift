import FieldMachines
import Observation

/// The fields of a profile screen.
enum ProfileKey: CaseIterable, Hashable, Sendable {
  case name, bio
}

/// A screen's model on the main actor: the form, its fields, and the delegate of the name
/// field, through an isolated conformance.
@MainActor @Observable
final class ProfileModel {
  let form: Form<ProfileKey>
  let name = EntryField(placeholder: "Name")
  let bio = AreaField(placeholder: "Bio")
  private(set) var saved: [ProfileKey: FormValue]?

  init() {
    form = Form()
    form.add(name, for: .name)
    form.add(bio, for: .bio)
    form.setRules([.required(), .maxLength(30)], for: .name)
    form.setDisplayPolicy(.immediately, for: .name)
    name.delegate = self
  }

  func save() async {
    if case .submitted(let values) = await form.submit() { saved = values }
  }
}

extension ProfileModel: @MainActor EntryFieldDelegate {
  func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool {
    !text.contains("\n")
  }
}
