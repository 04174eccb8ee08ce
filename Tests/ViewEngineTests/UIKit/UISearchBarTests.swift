import Foundation
import Testing
import ViewEngine

/// A search bar and its delegate, as an app's `UIViewRepresentable` coordinator hears it.
@MainActor
@Suite("UIKit: UISearchBar tells its delegate what the user typed")
struct UISearchBarTests {
    final class Coordinator: UISearchBarDelegate {
        var heard: [String] = []
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { heard.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { heard.append("search \(searchBar.text ?? "")") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { heard.append("cancel") }
    }

    // searchBar(_:textDidChange:): "Tells the delegate that the user changed the search
    // text." searchBarSearchButtonClicked(_:): "Tells the delegate that the search button
    // was tapped."
    @Test func typingSearchingAndCancelling() {
        let bar = UISearchBar(frame: .zero)
        let coordinator = Coordinator()
        bar.delegate = coordinator
        bar.type("mi")
        bar.type("milk")
        bar.search()
        bar.cancel()
        #expect(bar.text == "milk")
        #expect(coordinator.heard == ["text mi", "text milk", "search milk", "cancel"])
    }

    // enablesReturnKeyAutomatically: "If you set it to true, the keyboard disables the
    // Return key when the text entry area contains no text. As soon as the user enters some
    // text, the Return key is automatically enabled."
    @Test func anEmptyBarSearchesOnlyWhenTheReturnKeyIsAlwaysOn() {
        let bar = UISearchBar(frame: .zero)
        let coordinator = Coordinator()
        bar.delegate = coordinator
        #expect(bar.enablesReturnKeyAutomatically)
        bar.search()
        bar.type("tea")
        bar.search()
        bar.type("")
        bar.enablesReturnKeyAutomatically = false
        bar.search()
        #expect(coordinator.heard == ["text tea", "search tea", "text ", "search "])
    }
}
