import Dispatch

/// Where an inbox's work runs: a queue of its own rather than Swift's shared cooperative
/// pool. A headless run blocks its thread while it waits for the work (see
/// `ScriptPlayer`), and that thread may be one of the pool's few; work on its own
/// (overcommitting) queue always has a thread to run on.
final class InboxExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "motionlab.inbox", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
