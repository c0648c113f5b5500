// The engine in a Web Worker, checked by tsc: promises, an AbortSignal, typed solver answers.
import {createEngine, configure} from 'equations-engine';
import {createWorkerEngine, DEFAULT_TIME_LIMIT} from 'equations-engine/worker';

async function main(): Promise<void> {
  configure({wasmUrl: '/assets/equations-engine.wasm'});
  const engine = await createEngine({worker: true, timeLimit: 2 * DEFAULT_TIME_LIMIT});
  const stop = new AbortController();
  const found = await engine.solve({rules: 'agloa', division: 'middle', goal: '2x3', query: 'enumerate',
    resources: '0 1 2 3 + -'}, {signal: stop.signal});
  if (!('error' in found)) {
    const first: string | undefined = found.solutions[0]?.equation;
    const status: 'complete' | 'limit' | 'budget' = found.status;
    console.log(first, status);
  }
  const verdicts = await (await createWorkerEngine()).solve({rules: 'acc', division: '7-8', goal: '1+2'});
  if (!('error' in verdicts)) console.log(verdicts.now === null ? 'unfinished' : verdicts.now);
  engine.terminate();
}
void main();
