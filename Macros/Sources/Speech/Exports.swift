// Speech: speech recognition on a headless host.
//
// The model. A host has no microphone audio. A recognizer is available for every locale
// Foundation knows. The app's authorization is `.notDetermined` until it asks
// (`SFSpeechRecognizer.requestAuthorization(_:)`); the request then answers what the test
// set (`host.speech.authorizationAnswer`, `.authorized` by default, as a simulator where the
// person granted it), later, when the host settles. An `AVAudioEngine` starts and runs, but
// its input node gives a tap no buffer. What the person says is the test's:
// `host.speech.hear("Hello world")` is transcribed by the next recognition task (or by the
// one running, silent, when it is said): partial results word by word when the request
// reports them ("Hello", "Hello world"), then the final one, when the audio ends
// (`endAudio()` or `finish()` for a buffer request, the file's end for a URL request), each
// through the result handler, later. With nothing heard, a task over audio does not
// pretend: it says once on standard error that the host has no audio and names
// `host.speech.hear(_:)`, and runs with no result, as in a silent room.
//
// Speech's requests take AVFoundation's buffers (`AVAudioPCMBuffer`): AVFoundation is
// re-exported, as Apple's Speech module does, with Foundation (`Locale`, `URL`).
@_exported import Foundation
#if canImport(Darwin)
@_exported import EngineAVFoundation
#else
@_exported import AVFoundation
#endif
