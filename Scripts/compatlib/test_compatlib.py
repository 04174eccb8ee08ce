"""Checks of the lexer's facts and the error classification, on inputs small enough to read.

Run: python3 -m unittest discover -s Scripts/compatlib -t Scripts
"""
import unittest

from compatlib.check import classify, simplify_type
from compatlib.project import asset_symbol_names
from compatlib.swiftlex import analyse, enclosing_callee, evaluate_condition

SOURCE = '''
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

enum Tab: String {
    case home, settings,
         profile
}

struct Card<Content: View>: View {
    @Environment(\\.dismiss) private var dismiss
    @State private var title = "x"
    let content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title, tableName: nil)
                .font(.title)
                .foregroundStyle(Color.red)
            ForEach(items) { item in Text(item.name) }
        }
        .padding()
    }
}
#Preview { Card(content: Text("a")) }
'''


class LexerTests(unittest.TestCase):
    def setUp(self):
        self.facts = analyse("Card.swift", SOURCE)

    def test_imports_and_their_conditions(self):
        imports = {i.module: i for i in self.facts.imports}
        self.assertEqual(set(imports), {"SwiftUI", "UIKit"})
        self.assertFalse(imports["SwiftUI"].conditional)
        (words, taken), = imports["UIKit"].condition
        self.assertTrue(taken)
        self.assertFalse(evaluate_condition(words, lambda m: False))
        self.assertTrue(evaluate_condition(["!", "os", "(", "iOS", ")", "&&", "DEBUG"], lambda m: False))

    def test_declarations(self):
        self.assertTrue({"Tab", "Card", "Content"} <= self.facts.types)
        self.assertTrue({"home", "settings", "profile"} <= self.facts.statics)   # a case list over two lines
        self.assertTrue({"dismiss", "title", "content", "body", "item"} <= self.facts.values)
        self.assertEqual(self.facts.toplevel, {"Tab", "Card"})

    def test_uses(self):
        uses = {(u.kind, u.base + "." + u.name if u.base else u.name) for u in self.facts.uses}
        for expected in [("attribute", "Environment"), ("envkey", "dismiss"), ("attribute", "State"),
                         ("type", "VStack"), ("implicit", "leading"), ("member", "font"), ("implicit", "title"),
                         ("qualified", "Color.red"), ("member", "padding"), ("macro", "Preview"), ("type", "ForEach")]:
            self.assertIn(expected, uses)
        self.assertNotIn(("free", "tableName"), uses)          # an argument label is not a use
        self.assertNotIn(("type", "DEBUG"), uses)
        padding = next(u for u in self.facts.uses if u.name == "padding")
        self.assertTrue(padding.call and padding.chained)

    def test_the_call_around_an_error(self):
        line = SOURCE.split("\n").index('            Text(title, tableName: nil)') + 1
        self.assertEqual(enclosing_callee(self.facts, line, 25), "Text")
        self.assertEqual(enclosing_callee(self.facts, line, 17), "Text")   # at the parenthesis


class ClassificationTests(unittest.TestCase):
    def test_shapes(self):
        self.assertEqual(classify("cannot find 'ShareLink' in scope"), ("missing", "ShareLink"))
        self.assertEqual(classify("no macro named 'Preview'"), ("missing", "#Preview"))
        self.assertEqual(classify("unknown attribute 'Observable'"), ("missing", "@Observable"))
        self.assertEqual(classify("value of type 'some View' has no member 'scrollPosition'"), ("missing member", "some View.scrollPosition"))
        self.assertEqual(classify("extra argument 'comment' in call"), ("extra argument", "comment"))
        self.assertEqual(classify("no exact matches in call to initializer "), ("no matching overload", "initializer"))
        self.assertEqual(classify("the compiler is unable to type-check this expression in reasonable time"), ("too complex", ""))
        self.assertEqual(simplify_type("ModifiedContent<Text, _AttributeModifier>"), "View")
        self.assertEqual(simplify_type("Binding<String>"), "Binding")

    def test_asset_names(self):
        self.assertEqual(asset_symbol_names("App White"), {"appWhite"})
        self.assertEqual(asset_symbol_names("BrandColor"), {"brandColor", "brand"})


if __name__ == "__main__":
    unittest.main()
