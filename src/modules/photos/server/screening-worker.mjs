// Entry of the photo-screening worker thread (screening-thread.ts starts it, screening-worker-main.ts does the work). Plain JavaScript so it starts the
// same under `tsx`, vitest and plain node: it registers tsx itself, then loads the TypeScript side.
import { register } from 'tsx/esm/api';

register();
await import('./screening-worker-main.ts');
