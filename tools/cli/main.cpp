// The `equations` command-line tool: reads one JSON request on stdin, prints one JSON answer on
// stdout (core/request.h says what each command reads and answers). Exit codes: 0 answered,
// 2 the request was refused (the answer is {"error":"..."}), 3 an internal error. Nothing but JSON
// is ever printed on stdout, except the usage text of --help.
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>

#include "core/json.h"
#include "core/request.h"

namespace {

constexpr const char* kUsage = R"usage(usage: equations <command> [--pretty] < request.json
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

fields (all strings):
  rules      agloa | acc | mlag
  division   agloa: elementary | middle | junior | senior; acc: 3 | 4 | 5 | 6 | 7-8;
             mlag: elementary | minor | middle | junior | senior (default: the last one)
  goal, required, permitted, forbidden, resources
             cubes as their face characters: 0-9 + - x ÷ ^ √ (also × X * / r for x x ^ ÷ √);
             spaces inside "goal" are the physical gaps, elsewhere they only separate cubes
  challenge  now | impossible | forceout | nogoal | cleanup (acc: A-flub = now, P-flub =
             impossible, No-Goal flub = nogoal). After nogoal there is no "goal": the
             writer sets it, as the right side of Solution = Goal.

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
    return PrintError("no command: use check, goal or eval (see equations --help)", 2);
  }
  if (!equations::ParseRequestCommand(command)) {
    return PrintError("unknown command " + equations::QuoteJson(command) +
                          " (commands: check, goal, eval; see equations --help)",
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
