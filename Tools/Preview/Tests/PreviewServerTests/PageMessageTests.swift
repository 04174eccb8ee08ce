import PreviewProtocol
import Testing
@testable import PreviewServer

/// The page's messages are read strictly: a known type with exactly its fields; anything
/// else is refused with a sentence that says what a message may be.
@Suite("Safety: malformed messages are refused with a clear error")
struct PageMessageTests {
    private func refusal(_ text: String) -> String {
        do {
            let message = try PageMessage.decode(text)
            return "accepted \(message)"
        } catch {
            return error.description
        }
    }

    @Test func theMessagesOfThePageAreRead() throws {
        #expect(try PageMessage.decode(#"{"type":"click","x":120.5,"y":300}"#) == .click(x: 120.5, y: 300))
        #expect(try PageMessage.decode(#"{"type":"drag","fromX":300,"fromY":80,"toX":40.5,"toY":80}"#)
            == .drag(fromX: 300, fromY: 80, toX: 40.5, toY: 80))
        #expect(try PageMessage.decode(#"{"type":"open","preview":"App/Counter.swift:12"}"#) == .open(preview: "App/Counter.swift:12"))
        #expect(try PageMessage.decode(#"{"type":"key","text":"é"}"#) == .key(.text("é")))
        #expect(try PageMessage.decode(#"{"type":"key","key":"backspace"}"#) == .key(.deleteBackward))
        #expect(try PageMessage.decode(#"{"type":"key","key":"return"}"#) == .key(.submit))
        #expect(try PageMessage.decode(#"{"type":"advance","seconds":0.5}"#) == .advance(seconds: 0.5))
        #expect(try PageMessage.decode(#"{"type":"display","device":"ipad","colorScheme":"dark","dynamicTypeSize":"xxLarge"}"#)
            == .display(DisplaySettings(width: 834, height: 1194, isPad: true, colorScheme: "dark", dynamicTypeSize: "xxLarge")))
        #expect(try PageMessage.decode(#"{"type":"display","device":"custom","width":500,"height":300,"colorScheme":"light","dynamicTypeSize":"large"}"#)
            == .display(DisplaySettings(width: 500, height: 300)))
    }

    @Test func somethingThatIsNotAnObjectIsRefused() {
        #expect(refusal("click 10 20") == #"A message is a JSON object with a "type", such as {"type":"click","x":120,"y":300}."#)
        #expect(refusal("[1,2]") == #"A message is a JSON object with a "type", such as {"type":"click","x":120,"y":300}."#)
        #expect(refusal(#"{"x":1}"#) == #"A message needs a "type": one of advance, click, display, drag, key, open."#)
    }

    @Test func anUnknownTypeIsRefused() {
        #expect(refusal(#"{"type":"eval","code":"exit(0)"}"#) == #"Unknown message type "eval"; the types are advance, click, display, drag, key, open."#)
    }

    /// A click names a point and nothing else: a field such as code or a path is refused.
    @Test func aFieldTheTypeDoesNotHaveIsRefused() {
        #expect(refusal(#"{"type":"click","x":1,"y":2,"path":"/etc/passwd"}"#)
            == #"A click message has the fields type, x, y; "path" is not one of them."#)
        #expect(refusal(#"{"type":"open","preview":"a","code":"fatalError()"}"#)
            == #"A open message has the fields type, preview; "code" is not one of them."#)
    }

    @Test func fieldsOfTheWrongKindOrRangeAreRefused() {
        #expect(refusal(#"{"type":"click","x":"10","y":2}"#) == #"A click message needs "x", a number from 0 to 4000."#)
        #expect(refusal(#"{"type":"click","x":true,"y":2}"#) == #"A click message needs "x", a number from 0 to 4000."#)
        #expect(refusal(#"{"type":"click","x":-1,"y":2}"#) == #"A click message needs "x", a number from 0 to 4000."#)
        #expect(refusal(#"{"type":"click","x":1}"#) == #"A click message needs "y", a number from 0 to 4000."#)
        #expect(refusal(#"{"type":"drag","fromX":1,"fromY":2,"toX":-40,"toY":2}"#) == #"A drag message needs "toX", a number from 0 to 4000."#)
        #expect(refusal(#"{"type":"drag","fromX":1,"fromY":2,"toX":4}"#) == #"A drag message needs "toY", a number from 0 to 4000."#)
        #expect(refusal(#"{"type":"advance","seconds":0}"#) == #"A advance message needs "seconds", a number from 0.001 to 3600."#)
        #expect(refusal(#"{"type":"key","text":"a","key":"return"}"#)
            == #"A key message has either "text" (the characters typed) or "key" ("backspace" or "return")."#)
        #expect(refusal(#"{"type":"key","text":"\u0007"}"#) == #"A key message's "text" is the characters typed: not empty, no control characters."#)
        #expect(refusal(#"{"type":"key","key":"escape"}"#) == #"A key message's "key" is "backspace" or "return"; got "escape"."#)
        #expect(refusal(#"{"type":"display","device":"pixel","colorScheme":"light","dynamicTypeSize":"large"}"#)
            == "Unknown device \"pixel\"; the devices are iphone15, iphone15-landscape, ipad, custom.")
        #expect(refusal(#"{"type":"display","device":"ipad","width":10,"colorScheme":"light","dynamicTypeSize":"large"}"#)
            == #"Only a "custom" device takes a "width" and a "height"."#)
        #expect(refusal(#"{"type":"display","device":"iphone15","colorScheme":"sepia","dynamicTypeSize":"large"}"#)
            == #"A display message's "colorScheme" is one of light, dark; got "sepia"."#)
    }

    @Test func aMessageTooLongIsRefused() {
        let long = #"{"type":"open","preview":""# + String(repeating: "a", count: 20_000) + #""}"#
        #expect(refusal(long) == "A message is at most 16384 bytes; this one has \(long.utf8.count).")
    }
}
