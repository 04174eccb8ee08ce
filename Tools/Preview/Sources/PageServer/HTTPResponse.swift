// An answer, and its bytes on the wire (RFC 9112, §4 and §6): the status line, the fields
// (with Content-Length and Date added), an empty line, the body.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 response.
package struct HTTPResponse: Equatable, Sendable {
    /// Its status.
    package var status: HTTPStatus
    /// Its header fields, besides `Content-Length`, `Date` and `Connection`, which
    /// ``bytes(withBody:closing:)`` adds.
    package var headers: HTTPHeaders
    /// Its body.
    package var body: [UInt8]

    /// A response with these parts.
    package init(status: HTTPStatus, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text answer: `sentence` and a line end, as `text/plain; charset=utf-8`.
    package static func text(_ status: HTTPStatus, _ sentence: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var response = HTTPResponse(status: status, headers: headers, body: Array((sentence.hasSuffix("\n") ? sentence : sentence + "\n").utf8))
        response.headers.add("Content-Type", "text/plain; charset=utf-8")
        return response
    }

    /// The refusal of a request the server could not take (`error`'s status and sentence).
    package static func refusal(_ error: HTTPError) -> HTTPResponse {
        text(error.status, error.message)
    }

    /// The response as sent: with a `Content-Length` (but for `101`), a `Date`, and
    /// `Connection: close` when `closing`; the body left out for a `HEAD` request
    /// (`withBody` false; its length still said, RFC 9110 §9.3.2).
    package func bytes(withBody: Bool = true, closing: Bool = false, date: String = HTTPResponse.date()) -> [UInt8] {
        var head = "HTTP/1.1 \(status)\r\n"
        for field in headers.fields { head += "\(field.name): \(field.value)\r\n" }
        if status != .switchingProtocols {
            head += "Content-Length: \(body.count)\r\n"
            head += "Date: \(date)\r\n"
        }
        if closing { head += "Connection: close\r\n" }
        head += "\r\n"
        return Array(head.utf8) + (withBody ? body : [])
    }

    /// Now, as the `Date` field writes it: `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110, §5.6.7).
    package static func date(_ seconds: Int = time(nil)) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
