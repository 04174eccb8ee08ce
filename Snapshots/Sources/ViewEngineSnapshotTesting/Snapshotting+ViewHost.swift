@_exported import SnapshotTesting
import ViewEngine

/// A host whose screen a snapshot strategy reads: ``ViewHost`` (and what wraps one).
///
/// ```swift
/// assertSnapshot(of: host, as: .svg)
/// ```
@MainActor
public protocol SnapshotHost: Sendable {
    /// An SVG picture of the window (`ViewHost.snapshot()`).
    func snapshot() -> String
    /// The tree as indented text, each line with its view's frame when `frames` is `true`
    /// (`ViewHost.render(frames:)`).
    func render(frames: Bool) -> String
}

extension ViewHost: SnapshotHost {}

extension Snapshotting where Value: SnapshotHost, Format == String {
    /// The SVG picture of the host's window (`ViewHost.snapshot()`), compared line by line
    /// with a `.svg` reference file that a browser shows.
    ///
    /// ```swift
    /// let host = ViewHost(SettingsForm())
    /// assertSnapshot(of: host, as: .svg)
    /// ```
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { host in onMainActor { host.snapshot() } }
    }

    /// The host's tree as ``ViewHost/render()`` writes it, one line per view.
    ///
    /// ```swift
    /// assertSnapshot(of: host, as: .render)
    /// ```
    public static var render: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { host in onMainActor { host.render(frames: false) } }
    }

    /// The host's tree with each view's frame in the window (`ViewHost.render(frames:
    /// true)`).
    ///
    /// ```swift
    /// assertSnapshot(of: host, as: .frames)
    /// ```
    public static var frames: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { host in onMainActor { host.render(frames: true) } }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The SVG picture of the view alone in a window of `size` (a phone's screen, 393 × 852
    /// points with its safe area, by default; any other size has no safe area), in
    /// `colorScheme`.
    ///
    /// ```swift
    /// assertSnapshot(of: BadgeView(count: 3), as: .svg(size: CGSize(width: 120, height: 44)))
    /// ```
    public static func svg(size: CGSize = CGSize(width: 393, height: 852), colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<ViewHost<Value>, String>.svg.pullback { view in hosted(view, size: size, colorScheme: colorScheme) }
    }

    /// The SVG picture of the view alone in a phone's window, in light mode.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .svg)
    /// ```
    public static var svg: Snapshotting { svg() }

    /// The view's tree, mounted alone in a window of `size`, as `ViewHost.render()` writes it.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .render())
    /// ```
    public static func render(size: CGSize = CGSize(width: 393, height: 852)) -> Snapshotting {
        Snapshotting<ViewHost<Value>, String>.render.pullback { view in hosted(view, size: size, colorScheme: .light) }
    }

    /// The view's tree with each view's frame, mounted alone in a window of `size`.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .frames(size: CGSize(width: 320, height: 568)))
    /// ```
    public static func frames(size: CGSize = CGSize(width: 393, height: 852)) -> Snapshotting {
        Snapshotting<ViewHost<Value>, String>.frames.pullback { view in hosted(view, size: size, colorScheme: .light) }
    }
}

/// `view` mounted alone in a host of its own, its window `size` and in `colorScheme`.
private func hosted<Content: View>(_ view: Content, size: CGSize, colorScheme: ColorScheme) -> ViewHost<Content> {
    // The view value stays on the thread that called the strategy, which is the main
    // actor's (see onMainActor): it is never used from another.
    nonisolated(unsafe) let view = view
    return onMainActor {
        var configuration = HostConfiguration()
        configuration.colorScheme = colorScheme
        let host = ViewHost(view, configuration: configuration)
        if host.size != size { host.size = size }
        return host
    }
}

/// Runs `body` on the main actor, where hosts live. A snapshot strategy's closure is not
/// isolated, but `assertSnapshot` calls it synchronously from the test, which a host's
/// main-actor isolation already requires to run on the main actor.
private func onMainActor<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
    MainActor.assumeIsolated(body)
}
