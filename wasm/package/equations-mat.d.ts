// Types of <equations-mat> (equations-mat.mjs): importing the module defines the element.
import type {CheckAnswer, ChallengeKey, RuleSetName} from './index.js';

/** The position a mat shows: the Goal (spaces are its gaps) and each section's faces. */
export interface MatPosition {
  rules: RuleSetName | string;
  division: string;
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
export interface MatChangeDetail {
  position: MatPosition;
  moved: {face: string; from: string; to: string};
}
export interface MatEventMap {
  ready: CustomEvent<{version: string}>;
  change: CustomEvent<MatChangeDetail>;
  check: CustomEvent<MatCheckDetail>;
  error: CustomEvent<{message: string}>;
}

export declare class EquationsMat extends HTMLElement {
  position: MatPosition;
  interactive: boolean;
  readonly version: string | null;
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
