import ArgumentParser
import Foundation
import ViewEngine
import Workloads

// Prints the performance goals' ratios, all measured in this one run (the machines are
// shared and noisy: compare ratios, not absolute times). Build in release:
//
//     swift run -c release ratios

let sizes = [100, 1_000, 10_000]

/// Writes a line at once (unbuffered), so a crash loses nothing already measured.
func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

func format(_ value: Double) -> String { String(format: "%.2f", value) }
func row(_ cells: [String]) { emit("| " + cells.joined(separator: " | ") + " |") }

@MainActor
func leaf() throws {
    emit("\n### leaf: one tap among N siblings (goal: N=10000 ≤ 1.5× N=100)\n")
    row(["N", "ns per frame", "× N=100"])
    row(["---", "---", "---"])
    var base = 0.0
    for n in sizes {
        let host = benchmarkHost(LeafWorkload(count: n, counter: Counter()))
        let title = "tap \(n / 2)"
        let time = try medianNanoseconds { try host.tap(title) }
        if n == sizes[0] { base = time }
        row(["\(n)", format(time), format(time / base)])
    }
}

@MainActor
func fanOut() throws {
    emit("\n### fan-out: N observers of one value fire (goal: ≤ 10× the baseline per observer)\n")
    row(["N", "kind", "ns per observer", "baseline ns per observer", "× baseline"])
    row(["---", "---", "---", "---", "---"])
    for n in sizes {
        let baseline = FanOutBaseline(count: n, counter: Counter())
        var next = 0
        let baseTime = medianNanoseconds { next += 1; baseline.change(to: next) } / Double(n)
        for kind in ObserverKind.allCases {
            let host = benchmarkHost(FanOutWorkload(count: n, kind: kind, counter: Counter()))
            let time = try medianNanoseconds(iterations: n >= 10_000 ? 11 : 31) { try host.tap("change") } / Double(n)
            row(["\(n)", kind.rawValue, format(time), format(baseTime), format(time / baseTime)])
        }
    }
}

@MainActor
func deep() throws {
    emit("\n### deep: a chain N views deep\n")
    row(["N", "ns change at bottom", "ns change at top", "top ns per level"])
    row(["---", "---", "---", "---"])
    for n in sizes {
        // About 4 KiB of stack per level when mounting and updating recursively.
        guard n * 4 * 1024 < StackLimit.current else {
            row(["\(n)", "skipped: needs a \(n * 4 / 1024) MiB stack (ulimit -s \(n * 4 + 4096))", "", ""])
            continue
        }
        let host = benchmarkHost(DeepWorkload(depth: n, counter: Counter()))
        let bottom = try medianNanoseconds(iterations: 11) { try host.tap("bottom") }
        let top = try medianNanoseconds(iterations: 11) { try host.tap("top") }
        row(["\(n)", format(bottom), format(top), format(top / Double(n))])
    }
}

@MainActor
func steady() throws {
    emit("\n### steady: N rows re-evaluate, no observed value changes (goal: ≤ 2× without onChange)\n")
    row(["N", "ns with onChange", "ns without", "ratio"])
    row(["---", "---", "---", "---"])
    for n in sizes {
        let with = benchmarkHost(SteadyWorkload(count: n, observes: true, counter: Counter()))
        let without = benchmarkHost(SteadyWorkload(count: n, observes: false, counter: Counter()))
        let (a, b) = try interleavedMedianNanoseconds(iterations: n >= 10_000 ? 11 : 31,
                                                      { try with.tap("tick") }, { try without.tap("tick") })
        row(["\(n)", format(a), format(b), format(a / b)])
    }
}

/// `ratios memory-off`: the memory section with layout off, in a process of its own.
@MainActor
func memoryWithoutLayout() throws { try memory(layout: false) }

@MainActor
func memory() throws { try memory(layout: true) }

@MainActor
func memory(layout: Bool) throws {
    // Each table's hosts stay mounted until the end: memory they freed would be reused by
    // the next table, which would then measure nothing.
    let views = try memoryTable("view with one @State and one onChange", layout: layout) {
        MountWorkload(count: $0, counter: Counter())
    }
    let buttons = try memoryTable("`Button` row with one @State and one onChange", layout: layout) {
        ButtonRowsWorkload(count: $0, counter: Counter())
    }
    withExtendedLifetime((views, buttons)) {}
}

/// The resident bytes per row of the workload `make(N)` makes, mounted by its "toggle";
/// returns the hosts, still mounted.
@MainActor
func memoryTable<W: View>(_ what: String, layout: Bool, _ make: (Int) -> W) throws -> [ViewHost<W>] {
    emit("\n### memory: resident bytes per mounted \(what), layout \(layout ? "on" : "off") (goal ≤ 1024)\n")
    row(["N", "bytes per row"])
    row(["---", "---"])
    // One-time costs (code pages touched for the first time, type caches) are not per
    // view: a small host mounts and unmounts the same views first.
    let warmUp = benchmarkHost(make(1_000), layout: layout)
    try warmUp.tap("toggle")
    try warmUp.tap("toggle")
    // Largest first would hide the smaller ones in reused memory: ascending, each in fresh memory.
    var hosts: [ViewHost<W>] = []
    for n in [10_000, 50_000] {
        let host = benchmarkHost(make(n), layout: layout)
        let before = residentBytes() ?? 0
        try host.tap("toggle")
        let after = residentBytes() ?? 0
        hosts.append(host)
        row(["\(n)", "\((after - before) / n)"])
    }
    return hosts
}

@MainActor
func mount() throws {
    emit("\n### mount: show then hide N views with state, onChange, onAppear, onDisappear\n")
    row(["N", "ns per view (mount + unmount)"])
    row(["---", "---"])
    for n in sizes {
        let host = benchmarkHost(MountWorkload(count: n, counter: Counter()))
        let time = try medianNanoseconds(iterations: 11) {
            try host.tap("toggle")
            try host.tap("toggle")
        } / Double(n)
        row(["\(n)", format(time)])
    }
}

@MainActor
func layout() throws {
    emit("\n### layout: the same frames with layout on and off (goal: a tap on one of 10 000 leaves ≤ 1.5× with layout on)\n")
    row(["work", "N", "ns, layout on", "ns, layout off", "on ÷ off"])
    row(["---", "---", "---", "---", "---"])
    for n in sizes {
        let on = benchmarkHost(LeafWorkload(count: n, counter: Counter()))
        let off = benchmarkHost(LeafWorkload(count: n, counter: Counter()), layout: false)
        let title = "tap \(n / 2)"
        let (a, b) = try interleavedMedianNanoseconds({ try on.tap(title) }, { try off.tap(title) })
        row(["leaf tap", "\(n)", format(a), format(b), format(a / b)])
    }
    for n in sizes {
        let on = benchmarkHost(GrowingLeafWorkload(count: n))
        let off = benchmarkHost(GrowingLeafWorkload(count: n), layout: false)
        let title = "tap \(n / 2)"
        // The title grows and shrinks with each tap: find it by its prefix's current form.
        var taps = 0
        func next() -> String { defer { taps += 1 }; return title + String(repeating: "!", count: (taps / 2) % 3) }
        let (a, b) = try interleavedMedianNanoseconds(iterations: n >= 10_000 ? 11 : 31, { try on.tap(next()) }, { try off.tap(next()) })
        row(["tap that resizes a text", "\(n)", format(a), format(b), format(a / b)])
    }
    emit("\n| first frame (mount + first layout) | N | ns per view, layout on | ns per view, layout off | layout's ns per view |")
    emit("| --- | --- | --- | --- | --- |")
    for (name, n) in [("List of rows", 1_000), ("tree of views", 10_000)] {
        let (a, b) = interleavedMedianNanoseconds(iterations: 11, {
            if name == "List of rows" { _ = benchmarkHost(LayoutListWorkload(count: n)) } else { _ = benchmarkHost(LayoutTreeWorkload(count: n)) }
        }, {
            if name == "List of rows" { _ = benchmarkHost(LayoutListWorkload(count: n), layout: false) } else { _ = benchmarkHost(LayoutTreeWorkload(count: n), layout: false) }
        })
        row([name, "\(n)", format(a / Double(n)), format(b / Double(n)), format((a - b) / Double(n))])
    }
}

@MainActor
func combine() throws {
    emit("\n### combine: a value through map/filter/removeDuplicates to a sink (goal: ≤ 5× the closure chain)\n")
    row(["values per sample", "ns per value", "baseline ns per value", "× baseline"])
    row(["---", "---", "---", "---"])
    let values = 10_000
    let chain = CombineChainWorkload(), baseline = ClosureChainBaseline()
    var next = 0
    let (chainTime, baseTime) = interleavedMedianNanoseconds(iterations: 41, {
        for _ in 0..<values { next &+= 1; chain.send(next / 2) }
    }, {
        for _ in 0..<values { next &+= 1; baseline.send(next / 2) }
    })
    precondition(chain.sum != 0 && baseline.sum != 0)
    let perValue = chainTime / Double(values), basePerValue = baseTime / Double(values)
    row(["\(values)", format(perValue), format(basePerValue), format(perValue / basePerValue)])
}

/// Mounts `workload` and taps its "change" button `taps` times (a fan-out profile's work).
@MainActor
func tapChange<Workload: View>(_ workload: Workload, taps: Int) throws {
    let host = benchmarkHost(workload)
    for _ in 0..<taps { try host.tap("change") }
}

/// `ratios profile fan-out KIND N TAPS`, `layers LAYER N TAPS`, `baseline N TAPS` or `leaf N TAPS`: a fixed amount of
/// work, no timing loop, so `valgrind --tool=callgrind` counts the same instructions for
/// the same build: compare builds by instructions per tap.
@MainActor
func profile(_ arguments: [String]) throws {
    switch (arguments.first, arguments.count) {
    case ("fan-out", 4):
        guard let kind = ObserverKind(rawValue: arguments[1]), let n = Int(arguments[2]), let taps = Int(arguments[3]) else { break }
        let counter = Counter()
        try tapChange(FanOutWorkload(count: n, kind: kind, counter: counter), taps: taps)
        return emit("fan-out \(kind.rawValue) N=\(n): \(taps) taps, \(counter.count) actions")
    case ("layers", 4):
        // `ratios profile layers LAYER N TAPS`: fan-out with one layer of the shim's design
        // per row (`ShimLayer`): what each layer costs, by difference.
        guard let layer = ShimLayer(rawValue: arguments[1]), let n = Int(arguments[2]), let taps = Int(arguments[3]) else { break }
        let counter = Counter()
        try tapChange(ShimLayersWorkload(count: n, layer: layer, counter: counter), taps: taps)
        return emit("layers \(layer.rawValue) N=\(n): \(taps) taps, \(counter.count) actions")
    case ("baseline", 3):
        guard let n = Int(arguments[1]), let taps = Int(arguments[2]) else { break }
        let counter = Counter()
        let baseline = FanOutBaseline(count: n, counter: counter)
        for tap in 0..<taps { baseline.change(to: tap + 1) }
        return emit("baseline N=\(n): \(taps) changes, \(counter.count) actions")
    case ("mount", 3):
        // `ratios profile mount buttons|rows N`: N rows mounted once and kept, for
        // `valgrind --tool=massif` or `--tool=dhat` (what a mounted row allocates).
        guard let n = Int(arguments[2]) else { break }
        if arguments[1] == "buttons" {
            let host = benchmarkHost(ButtonRowsWorkload(count: n, counter: Counter()))
            try host.tap("toggle")
            return emit("mount buttons N=\(n): \(host.diagnostics.count) diagnostics")
        } else if arguments[1] == "rows" {
            let host = benchmarkHost(MountWorkload(count: n, counter: Counter()))
            try host.tap("toggle")
            return emit("mount rows N=\(n): \(host.diagnostics.count) diagnostics")
        }
    case ("stack", 1):
        // Mounts a chain deeper than any stack holds: the engine refuses below the depth the
        // stack allows (StackGuard) and says at which depth, so bytes per level follow.
        let host = benchmarkHost(DeepWorkload(depth: 1_000_000, counter: Counter()))
        let message = host.diagnostics.first { $0.kind == .treeTooDeep }?.message ?? "no refusal"
        return emit(message)
    case ("combine", 3):
        // `ratios profile combine chain|baseline N`: N values through the chain.
        guard let n = Int(arguments[2]) else { break }
        if arguments[1] == "chain" {
            let chain = CombineChainWorkload()
            for value in 0..<n { chain.send(value / 2) }
            return emit("combine chain: \(n) values, sum \(chain.sum)")
        } else if arguments[1] == "baseline" {
            let baseline = ClosureChainBaseline()
            for value in 0..<n { baseline.send(value / 2) }
            return emit("combine baseline: \(n) values, sum \(baseline.sum)")
        }
    case ("leaf", 3):
        guard let n = Int(arguments[1]), let taps = Int(arguments[2]) else { break }
        let counter = Counter()
        let host = benchmarkHost(LeafWorkload(count: n, counter: counter))
        for _ in 0..<taps { try host.tap("tap \(n / 2)") }
        return emit("leaf N=\(n): \(taps) taps, \(counter.count) actions")
    case ("layout-leaf", 4):
        // `ratios profile layout-leaf on|off N TAPS`: the leaf taps with layout on or off.
        guard let n = Int(arguments[2]), let taps = Int(arguments[3]) else { break }
        let counter = Counter()
        let host = benchmarkHost(LeafWorkload(count: n, counter: counter), layout: arguments[1] == "on")
        for _ in 0..<taps { try host.tap("tap \(n / 2)") }
        return emit("leaf layout \(arguments[1]) N=\(n): \(taps) taps, \(counter.count) actions")
    case ("resize", 3):
        // `ratios profile resize N TAPS`: taps that change the width of one text among N.
        guard let n = Int(arguments[1]), let taps = Int(arguments[2]) else { break }
        let host = benchmarkHost(GrowingLeafWorkload(count: n))
        for tap in 0..<taps { try host.tap("tap \(n / 2)" + String(repeating: "!", count: tap % 3)) }
        return emit("resize N=\(n): \(taps) taps")
    case ("first-layout", 4):
        // `ratios profile first-layout list|tree on|off N`: one host's first frame.
        guard let n = Int(arguments[3]) else { break }
        let on = arguments[2] == "on"
        if arguments[1] == "list" {
            let host = benchmarkHost(LayoutListWorkload(count: n), layout: on)
            return emit("first layout list \(arguments[2]) N=\(n): \(host.render().count) characters")
        } else {
            let host = benchmarkHost(LayoutTreeWorkload(count: n), layout: on)
            return emit("first layout tree \(arguments[2]) N=\(n): \(host.render().count) characters")
        }
    default: break
    }
    throw ValidationError("no profile workload \(arguments.joined(separator: " ")); the workloads: " + Profile.workloads)
}

/// The sections of a run, in the order a run measures them (`memory-off` only when named:
/// run it in a process of its own).
enum Section: String, CaseIterable, ExpressibleByArgument {
    case memory, leaf, fanOut = "fan-out", steady, mount, deep, combine, layout, memoryOff = "memory-off"
}

/// Measures `section` and prints its table.
@MainActor
func measure(_ section: Section) throws {
    switch section {
    case .memory: try memory()
    case .leaf: try leaf()
    case .fanOut: try fanOut()
    case .steady: try steady()
    case .mount: try mount()
    case .deep: try deep()
    case .combine: try combine()
    case .layout: try layout()
    case .memoryOff: try memoryWithoutLayout()
    }
}

/// `ratios`: the goals' ratios, or one workload's fixed work for callgrind.
struct Ratios: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ratios",
        abstract: "The performance goals' ratios, all measured in one run (build in release).",
        subcommands: [Run.self, Profile.self], defaultSubcommand: Run.self)
}

/// `ratios [SECTION...]`: the named sections, or every section but `memory-off`.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Measures the named sections (all but memory-off when none is named).")

    @Argument(help: "The sections to run.")
    var sections: [Section] = []

    func run() throws {
        let chosen = sections.isEmpty ? Section.allCases.filter { $0 != .memoryOff } : sections
        try MainActor.assumeIsolated {
            emit("## OnChangeKit engine ratios (one run; release build)")
            for section in chosen { try measure(section) }
        }
    }
}

/// `ratios profile WORKLOAD ARGUMENTS...`: a fixed amount of work for `valgrind --tool=callgrind`.
struct Profile: ParsableCommand {
    /// The workloads and their arguments, as the help and an error list them.
    static let workloads = "fan-out legacy|compat N TAPS | baseline N TAPS | leaf N TAPS | layout-leaf on|off N TAPS"
        + " | mount buttons|rows N | resize N TAPS | first-layout list|tree on|off N | stack | combine chain|baseline N"
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "Runs one workload's fixed work, with no timing loop.",
        discussion: "Workloads: \(workloads)")

    @Argument(help: "The workload, then its arguments.")
    var arguments: [String]

    func run() throws {
        try MainActor.assumeIsolated { try profile(arguments) }
    }
}

Ratios.main()
