/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct Composer: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextField("Message", text: $draft) }
/// }
/// ```
///
/// It behaves like ``AppStorage`` over a store of the scene's own: every view of one host
/// (one scene) that reads a key sees the same value and updates when it changes, while
/// `@AppStorage` with the same key, and other hosts, have their own. The scene's storage
/// starts empty, as a scene's does when the system has nothing to restore, and goes away
/// with the host, as a scene's does when it is destroyed.
import ViewEngineCore

@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private var storage: KeyedStorageValue<Value>

    private init(key: String, defaultValue: Value,
                 encode: @escaping (Value) -> AppStorageValue?, decode: @escaping (AppStorageValue) -> Value?) {
        storage = KeyedStorageValue(key: key, defaultValue: defaultValue, encode: encode, decode: decode)
    }

    /// The value in the scene's storage for the key, or the default when it holds none.
    ///
    /// Outside a mounted view it reads the default, and writes are ignored.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.write(newValue) }
    }

    /// A binding to the stored value.
    ///
    /// ```swift
    /// TextField("Message", text: $draft)
    /// ```
    public var projectedValue: Binding<Value> { storage.binding }
}

extension SceneStorage {
    /// Creates a property that can read and write a Boolean in the scene's storage.
    ///
    /// ```swift
    /// @SceneStorage("sounds") var sounds = true
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { .bool($0) }) { if case .bool(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an integer in the scene's storage.
    ///
    /// ```swift
    /// @SceneStorage("selectedTab") var selectedTab = 0
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0) }) { if case .int(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a double in the scene's storage.
    ///
    /// ```swift
    /// @SceneStorage("zoom") var zoom = 1.0
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { .double($0) }) { if case .double(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a string in the scene's storage.
    ///
    /// ```swift
    /// @SceneStorage("draft") var draft = ""
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0) }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a URL in the scene's storage.
    ///
    /// ```swift
    /// @SceneStorage("lastPage") var lastPage = URL(string: "https://example.com")!
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { .url($0) }) { if case .url(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write data in the scene's storage.
    ///
    /// ```swift
    /// @SceneStorage("layout") var layout = Data()
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { .data($0) }) { if case .data(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a string-backed enumeration in the
    /// scene's storage, stored as its raw value.
    ///
    /// ```swift
    /// @SceneStorage("tab") var tab = Tab.home
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0.rawValue) }) {
            if case .string(let raw) = $0 { Value(rawValue: raw) } else { nil }
        }
    }

    /// Creates a property that can read and write a int-backed enumeration in the
    /// scene's storage, stored as its raw value.
    ///
    /// ```swift
    /// @SceneStorage("tab") var tab = Tab.home
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0.rawValue) }) {
            if case .int(let raw) = $0 { Value(rawValue: raw) } else { nil }
        }
    }

    /// Creates a property that can read and write an optional Boolean in the scene's
    /// storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("sounds") var sounds: Bool?
    /// ```
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .bool($0) } }) { if case .bool(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional integer in the scene's
    /// storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("selectedTab") var selectedTab: Int?
    /// ```
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .int($0) } }) { if case .int(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional double in the scene's
    /// storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("zoom") var zoom: Double?
    /// ```
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .double($0) } }) { if case .double(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional string in the scene's
    /// storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("draft") var draft: String?
    /// ```
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .string($0) } }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional URL in the scene's
    /// storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("lastPage") var lastPage: URL?
    /// ```
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .url($0) } }) { if case .url(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional data in the scene's
    /// storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("layout") var layout: Data?
    /// ```
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .data($0) } }) { if case .data(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional string-backed enumeration
    /// in the scene's storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("filter") var filter: Filter?
    /// ```
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .string($0.rawValue) } }) {
            if case .string(let raw) = $0 { R(rawValue: raw) } else { nil }
        }
    }

    /// Creates a property that can read and write an optional int-backed enumeration
    /// in the scene's storage; `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("filter") var filter: Filter?
    /// ```
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .int($0.rawValue) } }) {
            if case .int(let raw) = $0 { R(rawValue: raw) } else { nil }
        }
    }
}

extension SceneStorage: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        property.storage.store = context.node.environment.values.sceneStorageSlot?.store(in: context.graph)
        return nil
    }
}

extension SceneStorage: ViewInputComparable {
    /// Stored values belong to the scene, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

/// Where a host keeps its scene's storage: the host puts one in its environment, and the
/// store is made the first time a `@SceneStorage` needs it.
@MainActor
final class SceneStorageSlot {
    private var store: AppStorageStore?

    nonisolated init() {}

    /// The scene's store, made on first use.
    func store(in graph: ViewGraph) -> AppStorageStore {
        if let store { return store }
        let made = AppStorageStore([:], graph: graph)
        store = made
        return made
    }
}

private struct SceneStorageSlotKey: EnvironmentKey {
    static var defaultValue: SceneStorageSlot? { nil }
}

extension EnvironmentValues {
    /// The scene's storage (the host sets it at the root).
    var sceneStorageSlot: SceneStorageSlot? {
        get { self[SceneStorageSlotKey.self] }
        set { self[SceneStorageSlotKey.self] = newValue }
    }
}
