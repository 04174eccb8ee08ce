import Foundation

/// An object that manages the list of webpages a web view visited: the pages behind the
/// current one, the current one and those ahead of it (after going back).
@MainActor
public final class WKBackForwardList: NSObject {
    /// Every page visited, oldest first.
    var items: [WKBackForwardListItem] = []
    /// The index of the current page in `items`, or `nil` before the first page loads.
    var index: Int?

    /// The current page.
    public var currentItem: WKBackForwardListItem? { index.map { items[$0] } }
    /// The page before the current one.
    public var backItem: WKBackForwardListItem? { item(at: -1) }
    /// The page after the current one.
    public var forwardItem: WKBackForwardListItem? { item(at: 1) }
    /// The pages before the current one, oldest first.
    public var backList: [WKBackForwardListItem] { index.map { Array(items[..<$0]) } ?? [] }
    /// The pages after the current one, nearest first.
    public var forwardList: [WKBackForwardListItem] { index.map { Array(items[($0 + 1)...]) } ?? [] }

    /// The page `offset` steps from the current one (negative: back), or `nil`.
    public func item(at offset: Int) -> WKBackForwardListItem? {
        guard let index, items.indices.contains(index + offset) else { return nil }
        return items[index + offset]
    }

    /// Records a new page after the current one, dropping the pages that were ahead.
    func push(_ item: WKBackForwardListItem) {
        if let index { items.removeSubrange((index + 1)...) }
        items.append(item)
        index = items.count - 1
    }
}

/// A webpage in a web view's back-forward list.
@MainActor
public final class WKBackForwardListItem: NSObject {
    /// The page's URL.
    public let url: URL
    /// The URL the navigation to the page asked for first.
    public let initialURL: URL
    /// The page's title.
    public internal(set) var title: String?
    /// The HTML the app handed over for the page, if it did: what going back to it shows.
    let html: String?

    init(url: URL, title: String?, html: String?) {
        self.url = url
        initialURL = url
        self.title = title
        self.html = html
    }
}
