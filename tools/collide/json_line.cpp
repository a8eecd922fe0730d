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
    m_in = line;
    m_pos = 0;
    m_nodes.clear();
    addNode();
    skipSpace();
    if (!value(0, 0))
        return false;
    skipSpace();
    return m_pos == m_in.size();
}

const JsonLine::Node* JsonLine::find(const Node& object, std::string_view name) const
{
    const Node* found = nullptr;
    for (std::uint32_t i = object.firstChild; i != 0; i = m_nodes[i].next)
        if (m_nodes[i].key == name)
            found = &m_nodes[i];
    return found;
}

const JsonLine::Node& JsonLine::element(const Node& array, std::size_t index) const
{
    std::uint32_t i = array.firstChild;
    for (; index > 0; --index)
        i = m_nodes[i].next;
    return m_nodes[i];
}

std::uint32_t JsonLine::addNode()
{
    m_nodes.emplace_back();
    return static_cast<std::uint32_t>(m_nodes.size() - 1);
}

void JsonLine::skipSpace()
{
    while (m_pos < m_in.size()
        && (m_in[m_pos] == ' ' || m_in[m_pos] == '\t' || m_in[m_pos] == '\n' || m_in[m_pos] == '\r'))
        ++m_pos;
}

bool JsonLine::literal(std::string_view word)
{
    if (m_in.substr(m_pos, word.size()) != word)
        return false;
    m_pos += word.size();
    return true;
}

// Printable ASCII only, no escapes: the rest is nlohmann's to read (and to refuse).
bool JsonLine::string(std::string_view& out)
{
    const std::size_t start = ++m_pos; // after the opening quote
    for (; m_pos < m_in.size(); ++m_pos) {
        const char c = m_in[m_pos];
        if (c == '"') {
            out = m_in.substr(start, m_pos - start);
            ++m_pos;
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
    const std::size_t start = m_pos;
    if (m_pos < m_in.size() && m_in[m_pos] == '-')
        ++m_pos;
    if (m_pos >= m_in.size() || !isDigit(m_in[m_pos]))
        return false;
    if (m_in[m_pos] == '0')
        ++m_pos;
    else
        while (m_pos < m_in.size() && isDigit(m_in[m_pos]))
            ++m_pos;
    bool integer = true;
    if (m_pos < m_in.size() && m_in[m_pos] == '.') {
        integer = false;
        if (++m_pos >= m_in.size() || !isDigit(m_in[m_pos]))
            return false;
        while (m_pos < m_in.size() && isDigit(m_in[m_pos]))
            ++m_pos;
    }
    if (m_pos < m_in.size() && (m_in[m_pos] == 'e' || m_in[m_pos] == 'E')) {
        integer = false;
        if (++m_pos < m_in.size() && (m_in[m_pos] == '+' || m_in[m_pos] == '-'))
            ++m_pos;
        if (m_pos >= m_in.size() || !isDigit(m_in[m_pos]))
            return false;
        while (m_pos < m_in.size() && isDigit(m_in[m_pos]))
            ++m_pos;
    }
    const char* first = m_in.data() + start;
    const char* last = m_in.data() + m_pos;
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
    if (m_pos >= m_in.size() || depth > kMaxDepth)
        return false;
    const char c = m_in[m_pos];
    if (c == '{' || c == '[') {
        const bool object = c == '{';
        m_nodes[self].kind = object ? Kind::Object : Kind::Array;
        ++m_pos;
        skipSpace();
        if (m_pos < m_in.size() && m_in[m_pos] == (object ? '}' : ']')) {
            ++m_pos;
            return true;
        }
        std::uint32_t last = 0;
        for (;;) {
            std::string_view key;
            if (object) {
                if (m_pos >= m_in.size() || m_in[m_pos] != '"' || !string(key))
                    return false;
                skipSpace();
                if (m_pos >= m_in.size() || m_in[m_pos] != ':')
                    return false;
                ++m_pos;
                skipSpace();
            }
            const std::uint32_t child = addNode();
            m_nodes[child].key = key;
            (last == 0 ? m_nodes[self].firstChild : m_nodes[last].next) = child;
            last = child;
            ++m_nodes[self].count;
            if (!value(child, depth + 1))
                return false;
            skipSpace();
            if (m_pos < m_in.size() && m_in[m_pos] == ',') {
                ++m_pos;
                skipSpace();
                continue;
            }
            if (m_pos < m_in.size() && m_in[m_pos] == (object ? '}' : ']')) {
                ++m_pos;
                return true;
            }
            return false;
        }
    }
    Node& n = m_nodes[self];
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
