#include "recordquery.h"

#include "querynode.h"

namespace kib {

namespace {

struct Token
{
    enum class Kind : quint8 { Word, String, Op, Open, Close, End };
    Kind kind = Kind::End;
    QString text;
    int at = 0;             // 1-based column
    bool callOpen = false;  // a Word directly followed by '(' (hcp(N))
};

QList<Token> tokenize(const QString &s, QString *error)
{
    QList<Token> out;
    int i = 0;
    const int n = int(s.size());
    const auto isWordChar = [](QChar c) {
        return !c.isSpace() && c != u'(' && c != u')' && c != u'"' && c != u'=' && c != u'!' && c != u'<'
               && c != u'>' && c != u'~';
    };
    while (i < n) {
        const QChar c = s.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        Token t;
        t.at = i + 1;
        if (c == u'(' || c == u')') {
            t.kind = c == u'(' ? Token::Kind::Open : Token::Kind::Close;
            t.text = c;
            ++i;
        } else if (c == u'"') {
            t.kind = Token::Kind::String;
            ++i;
            while (i < n && s.at(i) != u'"') {
                if (s.at(i) == u'\\' && i + 1 < n)
                    ++i;
                t.text += s.at(i++);
            }
            if (i >= n) {
                *error = QStringLiteral("at %1: a string with no closing '\"'").arg(t.at);
                return {};
            }
            ++i;
        } else if (c == u'=' || c == u'~') {
            t.kind = Token::Kind::Op;
            t.text = c;
            ++i;
        } else if (c == u'!' || c == u'<' || c == u'>') {
            t.kind = Token::Kind::Op;
            t.text = c;
            ++i;
            if (i < n && s.at(i) == u'=')
                t.text += s.at(i++);
            if (t.text == u"!") {
                *error = QStringLiteral("at %1: '!' stands only in '!='").arg(t.at);
                return {};
            }
        } else {
            t.kind = Token::Kind::Word;
            while (i < n && isWordChar(s.at(i)))
                t.text += s.at(i++);
            t.callOpen = i < n && s.at(i) == u'(';
        }
        out.append(t);
    }
    Token end;
    end.at = n + 1;
    out.append(end);
    return out;
}

QueryNode::Op opFrom(const QString &text)
{
    if (text == u"=")
        return QueryNode::Op::Equal;
    if (text == u"!=")
        return QueryNode::Op::NotEqual;
    if (text == u"<")
        return QueryNode::Op::Less;
    if (text == u"<=")
        return QueryNode::Op::LessEqual;
    if (text == u">")
        return QueryNode::Op::Greater;
    if (text == u">=")
        return QueryNode::Op::GreaterEqual;
    return QueryNode::Op::Contains;
}

using NodePtr = std::shared_ptr<const QueryNode>;

class Parser
{
public:
    explicit Parser(QList<Token> tokens) : m_t(std::move(tokens)) {}

    NodePtr parse(QString *error)
    {
        NodePtr root = orExpr();
        if (root && peek().kind != Token::Kind::End)
            fail(peek().kind == Token::Kind::Close ? QStringLiteral("a ')' with no '(' before it")
                                                   : QStringLiteral("'%1' is not expected here").arg(peek().text));
        if (!m_error.isEmpty()) {
            *error = m_error;
            return nullptr;
        }
        return root;
    }

private:
    const Token &peek(int ahead = 0) const { return m_t.at(qMin(m_i + ahead, int(m_t.size()) - 1)); }
    const Token &take() { return m_t.at(qMin(m_i++, int(m_t.size()) - 1)); }
    bool isWord(const Token &t, const char *word) const
    {
        return t.kind == Token::Kind::Word && t.text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
    }
    void fail(const QString &what)
    {
        if (m_error.isEmpty())
            m_error = QStringLiteral("at %1: %2").arg(peek().at).arg(what);
    }

    NodePtr group(QueryNode::Kind kind, QList<NodePtr> children)
    {
        if (children.size() == 1)
            return children.first();
        auto node = std::make_shared<QueryNode>();
        node->kind = kind;
        node->children = std::move(children);
        return node;
    }

    NodePtr orExpr()
    {
        QList<NodePtr> parts{andExpr()};
        while (m_error.isEmpty() && isWord(peek(), "or")) {
            take();
            parts.append(andExpr());
        }
        return m_error.isEmpty() ? group(QueryNode::Kind::Or, parts) : nullptr;
    }

    NodePtr andExpr()
    {
        QList<NodePtr> parts{unary()};
        while (m_error.isEmpty()) {
            const Token &t = peek();
            if (t.kind == Token::Kind::End || t.kind == Token::Kind::Close || isWord(t, "or"))
                break;
            if (isWord(t, "and"))
                take();
            parts.append(unary());
        }
        return m_error.isEmpty() ? group(QueryNode::Kind::And, parts) : nullptr;
    }

    NodePtr unary()
    {
        const Token &t = peek();
        if (isWord(t, "not")) {
            take();
            auto node = std::make_shared<QueryNode>();
            node->kind = QueryNode::Kind::Not;
            node->children.append(unary());
            return m_error.isEmpty() ? node : nullptr;
        }
        if (t.kind == Token::Kind::Open) {
            take();
            NodePtr inner = orExpr();
            if (m_error.isEmpty() && peek().kind != Token::Kind::Close)
                fail(QStringLiteral("a '(' with no ')'"));
            take();
            return m_error.isEmpty() ? inner : nullptr;
        }
        if (t.kind == Token::Kind::End || t.kind == Token::Kind::Close || t.kind == Token::Kind::Op
            || isWord(t, "and") || isWord(t, "or")) {
            fail(t.kind == Token::Kind::End ? QStringLiteral("a condition is missing at the end")
                                            : QStringLiteral("a condition is missing before '%1'").arg(t.text));
            return nullptr;
        }
        return condition();
    }

    NodePtr condition()
    {
        const Token first = take();
        auto node = std::make_shared<QueryNode>();
        bool takesArgument = false;
        const QString field = first.text.toLower();
        const bool isField = first.kind == Token::Kind::Word && QueryNode::knownField(field, &takesArgument);
        const bool followsOp = peek().kind == Token::Kind::Op;
        if (!isField || (!first.callOpen && !followsOp)) {
            // a word or string on its own: text in comments and notes
            if (first.callOpen) {
                m_i -= 1; // (the column of the name)
                fail(QStringLiteral("'%1' is not a field (see kibitzer-cli help search)").arg(first.text));
                return nullptr;
            }
            node->field = QStringLiteral("text");
            node->op = QueryNode::Op::Contains;
            node->value = first.text;
            return node;
        }
        node->field = field;
        if (first.callOpen) {
            if (!takesArgument) {
                fail(QStringLiteral("%1 takes no '(...)'").arg(field));
                return nullptr;
            }
            take(); // '('
            const Token arg = take();
            if (arg.kind != Token::Kind::Word && arg.kind != Token::Kind::String) {
                fail(QStringLiteral("%1( needs a seat or name").arg(field));
                return nullptr;
            }
            if (peek().kind != Token::Kind::Close) {
                fail(QStringLiteral("%1(%2 needs its ')'").arg(field, arg.text));
                return nullptr;
            }
            take();
            node->argument = arg.text;
        } else if (takesArgument) {
            fail(QStringLiteral("%1 needs a seat or name in parentheses: %1(N)").arg(field));
            return nullptr;
        }
        if (peek().kind != Token::Kind::Op) {
            fail(QStringLiteral("%1 needs an operator (= != < <= > >= ~)").arg(field));
            return nullptr;
        }
        node->op = opFrom(take().text);
        const Token value = take();
        if (value.kind != Token::Kind::Word && value.kind != Token::Kind::String) {
            fail(QStringLiteral("%1 needs a value after its operator").arg(field));
            return nullptr;
        }
        node->value = value.text;
        if (field == u"shape" && value.kind == Token::Kind::Word && value.text.compare(u"any", Qt::CaseInsensitive) == 0
            && peek().kind == Token::Kind::Word)
            node->value += QLatin1Char(' ') + take().text;
        if (const QString wrong = node->check(); !wrong.isEmpty()) {
            m_i -= 1;
            fail(wrong);
            return nullptr;
        }
        return node;
    }

    QList<Token> m_t;
    int m_i = 0;
    QString m_error;
};

} // namespace

RecordQuery::RecordQuery() = default;
RecordQuery::~RecordQuery() = default;
RecordQuery::RecordQuery(const RecordQuery &) = default;
RecordQuery &RecordQuery::operator=(const RecordQuery &) = default;

RecordQuery RecordQuery::parse(const QString &text, QString *error)
{
    RecordQuery out;
    out.m_text = text;
    QString problem;
    const QList<Token> tokens = tokenize(text, &problem);
    if (problem.isEmpty()) {
        if (tokens.size() == 1)
            problem = QStringLiteral("at 1: the query is empty");
        else
            out.m_root = Parser(tokens).parse(&problem);
    }
    if (!problem.isEmpty()) {
        out.m_root = nullptr;
        if (error)
            *error = problem;
    }
    return out;
}

bool RecordQuery::matches(const Record &record) const
{
    return m_root && m_root->matches(record);
}

bool RecordQuery::mayMatch(const SpanFacts &facts) const
{
    return prejudge(facts) != Verdict::No;
}

namespace {

bool asksTags(const QueryNode &n)
{
    for (const auto &c : n.children)
        if (asksTags(*c))
            return true;
    for (const char *f : {"board", "score", "contract", "level", "strain", "declarer", "dealer", "result"})
        if (n.kind == QueryNode::Kind::Condition && n.field == QLatin1String(f))
            return true;
    return false;
}

} // namespace

bool RecordQuery::asksTags() const
{
    return m_root && kib::asksTags(*m_root);
}

RecordQuery::Verdict RecordQuery::prejudge(const SpanFacts &facts) const
{
    if (!m_root)
        return Verdict::No;
    switch (m_root->prejudge(facts)) {
    case QueryNode::Judgement::No: return Verdict::No;
    case QueryNode::Judgement::Yes: return Verdict::Yes;
    case QueryNode::Judgement::Maybe: break;
    }
    return Verdict::Maybe;
}

} // namespace kib
