// The one switch for fast paths in tools (issue #31, "Fast paths with one
// discipline"): every conformance runner and fuzz target passes
// `fastPaths: FAST_PATHS` to the parsers it drives, so one run with
// `FORGIVING_FAST_PATHS=off` checks the spec path alone against the same
// suites (the CI step `fast-paths-off`). The packages read no environment:
// the switch is their `fastPaths` option (default `true`; the line-resumable
// highlighters, html-tokenizer's and sky-tokenizer's `scanLine` and
// `SkyLineHighlighter`, take it as their last argument).

/** `false` when the environment says `FORGIVING_FAST_PATHS=off`. */
export const FAST_PATHS = process.env.FORGIVING_FAST_PATHS !== 'off';
