import Foundation

/// Reads a pipe to its end on a thread of its own.
final class SideReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// The whole of what was read, once the pipe has closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
