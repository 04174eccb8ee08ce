import ViewEngine
import LabTranscript

// The Japanese article's own backport, as written there, in a user's module over the
// legacy API. It lives in its own module: a module that declares this extension and
// also imports OnChangeCompat would get "ambiguous use" (extension members are visible
// module-wide, and an importing module does not shadow an imported one).

@available(iOS, deprecated: 17.0, message: "Please use official version")
private struct OnChangeModifier<V: Equatable>: ViewModifier {
    var value: V
    var initial: Bool
    var action: (_ oldValue: V, _ newValue: V) -> Void
    func body(content: Content) -> some View {
        content
            .onAppear {
                if initial {
                    action(value, value)
                }
            }
            .onChange(of: value) { [value] newValue in
                action(value, newValue)
            }
    }
}

extension View {
    func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }
}
