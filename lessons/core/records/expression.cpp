#include "expression.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace lab {

struct Expression::Node {
    enum class Op { Number, Name, Neg, Not, Add, Sub, Mul, Div, Pow, Sqrt, Lt, Le, Gt, Ge, Eq, Ne, And, Or };
    Op op = Op::Number;
    double number = 0;
    std::string name;
    std::shared_ptr<const Node> left, right;
};

namespace {

using Node = Expression::Node;
using Op = Node::Op;

constexpr std::size_t kMaxLength = 2000;
constexpr int kMaxDepth = 64; // brackets and unary operators inside each other

struct Token {
    enum class Kind { Number, Name, Symbol, End } kind = Kind::End;
    std::string text;
    double number = 0;
    std::size_t position = 0;
};

struct ParseFailure {
    Expression::ErrorKind kind;
    std::size_t position;
    std::string what;
};

std::vector<Token> tokenize(const std::string& s)
{
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (std::isspace(c)) {
            ++i;
            continue;
        }
        Token t;
        t.position = i;
        if (std::isdigit(c)
            || (c == '.' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
            // from_chars always reads '.' as the decimal point, whatever the C locale says
            // (Qt sets it from the system, and strtod would follow it).
            t.kind = Token::Kind::Number;
            const char* first = s.data() + i;
            const auto [end, error] = std::from_chars(first, s.data() + s.size(), t.number);
            if (error != std::errc() || !std::isfinite(t.number))
                throw ParseFailure { Expression::ErrorKind::UnexpectedToken, i, "number out of range" };
            const auto used = static_cast<std::size_t>(end - first);
            t.text = s.substr(i, used);
            i += used;
        } else if (std::isalpha(c) || c == '_') {
            std::size_t j = i;
            while (j < s.size()
                && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_' || s[j] == '.'))
                ++j;
            t.kind = Token::Kind::Name;
            t.text = s.substr(i, j - i);
            i = j;
            if (t.text == "AND" || t.text == "and") {
                t.kind = Token::Kind::Symbol;
                t.text = "&&";
            } else if (t.text == "OR" || t.text == "or") {
                t.kind = Token::Kind::Symbol;
                t.text = "||";
            } else if (t.text == "NOT" || t.text == "not") {
                t.kind = Token::Kind::Symbol;
                t.text = "!";
            }
        } else if (s.compare(i, 3, "\xE2\x88\x9A") == 0) { // √, U+221A
            t.kind = Token::Kind::Name;
            t.text = "√";
            i += 3;
        } else {
            static const char* twoChar[] = { "<=", ">=", "==", "!=", "&&", "||" };
            t.kind = Token::Kind::Symbol;
            t.text = std::string(1, static_cast<char>(c));
            for (const char* op : twoChar) {
                if (s.compare(i, 2, op) == 0) {
                    t.text = op;
                    break;
                }
            }
            if (std::string("+-*/^()<>!").find(static_cast<char>(c)) == std::string::npos
                && t.text.size() == 1)
                throw ParseFailure { Expression::ErrorKind::UnexpectedToken, i, "unexpected character" };
            i += t.text.size();
        }
        tokens.push_back(std::move(t));
    }
    Token end;
    end.position = s.size();
    tokens.push_back(end);
    return tokens;
}

// Counts how deep the parser is inside brackets and unary operators: deep nesting would only
// eat the stack.
class Depth {
public:
    Depth(int& depth, std::size_t position)
        : m_depth(depth)
    {
        if (++m_depth > kMaxDepth) {
            --m_depth;
            throw ParseFailure { Expression::ErrorKind::TooLong, position, "nested too deeply" };
        }
    }
    ~Depth() { --m_depth; }
    Depth(const Depth&) = delete;
    Depth& operator=(const Depth&) = delete;

private:
    int& m_depth;
};

class Parser {
public:
    Parser(std::vector<Token> tokens, const std::vector<std::string>& names)
        : m_tokens(std::move(tokens))
        , m_names(names)
    {
    }

    std::shared_ptr<const Node> parseAll()
    {
        if (peek().kind == Token::Kind::End)
            throw ParseFailure { Expression::ErrorKind::Empty, 0, "empty" };
        auto root = parseOr();
        if (peek().kind != Token::Kind::End)
            throw ParseFailure { Expression::ErrorKind::UnexpectedToken, peek().position,
                "unexpected " + peek().text };
        return root;
    }

private:
    const Token& peek() const { return m_tokens[m_at]; }
    bool accept(const char* symbol)
    {
        if (peek().kind == Token::Kind::Symbol && peek().text == symbol) {
            ++m_at;
            return true;
        }
        return false;
    }
    static std::shared_ptr<const Node> binary(
        Op op, std::shared_ptr<const Node> l, std::shared_ptr<const Node> r)
    {
        auto n = std::make_shared<Node>();
        n->op = op;
        n->left = std::move(l);
        n->right = std::move(r);
        return n;
    }

    std::shared_ptr<const Node> parseOr()
    {
        auto left = parseAnd();
        while (accept("||"))
            left = binary(Op::Or, left, parseAnd());
        return left;
    }
    std::shared_ptr<const Node> parseAnd()
    {
        auto left = parseNot();
        while (accept("&&"))
            left = binary(Op::And, left, parseNot());
        return left;
    }
    std::shared_ptr<const Node> parseNot()
    {
        const Depth depth(m_depth, peek().position);
        if (accept("!"))
            return binary(Op::Not, parseNot(), nullptr);
        return parseComparison();
    }
    std::shared_ptr<const Node> parseComparison()
    {
        auto left = parseSum();
        static const std::pair<const char*, Op> ops[] = { { "<=", Op::Le }, { ">=", Op::Ge }, { "<", Op::Lt },
            { ">", Op::Gt }, { "==", Op::Eq }, { "!=", Op::Ne } };
        for (const auto& [symbol, op] : ops) {
            if (accept(symbol))
                return binary(op, left, parseSum());
        }
        return left;
    }
    std::shared_ptr<const Node> parseSum()
    {
        auto left = parseProduct();
        while (true) {
            if (accept("+"))
                left = binary(Op::Add, left, parseProduct());
            else if (accept("-"))
                left = binary(Op::Sub, left, parseProduct());
            else
                return left;
        }
    }
    std::shared_ptr<const Node> parseProduct()
    {
        auto left = parseUnary();
        while (true) {
            if (accept("*"))
                left = binary(Op::Mul, left, parseUnary());
            else if (accept("/"))
                left = binary(Op::Div, left, parseUnary());
            else
                return left;
        }
    }
    std::shared_ptr<const Node> parseUnary()
    {
        const Depth depth(m_depth, peek().position);
        if (accept("-"))
            return binary(Op::Neg, parseUnary(), nullptr);
        if (accept("+"))
            return parseUnary();
        return parsePower();
    }
    // base ^ exponent, to the right: the exponent may carry its own sign (2^-1).
    std::shared_ptr<const Node> parsePower()
    {
        auto base = parsePrimary();
        if (accept("^")) {
            const Depth depth(m_depth, peek().position);
            return binary(Op::Pow, base, parseUnary());
        }
        return base;
    }
    static bool isSqrt(const Token& t)
    {
        if (t.kind != Token::Kind::Name)
            return false;
        std::string lower = t.text;
        for (char& c : lower)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return lower == "sqrt" || t.text == "√";
    }
    std::shared_ptr<const Node> parsePrimary()
    {
        const Token& t = peek();
        const Depth depth(m_depth, t.position);
        if (t.kind == Token::Kind::End)
            throw ParseFailure { Expression::ErrorKind::UnexpectedEnd, t.position, "unexpected end" };
        if (t.kind == Token::Kind::Number) {
            ++m_at;
            auto n = std::make_shared<Node>();
            n->number = t.number;
            return n;
        }
        if (isSqrt(t)) {
            const bool sign = t.text == "√";
            ++m_at;
            if (!sign && !(peek().kind == Token::Kind::Symbol && peek().text == "("))
                throw ParseFailure { Expression::ErrorKind::UnexpectedToken, peek().position,
                    "sqrt needs (" };
            return binary(Op::Sqrt, sign ? parsePower() : parsePrimary(), nullptr);
        }
        if (t.kind == Token::Kind::Name) {
            bool known = false;
            for (const auto& name : m_names)
                known = known || name == t.text;
            if (!known)
                throw ParseFailure { Expression::ErrorKind::UnknownName, t.position,
                    "unknown name " + t.text };
            ++m_at;
            auto n = std::make_shared<Node>();
            n->op = Op::Name;
            n->name = t.text;
            return n;
        }
        if (accept("(")) {
            auto inner = parseOr();
            if (!accept(")"))
                throw ParseFailure { Expression::ErrorKind::MissingParen, peek().position, "missing )" };
            return inner;
        }
        throw ParseFailure { Expression::ErrorKind::UnexpectedToken, t.position, "unexpected " + t.text };
    }

    std::vector<Token> m_tokens;
    const std::vector<std::string>& m_names;
    std::size_t m_at = 0;
    int m_depth = 0;
};

double eval(const Node& n, const std::map<std::string, double>& vars)
{
    const auto l = [&] { return eval(*n.left, vars); };
    const auto r = [&] { return eval(*n.right, vars); };
    switch (n.op) {
    case Op::Number: return n.number;
    case Op::Name: {
        const auto it = vars.find(n.name);
        return it == vars.end() ? 0.0 : it->second;
    }
    case Op::Neg: return -l();
    case Op::Not: return l() == 0 ? 1 : 0;
    case Op::Add: return l() + r();
    case Op::Sub: return l() - r();
    case Op::Mul: return l() * r();
    case Op::Div: return l() / r();
    case Op::Pow: return std::pow(l(), r());
    case Op::Sqrt: return std::sqrt(l());
    case Op::Lt: return l() < r() ? 1 : 0;
    case Op::Le: return l() <= r() ? 1 : 0;
    case Op::Gt: return l() > r() ? 1 : 0;
    case Op::Ge: return l() >= r() ? 1 : 0;
    case Op::Eq: return l() == r() ? 1 : 0;
    case Op::Ne: return l() != r() ? 1 : 0;
    case Op::And: return (l() != 0 && r() != 0) ? 1 : 0;
    case Op::Or: return (l() != 0 || r() != 0) ? 1 : 0;
    }
    return 0;
}

} // namespace

std::optional<Expression> Expression::parse(
    const std::string& text, const std::vector<std::string>& knownNames, ErrorKind* kind, Error* error)
{
    const auto fail = [&](ErrorKind k, std::size_t at, std::string what) -> std::optional<Expression> {
        if (kind)
            *kind = k;
        if (error)
            *error = { at, std::move(what) };
        return std::nullopt;
    };
    if (text.size() > kMaxLength)
        return fail(ErrorKind::TooLong, kMaxLength, "too long");
    try {
        Parser parser(tokenize(text), knownNames);
        Expression e;
        e.m_root = parser.parseAll();
        if (kind)
            *kind = ErrorKind::None;
        return e;
    } catch (const ParseFailure& f) {
        return fail(f.kind, f.position, f.what);
    } catch (const std::exception&) { // std::stod on a malformed or huge number
        return fail(ErrorKind::UnexpectedToken, 0, "bad number");
    }
}

double Expression::evaluate(const std::map<std::string, double>& variables) const
{
    return m_root ? eval(*m_root, variables) : 0.0;
}

bool Expression::isCondition() const
{
    if (!m_root)
        return false;
    switch (m_root->op) {
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge:
    case Op::Eq:
    case Op::Ne:
    case Op::And:
    case Op::Or:
    case Op::Not: return true;
    default: return false;
    }
}

} // namespace lab
