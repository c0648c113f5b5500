// Types of the engine's answers and of the names it reads (index.d.ts re-exports them): the
// solver's answer for each query, the divisions of each rule set, the variations' names, and the
// config and state of each game of the registry (core/api/games.h) in a play answer.
import type {ChallengeKey, RuleSetName} from './index.js';

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

/** The games of the registry (`engine.games()`), by the names a play request gives. */
export type GameName = 'equations' | '24-challenge' | '24-challenge-tournament' | 'contig-60' |
  'queens-and-guards';

/** One player's result: AGLOA XII-A / MLAG chart points and place, or the ACC player score. */
export interface PlayerResult {
  player: number;
  /** Points less penalties over every shake. */
  total: number;
  /** Counted shakes (games) the player was at the table for. */
  games: number;
  /** False: AGLOA XII-A "Did Not Play". */
  played: boolean;
  /** Placement scoring only: the match (or MLAG team) points. */
  match_points?: number;
  /** Placement scoring only: "Two-Way Tie for First", "Tie for first place, low raw score". */
  place?: string;
  /** ACC only: total ÷ games played at the table ("1.25", and exactly 5/4); null when absent. */
  player_score?: {text: string; numerator: number; denominator: number} | null;
}
/** What the rules make of the scores, as a tournament director records them. */
export interface MatchResults {
  /** placement: AGLOA XII-A, MLAG "Scoring chart"; average: ACC player scores. */
  scoring: 'placement' | 'average';
  /** "Match points", "Team points (MLAG chart)", "Player score". */
  name: string;
  /** The rule cited: "AGLOA XII-A". */
  rule: string;
  /** The match is over; otherwise the results if it ended now. */
  final: boolean;
  /** Counted shakes (games) at the table: ACC's divisor. */
  games: number;
  players: PlayerResult[];
}

/** The config of an Equations match; a seed is answered as a decimal string (64 bits). */
export interface EquationsConfig {
  rules: RuleSetName;
  division?: Division;
  adventurous?: boolean;
  /** With `adventurous: true`: the school year whose lists apply ("2026-27"). */
  school_year?: string;
  players?: number;
  /** Absent from a seat's answer. */
  seed?: number | string;
  /** 0: no limit. */
  max_shakes?: number;
}
/** 24 Challenge: which cards make the deck. */
export type DeckPlan = 'single-digits' | 'double-digits' | 'mixed';
/** The config of one 24 Challenge round. */
export interface ChallengeRoundConfig {
  deck?: DeckPlan;
  /** Absent from a seat's answer. */
  seed?: number;
  /** 1-4. */
  round?: number;
  /** 1-4. */
  players?: number;
  cards?: number;
  /** The round's time limit; absent when 0 (none). */
  minutes?: number;
}
/** The config of a 24 Challenge tournament (rounds 1-4 and their tie rounds). */
export interface ChallengeTournamentConfig {
  deck?: DeckPlan;
  /** Absent from a seat's answer. */
  seed?: number;
  /** 2-4. */
  players?: number;
  cards?: number;
}
/** The config of a Mathematics Pentathlon game (Contig 60, Queens & Guards). */
export interface PentathlonConfig {
  /** Absent from a seat's answer. */
  seed?: number;
  /** The game's time limit (0-120; 0: none). */
  minutes?: number;
}
export interface Contig60Config extends PentathlonConfig {
  /** The Running Score each player starts with. */
  start_score?: number;
  /** Each player's chips. */
  chips?: number;
}
export interface GameConfigs {
  'equations': EquationsConfig;
  '24-challenge': ChallengeRoundConfig;
  '24-challenge-tournament': ChallengeTournamentConfig;
  'contig-60': Contig60Config;
  'queens-and-guards': PentathlonConfig;
}

/** A cube as its colour and face: "red 3", "blue +", "black x". */
export type CubeText = `${'red' | 'blue' | 'green' | 'black'} ${string}`;
/** A Goal cube: "_" before it after a gap, and " sideways" or " upside-down" when turned. */
export type GoalCubeText = CubeText | `_${CubeText}`;
/** The phases of an Equations match. */
export type EquationsPhase = 'roll for first' | 'rolling' | 'selecting variations' |
  'setting the Goal' | 'no Goal declared' | 'moving' | 'challenge' | 'last cube' | 'Force Out' |
  'end of round' | 'match over';
/** A variation in effect, its blank filled ("" when it has none). */
export interface VariationInEffect {
  name: VariationName;
  parameter: string;
}
/** A variation a player picked (AGLOA XIII-D), by seat. */
export interface VariationPick extends VariationInEffect {
  seat: number;
}
/** The variations' selection of a shake (Adventurous Equations only). */
export interface VariationSelection {
  order: number[];
  position: number;
  /** The seat selecting now, or -1. */
  picker: number;
  picks_made: number[];
  failures: number[];
  done: boolean[];
  must_pick_again: boolean;
  /** An illegal pick waiting to be challenged or taken back. */
  pending?: VariationPick;
  chosen: VariationPick[];
  ignored: VariationPick[];
  rolling_end_ms: number;
}
/** One player's side and written Equation in a challenge, a Force Out or the end of a round. */
export interface PlayerWriting {
  side: 'none' | 'challenger' | 'mover';
  presented: boolean;
  correct: boolean;
  must_side: boolean;
  may_present: boolean;
  must_present: boolean;
  equation: string;
  reasons: string[];
}
/** The shake being played: the mat, the turn and any challenge. Seats count from 0; -1 is none. */
export interface Shake {
  goal_setter: number;
  variations: VariationInEffect[];
  selection?: VariationSelection;
  goal: GoalCubeText[];
  required: CubeText[];
  permitted: CubeText[];
  forbidden: CubeText[];
  resources: CubeText[];
  /** ACC: the grouping the Goal Setter declared. */
  goal_declaration?: string;
  goal_set: boolean;
  bonus_step: number;
  bonus_used_by_goal_setter: boolean;
  to_move: number;
  mover: number;
  first_turn: boolean;
  challenge: ChallengeKey;
  challenger: number;
  challengers: number[];
  absent: boolean[];
  agreed_no_goal: boolean[];
  writing: PlayerWriting[];
  penalties: number[];
  task_start_ms: number;
  overtime_steps: number[];
}
/** A shake played: how it ended and what each player scored. */
export interface ShakeRecord {
  end: 'challenge' | 'last cube' | 'end of round' | 'no Goal agreed' | 'void';
  challenge: ChallengeKey;
  challenger: number;
  challengers: number[];
  absent: boolean[];
  mover: number;
  points: number[];
  penalties: number[];
  counted: boolean;
  result: string;
  goal: string;
  writing: PlayerWriting[];
  /** Adventurous Equations: the shake's variations and the picks made. */
  variations?: VariationInEffect[];
  picks?: VariationPick[];
  ignored?: VariationPick[];
}
/** The state of an Equations match: the saved match with its results. */
export interface EquationsState {
  format: 'equations-match-1';
  rules: RuleSetName;
  division: Division;
  adventurous?: {enabled: true; school_year: string};
  players: number;
  /** Absent from a seat's view, as is `random` (they tell the coming rolls). */
  seed?: string;
  max_shakes: number;
  random?: string;
  phase: EquationsPhase;
  roll_off: number[];
  absent: boolean[];
  goal_setter: number;
  time_called: boolean;
  stop_called: boolean;
  clock_ms: number;
  shake: Shake;
  shakes: ShakeRecord[];
  history: string[];
  results: MatchResults;
}

/** What became of a 24 Challenge card put into play. */
export interface CardPlay {
  /** The card's face, by its place in the round's faces. */
  face: number;
  end: 'won' | 'flagged' | 'stumped';
  /** The winner, or the player flagged. */
  player: number;
  reason: 'no pattern within 3 seconds' | 'no solution within 15 seconds' | 'incorrect solution' |
    'touched the card before it was revealed' | null;
  /** The solution won with, or why the card was flagged. */
  detail: string;
  at_ms: number;
}
/** The state of a 24 Challenge round. Times are milliseconds on the round's clock; -1 is none. */
export interface ChallengeRoundState {
  config: ChallengeRoundConfig;
  phase: 'dealing' | 'cupped' | 'revealed' | 'declared' | 'round over';
  /** The face in play, or -1. */
  in_play: number;
  /** The numbers of the card in play and its dots; absent from a seat's view while cupped. */
  card?: number[];
  dots?: number;
  /** Faces still to be dealt; absent from a seat's view. */
  deck?: number[];
  set_aside: number[];
  declarer: number;
  pattern: string | null;
  solution: string;
  clock_ms: number;
  revealed_ms: number;
  touched_ms: number;
  ends_ms: number;
  points: number[];
  flags: number[];
  disqualified: boolean[];
  stumped: boolean[];
  plays: CardPlay[];
}
/** One round of a 24 Challenge tournament, its player p being the tournament's seats[p]. */
export interface TournamentRound {
  round: number;
  /** A 5-minute tie round. */
  tie: boolean;
  seats: number[];
  points: number[];
}
/** The state of a 24 Challenge tournament; -1 is no player yet. */
export interface ChallengeTournamentState {
  config: ChallengeTournamentConfig;
  rounds: TournamentRound[];
  added_points: number[];
  standing: number[];
  semi_final_winner: number;
  champion: number;
  current: ChallengeRoundState;
}
/** A finished Pentathlon game as its score card records it; null while it is played. */
export interface PentathlonScoreCard {
  /** The winning player, or -1 for a tie. */
  winner: number;
  tie: boolean;
  reason: string;
  tournament_points: number[];
  scoring: string;
}
/** The monitor of a Pentathlon game: the flag card, the clock, challenges and violations. */
export interface PentathlonMonitor {
  /** The player holding the flag card, or -1. */
  flag_card: number;
  clock_ms: number;
  turn_started_ms: number;
  reminded: boolean;
  answering: boolean;
  due_ms: number;
  minutes: number;
  time_called: boolean;
  /** Each player's challenges, and each player's violations. */
  challenges: string[][];
  violations: number[];
}
/** The fields every Pentathlon game's state has. */
export interface PentathlonState<Config, Turn> {
  config: Config;
  /** The player who began, or -1 before the toss. */
  beginner: number;
  turn: Turn;
  last_turn: Turn | null;
  monitor: PentathlonMonitor;
  events: string[];
  score_card: PentathlonScoreCard | null;
  /** The generator: absent from a seat's view. */
  random?: number;
}
/** A Contig 60 turn; spaces are given by their board numbers. */
export interface Contig60Turn {
  player: number;
  rolled: boolean;
  dice: number[] | null;
  recorded: boolean;
  sentence: string;
  placed: number | null;
  total: number | null;
  capturing: boolean;
  /** While capturing a pass. */
  captured_dice?: number[];
  capture_sentence?: string;
  capture_space?: number | null;
  forfeited: boolean;
}
/** The state of a Contig 60 game. */
export interface Contig60State extends PentathlonState<Contig60Config, Contig60Turn> {
  phase: 'toss' | 'turn' | 'capture' | 'rolled' | 'win declared' | 'over';
  /** The board's numbers, row by row; `owner` is each space's player, or -1. */
  board: number[];
  owner: number[];
  running_scores: number[];
  chips: number[];
  tosses: number[];
  offered_roll: number[] | null;
}
/** A Queens & Guards turn; spaces are counted from 0, -1 is none. */
export interface QueensGuardsTurn {
  player: number;
  from: number;
  to: number;
  back: boolean;
  relocatable: boolean;
  relocated: boolean;
  announced: boolean;
  forfeited: boolean;
}
/** The state of a Queens & Guards game. */
export interface QueensGuardsState extends PentathlonState<PentathlonConfig, QueensGuardsTurn> {
  phase: 'toss' | 'turn' | 'over';
  /** Each space: empty (null) or a player's piece. */
  spaces: ({player: number; piece: 'queen' | 'guard'} | null)[];
  queen_starts: number[];
  /** The spaces of the announced trapped pieces. */
  in_trap: number[];
  /** The player who proposed a tie, or -1. */
  tie_proposed_by: number;
}
/** The `state` of a play answer, by game. */
export interface GameStates {
  'equations': EquationsState;
  '24-challenge': ChallengeRoundState;
  '24-challenge-tournament': ChallengeTournamentState;
  'contig-60': Contig60State;
  'queens-and-guards': QueensGuardsState;
}
/** The `results` of a play answer, by game: what the rules make of the scores. */
export interface GameResults {
  'equations': MatchResults;
  '24-challenge': never;
  '24-challenge-tournament': never;
  'contig-60': PentathlonScoreCard;
  'queens-and-guards': PentathlonScoreCard;
}
