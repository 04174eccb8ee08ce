import Observation

// The data-flow modifiers of a scene: an environment value or object set on a scene is
// set on the view of every scene it applies to, so the scene's content and all its views
// read it (Rules R16).

extension Scene {
    /// Sets the environment value of the specified key path to the given value, for the
    /// views of this scene.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(\.locale, Locale(identifier: "fr"))
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _ModifiedScene<Self> {
        modified { $0.modifyContent { $0.environment(keyPath, value) } }
    }

    /// Places an observable object in the environment of this scene's views, for
    /// `@Environment(T.self)`.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> _ModifiedScene<Self> {
        modified { $0.modifyContent { $0.environment(object) } }
    }

    /// Supplies an observable object to the views of this scene, for `@EnvironmentObject`.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environmentObject(store)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> _ModifiedScene<Self> {
        modified { $0.modifyContent { $0.environmentObject(object) } }
    }
}
