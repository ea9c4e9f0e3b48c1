// A sign-up form of all four field kinds in the terminal, drawn from the library's state.
//
// In a terminal: `swift run terminal-form` (raw mode, restored on exit and on Ctrl-C; redrawn
// when the terminal is resized). Exits 130 after Ctrl-C, as an interrupted program does.
// Piped: `swift run terminal-form < Examples/terminal-form/input.txt` prints every frame, plain
// when NO_COLOR is set or stdout is not a terminal, and exits 0 at the end of the input.
import Foundation

let mode = ColorMode.detect(
  environment: ProcessInfo.processInfo.environment, isOutputTerminal: Terminal.isOutputInteractive)
if Terminal.isInputInteractive {
  let app = TerminalFormApp(now: Date())
  guard await TerminalSession.runInteractive(app, mode: mode) else {
    FileHandle.standardError.write(
      Data("terminal-form: cannot switch the terminal to raw mode\n".utf8))
    exit(1)
  }
  exit(app.exitStatus)
} else {
  let app = TerminalFormApp(now: TerminalFormApp.fixedNow)
  await TerminalSession.runPiped(app, bytes: Terminal.readToEnd(), mode: mode) {
    Terminal.writeOut($0)
  }
  exit(app.exitStatus)
}
