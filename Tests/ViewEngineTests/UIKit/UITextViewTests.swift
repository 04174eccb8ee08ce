import Foundation
import Testing
import ViewEngine

/// `UITextView` as an app's `UIViewRepresentable` wraps it: its delegate hears the edits.
@MainActor
@Suite("UIKit: UITextView tells its delegate about edits")
struct UITextViewTests {
    final class Coordinator: UITextViewDelegate {
        var events: [String] = []
        var refuses = false
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("began") }
        func textViewDidEndEditing(_ textView: UITextView) { events.append("ended") }
        func textViewDidChange(_ textView: UITextView) { events.append("changed \(textView.text ?? "")") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            events.append("should \(range.location),\(range.length) \(text)")
            return !refuses
        }
    }

    // textView(_:shouldChangeTextIn:replacementText:): "Asks the delegate whether to replace
    // the specified text in the text view." textViewDidChange(_:): "Tells the delegate when
    // the user changes the text or attributes in the specified text view."
    @Test func editsAskThenTellTheDelegate() {
        let textView = UITextView()
        let coordinator = Coordinator()
        textView.delegate = coordinator
        #expect(textView.becomeFirstResponder())
        textView.replaceText(in: NSRange(location: 0, length: 0), with: "Hello")
        textView.replaceText(in: NSRange(location: 5, length: 0), with: " world")
        coordinator.refuses = true
        #expect(textView.replaceText(in: NSRange(location: 0, length: 5), with: "Bye") == false)
        #expect(textView.resignFirstResponder())
        #expect(textView.text == "Hello world")
        #expect(coordinator.events == ["began", "should 0,0 Hello", "changed Hello", "should 5,0  world", "changed Hello world",
                                       "should 0,5 Bye", "ended"])
    }

    // isEditable: "When set to false, the user can't edit the text."
    @Test func aTextViewThatIsNotEditableDoesNotBeginEditing() {
        let textView = UITextView()
        textView.isEditable = false
        #expect(textView.becomeFirstResponder() == false)
        #expect(textView.isEditing == false)
    }
}
