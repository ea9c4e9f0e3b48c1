#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The pipe the SIGWINCH handler writes to, so a resize wakes ``Terminal/nextInput()`` like a
/// key does; both ends are -1 until ``Terminal/watchResizes()``. Written before the handler is
/// installed and after it is removed.
nonisolated(unsafe) private var resizePipe: (read: Int32, write: Int32) = (-1, -1)

/// The SIGWINCH handler: one byte into the pipe. `write` is async-signal-safe and the pipe does
/// not block; when it is full a byte is already waiting, which is all a redraw needs.
private func noteResize(_ signal: Int32) {
  var byte: UInt8 = 1
  _ = write(resizePipe.write, &byte, 1)
}

extension Terminal {
  /// Starts turning SIGWINCH into ``TerminalInput/resized`` (the self-pipe trick: a signal
  /// that arrives between two waits is not lost). Returns `false` when no pipe could be made.
  @discardableResult
  static func watchResizes() -> Bool {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    resizePipe = (ends[0], ends[1])
    _ = signal(SIGWINCH) { noteResize($0) }
    return true
  }

  /// Stops watching resizes: SIGWINCH back to its default and the pipe closed.
  static func stopWatchingResizes() {
    guard resizePipe.read >= 0 else { return }
    _ = signal(SIGWINCH, SIG_DFL)
    _ = close(resizePipe.read)
    _ = close(resizePipe.write)
    resizePipe = (-1, -1)
  }

  /// Blocks until bytes arrive on stdin or the terminal is resized.
  static func nextInput() -> TerminalInput {
    while true {
      var waits = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&waits, nfds_t(waits.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .ended
      }
      if waits[1].revents & Int16(POLLIN) != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(resizePipe.read, &drained, drained.count) > 0 {}
        return .resized
      }
      if waits[0].revents != 0 {
        return readChunk().map(TerminalInput.bytes) ?? .ended
      }
    }
  }
}
