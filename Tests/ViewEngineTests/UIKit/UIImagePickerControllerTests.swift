import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// An image picker as apps wrap it in a `UIViewControllerRepresentable`, with a coordinator
/// that is its delegate; the test stands in for the user who picks a photo.
@MainActor
@Suite("UIKit: UIImagePickerController gives its delegate what the user picked")
struct UIImagePickerControllerTests {
    /// Where the test finds the picker the representable made.
    final class Made {
        var picker: UIImagePickerController?
    }

    struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        let made: Made

        func makeUIViewController(context: Context) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.delegate = context.coordinator
            made.picker = picker
            return picker
        }

        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            let parent: ImagePicker
            init(_ parent: ImagePicker) { self.parent = parent }

            func imagePickerController(_ picker: UIImagePickerController,
                                       didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                parent.image = info[.originalImage] as? UIImage
            }
        }
    }

    struct Screen: View {
        @State var image: UIImage?
        let made: Made
        var body: some View {
            VStack {
                Text(image.map { "picked \($0.description)" } ?? "no photo")
                ImagePicker(image: $image, made: made)
            }
        }
    }

    // imagePickerController(_:didFinishPickingMediaWithInfo:): "Tells the delegate that the
    // user picked a still image or movie." originalImage: "Specifies the original,
    // uncropped image selected by the user."
    @Test func aPickedPhotoReachesTheBinding() throws {
        let made = Made()
        let host = TestHost(Screen(made: made))
        #expect(host.render().contains(#"Text "no photo""#))
        let picker = try #require(made.picker)
        picker.finishPicking(try #require(UIImage(systemName: "photo")))
        #expect(host.render().contains(#"Text "picked photo""#))
    }

    // isSourceTypeAvailable(_:): "Returns a Boolean value indicating whether the device
    // supports picking media using the specified source type." Headless, as in a simulator,
    // there is no camera.
    @Test func thereIsNoCamera() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.camera) == false)
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    }

    // imagePickerControllerDidCancel(_:): "Your delegate's implementation of this method
    // should dismiss the picker view" — and UIKit dismisses it when the delegate does not
    // implement the method.
    @Test func cancellingDismissesThePicker() {
        final class Quiet: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
        let root = UIViewController()
        let picker = UIImagePickerController()
        let delegate = Quiet()
        picker.delegate = delegate
        root.present(picker, animated: true)
        picker.cancel()
        #expect(root.presentedViewController == nil)
    }

    /// A picker shown in a sheet, as apps present one from SwiftUI.
    struct SheetScreen: View {
        @State var showsPicker = false
        @State var image: UIImage?
        let made: Made
        var body: some View {
            Button("Choose") { showsPicker = true }
                .sheet(isPresented: $showsPicker) { ImagePicker(image: $image, made: made) }
        }
    }

    // dismiss(animated:completion:): called on a presented controller itself, the
    // dismissal goes to the controller that presented it. A controller a representable
    // shows in a SwiftUI sheet is inside the sheet's hosting controller, so dismissing it
    // closes the sheet (here through UIKit's default cancel).
    @Test func dismissingAControllerInASheetClosesTheSheet() throws {
        let made = Made()
        let host = TestHost(SheetScreen(made: made))
        host.tap("Choose")
        let picker = try #require(made.picker)
        #expect(host.render().contains("ImagePicker (UIViewControllerRepresentable)"))
        picker.cancel()
        #expect(!host.render().contains("ImagePicker (UIViewControllerRepresentable)"))
        // A controller not in a presentation dismisses nothing.
        let alone = TestHost(Screen(made: made))
        try #require(made.picker).dismiss(animated: true)
        #expect(alone.render().contains("ImagePicker (UIViewControllerRepresentable)"))
    }
}
