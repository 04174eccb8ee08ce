// A model file as iOS apps write them: it imports only Foundation, and uses Combine's
// `ObservableObject` and `@Published`, Observation's `@Observable` and `URLSession`, which
// Apple's Foundation brings with it. On Linux the FoundationImports plugin (applied to this
// target in Package.swift) makes them visible; without it this file does not compile.
import Foundation

final class Model: ObservableObject {
    @Published var x = 0
    let session: URLSession

    init(session: URLSession = URLSession.shared) {
        self.session = session
    }
}

@Observable final class Settings {
    var sortByName = true
}

/// The person's name as the account screen writes it: corelibs' formatter has no `init()`;
/// FoundationOnLinux's, through the plugin, has Apple's.
func displayName(given: String, family: String) -> String {
    var name = PersonNameComponents()
    name.givenName = given
    name.familyName = family
    return PersonNameComponentsFormatter().string(from: name)
}

/// The requests the model's service would send, each with the session's timeout.
func request(for path: String, in model: Model) -> URLRequest {
    var request = URLRequest(url: URL(string: "https://example.com")!.appendingPathComponent(path))
    request.timeoutInterval = model.session.configuration.timeoutIntervalForRequest
    return request
}
