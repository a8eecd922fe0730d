// collide: JSON Lines front end to geometry/. One query per input line, one result per output
// line, in order; a bad line gives {"error": "..."} and the tool goes on. See --help.
#include "geometry/ellipses.h"
#include "geometry/lines.h"
#include "geometry/circles.h"
#include "geometry/raycast.h"
#include "geometry/rects.h"
#include "geometry/swept.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iostream>
#include <poll.h>
#include <unistd.h>
#include <numbers>
#include <stdexcept>
#include <string>
#include <string_view>

using nlohmann::json;
using namespace geometry;

namespace {

// What a message quotes back of the input: at most 200 bytes, cut on a UTF-8 character boundary.
std::string quoted(const std::string& text)
{
    constexpr std::size_t kMax = 200;
    if (text.size() <= kMax)
        return text;
    std::size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return text.substr(0, cut) + "...";
}

// True when reading stdin now would block: nothing buffered and nothing waiting on the pipe.
bool inputWouldBlock()
{
    if (std::cin.rdbuf()->in_avail() > 0)
        return false;
    pollfd in{STDIN_FILENO, POLLIN, 0};
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

struct BadInput : std::runtime_error {
    using std::runtime_error::runtime_error;
};

const json& field(const json& obj, const char* name)
{
    if (!obj.is_object())
        throw BadInput("expected an object");
    const auto it = obj.find(name);
    if (it == obj.end())
        throw BadInput(std::string("missing field \"") + name + "\"");
    return *it;
}

double number(const json& v, const std::string& what)
{
    if (!v.is_number())
        throw BadInput(what + " must be a number");
    const double d = v.get<double>();
    if (!std::isfinite(d))
        throw BadInput(what + " must be finite");
    return d;
}

double numberAt(const json& obj, const char* name) { return number(field(obj, name), name); }

double nonNegative(const json& obj, const char* name)
{
    const double d = numberAt(obj, name);
    if (d < 0)
        throw BadInput(std::string(name) + " must not be negative");
    return d;
}

Vec2 vec(const json& v, const std::string& what)
{
    if (!v.is_array() || v.size() != 2)
        throw BadInput(what + " must be [x, y]");
    return {number(v[0], what + "[0]"), number(v[1], what + "[1]")};
}

Vec2 vecAt(const json& obj, const char* name) { return vec(field(obj, name), name); }

double radians(double deg) { return deg * std::numbers::pi / 180; }

Ellipse ellipse(const json& j)
{
    return {{numberAt(j, "cx"), numberAt(j, "cy")}, nonNegative(j, "rx"), nonNegative(j, "ry"), radians(numberAt(j, "angle_deg"))};
}

Circle circle(const json& j) { return {{numberAt(j, "cx"), numberAt(j, "cy")}, nonNegative(j, "r")}; }

Aabb aabb(const json& j) { return aabbFromCorners(vecAt(j, "min"), vecAt(j, "max")); }

Obb obb(const json& j)
{
    const Vec2 half = vecAt(j, "half");
    if (half.x < 0 || half.y < 0)
        throw BadInput("half must not be negative");
    return obbFromAngle(vecAt(j, "center"), half, radians(numberAt(j, "angle_deg")));
}

Ray ray(const json& j)
{
    const Ray r{vecAt(j, "origin"), vecAt(j, "dir")};
    if (r.direction.x == 0 && r.direction.y == 0)
        throw BadInput("dir must not be zero");
    return r;
}

SweptCircle swept(const json& q, const char* from, const char* to, const char* radius)
{
    return {vecAt(q, from), vecAt(q, to), nonNegative(q, radius)};
}

json rayResult(const RayHit& h)
{
    json out = {{"hit", h.hit}, {"t_enter", nullptr}, {"t_exit", nullptr}, {"started_inside", h.startedInside}};
    if (h.hit) {
        out["t_enter"] = h.tEnter;
        out["t_exit"] = h.tExit;
    }
    return out;
}

const char* caseName(TextbookCase c)
{
    switch (c) {
    case TextbookCase::Trivial: return "trivial";
    case TextbookCase::I: return "I";
    case TextbookCase::II: return "II";
    case TextbookCase::III: return "III";
    case TextbookCase::IV: return "IV";
    }
    return "trivial";
}

const char* kindName(LineLineKind k)
{
    switch (k) {
    case LineLineKind::Point: return "point";
    case LineLineKind::SameLine: return "same_line";
    case LineLineKind::Parallel: return "parallel";
    case LineLineKind::ZeroDirection: return "zero_direction";
    }
    return "zero_direction";
}

json answer(const json& q)
{
    if (!q.is_object())
        throw BadInput("a query must be a JSON object");
    const json& opField = field(q, "op");
    if (!opField.is_string())
        throw BadInput("op must be a string");
    const std::string op = opField.get<std::string>();

    if (op == "ellipse_ellipse")
        return {{"overlap", ellipseVsEllipse(ellipse(field(q, "a")), ellipse(field(q, "b"))).overlap}};
    if (op == "ellipse_ellipse_textbook") {
        const auto t = ellipseVsEllipseTextbook(ellipse(field(q, "a")), ellipse(field(q, "b")));
        return {{"overlap", t.overlap}, {"case", caseName(t.decidingCase)}};
    }
    if (op == "ellipse_point") {
        const Ellipse e = ellipse(field(q, "ellipse"));
        const Vec2 p = vecAt(q, "point");
        // A flat ellipse is a segment; pointInEllipse answers for proper ellipses only.
        const bool inside = (e.rx > 0 && e.ry > 0) ? pointInEllipse(p, e).inside
                                                   : ellipseVsEllipse(e, {p, 0, 0, 0}).overlap;
        return {{"inside", inside}};
    }
    if (op == "circle_circle")
        return {{"overlap", circleVsCircle(circle(field(q, "a")), circle(field(q, "b"))).overlap}};
    if (op == "aabb_aabb")
        return {{"overlap", aabbVsAabb(aabb(field(q, "a")), aabb(field(q, "b"))).overlap}};
    if (op == "ray_aabb")
        return rayResult(rayVsAabb(ray(field(q, "ray")), aabb(field(q, "shape"))));
    if (op == "ray_obb")
        return rayResult(rayVsObb(ray(field(q, "ray")), obb(field(q, "shape"))));
    if (op == "ray_disk")
        return rayResult(rayVsDisk(ray(field(q, "ray")), circle(field(q, "shape"))));
    if (op == "line_line") {
        const auto r = lineVsLine({vecAt(q, "p"), vecAt(q, "a")}, {vecAt(q, "q"), vecAt(q, "b")});
        json out = {{"kind", kindName(r.kind)}, {"point", nullptr}};
        if (r.kind == LineLineKind::Point)
            out["point"] = {r.point.x, r.point.y};
        return out;
    }
    if (op == "swept_circles") {
        const auto h = sweptCircles(swept(q, "a0", "a1", "ra"), swept(q, "b0", "b1", "rb"));
        return {{"hit", h.hit}, {"t", h.hit ? json(h.t) : json(nullptr)}};
    }
    if (op == "swept_circles_textbook") {
        const auto h = sweptCirclesTextbook(swept(q, "a0", "a1", "ra"), swept(q, "b0", "b1", "rb"));
        return {{"hit", h.hit}, {"t", nullptr}};
    }
    throw BadInput("unknown op \"" + quoted(op) + "\"");
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
    std::cin.tie(nullptr);            // no flush before every read: inputWouldBlock() decides
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        json out;
        try {
            out = answer(json::parse(line));
        } catch (const json::parse_error&) {
            out = {{"error", "malformed JSON"}};
        } catch (const json::out_of_range& e) {
            out = {{"error", e.id == 406 ? "number out of range (must be finite)" : "invalid query"}};
        } catch (const BadInput& e) {
            out = {{"error", e.what()}};
        } catch (const json::exception& e) {
            out = {{"error", std::string("invalid query: ") + e.what()}};
        }
        std::cout << out.dump() << '\n';
        // Answers go out in batches while more queries are waiting, and at once when the asker
        // waits for this one (a terminal, or a program that reads each answer before the next).
        if (inputWouldBlock())
            std::cout.flush();
        if (!std::cout)
            return 1;
    }
    std::cout.flush();
    return std::cin.bad() || !std::cout ? 1 : 0;
}
