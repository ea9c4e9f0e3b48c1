#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file named on the command line, saying in one line why it cannot: missing,
/// unreadable, a directory, or not UTF-8 text.
enum InputFile {
  /// The contents of the file at `path`, described as `what` (such as "the script file") in a
  /// failure.
  static func read(_ path: String, as what: String) throws(CommandError) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .failure("cannot read \(what) '\(path)': \(SystemError.describe(errno))")
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw .failure("cannot read \(what) '\(path)': it is a directory, not a file")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .failure("cannot read \(what) '\(path)': \(SystemError.describe(errno))")
      }
      bytes += buffer[0..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      throw .failure("cannot read \(what) '\(path)': it is not UTF-8 text")
    }
    return text
  }
}

/// `read(2)` under one name on every platform.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
