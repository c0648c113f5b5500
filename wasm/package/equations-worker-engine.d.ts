// Types of the engine in a Web Worker (equations-worker-engine.mjs, `equations-engine/worker`).
import type {
  Answer, CheckAnswer, CheckRequest, DeckAnswer, DeckRequest, EngineOptions, EvalAnswer,
  EvalRequest, GameName, GamesAnswer, GoalAnswer, MatRequest, PlayAnswer, PlayRequest, RuleSetsAnswer,
  SolveAnswers, SolveQuery, SolveRequest,
} from './index.js';

export interface WorkerEngineOptions extends Omit<EngineOptions, 'worker'> {
  /** Milliseconds a call may run before the worker is stopped (default DEFAULT_TIME_LIMIT). */
  timeLimit?: number;
  /** Where equations-worker.mjs is, when not beside this module. */
  workerUrl?: string | URL;
}
export interface CallOptions {
  /** Cancels the call: its promise rejects with the signal's reason, the worker stops at once. */
  signal?: AbortSignal;
  /** This call's time limit in milliseconds. */
  timeLimit?: number;
}

/** The engine's methods, each answering a promise; none rejects except on cancellation. */
export interface WorkerEngine {
  readonly version: string;
  cubeFaces(options?: CallOptions): Promise<Record<'red' | 'blue' | 'green' | 'black', string[]>>;
  ruleSets(options?: CallOptions): Promise<Answer<RuleSetsAnswer>>;
  evaluate(request: EvalRequest, options?: CallOptions): Promise<Answer<EvalAnswer>>;
  goal(request: MatRequest, options?: CallOptions): Promise<Answer<GoalAnswer>>;
  check(request: CheckRequest, options?: CallOptions): Promise<Answer<CheckAnswer>>;
  solve<Q extends SolveQuery = 'verdicts'>(request: SolveRequest & {query?: Q},
    options?: CallOptions): Promise<Answer<SolveAnswers[Q]>>;
  deck(request: DeckRequest, options?: CallOptions): Promise<Answer<DeckAnswer>>;
  games(options?: CallOptions): Promise<Answer<GamesAnswer>>;
  play<G extends GameName>(request: PlayRequest<G> | (PlayAnswer<G> & {apply?: string}),
    options?: CallOptions): Promise<Answer<PlayAnswer<G>>>;
  request(command: string, request: object, options?: CallOptions):
    Promise<Answer<Record<string, unknown>>>;
  /** Ends the worker; calls still waiting answer an error. */
  terminate(): void;
}

export const DEFAULT_TIME_LIMIT: number;
export function createWorkerEngine(options?: WorkerEngineOptions): Promise<WorkerEngine>;
