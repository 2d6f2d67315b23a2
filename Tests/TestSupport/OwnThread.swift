import Foundation

/// Runs long CPU-bound work (a fuzz run) on a thread of its own and waits for it without
/// blocking. Swift Testing runs tests on the few shared threads of Swift concurrency (two on
/// a two-core machine); a test that computes on one for a minute starves the async tests
/// beside it, such as those whose loopback server runs on those threads.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
