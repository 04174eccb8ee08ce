/// A preview that `#Preview` declared: its name, traits and place in the source, and the
/// views it makes.
///
/// ```swift
/// for preview in Preview.all {
///     let host = ViewHost(preview: preview)
///     print(preview.displayName, host.render())
/// }
/// ```
///
/// `#Preview` makes one with the initializers below; code does not call them itself.
@MainActor
public struct Preview {
    /// The traits of previews of views.
    public enum ViewTraits {}

    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The traits given to `#Preview`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The file that declares the preview, as `#fileID` spells it (`Module/File.swift`).
    public internal(set) var fileID = ""
    /// The line of its `#Preview`.
    public internal(set) var line = 0
    /// The column of its `#Preview`.
    public internal(set) var column = 0
    /// The bodies: one, or one for each argument of `#Preview(arguments:)`.
    private let bodies: [@MainActor () -> any View]

    /// A preview of the view `body` makes.
    ///
    /// ```swift
    /// Preview("Counter", traits: .sizeThatFitsLayout) { Counter() }
    /// ```
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        bodies = [body]
    }

    /// A preview with a variant for each argument, made by `body`.
    ///
    /// ```swift
    /// Preview("Badge", arguments: [0, 1, 99]) { count in Badge(count: count) }
    /// ```
    public init<T>(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., arguments: [T],
        @ViewBuilder body: @escaping @MainActor (T) -> any View
    ) {
        self.name = name
        self.traits = traits
        bodies = arguments.map { argument in { body(argument) } }
    }

    /// The name, or where the preview is when it has none (`Counter.swift:12`), as Xcode's
    /// canvas labels an unnamed preview by its line.
    ///
    /// ```swift
    /// Preview.all.map(\.displayName)   // ["Counter", "Counter.swift:12"]
    /// ```
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// How many views the preview makes: the number of arguments of
    /// `#Preview(arguments:)`, else 1.
    public var variantCount: Int { bodies.count }

    /// The layout its traits ask for: the last layout trait, else `.device`.
    ///
    /// ```swift
    /// #Preview(traits: .fixedLayout(width: 375, height: 40)) { Row() }
    /// // layout == .fixed(width: 375, height: 40)
    /// ```
    public var layout: PreviewLayout {
        traits.compactMap(\.layout).last ?? .device
    }

    /// A new view of the preview (of its variant `variant`), with `@Previewable` state at
    /// its initial values; with a layout trait, `previewLayout(_:)` records the layout.
    ///
    /// ```swift
    /// let host = ViewHost(Preview.all[0].makeView())
    /// ```
    public func makeView(variant: Int = 0) -> AnyView {
        precondition(bodies.indices.contains(variant), "the preview \(displayName) has \(bodies.count) variant(s); no variant \(variant)")
        let view = bodies[variant]()
        return traits.contains(where: { $0.layout != nil }) ? laidOut(view) : AnyView(view)
    }

    private func laidOut<V: View>(_ view: V) -> AnyView {
        AnyView(view.previewLayout(layout))
    }
}

extension Preview {
    /// Every preview that `#Preview` declared in the program, by file, then line.
    ///
    /// ```swift
    /// Preview.all.map(\.displayName)   // ["Counter", "Darkmode", "Counter.swift:30"]
    /// ```
    ///
    /// The previews of every module linked into the executable are found, those of
    /// libraries included, as long as they are linked statically (SwiftPM's default).
    public static var all: [Preview] {
        RegisteredPreviews.registries().map { registry in
            var preview = registry.makePreview()
            preview.fileID = registry.fileID
            preview.line = registry.line
            preview.column = registry.column
            return preview
        }
        .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The preview named `name` (or labeled so: ``displayName``), in the file `fileID` if
    /// given (`Module/File.swift`, or only `File.swift`).
    ///
    /// ```swift
    /// let preview = try Preview.named("Darkmode", in: "StockFilterView.swift")
    /// ```
    ///
    /// Throws ``PreviewLookupError`` when no preview or more than one has the name.
    public static func named(_ name: String, in fileID: String? = nil) throws -> Preview {
        let all = all
        let matches = all.filter { preview in
            (preview.name == name || preview.displayName == name) && fileID.map(preview.isDeclared(in:)) ?? true
        }
        guard matches.count == 1 else {
            throw PreviewLookupError(name: name, fileID: fileID, matches: matches, all: all)
        }
        return matches[0]
    }

    /// Whether the preview's file is `fileID` (`Module/File.swift`, or `File.swift`).
    func isDeclared(in fileID: String) -> Bool {
        self.fileID == fileID || self.fileID.hasSuffix("/" + fileID)
    }

    /// `displayName` and where the preview is: `"Counter" (App/Counter.swift:12)`.
    var summary: String {
        "\"\(displayName)\" (\(fileID):\(line))"
    }
}

/// No preview, or more than one, has the name that was asked for.
///
/// ```swift
/// try ViewHost(preview: "Settings")
/// // No preview is named "Settings". The previews: "Counter" (App/Counter.swift:3).
/// ```
public struct PreviewLookupError: Error, CustomStringConvertible {
    /// What went wrong, with the previews there are.
    public let description: String

    @MainActor
    init(name: String, fileID: String?, matches: [Preview], all: [Preview]) {
        let place = fileID.map { " in \($0)" } ?? ""
        if matches.isEmpty {
            let list = all.isEmpty ? "The program has no previews." : "The previews: " + all.map(\.summary).joined(separator: ", ") + "."
            description = "No preview is named \"\(name)\"\(place). \(list)"
        } else {
            description = "\(matches.count) previews are named \"\(name)\"\(place): "
                + matches.map(\.summary).joined(separator: ", ") + ". Name the file: ViewHost(preview:in:)."
        }
    }
}
