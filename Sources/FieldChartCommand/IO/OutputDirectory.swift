import FieldChartRendering

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `chart --output` files, saying in one line why it cannot: the path is a file, a
/// parent cannot be created, a file cannot be written or the disk is full.
enum OutputDirectory {
  /// Writes `files` into `directory`, creating it and its parents.
  static func write(_ files: [GeneratedFile], into directory: String) throws(CommandError) {
    try create(directory)
    for file in files {
      let path = directory.hasSuffix("/") ? directory + file.path : directory + "/" + file.path
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else {
        throw .failure("cannot write '\(path)': \(SystemError.describe(errno))")
      }
      let failure = TerminalIO.write(file.contents, to: descriptor)
      let closed = close(descriptor) == 0 ? nil : errno
      if let failure = failure ?? closed {
        throw .failure("cannot write '\(path)': \(SystemError.describe(failure))")
      }
    }
  }

  /// Creates `directory` and its missing parents, as `mkdir -p`.
  static func create(_ directory: String) throws(CommandError) {
    var path = directory.hasPrefix("/") ? "/" : ""
    for component in directory.split(separator: "/") {
      path += (path.isEmpty || path.hasSuffix("/") ? "" : "/") + component
      var status = stat()
      if stat(path, &status) == 0 {
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
          throw .failure(
            "cannot write into '\(directory)': '\(path)' is a file, not a directory")
        }
        continue
      }
      guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
        throw .failure(
          "cannot write into '\(directory)': cannot create '\(path)': "
            + SystemError.describe(errno))
      }
    }
  }
}
