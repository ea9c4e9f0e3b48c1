import FieldCharts
import FieldMachines
import Foundation

/// Helpers shared by the chart tests.
enum TestSupport {
  /// The package's root directory, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The short names of every machine in the catalog, as test arguments.
  static var machineNames: [String] { ChartCatalog.machines.map { $0.chartName } }

  /// The short names of the field machines: those `fieldchart simulate` runs on a real field.
  /// The form's chart has no field to replay on, and its normalised flags and counters leave
  /// few exact steps for transition-cover paths; its own tests check it against real forms, and
  /// the outside tools replay its exports on those paths and a random walk.
  static var fieldMachineNames: [String] { machineNames.filter { $0 != "form" } }

  /// Whether `command` is found on the `PATH`.
  static func isInstalled(_ command: String) -> Bool {
    run("/bin/sh", ["-c", "command -v \(command)"]).status == 0
  }

  /// The Python modules of the outside tools that `python3` on the `PATH` can import, found by
  /// one launch of Python for all of them (the tests' conditions are evaluated while the run is
  /// planned, before anything is printed).
  static let importablePythonModules: Set<String> = {
    let modules = [
      "statemachine.io.scxml.processor", "xstate.machine", "xstate_statemachine.sync_interpreter",
    ]
    let script = """
      import importlib, sys
      for name in sys.argv[1:]:
          try:
              importlib.import_module(name)
              print(name)
          except Exception:
              pass
      """
    let result = run("/usr/bin/env", ["python3", "-c", script] + modules)
    guard result.status == 0 else { return [] }
    return Set(result.stdout.split(separator: "\n").map(String.init))
  }()

  /// Runs `executable` with `arguments`, feeding `input`, and returns its exit status and output.
  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], input: String = ""
  ) -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do {
      try process.run()
    } catch {
      return (-1, "", "cannot run \(executable): \(error)")
    }
    let group = DispatchGroup()
    nonisolated(unsafe) var output = Data()
    nonisolated(unsafe) var errors = Data()
    group.enter()
    DispatchQueue.global().async {
      output = stdout.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errors = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldchart-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
