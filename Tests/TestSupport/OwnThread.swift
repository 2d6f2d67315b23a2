import Foundation

/// Runs long CPU-bound work (a fuzz run) on a thread of its own and waits for it without
/// blocking, one such run at a time across the whole test process.
///
/// Swift Testing runs tests on the few shared threads of Swift concurrency (two on a
/// two-core machine). A test that computes on one of them for a minute starves the async
/// tests beside it, such as those whose loopback server runs on those threads; ten fuzz
/// runs on threads of their own at once starve everything else instead. So each runs on
/// its own thread, and they take turns, leaving the other core to the rest.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await offPool {
        heavyWorkTurn.wait()
        defer { heavyWorkTurn.signal() }
        return try work()
    }
}

/// Runs work that blocks (waits for a child process, sleeps, waits on a lock) on a thread
/// of its own, and awaits it without holding one of Swift concurrency's shared threads, so
/// the quick tests beside it never queue behind the wait.
public func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// One long CPU-bound run at a time.
private let heavyWorkTurn = DispatchSemaphore(value: 1)
