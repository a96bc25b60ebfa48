// The stated memory factors of the public parsing APIs, in bytes per byte of
// UTF-8 input, at four units of the corpus (about 6 MB; measure.mjs). They sit
// about 1.5–2× above the figures measured on 2026-12-07 (docs/benchmarks.md,
// "Hardening round 3: memory per input byte"), for the collector's variance.
// The corpus pages are two-byte strings, so the input alone is 2 per byte.
// `stream`: the API keeps nothing per input, and its peak may not grow with it.
export const BUDGETS = {
  'html parseHtml': { peak: 24, retained: 10 },
  'html parseHtml positions': { peak: 32, retained: 18 },
  'html tokenizeHtml': { peak: 28, retained: 12 },
  'html createHtmlTokenizer stream': { peak: 8, retained: 1, stream: true },
  'html scanHtml spans': { peak: 40, retained: 20 },
  'xml parseXml': { peak: 16, retained: 6 },
  'xml parseXml positions': { peak: 24, retained: 12 },
  'xml createXmlParser stream': { peak: 8, retained: 1, stream: true },
  'xml scanXml spans': { peak: 40, retained: 18 },
  'sky parseSky': { peak: 18, retained: 8 },
  'sky tokenizeSky': { peak: 28, retained: 12 },
  'sky scanSky spans': { peak: 40, retained: 20 },
};
