import Foundation
import ProcessRunner
import Testing

/// A command run to its end: what it wrote, how it ended, where and with what it ran.
@Suite("ChildProcess.run: a command run to its end", .timeLimit(.minutes(2)))
struct RunTests {
    @Test func theOutputAndErrorsAreReadTogetherAsWritten() {
        let outcome = ChildProcess.run(["sh", "-c", "echo one; echo two >&2; echo three"])
        #expect(outcome.output == "one\ntwo\nthree\n")
        #expect(outcome.status == 0)
        #expect(outcome.termination == Termination(status: 0, signal: nil))
        #expect(outcome.succeeded)
        #expect(!outcome.timedOut)
    }

    @Test func theExitStatusIsKept() {
        let outcome = ChildProcess.run(["sh", "-c", "exit 3"])
        #expect(outcome.status == 3)
        #expect(!outcome.succeeded)
        #expect(outcome.termination?.description == "exited with status 3")
    }

    @Test func aSignalIsStatusMinusOneAndNamed() {
        let outcome = ChildProcess.run(["sh", "-c", "kill -ILL $$"])
        #expect(outcome.status == -1)
        #expect(outcome.termination == Termination(status: -1, signal: SIGILL))
        #expect(outcome.termination?.description == "was ended by signal 4 (SIGILL, a Swift trap)")
    }

    @Test func theDirectoryAndTheEnvironmentAreTheChilds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("process-runner-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = ChildProcess.run(["/bin/sh", "-c", "pwd; echo \"$GREETING\"; echo \"${HOME:-unset}\""], in: folder.path,
                                       environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"])
        #expect(outcome.output == "\(folder.resolvingSymlinksInPath().path)\nhello\nunset\n")
    }

    @Test func standardInputIsEmpty() {
        #expect(ChildProcess.run(["cat"]).output == "")
    }

    @Test func aProgramThatDoesNotExistIsAnOutcomeNotATrap() {
        let outcome = ChildProcess.run(["no-such-program-here"])
        #expect(outcome.status == -1)
        #expect(outcome.termination == nil)
        #expect(outcome.output == "cannot run no-such-program-here: No such file or directory")
        let inMissingFolder = ChildProcess.run(["sh", "-c", "true"], in: "/nonexistent/folder")
        #expect(inMissingFolder.output == "cannot run sh in /nonexistent/folder: No such file or directory")
    }

    /// The time limit ends the command and what it started (its process group), and keeps
    /// what it wrote before.
    @Test func aTimeLimitEndsTheWholeGroup() {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("process-runner-\(UUID())").path
        let outcome = ChildProcess.run(["sh", "-c", "echo started; (sleep 30; touch \(marker)) & sleep 30"], timeout: 0.5)
        #expect(outcome.timedOut)
        #expect(outcome.status == -1)
        #expect(outcome.termination?.signal == SIGKILL)
        #expect(outcome.output == "started\n")
        // The grandchild was killed with the group: the marker is never written.
        let probe = ChildProcess.run(["sh", "-c", "ps -eo pgid=,args= | grep -c '[s]leep 30; touch \(marker)' || true"])
        #expect(probe.output == "0\n")
    }

    /// A cancelled task interrupts the command as ^C does and waits for its end (the
    /// command loops for ever otherwise: the suite's time limit bounds a hang).
    @Test func aCancelledTaskInterruptsTheCommand() async throws {
        let task = Task {
            try await ChildProcess.run(["sh", "-c", "trap 'echo interrupted; exit 130' INT; echo waiting; while :; do sleep 0.1; done"])
        }
        // Cancelled at once: the handler interrupts it whether or not it has trapped INT yet.
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func anAsyncRunReturnsTheSameOutcome() async throws {
        let outcome = try await ChildProcess.run(["sh", "-c", "echo out; echo err >&2; exit 2"])
        #expect(outcome.output == "out\nerr\n")
        #expect(outcome.status == 2)
    }

    /// The output is told as it is read, in pieces that make up the whole output.
    @Test func theOutputIsToldAsItComes() async throws {
        let pieces = Pieces()
        let outcome = try await ChildProcess.run(["sh", "-c", "echo '[1/2] Compiling'; echo '[2/2] Linking' >&2"]) { pieces.add($0) }
        #expect(outcome.output == "[1/2] Compiling\n[2/2] Linking\n")
        #expect(String(decoding: pieces.all, as: UTF8.self) == outcome.output)
    }

    @Test func findLooksInThePath() {
        #expect(ChildProcess.find("sh", path: "/nonexistent:/bin") == "/bin/sh")
        #expect(ChildProcess.find("no-such-program-here", path: "/bin:/usr/bin") == nil)
    }
}

/// The pieces of output a run told, in order.
///
/// Invariant (`@unchecked Sendable`): `bytes` is read and written only under `lock`.
private final class Pieces: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func add(_ piece: [UInt8]) { lock.withLock { bytes += piece } }
    var all: [UInt8] { lock.withLock { bytes } }
}
