#include "rbnextras.h"

namespace kib::rbn {

namespace {

QString encode(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == ' ' || u == ',' || u == ':' || u == '%' || u == '\'' || u < 0x20) {
            for (char b : QString(c).toUtf8())
                out += QStringLiteral("%%1").arg(uchar(b), 2, 16, QLatin1Char('0')).toUpper();
        } else {
            out += c;
        }
    }
    return out;
}

QString decode(const QString &text)
{
    QByteArray bytes;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'%' && i + 2 < text.size()) {
            bool ok = false;
            const int v = text.mid(i + 1, 2).toInt(&ok, 16);
            if (ok) {
                bytes += char(v);
                i += 2;
                continue;
            }
        }
        bytes += QString(text[i]).toUtf8();
    }
    return QString::fromUtf8(bytes);
}

bool marksOnly(const QString &s)
{
    for (QChar c : s)
        if (c != u'!' && c != u'?' && c != u'*')
            return false;
    return true;
}

bool labelHoldsRefsOf(const Annotation &a)
{
    for (int n : a.noteRefs)
        if (n < 0 || n > 9)
            return false;
    return true;
}

// Whether entry() has an item for the annotation in 'box': what a label
// cannot spell.
bool saysMore(const AnnotationBox &box)
{
    if (box.isEmpty())
        return false;
    const Annotation &a = box.get();
    return !a.irregularity.isEmpty() || !a.nags.isEmpty() || a.alert || !a.alertText.isEmpty() || !marksOnly(a.suffix)
           || !labelHoldsRefsOf(a);
}

// One call's or card's entry, empty when it has nothing to say (the same as
// when saysMore() is false and the call is of a kind a label spells).
QString entry(QChar kind, int index, const Annotation &a, const Call *call = nullptr)
{
    // (most calls and cards have nothing to say: answered before a list)
    if (a.isEmpty() && !(call && (call->kind == Call::Kind::Other || call->kind == Call::Kind::Unknown)))
        return {};
    QStringList items;
    if (call && (call->kind == Call::Kind::Other || call->kind == Call::Kind::Unknown))
        items.append((call->kind == Call::Kind::Other ? QStringLiteral("co") : QStringLiteral("cu")) + encode(call->text));
    if (!a.irregularity.isEmpty())
        items.append(u'^' + encode(a.irregularity));
    for (int n : a.nags)
        items.append(QStringLiteral("$%1").arg(n));
    if (a.alert)
        items.append(QStringLiteral("!"));
    if (!a.alertText.isEmpty())
        items.append(u'\'' + encode(a.alertText));
    if (!labelHoldsSuffix(a))
        items.append(u's' + encode(a.suffix));
    if (!labelHoldsRefs(a))
        for (int n : a.noteRefs)
            items.append(QStringLiteral("#%1").arg(n));
    if (items.isEmpty())
        return {};
    return QStringLiteral("%1%2:").arg(kind).arg(index) + items.join(u',');
}

} // namespace

bool labelHoldsSuffix(const Annotation &a)
{
    return marksOnly(a.suffix);
}

bool labelHoldsRefs(const Annotation &a)
{
    return labelHoldsRefsOf(a);
}

QString formatMarkExtras(const CardRecord &r)
{
    // (entry() asked only of the calls and cards it has something to say
    // for, told inline: most have no annotation, and most annotations hold
    // only what the labels spell, a note's reference)
    QStringList entries;
    const QList<Call> &calls = r.auction().calls;
    for (int i = 0; i < calls.size(); ++i) {
        const Call &c = calls[i];
        if (c.kind == Call::Kind::Other || c.kind == Call::Kind::Unknown || saysMore(c.annotation))
            entries.append(entry(u'a', i, c.annotation.get(), &c));
    }
    int flat = 0;
    for (const Trick &t : r.play().tricks)
        for (const PlayedCard &pc : t.cards) {
            if (saysMore(pc.annotation))
                entries.append(entry(u'p', flat, pc.annotation.get()));
            ++flat;
        }
    return entries.join(u' ');
}

bool parseMarkExtras(const QString &value, QHash<int, MarkExtras> *calls, QHash<int, MarkExtras> *cards)
{
    bool ok = true;
    for (const QString &e : value.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype colon = e.indexOf(u':');
        bool numberOk = false;
        const int index = colon > 1 ? e.mid(1, colon - 1).toInt(&numberOk) : -1;
        if (!numberOk || index < 0 || (e[0] != u'a' && e[0] != u'p')) {
            ok = false;
            continue;
        }
        MarkExtras &x = (e[0] == u'a' ? *calls : *cards)[index];
        for (const QString &item : e.mid(colon + 1).split(u',', Qt::SkipEmptyParts)) {
            const QChar k = item[0];
            const QString rest = item.mid(1);
            if (k == u'^') {
                x.irregularity = decode(rest);
            } else if (k == u'$' || k == u'#') {
                bool n = false;
                const int v = rest.toInt(&n);
                ok = ok && n;
                if (n && k == u'$')
                    x.nags.append(v);
                if (n && k == u'#') {
                    x.hasRefs = true;
                    x.noteRefs.append(v);
                }
            } else if (k == u'!') {
                x.alert = true;
            } else if (k == u'\'') {
                x.alertText = decode(rest);
            } else if (k == u's') {
                x.hasSuffix = true;
                x.suffix = decode(rest);
            } else if (k == u'c' && !rest.isEmpty() && (rest[0] == u'u' || rest[0] == u'o')) {
                x.hasCall = true;
                x.callKind = rest[0] == u'o' ? Call::Kind::Other : Call::Kind::Unknown;
                x.callText = decode(rest.mid(1));
            } else {
                ok = false;
            }
        }
    }
    return ok;
}

void applyMarkExtras(const MarkExtras &x, Annotation *a)
{
    a->irregularity = x.irregularity;
    a->nags = x.nags;
    a->alert = x.alert;
    a->alertText = x.alertText;
    if (x.hasSuffix)
        a->suffix = x.suffix;
    if (x.hasRefs)
        a->noteRefs = x.noteRefs;
}

void applyMarkExtras(const MarkExtras &x, Call *call)
{
    if (x.hasCall) {
        Call c;
        c.kind = x.callKind;
        c.text = x.callText;
        c.annotation = call->annotation;
        *call = c;
    }
    Annotation a = call->annotation.get();
    applyMarkExtras(x, &a);
    call->annotation = a;
}

bool noteLineHolds(const Note &n)
{
    // one digit, one line within the 128 the standard allows, no blanks the
    // reader would drop at its end
    // (its UTF-8 made only when it is not ASCII)
    if (n.number < 0 || n.number > 9)
        return false;
    const qsizetype size = n.text.size();
    if (size + 2 > 128)
        return false; // (its UTF-8 has at least a byte for each)
    const QStringView t(n.text);
    if (size > 0 && (t.back() == u' ' || t.back() == u'\t'))
        return false;
    // one pass for the line breaks and the ASCII test (two searches and a
    // test were three calls of Qt's for every note, each walking the text
    // again): only a character below a blank or outside ASCII is looked at
    // closer
    bool ascii = true;
    const char16_t *text = t.utf16();
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t u = text[i];
        if (u >= 0x20 && u < 0x80)
            continue;
        if (u == u'\n' || u == u'\r')
            return false;
        ascii = ascii && u < 0x80;
    }
    return (ascii ? size : n.text.toUtf8().size()) + 2 <= 128;
}

quint32 referencedNotes(const CardRecord &record)
{
    quint32 out = 0;
    const auto refer = [&](const AnnotationBox &box, Note::Section section) {
        for (int n : box->noteRefs)
            if (n >= 0 && n <= 9)
                out |= noteBit(section, n);
    };
    for (const Call &c : record.auction().calls)
        if (!c.annotation.isEmpty())
            refer(c.annotation, Note::Section::Auction);
    for (const Trick &t : record.play().tricks)
        for (const PlayedCard &pc : t.cards)
            if (!pc.annotation.isEmpty())
                refer(pc.annotation, Note::Section::Play);
    return out;
}

bool onNoteLine(const Note &note, quint32 referenced)
{
    return noteLineHolds(note) && isReferenced(note.section, note.number, referenced);
}

QString formatNoteExtra(const Note &note, int place)
{
    // "a1@0 text" ('a' or 'p', the note's number, its place), made in one
    // string: what "%1%2@%3 %4" with each arg() gave
    const QString number = QString::number(note.number), at = QString::number(place);
    QString line;
    line.reserve(3 + number.size() + at.size() + note.text.size());
    line += QChar(note.section == Note::Section::Auction ? u'a' : u'p');
    line += number;
    line += u'@';
    line += at;
    line += u' ';
    line += note.text;
    return line;
}

QStringList formatNoteExtras(const QList<Note> &notes)
{
    QStringList out;
    for (int i = 0; i < notes.size(); ++i)
        if (!noteLineHolds(notes[i]))
            out.append(formatNoteExtra(notes[i], i));
    return out;
}

bool parseNoteExtra(const QString &value, Note *note, int *position)
{
    const qsizetype at = value.indexOf(u'@'), space = value.indexOf(u' ');
    if (value.size() < 4 || (value[0] != u'a' && value[0] != u'p') || at < 2 || space < at)
        return false;
    bool a = false, b = false;
    note->section = value[0] == u'a' ? Note::Section::Auction : Note::Section::Play;
    note->number = value.mid(1, at - 1).toInt(&a);
    *position = value.mid(at + 1, space - at - 1).toInt(&b);
    note->text = value.mid(space + 1);
    return a && b && *position >= 0;
}

} // namespace kib::rbn
