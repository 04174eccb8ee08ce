import Speech
import Testing
import ViewEngine

/// SFSpeechRecognizer: "requestAuthorization(_:)" and "authorizationStatus()".
@MainActor
@Suite("Speech: authorization is not determined until asked, answered later")
struct AuthorizationTests {
    /// "notDetermined: The app's authorization status has not yet been determined. When
    /// your app's status is not determined, calling the requestAuthorization(_:) method
    /// prompts the user" — the handler is called once, after the call returned, with the
    /// answer, and the status is that answer after.
    @Test func theRequestIsAnsweredOnceLaterAndTheStatusFollows() async {
        await inSpeechHost { host in
            #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
            var answers: [SFSpeechRecognizerAuthorizationStatus] = []
            SFSpeechRecognizer.requestAuthorization { answers.append($0) }
            #expect(answers == [])
            #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
            await host.settle()
            #expect(answers == [.authorized])
            #expect(SFSpeechRecognizer.authorizationStatus() == .authorized)
            #expect(host.speech.events == ["requestAuthorization: authorized"])
        }
    }

    /// "denied: The user denied your app's request to perform speech recognition" — the
    /// test answers for the person; a second request does not ask again.
    @Test func aDeniedRequestStaysDenied() async {
        await inSpeechHost { host in
            host.speech.authorizationAnswer = .denied
            var answers: [SFSpeechRecognizerAuthorizationStatus] = []
            SFSpeechRecognizer.requestAuthorization { answers.append($0) }
            await host.settle()
            host.speech.authorizationAnswer = .authorized
            SFSpeechRecognizer.requestAuthorization { answers.append($0) }
            await host.settle()
            #expect(answers == [.denied, .denied])
        }
    }

    /// The statuses' raw values are Apple's: notDetermined 0, denied 1, restricted 2,
    /// authorized 3; a recognizer for the current locale is available.
    @Test func rawValuesAreApplesAndARecognizerIsAvailable() async throws {
        #expect([SFSpeechRecognizerAuthorizationStatus.notDetermined, .denied, .restricted, .authorized].map(\.rawValue) == [0, 1, 2, 3])
        await inSpeechHost { host in
            let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "en-US"))
            #expect(recognizer?.isAvailable == true)
            #expect(recognizer?.locale.identifier == "en-US")
        }
    }
}
