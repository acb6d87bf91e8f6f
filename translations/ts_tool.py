#!/usr/bin/env python3
"""Hexloom's translation workflow (docs/extending.md, "Adding a user-visible string").

    translations/ts_tool.py update            refresh translations/*.ts from the sources (lupdate;
                                              hexloom_en.ts holds the plural forms only)
    translations/ts_tool.py check             list every string without a translation, and every
                                              translation whose %1..%9, %n or & differ from its
                                              source, and straight quotes around a word in German
                                              or Portuguese prose (German „…“, Portuguese “…”);
                                              exits 1 when there is any (the test runs this)
    translations/ts_tool.py dump LANG         the strings LANG lacks, one "KEY<TAB>SOURCE" a line
    translations/ts_tool.py fill LANG TABLE   write the translations of TABLE ("KEY<TAB>TEXT" lines,
                                              plural forms separated by " || ") into LANG's .ts

English needs a translation file too, for its plurals only: tr("%n kind(s)", nullptr, n) shows
"1 kind" and "7 kinds" through hexloom_en.ts ("dump en" lists the forms it lacks).

KEY is a short hash of the source text (and its disambiguation), so one line translates the string
in every context where it appears. In SOURCE and TEXT a line break is written \\n.
The sources scanned are the editor's (ui/, app/editor/, render/) and core/, whose texts the editor
shows translated: core marks them with QT_TRANSLATE_NOOP("hexloom::core", ...) and keeps them in
English for the CLI (core/text/core_text.h).
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TS_DIR = os.path.join(ROOT, "translations")
LANGUAGES = ["de", "pt_BR"]
# The source language: its file holds the plural forms of the strings with %n, nothing else.
PLURALS_ONLY = "en"
ALL_FILES = LANGUAGES + [PLURALS_ONLY]
SOURCE_DIRS = ["ui", "app/editor", "render", "core"]
PLURAL_FORMS = {"de": 2, "pt_BR": 2, "en": 2}


def ts_path(lang, directory=TS_DIR):
    return os.path.join(directory, "hexloom_%s.ts" % lang)


def find_lupdate(explicit):
    for candidate in [explicit, shutil.which("lupdate"), "/usr/lib/qt6/bin/lupdate"]:
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("ts_tool: lupdate not found (Debian: qt6-l10n-tools); pass --lupdate PATH")


def run_lupdate(lupdate, directory):
    """Merges what the sources say now into every language's file in `directory`."""
    # -I ROOT lets lupdate read the headers the sources include, so it sees the namespaces and
    # names each context as Qt does at run time (hexloom::ui::main_window::MainWindow).
    base = [lupdate, "-silent", "-I", ROOT, "-no-obsolete", "-locations", "none", "-recursive"]
    base += [os.path.join(ROOT, d) for d in SOURCE_DIRS]
    for extra, files in (([], LANGUAGES), (["-pluralonly"], [PLURALS_ONLY])):
        done = subprocess.run(base + extra + ["-ts"] + [ts_path(lang, directory) for lang in files], capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit("ts_tool: lupdate failed:\n" + done.stdout + done.stderr)


def key_of(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return hashlib.sha1((comment + "\x00" + source).encode()).hexdigest()[:8]


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def unescape(text):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def forms_of(message):
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.findall("numerusform")]
    return [translation.text or ""]


def is_finished(message):
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    return all(form.strip() for form in forms_of(message))


def accelerators(text):
    return len(re.findall(r"(?<!&)&(?=[^&\s])", text.replace("&&", "")))


def edges(text):
    """The white space a string starts and ends with: it joins the string to its neighbours."""
    return (text[:len(text) - len(text.lstrip())], text[len(text.rstrip()):])


def placeholders(text, numerus):
    found = sorted(set(re.findall(r"%L?([1-9])", text)))
    return found + (["n"] if numerus and "%n" in text else [])


# Quotes around a word in prose: German „…“, Brazilian Portuguese “…”. Straight quotes stay
# where the text is code: a JSON snippet ({"token": true}, [..]), a field path the frame names
# (field "players.list[2].name"), a key before a colon, an example of what a user types in
# brackets ("my-game"), a file name, path, option or command line (anything with . / = -- < > and
# the like). A straight-quoted pair in a translation is flagged when its source quotes prose too.
PROSE_QUOTES = {"de": ("\u201e", "\u201c"), "pt_BR": ("\u201c", "\u201d")}
CODE_CHARACTERS = re.compile(r"[{}\[\]<>=/\\:;,|#]|\.\S|^-|^\s|\s$|^$")
FIELD_WORDS = re.compile(r"(?:\bfield|\bFeld|\bcampo)\s$")


def without_json(text):
    """`text` with its JSON objects and arrays blanked out (innermost first), lengths kept."""
    while True:
        blanked = re.sub(r"\{[^{}]*\}|\[[^\[\]]*\]", lambda m: " " * len(m.group(0)), text)
        if blanked == text:
            return text
        text = blanked


def prose_quotes(text):
    """The straight-quoted pairs of `text` that quote prose (not code, see PROSE_QUOTES)."""
    found = []
    plain = without_json(text)
    for m in re.finditer(r'"([^"]*)"', plain):
        before, after, word = plain[:m.start()], plain[m.end():], m.group(1)
        if CODE_CHARACTERS.search(word) or FIELD_WORDS.search(before) or re.search(r"--\S+\s$", before):
            continue
        if re.fullmatch(r"[A-Za-z_][\w-]*", word) and re.match(r"\s*:\s*(true|false|null|-?\d|\"|\{|\[)", after):  # a JSON key
            continue
        if before.endswith("(") and after.startswith(")"):
            continue
        found.append(m)
    return found


def quote_problems(lang, source, form):
    if lang not in PROSE_QUOTES or not prose_quotes(source):
        return []
    opening, closing = PROSE_QUOTES[lang]
    return ["straight quotes around prose (write %s…%s): %s" % (opening, closing, m.group(0)) for m in prose_quotes(form)]


def problems_of(lang, tree):
    problems = []
    for context, message in messages(tree):
        source = message.findtext("source") or ""
        where = "%s: [%s] %s" % (lang, context, escape(source))
        if not is_finished(message):
            problems.append(where + "\n    no translation")
            continue
        numerus = message.get("numerus") == "yes"
        for form in forms_of(message):
            if placeholders(form, numerus) != placeholders(source, numerus):
                problems.append(where + "\n    placeholders differ in: " + escape(form))
            if accelerators(form) != accelerators(source):
                problems.append(where + "\n    & accelerators differ in: " + escape(form))
            if edges(form) != edges(source):
                problems.append(where + "\n    leading or trailing spaces or line breaks differ in: " + escape(form))
            for problem in quote_problems(lang, source, form):
                problems.append(where + "\n    " + problem)
        if numerus and any(re.search(r"\w\((s|es|e|en|n|er|ns|is)\)", form) for form in forms_of(message)):
            problems.append(where + "\n    a plural form still marks the plural in brackets: " + " || ".join(map(escape, forms_of(message))))
        if numerus and len(forms_of(message)) != PLURAL_FORMS[lang]:
            problems.append(where + "\n    needs %d plural forms" % PLURAL_FORMS[lang])
    return problems


# A file that cannot use QObject::tr (a namespace of free functions, a class without Q_OBJECT)
# defines its own `tr` over QCoreApplication::translate("CONTEXT", ...). lupdate files that file's
# tr("...") strings under the context it sees (the enclosing class), so a CONTEXT that differs finds
# no translation at run time and the text stays English although the .ts translates it.
WRAPPER = re.compile(r'\btr\s*\([^)]*\)\s*\{\s*return\s+QCoreApplication::translate\(\s*"([^"]+)"')
TR_CALL = re.compile(r'\btr\(\s*"((?:[^"\\]|\\.)*)"')


def wrapper_problems(tree):
    """Every tr("...") in a file with its own tr wrapper whose text the .ts has under no context
    equal to the wrapper's."""
    contexts = {}
    for name, message in messages(tree):
        contexts.setdefault(message.findtext("source") or "", set()).add(name)
    problems = []
    for d in SOURCE_DIRS:
        for folder, _, files in os.walk(os.path.join(ROOT, d)):
            for f in files:
                if not f.endswith(".cpp"):
                    continue
                path = os.path.join(folder, f)
                with open(path, encoding="utf-8") as src:
                    text = src.read()
                wrapper = WRAPPER.search(text)
                if not wrapper:
                    continue
                for call in TR_CALL.finditer(text, wrapper.end()):
                    start = call.group(1).encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
                    found = {c for source, names in contexts.items() if source.startswith(start) for c in names}
                    if found and wrapper.group(1) not in found:
                        problems.append("%s: tr(\"%s\") is looked up in context %s but translated in %s"
                                        % (os.path.relpath(path, ROOT), start[:40], wrapper.group(1), ", ".join(sorted(found))))
    return problems


def check(lupdate):
    """The committed .ts files merged with what the sources say now: every problem, per language."""
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ALL_FILES:
            shutil.copy(ts_path(lang), ts_path(lang, tmp))
        run_lupdate(lupdate, tmp)
        problems, total = [], 0
        for lang in ALL_FILES:
            tree = ET.parse(ts_path(lang, tmp))
            if lang != PLURALS_ONLY:
                total = max(total, sum(1 for _ in messages(tree)))
            problems += problems_of(lang, tree)
        problems += wrapper_problems(ET.parse(ts_path(LANGUAGES[0], tmp)))
    for p in problems:
        print(p)
    print("%d strings in the sources, %d languages and English plurals: %d problems" % (total, len(LANGUAGES), len(problems)))
    if problems:
        print("Fix: translations/ts_tool.py update, then translate (docs/extending.md)")
    return 1 if problems else 0


def dump(lang):
    tree = ET.parse(ts_path(lang))
    seen = set()
    for _, message in messages(tree):
        key = key_of(message)
        if not is_finished(message) and key not in seen:
            seen.add(key)
            plural = " [plural]" if message.get("numerus") == "yes" else ""
            print("%s\t%s%s" % (key, escape(message.findtext("source") or ""), plural))
    return 0


def fill(lang, table):
    rows = {}
    with open(table, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if "\t" not in line:
                sys.exit("%s:%d: expected KEY<TAB>TRANSLATION" % (table, number))
            key, text = line.split("\t", 1)
            rows[key.strip()] = [unescape(t) for t in text.split(" || ")]
    path = ts_path(lang)
    tree = ET.parse(path)
    filled = 0
    for _, message in messages(tree):
        forms = rows.get(key_of(message))
        if forms is None:
            continue
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = forms[0]
        filled += 1
    write_ts(tree, path)
    print("%s: %d messages translated from %s" % (lang, filled, table))
    return 0


def write_ts(tree, path):
    ET.indent(tree, space="    ")
    # lupdate's layout (contexts at the margin), so a fill and an update make no noise in diffs.
    lines = ET.tostring(tree.getroot(), encoding="unicode").split("\n")
    lines = [line[4:] if line.startswith("    ") else line for line in lines]
    quote = lambda m: ">" + m.group(1).replace('"', "&quot;").replace("'", "&apos;") + "<"
    body = "\n".join(re.sub(r">([^<]*)<", quote, line) for line in lines)
    temp = path + ".tmp"
    with open(temp, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(temp, path)


def main(argv):
    lupdate = None
    if "--lupdate" in argv:
        i = argv.index("--lupdate")
        lupdate = argv[i + 1]
        del argv[i:i + 2]
    if not argv:
        print(__doc__)
        return 2
    command = argv[0]
    if command == "update":
        for lang in ALL_FILES:
            if not os.path.exists(ts_path(lang)):
                with open(ts_path(lang), "w", encoding="utf-8") as f:
                    f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                            '<TS version="2.1" language="%s" sourcelanguage="en"></TS>\n' % lang)
        run_lupdate(find_lupdate(lupdate), TS_DIR)
        return check(find_lupdate(lupdate))
    if command == "check":
        return check(find_lupdate(lupdate))
    if command == "dump" and len(argv) == 2 and argv[1] in ALL_FILES:
        return dump(argv[1])
    if command == "fill" and len(argv) == 3 and argv[1] in ALL_FILES:
        return fill(argv[1], argv[2])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
