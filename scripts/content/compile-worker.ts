/**
 * Worker of compile-bodies.ts: says it is ready once the compiler is loaded, then compiles each
 * body it is sent and posts the result back.
 */
import { parentPort } from 'node:worker_threads';
import { compileBody } from './compile-bodies';

parentPort!.on('message', (body: string) => parentPort!.postMessage(compileBody(body)));
parentPort!.postMessage('ready');
