// The one switch for fast paths in tools (issue #31, "Fast paths with one
// discipline"): every conformance runner and fuzz target passes
// `fastPaths: FAST_PATHS` to the parsers it drives, so one run with
// `FORGIVING_FAST_PATHS=off` checks the spec path alone against the same
// suites (the CI step `fast-paths-off`). The packages read no environment:
// the switch is their `fastPaths` option (default `true`). Not switched yet,
// for want of the option: the line-resumable highlighters (html-tokenizer's
// `scanLine`, sky-tokenizer's `SkyLineHighlighter`) and the `forgiving`
// umbrella's `parse`, whose fuzz targets run with fast paths on either way.

/** `false` when the environment says `FORGIVING_FAST_PATHS=off`. */
export const FAST_PATHS = process.env.FORGIVING_FAST_PATHS !== 'off';
