#pragma once

#include "rbnwriter.h"

#include "parsers/recordwriter.h"


namespace kib {

// RBN (or RBX) record by record: the bytes RbnFamilyPlugin::write() gives.
// Keeps only what the next record's repetition needs (rbn::Writer's state),
// and the record before as it reads back.
//
// Each record's losses: its bytes, as they go into the file, are read back
// in their place (after the record before, as the file's reader meets them)
// and compared with it. When they differ in nothing but the gaps that have
// names of their own, those are the losses (rbn::lossesIfFaithful()); else
// the record is written alone and read back (rbn::cannotHold()), so the
// words for a loss are always cannotHold()'s. write() reads the whole file
// back once: repetition is presentation, not data, so both name the same
// losses.
//
// Each block of each record's bytes is also read in its place as the file's
// reader meets it (after the record before as it read back): when every
// block read with no error, each record's bytes as one record, the whole
// written file reads back so (readsBackInPlace()), and convert need not read
// it again.
class RbnStreamWriter : public RecordWriter
{
public:
    RbnStreamWriter(rbn::Form form, QIODevice *out);

    void begin(const QList<Commentary> &fileComments) override;
    void write(const RecordPtr &record) override;
    void finish() override;
    // Writes the record's bytes (kept for write()) and reads them back.
    QStringList losses(const Record &record, const NotationPlugin &plugin) override;
    bool readsBackInPlace() const override;

private:
    QStringList findLosses(const Record &record);
    static bool hasError(const Diagnostics &diagnostics);
    // The blocks of a record's bytes (at 'at' in 'both', after the record
    // before's) read as the file's reader reads them; 'last': the last
    // block's read after m_proofBack, when findLosses() did it.
    void proveInPlace(QByteArrayView both, qsizetype at, const QList<RecordSpan> &blocks, const ReadResult *last,
                      bool lastLookedBack);
    // One block read (or 'done', its read) after m_proofBack: false when it
    // proves nothing (an error, more than one record, a look beyond it).
    bool readBlock(QByteArrayView data, const RecordSpan &span, const ReadResult *done, bool lookedBack);

    rbn::Form m_form;
    rbn::Writer m_writer;
    // losses() of the record about to be written: its bytes and losses
    const Record *m_pendingFor = nullptr;
    QByteArray m_pending;
    QStringList m_pendingLosses;
    // the record before, as it read back, and its bytes
    RecordPtr m_back;
    QByteArray m_backBytes;
    QByteArray m_both; // the two records' bytes, read back together
    QList<RecordSpan> m_spans; // the blocks of m_pending
    // the header the writer split for the record before, and its tags
    std::array<Tags, 9> m_backHeader;
    Tags m_backTags;
    rbn::FirstOfNames m_backFirst{}; // (what the writer's split found in m_backTags)
    // the proof that the file reads back: still holding, the record before
    // as the file's reader reads it, blocks and records read so far
    bool m_readsBack = true;
    bool m_finished = false;
    RecordPtr m_proofBack;
    int m_blocks = 0;
    int m_blockRecords = 0;
};

} // namespace kib
