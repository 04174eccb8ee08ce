import Foundation
import Testing
@testable import PreviewServer

/// "building…" with how far the build has got: SwiftPM's `[done/total] step` lines, read
/// from its output in whatever pieces it comes.
@Suite("The page while a build runs: its progress")
struct BuildProgressTests {
    @Test func aStepLineIsReadAndOtherLinesAreNot() {
        #expect(BuildProgress(line: "[12/345] Compiling ViewEngine Text.swift")
            == BuildProgress(done: 12, total: 345, step: "Compiling ViewEngine Text.swift"))
        #expect(BuildProgress(line: "[1/1] Planning build\r") == BuildProgress(done: 1, total: 1, step: "Planning build"))
        #expect(BuildProgress(line: "Building for debugging...") == nil)
        #expect(BuildProgress(line: "[x/2] Compiling") == nil)
        #expect(BuildProgress(line: "[3/2] Compiling") == nil)
        #expect(BuildProgress(line: "[/] Compiling") == nil)
        #expect(BuildProgress(line: "[12/345 Compiling") == nil)
    }

    @Test func linesSplitAcrossPiecesAreReadWhole() {
        let steps = Steps()
        let reader = BuildProgressReader { steps.add($0) }
        for piece in ["Building for debugging...\n[1/3] Comp", "iling App View.swift\n[2/3] Emitting", " module App\n[3/3] Link", "ing App\n"] {
            reader.read(Array(piece.utf8))
        }
        #expect(steps.all == [
            BuildProgress(done: 1, total: 3, step: "Compiling App View.swift"),
            BuildProgress(done: 2, total: 3, step: "Emitting module App"),
            BuildProgress(done: 3, total: 3, step: "Linking App"),
        ])
    }
}

/// The steps a reader reported, in order.
///
/// Invariant (`@unchecked Sendable`): `steps` is read and written only under `lock`.
private final class Steps: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [BuildProgress] = []

    func add(_ step: BuildProgress) { lock.withLock { steps.append(step) } }
    var all: [BuildProgress] { lock.withLock { steps } }
}
