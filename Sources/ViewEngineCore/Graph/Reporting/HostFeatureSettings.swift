/// Settings a feature keeps in ``HostConfiguration`` without `Graph/` naming it: the feature
/// declares a key and extends `HostConfiguration` with a property stored under it (the image
/// loader of `AsyncImage` is one).
///
/// ```swift
/// private enum LoaderKey: HostSettingKey { static let defaultValue: Loader = .standard }
/// extension HostConfiguration {
///     public var loader: Loader {
///         get { featureSettings[LoaderKey.self] }
///         set { featureSettings[LoaderKey.self] = newValue }
///     }
/// }
/// ```
package protocol HostSettingKey {
    associatedtype Value: Sendable
    /// The value a host has until its configuration sets one.
    static var defaultValue: Value { get }
}

/// The values of ``HostSettingKey``s a configuration sets, by key.
package struct HostFeatureSettings: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// The value set for `key`, or its default.
    package subscript<Key: HostSettingKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
