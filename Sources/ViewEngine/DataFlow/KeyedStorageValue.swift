/// What `@AppStorage` and `@SceneStorage` share: a value kept under a key in an
/// ``AppStorageStore`` (the host's, or the scene's), read with its default when the store
/// holds none or something it cannot decode, written encoded, and bound.
import ViewEngineCore

struct KeyedStorageValue<Value> {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> AppStorageValue?
    let decode: (AppStorageValue) -> Value?
    /// Set when the wrapper is attached to a mounted view; `nil` before, when reads give
    /// the default and writes are ignored.
    var store: AppStorageStore?

    /// The stored value, or the default.
    var value: Value {
        guard let stored = store?.read(key) else { return defaultValue }
        return decode(stored) ?? defaultValue
    }

    /// Stores `newValue` under the key (nothing before the wrapper is attached).
    func write(_ newValue: Value) { store?.write(encode(newValue), for: key) }

    /// A binding to the stored value, located at the key (a constant before attachment).
    var binding: Binding<Value> {
        guard let store else { return .constant(defaultValue) }
        let key = self.key, defaultValue = self.defaultValue, encode = self.encode, decode = self.decode
        return Binding(location: BindingLocation(object: store, path: [\AppStorageStore.[key]]),
                       get: { store.read(key).flatMap(decode) ?? defaultValue },
                       set: { store.write(encode($0), for: key) })
    }
}
