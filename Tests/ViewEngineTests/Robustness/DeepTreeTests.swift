import Testing
import ViewEngine
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deep trees never end in a signal: a tree deeper than the stack can hold is mounted
/// down to the depth the stack allows, and the rest is refused with a diagnostic; the
/// host stays usable, updates and unmounts. A tree the stack certainly holds mounts
/// whole, without a diagnostic.
@MainActor
struct DeepTreeTests {
    /// One level: a custom view with a `VStack` and two modifiers around the next level.
    struct Level: View {
        let depth: Int
        let leaf: Int
        var body: some View {
            VStack {
                if depth == 0 {
                    Text("leaf \(leaf)")
                } else {
                    Level(depth: depth - 1, leaf: leaf)
                }
            }
            .onAppear {}
            .id(0)
        }
    }

    struct Top: View {
        let depth: Int
        @State var leaf = 0
        var body: some View {
            VStack {
                Button("deeper") { leaf += 1 }
                Level(depth: depth, leaf: leaf)
            }
        }
    }

    /// The main thread's stack limit (`ulimit -s`) in bytes, or `nil` when unlimited.
    nonisolated static var stackLimit: Int? {
        var limit = rlimit()
#if canImport(Glibc)
        guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 else { return nil }
#else
        guard getrlimit(RLIMIT_STACK, &limit) == 0 else { return nil }
#endif
        return limit.rlim_cur >= rlim_t(Int.max) ? nil : Int(limit.rlim_cur)   // RLIM_INFINITY is all ones
    }

    /// A depth that no stack of the process's limit can hold: every level takes more
    /// than 1 KiB (the cheapest measured, a release build, takes about 3.7 KiB; a debug
    /// build 8–9 KiB).
    static var unmountableDepth: Int { max(10_000, (stackLimit ?? 0) / 1024 + 1) }

    /// 100 levels take under 1 MiB in a debug build (8–9 KiB a level), an eighth of the
    /// default 8 MiB stack: refusing them would be a regression (with `ulimit -s 400` the
    /// engine refuses them, and this test fails).
    static let shallowDepth = 100

    @Test func aShallowTreeMountsUpdatesAndUnmounts() throws {
        var host: ViewHost<Top>? = ViewHost(testing: Top(depth: Self.shallowDepth))
        #expect(host!.diagnostics.isEmpty)
        #expect(host!.render().hasSuffix("Text \"leaf 0\""))
        try host!.tap("deeper")
        #expect(host!.render().hasSuffix("Text \"leaf 1\""))
        #expect(host!.diagnostics.isEmpty)
        host = nil
    }

    @Test(.enabled(if: stackLimit != nil, "the stack is unlimited: no depth is certainly too deep"))
    func aTreeDeeperThanTheStackIsRefusedWithADiagnostic() throws {
        var host: ViewHost<Top>? = ViewHost(testing: Top(depth: Self.unmountableDepth))
        let refused = host!.diagnostics
        #expect(refused.count == 1)
        #expect(refused.first?.kind == .treeTooDeep)
        #expect(refused.first?.message.hasPrefix("View tree too deep: ") == true)
        #expect(host!.render().hasSuffix("(not mounted: too deep)"))
        try host!.tap("deeper")
        #expect(host!.render().hasSuffix("(not mounted: too deep)"))
        #expect(host!.diagnostics.map(\.kind) == [.treeTooDeep, .treeTooDeep])
        host = nil
    }

    /// The same depth built without custom views: `VStack` in `AnyView`, two modifiers
    /// per level.
    static func chain(depth: Int) -> AnyView {
        var view = AnyView(Text("leaf"))
        for level in 0..<depth {
            let inner = view
            view = AnyView(VStack { inner }.onAppear {}.id(level))
        }
        return view
    }

    @Test func aShallowChainOfPrimitivesMounts() {
        let host = ViewHost(testing: Self.chain(depth: Self.shallowDepth))
        #expect(host.diagnostics.isEmpty)
        #expect(host.render().hasSuffix("Text \"leaf\""))
    }

    @Test(.enabled(if: stackLimit != nil, "the stack is unlimited: no depth is certainly too deep"))
    func aChainOfPrimitivesDeeperThanTheStackIsRefusedWithADiagnostic() {
        var host: ViewHost<AnyView>? = ViewHost(testing: Self.chain(depth: Self.unmountableDepth))
        #expect(host!.diagnostics.map(\.kind) == [.treeTooDeep])
        #expect(host!.render().hasSuffix("(not mounted: too deep)"))
        host!.root = Self.chain(depth: Self.unmountableDepth)
        #expect(host!.diagnostics.map(\.kind) == [.treeTooDeep, .treeTooDeep])
        host = nil
    }
}
