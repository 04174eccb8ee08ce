import ViewEngineCore
import Foundation

/// The modifier behind ``View/onOpenURL(perform:)``.
public struct _OnOpenURLModifier: ViewModifier {
    let action: (URL) -> Void
    public typealias Body = Never
}

extension _OnOpenURLModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        OpenURLHandlerNode(modifier, inputs)
    }
}

/// Receives the URLs the host delivers (``ViewHost/open(_:)``) while its content is on
/// screen.
@MainActor
final class OpenURLHandlerNode<Content: View>: ModifierNode<Content, _OnOpenURLModifier>, URLReceiving {
    var kind: AnyControlKind { ControlKind<any URLReceiving>.openURLHandler.erased }
    var title = ""

    override func didAppear() { register() }
    override func didDisappear() { unregister() }

    func receive(_ url: URL) { modifier.action(url) }
}

/// A view that handles the URLs the app receives.
@MainActor
protocol URLReceiving: RegisteredControl {
    /// Runs the handler of the latest evaluation with `url`.
    func receive(_ url: URL)
}

extension View {
    /// Registers a handler to invoke in response to a URL that your app receives.
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in route(to: url) }
    /// try host.open(URL(string: "myapp://item/42")!)
    /// ```
    ///
    /// ``ViewHost/open(_:)`` delivers a URL to every view on screen that has a handler, in
    /// tree order, in one frame, as the app's scene receives it (presentations do not
    /// hide it; a view not on screen, such as a hidden tab's, does not get it).
    ///
    /// - Parameter action: A closure that SwiftUI calls when your app receives a URL.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, _OnOpenURLModifier> {
        modifier(_OnOpenURLModifier(action: action))
    }
}

extension ControlKind where Control == any URLReceiving {
    /// A view with `onOpenURL`, as the host finds it.
    static var openURLHandler: Self { Self("onOpenURL handler") }
}
