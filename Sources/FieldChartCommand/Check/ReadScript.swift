import FieldMachines

/// Script lines read once for every walk that runs them: each line's text, and the position of
/// its action among the actions read, or -1 for a blank line, a comment or a line that cannot
/// be read (which a walk passes over). The actions are kept apart from the texts, each in its
/// own array, so a step passes its action to the runner from the array, with no optional or
/// result copied out first.
struct ReadScript {
  /// The lines, as written.
  let lines: [String]
  /// The actions of the lines that have one, in order.
  let actions: [ScriptLine]
  /// For each line, the position of its action in ``actions``, or -1.
  let actionPositions: [Int]

  /// `lines`, read.
  init(_ lines: [String]) {
    self.lines = lines
    var actions: [ScriptLine] = []
    var positions: [Int] = []
    for line in lines {
      if let action = try? ScriptLine.command(line) {
        positions.append(actions.count)
        actions.append(action)
      } else {
        positions.append(-1)
      }
    }
    self.actions = actions
    actionPositions = positions
  }
}
