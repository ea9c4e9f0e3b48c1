import Foundation
import Testing

/// The built `fieldchart` never dies by a signal: write failures, closed streams, a reader
/// that stops early and bad files each end the process with an exit code and at most one line.
///
/// Charts are drawn from the date machine, the quickest to derive: each run is a fresh process
/// that derives its chart again, and what is tested is the writing, the same for every chart.
@Suite struct BinaryFailureTests {
  /// Runs `command` with `$F` set to the binary, through `/bin/sh`.
  private func shell(_ command: String) throws -> (status: Int32, stdout: String, stderr: String) {
    let fieldchart = try #require(EndToEndTests.binary(), "fieldchart was not built")
    return TestSupport.run("/bin/sh", ["-c", "F='\(fieldchart)'; \(command)"])
  }

  @Test(arguments: [
    "\"$F\" chart date > /dev/full",
    "\"$F\" help list > /dev/full",
    "\"$F\" --help > /dev/full",
    "\"$F\" --version > /dev/full",
    "printf 'tap\\n' | \"$F\" simulate entry --json > /dev/full",
  ])
  func aFullDiskIsReported(_ command: String) throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let result = try shell(command)
    #expect(result.status == 1, "\(command): \(result.status)")
    #expect(result.stderr == "Error: cannot write to standard output: No space left on device\n")
  }

  @Test func aClosedStandardOutputIsReported() throws {
    // `help`, not `list`: a closed stream is met by the first write whatever the command, and
    // `list` derives every chart first (seconds in a debug build).
    let result = try shell("\"$F\" help >&-")
    #expect(result.status == 1)
    #expect(result.stderr == "Error: cannot write to standard output: Bad file descriptor\n")
  }

  @Test func errorsIntoAFullStandardErrorExitOne() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    for command in ["\"$F\" nosuch 2>/dev/full", "\"$F\" chart date >&- 2>/dev/full"] {
      let result = try shell(command)
      #expect(result.status == 1, "\(command): \(result.status)")
    }
  }

  /// The output (a megabyte of JSON lines, written line by line) is far larger than a pipe
  /// holds, so the writes after `head` exits fail with EPIPE whatever the timing.
  @Test func aReaderThatStopsEarlyEndsTheProgramQuietly() throws {
    let result = try shell(
      "(yes tap | head -n 5000 | \"$F\" simulate entry --json; echo \"exit $?\" >&2) | head -c 10")
    #expect(result.stdout.count == 10)
    #expect(result.stderr == "exit 0\n")
  }

  @Test func badScriptFilesSayWhy() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let locked = directory.appendingPathComponent("locked.txt").path
    try "tap\n".write(toFile: locked, atomically: true, encoding: .utf8)
    chmod(locked, 0)
    let binary = directory.appendingPathComponent("binary.txt").path
    try Data([0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: binary))
    var cases = [
      ("nosuchfile", "No such file or directory"),
      (directory.path, "it is a directory, not a file"),
      (binary, "it is not UTF-8 text"),
    ]
    if getuid() != 0 { cases.append((locked, "Permission denied")) }
    for (path, reason) in cases {
      let result = try shell("\"$F\" simulate picker '\(path)'")
      #expect(result.status == 1)
      #expect(result.stderr == "Error: cannot read the script file '\(path)': \(reason)\n")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func unreadableStandardInputSaysWhy() throws {
    let directory = try shell("\"$F\" simulate entry < /tmp")
    #expect(directory.status == 1)
    #expect(directory.stderr == "Error: cannot read standard input: it is a directory\n")
    let closed = try shell("\"$F\" simulate entry <&-")
    #expect(closed.status == 1)
    #expect(closed.stderr == "Error: cannot read standard input: Bad file descriptor\n")
  }

  @Test func anExistingFileGivenToOutputSaysSo() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("taken").path
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    for output in [file, file + "/inner"] {
      let result = try shell("\"$F\" chart all --output '\(output)'")
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "Error: cannot write into '\(output)': '\(file)' is a file, not a directory\n")
    }
    let written = try shell("\"$F\" chart date --format dot --output '\(directory.path)/a/b'")
    #expect(written.status == 0, "\(written.stderr)")
    #expect(FileManager.default.fileExists(atPath: directory.path + "/a/b/DateFieldMachine.dot"))
  }
}
