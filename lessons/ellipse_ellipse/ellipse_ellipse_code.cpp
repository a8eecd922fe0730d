// The listings: each line has a key (what the runs and the text's links name), its code and its
// comment in the current language. The code is ours, after the textbook's listings (000).
#include "ellipse_ellipse_code.h"

#include "ellipse_ellipse_scene.h"

namespace lab {

namespace {

struct KeyedLine {
    const char* key;
    const char* code;
};

// CollisionTest_Ellipse_Ellipse with CalcInverseRows folded into one inverse.
constexpr KeyedLine kReduction[] = {
    { "head", "bool CollisionTest_Ellipse_Ellipse(" },
    { "params", "    Ellipse one, Ellipse two)" },
    { "open", "{" },
    { "stage1", "" },
    { "A", "    Matrix2 A = Inverse(two.M) * one.M;" },
    { "wp", "    Vector2 wp = Inverse(two.M) * one.position;" },
    { "e", "    float e = a*a + b*b;" },
    { "f", "    float f = a*c + b*d;" },
    { "g", "    float g = c*c + d*d;" },
    { "ja", "    float ja = e + g;" },
    { "jb", "    float jb = Sqrt((e-g)*(e-g) + 4*f*f);" },
    { "G", "    float G1 = (ja + jb) / 2,  G2 = (ja - jb) / 2;" },
    { "u1", "    Vector2 u1 = f != 0" },
    { "u1fit", "        ? new Vector2(1, (G1 - e) / f).normalized" },
    { "u1axis", "        : (e >= g ? Vector2.right : Vector2.up);" },
    { "u2", "    Vector2 u2 = new Vector2(-u1.y, u1.x);" },
    { "r", "    float r_a = Sqrt(G1),  r_b = Sqrt(G2);" },
    { "stage2", "" },
    { "x0", "    float x0 = Dot(-wp, u1);" },
    { "y0", "    float y0 = Dot(-wp, u2);" },
    { "stage3", "" },
    { "E", "    Vector2 E = new Vector2(-Abs(-x0), Abs(-y0));" },
    { "stage4", "" },
    { "wide", "    if (r_a > r_b)" },
    { "swapOpen", "    {" },
    { "swap", "        (r_a, r_b) = (r_b, r_a);" },
    { "reflect", "        E = new Vector2(-E.y, -E.x);" },
    { "swapClose", "    }" },
    { "call", "    return CollisionTest_AAEllipse_UnitCircle(" },
    { "args", "        E, r_a, r_b);" },
    { "close", "}" },
};

// CollisionTest_AAEllipse_UnitCircle, with the two guards it lacks.
constexpr KeyedLine kHeuristic[] = {
    { "head", "bool CollisionTest_AAEllipse_UnitCircle(" },
    { "params", "    Vector2 E, float a, float b)" },
    { "open", "{" },
    { "reject", "    if (E.x + a < -1 || E.y - b > 1) return false;" },
    { "k", "    float k = a / b,  tanTh;" },
    { "left", "    if (E.x < -1)" },
    { "leftOpen", "    {" },
    { "cosBt", "        float cosBt = (-1 - E.x) / a;" },
    { "sinBt", "        float sinBt = -Sqrt(1 - cosBt*cosBt);" },
    { "P", "        Vector2 P = new Vector2(-1, E.y + b*sinBt);" },
    { "below", "        if (P.y <= 0) return true;" },
    { "above", "        if (P.y >= 1) return false;" },
    { "sinAl", "        float sinAl = P.y;" },
    { "cosAl", "        float cosAl = -Sqrt(1 - sinAl*sinAl);" },
    { "mEll", "        float mEll = b*cosBt / (-a*sinBt);" },
    { "mCir", "        float mCir = -cosAl / sinAl;" },
    { "slopes", "        if (mEll >= mCir) return false;" },
    { "A", "        float A = sinAl / cosAl;" },
    { "B", "        float B = sinBt / cosBt;" },
    { "s", "        float s = k*A - B;" },
    { "t", "        float t = (k + 1) * (A*B + 1);" },
    { "u", "        float u = k*B - A;" },
    { "guard", "        if (s <= 0) return false;" },
    { "X", "        float X = (-t + Sqrt(t*t - 4*s*u)) / (2*s);" },
    { "tanTh", "        tanTh = (B + X) / (1 - B*X);" },
    { "leftClose", "    }" },
    { "else", "    else" },
    { "rightOpen", "    {" },
    { "bottom", "        Vector2 P = new Vector2(E.x, E.y - b);" },
    { "inside", "        if (P.sqrMagnitude <= 1 || P.y <= 0)" },
    { "insideReturn", "            return true;" },
    { "top", "        if (P.y >= 1) return false;" },
    { "sinAl9", "        float sinAl = P.y;" },
    { "cosAl9", "        float cosAl = -Sqrt(1 - sinAl*sinAl);" },
    { "A9", "        float A = sinAl / cosAl;" },
    { "t9", "        float t = -(A + k*A),  u = -k;" },
    { "X9", "        float X = (-t + Sqrt(t*t - 4*u)) / 2;" },
    { "tanTh9", "        tanTh = -1 / X;" },
    { "rightClose", "    }" },
    { "cosTh", "    float cosTh = Sqrt(1 / (1 + tanTh*tanTh));" },
    { "sinTh", "    float sinTh = tanTh * cosTh;" },
    { "Q", "    Vector2 Q = E + new Vector2(a*cosTh, b*sinTh);" },
    { "caseI", "    if (Q.sqrMagnitude <= 1) return true;" },
    { "tanPh", "    float tanPh = k * tanTh;" },
    { "cosPh", "    float cosPh = -Sqrt(1 / (1 + tanPh*tanPh));" },
    { "sinPh", "    float sinPh = tanPh * cosPh;" },
    { "Qd", "    Vector2 Qd = new Vector2(cosPh, sinPh);" },
    { "K", "    Vector2 K = Qd - E;" },
    { "Ky", "    K.y *= k;" },
    { "caseII", "    if (K.sqrMagnitude <= a*a) return true;" },
    { "eps", "    const float EPS = 0.0002f;" },
    { "caseIII", "    if (Q.x < Qd.x)" },
    { "iiiOpen", "    {" },
    { "dir", "        Vector2 d = new Vector2(-a*sinTh, b*cosTh);" },
    { "unit", "        d = d.normalized;" },
    { "t3", "        float t = Dot(Q, d);" },
    { "u3", "        float u = Q.sqrMagnitude - 1;" },
    { "D", "        float D = t*t - u;" },
    { "missed", "        if (D < 0 || -t - Sqrt(D) < 0) return false;" },
    { "Rd", "        Vector2 Rd = Q + (-t - Sqrt(D)) * d;" },
    { "m", "        float m = -Rd.x / Rd.y;" },
    { "tanGm", "        float tanGm = -1 / (k*m);" },
    { "cosGm", "        float cosGm = Sqrt(1 / (1 + tanGm*tanGm));" },
    { "sinGm", "        float sinGm = tanGm * cosGm;" },
    { "R", "        Vector2 R = E + new Vector2(a*cosGm, b*sinGm);" },
    { "Rin", "        if (R.magnitude <= 1 + EPS) return true;" },
    { "iiiClose", "    }" },
    { "v1", "    Vector2 v1 = new Vector2(Qd.y, -Qd.x);" },
    { "L", "    Vector2 L = new Vector2(K.x," },
    { "Ly", "        -b * Sqrt(1 - K.x*K.x / (a*a)));" },
    { "v2", "    Vector2 v2 = new Vector2(-L.y*k, L.x*b / a);" },
    { "v2unit", "    v2 = v2.normalized;" },
    { "v3", "    Vector2 v3 = (v1 + v2).normalized;" },
    { "Sd", "    Vector2 Sd = new Vector2(-v3.y, v3.x);" },
    { "S", "    Vector2 S = Sd - E;" },
    { "Sy", "    S.y *= k;" },
    { "caseIV", "    return S.magnitude / a <= 1 + EPS;" },
    { "close", "}" },
};

// Our exact test (geometry::ellipseVsEllipse), in the same style.
constexpr KeyedLine kExact[] = {
    { "head", "bool EllipseVsEllipse(Ellipse one, Ellipse two)" },
    { "open", "{" },
    { "c", "    Vector2 c = two.position - one.position;" },
    { "D2", "    float D2 = c.sqrMagnitude;" },
    { "outer", "    float outer = Max(one.rx, one.ry)" },
    { "outer2", "                + Max(two.rx, two.ry);" },
    { "inner", "    float inner = Min(one.rx, one.ry)" },
    { "inner2", "                + Min(two.rx, two.ry);" },
    { "apart", "    if (D2 > outer*outer) return false;" },
    { "overlap", "    if (D2 < inner*inner) return true;" },
    { "circle", "    var (circle, other) = RounderFirst(one, two);" },
    { "image", "    Ellipse image = Inverse(circle.M) * other;" },
    { "inside", "    if (image.Contains(Vector2.zero)) return true;" },
    { "d", "    float d = image.Distance(Vector2.zero);" },
    { "band", "    if (Abs(d - 1) < band)" },
    { "certificate", "        return Certificate(one, two);" },
    { "return", "    return d <= 1;" },
    { "close", "}" },
};

template <std::size_t N> const KeyedLine* find(const KeyedLine (&lines)[N], const QString& key, int* index)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (key == QLatin1String(lines[i].key)) {
            *index = int(i);
            return &lines[i];
        }
    }
    return nullptr;
}

template <std::size_t N> QList<CodeLine> linesOf(const KeyedLine (&lines)[N])
{
    QList<CodeLine> out;
    for (const KeyedLine& l : lines)
        out.append({ QString::fromLatin1(l.code), {}, false });
    return out;
}

} // namespace

QString EllipseEllipseCode::listingId(int listing)
{
    switch (listing) {
    case Reduction: return QStringLiteral("reduction");
    case Heuristic: return QStringLiteral("heuristic");
    default: break;
    }
    return QStringLiteral("exact");
}

int EllipseEllipseCode::line(int listing, const QString& key)
{
    int index = -1;
    switch (listing) {
    case Reduction: find(kReduction, key, &index); break;
    case Heuristic: find(kHeuristic, key, &index); break;
    default: find(kExact, key, &index); break;
    }
    return index;
}

QList<CodeListing> EllipseEllipseCode::listings()
{
    CodeListing reduction { listingId(Reduction), tr("Reduction"),
        tr("The textbook's CollisionTest_Ellipse_Ellipse and CalcInverseRows (appendix B-1), in our words"),
        linesOf(kReduction) };
    CodeListing heuristic { listingId(Heuristic), tr("Heuristic"),
        tr("The textbook's CollisionTest_AAEllipse_UnitCircle (appendix B-1), in our words, with two guards "
           "added"),
        linesOf(kHeuristic) };
    CodeListing exact { listingId(Exact), tr("Exact test"),
        tr("geometry::ellipseVsEllipse of this program, shortened: the circles first, then the distance in "
           "the frame where one ellipse is the unit circle"),
        linesOf(kExact) };
    const auto comment
        = [](CodeListing& l, int listing, const char* key, const QString& words, bool fix = false) {
              const int i = line(listing, QString::fromLatin1(key));
              l.lines[i].comment = words;
              l.lines[i].correction = fix;
          };
    comment(reduction, Reduction, "stage1", tr("Stage 1: M₂⁻¹ sends ellipse 2 back to the unit circle"));
    comment(reduction, Reduction, "A", tr("its 2 × 2 block: a, b (first row), c, d (second row)"));
    comment(reduction, Reduction, "u1axis",
        tr("Correction: the textbook divides by f, which is 0 when the image is axis-aligned; then its axes "
           "are "
           "x and y"),
        true);
    comment(reduction, Reduction, "stage2", tr("Stage 2: the circle's centre C = (x0, y0) in the ij frame"));
    comment(reduction, Reduction, "stage3", tr("Stage 3: -C reflected into the second quadrant"));
    comment(reduction, Reduction, "stage4", tr("Stage 4: a wide ellipse reflected about y = -x"));
    comment(heuristic, Heuristic, "params",
        tr("Correction: the textbook calls a and b the short and long diameters; they are semi-axes"), true);
    comment(heuristic, Heuristic, "reject", tr("trivial: figures 17 and 18"));
    comment(heuristic, Heuristic, "slopes", tr("the slopes at P and P′: figure 24"));
    comment(heuristic, Heuristic, "s", tr("equation (6): s X² + t X + u = 0"));
    comment(heuristic, Heuristic, "guard",
        tr("Correction: the textbook divides by 2s unchecked; s > 0 in exact arithmetic, not always after "
           "rounding"),
        true);
    comment(heuristic, Heuristic, "top",
        tr("Correction: the textbook goes on with P.y = 1, where cos α = -0 and X is NaN"), true);
    comment(heuristic, Heuristic, "t9", tr("equation (9), s = 1"));
    comment(heuristic, Heuristic, "cosTh", tr("(10)"));
    comment(heuristic, Heuristic, "Q", tr("(11)"));
    comment(heuristic, Heuristic, "caseI", tr("case I: Q in the circle"));
    comment(heuristic, Heuristic, "cosPh", tr("(12)"));
    comment(heuristic, Heuristic, "Qd",
        tr("Correction: Q′, equation (13); in case II the textbook says “from (9)”"), true);
    comment(heuristic, Heuristic, "caseII", tr("case II: Q′ in the ellipse"));
    comment(heuristic, Heuristic, "caseIII", tr("case III"));
    comment(heuristic, Heuristic, "missed", tr("the tangent misses the circle: apart at once, no case IV"));
    comment(heuristic, Heuristic, "Rd", tr("R′"));
    comment(heuristic, Heuristic, "v1", tr("case IV, also when case III did not decide"));
    comment(heuristic, Heuristic, "Sd", tr("S′"));
    comment(exact, Exact, "overlap", tr("the inscribed circles overlap"));
    comment(exact, Exact, "circle", tr("the rounder ellipse becomes the unit circle"));
    comment(exact, Exact, "image", tr("the other one's semi-axes by the SVD"));
    comment(exact, Exact, "d", tr("Newton's method, after David Eberly"));
    comment(exact, Exact, "band", tr("near touching: certificates, then long double"));
    comment(exact, Exact, "apart", tr("the bounding circles are apart"));
    return { reduction, heuristic, exact };
}

} // namespace lab
