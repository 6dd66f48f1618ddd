/** Worker of compile-bodies.ts: compiles the bodies in workerData.data and posts the results. */
import { parentPort, workerData } from 'node:worker_threads';
import { compileBody } from './compile-bodies';

const { data } = workerData as { data: string[] };
parentPort!.postMessage(data.map(compileBody));
