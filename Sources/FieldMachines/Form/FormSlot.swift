/// A field's place in its form: the index its status got when the field was first added.
///
/// The form runs its machine over slots, not over the app's `Key`, so the machine's code is
/// compiled once for this concrete type instead of running generic over a key type from another
/// module (metadata look-ups and value-witness copies on every step). Keys appear only at the
/// form's API: each slot maps to its key through the form's ``FormFieldTable``.
struct FormSlot: Hashable, Sendable, CustomStringConvertible {
  /// The index of the field's status in the form's table.
  var index: Int

  /// The slot at `index`.
  init(_ index: Int) {
    self.index = index
  }

  /// `slot 3`: what the form's own diagnostics print before mapping to a key.
  var description: String { "slot \(index)" }
}
