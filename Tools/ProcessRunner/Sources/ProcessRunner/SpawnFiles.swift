// posix_spawn's file actions and attributes for one child: its standard streams, its
// working directory, a process group of its own, default signal handling and no blocked
// signals (a server ignores SIGPIPE and its threads may block signals; a child must not
// inherit either).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSpawn

/// The file actions and attributes of one `posix_spawn`.
struct SpawnFiles {
    #if canImport(Glibc)
    private var actions = posix_spawn_file_actions_t()
    private var attributes = posix_spawnattr_t()
    #else
    private var actions: posix_spawn_file_actions_t?
    private var attributes: posix_spawnattr_t?
    #endif

    init() {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        let flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
    }

    /// Opens `path` as the child's descriptor `descriptor`.
    mutating func open(_ descriptor: Int32, _ path: String, _ flags: Int32) {
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
    }

    /// Makes the child's `target` a copy of `source`.
    mutating func duplicate(_ source: Int32, to target: Int32) {
        posix_spawn_file_actions_adddup2(&actions, source, target)
    }

    /// Changes the child's working directory to `path`; returns 0 or an errno value.
    mutating func changeDirectory(to path: String) -> Int32 {
        cspawn_add_chdir(&actions, path)
    }

    /// Spawns `program` (looked up in `PATH` when it has no `/`); returns 0 or an errno value.
    mutating func spawn(_ pid: inout pid_t, _ program: String, _ argv: [UnsafeMutablePointer<CChar>?],
                        _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        argv.withUnsafeBufferPointer { arguments in
            posix_spawnp(&pid, program, &actions, &attributes, arguments.baseAddress!, envp)
        }
    }

    /// Frees the actions and attributes.
    mutating func destroy() {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }
}
