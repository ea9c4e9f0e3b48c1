/// What changed between two lists of layout rows, each row named by a small dense integer
/// (a form's slot, or a number given to each key) instead of a key: the work behind
/// ``FormLayout/changes(to:)`` and ``Form/changeSet(spacing:performing:)``.
///
/// It hashes nothing: with every identity below `identityCount`, it marks identities in two
/// arrays, so it is linear in the rows and runs specialised whatever the form's `Key` type.
/// An identity listed twice in the old rows is read at its first row, as a dictionary built
/// in order would keep it.
struct LayoutRowDiff {
  /// The indexes in the old rows of identities no new row has.
  private(set) var removedIndexes: [Int] = []
  /// The indexes in the new rows of identities no old row has.
  private(set) var insertedIndexes: [Int] = []
  /// The indexes in the new rows of identities whose first old row had another height.
  private(set) var resizedIndexes: [Int] = []

  /// Compares `old` with `new`, whose identities are all in `0..<identityCount`.
  init(from old: [Row], to new: [Row], identityCount: Int) {
    var isNew = [Bool](repeating: false, count: identityCount)
    for row in new { isNew[row.identity] = true }
    var isOld = [Bool](repeating: false, count: identityCount)
    var oldHeights = [Double](repeating: 0, count: identityCount)
    for (index, row) in old.enumerated() {
      if !isNew[row.identity] { removedIndexes.append(index) }
      if !isOld[row.identity] {
        isOld[row.identity] = true
        oldHeights[row.identity] = row.height
      }
    }
    for (index, row) in new.enumerated() {
      if !isOld[row.identity] {
        insertedIndexes.append(index)
      } else if oldHeights[row.identity] != row.height {
        resizedIndexes.append(index)
      }
    }
  }
}
