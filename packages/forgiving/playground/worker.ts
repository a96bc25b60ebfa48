// The playground's parsing thread: every request is parsed, highlighted, matched
// and flattened here (view-model.ts), so a large or deep document never blocks
// typing in the page. The page terminates this worker when a newer request
// arrives while one is still running (main.ts).
import { type ViewRequest, buildView } from './view-model.ts';

/** The worker's global scope, typed without the WebWorker lib (the package compiles with DOM). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ViewRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(buildView(event.data));
};
