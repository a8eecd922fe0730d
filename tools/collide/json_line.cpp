#include "json_line.h"

#include <charconv>
#include <cmath>

namespace collide {

namespace {
constexpr int kMaxDepth = 32; // deeper lines go to nlohmann, which has no recursion limit
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
} // namespace

bool JsonLine::parse(std::string_view line)
{
    in_ = line;
    pos_ = 0;
    nodes_.clear();
    addNode();
    skipSpace();
    if (!value(0, 0))
        return false;
    skipSpace();
    return pos_ == in_.size();
}

const JsonLine::Node* JsonLine::find(const Node& object, std::string_view name) const
{
    const Node* found = nullptr;
    for (std::uint32_t i = object.firstChild; i != 0; i = nodes_[i].next)
        if (nodes_[i].key == name)
            found = &nodes_[i];
    return found;
}

const JsonLine::Node& JsonLine::element(const Node& array, std::size_t index) const
{
    std::uint32_t i = array.firstChild;
    for (; index > 0; --index)
        i = nodes_[i].next;
    return nodes_[i];
}

std::uint32_t JsonLine::addNode()
{
    nodes_.emplace_back();
    return static_cast<std::uint32_t>(nodes_.size() - 1);
}

void JsonLine::skipSpace()
{
    while (pos_ < in_.size()
        && (in_[pos_] == ' ' || in_[pos_] == '\t' || in_[pos_] == '\n' || in_[pos_] == '\r'))
        ++pos_;
}

bool JsonLine::literal(std::string_view word)
{
    if (in_.substr(pos_, word.size()) != word)
        return false;
    pos_ += word.size();
    return true;
}

// Printable ASCII only, no escapes: the rest is nlohmann's to read (and to refuse).
bool JsonLine::string(std::string_view& out)
{
    const std::size_t start = ++pos_; // after the opening quote
    for (; pos_ < in_.size(); ++pos_) {
        const char c = in_[pos_];
        if (c == '"') {
            out = in_.substr(start, pos_ - start);
            ++pos_;
            return true;
        }
        if (c == '\\' || c < 0x20 || c > 0x7e)
            return false;
    }
    return false;
}

// The JSON number grammar exactly; integers as nlohmann reads them (int64 or uint64, then
// converted; beyond 64 bits as a double), anything out of the double range refused.
bool JsonLine::number(double& out)
{
    const std::size_t start = pos_;
    if (pos_ < in_.size() && in_[pos_] == '-')
        ++pos_;
    if (pos_ >= in_.size() || !isDigit(in_[pos_]))
        return false;
    if (in_[pos_] == '0')
        ++pos_;
    else
        while (pos_ < in_.size() && isDigit(in_[pos_]))
            ++pos_;
    bool integer = true;
    if (pos_ < in_.size() && in_[pos_] == '.') {
        integer = false;
        if (++pos_ >= in_.size() || !isDigit(in_[pos_]))
            return false;
        while (pos_ < in_.size() && isDigit(in_[pos_]))
            ++pos_;
    }
    if (pos_ < in_.size() && (in_[pos_] == 'e' || in_[pos_] == 'E')) {
        integer = false;
        if (++pos_ < in_.size() && (in_[pos_] == '+' || in_[pos_] == '-'))
            ++pos_;
        if (pos_ >= in_.size() || !isDigit(in_[pos_]))
            return false;
        while (pos_ < in_.size() && isDigit(in_[pos_]))
            ++pos_;
    }
    const char* first = in_.data() + start;
    const char* last = in_.data() + pos_;
    if (integer) {
        if (*first == '-') {
            std::int64_t v = 0;
            if (std::from_chars(first, last, v).ec == std::errc {}) {
                out = static_cast<double>(v);
                return true;
            }
        } else {
            std::uint64_t v = 0;
            if (std::from_chars(first, last, v).ec == std::errc {}) {
                out = static_cast<double>(v);
                return true;
            }
        }
    }
    const auto r = std::from_chars(first, last, out);
    return r.ec == std::errc {} && r.ptr == last && std::isfinite(out);
}

bool JsonLine::value(std::uint32_t self, int depth)
{
    if (pos_ >= in_.size() || depth > kMaxDepth)
        return false;
    const char c = in_[pos_];
    if (c == '{' || c == '[') {
        const bool object = c == '{';
        nodes_[self].kind = object ? Kind::Object : Kind::Array;
        ++pos_;
        skipSpace();
        if (pos_ < in_.size() && in_[pos_] == (object ? '}' : ']')) {
            ++pos_;
            return true;
        }
        std::uint32_t last = 0;
        for (;;) {
            std::string_view key;
            if (object) {
                if (pos_ >= in_.size() || in_[pos_] != '"' || !string(key))
                    return false;
                skipSpace();
                if (pos_ >= in_.size() || in_[pos_] != ':')
                    return false;
                ++pos_;
                skipSpace();
            }
            const std::uint32_t child = addNode();
            nodes_[child].key = key;
            (last == 0 ? nodes_[self].firstChild : nodes_[last].next) = child;
            last = child;
            ++nodes_[self].count;
            if (!value(child, depth + 1))
                return false;
            skipSpace();
            if (pos_ < in_.size() && in_[pos_] == ',') {
                ++pos_;
                skipSpace();
                continue;
            }
            if (pos_ < in_.size() && in_[pos_] == (object ? '}' : ']')) {
                ++pos_;
                return true;
            }
            return false;
        }
    }
    Node& n = nodes_[self];
    if (c == '"') {
        n.kind = Kind::String;
        std::string_view text;
        if (!string(text))
            return false;
        n.text = text;
        return true;
    }
    if (c == 't' || c == 'f') {
        n.kind = Kind::Bool;
        n.boolean = c == 't';
        return literal(c == 't' ? "true" : "false");
    }
    if (c == 'n') {
        n.kind = Kind::Null;
        return literal("null");
    }
    n.kind = Kind::Number;
    return number(n.number);
}

} // namespace collide
