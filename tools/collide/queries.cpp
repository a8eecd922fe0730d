#include "queries.h"

#include "geometry/circles.h"
#include "geometry/ellipses.h"
#include "geometry/lines.h"
#include "geometry/raycast.h"
#include "geometry/rects.h"
#include "geometry/swept.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <numbers>
#include <optional>

using nlohmann::json;
using namespace geometry;

namespace collide {

namespace {

// What a message quotes back of the input: at most 200 bytes, cut on a UTF-8 character boundary.
std::string quoted(std::string_view text)
{
    constexpr std::size_t kMax = 200;
    if (text.size() <= kMax)
        return std::string(text);
    std::size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return std::string(text.substr(0, cut)) + "...";
}

// ---- The two readings of a query line, behind one interface ----
struct FastView {
    const JsonLine* doc;
    const JsonLine::Node* node;
    bool isObject() const { return node->kind == JsonLine::Kind::Object; }
    bool isArray() const { return node->kind == JsonLine::Kind::Array; }
    bool isNumber() const { return node->kind == JsonLine::Kind::Number; }
    bool isString() const { return node->kind == JsonLine::Kind::String; }
    std::optional<FastView> member(const char* name) const
    {
        const JsonLine::Node* m = doc->find(*node, name);
        return m ? std::optional<FastView>(FastView { doc, m }) : std::nullopt;
    }
    double number() const { return node->number; }
    std::size_t size() const { return node->count; }
    FastView at(std::size_t i) const { return { doc, &doc->element(*node, i) }; }
    std::string_view text() const { return node->text; }
    static FastView null()
    {
        static const JsonLine::Node none;
        return { nullptr, &none };
    }
};

struct NlohmannView {
    const json* j;
    bool isObject() const { return j->is_object(); }
    bool isArray() const { return j->is_array(); }
    bool isNumber() const { return j->is_number(); }
    bool isString() const { return j->is_string(); }
    std::optional<NlohmannView> member(const char* name) const
    {
        const auto it = j->find(name);
        return it == j->end() ? std::nullopt : std::optional<NlohmannView>(NlohmannView { &*it });
    }
    double number() const { return j->get<double>(); }
    std::size_t size() const { return j->size(); }
    NlohmannView at(std::size_t i) const { return { &(*j)[i] }; }
    std::string_view text() const { return j->get_ref<const std::string&>(); }
    static NlohmannView null()
    {
        static const json none;
        return { &none };
    }
};

// ---- Reading shapes: the same checks and messages for both readings ----
// The first refusal is kept; the rest of the query is still read (from a null value) but changes
// nothing, so the message is the one the first failing check in evaluation order gives.
template <class V> class Reader {
public:
    std::string error;

    V field(const V& obj, const char* name)
    {
        if (!obj.isObject())
            return refuse("expected an object");
        const std::optional<V> m = obj.member(name);
        if (!m)
            return refuse(std::string("missing field \"") + name + "\"");
        return *m;
    }
    double number(const V& v, std::string_view what, std::string_view suffix = {})
    {
        if (!v.isNumber())
            return refuse(std::string(what).append(suffix) + " must be a number"), 0.0;
        const double d = v.number();
        if (!std::isfinite(d))
            return refuse(std::string(what).append(suffix) + " must be finite"), 0.0;
        return d;
    }
    double numberAt(const V& obj, const char* name) { return number(field(obj, name), name); }
    double nonNegative(const V& obj, const char* name)
    {
        const double d = numberAt(obj, name);
        if (d < 0)
            refuse(std::string(name) + " must not be negative");
        return d;
    }
    Vec2 vec(const V& v, std::string_view what)
    {
        if (!v.isArray() || v.size() != 2)
            return refuse(std::string(what) + " must be [x, y]"), Vec2 {};
        return { number(v.at(0), what, "[0]"), number(v.at(1), what, "[1]") };
    }
    Vec2 vecAt(const V& obj, const char* name) { return vec(field(obj, name), name); }

    Ellipse ellipse(const V& j)
    {
        return { { numberAt(j, "cx"), numberAt(j, "cy") }, nonNegative(j, "rx"), nonNegative(j, "ry"),
            radians(numberAt(j, "angle_deg")) };
    }
    Circle circle(const V& j) { return { { numberAt(j, "cx"), numberAt(j, "cy") }, nonNegative(j, "r") }; }
    Aabb aabb(const V& j) { return aabbFromCorners(vecAt(j, "min"), vecAt(j, "max")); }
    Obb obb(const V& j)
    {
        const Vec2 half = vecAt(j, "half");
        if (half.x < 0 || half.y < 0)
            refuse("half must not be negative");
        return obbFromAngle(vecAt(j, "center"), half, radians(numberAt(j, "angle_deg")));
    }
    Ray ray(const V& j)
    {
        const Ray r { vecAt(j, "origin"), vecAt(j, "dir") };
        if (r.direction.x == 0 && r.direction.y == 0)
            refuse("dir must not be zero");
        return r;
    }
    SweptCircle swept(const V& q, const char* from, const char* to, const char* radius)
    {
        return { vecAt(q, from), vecAt(q, to), nonNegative(q, radius) };
    }

    V refuse(std::string message)
    {
        if (error.empty())
            error = std::move(message);
        return V::null();
    }

private:
    static double radians(double deg) { return deg * std::numbers::pi / 180; }
};

// ---- What a query answers, before it is written ----
struct Answer {
    enum class Kind { Overlap, Textbook, Inside, Ray, Line, Swept, SweptTextbook };
    Kind kind = Kind::Overlap;
    bool yes = false; // overlap, inside or hit
    const char* name = ""; // the textbook's case or the lines' kind
    bool startedInside = false; // ray
    bool numbers = false; // t_enter and t_exit, the point or t are given
    double first = 0, second = 0; // t_enter, t_exit; the point; t
};

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

Answer rayAnswer(const RayResult& h)
{
    return { Answer::Kind::Ray, h.hit, "", h.startedInside, h.hit, h.tEnter, h.tExit };
}

// The answer, or the refusal in `read.error` (then the answer is meaningless).
template <class V> Answer answer(const V& q, Reader<V>& read)
{
    using K = Answer::Kind;
    if (!q.isObject())
        return read.refuse("a query must be a JSON object"), Answer {};
    const V opField = read.field(q, "op");
    if (!read.error.empty())
        return {};
    if (!opField.isString())
        return read.refuse("op must be a string"), Answer {};
    const std::string_view op = opField.text();

    if (op == "ellipse_ellipse")
        return { K::Overlap, overlaps(read.ellipse(read.field(q, "a")), read.ellipse(read.field(q, "b"))) };
    if (op == "ellipse_ellipse_textbook") {
        const auto t
            = ellipseVsEllipseTextbook(read.ellipse(read.field(q, "a")), read.ellipse(read.field(q, "b")));
        return { K::Textbook, t.hit, caseName(t.decidingCase) };
    }
    if (op == "ellipse_point") {
        const Ellipse e = read.ellipse(read.field(q, "ellipse"));
        const Vec2 p = read.vecAt(q, "point");
        // A flat ellipse is a segment; pointInEllipse answers for proper ellipses only.
        const bool inside
            = (e.rx > 0 && e.ry > 0) ? pointInEllipse(p, e).hit : overlaps(e, Ellipse { p, 0, 0, 0 });
        return { K::Inside, inside };
    }
    if (op == "circle_circle")
        return { K::Overlap, overlaps(read.circle(read.field(q, "a")), read.circle(read.field(q, "b"))) };
    if (op == "aabb_aabb")
        return { K::Overlap, overlaps(read.aabb(read.field(q, "a")), read.aabb(read.field(q, "b"))) };
    if (op == "ray_aabb")
        return rayAnswer(rayVsAabb(read.ray(read.field(q, "ray")), read.aabb(read.field(q, "shape"))));
    if (op == "ray_obb")
        return rayAnswer(rayVsObb(read.ray(read.field(q, "ray")), read.obb(read.field(q, "shape"))));
    if (op == "ray_disk")
        return rayAnswer(rayVsDisk(read.ray(read.field(q, "ray")), read.circle(read.field(q, "shape"))));
    if (op == "line_line") {
        const auto r = lineVsLine(
            { read.vecAt(q, "p"), read.vecAt(q, "a") }, { read.vecAt(q, "q"), read.vecAt(q, "b") });
        const bool point = r.kind == LineLineKind::Point;
        return { K::Line, false, kindName(r.kind), false, point, r.point.x, r.point.y };
    }
    if (op == "swept_circles") {
        const auto h = sweptCircles(read.swept(q, "a0", "a1", "ra"), read.swept(q, "b0", "b1", "rb"));
        return { K::Swept, h.hit, "", false, h.hit, h.t };
    }
    if (op == "swept_circles_textbook") {
        const auto h = sweptCirclesTextbook(read.swept(q, "a0", "a1", "ra"), read.swept(q, "b0", "b1", "rb"));
        return { K::SweptTextbook, h.hit };
    }
    return read.refuse("unknown op \"" + quoted(op) + "\""), Answer {};
}

// ---- Writing an answer: nlohmann's dump() of toJson(), byte for byte (keys in sorted order) ----
json toJson(const Answer& a)
{
    using K = Answer::Kind;
    switch (a.kind) {
    case K::Overlap: return { { "overlap", a.yes } };
    case K::Textbook: return { { "overlap", a.yes }, { "case", a.name } };
    case K::Inside: return { { "inside", a.yes } };
    case K::Ray: {
        json out = { { "hit", a.yes }, { "t_enter", nullptr }, { "t_exit", nullptr },
            { "started_inside", a.startedInside } };
        if (a.numbers) {
            out["t_enter"] = a.first;
            out["t_exit"] = a.second;
        }
        return out;
    }
    case K::Line: {
        json out = { { "kind", a.name }, { "point", nullptr } };
        if (a.numbers)
            out["point"] = { a.first, a.second };
        return out;
    }
    case K::Swept: return { { "hit", a.yes }, { "t", a.numbers ? json(a.first) : json(nullptr) } };
    case K::SweptTextbook: return { { "hit", a.yes }, { "t", nullptr } };
    }
    return {};
}

// A number as nlohmann writes it (shortest round trip, ".0" on whole numbers, null if not finite).
void appendNumber(std::string& out, double v)
{
    if (!std::isfinite(v)) {
        out += "null";
        return;
    }
    char buffer[64];
    const char* end = nlohmann::detail::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, static_cast<std::size_t>(end - buffer));
}

void appendOptional(std::string& out, bool given, double v)
{
    if (given)
        appendNumber(out, v);
    else
        out += "null";
}

void appendAnswer(std::string& out, const Answer& a)
{
    using K = Answer::Kind;
    const char* yes = a.yes ? "true" : "false";
    switch (a.kind) {
    case K::Overlap: out.append("{\"overlap\":").append(yes); break;
    case K::Textbook: out.append("{\"case\":\"").append(a.name).append("\",\"overlap\":").append(yes); break;
    case K::Inside: out.append("{\"inside\":").append(yes); break;
    case K::Ray:
        out.append("{\"hit\":")
            .append(yes)
            .append(",\"started_inside\":")
            .append(a.startedInside ? "true" : "false");
        out.append(",\"t_enter\":");
        appendOptional(out, a.numbers, a.first);
        out.append(",\"t_exit\":");
        appendOptional(out, a.numbers, a.second);
        break;
    case K::Line:
        out.append("{\"kind\":\"").append(a.name).append("\",\"point\":");
        if (a.numbers) {
            out += '[';
            appendNumber(out, a.first);
            out += ',';
            appendNumber(out, a.second);
            out += ']';
        } else {
            out += "null";
        }
        break;
    case K::Swept:
    case K::SweptTextbook:
        out.append("{\"hit\":").append(yes).append(",\"t\":");
        appendOptional(out, a.kind == K::Swept && a.numbers, a.first);
        break;
    }
    out += '}';
}

// A string as nlohmann writes it, for the ASCII messages the fast way gives (every string JsonLine
// reads is printable ASCII): quote and backslash escaped, control characters as nlohmann escapes them.
void appendAsciiString(std::string& out, std::string_view text)
{
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\t': out += "\\t"; break;
        case '\n': out += "\\n"; break;
        case '\f': out += "\\f"; break;
        case '\r': out += "\\r"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                constexpr char hex[] = "0123456789abcdef";
                out.append("\\u00").append(1, hex[(c >> 4) & 0xf]).append(1, hex[c & 0xf]);
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

} // namespace

std::string referenceAnswer(std::string_view line)
{
    json out;
    try {
        const json q = json::parse(line.begin(), line.end());
        Reader<NlohmannView> read;
        const Answer a = answer(NlohmannView { &q }, read);
        out = read.error.empty() ? toJson(a) : json { { "error", read.error } };
    } catch (const json::parse_error&) {
        out = { { "error", "malformed JSON" } };
    } catch (const json::out_of_range& e) {
        out = { { "error", e.id == 406 ? "number out of range (must be finite)" : "invalid query" } };
    } catch (const json::exception& e) {
        out = { { "error", std::string("invalid query: ") + e.what() } };
    }
    return out.dump();
}

void answerLine(std::string_view line, JsonLine& scratch, std::string& out)
{
    if (!scratch.parse(line)) {
        out += referenceAnswer(line);
        out += '\n';
        return;
    }
    Reader<FastView> read;
    const Answer a = answer(FastView { &scratch, &scratch.root() }, read);
    if (read.error.empty()) {
        appendAnswer(out, a);
    } else {
        out += "{\"error\":";
        appendAsciiString(out, read.error);
        out += '}';
    }
    out += '\n';
}

} // namespace collide
