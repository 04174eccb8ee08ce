import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R18 for the drivers of lists, gestures and URLs: called while a frame runs
/// (from an action), each throws `HostError` and changes nothing.
@MainActor
@Suite("R18 Driver calls do not nest: lists, gestures, URLs")
struct NestedEditingDriverTests {
    final class HostBox {
        weak var host: ViewHost<Reentrant>?
    }

    struct Reentrant: View {
        let log: Log
        let box: HostBox
        @State var fruits = ["Apple", "Banana"]
        var body: some View {
            VStack {
                Button("Nest") {
                    guard let host = box.host else { return }
                    let calls: [(String, () throws -> Void)] = [
                        ("delete", { try host.delete("Apple") }),
                        ("move", { try host.move("Apple", to: 2) }),
                        ("drag", { try host.drag("Card", by: CGSize(width: 50, height: 0)) }),
                        ("open", { try host.open(URL(string: "myapp://x")!) }),
                        ("type", { try host.type("x", into: "") }),
                    ]
                    for (name, call) in calls {
                        do { try call() } catch let error as HostError { log("\(name): \(error.reason)") } catch { log("\(name): \(error)") }
                    }
                }
                List {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete { _ in fruits.removeFirst() }
                        .onMove { _, _ in fruits.reverse() }
                }
                Text("Card").gesture(DragGesture().onEnded { _ in log("dragged") })
                TextEditor(text: .constant(""))
            }
            .onOpenURL { _ in log("opened") }
        }
    }

    @Test func theListGestureAndURLDriversThrowDuringAFrameAndChangeNothing() throws {
        let log = Log(), box = HostBox()
        let host = TestHost(Reentrant(log: log, box: box))
        box.host = host.host
        let before = host.render()
        host.tap("Nest")
        #expect(log.take() == ["delete: calledDuringFrame", "move: calledDuringFrame", "drag: calledDuringFrame",
                               "open: calledDuringFrame", "type: calledDuringFrame"])
        #expect(host.render() == before)
        host.delete("Apple")
        #expect(!host.render().contains("Apple"))
    }
}
