/// Test hooks: what the engine's own tests check invariants against. `package` access,
/// so they are not part of the public API.
import Foundation
import ViewEngineCore

extension ViewHost {
    /// The controls in the driver registry, as `Kind "title"`: those found on a walk of
    /// the whole mounted tree in tree order, then any the walk did not reach, marked
    /// `(unreachable)` (their parents are not followed).
    package var registeredControls: [String] {
        var reached: [String] = []
        var reachedNodes = Set<ObjectIdentifier>()
        func visit(_ node: Node) {
            if let control = node as? any RegisteredControl, graph.controls.contains(node, as: control.kind, title: control.title) {
                reached.append("\(control.kind.name) \"\(control.title)\"")
                reachedNodes.insert(ObjectIdentifier(node))
            }
            node.forEachMountedChild(visit)
        }
        if let rootNode { visit(rootNode) }
        let unreachable = graph.controls.allEntries
            .filter { !reachedNodes.contains(ObjectIdentifier($0.node)) }
            .map { "\($0.kind.name) \"\($0.title)\" (unreachable)" }
            .sorted()
        return reached + unreachable
    }

    /// Called after every frame, with its number, including the frames that `settle()`
    /// and `advance(by:)` run.
    package var frameDidEnd: ((Int) -> Void)? {
        get { graph.frameDidEnd }
        set { graph.frameDidEnd = newValue }
    }

    /// Makes the last frame's stack floor one that every address of the current thread's
    /// stack is below, as when the last frame ran on another thread whose stack lies above
    /// this one (an app's `async` `main`, whose first frames run on the process's main
    /// thread and the rest on the thread that drains the main queue).
    package func recordLastFrameOnAnotherThreadsStack() { graph.recordStackFloorOfLastFrame(.max) }

    /// The controls found by walking the visible tree, as `Kind "title"`, in tree order:
    /// the registry must hold exactly these.
    package var visibleControls: [String] {
        var found: [String] = []
        func visit(_ node: Node) {
            if let control = node as? any RegisteredControl, node.isVisible {
                found.append("\(control.kind.name) \"\(control.title)\"")
            }
            node.forEachChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return found
    }

    /// How many nodes are mounted (shown or kept hidden, like a hidden tab's content).
    package var mountedNodeCount: Int {
        var count = 0
        func visit(_ node: Node) {
            count += 1
            node.forEachMountedChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return count
    }

    /// How many nodes the environment boxes of the mounted tree tell of their changes
    /// (``EnvironmentBox/listen(_:)``): each box counted once; an unmounted node has left
    /// its box's list.
    package var environmentListenerCount: Int {
        var boxes: [ObjectIdentifier: EnvironmentBox] = [:]
        func visit(_ node: Node) {
            boxes[ObjectIdentifier(node.environment)] = node.environment
            boxes[ObjectIdentifier(node.environmentForChildren)] = node.environmentForChildren
            node.forEachMountedChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return boxes.values.reduce(0) { $0 + $1.listenerCount }
    }

    /// The kind of the frame running now (or of the last one, between frames).
    package var currentFrameKind: FrameKind { graph.frameKind }

    /// The first mounted node, in tree order, that shows `text`, held for a test that
    /// checks what unmounting does to it.
    package func probeNode(showing text: String) -> NodeProbe? {
        var found: Node?
        func visit(_ node: Node) {
            if found == nil, node.displayedText(at: Date()) == text { found = node }
            node.forEachMountedChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return found.map(NodeProbe.init)
    }
}

/// A node held by a test (``ViewHost/probeNode(showing:)``): whether it is mounted and
/// still names a parent.
@MainActor
package struct NodeProbe {
    let node: Node
    /// Whether the node is in the tree.
    package var isMounted: Bool { node.isMounted }
    /// Whether the node names a parent (unmounting clears it: `Node.parent`'s invariant).
    package var hasParent: Bool { node.parent != nil }
}

extension LayoutSubviews {
    /// Subviews of the given sizes, for testing a layout's methods: the engine itself
    /// never makes any (``Layout``).
    package static func testing(_ sizes: [CGSize], priorities: [Double] = [], spacing: ViewSpacing = ViewSpacing()) -> LayoutSubviews {
        LayoutSubviews(sizes.enumerated().map { index, size in
            LayoutSubview(id: index, size: size, priority: index < priorities.count ? priorities[index] : 0, spacing: spacing)
        })
    }
}

extension LayoutSubview {
    /// Where a layout placed this subview (`nil` before ``place(at:anchor:proposal:)``),
    /// with the anchor and proposal it gave.
    package var testingPlacement: (position: CGPoint?, anchor: UnitPoint, proposal: ProposedViewSize) {
        (placement.position, placement.anchor, placement.proposal)
    }
}

extension ViewHost {
    /// How much layout the host did over its life (Rules R22): layout rounds run, views
    /// measured (not answered from a cache) and views placed. The incremental-layout tests
    /// compare these before and after a frame.
    package var layoutCounts: (rounds: Int, measured: Int, placed: Int) {
        (graph.layoutPass.totalRounds, graph.layoutPass.totalMeasured, graph.layoutPass.totalPlaced)
    }
}

extension ViewHost {
    /// The entries of the symbol artwork whose text does not read whole (a mistake in a
    /// path): each is drawn as the placeholder, so none may exist.
    package static var symbolArtworkProblems: [String] {
        SymbolArtwork.glyphs.filter { !$0.value.isValid }.map(\.key).sorted()
    }

    /// Whether the engine's artwork draws the symbol `name` (its own glyph, or a variant
    /// composed over one), whether or not the name is a known symbol.
    package static func drawsSymbol(_ name: String) -> Bool { SymbolResolution.isDrawn(name) }

    /// Whether `name` is a symbol the engine knows to be real (SymbolCatalog).
    package static func knowsSymbol(_ name: String) -> Bool { SymbolCatalog.contains(name) }

    /// Every symbol name the engine knows.
    package static var knownSymbols: Set<String> { SymbolCatalog.names }
}

extension ViewHost {
    /// The asset catalogs the engine would find in the resource bundles in `folder`, as
    /// it finds them beside the running program (AssetLibrary.swift).
    package static func discoveredAssetCatalogs(in folder: URL) -> [URL] {
        AssetLibrary.discoveredCatalogs(in: folder)
    }

    /// The string catalogs and strings files the engine would find in the resource bundles
    /// in `folder`, as it finds them beside the running program (StringCatalogLibrary.swift).
    package static func discoveredStringTables(in folder: URL) -> [URL] {
        StringCatalogLibrary.discoveredFiles(in: folder)
    }
}
