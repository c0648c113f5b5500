// Types of the engine's answers and of the names it reads (index.d.ts re-exports them): the
// solver's answer for each query, the divisions of each rule set and the variations' names.

/** The divisions of each rule set (ACC also reads "grade 5" as "5", and "7" or "8" as "7-8"). */
export interface DivisionsOf {
  agloa: 'elementary' | 'middle' | 'junior' | 'senior';
  acc: '3' | '4' | '5' | '6' | '7-8';
  mlag: 'elementary' | 'minor' | 'middle' | 'junior' | 'senior';
}
export type Division = DivisionsOf[keyof DivisionsOf];

/** The Adventurous Equations variations (AGLOA XIII-D), by the names the engine reads. */
export type VariationName = 'sideways' | 'upside-down' | 'zero-wild' | 'factorial' |
  'multiple-operations' | 'three-operation' | 'remainder' | 'two-digit-numerals' | 'lcm' | 'gcf' |
  'number-of-factors' | 'average' | 'smallest-prime' | 'percent' | 'decimal-point' | 'base' |
  'multiple-of-k' | 'exponent' | 'powers-of-the-base' | 'zero-or-x-wild' | 'imaginary' |
  'decimal-in-goal' | 'log';

/** `true` found, `false` proved impossible, `null` the budget ran out first. */
export type Decided = boolean | null;

/** query "verdicts" (the default): could a Solution be written now, and at all. */
export interface VerdictsAnswer {
  now: Decided;
  possible: Decided;
  now_witness: string | null;
  possible_witness: string | null;
  /** Why a Now challenge is set aside (fewer than two cubes in Resources), when it is. */
  now_set_aside?: string;
  memory_full?: true;
  /** Solver operations used. */
  nodes: number;
}
/** query "nogoal": could any legal Goal be set (AGLOA IV-D). */
export interface NoGoalAnswer {
  goal_possible: Decided;
  goal: string | null;
  witness: string | null;
  nodes: number;
}
/** query "enumerate": Solutions, up to `limit`. */
export interface EnumerateAnswer {
  solutions: {equation: string; cubes: string}[];
  status: 'complete' | 'limit' | 'budget';
  nodes: number;
}
/** query "goals": Goals a Goal-setter could set, with how many Solutions each has. */
export interface GoalsAnswer {
  goals: {goal: string; interpretation: string; value: string; solutions: number}[];
  complete: boolean;
  nodes: number;
}
export interface SolveAnswers {
  verdicts: VerdictsAnswer;
  nogoal: NoGoalAnswer;
  enumerate: EnumerateAnswer;
  goals: GoalsAnswer;
}
export type SolveQuery = keyof SolveAnswers;
