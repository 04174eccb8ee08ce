import Testing
import ViewEngine
import TestSupport

/// A control shown by a custom style lets go of its label once it is gone. The style's
/// `configuration.label` shows the control's own label, so the control's label source and
/// the style's body refer to each other while the control is on screen; unmounting breaks
/// that, whichever kind of style it was.
@MainActor
struct StyledControlLeakTests {
    final class Model {}

    final class Weak {
        weak var object: AnyObject?
    }

    struct Tag: View {
        let model: Model
        var body: some View { Text("tag") }
    }

    struct Squared: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4)
        }
    }

    struct Logged: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration)
        }
    }

    struct Checked: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Text(configuration.isOn ? "on" : "off") }
        }
    }

    enum Kind { case buttonStyle, primitiveButtonStyle, toggleStyle, none }

    struct Screen: View {
        let model: Model?
        let kind: Kind
        var body: some View {
            if let model {
                switch kind {
                case .buttonStyle: Button(action: {}) { Tag(model: model) }.buttonStyle(Squared())
                case .primitiveButtonStyle: Button(action: {}) { Tag(model: model) }.buttonStyle(Logged())
                case .toggleStyle: Toggle(isOn: .constant(true)) { Tag(model: model) }.toggleStyle(Checked())
                case .none: Button(action: {}) { Tag(model: model) }
                }
            }
        }
    }

    @Test(arguments: [Kind.buttonStyle, .primitiveButtonStyle, .toggleStyle, .none])
    func aStyledControlReleasesItsLabelWhenItIsGone(kind: Kind) async {
        let captured = Weak()
        let host: ViewHost<Screen>
        do {
            let model = Model()
            captured.object = model
            host = ViewHost(testing: Screen(model: model, kind: kind))
        }
        #expect(host.render().contains("tag"))
        #expect(captured.object != nil)
        host.root = Screen(model: nil, kind: kind)
        await host.settle()
        #expect(captured.object == nil)
    }
}
