import ViewEngineCore
import Foundation

/// A property wrapper type that reflects a value from the host's app storage and
/// invalidates a view on a change in value in that storage.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("volume") var volume = 5
///     var body: some View {
///         Button("louder") { volume += 1 }
///             .onChange(of: volume) { print("volume \($0)") }
///     }
/// }
/// ```
///
/// Every host has a store of its own, as if it applied `.defaultAppStorage` with a fresh
/// one: two hosts never share a value, and every view of one host that reads a key
/// updates when it changes (Rules: Host). Start a host with values in
/// ``HostConfiguration/appStorage``. A `store:` argument is accepted for source
/// compatibility; the host's store is used.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private var storage: KeyedStorageValue<Value>

    private init(key: String, defaultValue: Value,
                 encode: @escaping (Value) -> AppStorageValue?, decode: @escaping (AppStorageValue) -> Value?) {
        storage = KeyedStorageValue(key: key, defaultValue: defaultValue, encode: encode, decode: decode)
    }

    /// The value in the store for the key, or the default when it holds none.
    ///
    /// Outside a mounted view it reads the default, and writes are ignored.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.write(newValue) }
    }

    /// A binding to the stored value.
    ///
    /// ```swift
    /// Toggle("Sounds", isOn: $soundsOn)
    /// ```
    public var projectedValue: Binding<Value> { storage.binding }
}

extension AppStorage {
    /// Creates a property that can read and write a stored Boolean.
    ///
    /// ```swift
    /// @AppStorage("sounds") var sounds = true
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { .bool($0) }) { if case .bool(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a stored integer.
    ///
    /// ```swift
    /// @AppStorage("volume") var volume = 5
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0) }) { if case .int(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a stored double.
    ///
    /// ```swift
    /// @AppStorage("speed") var speed = 1.0
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { .double($0) }) { if case .double(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a stored string.
    ///
    /// ```swift
    /// @AppStorage("name") var name = ""
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0) }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a stored URL.
    ///
    /// ```swift
    /// @AppStorage("home") var home = URL(string: "https://example.com")!
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { .url($0) }) { if case .url(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write stored data.
    ///
    /// ```swift
    /// @AppStorage("blob") var blob = Data()
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { .data($0) }) { if case .data(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a stored date.
    ///
    /// ```swift
    /// @AppStorage("lastOpened") var lastOpened = Date.distantPast
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, encode: { .date($0) }) { if case .date(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write a stored value of a string-backed
    /// enumeration, stored as its raw value.
    ///
    /// ```swift
    /// enum Theme: String { case light, dark }
    /// @AppStorage("theme") var theme = Theme.light
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0.rawValue) }) {
            if case .string(let raw) = $0 { Value(rawValue: raw) } else { nil }
        }
    }

    /// Creates a property that can read and write a stored value of an integer-backed
    /// enumeration, stored as its raw value.
    ///
    /// ```swift
    /// enum Level: Int { case low, high }
    /// @AppStorage("level") var level = Level.low
    /// ```
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0.rawValue) }) {
            if case .int(let raw) = $0 { Value(rawValue: raw) } else { nil }
        }
    }

    /// Creates a property that can read and write an optional stored string; `nil`
    /// removes the key.
    ///
    /// ```swift
    /// @AppStorage("nickname") var nickname: String?
    /// ```
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .string($0) } }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional stored integer; `nil`
    /// removes the key.
    ///
    /// ```swift
    /// @AppStorage("highScore") var highScore: Int?
    /// ```
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .int($0) } }) { if case .int(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional stored Boolean; `nil`
    /// removes the key.
    ///
    /// ```swift
    /// @AppStorage("agreed") var agreed: Bool?
    /// ```
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .bool($0) } }) { if case .bool(let v) = $0 { v } else { nil } }
    }

    /// Creates a property that can read and write an optional stored double; `nil`
    /// removes the key.
    ///
    /// ```swift
    /// @AppStorage("weight") var weight: Double?
    /// ```
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .double($0) } }) { if case .double(let v) = $0 { v } else { nil } }
    }
}

extension AppStorage: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        property.storage.store = context.graph.appStorage
        return nil
    }
}

extension AppStorage: ViewInputComparable {
    /// Stored values belong to the host, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
