#pragma once
// A core message as the CLI prints it (English) and as the editor shows it (in the language
// loaded), and the check the translated-message tests make of it: not the English, still naming
// its file, field, ids and numbers, and none of the English words left in.
#include <QString>
#include <QStringList>
#include <exception>
#include <functional>
#include <gtest/gtest.h>
#include <string>

#include "ui/text/core_text.h"

namespace hexloom::test {

struct Shown {
    std::string english;
    QString shown;
};

// What `f` throws, as the CLI prints it and as the editor shows it.
inline Shown refusalOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const std::exception& e) {
        return {e.what(), ui::text::errorText(e)};
    }
    ADD_FAILURE() << "no refusal";
    return {};
}

// A core text as the CLI prints it and as the editor shows it.
inline Shown shownText(const core::text::CoreText& t) { return {t.english(), ui::text::coreText(t)}; }

// The shown text is not the English one, names `names` (a file, a field, an id, a number) and has
// none of the English `words`.
inline void expectTranslated(const Shown& s, const QStringList& names, const QStringList& words)
{
    EXPECT_NE(s.shown.toStdString(), s.english);
    for (const QString& n : names)
        EXPECT_TRUE(s.shown.contains(n)) << "names " << n.toStdString() << ": " << s.shown.toStdString();
    for (const QString& w : words)
        EXPECT_FALSE(s.shown.contains(w)) << "English \"" << w.toStdString() << "\" left in: " << s.shown.toStdString();
}

} // namespace hexloom::test
