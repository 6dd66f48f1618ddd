// Entry of the Markdown compiler's worker thread (scripts/content/compile-bodies.ts). Workers do
// not inherit the TypeScript loader the build runs with: this registers it, then loads the worker
// module named in workerData.module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
