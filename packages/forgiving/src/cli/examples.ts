// The examples folder the demo runs on (`forgiving demo`, examples/ at the repository root).

export const EXAMPLE_FILES = [
  'hello.sky',
  'app.sky',
  'broken.xml',
  'page.html',
  'broken.html',
  'selectors.txt',
] as const;

/** The example documents, each run through every command (selectors.txt is a tour of the selector syntax). */
export const DOCUMENTS = ['hello.sky', 'app.sky', 'broken.xml', 'page.html', 'broken.html'] as const;
