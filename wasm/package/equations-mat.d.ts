// Types of <equations-mat> (equations-mat.mjs): importing the module defines the element.
import type {CheckAnswer, ChallengeKey, Division, PageSettings, RuleSetName} from './index.js';

/** Sets where the .wasm and the worker are, for every later mat and engine on the page. */
export function configure(settings: PageSettings): void;

/** The position a mat shows: the Goal (spaces are its gaps) and each section's faces. */
export interface MatPosition {
  rules: RuleSetName;
  division: Division;
  goal: string;
  required: string;
  permitted: string;
  forbidden: string;
  resources: string;
}
export type MatChallenge = Extract<ChallengeKey, 'now' | 'impossible'>;

/** The `check` event's detail: the Equation, the mat it was judged on and the verdict. */
export interface MatCheckDetail extends Partial<CheckAnswer> {
  equation: string;
  challenge: MatChallenge;
  position: MatPosition;
  error?: string;
}
export type MatSection = 'required' | 'permitted' | 'forbidden' | 'resources';
export interface MatChangeDetail {
  position: MatPosition;
  /** The cube moved, or null after reset(). */
  moved: {face: string; from: MatSection; to: MatSection} | null;
}
/** `drag-start` (cancellable): a cube is about to be lifted or picked up. */
export interface MatDragStartDetail {
  face: string;
  from: MatSection;
  position: MatPosition;
}
/** `drop` (cancellable): a cube is about to move; cancel it and the cube goes back. */
export interface MatDropDetail extends MatDragStartDetail {
  to: MatSection;
}
export interface MatValidity {
  valid: boolean;
  /** Why the engine cannot read the position, or why its Goal is not legal ('' when valid). */
  message: string;
}
export interface MatEventMap {
  ready: CustomEvent<{version: string}>;
  change: CustomEvent<MatChangeDetail>;
  check: CustomEvent<MatCheckDetail>;
  invalid: CustomEvent<{message: string; position: MatPosition}>;
  error: CustomEvent<{message: string}>;
  'drag-start': CustomEvent<MatDragStartDetail>;
  drop: CustomEvent<MatDropDetail>;
}
export type MatTheme = 'light' | 'dark';
export type MatColors = Partial<Record<'goal' | MatSection, string>>;

/** Each field of the position is a property too (`mat.goal = '2x 3+5'`). */
export interface EquationsMat extends MatPosition {}
export declare class EquationsMat extends HTMLElement {
  position: MatPosition;
  interactive: boolean;
  challenge: MatChallenge | null;
  /** 'light' or 'dark'; null follows prefers-color-scheme. */
  theme: MatTheme | null;
  /** 'compact' for a tighter mat; null sizes it from its width. */
  layout: 'compact' | null;
  wasmUrl: string | null;
  /** The cubes' colours by section, e.g. {resources: 'red blue - green'}; null shows none. */
  colors: MatColors | null;
  readonly version: string | null;
  /** Resolves once the engine is ready; rejects with the reason it could not start. */
  readonly ready: Promise<{version: string}>;
  readonly validity: MatValidity;
  /** Puts back the position last set by an attribute or `position`, and fires `change`. */
  reset(): void;
  /** Releases the engine and empties the mat. */
  destroy(): void;
  /** Judges an Equation on this mat and fires `check`; resolves to that event's detail. */
  check(equation: string, challenge?: MatChallenge): Promise<MatCheckDetail>;
  addEventListener<K extends keyof MatEventMap>(type: K,
    listener: (this: EquationsMat, event: MatEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'equations-mat': EquationsMat;
  }
}
