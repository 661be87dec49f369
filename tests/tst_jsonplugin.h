#pragma once

// The Kibitzer JSON plug-in's test class. The checks are in two files:
// tst_jsonplugin.cpp (round trips, bytes, split, sniffing, robustness) and
// tst_jsonplugin_diagnostics.cpp (syntax errors, bad records, bad documents).

#include "parsers/json/jsonplugin.h"

#include <QObject>

class TestJsonPlugin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void readRecordMatchesRead_data() { roundTrip_data(); }
    void readRecordMatchesRead();
    void exactBytes();
    void writtenValues();
    void split_data();
    void split();
    void syntaxError_data();
    void syntaxError();
    void badRecord_data();
    void badRecord();
    void documentProblems_data();
    void documentProblems();
    void agreesWithQt_data();
    void agreesWithQt();
    void sniff_data();
    void sniff();
    void cannotHold();
    void writeWarnings();
    void lenientInput();
    void wrongTypesNeverCrash();
    void truncationsNeverCrash();

private:
    // reads through QJsonDocument whole, and (m_byRecords) record by record
    kib::ReadResult read(const QByteArray &data);

    kib::JsonPlugin m_plugin;
    kib::JsonPlugin m_byRecords{0};
};
