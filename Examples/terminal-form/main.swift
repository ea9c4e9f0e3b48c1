// A sign-up form of all four field kinds in the terminal, drawn from the library's state.
//
// In a terminal: `swift run terminal-form` (raw mode, restored on exit and on Ctrl-C).
// Piped: `swift run terminal-form < Examples/terminal-form/input.txt` prints every frame, plain
// when NO_COLOR is set or stdout is not a terminal, and exits 0 at the end of the input.
import Foundation

/// The date the piped run's clock reads, so its frames are the same on every machine.
let fixedNow = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15 15:06:40 UTC

let mode = ColorMode.detect(
  environment: ProcessInfo.processInfo.environment, isOutputTerminal: Terminal.isOutputInteractive)
if Terminal.isInputInteractive {
  let app = TerminalFormApp(now: Date())
  _ = await TerminalSession.runInteractive(app, mode: mode)
} else {
  let app = TerminalFormApp(now: fixedNow)
  await TerminalSession.runPiped(app, bytes: Terminal.readToEnd(), mode: mode) {
    Terminal.writeOut($0)
  }
}
