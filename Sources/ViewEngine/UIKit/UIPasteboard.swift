#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that helps a user share data from one place to another within your app, and
/// from your app to other apps — UIKit's `UIPasteboard`. ``general`` is the current
/// host's own, so two hosts (two tests) never see each other's copies.
///
/// ```swift
/// Button("Copy") { UIPasteboard.general.string = code }
/// try host.tap("Copy")
/// UIPasteboard.general.string   // outside the host: the process-wide pasteboard's
/// ```
///
/// A test reads a host's pasteboard from inside it (a view's action or task), or through
/// ``ViewHost/pasteboard``.
/// Invariant (`@unchecked Sendable`): `contents` and `changes` are read and written only under
/// `lock`.
public final class UIPasteboard: @unchecked Sendable {
    private enum Item {
        case string(String)
        case url(URL)
        case image(UIImage)
        case data(Data, type: String)
        /// A `Transferable` item a Copy or Cut command put there (`copyable(_:)`,
        /// `cuttable(for:action:)`), kept as the value it is.
        case transferable(Any)

        /// The value the item is.
        var value: Any {
            switch self {
            case .string(let value): value
            case .url(let value): value
            case .image(let value): value
            case .data(let value, _): value
            case .transferable(let value): value
            }
        }
    }

    private let lock = NSLock()
    /// invariant: read and written only under `lock`.
    private var contents: [Item] = []
    /// invariant: read and written only under `lock`.
    private var changes = 0

    init() {}

    /// The general pasteboard: the current host's, or outside any host a process-wide one.
    ///
    /// ```swift
    /// UIPasteboard.general.string = "Copied"
    /// ```
    public static var general: UIPasteboard { HostSystem.current.pasteboard }

    /// The first string on the pasteboard; setting it replaces the contents with it
    /// (`nil` empties the pasteboard).
    ///
    /// ```swift
    /// UIPasteboard.general.string = "Hello"
    /// UIPasteboard.general.string   // "Hello"
    /// ```
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The strings on the pasteboard, or `nil` when it has none; setting replaces the
    /// contents.
    public var strings: [String]? {
        get { matching { if case .string(let value) = $0 { value } else { nil } } }
        set { replace(with: (newValue ?? []).map(Item.string)) }
    }

    /// The first URL on the pasteboard; setting it replaces the contents.
    ///
    /// ```swift
    /// UIPasteboard.general.url = shareURL
    /// ```
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URLs on the pasteboard, or `nil`; setting replaces the contents.
    public var urls: [URL]? {
        get { matching { if case .url(let value) = $0 { value } else { nil } } }
        set { replace(with: (newValue ?? []).map(Item.url)) }
    }

    /// The first image on the pasteboard; setting it replaces the contents.
    ///
    /// ```swift
    /// UIPasteboard.general.image = UIImage(systemName: "star")
    /// ```
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// The images on the pasteboard, or `nil`; setting replaces the contents.
    public var images: [UIImage]? {
        get { matching { if case .image(let value) = $0 { value } else { nil } } }
        set { replace(with: (newValue ?? []).map(Item.image)) }
    }

    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { images != nil }

    /// How many items the pasteboard holds.
    ///
    /// ```swift
    /// UIPasteboard.general.numberOfItems   // 1
    /// ```
    public var numberOfItems: Int { lock.withLock { contents.count } }

    /// How many times the contents changed: each write counts one.
    ///
    /// ```swift
    /// let before = UIPasteboard.general.changeCount
    /// ```
    public var changeCount: Int { lock.withLock { changes } }

    /// Puts `data` of the type `pasteboardType` (a uniform type identifier, such as
    /// `public.png`) on the pasteboard, in place of its contents.
    ///
    /// ```swift
    /// UIPasteboard.general.setData(pngData, forPasteboardType: "public.png")
    /// ```
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replace(with: [.data(data, type: pasteboardType)])
    }

    /// The data of the first item of the type `pasteboardType`: the data put there, a
    /// string's UTF-8 (`public.utf8-plain-text`, `public.plain-text`) or a URL's
    /// (`public.url`).
    ///
    /// ```swift
    /// UIPasteboard.general.data(forPasteboardType: "public.png")
    /// ```
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        lock.withLock {
            for item in contents {
                switch item {
                case .data(let data, let type) where type == pasteboardType: return data
                case .string(let string) where Self.textTypes.contains(pasteboardType): return Data(string.utf8)
                case .url(let url) where pasteboardType == "public.url": return Data(url.absoluteString.utf8)
                default: continue
                }
            }
            return nil
        }
    }

    /// Puts `value` (a string, a URL, an image or data) on the pasteboard as the type
    /// `pasteboardType`, in place of its contents.
    ///
    /// ```swift
    /// UIPasteboard.general.setValue("Hello", forPasteboardType: "public.plain-text")
    /// ```
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        switch value {
        case let string as String: replace(with: [.string(string)])
        case let url as URL: replace(with: [.url(url)])
        case let image as UIImage: replace(with: [.image(image)])
        case let data as Data: replace(with: [.data(data, type: pasteboardType)])
        default: replace(with: [.string(String(describing: value))])
        }
    }

    /// Puts `items` on the pasteboard in place of its contents, as the Copy and Cut
    /// commands do: strings, URLs and data as the pasteboard's own strings, URLs and data
    /// (so `string` reads a copied `String`), other items as the values they are.
    func setTransferables(_ items: [any Transferable]) {
        replace(with: items.map { item in
            switch item {
            case let string as String: .string(string)
            case let url as URL: .url(url)
            case let data as Data: .data(data, type: "public.data")
            default: .transferable(item)
            }
        })
    }

    /// The values on the pasteboard, in order, as the Paste command offers them (a string
    /// put there with ``string`` is a `String`).
    var values: [Any] { lock.withLock { contents.map(\.value) } }

    /// Posted when the pasteboard's contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    private static let textTypes: Set<String> = ["public.utf8-plain-text", "public.plain-text", "public.text"]

    private func matching<Value>(_ pick: (Item) -> Value?) -> [Value]? {
        let values = lock.withLock { contents.compactMap(pick) }
        return values.isEmpty ? nil : values
    }

    /// Empties the pasteboard (AppKit's `clearContents()`); returns the new change count.
    func clear() -> Int {
        lock.withLock {
            contents = []
            changes += 1
            return changes
        }
    }

    /// Adds `value` as the type `pasteboardType` beside what the pasteboard holds, as
    /// AppKit's writes after `clearContents()` do: a string of a text type is a string, a
    /// URL type's string a URL, data of any other type data.
    func add(_ value: String, forPasteboardType pasteboardType: String) {
        let item: Item = if Self.textTypes.contains(pasteboardType) { .string(value) }
            else if pasteboardType == "public.url", let url = URL(string: value) { .url(url) }
            else { .data(Data(value.utf8), type: pasteboardType) }
        lock.withLock { contents.append(item) }
    }

    /// Adds `data` of the type `pasteboardType` beside what the pasteboard holds.
    func add(_ data: Data, forPasteboardType pasteboardType: String) {
        lock.withLock { contents.append(.data(data, type: pasteboardType)) }
    }

    /// The types on the pasteboard, in order, each once (strings as
    /// `public.utf8-plain-text`, URLs as `public.url`).
    var types: [String] {
        lock.withLock {
            var seen: [String] = []
            for item in contents {
                let type = switch item {
                case .string: "public.utf8-plain-text"
                case .url: "public.url"
                case .image: "public.png"
                case .data(_, let type): type
                case .transferable: "public.data"
                }
                if !seen.contains(type) { seen.append(type) }
            }
            return seen
        }
    }

    private func replace(with items: [Item]) {
        lock.withLock {
            contents = items
            changes += 1
        }
    }
}
#endif
