// Vite config of the playground. The workspace packages are resolved from
// their TypeScript *sources* through the `@forgiving/source` export condition
// (the same one vitest uses), so the page needs no prior `tsup` build and
// never runs against a stale dist.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    conditions: ['@forgiving/source', 'module', 'browser', 'development|production'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  // worker.ts imports the package sources: an ES module worker (the iife default cannot split code).
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
