#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A child process run to its end or to a time limit: the compiler, the package manager,
/// the symbol-graph extractor. Its standard output and error are read together; it runs in a
/// process group of its own, so a time limit ends the compiler jobs it started too.
public enum Subprocess {
    /// What a process did.
    public struct Outcome: Sendable {
        /// Its exit status (-1 when it was ended by a signal or its time limit).
        public var status: Int32
        /// Its standard output and standard error, interleaved.
        public var output: String
        /// Whether it ran past its time limit and was ended.
        public var timedOut: Bool
        /// Seconds it ran.
        public var seconds: Double
    }

    /// Runs `arguments` (the first is looked up in `PATH`), with `timeout` seconds at most.
    public static func run(_ arguments: [String], timeout: Double? = nil) -> Outcome {
        let started = Date()
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return Outcome(status: -1, output: "compat-check: pipe() failed", timedOut: false, seconds: 0) }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            return Outcome(status: -1, output: "compat-check: cannot run \(arguments[0]): \(String(cString: strerror(spawned)))",
                           timedOut: false, seconds: 0)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var timedOut = false
        let deadline = timeout.map { started.addingTimeInterval($0) }
        while true {
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 {
                    timedOut = true
                    kill(-pid, SIGKILL)
                    break
                }
                waitMilliseconds = Int32(min(left * 1000, 60_000)) + 1
            }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, waitMilliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        if timedOut {
            // drain what the killed group had written
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        return Outcome(status: exited && !timedOut ? (status >> 8) & 0xff : -1,
                       output: String(decoding: bytes, as: UTF8.self), timedOut: timedOut,
                       seconds: Date().timeIntervalSince(started))
    }
}
