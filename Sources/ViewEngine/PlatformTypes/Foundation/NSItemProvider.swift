#if !canImport(Darwin)
// swift-corelibs-foundation has no NSItemProvider (checked with Swift 6.3.1: "cannot find
// 'NSItemProvider' in scope"); drag and drop (`onDrag`), sharing and the photo picker hand
// one to app code.
import Foundation

/// An item provider for conveying data or a file between processes during drag-and-drop
/// or copy-and-paste activities — Foundation's `NSItemProvider`.
///
/// ```swift
/// Text(name).onDrag { NSItemProvider(object: name as NSString) }
/// ```
///
/// A provider holds its items in memory, each under the uniform type identifiers it was
/// registered with (`public.utf8-plain-text` for a string, `public.url` for a URL), in
/// order. Loading calls the completion handler before the call returns, with the item or an
/// error (`CocoaError(.fileReadUnsupportedScheme)` for a class or type the provider does
/// not have); the returned `Progress` is complete.
/// Invariant (`@unchecked Sendable`): `items` and `suggestedName` are read and written
/// only under `lock`.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Item {
        let typeIdentifiers: [String]
        let object: Any?
        let data: Data?
    }

    private let lock = NSLock()
    /// invariant: read and written only under `lock`.
    private var items: [Item] = []
    /// invariant: read and written only under `lock`.
    private var name: String?

    /// A provider with no items.
    ///
    /// ```swift
    /// let provider = NSItemProvider()
    /// ```
    public override init() {
        super.init()
    }

    /// A provider of `object`, under the type identifiers it writes.
    ///
    /// ```swift
    /// NSItemProvider(object: "Hello" as NSString)
    /// NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
    /// ```
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// A provider of `item` under `typeIdentifier` (no item, or no identifier: a provider
    /// with no items).
    ///
    /// ```swift
    /// NSItemProvider(item: "Hello" as NSString, typeIdentifier: "public.plain-text")
    /// ```
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data = (item as? NSString).map { Data(($0 as String).utf8) } ?? (item as? NSData).map { Data($0) }
        register(Item(typeIdentifiers: [typeIdentifier], object: item, data: data))
    }

    /// A name for the item, as a file dropped somewhere would take.
    ///
    /// ```swift
    /// provider.suggestedName = "Recipe.txt"
    /// ```
    open var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// The type identifiers of the items, in the order they were registered, each once.
    ///
    /// ```swift
    /// NSItemProvider(object: "Hi" as NSString).registeredTypeIdentifiers   // ["public.utf8-plain-text"]
    /// ```
    open var registeredTypeIdentifiers: [String] {
        var seen: Set<String> = []
        return lock.withLock { items.flatMap(\.typeIdentifiers) }.filter { seen.insert($0).inserted }
    }

    /// Whether an item was registered under `typeIdentifier`.
    ///
    /// ```swift
    /// provider.hasItemConformingToTypeIdentifier("public.url")
    /// ```
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Adds `object` under the type identifiers it writes.
    ///
    /// ```swift
    /// provider.registerObject("Hello" as NSString)
    /// ```
    open func registerObject(_ object: any NSItemProviderWriting) {
        let types = type(of: object).writableTypeIdentifiersForItemProvider
        register(Item(typeIdentifiers: types, object: object, data: nil))
    }

    /// Adds `data` under `typeIdentifier`.
    ///
    /// ```swift
    /// provider.registerData(pngData, typeIdentifier: "public.png")
    /// ```
    open func registerData(_ data: Data, typeIdentifier: String) {
        register(Item(typeIdentifiers: [typeIdentifier], object: nil, data: data))
    }

    /// Whether the provider can load an object of `aClass`: it holds one, or data of a type
    /// the class reads.
    ///
    /// ```swift
    /// if provider.canLoadObject(ofClass: UIImage.self) { ... }
    /// ```
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        (try? object(ofClass: aClass)) != nil
    }

    /// Loads an object of `aClass`: the one the provider holds, or one the class reads from
    /// the provider's data; `completionHandler` gets it, or an error.
    ///
    /// ```swift
    /// provider.loadObject(ofClass: UIImage.self) { image, error in photo = image as? UIImage }
    /// ```
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        do {
            completionHandler(try object(ofClass: aClass), nil)
        } catch {
            completionHandler(nil, error)
        }
        return Self.finished()
    }

    /// Loads the data of the first item registered under `typeIdentifier`; the handler gets
    /// it, or an error when there is none.
    ///
    /// ```swift
    /// provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in ... }
    /// ```
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let items = lock.withLock { self.items }
        let data = items.lazy.filter { $0.typeIdentifiers.contains(typeIdentifier) }
            .compactMap { Self.data(of: $0, as: typeIdentifier) }.first
        completionHandler(data, data == nil ? CocoaError(.fileReadUnsupportedScheme) : nil)
        return Self.finished()
    }

    private func object(ofClass aClass: any NSItemProviderReading.Type) throws -> any NSItemProviderReading {
        let items = lock.withLock { self.items }
        for item in items {
            if let object = item.object as? any NSItemProviderReading,
               ObjectIdentifier(type(of: object)) == ObjectIdentifier(aClass) { return object }
        }
        for item in items {
            for type in item.typeIdentifiers where aClass.readableTypeIdentifiersForItemProvider.contains(type) {
                guard let data = Self.data(of: item, as: type) else { continue }
                if let object = try? aClass.object(withItemProviderData: data, typeIdentifier: type) { return object }
            }
        }
        throw CocoaError(.fileReadUnsupportedScheme)
    }

    /// The data of `item` as `typeIdentifier`: the data registered, or what its object
    /// hands over when asked (if it answers before returning).
    private static func data(of item: Item, as typeIdentifier: String) -> Data? {
        if let data = item.data { return data }
        guard let object = item.object as? any NSItemProviderWriting else { return nil }
        let answer = Answer()
        _ = object.loadData(withTypeIdentifier: typeIdentifier) { data, _ in answer.set(data) }
        return answer.data
    }

    /// The data an object hands over, as its completion handler gives it.
    /// Invariant (`@unchecked Sendable`): `value` is read and written only under `lock`.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Data?
        func set(_ data: Data?) { lock.withLock { value = data } }
        var data: Data? { lock.withLock { value } }
    }

    private func register(_ item: Item) {
        lock.withLock { items.append(item) }
    }

    private static func finished() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

/// A class whose objects an item provider can hold — Foundation's `NSItemProviderWriting`:
/// the type identifiers it writes, and its data in each.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the class's objects are written as, the most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands the object's data as `typeIdentifier` to `completionHandler` (or an error).
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class an item provider can make objects of — Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class reads.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object read from `data` of the type `typeIdentifier`; throws when it is none.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting {
    /// A string is plain UTF-8 text.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// Hands over the string's UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderWriting {
    /// A URL is a URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    /// Hands over the URL's absolute string, in UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}
#endif
