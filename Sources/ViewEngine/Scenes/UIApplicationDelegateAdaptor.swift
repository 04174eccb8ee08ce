#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore

/// A property wrapper type that you use to create a UIKit app delegate.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { NotesList() } }
/// }
/// let host = ViewHost(app: NotesApp())   // AppDelegate's launch methods have run
/// ```
///
/// Declare it once, in the `App`. The host makes the delegate when it first evaluates
/// the app's body — once per host — makes it `UIApplication.shared.delegate`, and calls
/// `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` with no launch options, before any
/// view of the app's scenes appears.
///
/// On Linux the delegate must subclass ``UIResponder`` (as Xcode's templates write it),
/// not only `NSObject`: Swift makes an object from a type only through a `required`
/// initializer, and Linux's `NSObject.init()` is not one. On iOS a `UIResponder` is an
/// `NSObject`, so the change compiles on both.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    private let makeDelegate: () -> DelegateType
    private var box: DelegateBox<DelegateType>?

    /// Creates the adaptor for a delegate of the given type.
    ///
    /// ```swift
    /// @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    /// @UIApplicationDelegateAdaptor var appDelegate: AppDelegate
    /// ```
    public init(_ delegateType: DelegateType.Type = DelegateType.self) where DelegateType: UIResponder {
        makeDelegate = { DelegateType() }
    }

    /// The adaptor of an app UIKit starts (``UIApplicationDelegateApp``): its first scene's
    /// delegate is `sceneDelegate` when the delegate's configuration names none.
    init(_ delegateType: DelegateType.Type, sceneDelegate: AnyClass) where DelegateType: UIResponder {
        makeDelegate = { DelegateType() }
        declaredSceneDelegate = sceneDelegate
    }

    /// The scene delegate's class when the app delegate's configuration names none.
    private var declaredSceneDelegate: AnyClass?

    /// The delegate the host made (read before the host attached it, a new delegate that
    /// has not launched).
    public var wrappedValue: DelegateType { box?.delegate ?? makeDelegate() }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// A projection of the delegate that makes bindings to its properties, when it is an
    /// `ObservableObject`.
    ///
    /// ```swift
    /// Toggle("Sync", isOn: $appDelegate.syncsInBackground)
    /// ```
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// The delegate of one host, made and launched once.
private final class DelegateBox<DelegateType: NSObject & UIApplicationDelegate> {
    let delegate: DelegateType

    @MainActor init(_ delegate: DelegateType, declaredSceneDelegate: AnyClass?) {
        self.delegate = delegate
        let application = UIApplication.shared
        application.delegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        HostSystem.current.connectScene(to: delegate, declaredSceneDelegate: declaredSceneDelegate)
    }
}

extension UIApplicationDelegateAdaptor: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let make = property.makeDelegate
        let sceneDelegate: AnyClass? = property.declaredSceneDelegate
        property.box = context.slotObject { DelegateBox(make(), declaredSceneDelegate: sceneDelegate) }
        return nil
    }
}

extension UIApplicationDelegateAdaptor: ViewInputComparable {
    /// The delegate belongs to the host, not to the app value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
#endif
