// The previews `#Preview` registered (ViewEngineMacros' `Preview.all`), when the package's
// program links the macros package; the server defines PREVIEW_MACROS then.

#if PREVIEW_MACROS
import ViewEngineMacros

/// Every `#Preview` of the program: one entry per variant (`#Preview(arguments:)` has one
/// per argument), with the id `Module/File.swift:12` (and `#2` for the third variant).
@MainActor
func macroPreviews() -> [RegisteredPreview] {
    ViewEngineMacros.Preview.all.flatMap { preview in
        (0..<preview.variantCount).map { variant in
            let suffix = preview.variantCount > 1 ? "#\(variant)" : ""
            let entry = PreviewEntry(id: "\(preview.fileID):\(preview.line)\(suffix)", kind: "#Preview", file: preview.fileID,
                                     line: preview.line, name: preview.displayName + (preview.variantCount > 1 ? " (\(variant + 1))" : ""))
            return RegisteredPreview(entry: entry, makeView: { preview.makeView(variant: variant) })
        }
    }
}
#else
/// The program does not link ViewEngineMacros: no `#Preview` is registered.
@MainActor
func macroPreviews() -> [RegisteredPreview] { [] }
#endif
