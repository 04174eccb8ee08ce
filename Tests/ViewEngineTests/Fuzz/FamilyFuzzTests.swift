import Foundation
import Testing
import ViewEngine
import TestSupport

/// The identity fuzzer's trees and invariants, reaching the families it did not: sheets,
/// full-screen covers and alerts presented and dismissed (a tap, `host.dismiss()`, the
/// binding written from code), a navigation stack pushed and popped (a tap, `host.back()`,
/// the path written from code), `@Published` counters of an `ObservableObject` shown
/// through `@ObservedObject` and observed by `onChange`, and lists edited by
/// `host.delete` and `host.move` (`onDelete`, `onMove`). After every event the runner
/// checks what `IdentityFuzzTests` lists: every appearance paired with at most one
/// disappearance and exactly the views on screen live, nothing of a gone view running
/// (also after the host is released), each observer firing once per change, the
/// registry holding exactly the controls on screen, and `render()` equal to the
/// rendering computed from the tree and the script — a sheet's content after its
/// button, only the top screen of a stack, a covered screen keeping its state.
///
/// Each run checks 100 regression seeds and 150 fresh ones (`FUZZ_SEED`, `FUZZ_BASE`,
/// `FUZZ_CASES` and `FUZZ_TRACE` work as for the identity fuzzer).
@MainActor
@Suite("Family fuzzer: presentation, navigation, Combine, list editing")
struct FamilyFuzzTests {
    static var options: FuzzOptions {
        var options = IdentityFuzzTests.options
        options.families = true
        return options
    }

    static let regressionSeeds: ClosedRange<UInt64> = 1...100

    @Test(.enabled(if: IdentityFuzzTests.replayedSeed == nil, "FUZZ_SEED runs one seed, in freshSeedsKeepTheInvariants"))
    func regressionSeedsKeepTheInvariants() async {
        await IdentityFuzzTests.check(seeds: Array(Self.regressionSeeds), options: Self.options, fuzzer: "family fuzzer")
    }

    @Test func freshSeedsKeepTheInvariants() async {
        await IdentityFuzzTests.checkFreshSeeds(options: Self.options, count: 150, fuzzer: "family fuzzer")
    }

    /// The generated trees reach every family: over the regression seeds, each kind of
    /// node and each driver call of the families occurs.
    @Test func theSeedsReachEveryFamily() {
        var kinds = Set<String>()
        var events = Set<String>()
        for seed in Self.regressionSeeds {
            let fuzzCase = FuzzCase.generate(seed: seed, options: Self.options)
            for node in fuzzCase.tree.allNodes {
                switch node.kind {
                case .published: kinds.insert("published")
                case .editableList: kinds.insert("editableList")
                case .presenter(let style, _): kinds.insert(style.rawValue)
                case .navigation: kinds.insert("navigation")
                default: break
                }
            }
            for event in fuzzCase.events {
                switch event {
                case .delete: events.insert("delete")
                case .moveRow: events.insert("move")
                case .dismiss: events.insert("dismiss")
                case .back: events.insert("back")
                case .mutate(.publish, _): events.insert("publish")
                case .mutate(.push, _), .mutate(.pop, _), .mutate(.setPath, _): events.insert("path edit")
                default: break
                }
            }
        }
        #expect(kinds.sorted() == ["Alert", "FullScreenCover", "Sheet", "editableList", "navigation", "published"])
        #expect(events.sorted() == ["back", "delete", "dismiss", "move", "path edit", "publish"])
    }
}
