import Foundation
import ProcessRunner
import Testing

/// A started child: its pipes, its end, the signals sent to it.
@Suite("ChildProcess: a started child and its pipes", .timeLimit(.minutes(2)))
struct ChildProcessTests {
    /// What is written to its input is what it reads; closing the input is its end of file.
    @Test func itsInputAndOutputArePipes() throws {
        let child = try ChildProcess.start(["cat"], input: .pipe, output: .pipe, errors: .pipe)
        try child.input?.write(contentsOf: Data("one line\n".utf8))
        child.closeInput()
        let read = child.output?.readDataToEndOfFile() ?? Data()
        #expect(String(decoding: read, as: UTF8.self) == "one line\n")
        #expect(child.waitUntilExit() == Termination(status: 0, signal: nil))
        #expect(!child.isRunning)
        #expect(child.errors?.readDataToEndOfFile() == Data())
    }

    @Test func itsErrorsCanBeAPipeOfTheirOwn() throws {
        let child = try ChildProcess.start(["sh", "-c", "echo out; echo err >&2"], output: .pipe, errors: .pipe)
        #expect(String(decoding: child.output?.readDataToEndOfFile() ?? Data(), as: UTF8.self) == "out\n")
        #expect(String(decoding: child.errors?.readDataToEndOfFile() ?? Data(), as: UTF8.self) == "err\n")
        child.waitUntilExit()
    }

    /// A signal sent to it ends it; `ended()` reports how, as `waitUntilExit()` does.
    @Test func aSignalEndsItAndTheEndIsReported() async throws {
        let child = try ChildProcess.start(["sleep", "30"], output: .null, errors: .null)
        #expect(child.isRunning)
        child.signal(SIGTERM)
        let termination = await child.ended()
        #expect(termination == Termination(status: -1, signal: SIGTERM))
        #expect(child.termination == termination)
    }

    /// A child does not inherit another child's pipe: when the first child's input is
    /// closed it ends, even though a second child was started while that pipe was open.
    @Test func aPipeIsNotInheritedByAnotherChild() throws {
        let reader = try ChildProcess.start(["cat"], input: .pipe, output: .null, errors: .null)
        let other = try ChildProcess.start(["sleep", "30"], output: .null, errors: .null)
        defer { other.signal(SIGKILL); other.waitUntilExit() }
        reader.closeInput()
        #expect(reader.waitUntilExit() == Termination(status: 0, signal: nil))
    }

    @Test func anEmptyCommandIsAnError() {
        #expect(throws: SpawnError(program: "", code: EINVAL)) { try ChildProcess.start([]) }
    }
}
