#include "ellipse_point_code.h"

#include "ellipse_point_scene.h"

#include "core/model/lesson_task.h"
#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab {

namespace {

struct EllipsePointCodeWords {
    Q_DECLARE_TR_FUNCTIONS(EllipsePointCode)
};

CodeValue value(const QString& name, double v, bool held)
{
    return { name, v, held ? QStringLiteral("?") : QString() };
}

CodeLine line(const QString& code, const QString& comment = {}, bool correction = false)
{
    return { code, comment, correction };
}

} // namespace

QList<CodeListing> ellipse_point::listings()
{
    CodeListing article;
    article.id = QStringLiteral("article");
    article.title = EllipsePointCodeWords::tr("Point in ellipse");
    article.source = EllipsePointCodeWords::tr("the article's ColEllipsPoint (001), its typos corrected");
    article.lines = {
        line(QStringLiteral("bool ColEllipsPoint(POINT &p, ELLIPSE &Elp)"),
            EllipsePointCodeWords::tr(
                "correction: the article writes the type as ELLIPES; its text calls it ELLIPSE"),
            true),
        line(QStringLiteral("{")),
        line(QStringLiteral("    float Ofs_x = p.x - Elp.x;"),
            EllipsePointCodeWords::tr("(1) translate: C goes to the origin")),
        line(QStringLiteral("    float Ofs_y = p.y - Elp.y;")),
        line(QStringLiteral("    float After_x = Ofs_x * cos(Elp.angle) + Ofs_y * sin(Elp.angle);"),
            EllipsePointCodeWords::tr("(2) rotate back by the angle")),
        line(QStringLiteral("    float Turn_y = -Ofs_x * sin(Elp.angle) + Ofs_y * cos(Elp.angle);"),
            EllipsePointCodeWords::tr("the article does (2) and (3) for y in one line")),
        line(QStringLiteral("    float After_y = (Elp.rx / Elp.ry) * Turn_y;"),
            EllipsePointCodeWords::tr(
                "(3) stretch y by rx/ry. correction: the article types float as flpat here, and its "
                "text calls the ratio that of ry and \"ex\": rx is meant"),
            true),
        line(QStringLiteral("    if (After_x * After_x + After_y * After_y <= Elp.rx * Elp.rx)"),
            EllipsePointCodeWords::tr("inside the circle of radius rx?")),
        line(QStringLiteral("        return true;"), EllipsePointCodeWords::tr("inside (the edge counts)")),
        line(QStringLiteral("    return false;"), EllipsePointCodeWords::tr("outside")),
        line(QStringLiteral("}")),
    };
    return { article };
}

CodeRun ellipse_point::run(const EllipsePointScene& scene)
{
    using Scene = EllipsePointScene;
    const geometry::PointEllipseResult& t = scene.result();
    const geometry::Ellipse e = scene.ellipse();
    const geometry::Vec2 p = scene.point();
    const int shown = scene.lastShownStage();
    const bool translatedHeld = shown < Scene::Translated;
    const bool rotatedHeld = shown < Scene::Rotated;
    const bool scaledHeld = shown < Scene::Scaled;
    const bool verdictHeld = scaledHeld || scene.holds(kHeldVerdict);
    const auto n = [](double v) { return formatNumber(v, 4); };

    CodeRun run;
    const auto step = [&run](int line, QList<CodeValue> values, const Spotlight& spotlight) -> CodeStep& {
        run.steps.append({ line, std::move(values), CodeStep::Branch::None, -1, {}, spotlight });
        return run.steps.last();
    };
    step(0,
        { value(QStringLiteral("p.x"), p.x, false), value(QStringLiteral("p.y"), p.y, false),
            value(QStringLiteral("Elp.x"), e.center.x, false),
            value(QStringLiteral("Elp.y"), e.center.y, false), value(QStringLiteral("Elp.rx"), e.rx, false),
            value(QStringLiteral("Elp.ry"), e.ry, false),
            value(QStringLiteral("Elp.angle"), e.angle, false) },
        {});
    step(
        2, { value(QStringLiteral("Ofs_x"), t.translated.x, translatedHeld) }, ellipse_point::kSpotTranslate);
    step(
        3, { value(QStringLiteral("Ofs_y"), t.translated.y, translatedHeld) }, ellipse_point::kSpotTranslate);
    step(4, { value(QStringLiteral("After_x"), t.rotated.x, rotatedHeld) }, ellipse_point::kSpotRotate);
    step(5, { value(QStringLiteral("Turn_y"), t.rotated.y, rotatedHeld) }, ellipse_point::kSpotRotate);
    CodeStep& stretch
        = step(6, { value(QStringLiteral("After_y"), t.scaled.y, scaledHeld) }, ellipse_point::kSpotScale);
    if (!scaledHeld)
        stretch.formula = QStringLiteral("After_y = %1 / %2 · %3 = %4")
                              .arg(n(e.rx), n(e.ry), n(t.rotated.y), n(t.scaled.y));
    CodeStep& compare = step(7,
        { value(QStringLiteral("After_x² + After_y²"), t.valueSquared, verdictHeld),
            value(QStringLiteral("Elp.rx²"), t.radiusSquared, false) },
        ellipse_point::kSpotCompare);
    if (verdictHeld)
        return run; // the task asks what comes next
    compare.branch = t.hit ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    compare.formula
        = QStringLiteral("%1 %2 %3")
              .arg(n(t.valueSquared), t.hit ? QStringLiteral("≤") : QStringLiteral(">"), n(t.radiusSquared));
    step(t.hit ? 8 : 9, {}, ellipse_point::kSpotCompare);
    return run;
}

} // namespace lab
