// Types of equations-engine (index.mjs). Every method answers its value or {error}; none throws.
import type {
  DeckPlan, Division, GameConfigs, GameName, GameResults, GameStates, SolveAnswers, SolveQuery,
  VariationName,
} from './equations-answers.js';
import type {WorkerEngine, WorkerEngineOptions} from './equations-worker-engine.js';
export type * from './equations-answers.js';
export type {WorkerEngine, WorkerEngineOptions, CallOptions} from './equations-worker-engine.js';

export interface EngineOptions {
  /** Where the .wasm is (default: equations-engine.wasm beside index.mjs, or configure()'s). */
  wasmUrl?: string | URL;
  /** The .wasm's bytes, when the host has them already. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** The compiled engine, e.g. from compileEngine(). */
  wasmModule?: WebAssembly.Module;
  /** Run the engine in a Web Worker: every method then returns a promise. */
  worker?: false;
}

/** Page-wide settings for every later engine and <equations-mat>. */
export interface PageSettings {
  wasmUrl?: string | URL;
  workerUrl?: string | URL;
}

/** A refused request: what is wrong and where. */
export interface EngineError {
  error: string;
}
export type Answer<T> = T | EngineError;

export type RuleSetName = 'agloa' | 'acc' | 'mlag';
export type ChallengeKey = 'now' | 'impossible' | 'nogoal' | 'forceout' | 'cleanup';

/** An Adventurous Equations variation (AGLOA XIII) with its blank filled, e.g. {name: 'base', parameter: '8'}. */
export interface VariationChoice {
  name: VariationName;
  parameter?: string;
}
/** The variations in effect and the school year whose lists apply ("2026-27" by default). */
export interface AdventurousFields {
  variations?: VariationChoice[];
  school_year?: string;
}

export interface MatRequest extends AdventurousFields {
  rules: RuleSetName;
  division?: Division;
  /** Cubes as face characters; spaces inside the Goal are the gaps the Goal-setter left. */
  goal?: string;
  required?: string;
  permitted?: string;
  forbidden?: string;
  resources?: string;
  challenge?: ChallengeKey;
}
export interface CheckRequest extends MatRequest {
  equation: string;
}
export interface EvalRequest extends AdventurousFields {
  rules: RuleSetName;
  division?: Division;
  expression: string;
}
export interface SolveRequest extends MatRequest {
  query?: SolveQuery;
  budget?: number;
  limit?: number;
  max_cubes?: number;
  goal_cubes?: number;
}

export interface CheckAnswer {
  correct: boolean;
  verdict: 'correct' | 'incorrect' | 'unchecked';
  reasons: string[];
  goal_value: string | null;
  solution_value: string | null;
}
export interface Interpretation {
  text: string;
  value: string;
}
export interface GoalAnswer {
  legal: boolean;
  reasons: string[];
  interpretations: Interpretation[];
  other_groupings: {text: string; why: string}[];
  truncated?: boolean;
}
export type EvalAnswer = {ok: true; value: string} | {ok: false; error: string};
/** The solver's answer to a query (README, "The command-line tool"). */
export type SolveAnswer<Q extends SolveQuery = SolveQuery> = SolveAnswers[Q];

export interface RuleSetsAnswer {
  rule_sets: {name: RuleSetName; divisions: Division[]}[];
}
export interface DeckRequest {
  deck: DeckPlan;
  seed: number;
}
/** One side of a 24 Challenge card, in deck order. */
export interface DeckFace {
  numbers: number[];
  /** 1 easiest, 3 hardest. */
  dots: 1 | 2 | 3;
  side: 'red' | 'white';
  /** The card's number in its deck, and the round it is played in. */
  card: number;
  round: number;
  deck: 'single-digits' | 'double-digits';
  /** How many solutions the side has, whether one needs a fraction, and one of them. */
  solutions: number;
  fractions_needed: boolean;
  solution: string;
}
export interface DeckAnswer {
  faces: DeckFace[];
}
export interface GamesAnswer {
  games: {name: GameName; title: string}[];
}

/** A saved game: its config and its actions, replayed to restore it (a union on the game). */
export type SavedGame<G extends GameName = GameName> = {
  [K in G]: {game: K; config: GameConfigs[K]; actions: string[]};
}[G];
/** A play request: a saved game, one more action to try, and the seat asking. */
export type PlayRequest<G extends GameName = GameName> = {
  [K in G]: {
    game: K;
    config: GameConfigs[K];
    actions?: string[];
    /** One more action to try; when the game refuses it, the answer says why in `refused`. */
    apply?: string;
    /** Answer what this seat may see and do (its view, its own legal actions). */
    seat?: number;
    /** Where the round stands at the caller's clock (answered as `round_clock`). */
    clock?: RoundClockRequest;
    /** The computer player's decision for the first of these seats that acts now (not with `seat`). */
    computer?: ComputerRequest;
  };
}[G];
/** The round's start and the caller's clock, in milliseconds; `round_ms` defaults to the rule set's. */
export interface RoundClockRequest {
  round_start_ms: number;
  now_ms: number;
  round_ms?: number;
}
/** AGLOA XI-B; MLAG "Time limits"; ACC "Cleanup": where the round stands, and the judge's call due now. */
export interface RoundClock {
  stage: 'running' | 'finishing' | 'stopped' | 'cleanup' | 'over';
  left_ms: number;
  round_ms: number;
  due: 'time' | 'stop' | null;
}
export interface ComputerRequest {
  seats: number[];
  level?: 'beginner' | 'club' | 'tournament';
  seed?: number;
}
/** The computer player's decision: the seat that acts (null: none of those asked does now) and
 *  its plan, the action to apply now first. */
export interface ComputerDecision {
  seat: number | null;
  plan: string[];
  note: string;
}
/** The fields every play answer has, whatever the game. */
export interface PlayAnswerFields {
  refused?: string;
  players: number;
  /** With `seat` in the request: that seat, and the seats with a legal action now. */
  seat?: number;
  to_act?: number[];
  terminal: boolean;
  chance: boolean;
  scores: number[];
  legal_actions: string[];
  /** With `clock` in the request; null for a game without a round clock. */
  round_clock?: RoundClock | null;
  /** With `computer` in the request. */
  computer?: ComputerDecision;
}
/** A play answer: a saved game and its state, a union on the game. */
export type PlayAnswer<G extends GameName = GameName> = {
  [K in G]: SavedGame<K> & PlayAnswerFields & {
    /** Equations' results, a Pentathlon game's score card once it ends; not in a seat's answer. */
    results?: GameResults[K];
    state: GameStates[K];
  };
}[G];

export interface Engine {
  /** The package's semantic version. */
  readonly version: string;
  cubeFaces(): Record<'red' | 'blue' | 'green' | 'black', string[]>;
  ruleSets(): Answer<RuleSetsAnswer>;
  evaluate(request: EvalRequest): Answer<EvalAnswer>;
  goal(request: MatRequest): Answer<GoalAnswer>;
  check(request: CheckRequest): Answer<CheckAnswer>;
  solve<Q extends SolveQuery = 'verdicts'>(request: SolveRequest & {query?: Q}):
    Answer<SolveAnswers[Q]>;
  deck(request: DeckRequest): Answer<DeckAnswer>;
  games(): Answer<GamesAnswer>;
  /** Takes a play answer spread into a request too: `play({...answer, apply})`. */
  play<G extends GameName>(request: PlayRequest<G> | (PlayAnswer<G> & {apply?: string})):
    Answer<PlayAnswer<G>>;
  request(command: string, request: object): Answer<Record<string, unknown>>;
}

export function createEngine(options?: EngineOptions): Promise<Engine>;
export function createEngine(options: WorkerEngineOptions & {worker: true}): Promise<WorkerEngine>;
/** Sets where the .wasm and the worker are, for every later engine and mat on the page. */
export function configure(settings: PageSettings): void;
/** The page's compiled engine (fetched and compiled once per URL). */
export function compileEngine(options?: EngineOptions): Promise<WebAssembly.Module>;
