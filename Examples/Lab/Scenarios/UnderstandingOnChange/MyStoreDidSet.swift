// "Characteristics of onChange": didSet runs on every assignment, equal value or not.
// The article's code, unchanged; it is a plain class, not a view.
class MyStore{
    var i = 0{
        didSet {
            print("oldValue:\(oldValue),newValue:\(i)")
        }
    }
}

extension Scenarios {
    static let myStoreDidSet = Scenario(
        "MyStoreDidSet", article: "Understanding SwiftUI's onChange",
        summary: "didSet fires on every assignment, even of an equal value (unlike onChange)"
    ) { lab in
        lab.step("let store = MyStore(); store.i = 0")
        let store = MyStore()
        store.i = 0
    }
}
