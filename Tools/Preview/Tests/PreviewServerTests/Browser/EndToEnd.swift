import Foundation
import Testing

/// The tests that start servers (and browsers): one at a time, since they build the same
/// packages and measure times on a shared machine. The tests on the lab's previews share
/// one server (``SharedLabServer``): it builds the lab and its agent once, not once a test.
@Suite(.serialized, SharedLabServer())
enum EndToEnd {}

extension Trait where Self == ConditionTrait {
    /// Skips a test that needs a browser when Debian's Chromium or its driver is missing,
    /// with the command that installs them as the reason shown.
    static var needsChromium: Self {
        .enabled(if: WebDriver.isInstalled,
                 "Skipped: chromium and chromedriver are not installed (apt-get install -y chromium chromium-driver)")
    }
}

/// One `onchange-preview` on the repository's root (the lab), for every end-to-end test that
/// needs no option of its own: started by the first test that asks for it, stopped when the
/// last test of the suite has run (so a run of one test starts it too, and a run without a
/// browser never does).
struct SharedLabServer: SuiteTrait, TestScoping {
    /// Once, around the whole suite.
    var isRecursive: Bool { false }

    /// The server of the suite running now.
    @TaskLocal static var current: Holder?

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let holder = Holder()
        do {
            try await SharedLabServer.$current.withValue(holder) { try await function() }
        } catch {
            await holder.stop()
            throw error
        }
        await holder.stop()
    }

    /// The server, once started.
    final class Holder: @unchecked Sendable {
        // The lock guards `server`.
        private let lock = NSLock()
        private var server: ServerProcess?

        /// The server, started on the first call.
        func get() throws -> ServerProcess {
            try lock.withLock {
                if let server, server.isRunning { return server }
                let started = try ServerProcess(["--package", ServerProcess.repository.path])
                server = started
                return started
            }
        }

        func stop() async {
            let running = lock.withLock { server }
            await running?.stop()
        }
    }
}
