// What a task keeps back from the student until they answered it, by name: the verdict of the
// canvas and the live box, or a quantity ("D2", "det", "tEnter"). A key is a type of its own, made
// once as a named constant beside the scene that shows it (kHeldVerdict here, kHeldDet in lines),
// so that a misspelt key does not compile and a plain string is not taken for one.
#pragma once

#include <QList>
#include <QString>

namespace lab {

class HeldKey {
public:
    explicit HeldKey(QString name)
        : m_name(std::move(name))
    {
    }
    const QString& name() const { return m_name; }
    friend bool operator==(const HeldKey&, const HeldKey&) = default;

private:
    QString m_name;
};

using HeldKeys = QList<HeldKey>;

// The verdict: what the canvas's plate, the live box and the read-outs conclude.
inline const HeldKey kHeldVerdict { QStringLiteral("verdict") };

} // namespace lab
