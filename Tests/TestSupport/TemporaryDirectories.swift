import Foundation

/// A fresh empty folder under the temporary directory, removed with everything in it when
/// the test process exits. Tests hand these folders to child processes and to suites that
/// outlive a single test, so they are all removed together at the end, not one by one.
public func makeTemporaryDirectory(_ label: String = "motionlab-test") -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryDirectories.shared.add(url)
    return url
}

/// The folders `makeTemporaryDirectory` made, for removal at exit.
final class TemporaryDirectories: @unchecked Sendable {
    static let shared = TemporaryDirectories()
    private let lock = NSLock()
    private var urls: [URL] = []

    private init() {
        atexit { TemporaryDirectories.shared.removeAll() }
    }

    func add(_ url: URL) {
        lock.withLock { urls.append(url) }
    }

    func removeAll() {
        let all = lock.withLock { () -> [URL] in
            defer { urls.removeAll() }
            return urls
        }
        for url in all { try? FileManager.default.removeItem(at: url) }
    }
}
