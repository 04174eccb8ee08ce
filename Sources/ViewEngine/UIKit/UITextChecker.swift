// UIKit's spelling checker, over word lists the host supplies.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Synchronization

/// An object that checks a string for misspelled words — UIKit's `UITextChecker`.
///
/// ```swift
/// UITextChecker.setWords(["apple", "pear", "plum"], language: "en")
/// let checker = UITextChecker()
/// let word = "aple"
/// let range = NSRange(location: 0, length: word.utf16.count)
/// let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0,
///                                                wrap: false, language: "en")
/// misspelled.location == NSNotFound       // false: "aple" is not in the list
/// checker.guesses(forWordRange: misspelled, in: word, language: "en")   // ["apple"]
/// ```
///
/// There is no system dictionary headless. The checker's model is explicit: a language's
/// dictionary is the word list given to ``setWords(_:language:)`` (none until then), and
/// a word — a run of letters and digits, with apostrophes inside it — is spelled right
/// when, ignoring case, it is in that list, was learned (``learnWord(_:)``, for every
/// language, as the user's dictionary on iOS) or this checker ignores it
/// (``ignoreWord(_:)``). Any other word is misspelled, every word of a language with no
/// list included. ``availableLanguages`` are the languages given a list.
open class UITextChecker: NSObject {
    /// The dictionaries and the learned words, shared by every checker of the process.
    private static let store = Mutex(Store())

    private struct Store {
        var words: [String: Set<String>] = [:]
        var learned: Set<String> = []
    }

    /// The words this checker ignores, set with ``ignoreWord(_:)``; `nil` before any.
    open var ignoredWords: [String]?

    /// Creates a checker.
    nonisolated public required override init() { super.init() }

    /// Gives `language` its dictionary: `words` (the engine's own, as there is no system
    /// dictionary headless), in place of any list it had.
    ///
    /// ```swift
    /// UITextChecker.setWords(try String(contentsOf: wordsURL, encoding: .utf8)
    ///     .components(separatedBy: .newlines), language: "en")
    /// ```
    public static func setWords(_ words: [String], language: String) {
        let folded = Set(words.map { $0.lowercased() }.filter { !$0.isEmpty })
        store.withLock { $0.words[language] = folded }
    }

    /// The languages the checker has a dictionary for (``setWords(_:language:)``), sorted.
    open class var availableLanguages: [String] { store.withLock { $0.words.keys.sorted() } }

    /// Learns `word`: it is spelled right, in every language, for every checker.
    open class func learnWord(_ word: String) { _ = store.withLock { $0.learned.insert(word.lowercased()) } }

    /// Whether `word` was learned (``learnWord(_:)``) and not unlearned since.
    open class func hasLearnedWord(_ word: String) -> Bool { store.withLock { $0.learned.contains(word.lowercased()) } }

    /// Forgets the learned `word`.
    open class func unlearnWord(_ word: String) { _ = store.withLock { $0.learned.remove(word.lowercased()) } }

    /// Makes this checker take `wordToIgnore` as spelled right.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// The range of the first misspelled word of `stringToCheck` inside `range`, searching
    /// from `startingOffset` (an offset in the string, in UTF-16) to the range's end, then, when `wrapFlag` is `true`, from the
    /// range's start; a range whose location is `NSNotFound` when every word is spelled
    /// right (or `range` is not inside the string).
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let words = Self.words(in: stringToCheck, range: range)
        let after = words.filter { $0.range.location >= startingOffset }
        let before = wrapFlag ? words.filter { $0.range.location < startingOffset } : []
        let known = knownWords(language: language)
        let misspelled = (after + before).first { !known($0.word) }
        return misspelled?.range ?? NSRange(location: NSNotFound, length: 0)
    }

    /// The words of `language`'s dictionary one or two edits (a letter added, removed or
    /// changed) from the word in `range`, the nearest first, then alphabetically; `nil`
    /// when `range` is not inside the string.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let bounds = Range(range, in: string) else { return nil }
        let word = string[bounds].lowercased()
        let candidates = Self.store.withLock { $0.words[language] ?? [] }
        return candidates.compactMap { candidate -> (Int, String)? in
            let distance = Self.editDistance(word, candidate)
            return distance > 0 && distance <= 2 ? (distance, candidate) : nil
        }
        .sorted { $0 < $1 }
        .map(\.1)
    }

    /// The words of `language`'s dictionary that start with the partial word in `range`,
    /// alphabetically; `nil` when `range` is not inside the string.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let bounds = Range(range, in: string) else { return nil }
        let prefix = string[bounds].lowercased()
        let candidates = Self.store.withLock { $0.words[language] ?? [] }
        return candidates.filter { $0.hasPrefix(prefix) && $0 != prefix }.sorted()
    }

    /// Whether a word is spelled right in `language` for this checker.
    private func knownWords(language: String) -> (String) -> Bool {
        let (dictionary, learned) = Self.store.withLock { ($0.words[language] ?? [], $0.learned) }
        let ignored = Set((ignoredWords ?? []).map { $0.lowercased() })
        return { word in
            let folded = word.lowercased()
            return dictionary.contains(folded) || learned.contains(folded) || ignored.contains(folded)
        }
    }

    /// The words of `string` inside `range`, in order, each with its range (in UTF-16).
    private static func words(in string: String, range: NSRange) -> [(word: String, range: NSRange)] {
        guard let bounds = Range(range, in: string) else { return [] }
        var words: [(word: String, range: NSRange)] = []
        var start: String.Index?
        var index = bounds.lowerBound
        func close(at end: String.Index) {
            guard var first = start else { return }
            var last = end
            while first < last, string[first].isApostrophe { first = string.index(after: first) }
            while last > first, string[string.index(before: last)].isApostrophe { last = string.index(before: last) }
            if first < last { words.append((String(string[first..<last]), NSRange(first..<last, in: string))) }
            start = nil
        }
        while index < bounds.upperBound {
            let character = string[index]
            if character.isLetter || character.isNumber || character.isApostrophe {
                if start == nil { start = index }
            } else {
                close(at: index)
            }
            index = string.index(after: index)
        }
        close(at: bounds.upperBound)
        return words
    }

    /// The number of letters to add, remove or change to make `a` into `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = saved
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}

private extension Character {
    /// An apostrophe, which a word may have inside it ("don't").
    var isApostrophe: Bool { self == "'" || self == "\u{2019}" }
}
#endif
