// The `equations` command-line tool: reads one JSON request on stdin, prints one JSON answer on
// stdout (core/api/request.h says what each command reads and answers); `solve24` reads 24-game
// hands instead, four numbers per line, and prints one JSON answer per hand
// (core/queries/solver_games.h); `deck` prints one JSON line per card face of a 24 Challenge deck
// (core/challenge24/deck.h). Exit codes: 0 answered, 2 the request was refused (the answer is
// {"error":"..."}), 3 an internal error. Nothing but JSON is ever printed on stdout, except the
// usage text of --help.
#include <array>
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "core/api/request.h"
#include "core/base/json.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver.h"

namespace {

constexpr const char* kUsage = R"usage(usage: equations <command> [--pretty] < request.json
       equations solve24 < hands.txt
       equations deck < deck.json
       equations --help

Reads one JSON request on stdin and prints one JSON answer on stdout.

commands:
  check  Checks a written Equation against the mat.
         {"rules":"agloa","division":"middle","goal":"2x 3+5","required":"5",
          "permitted":"x 3 +","forbidden":"7","resources":"0 1 + -","challenge":"now",
          "equation":"(5x3)+1 = 2x(3+5)"}
         -> {"correct":true,"verdict":"correct","reasons":[],"goal_value":"16",
             "solution_value":"16"}
         verdict is correct | incorrect | unchecked (a value too large to check exactly);
         an Equation that cannot be read is incorrect, with the reason and its column.
  goal   Says whether a Goal is legal and lists its interpretations: the check request
         without "equation" ("challenge" optional).
         -> {"legal":true,"reasons":[],"interpretations":[{"text":"2x(3+5)","value":"16"}],
             "other_groupings":[]}
         other_groupings: the groupings that name no number, each {"text","why"}.
  eval   Evaluates an expression exactly.
         {"rules":"mlag","division":"senior","expression":"3÷4-(2x3)÷4"}
         -> {"ok":true,"value":"-3/4"}   or   {"ok":false,"error":"..."}
  solve  Answers with the exact solver: the goal request plus "query":
         verdicts (default): is there a Solution after Now, and at all (Impossible)?
           -> {"now":true,"possible":true,"now_witness":"(5x3)+1 = 2x(3+5)",
               "possible_witness":"...","nodes":N}
         nogoal (no "goal"): can a Goal be set from these cubes? (AGLOA IV-D)
           -> {"goal_possible":true,"goal":"2","witness":"1+1 = 2","nodes":N}
         enumerate: distinct Solutions, smallest first ("limit", default 10; "max_cubes";
           Now's cubes when "challenge" is "now")
           -> {"solutions":[{"equation":"4+3 = 7","cubes":3}],
               "status":"complete"|"limit"|"budget","nodes":N}
         goals (no "goal"): legal Goals ranked by fewest Solutions ("limit"; "goal_cubes",
           default 3; "max_cubes", the largest Solution counted, default 5)
           -> {"goals":[{"goal":"26","interpretation":"26","value":"26","solutions":1}],
               "complete":true,"nodes":N}
         "budget" (integer, default 5000000) bounds the work of each search; a verdict
         the budget could not decide is null, never a guess. A search also stops,
         undecided, when it holds 256 MB; the verdicts answer then adds
         "memory_full":true.
  games  Lists the games: {} -> {"games":[{"name":"equations","title":"Equations"}]}
  play   Plays a game as a value: its config and actions in, its state out.
         {"game":"equations","config":{"rules":"agloa","division":"middle","players":2,
          "seed":7},"actions":["rolloff - 1"],"apply":"p0 roll-off 1"}
         -> {"game":"equations","config":{...},"actions":[...],"players":2,
             "terminal":false,"chance":true,"scores":[0,0],"legal_actions":[...],
             "results":{...},"state":{...}}   ("refused":"..." when the game refuses "apply")
         results (Equations): what the rules make of the scores, final once terminal:
           {"scoring":"placement"|"average","name":"Match points","rule":"AGLOA XII-A",
            "final":true,"games":3,"players":[{"player":0,"total":14,"games":3,
            "played":true,"match_points":6,"place":"First Place Alone"},...]}
           (AGLOA XII-A places; MLAG "Scoring chart" rows and columns; ACC gives
           "player_score":{"text":"1.25","numerator":5,"denominator":4} instead)
         An Equations config with "adventurous":true (and "school_year":"2026-27")
         plays Adventurous Equations: "p0 select base 8", "p1 point-out",
         "p0 turn 2 sideways" (AGLOA II-B, XIII).
  solve24  Reads 24-game hands on stdin, four whole numbers per line (1-13 usually), and
         prints one line per hand: {"hand":[4,7,8,8],"possible":true,"solution":"..."}
         (+ - x ÷, every card once, exact fractions allowed).
  deck   Prints a seeded 24 Challenge deck, one card face a line, in the order the four
         rounds play them (round 1: the first half's red sides, 48 lines; round 2: their
         white sides; rounds 3 and 4: the second half's).
         {"deck":"single-digits"|"double-digits"|"mixed","seed":1}
         -> {"numbers":[4,7,8,8],"dots":2,"side":"red","card":17,"round":1,
             "deck":"single-digits","solutions":5,"fractions_needed":false,"solution":"..."}

fields (strings; limit, budget, max_cubes and goal_cubes are integers):
  rules      agloa | acc | mlag
  division   agloa: elementary | middle | junior | senior; acc: 3 | 4 | 5 | 6 | 7-8;
             mlag: elementary | minor | middle | junior | senior (default: the last one)
  goal, required, permitted, forbidden, resources
             cubes as their face characters: 0-9 + - x ÷ ^ √ (also × X * / r for x x ^ ÷ √);
             spaces inside "goal" are the physical gaps, elsewhere they only separate cubes
  query      solve only: verdicts | nogoal | enumerate | goals
  challenge  now | impossible | forceout | nogoal | cleanup (acc: A-flub = now, P-flub =
             impossible, No-Goal flub = nogoal). After nogoal there is no "goal": the
             writer sets it, as the right side of Solution = Goal.
  variations Adventurous Equations (agloa): [{"name":"base","parameter":"8"},...], judged by
             check, goal and eval; solve's verdicts under all but 0 Wild, Decimal Point,
             Base eleven and twelve, Exponent, Powers of the Base, Imaginary and Log;
             "school_year": "2026-27".
             Equations and expressions then take the typed notation: <sw> <ud> <wc> <pobN>
             <op> after a cube, 'd (exponent digit), ! . % rem lcm gcf, prefix x, T E;
             "goal" takes faces, gaps, <sw> <ud>, 'd, % (= √<ud>) and rem (= ÷<sw>).

options:
  --pretty   indent the answer

exit codes: 0 answered (whatever the verdict), 2 the request was refused: the answer is
{"error":"..."} saying what and where, 3 internal error.
)usage";

void Print(const equations::Json& answer, bool pretty) {
  std::string text = equations::WriteJson(answer, pretty ? 2 : 0);
  text += '\n';
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

int PrintError(std::string message, int exit_code) {
  equations::Json answer = equations::Json::MakeObject();
  answer.Set("error", std::move(message));
  Print(answer, false);
  return exit_code;
}

// Reads stdin up to one byte past the request limit (a longer request is refused
// anyway).
std::string ReadInput() {
  std::string input;
  char buffer[65536];
  while (input.size() <= equations::kMaxRequestBytes) {
    size_t read = std::fread(buffer, 1, sizeof buffer, stdin);
    if (read == 0) break;
    input.append(buffer, read);
  }
  return input;
}

// Reads the hands of `solve24`: four whole numbers per non-empty line, separated by spaces, tabs
// or commas. Returns an error naming the line when a line is not such a hand.
bool ReadHands(const std::string& input, std::vector<std::array<int, 4>>& hands,
               std::string& error) {
  std::size_t line_number = 0;
  for (std::size_t begin = 0; begin <= input.size();) {
    std::size_t end = input.find('\n', begin);
    if (end == std::string::npos) end = input.size();
    std::string line = input.substr(begin, end - begin);
    begin = end + 1;
    ++line_number;
    std::vector<long long> numbers;
    std::string token;
    bool bad = false;
    auto flush = [&]() {
      if (token.empty()) return;
      std::size_t digits = token[0] == '-' ? 1 : 0;
      bool whole = token.size() > digits && token.size() - digits <= 7 &&
                   token.find_first_not_of("0123456789", digits) == std::string::npos;
      if (!whole) bad = true;
      if (whole) numbers.push_back(std::stoll(token));
      token.clear();
    };
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == ',' || c == '\r')
        flush();
      else
        token += c;
    }
    flush();
    if (numbers.empty() && !bad) continue;
    if (bad || numbers.size() != 4) {
      error = "line " + std::to_string(line_number) + ": " + equations::QuoteJson(line) +
              " is not a hand: give four whole numbers (at most 7 digits each) per line";
      return false;
    }
    hands.push_back({static_cast<int>(numbers[0]), static_cast<int>(numbers[1]),
                     static_cast<int>(numbers[2]), static_cast<int>(numbers[3])});
  }
  if (hands.empty()) {
    error = "no hands: give four whole numbers per line";
    return false;
  }
  return true;
}

// Solves every hand (the 24 game: + - x ÷, every card once, exact rationals) and prints one
// JSON line per hand; a malformed input prints only {"error":"..."} and returns 2.
int Solve24(const std::string& input) {
  if (input.size() > equations::kMaxRequestBytes)
    return PrintError(
        "the input is longer than " + std::to_string(equations::kMaxRequestBytes) + " bytes", 2);
  std::vector<std::array<int, 4>> hands;
  std::string error;
  if (!ReadHands(input, hands, error)) return PrintError(error, 2);
  auto rules = equations::FindRuleSet("agloa", "senior");
  if (!rules) return PrintError("internal error: " + rules.error(), 3);
  std::string out;
  for (const std::array<int, 4>& hand : hands) {
    equations::Json answer = equations::Json::MakeObject();
    equations::Json cards = equations::Json::MakeArray();
    for (int card : hand) cards.Push(card);
    answer.Set("hand", std::move(cards));
    auto solver = equations::Solver::Create(equations::TwentyFourProblem(*rules, hand));
    if (!solver)
      return PrintError("hand " + equations::WriteJson(answer) + ": " + solver.error(), 2);
    bool possible = solver->Run() == equations::SolveStatus::Found;
    answer.Set("possible", possible);
    answer.Set("solution", possible ? equations::Json(solver->Solution()) : equations::Json());
    out += equations::WriteJson(answer) + "\n";
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  return 0;
}

// Prints the deck answer's faces one JSON line each (the answer itself when it is an error).
int Deck(const std::string& input) {
  equations::RequestAnswer answer = equations::AnswerRequest("deck", input);
  const equations::Json* faces = answer.answer.Find("faces");
  if (answer.exit_code != 0 || faces == nullptr || !faces->IsArray()) {
    Print(answer.answer, false);
    return answer.exit_code;
  }
  std::string out;
  for (const equations::Json& face : faces->AsArray()) out += equations::WriteJson(face) + "\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  return 0;
}

int Run(int argc, char** argv) {
  std::string_view command;
  bool pretty = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h" || arg == "help") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (arg == "--pretty") {
      pretty = true;
    } else if (!arg.empty() && arg[0] == '-') {
      return PrintError("unknown option " + equations::QuoteJson(arg) + " (see equations --help)",
                        2);
    } else if (command.empty()) {
      command = arg;
    } else {
      return PrintError("more than one command (see equations --help)", 2);
    }
  }
  if (command.empty()) {
    std::fputs(kUsage, stderr);
    return PrintError("no command: use one of " + equations::RequestCommandList() +
                          ", solve24 (see equations --help)",
                      2);
  }
  if (command == "solve24") return Solve24(ReadInput());
  if (command == "deck") return Deck(ReadInput());
  if (!equations::ParseRequestCommand(command)) {
    return PrintError("unknown command " + equations::QuoteJson(command) + " (commands: " +
                          equations::RequestCommandList() + ", solve24; see equations --help)",
                      2);
  }
  equations::RequestAnswer answer = equations::AnswerRequest(command, ReadInput());
  Print(answer.answer, pretty);
  return answer.exit_code;
}

}  // namespace

int main(int argc, char** argv) {
  // core/ never throws across its API; this only guards against std::bad_alloc and the
  // like, so that even then the tool prints JSON.
  try {
    return Run(argc, argv);
  } catch (const std::exception& error) {
    return PrintError(std::string("internal error: ") + error.what(), 3);
  } catch (...) {
    return PrintError("internal error", 3);
  }
}
