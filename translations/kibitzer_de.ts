<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Datensatz %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Move %1 Up</source>
        <translation>%1 nach oben</translation>
    </message>
    <message>
        <source>Move %1 Down</source>
        <translation>%1 nach unten</translation>
    </message>
    <message>
        <source>none vulnerable</source>
        <translation>niemand in Gefahr</translation>
    </message>
    <message>
        <source>N-S vulnerable</source>
        <translation>N-S in Gefahr</translation>
    </message>
    <message>
        <source>E-W vulnerable</source>
        <translation>O-W in Gefahr</translation>
    </message>
    <message>
        <source>both vulnerable</source>
        <translation>alle in Gefahr</translation>
    </message>
    <message>
        <source>vulnerability not given: none assumed</source>
        <translation>Gefahrenlage nicht angegeben: niemand in Gefahr angenommen</translation>
    </message>
</context>
<context>
    <name>kib::Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open files of deals</source>
        <translation>Dateien mit Spielen öffnen</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>Datei &amp;schließen</translation>
    </message>
    <message>
        <source>Close the current file</source>
        <translation>Die aktuelle Datei schließen</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Zuletzt geöffnete Dateien leeren</translation>
    </message>
    <message>
        <source>Forget the list of recent files</source>
        <translation>Die Liste der zuletzt geöffneten Dateien vergessen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Kibitzer</source>
        <translation>Kibitzer beenden</translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Zurück zur Verteilung</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Vorheriger &amp;Stich</translation>
    </message>
    <message>
        <source>Back one trick</source>
        <translation>Einen Stich zurück</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Back one call or card</source>
        <translation>Eine Ansage oder Karte zurück</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Forward one call or card</source>
        <translation>Eine Ansage oder Karte vor</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Nächster S&amp;tich</translation>
    </message>
    <message>
        <source>Forward one trick</source>
        <translation>Einen Stich vor</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>To the end of the record</source>
        <translation>Zum Ende des Datensatzes</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Automatisch abspielen</translation>
    </message>
    <message>
        <source>Play the record step by step; again to pause</source>
        <translation>Den Datensatz Schritt für Schritt abspielen; erneut zum Anhalten</translation>
    </message>
    <message>
        <source>Show &amp;Answer</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>At a “your call?” or “your play?” point: show the answer</source>
        <translation>An einer Stelle „Ihre Ansage?“ oder „Ihr Ausspiel?“: die Lösung zeigen</translation>
    </message>
    <message>
        <source>Previous &amp;Record</source>
        <translation>Vorheriger &amp;Datensatz</translation>
    </message>
    <message>
        <source>The record above in the list</source>
        <translation>Der Datensatz darüber in der Liste</translation>
    </message>
    <message>
        <source>Next R&amp;ecord</source>
        <translation>Nächster D&amp;atensatz</translation>
    </message>
    <message>
        <source>The record below in the list</source>
        <translation>Der Datensatz darunter in der Liste</translation>
    </message>
    <message>
        <source>&amp;Filter Records</source>
        <translation>Datensätze &amp;filtern</translation>
    </message>
    <message>
        <source>Type to filter the record list</source>
        <translation>Tippen, um die Liste der Datensätze zu filtern</translation>
    </message>
    <message>
        <source>Reveal &amp;All Hands</source>
        <translation>&amp;Alle Hände aufdecken</translation>
    </message>
    <message>
        <source>Show every hidden hand</source>
        <translation>Jede verdeckte Hand zeigen</translation>
    </message>
    <message>
        <source>&amp;Hide Hands Again</source>
        <translation>Hände wieder &amp;verdecken</translation>
    </message>
    <message>
        <source>Hide the hands the record hides</source>
        <translation>Die Hände verdecken, die der Datensatz verdeckt</translation>
    </message>
    <message>
        <source>Reveal Seat %1</source>
        <translation>Platz %1 aufdecken</translation>
    </message>
    <message>
        <source>Show the hidden hand of seat %1</source>
        <translation>Die verdeckte Hand von Platz %1 zeigen</translation>
    </message>
    <message>
        <source>Card &amp;Images</source>
        <translation>&amp;Kartenbilder</translation>
    </message>
    <message>
        <source>Draw hands as fanned cards; off: suit rows with symbols</source>
        <translation>Hände als aufgefächerte Karten zeigen; aus: Farbreihen mit Symbolen</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Suits</source>
        <translation>&amp;Vierfarbige Farben</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green; off: red and black</source>
        <translation>Karo blau und Kreuz grün; aus: rot und schwarz</translation>
    </message>
    <message>
        <source>&amp;Grey Played Cards</source>
        <translation>&amp;Gespielte Karten grau</translation>
    </message>
    <message>
        <source>Keep played cards in the hand, greyed; off: they leave the hand</source>
        <translation>Gespielte Karten ausgegraut in der Hand lassen; aus: sie verlassen die Hand</translation>
    </message>
    <message>
        <source>&amp;Rotate Table</source>
        <translation>Tisch &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise: another hand at the bottom</source>
        <translation>Den Tisch einen Platz im Uhrzeigersinn drehen: eine andere Hand unten</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Anordnung zurücksetzen</translation>
    </message>
    <message>
        <source>Put the panels back where they started</source>
        <translation>Die Leisten an ihren Ausgangsplatz zurücklegen</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Das Fenster auf dem ganzen Bildschirm zeigen</translation>
    </message>
    <message>
        <source>&amp;About Kibitzer</source>
        <translation>Ü&amp;ber Kibitzer</translation>
    </message>
    <message>
        <source>About Kibitzer</source>
        <translation>Über Kibitzer</translation>
    </message>
    <message>
        <source>Find &amp;Boards...</source>
        <translation>&amp;Boards suchen...</translation>
    </message>
    <message>
        <source>Find the boards of this file by players, contract, hands, text...</source>
        <translation>Die Boards dieser Datei nach Spielern, Kontrakt, Händen, Text... suchen</translation>
    </message>
</context>
<context>
    <name>kib::AnalysisController</name>
    <message>
        <source>No deal shown.</source>
        <translation>Keine Verteilung angezeigt.</translation>
    </message>
    <message>
        <source>Double-dummy analysis is for bridge deals.</source>
        <translation>Die Double-Dummy-Analyse gilt nur für Bridge-Spiele.</translation>
    </message>
    <message>
        <source>Hidden hands: reveal them (Hands menu) to see the analysis.</source>
        <translation>Verdeckte Hände: aufdecken (Menü Hände), um die Analyse zu sehen.</translation>
    </message>
    <message>
        <source>Cannot analyse this deal: %1.</source>
        <translation>Diese Verteilung kann nicht analysiert werden: %1.</translation>
    </message>
    <message>
        <source>dealer %1, %2</source>
        <translation>Teiler %1, %2</translation>
    </message>
    <message>
        <source>From the file (%1).</source>
        <translation>Aus der Datei (%1).</translation>
    </message>
    <message>
        <source>Solved by DDS.</source>
        <translation>Von DDS gelöst.</translation>
    </message>
    <message>
        <source>Par %1: %2 (%3)</source>
        <translation>Par %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Par %1 (from the file)</source>
        <translation>Par %1 (aus der Datei)</translation>
    </message>
    <message>
        <source>DDS is solving the deal…</source>
        <translation>DDS löst die Verteilung…</translation>
    </message>
    <message>
        <source>DDS could not solve the deal: %1</source>
        <translation>DDS konnte die Verteilung nicht lösen: %1</translation>
    </message>
    <message>
        <source>DDS agrees with the file.</source>
        <translation>DDS stimmt mit der Datei überein.</translation>
    </message>
    <message>
        <source>DDS disagrees with the file: %1.</source>
        <translation>DDS weicht von der Datei ab: %1.</translation>
    </message>
</context>
<context>
    <name>kib::AuctionModel</name>
    <message>
        <source>Your call?</source>
        <translation>Ihre Ansage?</translation>
    </message>
    <message>
        <source>Alerted</source>
        <translation>Alertiert</translation>
    </message>
    <message>
        <source>Irregularity: %1</source>
        <translation>Unregelmäßigkeit: %1</translation>
    </message>
    <message>
        <source>, vulnerable</source>
        <translation>, in Gefahr</translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, Teiler</translation>
    </message>
</context>
<context>
    <name>kib::AuctionView</name>
    <message>
        <source>The auction so far; hover over a call for its explanation, click it to step there</source>
        <translation>Die bisherige Reizung; über einer Ansage ihre Erklärung, ein Klick springt dorthin</translation>
    </message>
</context>
<context>
    <name>kib::BiddingBox</name>
    <message>
        <source>Irregular (insufficient) bid</source>
        <translation>Unregelmäßiges (ungenügendes) Gebot</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alertieren</translation>
    </message>
    <message>
        <source>Offer every bid: an insufficient bid is entered marked as irregular (^I)</source>
        <translation>Jedes Gebot anbieten: ein ungenügendes Gebot wird als unregelmäßig markiert (^I)</translation>
    </message>
    <message>
        <source>Alert the next call, with the explanation beside</source>
        <translation>Die nächste Ansage alertieren, mit der Erklärung daneben</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Play: click a card of the hand to play</source>
        <translation>Spiel: eine Karte der Hand anklicken, um sie zu spielen</translation>
    </message>
    <message>
        <source>No bridge deal</source>
        <translation>Kein Bridge-Spiel</translation>
    </message>
    <message>
        <source>Step back into the auction to change it</source>
        <translation>Zurück in die Reizung gehen, um sie zu ändern</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>The auction is over: %1</source>
        <translation>Die Reizung ist beendet: %1</translation>
    </message>
    <message>
        <source>The dealer is not known</source>
        <translation>Der Teiler ist nicht bekannt</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>%1 ist an der Reihe</translation>
    </message>
    <message>
        <source> (Irregular enters it anyway)</source>
        <translation> („Unregelmäßiges Gebot“ gibt es trotzdem ein)</translation>
    </message>
</context>
<context>
    <name>kib::BoardMoveController</name>
    <message>
        <source>There is no board to enter a move on</source>
        <translation>Es gibt kein Brett, auf dem ein Zug eingegeben werden kann</translation>
    </message>
    <message>
        <source>This move replaces the move that followed. Replace it?</source>
        <translation>Dieser Zug ersetzt den folgenden Zug. Ersetzen?</translation>
    </message>
    <message>
        <source>This move replaces the %1 moves that followed. Replace them?</source>
        <translation>Dieser Zug ersetzt die %1 folgenden Züge. Ersetzen?</translation>
    </message>
    <message>
        <source>Enter Move</source>
        <translation>Zug eingeben</translation>
    </message>
    <message>
        <source>The move was not entered</source>
        <translation>Der Zug wurde nicht eingegeben</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>The record cannot be edited now</source>
        <translation>Die Partie kann jetzt nicht bearbeitet werden</translation>
    </message>
</context>
<context>
    <name>kib::BoardMovePicker</name>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>That move cannot be made.</source>
        <translation>Dieser Zug ist nicht möglich.</translation>
    </message>
    <message>
        <source>Do not promote (%1)</source>
        <translation>Nicht umwandeln (%1)</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>Umwandeln in %1</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>The piece becomes:</source>
        <translation>Die Figur wird zu:</translation>
    </message>
    <message>
        <source>A general in check may not pass.</source>
        <translation>Ein General im Schach darf nicht passen.</translation>
    </message>
    <message>
        <source>Only janggi allows a pass.</source>
        <translation>Nur Janggi erlaubt das Passen.</translation>
    </message>
</context>
<context>
    <name>kib::BoardPainter</name>
    <message>
        <source>river</source>
        <comment>the middle of a xiangqi board</comment>
        <translation>Fluss</translation>
    </message>
</context>
<context>
    <name>kib::BoardPane</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;umdrehen</translation>
    </message>
    <message>
        <source>Show the board from the other side (F)</source>
        <translation>Das Brett von der anderen Seite zeigen (F)</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>takes %1</source>
        <translation>schlägt %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>The side to move passes (janggi, when its general is not in check)</source>
        <translation>Die Seite am Zug passt (Janggi, wenn ihr General nicht im Schach steht)</translation>
    </message>
</context>
<context>
    <name>kib::BoardSide</name>
    <message>
        <source>White</source>
        <comment>the side in chess</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side in chess</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Sente</source>
        <comment>the side moving first in shogi</comment>
        <translation>Sente</translation>
    </message>
    <message>
        <source>Gote</source>
        <comment>the side moving second in shogi</comment>
        <translation>Gote</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>the side in xiangqi</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Cho</source>
        <comment>the side moving first in janggi</comment>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <comment>the side moving second in janggi</comment>
        <translation>Han</translation>
    </message>
    <message>
        <source>Bottom</source>
        <comment>the side at the bottom of a board</comment>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Top</source>
        <comment>the side at the top of a board</comment>
        <translation>Oben</translation>
    </message>
</context>
<context>
    <name>kib::BoardState</name>
    <message>
        <source>Finished: %1 won.</source>
        <translation>Beendet: %1 hat gewonnen.</translation>
    </message>
    <message>
        <source>Finished: drawn or no result given.</source>
        <translation>Beendet: remis oder kein Ergebnis angegeben.</translation>
    </message>
    <message>
        <source>In progress (until %1): %2 is better.</source>
        <translation>Läuft (bis %1): %2 steht besser.</translation>
    </message>
    <message>
        <source>In progress (until %1): even or not stated.</source>
        <translation>Läuft (bis %1): ausgeglichen oder nicht angegeben.</translation>
    </message>
    <message>
        <source>%1 is in check.</source>
        <translation>%1 steht im Schach.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet Remis an.</translation>
    </message>
</context>
<context>
    <name>kib::BoardVariant</name>
    <message>
        <source>Board game</source>
        <translation>Brettspiel</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>Makruk</source>
        <comment>Thai chess</comment>
        <translation>Makruk</translation>
    </message>
    <message>
        <source>Shogi</source>
        <comment>Japanese chess</comment>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <comment>Chinese chess</comment>
        <translation>Xiangqi</translation>
    </message>
    <message>
        <source>Janggi</source>
        <comment>Korean chess</comment>
        <translation>Janggi</translation>
    </message>
</context>
<context>
    <name>kib::BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>The board is too small to show</source>
        <translation>Das Brett ist zu klein für die Anzeige</translation>
    </message>
    <message>
        <source>No board to show</source>
        <translation>Kein Brett anzuzeigen</translation>
    </message>
</context>
<context>
    <name>kib::ClaimDialog</name>
    <message>
        <source>Claim</source>
        <translation>Claim abgeben</translation>
    </message>
    <message>
        <source>The play ends with a claim: how many tricks does %1 take in all?</source>
        <translation>Das Spiel endet mit einem Claim: wie viele Stiche macht %1 insgesamt?</translation>
    </message>
    <message>
        <source>Tricks for %1 (%2 to %3):</source>
        <translation>Stiche für %1 (%2 bis %3):</translation>
    </message>
</context>
<context>
    <name>kib::CommentEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>At this step</source>
        <translation>Bei diesem Schritt</translation>
    </message>
    <message>
        <source>Whole record</source>
        <translation>Ganzer Datensatz</translation>
    </message>
    <message>
        <source>Commentary at the current step, or about the whole record</source>
        <translation>Kommentare zum aktuellen Schritt oder zum ganzen Datensatz</translation>
    </message>
    <message>
        <source>Write a comment; Add makes a new one, Save changes the one selected</source>
        <translation>Einen Kommentar schreiben; Hinzufügen legt einen neuen an, Speichern ändert den gewählten</translation>
    </message>
    <message>
        <source>Add the text as a new comment here</source>
        <translation>Den Text als neuen Kommentar hier hinzufügen</translation>
    </message>
    <message>
        <source>Replace the selected comment by the text</source>
        <translation>Den gewählten Kommentar durch den Text ersetzen</translation>
    </message>
    <message>
        <source>Delete the selected comment</source>
        <translation>Den gewählten Kommentar löschen</translation>
    </message>
    <message>
        <source>Before the first tag</source>
        <translation>Vor dem ersten Feld</translation>
    </message>
    <message>
        <source>Add Comment</source>
        <translation>Kommentar hinzufügen</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Delete Comment</source>
        <translation>Kommentar löschen</translation>
    </message>
</context>
<context>
    <name>kib::DdPanel</name>
    <message>
        <source>DDS is solving this deal</source>
        <translation>DDS löst diese Verteilung</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Tricks each declarer takes in each strain, double dummy</source>
        <translation>Stiche jedes Alleinspielers in jeder Farbe und in SA, bei offenen Karten (Double Dummy)</translation>
    </message>
    <message>
        <source>Tricks declarer can still take:</source>
        <translation>Stiche, die der Alleinspieler noch machen kann:</translation>
    </message>
    <message>
        <source>Not in the file; DDS finds %1</source>
        <translation>Nicht in der Datei; DDS findet %1</translation>
    </message>
    <message>
        <source>The file says %1; DDS finds %2</source>
        <translation>Die Datei sagt %1; DDS findet %2</translation>
    </message>
</context>
<context>
    <name>kib::DealEditor</name>
    <message>
        <source>&amp;Give the Rest</source>
        <translation>&amp;Rest verteilen</translation>
    </message>
    <message>
        <source>R&amp;otate</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>Edit Deal</source>
        <translation>Verteilung bearbeiten</translation>
    </message>
    <message>
        <source>Cards clicked in the deck go to this hand</source>
        <translation>Im Stapel angeklickte Karten gehen an diese Hand</translation>
    </message>
    <message>
        <source>Cards clicked in the deck go to this pile</source>
        <translation>Im Stapel angeklickte Karten gehen auf diesen Stoß</translation>
    </message>
    <message>
        <source>spades.hearts.diamonds.clubs, - for unknown</source>
        <translation>Pik.Coeur.Karo.Treff, - für unbekannt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>The record does not give this hand</source>
        <translation>Der Datensatz gibt diese Hand nicht an</translation>
    </message>
    <message>
        <source>The record does not give this pile</source>
        <translation>Der Datensatz gibt diesen Stoß nicht an</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Übrige Karten</translation>
    </message>
    <message>
        <source>Give the cards left to the one hand that is still short</source>
        <translation>Die übrigen Karten der einzigen Hand geben, der noch Karten fehlen</translation>
    </message>
    <message>
        <source>Turn the deal one seat clockwise</source>
        <translation>Die Verteilung einen Platz im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Correct %1&apos;s line first</source>
        <translation>Zuerst die Zeile von %1 berichtigen</translation>
    </message>
    <message>
        <source>%1 is complete</source>
        <translation>%1 ist vollständig</translation>
    </message>
    <message>
        <source>%1 also in another hand</source>
        <translation>%1 auch in einer anderen Hand</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>partial: %1 of %2</source>
        <translation>teilweise: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Give the Rest to %1</source>
        <translation>&amp;Rest an %1 geben</translation>
    </message>
    <message>
        <source>Note: PBN keeps a partial deal only when the hands given hold the same number of cards</source>
        <translation>Hinweis: PBN speichert eine teilweise Verteilung nur, wenn die angegebenen Hände gleich viele Karten haben</translation>
    </message>
    <message>
        <source>1 card not dealt</source>
        <translation>1 Karte nicht verteilt</translation>
    </message>
    <message>
        <source>%1 cards not dealt</source>
        <translation>%1 Karten nicht verteilt</translation>
    </message>
    <message>
        <source>Give %1 to the selected hand</source>
        <translation>%1 der gewählten Hand geben</translation>
    </message>
    <message>
        <source>Put %1 back in the deck</source>
        <translation>%1 zurück in den Stapel legen</translation>
    </message>
    <message>
        <source>A card is given twice: the deal cannot be applied</source>
        <translation>Eine Karte ist doppelt vergeben: die Verteilung kann nicht übernommen werden</translation>
    </message>
    <message>
        <source>The play recorded no longer fits this deal:
%1

Apply the deal anyway?</source>
        <translation>Das aufgezeichnete Spiel passt nicht mehr zu dieser Verteilung:
%1

Verteilung trotzdem übernehmen?</translation>
    </message>
</context>
<context>
    <name>kib::DiagnosticsPanel</name>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Problems found while reading the file: click one to see its record and line</source>
        <translation>Beim Lesen der Datei gefundene Probleme: ein Klick zeigt Datensatz und Zeile</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Strict check</source>
        <translation>Strenge Prüfung</translation>
    </message>
    <message>
        <source>Judge the file by its notation&apos;s specification: every departure from it is an error</source>
        <translation>Die Datei nach der Spezifikation ihrer Notation beurteilen: jede Abweichung davon ist ein Fehler</translation>
    </message>
</context>
<context>
    <name>kib::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1 has no file or notation yet: use Save As</source>
        <translation>%1 hat noch keine Datei oder Notation: „Speichern unter“ verwenden</translation>
    </message>
    <message>
        <source>no notation with id &apos;%1&apos; can be written</source>
        <translation>keine Notation mit der Kennung „%1“ kann geschrieben werden</translation>
    </message>
    <message>
        <source>%1 is still being read</source>
        <translation>%1 wird noch gelesen</translation>
    </message>
</context>
<context>
    <name>kib::EditController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>New &amp;Bridge Deal</source>
        <translation>Neues &amp;Bridge-Spiel</translation>
    </message>
    <message>
        <source>Add a bridge deal after the current record</source>
        <translation>Ein Bridge-Spiel nach dem aktuellen Datensatz hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate Record</source>
        <translation>Datensatz &amp;duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of the current record after it</source>
        <translation>Eine Kopie des aktuellen Datensatzes dahinter hinzufügen</translation>
    </message>
    <message>
        <source>De&amp;lete Record</source>
        <translation>Datensatz &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the current record</source>
        <translation>Den aktuellen Datensatz löschen</translation>
    </message>
    <message>
        <source>Move Record &amp;Up</source>
        <translation>Datensatz nach &amp;oben</translation>
    </message>
    <message>
        <source>Move the current record one place up in the file</source>
        <translation>Den aktuellen Datensatz in der Datei eine Stelle nach oben schieben</translation>
    </message>
    <message>
        <source>Move Record Dow&amp;n</source>
        <translation>Datensatz nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the current record one place down in the file</source>
        <translation>Den aktuellen Datensatz in der Datei eine Stelle nach unten schieben</translation>
    </message>
    <message>
        <source>Duplicate Record</source>
        <translation>Datensatz duplizieren</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Preferans</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>New %1 Record</source>
        <translation>Neuer %1-Datensatz</translation>
    </message>
</context>
<context>
    <name>kib::EntryController</name>
    <message>
        <source>Bidding Box</source>
        <translation>Bietbox</translation>
    </message>
    <message>
        <source>Undo Last &amp;Call</source>
        <translation>Letzte &amp;Ansage zurücknehmen</translation>
    </message>
    <message>
        <source>Remove the last call of the auction</source>
        <translation>Die letzte Ansage der Reizung entfernen</translation>
    </message>
    <message>
        <source>Your Call&amp;?</source>
        <translation>Ihre Ansage&amp;?</translation>
    </message>
    <message>
        <source>Mark or unmark a “your call?” question here</source>
        <translation>Hier eine Frage „Ihre Ansage?“ setzen oder entfernen</translation>
    </message>
    <message>
        <source>&amp;Alert This Call</source>
        <translation>Diese Ansage &amp;alertieren</translation>
    </message>
    <message>
        <source>Alert the call shown, with the explanation typed in the bidding box</source>
        <translation>Die gezeigte Ansage alertieren, mit der in der Bietbox getippten Erklärung</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Revoke</translation>
    </message>
    <message>
        <source>Accept the next card even though it does not follow suit (marked as a revoke)</source>
        <translation>Die nächste Karte annehmen, auch wenn sie nicht Farbe bedient (als Revoke markiert)</translation>
    </message>
    <message>
        <source>Clai&amp;m…</source>
        <translation>Clai&amp;m…</translation>
    </message>
    <message>
        <source>The declaring side claims tricks: the play ends here</source>
        <translation>Die Alleinspielerseite beansprucht Stiche: das Spiel endet hier</translation>
    </message>
    <message>
        <source>Your &amp;Play?</source>
        <translation>Ihr &amp;Ausspiel?</translation>
    </message>
    <message>
        <source>Mark or unmark a “your play?” question here</source>
        <translation>Hier eine Frage „Ihr Ausspiel?“ setzen oder entfernen</translation>
    </message>
    <message>
        <source>Undo Last Car&amp;d</source>
        <translation>Letzte &amp;Karte zurücknehmen</translation>
    </message>
    <message>
        <source>Remove the last card played (and the claim after it)</source>
        <translation>Die zuletzt gespielte Karte entfernen (und den Claim danach)</translation>
    </message>
    <message>
        <source>Show or hide the bidding box</source>
        <translation>Die Bietbox zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <source>There is no bridge deal to edit</source>
        <translation>Es gibt kein Bridge-Spiel zu bearbeiten</translation>
    </message>
    <message>
        <source>The record cannot be edited now</source>
        <translation>Der Datensatz kann jetzt nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>Step back into the auction to enter a call</source>
        <translation>Zurück in die Reizung gehen, um eine Ansage einzugeben</translation>
    </message>
    <message>
        <source>%1 (Alerted)</source>
        <translation>%1 (alertiert)</translation>
    </message>
    <message>
        <source>There is no call to remove</source>
        <translation>Es gibt keine Ansage zu entfernen</translation>
    </message>
    <message>
        <source>Remove Call %1</source>
        <translation>Ansage %1 entfernen</translation>
    </message>
    <message>
        <source>Step to a call to alert it</source>
        <translation>Zu einer Ansage gehen, um sie zu alertieren</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>%1 alertieren</translation>
    </message>
    <message>
        <source>Remove Alert from %1</source>
        <translation>Alert von %1 entfernen</translation>
    </message>
    <message>
        <source>Step into the auction to ask “your call?”</source>
        <translation>In die Reizung gehen, um „Ihre Ansage?“ zu fragen</translation>
    </message>
    <message>
        <source>Mark Your Call</source>
        <translation>„Ihre Ansage?“ setzen</translation>
    </message>
    <message>
        <source>Unmark Your Call</source>
        <translation>„Ihre Ansage?“ entfernen</translation>
    </message>
    <message>
        <source>Step to the play to enter cards</source>
        <translation>Zum Spiel gehen, um Karten einzugeben</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>%1 (Revoke)</source>
        <translation>%1 (Revoke)</translation>
    </message>
    <message>
        <source>No card has been played</source>
        <translation>Es wurde keine Karte gespielt</translation>
    </message>
    <message>
        <source>Remove Card %1</source>
        <translation>Karte %1 entfernen</translation>
    </message>
    <message>
        <source>Step to the play to claim</source>
        <translation>Zum Spiel gehen, um zu claimen</translation>
    </message>
    <message>
        <source>Claim 1 Trick</source>
        <translation>1 Stich beanspruchen</translation>
    </message>
    <message>
        <source>Claim %1 Tricks</source>
        <translation>%1 Stiche beanspruchen</translation>
    </message>
    <message>
        <source>Step into the play to ask “your play?”</source>
        <translation>In das Spiel gehen, um „Ihr Ausspiel?“ zu fragen</translation>
    </message>
    <message>
        <source>Mark Your Play</source>
        <translation>„Ihr Ausspiel?“ setzen</translation>
    </message>
    <message>
        <source>Unmark Your Play</source>
        <translation>„Ihr Ausspiel?“ entfernen</translation>
    </message>
</context>
<context>
    <name>kib::FileController</name>
    <message>
        <source>&amp;New File</source>
        <translation>&amp;Neue Datei</translation>
    </message>
    <message>
        <source>Start an empty file; add deals with Edit &gt; New Bridge Deal</source>
        <translation>Eine leere Datei beginnen; Spiele mit Bearbeiten &gt; Neues Bridge-Spiel hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the file in its notation</source>
        <translation>Die Datei in ihrer Notation speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the file under another name or in another notation</source>
        <translation>Die Datei unter anderem Namen oder in anderer Notation speichern</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>No notation Kibitzer writes can hold these records.</source>
        <translation>Keine Notation, die Kibitzer schreibt, kann diese Datensätze aufnehmen.</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>%1 speichern unter</translation>
    </message>
    <message>
        <source>Record %1: %2</source>
        <translation>Datensatz %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in %2; saving loses:</source>
        <translation>%1 kann nicht alles aus %2 aufnehmen; beim Speichern geht verloren:</translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more (see the details)</source>
        <translation>
            <numerusform>
… und %n weiterer (siehe Details)</numerusform>
            <numerusform>
… und %n weitere (siehe Details)</numerusform>
        </translation>
    </message>
    <message>
        <source>

Save anyway?</source>
        <translation>

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Als %1 speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>%1 was not saved: %2

The file on disk has not been changed.</source>
        <translation>%1 wurde nicht gespeichert: %2

Die Datei auf dem Datenträger ist unverändert.</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 schließen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation>%1 hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Kibitzer stopped before %1 was saved. A copy of its %n record(s) was kept at %2.

Recover it? (Discard deletes the copy.)</source>
        <translation>
            <numerusform>Kibitzer wurde beendet, bevor %1 gespeichert war. Eine Kopie seines %n Datensatzes liegt in %2.

Wiederherstellen? (Verwerfen löscht die Kopie.)</numerusform>
            <numerusform>Kibitzer wurde beendet, bevor %1 gespeichert war. Eine Kopie seiner %n Datensätze liegt in %2.

Wiederherstellen? (Verwerfen löscht die Kopie.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The copy of %1 cannot be read: %2</source>
        <translation>Die Kopie von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Saved %1 as %2: %3</source>
        <translation>%1 als %2 gespeichert: %3</translation>
    </message>
    <message>
        <source>, %1 kept byte for byte</source>
        <translation>, %1 Byte für Byte erhalten</translation>
    </message>
</context>
<context>
    <name>kib::FileLoader</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>kib::FindBoardsDialog</name>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Find Boards</source>
        <translation>Boards suchen</translation>
    </message>
    <message>
        <source>hcp(N) &gt;= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze</source>
        <translation>hcp(N) &gt;= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze</translation>
    </message>
    <message>
        <source>Conditions joined by and, or, not and parentheses (see kibitzer-cli search in docs/cli.md)</source>
        <translation>Bedingungen, verbunden mit and, or, not und Klammern (siehe kibitzer-cli search in docs/cli.md)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>The query: %1</source>
        <translation>Die Abfrage: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) found</source>
        <translation>
            <numerusform>%n Datensatz gefunden</numerusform>
            <numerusform>%n Datensätze gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 found in %2 of %3 records...</source>
        <translation>%1 gefunden in %2 von %3 Datensätzen...</translation>
    </message>
</context>
<context>
    <name>kib::GameEntry</name>
    <message>
        <source>No pinochle hand or preferans deal</source>
        <translation>Keine Pinochle-Hand und kein Preferans-Spiel</translation>
    </message>
    <message>
        <source>Type the deal&apos;s 32 cards</source>
        <translation>Die 32 Karten des Spiels eintippen</translation>
    </message>
    <message>
        <source>%1 to bid</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>%1 names the contract</source>
        <translation>%1 nennt den Kontrakt</translation>
    </message>
    <message>
        <source>%1 takes the talon</source>
        <translation>%1 nimmt den Talon</translation>
    </message>
    <message>
        <source>Select the two cards %1 discards</source>
        <translation>Die zwei Karten wählen, die %1 ablegt</translation>
    </message>
    <message>
        <source>Choose who follows</source>
        <translation>Wählen, wer mitgeht</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 spielt</translation>
    </message>
    <message>
        <source>The play is over</source>
        <translation>Das Spiel ist beendet</translation>
    </message>
    <message>
        <source>The deal is scored</source>
        <translation>Das Spiel ist abgerechnet</translation>
    </message>
    <message>
        <source>%1 to bid over %2</source>
        <translation>%1 bietet über %2</translation>
    </message>
    <message>
        <source>Every player passed</source>
        <translation>Alle Spieler haben gepasst</translation>
    </message>
    <message>
        <source>%1 names the trump</source>
        <translation>%1 nennt Trumpf</translation>
    </message>
    <message>
        <source>Select cards to pass, discard or meld</source>
        <translation>Karten zum Schieben, Ablegen oder Melden wählen</translation>
    </message>
    <message>
        <source>There is no pinochle hand or preferans deal to edit</source>
        <translation>Es gibt keine Pinochle-Hand und kein Preferans-Spiel zu bearbeiten</translation>
    </message>
    <message>
        <source>The record is not a preferans deal</source>
        <translation>Der Datensatz ist kein Preferans-Spiel</translation>
    </message>
    <message>
        <source>Set Deal</source>
        <translation>Verteilung setzen</translation>
    </message>
    <message>
        <source>The record is not a pinochle hand</source>
        <translation>Der Datensatz ist keine Pinochle-Hand</translation>
    </message>
    <message>
        <source>the hands hold cards the deck does not</source>
        <translation>die Hände halten Karten, die das Spiel nicht hat</translation>
    </message>
    <message>
        <source>the hands hold the whole deck: there is no kitty</source>
        <translation>die Hände halten das ganze Spiel: es gibt keinen Stock</translation>
    </message>
    <message>
        <source>Set Kitty %1</source>
        <translation>Stock %1 setzen</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>No Trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>Contract %1</source>
        <translation>Kontrakt %1</translation>
    </message>
    <message>
        <source>Nobody Follows</source>
        <translation>Niemand geht mit</translation>
    </message>
    <message>
        <source>Follows: %1</source>
        <translation>Gehen mit: %1</translation>
    </message>
    <message>
        <source>No Kontra</source>
        <translation>Kein Kontra</translation>
    </message>
    <message>
        <source>Invitation by %1</source>
        <translation>Einladung von %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Refa</source>
        <translation>Refa setzen</translation>
    </message>
    <message>
        <source>No Refa</source>
        <translation>Keine Refa</translation>
    </message>
    <message>
        <source>The declarer takes the kitty with the discard: select the cards to discard</source>
        <translation>Der Alleinspieler nimmt den Stock mit dem Ablegen: die abzulegenden Karten wählen</translation>
    </message>
    <message>
        <source>Take Talon</source>
        <translation>Talon nehmen</translation>
    </message>
    <message>
        <source>Click the cards to discard first</source>
        <translation>Zuerst die abzulegenden Karten anklicken</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Cards are passed in pinochle only</source>
        <translation>Karten werden nur bei Pinochle geschoben</translation>
    </message>
    <message>
        <source>Click the cards to pass first</source>
        <translation>Zuerst die zu schiebenden Karten anklicken</translation>
    </message>
    <message>
        <source>Pass 1 Card</source>
        <translation>1 Karte schieben</translation>
    </message>
    <message>
        <source>Pass %1 Cards</source>
        <translation>%1 Karten schieben</translation>
    </message>
    <message>
        <source> to %1</source>
        <translation> an %1</translation>
    </message>
    <message>
        <source>Choose the seat that receives the cards</source>
        <translation>Den Platz wählen, der die Karten erhält</translation>
    </message>
    <message>
        <source>Meld is declared in pinochle only</source>
        <translation>Meldungen gibt es nur bei Pinochle</translation>
    </message>
    <message>
        <source>Every seat has declared its meld</source>
        <translation>Jeder Platz hat seine Meldung abgegeben</translation>
    </message>
    <message>
        <source>Meld for %1</source>
        <translation>Meldung für %1</translation>
    </message>
    <message>
        <source>No card can be played now</source>
        <translation>Jetzt kann keine Karte gespielt werden</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to play</source>
        <translation>%1 ist mit Ausspielen an der Reihe</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>no record to edit</source>
        <translation>kein Datensatz zu bearbeiten</translation>
    </message>
    <message>
        <source>the record is not a card game</source>
        <translation>der Datensatz ist kein Kartenspiel</translation>
    </message>
</context>
<context>
    <name>kib::GameEntryPanel</name>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Exchange: click cards of a hand to select them</source>
        <translation>Austausch: Karten einer Hand anklicken, um sie zu wählen</translation>
    </message>
    <message>
        <source>32 cards: 1-8 9 A-W (PPN)</source>
        <translation>32 Karten: 1-8 9 A-W (PPN)</translation>
    </message>
    <message>
        <source>Set Deal</source>
        <translation>Verteilung setzen</translation>
    </message>
    <message>
        <source>Kitty: the Cards Left</source>
        <translation>Stock: die übrigen Karten</translation>
    </message>
    <message>
        <source>The kitty holds the cards of the deck no hand holds</source>
        <translation>Der Stock hält die Karten des Spiels, die keine Hand hält</translation>
    </message>
    <message>
        <source>Refa</source>
        <translation>Refa-Spiel</translation>
    </message>
    <message>
        <source>The deal is played under a refa: its value is doubled</source>
        <translation>Das Spiel läuft unter einer Refa: sein Wert verdoppelt sich</translation>
    </message>
    <message>
        <source>from </source>
        <translation>ab </translation>
    </message>
    <message>
        <source>The lowest bid the table allows</source>
        <translation>Das niedrigste Gebot, das der Tisch zulässt</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>No Trump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>Set Contract</source>
        <translation>Kontrakt setzen</translation>
    </message>
    <message>
        <source>Set Followers</source>
        <translation>Mitgeher setzen</translation>
    </message>
    <message>
        <source>No kontra</source>
        <translation>Kein Kontra</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Set Kontra</source>
        <translation>Kontra setzen</translation>
    </message>
    <message>
        <source>Take Talon</source>
        <translation>Talon nehmen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Pass Cards</source>
        <translation>Karten schieben</translation>
    </message>
    <message>
        <source>Declare Meld</source>
        <translation>Melden</translation>
    </message>
    <message>
        <source>The selected cards are the meld of their hand; with none selected, the next seat without meld declares none</source>
        <translation>Die gewählten Karten sind die Meldung ihrer Hand; ohne Auswahl meldet der nächste Platz ohne Meldung nichts</translation>
    </message>
    <message>
        <source>Clear Selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>Who receives the cards passed: the partner across the table, or another seat</source>
        <translation>Wer die geschobenen Karten erhält: der Partner gegenüber oder ein anderer Platz</translation>
    </message>
    <message>
        <source>Play: click a card of the hand to play</source>
        <translation>Spiel: eine Karte der Hand anklicken, um sie zu spielen</translation>
    </message>
    <message>
        <source>to the partner across</source>
        <translation>an den Partner gegenüber</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>an %1</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts gewählt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kib::HandView</name>
    <message>
        <source> (vulnerable)</source>
        <translation> (in Gefahr)</translation>
    </message>
    <message>
        <source>
Hidden hand: click to reveal it (Ctrl+R reveals every hand)</source>
        <translation>
Verdeckte Hand: zum Aufdecken anklicken (Strg+R deckt alle Hände auf)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>T</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>Hand nicht angegeben</translation>
    </message>
</context>
<context>
    <name>kib::HandWidget</name>
    <message>
        <source> · offers a draw</source>
        <translation> · bietet Remis an</translation>
    </message>
    <message>
        <source>nothing in hand</source>
        <translation>nichts in der Hand</translation>
    </message>
</context>
<context>
    <name>kib::HelpMenu</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Read the user guide (%1)</source>
        <translation>Das Benutzerhandbuch lesen (%1)</translation>
    </message>
    <message>
        <source>List every keyboard shortcut (%1)</source>
        <translation>Alle Tastenkürzel auflisten (%1)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Kibitzer User Guide</source>
        <translation>Kibitzer-Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>kib::HiddenHandActions</name>
    <message>
        <source>Hide %1 in &amp;Quiz</source>
        <translation>%1 im &amp;Quiz verdecken</translation>
    </message>
    <message>
        <source>Hide %1&apos;s hand until the reader asks to see it</source>
        <translation>Die Hand von %1 verdecken, bis der Leser sie sehen will</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>%1 verdecken</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 zeigen</translation>
    </message>
</context>
<context>
    <name>kib::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Kibitzer will use the new language when it starts again.</source>
        <translation>Kibitzer verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>kib::MainWindow</name>
    <message>
        <source>Kibitzer</source>
        <translation>Kibitzer</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Datei wird gelesen</translation>
    </message>
    <message>
        <source>Stop reading the file (the records read so far stay)</source>
        <translation>Das Lesen der Datei abbrechen (die bisher gelesenen Datensätze bleiben)</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Die Leiste %1 zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Reizung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Pinochle-Übersicht</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Auction/&amp;Play</source>
        <translation>Reizung/&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Hände</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>A question: think, then Show Answer (Ctrl+Return)</source>
        <translation>Eine Frage: nachdenken, dann Lösung zeigen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>About Kibitzer</source>
        <translation>Über Kibitzer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitzer %1&lt;/h3&gt;&lt;p&gt;A viewer and editor of card-game records: bridge (PBN, RBN), pinochle and preferans.&lt;/p&gt;&lt;p&gt;Card faces: the “Nicu White” deck; see resources/cards/README.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitzer %1&lt;/h3&gt;&lt;p&gt;Ein Betrachter und Editor für Aufzeichnungen von Kartenspielen: Bridge (PBN, RBN), Pinochle und Preferans.&lt;/p&gt;&lt;p&gt;Kartenbilder: das Blatt „Nicu White“; siehe resources/cards/README.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>%1 aufdecken</translation>
    </message>
    <message>
        <source> — record %1 of %2</source>
        <translation> — Datensatz %1 von %2</translation>
    </message>
    <message>
        <source> — Kibitzer</source>
        <translation> — Kibitzer</translation>
    </message>
    <message>
        <source>;;All files (*)</source>
        <translation>;;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Files of Deals</source>
        <translation>Dateien mit Spielen öffnen</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Reading %1: %2 records…</source>
        <translation>%1 wird gelesen: %2 Datensätze…</translation>
    </message>
    <message>
        <source> (reading stopped)</source>
        <translation> (Lesen abgebrochen)</translation>
    </message>
    <message>
        <source>, %1 errors, %2 warnings</source>
        <translation>, %1 Fehler, %2 Warnungen</translation>
    </message>
    <message>
        <source>Record %1 could not be read; its text is shown from the file</source>
        <translation>Datensatz %1 konnte nicht gelesen werden; sein Text wird aus der Datei gezeigt</translation>
    </message>
    <message>
        <source>Double dummy</source>
        <translation>Double-Dummy-Analyse</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>kib::MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Ausgangsstellung</translation>
    </message>
</context>
<context>
    <name>kib::NewGameActions</name>
    <message>
        <source>New &amp;Board Game</source>
        <translation>Neues &amp;Brettspiel</translation>
    </message>
    <message>
        <source>New &amp;Pinochle Hand…</source>
        <translation>Neue &amp;Pinochle-Hand…</translation>
    </message>
    <message>
        <source>Add a pinochle hand after the current record: 3, 4 or 6 players, single or double deck</source>
        <translation>Eine Pinochle-Hand nach dem aktuellen Datensatz hinzufügen: 3, 4 oder 6 Spieler, einfaches oder doppeltes Blatt</translation>
    </message>
    <message>
        <source>New P&amp;referans Deal</source>
        <translation>Neues P&amp;referans-Spiel</translation>
    </message>
    <message>
        <source>Add a preferans deal (three players, 32 cards, shuffled) after the current record</source>
        <translation>Ein Preferans-Spiel (drei Spieler, 32 Karten, gemischt) nach dem aktuellen Datensatz hinzufügen</translation>
    </message>
    <message>
        <source>Add a game of %1 from its starting position</source>
        <translation>Eine Partie %1 ab der Ausgangsstellung hinzufügen</translation>
    </message>
    <message>
        <source>New Pinochle Hand</source>
        <translation>Neue Pinochle-Hand</translation>
    </message>
    <message>
        <source>New Preferans Deal</source>
        <translation>Neues Preferans-Spiel</translation>
    </message>
    <message>
        <source>New %1 Game</source>
        <translation>Neue %1-Partie</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <source>4 players (two teams)</source>
        <translation>4 Spieler (zwei Paare)</translation>
    </message>
    <message>
        <source>6 players (two teams)</source>
        <translation>6 Spieler (zwei Mannschaften)</translation>
    </message>
    <message>
        <source>Single deck (48 cards)</source>
        <translation>Einfaches Blatt (48 Karten)</translation>
    </message>
    <message>
        <source>Double deck (80 cards)</source>
        <translation>Doppeltes Blatt (80 Karten)</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Blatt:</translation>
    </message>
</context>
<context>
    <name>kib::NotesPanel</name>
    <message>
        <source>Commentary and notes up to the current step; click a step to go there</source>
        <translation>Kommentare und Notizen bis zum aktuellen Schritt; ein Klick auf einen Schritt springt dorthin</translation>
    </message>
    <message>
        <source>No commentary or notes so far</source>
        <translation>Bisher keine Kommentare oder Notizen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alert:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Alertiert:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Alert: %1</source>
        <translation>Alertiert: %1</translation>
    </message>
</context>
<context>
    <name>kib::PasteController</name>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Open the clipboard&apos;s hand viewer link, LIN or PBN text as new records</source>
        <translation>Den Handbetrachter-Link, LIN- oder PBN-Text aus der Zwischenablage als neue Datensätze öffnen</translation>
    </message>
    <message>
        <source>Nothing pasted: %1</source>
        <translation>Nichts eingefügt: %1</translation>
    </message>
    <message>
        <source>Nothing pasted: the clipboard holds no link or records Kibitzer reads</source>
        <translation>Nichts eingefügt: die Zwischenablage enthält keinen Link und keine Datensätze, die Kibitzer liest</translation>
    </message>
    <message>
        <source>Paste Record</source>
        <translation>Datensatz einfügen</translation>
    </message>
    <message>
        <source>Paste %1 Records</source>
        <translation>%1 Datensätze einfügen</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n record(s) from %1</source>
        <translation>
            <numerusform>%n Datensatz aus %1 eingefügt</numerusform>
            <numerusform>%n Datensätze aus %1 eingefügt</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 errors, %2 warnings)</source>
        <translation> (%1 Fehler, %2 Warnungen)</translation>
    </message>
</context>
<context>
    <name>kib::Pile</name>
    <message>
        <source>Talon</source>
        <comment>the cards dealt aside in preferans</comment>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>the cards the declarer puts aside in preferans</comment>
        <translation>Abwurf</translation>
    </message>
    <message>
        <source>Kitty</source>
        <comment>the cards dealt aside in pinochle</comment>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <comment>one of several kitties in pinochle</comment>
        <translation>Stock %1</translation>
    </message>
</context>
<context>
    <name>kib::PinochlePanel</name>
    <message>
        <source>Pinochle: teams, bids by round, exchange, meld and scores at this step</source>
        <translation>Pinochle: Paare, Gebote je Runde, Austausch, Meldungen und Punkte bei diesem Schritt</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not a pinochle hand.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Keine Pinochle-Hand.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Counters taken</source>
        <translation>Genommene Zählkarten</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>kib::PlayerAids</name>
    <message>
        <source>High-Card &amp;Points</source>
        <translation>&amp;Figurenpunkte</translation>
    </message>
    <message>
        <source>Show each hand&apos;s high-card points and each pair&apos;s</source>
        <translation>Die Figurenpunkte jeder Hand und jedes Paares zeigen</translation>
    </message>
    <message>
        <source>&amp;Shuffle…</source>
        <translation>&amp;Mischen…</translation>
    </message>
    <message>
        <source>Add a bridge deal dealt at random; its seed deals it again</source>
        <translation>Ein zufällig verteiltes Bridge-Spiel hinzufügen; sein Startwert verteilt es erneut</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Seed of the deal (the same seed deals the same hands; keep it to deal them again):</source>
        <translation>Startwert der Verteilung (derselbe Startwert verteilt dieselben Hände; aufheben, um sie erneut zu verteilen):</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Verteilung</translation>
    </message>
    <message>
        <source>Shuffle Deal</source>
        <translation>Verteilung mischen</translation>
    </message>
    <message>
        <source>Shuffled a new deal: seed %1</source>
        <translation>Neue Verteilung gemischt: Startwert %1</translation>
    </message>
</context>
<context>
    <name>kib::PrintController</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print hand records, quiz handouts or full records</source>
        <translation>Handprotokolle, Quiz-Blätter oder vollständige Datensätze drucken</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>See the pages before printing</source>
        <translation>Die Seiten vor dem Drucken ansehen</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>Write the pages as a PDF file</source>
        <translation>Die Seiten als PDF-Datei schreiben</translation>
    </message>
    <message>
        <source>Export Dia&amp;gram…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <source>Save the table at the current step as PNG or SVG</source>
        <translation>Den Tisch beim aktuellen Schritt als PNG oder SVG speichern</translation>
    </message>
    <message>
        <source>Copy &amp;Diagram</source>
        <translation>&amp;Diagramm kopieren</translation>
    </message>
    <message>
        <source>Copy the deal as a text diagram with suit symbols, and the table as an image</source>
        <translation>Die Verteilung als Textdiagramm mit Farbsymbolen und den Tisch als Bild kopieren</translation>
    </message>
    <message>
        <source>Nothing to print: open a file first</source>
        <translation>Nichts zu drucken: zuerst eine Datei öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>%n Seite gedruckt</numerusform>
            <numerusform>%n Seiten gedruckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>%n Seite nach %1 geschrieben</numerusform>
            <numerusform>%n Seiten nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Size (width x height):</source>
        <translation>Größe (Breite x Höhe):</translation>
    </message>
    <message>
        <source>Cannot write %1 %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Diagramm kopiert</translation>
    </message>
</context>
<context>
    <name>kib::PrintDialog</name>
    <message>
        <source>The &amp;current record</source>
        <translation>Der &amp;aktuelle Datensatz</translation>
    </message>
    <message>
        <source>The &amp;selected records (%1)</source>
        <translation>Die &amp;gewählten Datensätze (%1)</translation>
    </message>
    <message>
        <source>&amp;All records of the file (%1)</source>
        <translation>&amp;Alle Datensätze der Datei (%1)</translation>
    </message>
    <message>
        <source>Hidden hands as card &amp;backs (else left blank)</source>
        <translation>Verdeckte Hände als Karten&amp;rücken (sonst leer)</translation>
    </message>
    <message>
        <source>The a&amp;uction</source>
        <translation>Die &amp;Reizung</translation>
    </message>
    <message>
        <source>The &amp;play</source>
        <translation>Das &amp;Spiel</translation>
    </message>
    <message>
        <source>The co&amp;mmentary</source>
        <translation>Die Ko&amp;mmentare</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Vierfarbige Farben</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Hand record</source>
        <translation>Handprotokoll</translation>
    </message>
    <message>
        <source>Quiz handout</source>
        <translation>Quiz-Blatt</translation>
    </message>
    <message>
        <source>Full record</source>
        <translation>Vollständiger Datensatz</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Layout:</translation>
    </message>
    <message>
        <source>Boards a &amp;page:</source>
        <translation>Boards je &amp;Seite:</translation>
    </message>
    <message>
        <source>Gathered at the end</source>
        <translation>Gesammelt am Ende</translation>
    </message>
    <message>
        <source>Overleaf, one problem a page</source>
        <translation>Auf der Rückseite, eine Aufgabe je Seite</translation>
    </message>
    <message>
        <source>Quiz &amp;answers:</source>
        <translation>Quiz-&amp;Lösungen:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Pape&amp;r:</source>
        <translation>Pap&amp;ier:</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Mar&amp;gins:</source>
        <translation>Rän&amp;der:</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>dem letzten Zug</translation>
    </message>
    <message>
        <source>Chess variants: board after move</source>
        <translation>Schachvarianten: Brett nach Zug</translation>
    </message>
    <message>
        <source>Hand records also show</source>
        <translation>Handprotokolle zeigen auch</translation>
    </message>
</context>
<context>
    <name>kib::QuizController</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>Answer the file&apos;s &quot;your call?&quot; and &quot;your play?&quot; questions</source>
        <translation>Die Fragen „Ihre Ansage?“ und „Ihr Ausspiel?“ der Datei beantworten</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Answer as a quiz</source>
        <translation>Als Quiz beantworten</translation>
    </message>
    <message>
        <source>This file holds quiz problems: answer them in Quiz mode (View ▸ Quiz)</source>
        <translation>Diese Datei enthält Quiz-Aufgaben: im Quiz-Modus beantworten (Ansicht ▸ Quiz)</translation>
    </message>
    <message>
        <source>Quiz off: %1</source>
        <translation>Quiz aus: %1</translation>
    </message>
    <message>
        <source>Right: %1 of %2</source>
        <translation>Richtig: %1 von %2</translation>
    </message>
    <message>
        <source>No card record to answer</source>
        <translation>Kein Kartenspiel-Datensatz zu beantworten</translation>
    </message>
    <message>
        <source>This record asks nothing</source>
        <translation>Dieser Datensatz fragt nichts</translation>
    </message>
    <message>
        <source>Next Problem goes to the next question</source>
        <translation>Nächste Aufgabe geht zur nächsten Frage</translation>
    </message>
    <message>
        <source>Your call? Choose it in the bidding box.</source>
        <translation>Ihre Ansage? Wählen Sie sie in der Bietbox.</translation>
    </message>
    <message>
        <source>Your play? Click the card.</source>
        <translation>Ihr Ausspiel? Klicken Sie die Karte an.</translation>
    </message>
    <message>
        <source>Right: %1 is the recorded answer.</source>
        <translation>Richtig: %1 ist die aufgezeichnete Lösung.</translation>
    </message>
    <message>
        <source>Not the recorded answer: you chose %1, the record has %2.</source>
        <translation>Nicht die aufgezeichnete Lösung: Sie wählten %1, der Datensatz hat %2.</translation>
    </message>
    <message>
        <source>No call is asked for here: Next Problem goes to the next question</source>
        <translation>Hier ist keine Ansage gefragt: Nächste Aufgabe geht zur nächsten Frage</translation>
    </message>
    <message>
        <source>No card is asked for here: Next Problem goes to the next question</source>
        <translation>Hier ist keine Karte gefragt: Nächste Aufgabe geht zur nächsten Frage</translation>
    </message>
    <message>
        <source>The record gives no card here to compare with.</source>
        <translation>Der Datensatz gibt hier keine Karte zum Vergleich an.</translation>
    </message>
    <message>
        <source>The end of the quiz.</source>
        <translation>Das Ende des Quiz.</translation>
    </message>
    <message>
        <source>The end of the quiz: %1</source>
        <translation>Das Ende des Quiz: %1</translation>
    </message>
</context>
<context>
    <name>kib::QuizPanel</name>
    <message>
        <source>&amp;Next Problem</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
</context>
<context>
    <name>kib::RecordEditPanels</name>
    <message>
        <source>Tags</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Kommentare</translation>
    </message>
    <message>
        <source>Edit &amp;Deal…</source>
        <translation>&amp;Verteilung bearbeiten…</translation>
    </message>
    <message>
        <source>Type or click the hands of the current deal</source>
        <translation>Die Hände der aktuellen Verteilung eintippen oder anklicken</translation>
    </message>
</context>
<context>
    <name>kib::RecordHeader</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Teiler</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Datensatz %1</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Preferans</translation>
    </message>
</context>
<context>
    <name>kib::RecordListModel</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Board number</source>
        <translation>Boardnummer</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>North–South v East–West</source>
        <translation>Nord–Süd gegen Ost–West</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Decl</source>
        <translation>AS</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Tricks taken by declarer</source>
        <translation>Stiche des Alleinspielers</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>kib::RecordListPanel</name>
    <message>
        <source>Open files</source>
        <translation>Offene Dateien</translation>
    </message>
    <message>
        <source>Filter: board, event, player, contract…</source>
        <translation>Filter: Board, Turnier, Spieler, Kontrakt…</translation>
    </message>
    <message>
        <source>Shows the records where any column contains this text (Ctrl+F)</source>
        <translation>Zeigt die Datensätze, in denen eine Spalte diesen Text enthält (Strg+F)</translation>
    </message>
    <message>
        <source>Records of the file: Up/Down for the previous and next record</source>
        <translation>Datensätze der Datei: Auf/Ab für den vorigen und nächsten Datensatz</translation>
    </message>
</context>
<context>
    <name>kib::Refusal</name>
    <message>
        <source>%1 comes after the auction has ended</source>
        <translation>%1 kommt nach dem Ende der Reizung</translation>
    </message>
    <message>
        <source>%1 is not a bid</source>
        <translation>%1 ist kein Gebot</translation>
    </message>
    <message>
        <source>%1 is insufficient after %2 (mark it as an irregular bid to enter it)</source>
        <translation>%1 ist nach %2 ungenügend (als irreguläres Gebot markieren, um es einzugeben)</translation>
    </message>
    <message>
        <source>%1 is insufficient after %2</source>
        <translation>%1 ist nach %2 ungenügend</translation>
    </message>
    <message>
        <source>X with no bid to double</source>
        <translation>Kontra ohne ein Gebot, das kontriert werden kann</translation>
    </message>
    <message>
        <source>X of partner&apos;s bid %1</source>
        <translation>Kontra auf das Gebot %1 des Partners</translation>
    </message>
    <message>
        <source>X of a bid already doubled</source>
        <translation>Kontra auf ein bereits kontriertes Gebot</translation>
    </message>
    <message>
        <source>XX without a double to redouble</source>
        <translation>Rekontra ohne ein Kontra</translation>
    </message>
    <message>
        <source>XX of partner&apos;s double</source>
        <translation>Rekontra auf das Kontra des Partners</translation>
    </message>
    <message>
        <source>%1 is not a bridge call</source>
        <translation>%1 ist keine Bridge-Ansage</translation>
    </message>
    <message>
        <source>only bridge auctions can be entered</source>
        <translation>nur Bridge-Reizungen können eingegeben werden</translation>
    </message>
    <message>
        <source>no such place in the auction</source>
        <translation>diese Stelle gibt es in der Reizung nicht</translation>
    </message>
    <message>
        <source>the dealer is not known: who calls first?</source>
        <translation>der Geber ist nicht bekannt: wer reizt zuerst?</translation>
    </message>
    <message>
        <source>the auction has no call to remove</source>
        <translation>die Reizung hat keine Ansage, die entfernt werden kann</translation>
    </message>
    <message>
        <source>cards have been played: remove them first</source>
        <translation>es wurden schon Karten gespielt: zuerst diese entfernen</translation>
    </message>
    <message>
        <source>no such call</source>
        <translation>diese Ansage gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is not alerted</source>
        <translation>%1 ist nicht alertiert</translation>
    </message>
    <message>
        <source>no call to alert</source>
        <translation>keine Ansage zum Alertieren</translation>
    </message>
    <message>
        <source>only the play of bridge deals can be entered</source>
        <translation>nur das Spiel von Bridge-Austeilungen kann eingegeben werden</translation>
    </message>
    <message>
        <source>the auction is not complete</source>
        <translation>die Reizung ist nicht beendet</translation>
    </message>
    <message>
        <source>the deal was passed out: there is no play</source>
        <translation>alle haben gepasst: es gibt kein Spiel</translation>
    </message>
    <message>
        <source>no contract and declarer: finish the auction first</source>
        <translation>kein Kontrakt und kein Alleinspieler: zuerst die Reizung beenden</translation>
    </message>
    <message>
        <source>no such place in the play</source>
        <translation>diese Stelle gibt es im Spiel nicht</translation>
    </message>
    <message>
        <source>all thirteen tricks have been played: there is nothing to claim</source>
        <translation>alle dreizehn Stiche sind gespielt: es gibt nichts zu claimen</translation>
    </message>
    <message>
        <source>all thirteen tricks have been played</source>
        <translation>alle dreizehn Stiche sind gespielt</translation>
    </message>
    <message>
        <source>not a card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>who plays next is not known (a trick before holds unknown cards)</source>
        <translation>wer als Nächstes spielt, ist nicht bekannt (ein Stich davor enthält unbekannte Karten)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is not known</source>
        <translation>die Hand von %1 ist nicht bekannt</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s card, and it is %3&apos;s turn to play</source>
        <translation>%1 ist eine Karte von %2, und %3 ist am Zug</translation>
    </message>
    <message>
        <source>%1 does not hold %2</source>
        <translation>%1 hat %2 nicht</translation>
    </message>
    <message>
        <source>%1 must follow suit to %2 (mark a revoke to play %3)</source>
        <translation>%1 muss %2 bedienen (einen Revoke markieren, um %3 zu spielen)</translation>
    </message>
    <message>
        <source>no card has been played</source>
        <translation>es wurde keine Karte gespielt</translation>
    </message>
    <message>
        <source>the declaring side can claim %1 to %2 tricks, not %3</source>
        <translation>die Alleinspielerseite kann %1 bis %2 Stiche claimen, nicht %3</translation>
    </message>
    <message>
        <source>there is no claim</source>
        <translation>es gibt keinen Claim</translation>
    </message>
    <message>
        <source>There is no piece on %1.</source>
        <translation>Auf %1 steht keine Figur.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: the %2 on %3 is not theirs.</source>
        <translation>%1 ist am Zug: %2 auf %3 gehört der anderen Seite.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 would leave %4&apos;s king in check.</source>
        <translation>%1 %2 nach %3 ließe den König von %4 im Schach.</translation>
    </message>
    <message>
        <source>%1 may not drop a pawn on %2 to give mate.</source>
        <translation>%1 darf keinen Bauern auf %2 einsetzen, um matt zu setzen.</translation>
    </message>
    <message>
        <source>%1 cannot be dropped on %2.</source>
        <translation>%1 kann nicht auf %2 eingesetzt werden.</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot go to %3.</source>
        <translation>%1 auf %2 kann nicht nach %3 ziehen.</translation>
    </message>
    <message>
        <source>the card string has %1 characters, not 32</source>
        <translation>die Kartenfolge hat %1 Zeichen statt 32</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: the cards are 1-8, 9 and A-W</source>
        <translation>„%1“ ist keine Karte: die Karten sind 1-8, 9 und A-W</translation>
    </message>
    <message>
        <source>the deal has no dealer</source>
        <translation>das Spiel hat keinen Geber</translation>
    </message>
    <message>
        <source>not a preferans deal of three players</source>
        <translation>kein Preferans-Spiel zu dritt</translation>
    </message>
    <message>
        <source>a preferans deal has three hands</source>
        <translation>ein Preferans-Spiel hat drei Hände</translation>
    </message>
    <message>
        <source>player %1 holds %2 cards, not 10</source>
        <translation>Spieler %1 hält %2 Karten statt 10</translation>
    </message>
    <message>
        <source>the talon holds %1 cards, not 2</source>
        <translation>im Talon liegen %1 Karten statt 2</translation>
    </message>
    <message>
        <source>%1 is not a card of the preferans deck</source>
        <translation>%1 ist keine Karte des Preferans-Spiels</translation>
    </message>
    <message>
        <source>the cards are not a permutation of the deck: %1 is dealt twice</source>
        <translation>die Karten sind keine Mischung des Spiels: %1 ist zweimal ausgeteilt</translation>
    </message>
    <message>
        <source>call %1 (%2) does not follow the rules</source>
        <translation>Ansage %1 (%2) verstößt gegen die Regeln</translation>
    </message>
    <message>
        <source>the auction is over</source>
        <translation>die Reizung ist beendet</translation>
    </message>
    <message>
        <source>player %1 cannot say %2 now: %3</source>
        <translation>Spieler %1 kann jetzt nicht %2 sagen: %3</translation>
    </message>
    <message>
        <source>the auction is not over</source>
        <translation>die Reizung ist nicht beendet</translation>
    </message>
    <message>
        <source>everybody passed: nobody takes the talon</source>
        <translation>alle haben gepasst: niemand nimmt den Talon</translation>
    </message>
    <message>
        <source>a game is played without the talon</source>
        <translation>ein Spiel wird ohne Talon gespielt</translation>
    </message>
    <message>
        <source>the talon is taken</source>
        <translation>der Talon ist schon genommen</translation>
    </message>
    <message>
        <source>the deal has no talon</source>
        <translation>das Spiel hat keinen Talon</translation>
    </message>
    <message>
        <source>nobody has taken the talon</source>
        <translation>niemand hat den Talon genommen</translation>
    </message>
    <message>
        <source>the discards are made</source>
        <translation>die Karten sind schon abgelegt</translation>
    </message>
    <message>
        <source>the main player discards two cards</source>
        <translation>der Alleinspieler legt zwei Karten ab</translation>
    </message>
    <message>
        <source>player %1 holds no %2</source>
        <translation>Spieler %1 hat %2 nicht</translation>
    </message>
    <message>
        <source>nobody has won the auction</source>
        <translation>niemand hat die Reizung gewonnen</translation>
    </message>
    <message>
        <source>%1 is not a contract: 2 to 8</source>
        <translation>%1 ist kein Kontrakt: 2 bis 8</translation>
    </message>
    <message>
        <source>the game named is %1</source>
        <translation>das genannte Spiel ist %1</translation>
    </message>
    <message>
        <source>the main player takes the talon first</source>
        <translation>der Alleinspieler nimmt zuerst den Talon</translation>
    </message>
    <message>
        <source>the main player discards before choosing the contract</source>
        <translation>der Alleinspieler legt ab, bevor er den Kontrakt wählt</translation>
    </message>
    <message>
        <source>the auction was won at %1: the contract is at least that</source>
        <translation>die Reizung wurde bei %1 gewonnen: der Kontrakt ist mindestens so hoch</translation>
    </message>
    <message>
        <source>there is no contract to follow</source>
        <translation>es gibt keinen Kontrakt zum Mitgehen</translation>
    </message>
    <message>
        <source>the play has started</source>
        <translation>das Ausspielen hat begonnen</translation>
    </message>
    <message>
        <source>player %1 cannot follow</source>
        <translation>Spieler %1 kann nicht mitgehen</translation>
    </message>
    <message>
        <source>there is no contract</source>
        <translation>es gibt keinen Kontrakt</translation>
    </message>
    <message>
        <source>kontra goes from 1 (kontra) to 4 (mortkontra); an invitation is not a kontra</source>
        <translation>Kontra geht von 1 (Kontra) bis 4 (Mortkontra); eine Einladung ist kein Kontra</translation>
    </message>
    <message>
        <source>player %1 does not follow: only a follower starts a kontra or invites</source>
        <translation>Spieler %1 geht nicht mit: nur ein Mitgeher gibt Kontra oder lädt ein</translation>
    </message>
    <message>
        <source>nobody follows: there is no play</source>
        <translation>niemand geht mit: es wird nicht ausgespielt</translation>
    </message>
    <message>
        <source>nobody is to play</source>
        <translation>niemand ist an der Reihe</translation>
    </message>
    <message>
        <source>player %1 does not hold %2</source>
        <translation>Spieler %1 hat %2 nicht</translation>
    </message>
    <message>
        <source>player %1 must follow %2</source>
        <translation>Spieler %1 muss %2 bedienen</translation>
    </message>
    <message>
        <source>player %1 has no %2 and must trump</source>
        <translation>Spieler %1 hat kein %2 und muss trumpfen</translation>
    </message>
    <message>
        <source>the play is not over</source>
        <translation>das Ausspielen ist nicht beendet</translation>
    </message>
    <message>
        <source>call %1 comes after the end of the auction</source>
        <translation>Ansage %1 kommt nach dem Ende der Reizung</translation>
    </message>
    <message>
        <source>call %1: Seat%2 is in the auction</source>
        <translation>Ansage %1: Platz %2 ist noch in der Reizung</translation>
    </message>
    <message>
        <source>call %1: Seat%2 is out of the auction</source>
        <translation>Ansage %1: Platz %2 ist aus der Reizung ausgeschieden</translation>
    </message>
    <message>
        <source>call %1: %2 does not exceed %3</source>
        <translation>Ansage %1: %2 ist nicht höher als %3</translation>
    </message>
    <message>
        <source>call %1 is not known</source>
        <translation>Ansage %1 ist unbekannt</translation>
    </message>
    <message>
        <source>a bid is a positive number</source>
        <translation>ein Gebot ist eine positive Zahl</translation>
    </message>
    <message>
        <source>a bid of %1 does not exceed Seat%2&apos;s %3</source>
        <translation>ein Gebot von %1 ist nicht höher als %3 von Platz %2</translation>
    </message>
    <message>
        <source>bids start at %1</source>
        <translation>Gebote beginnen bei %1</translation>
    </message>
    <message>
        <source>every player passed: there is no contract</source>
        <translation>alle Spieler haben gepasst: es gibt keinen Kontrakt</translation>
    </message>
    <message>
        <source>the kitty is dealt before the auction</source>
        <translation>der Stock wird vor der Reizung gegeben</translation>
    </message>
    <message>
        <source>the hands hold cards the deck does not</source>
        <translation>die Hände halten Karten, die das Spiel nicht hat</translation>
    </message>
    <message>
        <source>the kitty holds cards the hands and the deck leave no room for</source>
        <translation>im Stock liegen Karten, für die Hände und Spiel keinen Platz lassen</translation>
    </message>
    <message>
        <source>the deal leaves %1 over: the kitty holds what the hands do not</source>
        <translation>die Verteilung lässt %1 übrig: im Stock liegt, was die Hände nicht halten</translation>
    </message>
    <message>
        <source>cards are passed once the contract is made</source>
        <translation>Karten werden geschoben, wenn der Kontrakt steht</translation>
    </message>
    <message>
        <source>cards pass from one seat to another</source>
        <translation>Karten gehen von einem Platz zu einem anderen</translation>
    </message>
    <message>
        <source>no cards to pass</source>
        <translation>keine Karten zum Schieben</translation>
    </message>
    <message>
        <source>the meld or the play has started</source>
        <translation>das Melden oder das Ausspielen hat begonnen</translation>
    </message>
    <message>
        <source>Seat%1 does not hold %2</source>
        <translation>Platz %1 hat %2 nicht</translation>
    </message>
    <message>
        <source>the declarer discards once the contract is made</source>
        <translation>der Alleinspieler legt ab, wenn der Kontrakt steht</translation>
    </message>
    <message>
        <source>the discard is made</source>
        <translation>es ist schon abgelegt</translation>
    </message>
    <message>
        <source>the declarer discards as many cards as the kitty brought (%1)</source>
        <translation>der Alleinspieler legt so viele Karten ab, wie der Stock brachte (%1)</translation>
    </message>
    <message>
        <source>meld is tabled once the contract is made</source>
        <translation>gemeldet wird, wenn der Kontrakt steht</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>diesen Platz gibt es nicht</translation>
    </message>
    <message>
        <source>Seat%1 has tabled its meld</source>
        <translation>Platz %1 hat schon gemeldet</translation>
    </message>
    <message>
        <source>the hands are played out</source>
        <translation>die Hände sind ausgespielt</translation>
    </message>
    <message>
        <source>Seat%1 must follow %2</source>
        <translation>Platz %1 muss %2 bedienen</translation>
    </message>
    <message>
        <source>Seat%1 must beat the best %2 on the trick</source>
        <translation>Platz %1 muss die höchste %2 im Stich schlagen</translation>
    </message>
    <message>
        <source>Seat%1 has no %2 and must trump</source>
        <translation>Platz %1 hat kein %2 und muss trumpfen</translation>
    </message>
    <message>
        <source>Seat%1 must beat the best trump on the trick</source>
        <translation>Platz %1 muss den höchsten Trumpf im Stich schlagen</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, not in Seat%3&apos;s hand</source>
        <translation>Meldung %1 legt %2 auf, nicht in der Hand von Platz %3</translation>
    </message>
    <message>
        <source>Meld%1 gives %2 points: the cards are worth %3</source>
        <translation>Meldung %1 nennt %2 Punkte: die Karten sind %3 wert</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, in no meld</source>
        <translation>Meldung %1 legt %2 auf, in keiner Meldung</translation>
    </message>
    <message>
        <source>A tag needs a name</source>
        <translation>Ein Tag braucht einen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a tag name begins with an upper-case letter</source>
        <translation>„%1“: ein Tag-Name beginnt mit einem Großbuchstaben</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a tag name holds only letters, digits and &apos;_&apos; (not &apos;%2&apos;)</source>
        <translation>„%1“: ein Tag-Name enthält nur Buchstaben, Ziffern und „_“ (nicht „%2“)</translation>
    </message>
    <message>
        <source>The record has a %1 tag already: edit its value</source>
        <translation>Der Datensatz hat schon ein Tag %1: seinen Wert bearbeiten</translation>
    </message>
    <message>
        <source>%1 is entered with its own editor, not as a tag</source>
        <translation>%1 wird mit seinem eigenen Editor eingegeben, nicht als Tag</translation>
    </message>
    <message>
        <source>%1: a tag value is one line</source>
        <translation>%1: ein Tag-Wert ist eine Zeile</translation>
    </message>
    <message>
        <source>The deal is edited with Edit ▸ Edit Deal…</source>
        <translation>Die Verteilung wird mit Bearbeiten ▸ Verteilung bearbeiten… bearbeitet</translation>
    </message>
    <message>
        <source>The %1 tag follows the play entered</source>
        <translation>Das Tag %1 folgt dem eingegebenen Spielverlauf</translation>
    </message>
    <message>
        <source>The %1 tag follows the auction entered</source>
        <translation>Das Tag %1 folgt der eingegebenen Reizung</translation>
    </message>
    <message>
        <source>Board &quot;%1&quot; is not a positive number</source>
        <translation>Board „%1“ ist keine positive Zahl</translation>
    </message>
    <message>
        <source>Dealer &quot;%1&quot; is not a seat: N, E, S or W</source>
        <translation>Dealer „%1“ ist kein Platz: N, E, S oder W</translation>
    </message>
    <message>
        <source>Declarer &quot;%1&quot; is not a seat N, E, S or W (or ^ and a seat when declarer and dummy were swapped)</source>
        <translation>Declarer „%1“ ist kein Platz N, E, S oder W (oder ^ und ein Platz, wenn Alleinspieler und Dummy getauscht wurden)</translation>
    </message>
    <message>
        <source>Vulnerable &quot;%1&quot; is not None, NS, EW or All (or Love, -, Both)</source>
        <translation>Vulnerable „%1“ ist nicht None, NS, EW oder All (oder Love, -, Both)</translation>
    </message>
    <message>
        <source>Contract &quot;%1&quot; is not Pass or a level 1 to 7, a denomination C, D, H, S or NT, and X or XX when doubled (e.g. 4HX)</source>
        <translation>Contract „%1“ ist weder Pass noch eine Stufe 1 bis 7 mit einer Farbe C, D, H, S oder NT und X oder XX, wenn kontriert (z. B. 4HX)</translation>
    </message>
    <message>
        <source>Hidden &quot;%1&quot;: &apos;%2&apos; is not a seat N, E, S or W</source>
        <translation>Hidden „%1“: „%2“ ist kein Platz N, E, S oder W</translation>
    </message>
    <message>
        <source>Hidden &quot;%1&quot; names %2 twice</source>
        <translation>Hidden „%1“ nennt %2 zweimal</translation>
    </message>
    <message>
        <source>Scoring &quot;%1&quot; has an empty field between &apos;;&apos;</source>
        <translation>Scoring „%1“ hat ein leeres Feld zwischen „;“</translation>
    </message>
    <message>
        <source>Scoring &quot;%1&quot;: a field is a word such as MP, IMP or Butler, fields separated by &apos;;&apos;</source>
        <translation>Scoring „%1“: ein Feld ist ein Wort wie MP, IMP oder Butler, Felder durch „;“ getrennt</translation>
    </message>
    <message>
        <source>The record has no %1 tag</source>
        <translation>Der Datensatz hat kein Tag %1</translation>
    </message>
    <message>
        <source>%1 is a mandatory tag: set it to &quot;?&quot; when unknown, or empty when it does not apply</source>
        <translation>%1 ist ein Pflicht-Tag: auf „?“ setzen, wenn unbekannt, oder leer lassen, wenn es nicht zutrifft</translation>
    </message>
    <message>
        <source>The %1 tag goes with its section: it is not removed as a tag</source>
        <translation>Das Tag %1 gehört zu seinem Abschnitt: es wird nicht als Tag entfernt</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot;: %2</source>
        <translation>Result „%1“: %2</translation>
    </message>
    <message>
        <source>a second number needs NS or EW</source>
        <translation>eine zweite Zahl braucht NS oder EW</translation>
    </message>
    <message>
        <source>not a number of tricks</source>
        <translation>keine Anzahl von Stichen</translation>
    </message>
    <message>
        <source>%1 tricks is more than the deal has</source>
        <translation>%1 Stiche sind mehr, als das Spiel hat</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>unexpected text after the number of tricks</source>
        <translation>unerwarteter Text nach der Anzahl der Stiche</translation>
    </message>
    <message>
        <source>NS and EW tricks add up to %1, not %2</source>
        <translation>die Stiche von NS und EW ergeben %1 statt %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has no number</source>
        <translation>%1 „%2“ hat keine Zahl</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs NS or EW before its second score</source>
        <translation>%1 „%2“ braucht NS oder EW vor dem zweiten Ergebnis</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs NS or EW before the score</source>
        <translation>%1 „%2“ braucht NS oder EW vor dem Ergebnis</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; gives %3 twice</source>
        <translation>%1 „%2“ gibt %3 zweimal an</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1 „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a well-formed score</source>
        <translation>%1 „%2“ ist kein gültiges Ergebnis</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; holds &apos;%3&apos; (bad date character)</source>
        <translation>%1 „%2“ enthält „%3“ (ungültiges Zeichen im Datum)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is written YYYYMMDD, not YYYY.MM.DD</source>
        <translation>%1 „%2“ ist YYYYMMDD geschrieben, nicht YYYY.MM.DD</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not in the form YYYY.MM.DD (bad date format)</source>
        <translation>%1 „%2“ hat nicht die Form YYYY.MM.DD (ungültiges Datumsformat)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has no such month or day (bad date format)</source>
        <translation>%1 „%2“: diesen Monat oder Tag gibt es nicht (ungültiges Datumsformat)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not in the form HH:MM:SS</source>
        <translation>%1 „%2“ hat nicht die Form HH:MM:SS</translation>
    </message>
    <message>
        <source>Round &quot;%1&quot; is not a round designation: no integer or name of letters, digits and &apos;_&apos; (parts separated by &apos;.&apos;)</source>
        <translation>Round „%1“ ist keine Rundenangabe: keine ganze Zahl und kein Name aus Buchstaben, Ziffern und „_“ (Teile durch „.“ getrennt)</translation>
    </message>
    <message>
        <source>call %1: %2 is in the auction</source>
        <translation>Ansage %1: %2 ist noch in der Reizung</translation>
    </message>
    <message>
        <source>call %1: %2 is out of the auction</source>
        <translation>Ansage %1: %2 ist aus der Reizung ausgeschieden</translation>
    </message>
    <message>
        <source>a bid of %1 does not exceed the %3 of %2</source>
        <translation>ein Gebot von %1 ist nicht höher als %3 von %2</translation>
    </message>
    <message>
        <source>%1 has tabled their meld</source>
        <translation>%1 hat schon gemeldet</translation>
    </message>
    <message>
        <source>%1 must follow %2</source>
        <translation>%1 muss %2 bedienen</translation>
    </message>
    <message>
        <source>%1 must beat the best %2 on the trick</source>
        <translation>%1 muss die höchste %2 im Stich schlagen</translation>
    </message>
    <message>
        <source>%1 has no %2 and must trump</source>
        <translation>%1 hat kein %2 und muss trumpfen</translation>
    </message>
    <message>
        <source>%1 must beat the best trump on the trick</source>
        <translation>%1 muss den höchsten Trumpf im Stich schlagen</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, not in the hand of %3</source>
        <translation>Meldung %1 legt %2 auf, nicht in der Hand von %3</translation>
    </message>
</context>
<context>
    <name>kib::ReplayBar</name>
    <message>
        <source>Step through the deal: the deal, each call, each card</source>
        <translation>Durch das Spiel gehen: die Verteilung, jede Ansage, jede Karte</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>Der aktuelle Schritt</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Autoplay: time between steps</source>
        <translation>Automatisch abspielen: Zeit zwischen den Schritten</translation>
    </message>
    <message>
        <source>Step %1/%2 · %3</source>
        <translation>Schritt %1/%2 · %3</translation>
    </message>
</context>
<context>
    <name>kib::ScoreSheetPaper</name>
    <message>
        <source>result %1</source>
        <translation>Ergebnis %1</translation>
    </message>
</context>
<context>
    <name>kib::ScoreSheetView</name>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>: passed out, a refa</source>
        <translation>: eingepasst, eine Refa</translation>
    </message>
    <message>
        <source>: %1 plays %2</source>
        <translation>: %1 spielt %2</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>, value %1</source>
        <translation>, Wert %1</translation>
    </message>
    <message>
        <source>, under a refa</source>
        <translation>, unter einer Refa</translation>
    </message>
    <message>
        <source>; nobody follows</source>
        <translation>; niemand geht mit</translation>
    </message>
    <message>
        <source>; followers: %1</source>
        <translation>; Mitgeher: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; invitation by %1</source>
        <translation>; Einladung von %1</translation>
    </message>
    <message>
        <source>; %1 started by %2</source>
        <translation>; %1 begonnen von %2</translation>
    </message>
    <message>
        <source>; talon %1</source>
        <translation>; Talon %1</translation>
    </message>
    <message>
        <source>, discards %1</source>
        <translation>, legt %1 ab</translation>
    </message>
    <message>
        <source>, not taken</source>
        <translation>, nicht genommen</translation>
    </message>
    <message>
        <source>The score sheet is kept for preferans games.</source>
        <translation>Die Abrechnung wird für Preferans-Spiele geführt.</translation>
    </message>
</context>
<context>
    <name>kib::Seat</name>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>SW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NW</translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>short for Player %1</comment>
        <translation>S%1</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Northeast</source>
        <translation>Nordost</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Southeast</source>
        <translation>Südost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>Southwest</source>
        <translation>Südwest</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>Nordwest</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>kib::SourceView</name>
    <message>
        <source>The record&apos;s text in its file</source>
        <translation>Der Text des Datensatzes in seiner Datei</translation>
    </message>
    <message>
        <source>The current record as written in the file</source>
        <translation>Der aktuelle Datensatz, wie er in der Datei steht</translation>
    </message>
</context>
<context>
    <name>kib::StatusNotice</name>
    <message>
        <source>no records</source>
        <translation>keine Datensätze</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 Datensatz</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>%1 Datensätze</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kib::Step</name>
    <message>
        <source>Talon</source>
        <comment>preferans: the main player takes the talon</comment>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>the declarer puts cards aside</comment>
        <translation>Abwurf</translation>
    </message>
    <message>
        <source>Passing</source>
        <comment>pinochle: partners pass cards to each other</comment>
        <translation>Weitergabe</translation>
    </message>
    <message>
        <source>Kitty</source>
        <comment>pinochle: the declarer takes the kitty</comment>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Exchange</source>
        <comment>pinochle: the hands after an exchange</comment>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Meld</source>
        <comment>pinochle: the melds are tabled</comment>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>kib::TableWidget</name>
    <message>
        <source>Show answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the call or card the record gives here (Ctrl+Return)</source>
        <translation>Die Ansage oder Karte zeigen, die der Datensatz hier angibt (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>Open a file to see its deals</source>
        <translation>Eine Datei öffnen, um ihre Spiele zu sehen</translation>
    </message>
    <message>
        <source>This record is not a card game: its board view comes with the chess issue</source>
        <translation>Dieser Datensatz ist kein Kartenspiel: seine Brettansicht kommt mit dem Schach-Teil</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>Strohmann</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Teiler: %1</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>%1 ist an der Reihe</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>%1 to lead</source>
        <translation>%1 spielt aus</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>&lt;i&gt;bidding…&lt;/i&gt;</source>
        <translation>&lt;i&gt;Reizung läuft…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>Reizung</translation>
    </message>
    <message>
        <source>&lt;i&gt;not given&lt;/i&gt;</source>
        <translation>&lt;i&gt;nicht angegeben&lt;/i&gt;</translation>
    </message>
    <message>
        <source>claim: %1 tricks</source>
        <translation>Claim: %1 Stiche</translation>
    </message>
    <message>
        <source>claim: %1</source>
        <translation>Claim: %1</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>Odd seats</source>
        <translation>Ungerade Plätze</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>Even seats</source>
        <translation>Gerade Plätze</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, ausgespielt von %1</translation>
    </message>
    <message>
        <source>, won by %1</source>
        <translation>, gewonnen von %1</translation>
    </message>
    <message>
        <source>result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>%1: your call?</source>
        <translation>%1: Ihre Ansage?</translation>
    </message>
    <message>
        <source>%1: your play?</source>
        <translation>%1: Ihr Ausspiel?</translation>
    </message>
    <message>
        <source>Your call?</source>
        <translation>Ihre Ansage?</translation>
    </message>
    <message>
        <source>Your play?</source>
        <translation>Ihr Ausspiel?</translation>
    </message>
</context>
<context>
    <name>kib::TagEditor</name>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Feld hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>Feld &amp;entfernen</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>Neues Feld</translation>
    </message>
    <message>
        <source>Add the new tag to the record</source>
        <translation>Das neue Feld zum Datensatz hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected tag (mandatory tags stay: set them to &quot;?&quot;)</source>
        <translation>Das gewählte Feld entfernen (Pflichtfelder bleiben: auf „?“ setzen)</translation>
    </message>
    <message numerus="yes">
        <source>(table of %n rows)</source>
        <translation>
            <numerusform>(Tabelle mit %n Zeile)</numerusform>
            <numerusform>(Tabelle mit %n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mandatory, not in the record: written as &quot;?&quot; (unknown)</source>
        <translation>Pflichtfeld, nicht im Datensatz: wird als „?“ (unbekannt) geschrieben</translation>
    </message>
    <message>
        <source>A table: kept as read</source>
        <translation>Eine Tabelle: bleibt wie gelesen</translation>
    </message>
    <message>
        <source>%1 is set by its own editor</source>
        <translation>%1 wird in seinem eigenen Editor gesetzt</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Add Tag %1</source>
        <translation>Feld %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove Tag %1</source>
        <translation>Feld %1 entfernen</translation>
    </message>
</context>
<context>
    <name>kib::TrickGraph</name>
    <message>
        <source>Tricks the declarer&apos;s side can still take in all, after each card</source>
        <translation>Stiche, die die Seite des Alleinspielers insgesamt noch machen kann, nach jeder Karte</translation>
    </message>
</context>
<context>
    <name>kib::TrickView</name>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, ausgespielt von %1</translation>
    </message>
    <message>
        <source>, won by %1</source>
        <translation>, gewonnen von %1</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>Ausspiel</translation>
    </message>
</context>
<context>
    <name>kib::TypedEntry</name>
    <message>
        <source>%1 cannot be entered: %2</source>
        <translation>%1 kann nicht eingegeben werden: %2</translation>
    </message>
    <message>
        <source>Who plays next is not known</source>
        <translation>Unbekannt, wer als Nächstes spielt</translation>
    </message>
    <message>
        <source>%1 holds no %2 it may play</source>
        <translation>%1 hat keine %2, die gespielt werden darf</translation>
    </message>
    <message>
        <source>Which %1? Type the suit first (s, h, d, c)</source>
        <translation>Welche %1? Zuerst die Farbe tippen (s, h, d, c)</translation>
    </message>
    <message>
        <source>Bid %1…: type the strain (c d h s n)</source>
        <translation>Gebot %1…: die Farbe oder SA tippen (c d h s n)</translation>
    </message>
    <message>
        <source>X: Enter to double, x again to redouble</source>
        <translation>X: Eingabe für Kontra, noch einmal x für Rekontra</translation>
    </message>
    <message>
        <source>%1…: type the rank</source>
        <translation>%1…: den Rang tippen</translation>
    </message>
    <message>
        <source>10…</source>
        <translation>10…</translation>
    </message>
</context>
<context>
    <name>kib::print</name>
    <message>
        <source>The setup</source>
        <translation>Die Ausgangsstellung</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Nach Zug %1</translation>
    </message>
    <message>
        <source>In hand (%1): %2</source>
        <translation>In der Hand (%1): %2</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump</comment>
        <translation>SA</translation>
    </message>
    <message>
        <source>Par: %1</source>
        <translation>Par: %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Verteilung %1</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Teiler %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Gefahr %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Trick %1: %2 %3</source>
        <translation>Stich %1: %2 %3</translation>
    </message>
    <message>
        <source>Your call?</source>
        <translation>Ihre Ansage?</translation>
    </message>
    <message>
        <source>Your play?</source>
        <translation>Ihr Ausspiel?</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>Betl</source>
        <comment>preferans: misère</comment>
        <translation>Betl</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <comment>4♠ by North</comment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>None</source>
        <comment>vulnerability</comment>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>vulnerability</comment>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>vulnerability</comment>
        <translation>O-W</translation>
    </message>
    <message>
        <source>All</source>
        <comment>vulnerability</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <comment>Problem: Board 3</comment>
        <translation>Aufgabe: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <comment>Answer: Board 3</comment>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Teiler: %1</translation>
    </message>
    <message>
        <source>Vul: %1</source>
        <translation>Gefahr: %1</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <source>Melds — %1</source>
        <translation>Meldungen — %1</translation>
    </message>
    <message numerus="yes">
        <source>Score sheet after %n deal(s)</source>
        <translation>
            <numerusform>Abrechnung nach %n Verteilung</numerusform>
            <numerusform>Abrechnung nach %n Verteilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Bula</source>
        <comment>preferans: the pool of points</comment>
        <translation>Bula</translation>
    </message>
    <message>
        <source>Soups left</source>
        <comment>preferans: whists written against the left neighbour</comment>
        <translation>Whists links</translation>
    </message>
    <message>
        <source>Soups right</source>
        <comment>preferans: whists written against the right neighbour</comment>
        <translation>Whists rechts</translation>
    </message>
    <message>
        <source>Refe open</source>
        <comment>preferans: rounds of all-pass still to be played</comment>
        <translation>Refas offen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s)</source>
        <translation>
            <numerusform>Claim: %n Stich</numerusform>
            <numerusform>Claim: %n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Claim: %1</translation>
    </message>
</context>
<context>
    <name>kib::style</name>
    <message>
        <source>Follows: %1</source>
        <translation>Gehen mit: %1</translation>
    </message>
    <message>
        <source>Nobody follows</source>
        <translation>Niemand geht mit</translation>
    </message>
    <message>
        <source>refa</source>
        <translation>Refa</translation>
    </message>
    <message>
        <source>The declarer</source>
        <translation>Der Alleinspieler</translation>
    </message>
    <message>
        <source>%1 takes the talon</source>
        <translation>%1 nimmt den Talon</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 legt ab</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 legt %2 ab</translation>
    </message>
    <message>
        <source>Cards are passed</source>
        <translation>Karten werden geschoben</translation>
    </message>
    <message>
        <source>%1 takes the kitty</source>
        <translation>%1 nimmt den Stock</translation>
    </message>
    <message>
        <source>The hands after the exchange</source>
        <translation>Die Hände nach dem Austausch</translation>
    </message>
    <message>
        <source>Melds on the table</source>
        <translation>Meldungen auf dem Tisch</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump, as in 3NT</comment>
        <translation>SA</translation>
    </message>
    <message>
        <source>Betl</source>
        <comment>preferans misere contract</comment>
        <translation>Betl</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>None</source>
        <comment>vulnerability: nobody</comment>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>vulnerability: North-South</comment>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>vulnerability: East-West</comment>
        <translation>O-W</translation>
    </message>
    <message>
        <source>All</source>
        <comment>vulnerability: both sides</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>step 0 of a record</comment>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>a card</source>
        <comment>a card not known</comment>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Betl</source>
        <translation>Betl</translation>
    </message>
    <message>
        <source>Sans</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Preferans</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>rekontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>subkontra</source>
        <translation>Subkontra</translation>
    </message>
    <message>
        <source>mortkontra</source>
        <translation>Mortkontra</translation>
    </message>
    <message>
        <source>Passed out: all passed</source>
        <translation>Eingepasst: alle haben gepasst</translation>
    </message>
    <message>
        <source>Game %1 (G%2), without the talon</source>
        <translation>Spiel %1 (G%2), ohne Talon</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>a preferans call</comment>
        <translation>Passe</translation>
    </message>
    <message>
        <source>game</source>
        <comment>a preferans call: a game without the talon</comment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>mine %1</source>
        <comment>a preferans call: holding the bid</comment>
        <translation>mein %1</translation>
    </message>
</context>
<context>
    <name>kib::tablefacts</name>
    <message>
        <source>%1 HCP</source>
        <translation>%1 FP</translation>
    </message>
    <message>
        <source>HCP: N-S %1 · E-W %2</source>
        <translation>FP: N-S %1 · O-W %2</translation>
    </message>
    <message>
        <source>Score: passed out, 0</source>
        <translation>Ergebnis: eingepasst, 0</translation>
    </message>
    <message>
        <source>Score: N-S %1 (%2%3 by %4, %5)</source>
        <translation>Ergebnis: N-S %1 (%2%3 von %4, %5)</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>in Gefahr</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>nicht in Gefahr</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>IMPs:</source>
        <translation>IMPs:</translation>
    </message>
    <message>
        <source>Matchpoints:</source>
        <translation>Matchpunkte:</translation>
    </message>
    <message>
        <source>Percentage:</source>
        <translation>Prozent:</translation>
    </message>
</context>
</TS>
