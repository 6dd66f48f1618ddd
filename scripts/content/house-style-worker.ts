/**
 * Worker of the house style (house-style.ts, checkHouseStyle): says it is ready once the parser is
 * loaded, then reads the prose of each Markdown body it is sent and posts it back, so that a body
 * that stalls the parser is ended at the time limit like the content check's (compile-bodies.ts).
 */
import { parentPort } from 'node:worker_threads';
import { proseOf } from './house-style';

parentPort!.on('message', (body: string) => parentPort!.postMessage(proseOf(body)));
parentPort!.postMessage('ready');
