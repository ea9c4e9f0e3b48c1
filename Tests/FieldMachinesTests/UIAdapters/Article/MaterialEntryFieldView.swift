#if canImport(SwiftUI)
import FieldMachines
import SwiftUI

/// A Material-style entry field in SwiftUI. The view reads the `@Observable` field, so it
/// redraws after every transition; the control's edits and focus go through the bridge.
struct MaterialEntryFieldView: View {
  let field: EntryField
  @FocusState private var isFocused: Bool

  var body: some View {
    let bridge = EntryFieldBridge(field: field)
    let appearance = field.appearance
    VStack(alignment: .leading, spacing: 4) {
      Text(appearance.title)
        .font(appearance.titlePosition == .up ? .caption : .body)
        .foregroundStyle(color(appearance.titleColor))
      TextField("", text: Binding(get: { bridge.text }, set: { bridge.userChanged(to: $0) }))
        .focused($isFocused)
        .onSubmit { field.pressReturn() }
      Rectangle().frame(height: 1).foregroundStyle(color(appearance.underlineColor))
      if let error = appearance.supportingRow.error.message {
        Text(error).font(.caption).foregroundStyle(color(.errorText))
      }
    }
    .frame(height: CGFloat(field.height), alignment: .top)
    .onChange(of: isFocused) { _, focused in
      bridge.focusChanged(to: focused)
      isFocused = field.isActive
    }
    .onChange(of: field.isActive) { _, active in isFocused = active }
  }

  private func color(_ role: ColorRole) -> Color {
    let rgba = field.palette[role]
    return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
  }
}
#endif
