// collide: JSON Lines front end to geometry/. One query per input line, one result per output
// line, in order; a bad line gives {"error": "..."} and the tool goes on. See --help.
// The queries themselves are in queries.cpp; this file reads lines and writes answers in batches.
#include "queries.h"

#include <iostream>
#include <poll.h>
#include <string>
#include <string_view>
#include <unistd.h>

namespace {

// True when reading stdin now would block: nothing buffered and nothing waiting on the pipe.
bool inputWouldBlock()
{
    if (std::cin.rdbuf()->in_avail() > 0)
        return false;
    pollfd in { STDIN_FILENO, POLLIN, 0 };
    return ::poll(&in, 1, 0) == 0;
}

constexpr std::string_view kHelp = R"HELP(usage: collide [--help] < queries.jsonl > results.jsonl

Reads JSON Lines on stdin: one query object per line. Writes one JSON object per line to stdout,
in the same order. Blank lines are skipped. A malformed or invalid line (bad JSON, unknown op,
missing or non-numeric field, NaN or infinite number, negative size, zero ray direction) gives
{"error":"..."} on that line, and the tool goes on. Exit status 0 unless stdin/stdout fail.

Shapes (numbers are JSON numbers; angles counter-clockwise in degrees; y up):
  ellipse  {"cx":x,"cy":y,"rx":a,"ry":b,"angle_deg":deg}  rx, ry: semi-axes along its own axes, >= 0
  circle   {"cx":x,"cy":y,"r":r}                           r >= 0
  aabb     {"min":[x,y],"max":[x,y]}                       corners in any order; closed box
  obb      {"center":[x,y],"half":[w,h],"angle_deg":deg}   half sizes >= 0
  ray      {"origin":[x,y],"dir":[x,y]}                    dir non-zero, any length; t in units of dir
  point    [x,y]

Ops and results (touching counts as overlap / hit everywhere):
  {"op":"ellipse_ellipse","a":ellipse,"b":ellipse}           -> {"overlap":bool}            exact test
  {"op":"ellipse_ellipse_textbook","a":ellipse,"b":ellipse}  -> {"overlap":bool,"case":"trivial"|"I"|"II"|"III"|"IV"}
                                                                the source's unproven heuristic
  {"op":"ellipse_point","ellipse":ellipse,"point":point}     -> {"inside":bool}
  {"op":"circle_circle","a":circle,"b":circle}               -> {"overlap":bool}
  {"op":"aabb_aabb","a":aabb,"b":aabb}                       -> {"overlap":bool}
  {"op":"ray_aabb","ray":ray,"shape":aabb}                   -> {"hit":bool,"t_enter":t|null,"t_exit":t|null,
  {"op":"ray_obb","ray":ray,"shape":obb}                         "started_inside":bool}
  {"op":"ray_disk","ray":ray,"shape":circle}                    (a ray starting inside hits with t_enter 0)
  {"op":"line_line","p":point,"a":[dx,dy],"q":point,"b":[dx,dy]}
      lines p + s a and q + t b -> {"kind":"point"|"same_line"|"parallel"|"zero_direction","point":[x,y]|null}
  {"op":"swept_circles","a0":point,"a1":point,"ra":r,"b0":point,"b1":point,"rb":r}
      circles moving a0->a1 and b0->b1 during one frame -> {"hit":bool,"t":first contact in [0,1]|null}
  {"op":"swept_circles_textbook", same fields}              -> {"hit":bool,"t":null}
      the source's test as written (wrong: reports hits for every pass whose closest approach
      falls within the frame); it gives no contact time.

Example:
  echo '{"op":"circle_circle","a":{"cx":20,"cy":10,"r":30},"b":{"cx":-10,"cy":50,"r":25}}' | collide
  {"overlap":true}
)HELP";

// Answers are written when this much is pending, or earlier when the asker waits for them.
constexpr std::size_t kBatchBytes = 1 << 16;

bool writeOut(std::string& pending)
{
    std::cout.write(pending.data(), static_cast<std::streamsize>(pending.size()));
    std::cout.flush();
    pending.clear();
    return static_cast<bool>(std::cout);
}

} // namespace

int main(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << kHelp;
            return 0;
        }
        std::cerr << "collide: unknown argument '" << arg << "' (try --help)\n";
        return 2;
    }
    std::ios::sync_with_stdio(false); // let cin buffer, so that in_avail() sees waiting lines
    std::cin.tie(nullptr); // no flush before every read: inputWouldBlock() decides
    collide::JsonLine scratch;
    std::string line, pending;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        collide::answerLine(line, scratch, pending);
        // Answers go out in batches while more queries are waiting, and at once when the asker
        // waits for this one (a terminal, or a program that reads each answer before the next).
        if ((pending.size() >= kBatchBytes || inputWouldBlock()) && !writeOut(pending))
            return 1;
    }
    if (!writeOut(pending))
        return 1;
    return std::cin.bad() ? 1 : 0;
}
