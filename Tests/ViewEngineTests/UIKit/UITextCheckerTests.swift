import Foundation
import Testing
import ViewEngine

/// `UITextChecker` over the word lists the host supplies (there is no system dictionary):
/// each test uses a language of its own, as the lists are the process's.
@Suite("UIKit: UITextChecker over supplied word lists")
struct UITextCheckerTests {
    /// WordScramble's check, as written: a word is real when no misspelled range is found.
    static func isReal(_ word: String, language: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: language)
        return misspelled.location == NSNotFound
    }

    // rangeOfMisspelledWord(in:range:startingAt:wrap:language:): "Initiates a search of a
    // range of a string for a misspelled word." — the engine's model: a word is misspelled
    // when it is not in the language's list (case ignored); none found is NSNotFound.
    @Test func aWordIsMisspelledWhenNotInTheList() {
        UITextChecker.setWords(["silkworm", "worm", "silk"], language: "x-real")
        #expect(["silkworm", "Worm", "wrom", "silk"].map { Self.isReal($0, language: "x-real") } == [true, true, false, true])
        #expect(Self.isReal("worm", language: "x-none") == false)
    }

    // wrapFlag: "true to continue checking from the beginning of range if no misspelled
    // word is found between startingOffset and the end of range": the ranges found, in UTF-16.
    @Test func theSearchStartsAtTheOffsetAndWraps() {
        UITextChecker.setWords(["the", "cat", "sat"], language: "x-wrap")
        let text = "teh cat sta the"
        let all = NSRange(location: 0, length: text.utf16.count)
        let checker = UITextChecker()
        func find(_ start: Int, _ wrap: Bool) -> NSRange {
            checker.rangeOfMisspelledWord(in: text, range: all, startingAt: start, wrap: wrap, language: "x-wrap")
        }
        #expect(find(0, false) == NSRange(location: 0, length: 3))
        #expect(find(4, false) == NSRange(location: 8, length: 3))
        #expect(find(9, false).location == NSNotFound)
        #expect(find(9, true) == NSRange(location: 0, length: 3))
        checker.ignoreWord("teh")
        #expect(checker.ignoredWords == ["teh"] && find(9, true) == NSRange(location: 8, length: 3))
        let outside = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 10, length: 40), startingAt: 0,
                                                    wrap: false, language: "x-wrap")
        #expect(outside.location == NSNotFound)
    }

    // learnWord(_:), hasLearnedWord(_:), unlearnWord(_:): a learned word is spelled right
    // for every checker, in every language, until it is unlearned.
    @Test func aLearnedWordIsSpelledRightUntilUnlearned() {
        UITextChecker.setWords([], language: "x-learn")
        #expect(!Self.isReal("zyzzyvaq", language: "x-learn") && !UITextChecker.hasLearnedWord("zyzzyvaq"))
        UITextChecker.learnWord("zyzzyvaq")
        #expect(Self.isReal("zyzzyvaq", language: "x-learn") && UITextChecker.hasLearnedWord("zyzzyvaq"))
        UITextChecker.unlearnWord("zyzzyvaq")
        #expect(!Self.isReal("zyzzyvaq", language: "x-learn"))
        #expect(UITextChecker.availableLanguages.contains("x-learn"))
    }

    // guesses(forWordRange:in:language:): the list's words one or two edits away, nearest
    // first; completions(forPartialWordRange:in:language:): the list's words that start
    // with the partial word.
    @Test func guessesAndCompletionsComeFromTheList() {
        UITextChecker.setWords(["apple", "apply", "ample", "maple", "banana"], language: "x-guess")
        let checker = UITextChecker()
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "aple", language: "x-guess")
                == ["ample", "apple", "maple", "apply"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "app", language: "x-guess")
                == ["apple", "apply"])
        #expect(checker.guesses(forWordRange: NSRange(location: 2, length: 9), in: "aple", language: "x-guess") == nil)
    }
}
