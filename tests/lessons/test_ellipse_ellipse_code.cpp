// The two-ellipse lesson's code: for random scenes every value a run shows is the field of the
// scene's geometry result that its line computes; the branches are the ones the result took; a
// held verdict leaves only "?"; the text's links name lines that exist, the same in both texts.
#include "ellipse_ellipse/ellipse_ellipse_code.h"
#include "ellipse_ellipse/ellipse_ellipse_lesson.h"

#include "core/lesson_text.h"
#include "core/model/lesson_task.h"

#include <catch2/catch.hpp>

#include <QHash>
#include <QRegularExpression>

#include <cmath>
#include <random>

namespace test_ellipse_ellipse_code {

using namespace lab;
using Scene = EllipseEllipseScene;
using Code = EllipseEllipseCode;

namespace {

using Expected = QHash<QString, double>; // "<line key>/<value name>" -> the field

void put(Expected& e, const char* key, const QString& name, double v)
{
    e.insert(QString::fromLatin1(key) + QLatin1Char('/') + name, v);
}

void putPoint(Expected& e, const char* key, const QString& name, geometry::Vec2 v)
{
    put(e, key, name + QStringLiteral(".x"), v.x);
    put(e, key, name + QStringLiteral(".y"), v.y);
}

Expected reductionFields(const geometry::EllipseTextbookResult& t)
{
    const geometry::TextbookReduction& r = t.reduction;
    Expected e;
    put(e, "A", QStringLiteral("a"), r.block.a);
    put(e, "A", QStringLiteral("b"), r.block.b);
    put(e, "A", QStringLiteral("c"), r.block.c);
    put(e, "A", QStringLiteral("d"), r.block.d);
    putPoint(e, "wp", QStringLiteral("wp"), r.center);
    put(e, "e", QStringLiteral("e"), r.e);
    put(e, "f", QStringLiteral("f"), r.f);
    put(e, "g", QStringLiteral("g"), r.g);
    put(e, "G", QStringLiteral("G1"), r.G1);
    put(e, "G", QStringLiteral("G2"), r.G2);
    putPoint(e, "u1fit", QStringLiteral("u1"), r.u1);
    putPoint(e, "u1axis", QStringLiteral("u1"), r.u1);
    putPoint(e, "u2", QStringLiteral("u2"), r.u2);
    put(e, "r", QStringLiteral("r_a"), r.rA);
    put(e, "r", QStringLiteral("r_b"), r.rB);
    put(e, "x0", QStringLiteral("x0"), r.C.x);
    put(e, "y0", QStringLiteral("y0"), r.C.y);
    putPoint(e, "E", QStringLiteral("E"), { -std::abs(r.C.x), std::abs(r.C.y) });
    put(e, "swap", QStringLiteral("r_a"), t.a);
    put(e, "swap", QStringLiteral("r_b"), t.b);
    putPoint(e, "reflect", QStringLiteral("E"), t.E);
    return e;
}

Expected heuristicFields(const geometry::EllipseTextbookResult& t)
{
    Expected e;
    put(e, "head", QStringLiteral("E.x"), t.E.x);
    put(e, "head", QStringLiteral("E.y"), t.E.y);
    put(e, "head", QStringLiteral("a"), t.a);
    put(e, "head", QStringLiteral("b"), t.b);
    put(e, "k", QStringLiteral("k"), t.k);
    put(e, "cosBt", QStringLiteral("cosBt"), t.angles.cosBeta);
    put(e, "sinBt", QStringLiteral("sinBt"), t.angles.sinBeta);
    putPoint(e, "P", QStringLiteral("P"), t.P);
    putPoint(e, "bottom", QStringLiteral("P"), t.P);
    for (const char* key : { "sinAl", "sinAl9" })
        put(e, key, QStringLiteral("sinAl"), t.angles.sinAlpha);
    for (const char* key : { "cosAl", "cosAl9" })
        put(e, key, QStringLiteral("cosAl"), t.angles.cosAlpha);
    put(e, "mEll", QStringLiteral("mEll"), t.slopeEllipseP);
    put(e, "mCir", QStringLiteral("mCir"), t.slopeCircleP);
    put(e, "A", QStringLiteral("A"), t.angles.A);
    put(e, "B", QStringLiteral("B"), t.angles.B);
    put(e, "A9", QStringLiteral("A"), t.angles.A);
    put(e, "s", QStringLiteral("s"), t.quadS);
    put(e, "t", QStringLiteral("t"), t.quadT);
    put(e, "u", QStringLiteral("u"), t.quadU);
    put(e, "t9", QStringLiteral("t"), t.quadT);
    put(e, "t9", QStringLiteral("u"), t.quadU);
    for (const char* key : { "X", "X9" })
        put(e, key, QStringLiteral("X"), t.X);
    for (const char* key : { "tanTh", "tanTh9" })
        put(e, key, QStringLiteral("tanTh"), t.tangent.tanTheta);
    put(e, "cosTh", QStringLiteral("cosTh"), t.tangent.cosTheta);
    put(e, "sinTh", QStringLiteral("sinTh"), t.tangent.sinTheta);
    putPoint(e, "Q", QStringLiteral("Q"), t.Q);
    put(e, "tanPh", QStringLiteral("tanPh"), t.tangent.tanPhi);
    put(e, "cosPh", QStringLiteral("cosPh"), t.tangent.cosPhi);
    put(e, "sinPh", QStringLiteral("sinPh"), t.tangent.sinPhi);
    putPoint(e, "Qd", QStringLiteral("Qd"), t.Qp);
    putPoint(e, "K", QStringLiteral("K"), t.K);
    putPoint(e, "Ky", QStringLiteral("K"), t.Ksqueezed);
    put(e, "eps", QStringLiteral("EPS"), geometry::kTextbookEps);
    putPoint(e, "unit", QStringLiteral("d"), t.caseIII.dir);
    put(e, "t3", QStringLiteral("t"), t.caseIII.t);
    put(e, "u3", QStringLiteral("u"), t.caseIII.u);
    put(e, "D", QStringLiteral("D"), t.caseIII.D);
    putPoint(e, "Rd", QStringLiteral("Rd"), t.Rp);
    put(e, "m", QStringLiteral("m"), t.caseIII.m);
    put(e, "tanGm", QStringLiteral("tanGm"), t.caseIII.tanGamma);
    put(e, "cosGm", QStringLiteral("cosGm"), t.caseIII.cosGamma);
    put(e, "sinGm", QStringLiteral("sinGm"), t.caseIII.sinGamma);
    putPoint(e, "R", QStringLiteral("R"), t.R);
    put(e, "Rin", QStringLiteral("|R|"), geometry::length(t.R));
    putPoint(e, "v1", QStringLiteral("v1"), t.v1);
    putPoint(e, "Ly", QStringLiteral("L"), t.L);
    putPoint(e, "v2unit", QStringLiteral("v2"), t.v2);
    putPoint(e, "v3", QStringLiteral("v3"), t.v3);
    putPoint(e, "Sd", QStringLiteral("Sd"), t.Sp);
    putPoint(e, "Sy", QStringLiteral("S"), t.S);
    put(e, "caseIV", QStringLiteral("|S|/a"), t.ratioS);
    return e;
}

Expected exactFields(const geometry::EllipseEllipseResult& x)
{
    Expected e;
    put(e, "D2", QStringLiteral("D2"), x.centersDistanceSquared);
    put(e, "outer2", QStringLiteral("outer"), x.outerSum);
    put(e, "inner2", QStringLiteral("inner"), x.innerSum);
    put(e, "image", QStringLiteral("s1"), x.semiMajor);
    put(e, "image", QStringLiteral("s2"), x.semiMinor);
    put(e, "d", QStringLiteral("d"), x.distance);
    return e;
}

// The key of line `index` of `listing`.
QString keyOf(int listing, int index)
{
    static const QStringList candidates = [] {
        QStringList all;
        for (const char* k : { "head", "params", "A", "wp", "e", "f", "g", "ja", "jb", "G", "u1", "u1fit",
                 "u1axis", "u2", "r", "x0", "y0", "E", "wide", "swap", "reflect", "call", "reject", "k",
                 "left", "cosBt", "sinBt", "P", "below", "above", "sinAl", "cosAl", "mEll", "mCir", "slopes",
                 "B", "s", "t", "u", "guard", "X", "tanTh", "bottom", "inside", "top", "sinAl9", "cosAl9",
                 "A9", "t9", "X9", "tanTh9", "cosTh", "sinTh", "Q", "caseI", "tanPh", "cosPh", "sinPh", "Qd",
                 "K", "Ky", "caseII", "eps", "caseIII", "dir", "unit", "t3", "u3", "D", "missed", "Rd", "m",
                 "tanGm", "cosGm", "sinGm", "R", "Rin", "v1", "L", "Ly", "v2", "v2unit", "v3", "Sd", "S",
                 "Sy", "caseIV", "c", "D2", "outer", "outer2", "inner", "inner2", "apart", "overlap",
                 "circle", "image", "d", "band", "certificate", "return" })
            all << QString::fromLatin1(k);
        return all;
    }();
    for (const QString& k : candidates) {
        if (Code::line(listing, k) == index)
            return k;
    }
    return {};
}

// Every value of the run is the expected field (NaN where the field is NaN), and every line that
// shows a number is one the test knows.
void checkRun(const CodeRun& run, int listing, const Expected& expected)
{
    for (const CodeStep& step : run.steps) {
        const QString key = keyOf(listing, step.line);
        REQUIRE_FALSE(key.isEmpty());
        for (const CodeValue& v : step.values) {
            if (v.name == QLatin1String("return") || v.name == QLatin1String("circle"))
                continue;
            const QString id = key + QLatin1Char('/') + v.name;
            INFO(Code::listingId(listing).toStdString() << " " << id.toStdString());
            REQUIRE(expected.contains(id));
            const double field = expected.value(id);
            if (std::isnan(field)) {
                CHECK(v.text == QStringLiteral("NaN"));
            } else {
                CHECK(v.text.isEmpty());
                CHECK(v.value == field);
            }
        }
    }
}

QString returned(const CodeRun& run)
{
    for (const CodeValue& v : run.steps.last().values) {
        if (v.name == QLatin1String("return"))
            return v.text;
    }
    return {};
}

} // namespace

TEST_CASE("ellipse_ellipse code: every value each run shows is the geometry result's, field by field")
{
    std::mt19937 rng(67);
    std::uniform_real_distribution<double> pos(-3, 3), axis(0.3, 2.5), turn(-180, 180);
    const EllipseEllipseLesson lesson;
    REQUIRE(lesson.codeListings().size() == Code::ListingCount);
    int cases[5] = { 0, 0, 0, 0, 0 };
    for (int i = 0; i < 3000; ++i) {
        Scene scene;
        scene.setState({ pos(rng), pos(rng), axis(rng), axis(rng), turn(rng), pos(rng), pos(rng), axis(rng),
            axis(rng), turn(rng) });
        const geometry::EllipseTextbookResult& t = scene.textbook();
        ++cases[int(t.decidingCase)];
        const CodeRun reduction = lesson.runCode(scene, Code::Reduction);
        checkRun(reduction, Code::Reduction, reductionFields(t));
        CHECK(returned(reduction) == (t.hit ? QStringLiteral("true") : QStringLiteral("false")));
        const CodeRun heuristic = lesson.runCode(scene, Code::Heuristic);
        checkRun(heuristic, Code::Heuristic, heuristicFields(t));
        // Which branch decided: the last step is the deciding line, taken (case IV returns).
        const CodeStep& last = heuristic.steps.last();
        const QString decided = keyOf(Code::Heuristic, last.line);
        if (t.decidingCase == geometry::TextbookCase::III) {
            CHECK((decided == QStringLiteral("missed") || decided == QStringLiteral("Rin")));
            CHECK(last.branch == CodeStep::Branch::Taken);
            CHECK(last.spotlight.is(ellipse_ellipse::kSpotStage));
            CHECK(last.spotlight.first() == 7);
        } else if (t.decidingCase == geometry::TextbookCase::IV) {
            CHECK(decided == QStringLiteral("caseIV"));
            CHECK(returned(heuristic) == (t.hit ? QStringLiteral("true") : QStringLiteral("false")));
        } else {
            CHECK(last.branch == CodeStep::Branch::Taken);
        }
        const CodeRun exact = lesson.runCode(scene, Code::Exact);
        checkRun(exact, Code::Exact, exactFields(scene.exact()));
        const CodeStep& end = exact.steps.last();
        CHECK((returned(exact) == (scene.exact().hit ? QStringLiteral("true") : QStringLiteral("false"))
            || end.branch == CodeStep::Branch::Taken));
    }
    CHECK(cases[1] > 10); // case I
    CHECK(cases[3] > 0); // case III
}

TEST_CASE("ellipse_ellipse code: what a task holds back is ? in the code too")
{
    const EllipseEllipseLesson lesson;
    Scene scene;
    scene.setState(Scene::example(Scene::MissedOverlap));
    scene.setHeld({ kHeldVerdict });
    for (int listing = 0; listing < Code::ListingCount; ++listing) {
        for (const CodeStep& step : lesson.runCode(scene, listing).steps) {
            const bool late = listing == Code::Exact || step.spotlight.first() > Scene::Tall
                || keyOf(listing, step.line) == QStringLiteral("call");
            for (const CodeValue& v : step.values) {
                if (late)
                    CHECK(v.text == QStringLiteral("?"));
            }
            if (late)
                CHECK(step.branch == CodeStep::Branch::None);
        }
    }
    // compute-image-centre: the whole reduction (its verdict at the end is no answer to it).
    scene.setHeld({ Scene::kHeldImage });
    for (const CodeStep& step : lesson.runCode(scene, Code::Reduction).steps) {
        for (const CodeValue& v : step.values) {
            if (keyOf(Code::Reduction, step.line) != QStringLiteral("call"))
                CHECK(v.text == QStringLiteral("?"));
        }
    }
    scene.setHeld({});
    CHECK(lesson.runCode(scene, Code::Heuristic).steps.last().values.first().text.isEmpty());
}

TEST_CASE("ellipse_ellipse code: the corrections are marked, and the text's links name lines that exist")
{
    const QList<CodeListing> listings = EllipseEllipseCode::listings();
    int corrections = 0;
    for (const CodeListing& l : listings) {
        for (const CodeLine& line : l.lines)
            corrections += line.correction;
    }
    CHECK(corrections >= 5); // f = 0, the semi-axes, 2s, P.y = 1, "(9)" for (13)
    CHECK(listings[Code::Heuristic].lines[Code::line(Code::Heuristic, QStringLiteral("Qd"))].correction);
    CHECK(listings[Code::Heuristic].lines[Code::line(Code::Heuristic, QStringLiteral("guard"))].correction);
    static const QRegularExpression link(QStringLiteral("collision-lab:code/([a-z]+)/([0-9]+)"));
    QStringList links[2];
    for (const Language language : { Language::English, Language::Japanese }) {
        const QString text = lessonText(QStringLiteral("ellipse_ellipse"), language);
        for (auto it = link.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            int listing = -1;
            for (int i = 0; i < Code::ListingCount; ++i) {
                if (Code::listingId(i) == m.captured(1))
                    listing = i;
            }
            INFO(m.captured(0).toStdString());
            REQUIRE(listing >= 0);
            const int line = m.captured(2).toInt();
            CHECK(line >= 1);
            CHECK(line <= listings[listing].lines.size());
            CHECK_FALSE(listings[listing].lines[line - 1].code.trimmed().isEmpty());
            links[int(language)] << m.captured(0);
        }
    }
    CHECK(links[0].size() >= 6);
    CHECK(links[0] == links[1]);
}

} // namespace test_ellipse_ellipse_code
