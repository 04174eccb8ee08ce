// onchange-preview: a package's previews in a browser. See Tools/Preview/README.md. The
// command (its options, their help and what it runs) is PreviewServer's PreviewCommand.

import PreviewServer

@main
extension PreviewCommand {}
