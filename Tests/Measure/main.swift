// A test tool, not part of MotionLab: runs one program and reports its exit, wall time and
// peak memory, for tests that hold a limit on them.
//
//   motionlab-measure SECONDS PROGRAM [ARGUMENTS…]
//
// Prints "exit CODE" or "signal NUMBER", then "seconds S" and "peak BYTES", one per line;
// the program's stdout is discarded and its stderr passed through. After SECONDS it is
// killed. Why a separate process: Linux counts, in a child's peak memory, the memory of the
// process that started it (exec records the old address space's high-water mark), so a
// large test process would inflate every child it measures. This one is small.
import Foundation

let args = CommandLine.arguments
guard args.count >= 3, let limit = Double(args[1]) else {
    FileHandle.standardError.write(Data("usage: motionlab-measure SECONDS PROGRAM [ARGUMENTS…]\n".utf8))
    exit(2)
}
var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
let argv = args.dropFirst(2).map { strdup($0) } + [nil]
var pid: pid_t = 0
let start = Date()
let code = posix_spawn(&pid, args[2], &actions, nil, argv, environ)
guard code == 0 else {
    FileHandle.standardError.write(Data("motionlab-measure: cannot start \(args[2]): \(String(cString: strerror(code)))\n".utf8))
    exit(2)
}
let child = pid
let killer = DispatchWorkItem { kill(child, SIGKILL) }
DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: killer)
var status: Int32 = 0
var usage = rusage()
while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
killer.cancel()
// WIFEXITED and WTERMSIG, spelled out: the macros are not imported into Swift.
let signalled = status & 0x7F
print(signalled == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(signalled)")
print("seconds \(Date().timeIntervalSince(start))")
print("peak \(Int(usage.ru_maxrss) * 1024)")
// CPU time (user and system): what the work cost, whatever else the machine was doing.
let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
print("cpu \(cpu)")
