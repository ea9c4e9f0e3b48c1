#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has run, in nanoseconds: what fieldbench times its loops
/// with, so a run on a machine shared with other work counts the cycles the loop spent, not the
/// time it waited for a core. (Caches shared with other work still cost what they cost.)
enum ThreadCPUTime {
  /// The calling thread's CPU time so far, in nanoseconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  /// The thread CPU time `body` takes, in nanoseconds, with its result.
  static func measure<T>(_ body: () throws -> T) rethrows -> (nanoseconds: Double, result: T) {
    let start = now()
    let result = try body()
    return (now() - start, result)
  }
}
