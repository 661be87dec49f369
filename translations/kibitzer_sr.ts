<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_RS">
<context>
    <name>QObject</name>
    <message>
        <source>Board %1</source>
        <translation>Дељење %1</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Запис %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Обриши %1</translation>
    </message>
    <message>
        <source>Move %1 Up</source>
        <translation>%1 навише</translation>
    </message>
    <message>
        <source>Move %1 Down</source>
        <translation>%1 наниже</translation>
    </message>
    <message>
        <source>none vulnerable</source>
        <translation>нико у зони</translation>
    </message>
    <message>
        <source>N-S vulnerable</source>
        <translation>С-Ј у зони</translation>
    </message>
    <message>
        <source>E-W vulnerable</source>
        <translation>И-З у зони</translation>
    </message>
    <message>
        <source>both vulnerable</source>
        <translation>сви у зони</translation>
    </message>
    <message>
        <source>vulnerability not given: none assumed</source>
        <translation>зона није наведена: узето је да нико није у зони</translation>
    </message>
</context>
<context>
    <name>kib::Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Отвори…</translation>
    </message>
    <message>
        <source>Open files of deals</source>
        <translation>Отвори датотеке са дељењима</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>&amp;Затвори датотеку</translation>
    </message>
    <message>
        <source>Close the current file</source>
        <translation>Затвори текућу датотеку</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Очисти скорашње датотеке</translation>
    </message>
    <message>
        <source>Forget the list of recent files</source>
        <translation>Заборави списак скорашњих датотека</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Крај</translation>
    </message>
    <message>
        <source>Quit Kibitzer</source>
        <translation>Затвори Kibitzer</translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation>На &amp;почетак</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Назад на дељење</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Претходни &amp;штих</translation>
    </message>
    <message>
        <source>Back one trick</source>
        <translation>Један штих назад</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>Пре&amp;тходни корак</translation>
    </message>
    <message>
        <source>Back one call or card</source>
        <translation>Једна лицитација или карта назад</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Следећи корак</translation>
    </message>
    <message>
        <source>Forward one call or card</source>
        <translation>Једна лицитација или карта напред</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Следећи ш&amp;тих</translation>
    </message>
    <message>
        <source>Forward one trick</source>
        <translation>Један штих напред</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>На &amp;крај</translation>
    </message>
    <message>
        <source>To the end of the record</source>
        <translation>На крај записа</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Аутоматско играње</translation>
    </message>
    <message>
        <source>Play the record step by step; again to pause</source>
        <translation>Играј запис корак по корак; поново за паузу</translation>
    </message>
    <message>
        <source>Show &amp;Answer</source>
        <translation>Прикажи &amp;одговор</translation>
    </message>
    <message>
        <source>At a “your call?” or “your play?” point: show the answer</source>
        <translation>На месту „ваша лицитација?“ или „ваш потез?“: прикажи одговор</translation>
    </message>
    <message>
        <source>Previous &amp;Record</source>
        <translation>Претходни &amp;запис</translation>
    </message>
    <message>
        <source>The record above in the list</source>
        <translation>Запис изнад на списку</translation>
    </message>
    <message>
        <source>Next R&amp;ecord</source>
        <translation>Следећи з&amp;апис</translation>
    </message>
    <message>
        <source>The record below in the list</source>
        <translation>Запис испод на списку</translation>
    </message>
    <message>
        <source>&amp;Filter Records</source>
        <translation>&amp;Филтрирај записе</translation>
    </message>
    <message>
        <source>Type to filter the record list</source>
        <translation>Куцајте да филтрирате списак записа</translation>
    </message>
    <message>
        <source>Reveal &amp;All Hands</source>
        <translation>Откриј &amp;све руке</translation>
    </message>
    <message>
        <source>Show every hidden hand</source>
        <translation>Прикажи сваку скривену руку</translation>
    </message>
    <message>
        <source>&amp;Hide Hands Again</source>
        <translation>Поново &amp;сакриј руке</translation>
    </message>
    <message>
        <source>Hide the hands the record hides</source>
        <translation>Сакриј руке које запис скрива</translation>
    </message>
    <message>
        <source>Reveal Seat %1</source>
        <translation>Откриј место %1</translation>
    </message>
    <message>
        <source>Show the hidden hand of seat %1</source>
        <translation>Прикажи скривену руку места %1</translation>
    </message>
    <message>
        <source>Card &amp;Images</source>
        <translation>&amp;Слике карата</translation>
    </message>
    <message>
        <source>Draw hands as fanned cards; off: suit rows with symbols</source>
        <translation>Руке као лепеза карата; искључено: редови боја са симболима</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Suits</source>
        <translation>&amp;Четворобојне боје</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green; off: red and black</source>
        <translation>Каро плав и треф зелен; искључено: црвено и црно</translation>
    </message>
    <message>
        <source>&amp;Grey Played Cards</source>
        <translation>&amp;Сиве одигране карте</translation>
    </message>
    <message>
        <source>Keep played cards in the hand, greyed; off: they leave the hand</source>
        <translation>Одигране карте остају у руци, посивеле; искључено: напуштају руку</translation>
    </message>
    <message>
        <source>&amp;Rotate Table</source>
        <translation>&amp;Окрени сто</translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise: another hand at the bottom</source>
        <translation>Окрени сто за једно место у смеру казаљке: друга рука доле</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>Врати &amp;распоред</translation>
    </message>
    <message>
        <source>Put the panels back where they started</source>
        <translation>Врати панеле где су били на почетку</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Цео &amp;екран</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Прикажи прозор преко целог екрана</translation>
    </message>
    <message>
        <source>&amp;About Kibitzer</source>
        <translation>&amp;О програму Kibitzer</translation>
    </message>
    <message>
        <source>About Kibitzer</source>
        <translation>О програму Kibitzer</translation>
    </message>
    <message>
        <source>Find &amp;Boards...</source>
        <translation>Пронађи &amp;дељења...</translation>
    </message>
    <message>
        <source>Find the boards of this file by players, contract, hands, text...</source>
        <translation>Пронађи дељења ове датотеке по играчима, уговору, рукама, тексту...</translation>
    </message>
</context>
<context>
    <name>kib::AnalysisController</name>
    <message>
        <source>No deal shown.</source>
        <translation>Ниједно дељење није приказано.</translation>
    </message>
    <message>
        <source>Double-dummy analysis is for bridge deals.</source>
        <translation>Анализ отворених карата је само за бриџ дељења.</translation>
    </message>
    <message>
        <source>Hidden hands: reveal them (Hands menu) to see the analysis.</source>
        <translation>Скривене руке: откријте их (мени Руке) да видите анализу.</translation>
    </message>
    <message>
        <source>Cannot analyse this deal: %1.</source>
        <translation>Ово дељење не може да се анализира: %1.</translation>
    </message>
    <message>
        <source>dealer %1, %2</source>
        <translation>делилац %1, %2</translation>
    </message>
    <message>
        <source>From the file (%1).</source>
        <translation>Из датотеке (%1).</translation>
    </message>
    <message>
        <source>Solved by DDS.</source>
        <translation>Решио DDS.</translation>
    </message>
    <message>
        <source>Par %1: %2 (%3)</source>
        <translation>Пар %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Par %1 (from the file)</source>
        <translation>Пар %1 (из датотеке)</translation>
    </message>
    <message>
        <source>DDS is solving the deal…</source>
        <translation>DDS решава дељење…</translation>
    </message>
    <message>
        <source>DDS could not solve the deal: %1</source>
        <translation>DDS није могао да реши дељење: %1</translation>
    </message>
    <message>
        <source>DDS agrees with the file.</source>
        <translation>DDS се слаже са датотеком.</translation>
    </message>
    <message>
        <source>DDS disagrees with the file: %1.</source>
        <translation>DDS се не слаже са датотеком: %1.</translation>
    </message>
</context>
<context>
    <name>kib::AuctionModel</name>
    <message>
        <source>Your call?</source>
        <translation>Ваша лицитација?</translation>
    </message>
    <message>
        <source>Alerted</source>
        <translation>Алертирано</translation>
    </message>
    <message>
        <source>Irregularity: %1</source>
        <translation>Неправилност: %1</translation>
    </message>
    <message>
        <source>, vulnerable</source>
        <translation>, у зони</translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, делилац</translation>
    </message>
</context>
<context>
    <name>kib::AuctionView</name>
    <message>
        <source>The auction so far; hover over a call for its explanation, click it to step there</source>
        <translation>Лицитација до сада; задржите миш над лицитацијом за објашњење, кликните да одете тамо</translation>
    </message>
</context>
<context>
    <name>kib::BiddingBox</name>
    <message>
        <source>Irregular (insufficient) bid</source>
        <translation>Неправилна (недовољна) лицитација</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Алерт</translation>
    </message>
    <message>
        <source>Offer every bid: an insufficient bid is entered marked as irregular (^I)</source>
        <translation>Понуди сваку лицитацију: недовољна лицитација се уноси означена као неправилна (^I)</translation>
    </message>
    <message>
        <source>Alert the next call, with the explanation beside</source>
        <translation>Алертирај следећу лицитацију, са објашњењем поред</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Објашњење</translation>
    </message>
    <message>
        <source>Play: click a card of the hand to play</source>
        <translation>Игра: кликните карту руке да је одиграте</translation>
    </message>
    <message>
        <source>No bridge deal</source>
        <translation>Нема бриџ дељења</translation>
    </message>
    <message>
        <source>Step back into the auction to change it</source>
        <translation>Вратите се у лицитацију да бисте је променили</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Сви су рекли пас</translation>
    </message>
    <message>
        <source>The auction is over: %1</source>
        <translation>Лицитација је завршена: %1</translation>
    </message>
    <message>
        <source>The dealer is not known</source>
        <translation>Делилац није познат</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>%1 лицитира</translation>
    </message>
    <message>
        <source> (Irregular enters it anyway)</source>
        <translation> („Неправилна лицитација“ је ипак уноси)</translation>
    </message>
</context>
<context>
    <name>kib::BoardMoveController</name>
    <message>
        <source>There is no board to enter a move on</source>
        <translation>Нема табле на којој би се унео потез</translation>
    </message>
    <message>
        <source>This move replaces the move that followed. Replace it?</source>
        <translation>Овај потез замењује потез који је следио. Заменити га?</translation>
    </message>
    <message>
        <source>This move replaces the %1 moves that followed. Replace them?</source>
        <translation>Овај потез замењује потезе који су следили (%1). Заменити их?</translation>
    </message>
    <message>
        <source>Enter Move</source>
        <translation>Унеси потез</translation>
    </message>
    <message>
        <source>The move was not entered</source>
        <translation>Потез није унет</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Потез %1</translation>
    </message>
    <message>
        <source>The record cannot be edited now</source>
        <translation>Запис се сада не може мењати</translation>
    </message>
</context>
<context>
    <name>kib::BoardMovePicker</name>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>На потезу је %1.</translation>
    </message>
    <message>
        <source>That move cannot be made.</source>
        <translation>Тај потез није могућ.</translation>
    </message>
    <message>
        <source>Do not promote (%1)</source>
        <translation>Не промовиши (%1)</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>Промовиши у %1</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Промоција</translation>
    </message>
    <message>
        <source>The piece becomes:</source>
        <translation>Фигура постаје:</translation>
    </message>
    <message>
        <source>A general in check may not pass.</source>
        <translation>Генерал у шаху не може да прескочи потез.</translation>
    </message>
    <message>
        <source>Only janggi allows a pass.</source>
        <translation>Само џангги дозвољава прескакање потеза.</translation>
    </message>
</context>
<context>
    <name>kib::BoardPainter</name>
    <message>
        <source>river</source>
        <comment>the middle of a xiangqi board</comment>
        <translation>река</translation>
    </message>
</context>
<context>
    <name>kib::BoardPane</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Окрени таблу</translation>
    </message>
    <message>
        <source>Show the board from the other side (F)</source>
        <translation>Прикажи таблу са друге стране (F)</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Окрени</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Почетна позиција</translation>
    </message>
    <message>
        <source>takes %1</source>
        <translation>узима %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 је на потезу</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Прескочи потез</translation>
    </message>
    <message>
        <source>The side to move passes (janggi, when its general is not in check)</source>
        <translation>Страна на потезу прескаче потез (џангги, кад њен генерал није у шаху)</translation>
    </message>
</context>
<context>
    <name>kib::BoardSide</name>
    <message>
        <source>White</source>
        <comment>the side in chess</comment>
        <translation>Бели</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side in chess</comment>
        <translation>Црни</translation>
    </message>
    <message>
        <source>Sente</source>
        <comment>the side moving first in shogi</comment>
        <translation>Сенте</translation>
    </message>
    <message>
        <source>Gote</source>
        <comment>the side moving second in shogi</comment>
        <translation>Готе</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>the side in xiangqi</comment>
        <translation>Црвени</translation>
    </message>
    <message>
        <source>Cho</source>
        <comment>the side moving first in janggi</comment>
        <translation>Чо</translation>
    </message>
    <message>
        <source>Han</source>
        <comment>the side moving second in janggi</comment>
        <translation>Хан</translation>
    </message>
    <message>
        <source>Bottom</source>
        <comment>the side at the bottom of a board</comment>
        <translation>Доле</translation>
    </message>
    <message>
        <source>Top</source>
        <comment>the side at the top of a board</comment>
        <translation>Горе</translation>
    </message>
</context>
<context>
    <name>kib::BoardState</name>
    <message>
        <source>Finished: %1 won.</source>
        <translation>Партија је завршена: победа — %1.</translation>
    </message>
    <message>
        <source>Finished: drawn or no result given.</source>
        <translation>Партија је завршена: реми или резултат није наведен.</translation>
    </message>
    <message>
        <source>In progress (until %1): %2 is better.</source>
        <translation>Партија траје (до %1): боља позиција — %2.</translation>
    </message>
    <message>
        <source>In progress (until %1): even or not stated.</source>
        <translation>Партија траје (до %1): изједначено или није наведено.</translation>
    </message>
    <message>
        <source>%1 is in check.</source>
        <translation>Шах: %1.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>Понуда ремија: %1.</translation>
    </message>
</context>
<context>
    <name>kib::BoardVariant</name>
    <message>
        <source>Board game</source>
        <translation>Игра на табли</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Шах</translation>
    </message>
    <message>
        <source>Makruk</source>
        <comment>Thai chess</comment>
        <translation>Макрук</translation>
    </message>
    <message>
        <source>Shogi</source>
        <comment>Japanese chess</comment>
        <translation>Шоги</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <comment>Chinese chess</comment>
        <translation>Сјангћи</translation>
    </message>
    <message>
        <source>Janggi</source>
        <comment>Korean chess</comment>
        <translation>Џангги</translation>
    </message>
</context>
<context>
    <name>kib::BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Табла</translation>
    </message>
    <message>
        <source>The board is too small to show</source>
        <translation>Табла је премала за приказ</translation>
    </message>
    <message>
        <source>No board to show</source>
        <translation>Нема табле за приказ</translation>
    </message>
</context>
<context>
    <name>kib::ClaimDialog</name>
    <message>
        <source>Claim</source>
        <translation>Захтев за штихове</translation>
    </message>
    <message>
        <source>The play ends with a claim: how many tricks does %1 take in all?</source>
        <translation>Игра се завршава захтевом: колико штихова укупно узима %1?</translation>
    </message>
    <message>
        <source>Tricks for %1 (%2 to %3):</source>
        <translation>Штихови за %1 (од %2 до %3):</translation>
    </message>
</context>
<context>
    <name>kib::CommentEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Додај</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сачувај</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Обриши</translation>
    </message>
    <message>
        <source>At this step</source>
        <translation>На овом кораку</translation>
    </message>
    <message>
        <source>Whole record</source>
        <translation>Цео запис</translation>
    </message>
    <message>
        <source>Commentary at the current step, or about the whole record</source>
        <translation>Коментари на текућем кораку или о целом запису</translation>
    </message>
    <message>
        <source>Write a comment; Add makes a new one, Save changes the one selected</source>
        <translation>Напишите коментар; Додај прави нов, Сачувај мења изабрани</translation>
    </message>
    <message>
        <source>Add the text as a new comment here</source>
        <translation>Додај текст као нов коментар овде</translation>
    </message>
    <message>
        <source>Replace the selected comment by the text</source>
        <translation>Замени изабрани коментар текстом</translation>
    </message>
    <message>
        <source>Delete the selected comment</source>
        <translation>Обриши изабрани коментар</translation>
    </message>
    <message>
        <source>Before the first tag</source>
        <translation>Пре прве ознаке</translation>
    </message>
    <message>
        <source>Add Comment</source>
        <translation>Додај коментар</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Измени коментар</translation>
    </message>
    <message>
        <source>Delete Comment</source>
        <translation>Обриши коментар</translation>
    </message>
</context>
<context>
    <name>kib::DdPanel</name>
    <message>
        <source>DDS is solving this deal</source>
        <translation>DDS решава ово дељење</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БА</translation>
    </message>
    <message>
        <source>N</source>
        <translation>С</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Ј</translation>
    </message>
    <message>
        <source>E</source>
        <translation>И</translation>
    </message>
    <message>
        <source>W</source>
        <translation>З</translation>
    </message>
    <message>
        <source>Tricks each declarer takes in each strain, double dummy</source>
        <translation>Штихови сваког извођача у свакој боји и у БА, отворене карте</translation>
    </message>
    <message>
        <source>Tricks declarer can still take:</source>
        <translation>Штихови које извођач још може да узме:</translation>
    </message>
    <message>
        <source>Not in the file; DDS finds %1</source>
        <translation>Нема у датотеци; DDS налази %1</translation>
    </message>
    <message>
        <source>The file says %1; DDS finds %2</source>
        <translation>Датотека каже %1; DDS налази %2</translation>
    </message>
</context>
<context>
    <name>kib::DealEditor</name>
    <message>
        <source>&amp;Give the Rest</source>
        <translation>&amp;Подели остатак</translation>
    </message>
    <message>
        <source>R&amp;otate</source>
        <translation>О&amp;крени</translation>
    </message>
    <message>
        <source>Edit Deal</source>
        <translation>Измени дељење</translation>
    </message>
    <message>
        <source>Cards clicked in the deck go to this hand</source>
        <translation>Карте кликнуте у шпилу иду овој руци</translation>
    </message>
    <message>
        <source>Cards clicked in the deck go to this pile</source>
        <translation>Карте кликнуте у шпилу иду на ову гомилу</translation>
    </message>
    <message>
        <source>spades.hearts.diamonds.clubs, - for unknown</source>
        <translation>пик.херц.каро.треф, - за непознато</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Непознато</translation>
    </message>
    <message>
        <source>The record does not give this hand</source>
        <translation>Запис не даје ову руку</translation>
    </message>
    <message>
        <source>The record does not give this pile</source>
        <translation>Запис не даје ову гомилу</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Преостале карте</translation>
    </message>
    <message>
        <source>Give the cards left to the one hand that is still short</source>
        <translation>Дај преостале карте јединој руци којој још недостају</translation>
    </message>
    <message>
        <source>Turn the deal one seat clockwise</source>
        <translation>Окрени дељење за једно место у смеру казаљке</translation>
    </message>
    <message>
        <source>Correct %1&apos;s line first</source>
        <translation>Прво исправите ред за %1</translation>
    </message>
    <message>
        <source>%1 is complete</source>
        <translation>%1 је потпун</translation>
    </message>
    <message>
        <source>%1 also in another hand</source>
        <translation>%1 је и у другој руци</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>непознато</translation>
    </message>
    <message>
        <source>partial: %1 of %2</source>
        <translation>делимично: %1 од %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карте</numerusform>
            <numerusform>%n карата</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Give the Rest to %1</source>
        <translation>&amp;Подели остатак: %1</translation>
    </message>
    <message>
        <source>Note: PBN keeps a partial deal only when the hands given hold the same number of cards</source>
        <translation>Напомена: PBN чува делимично дељење само када дате руке имају исти број карата</translation>
    </message>
    <message>
        <source>1 card not dealt</source>
        <translation>1 карта није подељена</translation>
    </message>
    <message>
        <source>%1 cards not dealt</source>
        <translation>Неподељених карата: %1</translation>
    </message>
    <message>
        <source>Give %1 to the selected hand</source>
        <translation>Дај %1 изабраној руци</translation>
    </message>
    <message>
        <source>Put %1 back in the deck</source>
        <translation>Врати %1 у шпил</translation>
    </message>
    <message>
        <source>A card is given twice: the deal cannot be applied</source>
        <translation>Карта је дата двапут: дељење не може да се примени</translation>
    </message>
    <message>
        <source>The play recorded no longer fits this deal:
%1

Apply the deal anyway?</source>
        <translation>Забележена игра више не одговара овом дељењу:
%1

Ипак применити дељење?</translation>
    </message>
</context>
<context>
    <name>kib::DiagnosticsPanel</name>
    <message>
        <source>Severity</source>
        <translation>Тежина</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ред</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Порука</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код грешке</translation>
    </message>
    <message>
        <source>Problems found while reading the file: click one to see its record and line</source>
        <translation>Проблеми нађени при читању датотеке: кликните да видите запис и ред</translation>
    </message>
    <message>
        <source>error</source>
        <translation>грешка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>упозорење</translation>
    </message>
    <message>
        <source>Strict check</source>
        <translation>Строга провера</translation>
    </message>
    <message>
        <source>Judge the file by its notation&apos;s specification: every departure from it is an error</source>
        <translation>Оцењуј датотеку по спецификацији њене нотације: свако одступање од ње је грешка</translation>
    </message>
</context>
<context>
    <name>kib::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Без наслова</translation>
    </message>
    <message>
        <source>%1 has no file or notation yet: use Save As</source>
        <translation>%1 још нема датотеку ни нотацију: користите „Сачувај као“</translation>
    </message>
    <message>
        <source>no notation with id &apos;%1&apos; can be written</source>
        <translation>ниједна нотација са ознаком „%1“ не може да се пише</translation>
    </message>
    <message>
        <source>%1 is still being read</source>
        <translation>%1 се још чита</translation>
    </message>
</context>
<context>
    <name>kib::EditController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Опозови</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Понови</translation>
    </message>
    <message>
        <source>New &amp;Bridge Deal</source>
        <translation>Ново &amp;бриџ дељење</translation>
    </message>
    <message>
        <source>Add a bridge deal after the current record</source>
        <translation>Додај бриџ дељење после текућег записа</translation>
    </message>
    <message>
        <source>&amp;Duplicate Record</source>
        <translation>&amp;Удвостручи запис</translation>
    </message>
    <message>
        <source>Add a copy of the current record after it</source>
        <translation>Додај копију текућег записа после њега</translation>
    </message>
    <message>
        <source>De&amp;lete Record</source>
        <translation>О&amp;бриши запис</translation>
    </message>
    <message>
        <source>Delete the current record</source>
        <translation>Обриши текући запис</translation>
    </message>
    <message>
        <source>Move Record &amp;Up</source>
        <translation>Запис на&amp;више</translation>
    </message>
    <message>
        <source>Move the current record one place up in the file</source>
        <translation>Помери текући запис за једно место навише у датотеци</translation>
    </message>
    <message>
        <source>Move Record Dow&amp;n</source>
        <translation>Запис на&amp;ниже</translation>
    </message>
    <message>
        <source>Move the current record one place down in the file</source>
        <translation>Помери текући запис за једно место наниже у датотеци</translation>
    </message>
    <message>
        <source>Duplicate Record</source>
        <translation>Удвостручи запис</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Бриџ</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Пинокл</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Преферанс</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Шах</translation>
    </message>
    <message>
        <source>New %1 Record</source>
        <translation>Нови запис: %1</translation>
    </message>
</context>
<context>
    <name>kib::EntryController</name>
    <message>
        <source>Bidding Box</source>
        <translation>Кутија за лицитацију</translation>
    </message>
    <message>
        <source>Undo Last &amp;Call</source>
        <translation>Опозови последњу &amp;лицитацију</translation>
    </message>
    <message>
        <source>Remove the last call of the auction</source>
        <translation>Уклони последњу лицитацију</translation>
    </message>
    <message>
        <source>Your Call&amp;?</source>
        <translation>Ваша лицитација&amp;?</translation>
    </message>
    <message>
        <source>Mark or unmark a “your call?” question here</source>
        <translation>Означи или уклони овде питање „ваша лицитација?“</translation>
    </message>
    <message>
        <source>&amp;Alert This Call</source>
        <translation>&amp;Алертирај ову лицитацију</translation>
    </message>
    <message>
        <source>Alert the call shown, with the explanation typed in the bidding box</source>
        <translation>Алертирај приказану лицитацију, са објашњењем укуцаним у кутији за лицитацију</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Ренонс</translation>
    </message>
    <message>
        <source>Accept the next card even though it does not follow suit (marked as a revoke)</source>
        <translation>Прихвати следећу карту иако не прати боју (означено као ренонс)</translation>
    </message>
    <message>
        <source>Clai&amp;m…</source>
        <translation>Зах&amp;тев…</translation>
    </message>
    <message>
        <source>The declaring side claims tricks: the play ends here</source>
        <translation>Страна извођача захтева штихове: игра се овде завршава</translation>
    </message>
    <message>
        <source>Your &amp;Play?</source>
        <translation>Ваш &amp;потез?</translation>
    </message>
    <message>
        <source>Mark or unmark a “your play?” question here</source>
        <translation>Означи или уклони овде питање „ваш потез?“</translation>
    </message>
    <message>
        <source>Undo Last Car&amp;d</source>
        <translation>Опозови последњу &amp;карту</translation>
    </message>
    <message>
        <source>Remove the last card played (and the claim after it)</source>
        <translation>Уклони последњу одиграну карту (и захтев после ње)</translation>
    </message>
    <message>
        <source>Show or hide the bidding box</source>
        <translation>Прикажи или сакриј кутију за лицитацију</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Лицитирај %1</translation>
    </message>
    <message>
        <source>There is no bridge deal to edit</source>
        <translation>Нема бриџ дељења за измену</translation>
    </message>
    <message>
        <source>The record cannot be edited now</source>
        <translation>Запис сада не може да се мења</translation>
    </message>
    <message>
        <source>Step back into the auction to enter a call</source>
        <translation>Вратите се у лицитацију да унесете лицитацију</translation>
    </message>
    <message>
        <source>%1 (Alerted)</source>
        <translation>%1 (алертирано)</translation>
    </message>
    <message>
        <source>There is no call to remove</source>
        <translation>Нема лицитације за уклањање</translation>
    </message>
    <message>
        <source>Remove Call %1</source>
        <translation>Уклони лицитацију %1</translation>
    </message>
    <message>
        <source>Step to a call to alert it</source>
        <translation>Идите на лицитацију да бисте је алертирали</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>Алертирај %1</translation>
    </message>
    <message>
        <source>Remove Alert from %1</source>
        <translation>Уклони алерт са %1</translation>
    </message>
    <message>
        <source>Step into the auction to ask “your call?”</source>
        <translation>Уђите у лицитацију да питате „ваша лицитација?“</translation>
    </message>
    <message>
        <source>Mark Your Call</source>
        <translation>Означи „ваша лицитација?“</translation>
    </message>
    <message>
        <source>Unmark Your Call</source>
        <translation>Уклони „ваша лицитација?“</translation>
    </message>
    <message>
        <source>Step to the play to enter cards</source>
        <translation>Идите на игру да уносите карте</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Одиграј %1</translation>
    </message>
    <message>
        <source>%1 (Revoke)</source>
        <translation>%1 (ренонс)</translation>
    </message>
    <message>
        <source>No card has been played</source>
        <translation>Ниједна карта није одиграна</translation>
    </message>
    <message>
        <source>Remove Card %1</source>
        <translation>Уклони карту %1</translation>
    </message>
    <message>
        <source>Step to the play to claim</source>
        <translation>Идите на игру да бисте захтевали</translation>
    </message>
    <message>
        <source>Claim 1 Trick</source>
        <translation>Захтевај 1 штих</translation>
    </message>
    <message>
        <source>Claim %1 Tricks</source>
        <translation>Захтевај штихова: %1</translation>
    </message>
    <message>
        <source>Step into the play to ask “your play?”</source>
        <translation>Уђите у игру да питате „ваш потез?“</translation>
    </message>
    <message>
        <source>Mark Your Play</source>
        <translation>Означи „ваш потез?“</translation>
    </message>
    <message>
        <source>Unmark Your Play</source>
        <translation>Уклони „ваш потез?“</translation>
    </message>
</context>
<context>
    <name>kib::FileController</name>
    <message>
        <source>&amp;New File</source>
        <translation>&amp;Нова датотека</translation>
    </message>
    <message>
        <source>Start an empty file; add deals with Edit &gt; New Bridge Deal</source>
        <translation>Почни празну датотеку; додајте дељења са Уређивање &gt; Ново бриџ дељење</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сачувај</translation>
    </message>
    <message>
        <source>Save the file in its notation</source>
        <translation>Сачувај датотеку у њеној нотацији</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сачувај &amp;као…</translation>
    </message>
    <message>
        <source>Save the file under another name or in another notation</source>
        <translation>Сачувај датотеку под другим именом или у другој нотацији</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сачувај као</translation>
    </message>
    <message>
        <source>No notation Kibitzer writes can hold these records.</source>
        <translation>Ниједна нотација коју Kibitzer пише не може да прими ове записе.</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>Сачувај %1 као</translation>
    </message>
    <message>
        <source>Record %1: %2</source>
        <translation>Запис %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in %2; saving loses:</source>
        <translation>%1 не може да прими све из %2; чувањем се губи:</translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more (see the details)</source>
        <translation>
            <numerusform>
… и још %n (видите детаље)</numerusform>
            <numerusform>
… и још %n (видите детаље)</numerusform>
            <numerusform>
… и још %n (видите детаље)</numerusform>
        </translation>
    </message>
    <message>
        <source>

Save anyway?</source>
        <translation>

Ипак сачувати?</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Сачувај као %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сачувај</translation>
    </message>
    <message>
        <source>%1 was not saved: %2

The file on disk has not been changed.</source>
        <translation>%1 није сачуван: %2

Датотека на диску није промењена.</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Затвори %1</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation>%1 има несачуване измене. Сачувати их пре затварања?</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Поврати несачуване измене</translation>
    </message>
    <message numerus="yes">
        <source>Kibitzer stopped before %1 was saved. A copy of its %n record(s) was kept at %2.

Recover it? (Discard deletes the copy.)</source>
        <translation>
            <numerusform>Kibitzer се зауставио пре него што је %1 сачуван. Копија (%n запис) чува се у %2.

Поврати је? (Одбаци брише копију.)</numerusform>
            <numerusform>Kibitzer се зауставио пре него што је %1 сачуван. Копија (%n записа) чува се у %2.

Поврати је? (Одбаци брише копију.)</numerusform>
            <numerusform>Kibitzer се зауставио пре него што је %1 сачуван. Копија (%n записа) чува се у %2.

Поврати је? (Одбаци брише копију.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The copy of %1 cannot be read: %2</source>
        <translation>Копија %1 не може да се прочита: %2</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>дељења</translation>
    </message>
    <message>
        <source>Saved %1 as %2: %3</source>
        <translation>%1 сачуван као %2: %3</translation>
    </message>
    <message>
        <source>, %1 kept byte for byte</source>
        <translation>, %1 сачувано бајт по бајт</translation>
    </message>
</context>
<context>
    <name>kib::FileLoader</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>не може да се отвори %1: %2</translation>
    </message>
</context>
<context>
    <name>kib::FindBoardsDialog</name>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Пронађи</translation>
    </message>
    <message>
        <source>Find Boards</source>
        <translation>Пронађи дељења</translation>
    </message>
    <message>
        <source>hcp(N) &gt;= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze</source>
        <translation>hcp(N) &gt;= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze</translation>
    </message>
    <message>
        <source>Conditions joined by and, or, not and parentheses (see kibitzer-cli search in docs/cli.md)</source>
        <translation>Услови спојени са and, or, not и заградама (видите kibitzer-cli search у docs/cli.md)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Уговор</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Штихови</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>The query: %1</source>
        <translation>Упит: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) found</source>
        <translation>
            <numerusform>Пронађен %n запис</numerusform>
            <numerusform>Пронађена %n записа</numerusform>
            <numerusform>Пронађено %n записа</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 found in %2 of %3 records...</source>
        <translation>Пронађено %1 у %2 од %3 записа...</translation>
    </message>
</context>
<context>
    <name>kib::GameEntry</name>
    <message>
        <source>No pinochle hand or preferans deal</source>
        <translation>Нема руке пинокла ни дељења преферанса</translation>
    </message>
    <message>
        <source>Type the deal&apos;s 32 cards</source>
        <translation>Укуцајте 32 карте дељења</translation>
    </message>
    <message>
        <source>%1 to bid</source>
        <translation>%1 лицитира</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Сви су рекли пас</translation>
    </message>
    <message>
        <source>%1 names the contract</source>
        <translation>%1 зове игру</translation>
    </message>
    <message>
        <source>%1 takes the talon</source>
        <translation>%1 узима талон</translation>
    </message>
    <message>
        <source>Select the two cards %1 discards</source>
        <translation>Изаберите две карте које %1 шкартира</translation>
    </message>
    <message>
        <source>Choose who follows</source>
        <translation>Изаберите ко долази</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 игра</translation>
    </message>
    <message>
        <source>The play is over</source>
        <translation>Игра је завршена</translation>
    </message>
    <message>
        <source>The deal is scored</source>
        <translation>Дељење је уписано</translation>
    </message>
    <message>
        <source>%1 to bid over %2</source>
        <translation>%1 лицитира преко %2</translation>
    </message>
    <message>
        <source>Every player passed</source>
        <translation>Сви играчи су рекли пас</translation>
    </message>
    <message>
        <source>%1 names the trump</source>
        <translation>%1 зове адут</translation>
    </message>
    <message>
        <source>Select cards to pass, discard or meld</source>
        <translation>Изаберите карте за додавање, шкарт или зваје</translation>
    </message>
    <message>
        <source>There is no pinochle hand or preferans deal to edit</source>
        <translation>Нема руке пинокла ни дељења преферанса за измену</translation>
    </message>
    <message>
        <source>The record is not a preferans deal</source>
        <translation>Запис није дељење преферанса</translation>
    </message>
    <message>
        <source>Set Deal</source>
        <translation>Постави дељење</translation>
    </message>
    <message>
        <source>The record is not a pinochle hand</source>
        <translation>Запис није рука пинокла</translation>
    </message>
    <message>
        <source>the hands hold cards the deck does not</source>
        <translation>руке држе карте којих нема у шпилу</translation>
    </message>
    <message>
        <source>the hands hold the whole deck: there is no kitty</source>
        <translation>руке држе цео шпил: нема талона</translation>
    </message>
    <message>
        <source>Set Kitty %1</source>
        <translation>Постави талон %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Лицитирај %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>No Trump</source>
        <translation>Без адута</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Адут %1</translation>
    </message>
    <message>
        <source>Contract %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <source>Nobody Follows</source>
        <translation>Нико не долази</translation>
    </message>
    <message>
        <source>Follows: %1</source>
        <translation>Долазе: %1</translation>
    </message>
    <message>
        <source>No Kontra</source>
        <translation>Без контре</translation>
    </message>
    <message>
        <source>Invitation by %1</source>
        <translation>Позив од %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Refa</source>
        <translation>Рефа</translation>
    </message>
    <message>
        <source>No Refa</source>
        <translation>Без рефе</translation>
    </message>
    <message>
        <source>The declarer takes the kitty with the discard: select the cards to discard</source>
        <translation>Извођач узима талон са шкартом: изаберите карте за шкарт</translation>
    </message>
    <message>
        <source>Take Talon</source>
        <translation>Узми талон</translation>
    </message>
    <message>
        <source>Click the cards to discard first</source>
        <translation>Прво кликните карте за шкарт</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Шкарт %1</translation>
    </message>
    <message>
        <source>Cards are passed in pinochle only</source>
        <translation>Карте се додају само у пиноклу</translation>
    </message>
    <message>
        <source>Click the cards to pass first</source>
        <translation>Прво кликните карте за додавање</translation>
    </message>
    <message>
        <source>Pass 1 Card</source>
        <translation>Додај 1 карту</translation>
    </message>
    <message>
        <source>Pass %1 Cards</source>
        <translation>Додај карата: %1</translation>
    </message>
    <message>
        <source> to %1</source>
        <translation> за %1</translation>
    </message>
    <message>
        <source>Choose the seat that receives the cards</source>
        <translation>Изаберите место које прима карте</translation>
    </message>
    <message>
        <source>Meld is declared in pinochle only</source>
        <translation>Зваје се пријављују само у пиноклу</translation>
    </message>
    <message>
        <source>Every seat has declared its meld</source>
        <translation>Свако место је пријавило зваје</translation>
    </message>
    <message>
        <source>Meld for %1</source>
        <translation>Зваје за %1</translation>
    </message>
    <message>
        <source>No card can be played now</source>
        <translation>Сада не може да се одигра карта</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to play</source>
        <translation>На потезу је %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Одиграј %1</translation>
    </message>
    <message>
        <source>no record to edit</source>
        <translation>нема записа за измену</translation>
    </message>
    <message>
        <source>the record is not a card game</source>
        <translation>запис није карташка игра</translation>
    </message>
</context>
<context>
    <name>kib::GameEntryPanel</name>
    <message>
        <source>Deal</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Лицитације</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Уговор</translation>
    </message>
    <message>
        <source>Exchange: click cards of a hand to select them</source>
        <translation>Размена: кликните карте руке да их изаберете</translation>
    </message>
    <message>
        <source>32 cards: 1-8 9 A-W (PPN)</source>
        <translation>32 карте: 1-8 9 A-W (PPN)</translation>
    </message>
    <message>
        <source>Set Deal</source>
        <translation>Постави дељење</translation>
    </message>
    <message>
        <source>Kitty: the Cards Left</source>
        <translation>Талон: преостале карте</translation>
    </message>
    <message>
        <source>The kitty holds the cards of the deck no hand holds</source>
        <translation>Талон држи карте шпила које ниједна рука не држи</translation>
    </message>
    <message>
        <source>Refa</source>
        <translation>Рефа</translation>
    </message>
    <message>
        <source>The deal is played under a refa: its value is doubled</source>
        <translation>Дељење се игра под рефом: вредност му се удвостручује</translation>
    </message>
    <message>
        <source>from </source>
        <translation>од </translation>
    </message>
    <message>
        <source>The lowest bid the table allows</source>
        <translation>Најнижа лицитација коју сто дозвољава</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Лицитирај</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Адут %1</translation>
    </message>
    <message>
        <source>No Trump</source>
        <translation>Без адута</translation>
    </message>
    <message>
        <source>Set Contract</source>
        <translation>Постави уговор</translation>
    </message>
    <message>
        <source>Set Followers</source>
        <translation>Постави ко долази</translation>
    </message>
    <message>
        <source>No kontra</source>
        <translation>Без контре</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Позив</translation>
    </message>
    <message>
        <source>Set Kontra</source>
        <translation>Постави контру</translation>
    </message>
    <message>
        <source>Take Talon</source>
        <translation>Узми талон</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Шкарт</translation>
    </message>
    <message>
        <source>Pass Cards</source>
        <translation>Додај карте</translation>
    </message>
    <message>
        <source>Declare Meld</source>
        <translation>Пријави зваје</translation>
    </message>
    <message>
        <source>The selected cards are the meld of their hand; with none selected, the next seat without meld declares none</source>
        <translation>Изабране карте су зваје своје руке; ако ништа није изабрано, следеће место без звања не пријављује ништа</translation>
    </message>
    <message>
        <source>Clear Selection</source>
        <translation>Поништи избор</translation>
    </message>
    <message>
        <source>Who receives the cards passed: the partner across the table, or another seat</source>
        <translation>Ко прима додате карте: партнер преко пута или друго место</translation>
    </message>
    <message>
        <source>Play: click a card of the hand to play</source>
        <translation>Игра: кликните карту руке да је одиграте</translation>
    </message>
    <message>
        <source>to the partner across</source>
        <translation>партнеру преко пута</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>за %1</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Ништа није изабрано</translation>
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
        <translation> (у зони)</translation>
    </message>
    <message>
        <source>
Hidden hand: click to reveal it (Ctrl+R reveals every hand)</source>
        <translation>
Скривена рука: кликните да је откријете (Ctrl+R открива све руке)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>празно</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>рука није дата</translation>
    </message>
</context>
<context>
    <name>kib::HandWidget</name>
    <message>
        <source> · offers a draw</source>
        <translation> · нуди реми</translation>
    </message>
    <message>
        <source>nothing in hand</source>
        <translation>ништа у руци</translation>
    </message>
</context>
<context>
    <name>kib::HelpMenu</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Упутство</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Пречице тастатуре</translation>
    </message>
    <message>
        <source>Read the user guide (%1)</source>
        <translation>Читај упутство (%1)</translation>
    </message>
    <message>
        <source>List every keyboard shortcut (%1)</source>
        <translation>Списак свих пречица тастатуре (%1)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Пречице тастатуре</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Радња</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Пречица</translation>
    </message>
    <message>
        <source>Kibitzer User Guide</source>
        <translation>Упутство за Kibitzer</translation>
    </message>
</context>
<context>
    <name>kib::HiddenHandActions</name>
    <message>
        <source>Hide %1 in &amp;Quiz</source>
        <translation>Сакриј %1 у &amp;квизу</translation>
    </message>
    <message>
        <source>Hide %1&apos;s hand until the reader asks to see it</source>
        <translation>Сакриј руку %1 док читалац не затражи да је види</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Сакриј %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Прикажи %1</translation>
    </message>
</context>
<context>
    <name>kib::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Језик</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Језик система</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Језик</translation>
    </message>
    <message>
        <source>Kibitzer will use the new language when it starts again.</source>
        <translation>Kibitzer ће користити нови језик када се поново покрене.</translation>
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
        <translation>Читање датотеке</translation>
    </message>
    <message>
        <source>Stop reading the file (the records read so far stay)</source>
        <translation>Прекини читање датотеке (досад прочитани записи остају)</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Прикажи или сакриј панел „%1“</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Лицитација</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Белешке</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Дијагностика</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Извор</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Пинокл</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Записник</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Датотека</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Скорашње</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Уређивање</translation>
    </message>
    <message>
        <source>Auction/&amp;Play</source>
        <translation>Лицитација/&amp;игра</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Преглед</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Руке</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Приказ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>По&amp;моћ</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Главна</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <source>A question: think, then Show Answer (Ctrl+Return)</source>
        <translation>Питање: размислите, па Прикажи одговор (Ctrl+Return)</translation>
    </message>
    <message>
        <source>About Kibitzer</source>
        <translation>О програму Kibitzer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitzer %1&lt;/h3&gt;&lt;p&gt;A viewer and editor of card-game records: bridge (PBN, RBN), pinochle and preferans.&lt;/p&gt;&lt;p&gt;Card faces: the “Nicu White” deck; see resources/cards/README.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitzer %1&lt;/h3&gt;&lt;p&gt;Прегледач и уређивач записа карташких игара: бриџ (PBN, RBN), пинокл и преферанс.&lt;/p&gt;&lt;p&gt;Слике карата: шпил „Nicu White“; видите resources/cards/README.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>Откриј %1</translation>
    </message>
    <message>
        <source> — record %1 of %2</source>
        <translation> — запис %1 од %2</translation>
    </message>
    <message>
        <source> — Kibitzer</source>
        <translation> — Kibitzer</translation>
    </message>
    <message>
        <source>;;All files (*)</source>
        <translation>;;Све датотеке (*)</translation>
    </message>
    <message>
        <source>Open Files of Deals</source>
        <translation>Отвори датотеке са дељењима</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Нема скорашњих датотека</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Читам %1…</translation>
    </message>
    <message>
        <source>Reading %1: %2 records…</source>
        <translation>Читам %1: %2 записа…</translation>
    </message>
    <message>
        <source> (reading stopped)</source>
        <translation> (читање прекинуто)</translation>
    </message>
    <message>
        <source>, %1 errors, %2 warnings</source>
        <translation>, грешака: %1, упозорења: %2</translation>
    </message>
    <message>
        <source>Record %1 could not be read; its text is shown from the file</source>
        <translation>Запис %1 није могао да се прочита; његов текст је приказан из датотеке</translation>
    </message>
    <message>
        <source>Double dummy</source>
        <translation>Анализ отворених карата</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отварање</translation>
    </message>
</context>
<context>
    <name>kib::MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>Потези</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Почетна позиција</translation>
    </message>
</context>
<context>
    <name>kib::NewGameActions</name>
    <message>
        <source>New &amp;Board Game</source>
        <translation>Нова &amp;игра на табли</translation>
    </message>
    <message>
        <source>New &amp;Pinochle Hand…</source>
        <translation>Нова рука &amp;пинокла…</translation>
    </message>
    <message>
        <source>Add a pinochle hand after the current record: 3, 4 or 6 players, single or double deck</source>
        <translation>Додај руку пинокла после текућег записа: 3, 4 или 6 играча, један или два шпила</translation>
    </message>
    <message>
        <source>New P&amp;referans Deal</source>
        <translation>Ново дељење п&amp;реферанса</translation>
    </message>
    <message>
        <source>Add a preferans deal (three players, 32 cards, shuffled) after the current record</source>
        <translation>Додај дељење преферанса (три играча, 32 карте, промешано) после текућег записа</translation>
    </message>
    <message>
        <source>Add a game of %1 from its starting position</source>
        <translation>Додај партију „%1“ од почетне позиције</translation>
    </message>
    <message>
        <source>New Pinochle Hand</source>
        <translation>Нова рука пинокла</translation>
    </message>
    <message>
        <source>New Preferans Deal</source>
        <translation>Ново дељење преферанса</translation>
    </message>
    <message>
        <source>New %1 Game</source>
        <translation>Нова партија: %1</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 играча</translation>
    </message>
    <message>
        <source>4 players (two teams)</source>
        <translation>4 играча (два пара)</translation>
    </message>
    <message>
        <source>6 players (two teams)</source>
        <translation>6 играча (две екипе)</translation>
    </message>
    <message>
        <source>Single deck (48 cards)</source>
        <translation>Један шпил (48 карата)</translation>
    </message>
    <message>
        <source>Double deck (80 cards)</source>
        <translation>Два шпила (80 карата)</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Играчи:</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Шпил:</translation>
    </message>
</context>
<context>
    <name>kib::NotesPanel</name>
    <message>
        <source>Commentary and notes up to the current step; click a step to go there</source>
        <translation>Коментари и белешке до текућег корака; кликните корак да одете тамо</translation>
    </message>
    <message>
        <source>No commentary or notes so far</source>
        <translation>Још нема коментара ни белешки</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alert:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Алерт:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Alert: %1</source>
        <translation>Алерт: %1</translation>
    </message>
</context>
<context>
    <name>kib::PasteController</name>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Налепи</translation>
    </message>
    <message>
        <source>Open the clipboard&apos;s hand viewer link, LIN or PBN text as new records</source>
        <translation>Отвори везу прегледача руку, LIN или PBN текст из оставе као нове записе</translation>
    </message>
    <message>
        <source>Nothing pasted: %1</source>
        <translation>Ништа није налепљено: %1</translation>
    </message>
    <message>
        <source>Nothing pasted: the clipboard holds no link or records Kibitzer reads</source>
        <translation>Ништа није налепљено: остава нема везу ни записе које Kibitzer чита</translation>
    </message>
    <message>
        <source>Paste Record</source>
        <translation>Налепи запис</translation>
    </message>
    <message>
        <source>Paste %1 Records</source>
        <translation>Налепи записе (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n record(s) from %1</source>
        <translation>
            <numerusform>Налепљен %n запис из %1</numerusform>
            <numerusform>Налепљена %n записа из %1</numerusform>
            <numerusform>Налепљено %n записа из %1</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 errors, %2 warnings)</source>
        <translation> (грешака: %1, упозорења: %2)</translation>
    </message>
</context>
<context>
    <name>kib::Pile</name>
    <message>
        <source>Talon</source>
        <comment>the cards dealt aside in preferans</comment>
        <translation>Талон</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>the cards the declarer puts aside in preferans</comment>
        <translation>Шкарт</translation>
    </message>
    <message>
        <source>Kitty</source>
        <comment>the cards dealt aside in pinochle</comment>
        <translation>Талон</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <comment>one of several kitties in pinochle</comment>
        <translation>Талон %1</translation>
    </message>
</context>
<context>
    <name>kib::PinochlePanel</name>
    <message>
        <source>Pinochle: teams, bids by round, exchange, meld and scores at this step</source>
        <translation>Пинокл: екипе, лицитације по круговима, размена, зваје и бодови на овом кораку</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not a pinochle hand.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Није рука пинокла.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Екипе</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Лицитације</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Уговор</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Размена</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Зваје</translation>
    </message>
    <message>
        <source>Counters taken</source>
        <translation>Узете бодовне карте</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Бодови</translation>
    </message>
</context>
<context>
    <name>kib::PlayerAids</name>
    <message>
        <source>High-Card &amp;Points</source>
        <translation>&amp;Поени за фигуре</translation>
    </message>
    <message>
        <source>Show each hand&apos;s high-card points and each pair&apos;s</source>
        <translation>Прикажи поене за фигуре сваке руке и сваког пара</translation>
    </message>
    <message>
        <source>&amp;Shuffle…</source>
        <translation>&amp;Промешај…</translation>
    </message>
    <message>
        <source>Add a bridge deal dealt at random; its seed deals it again</source>
        <translation>Додај насумично подељено бриџ дељење; његово семе га поново дели</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Промешај</translation>
    </message>
    <message>
        <source>Seed of the deal (the same seed deals the same hands; keep it to deal them again):</source>
        <translation>Семе дељења (исто семе дели исте руке; сачувајте га да их поново поделите):</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Д&amp;ељење</translation>
    </message>
    <message>
        <source>Shuffle Deal</source>
        <translation>Промешај дељење</translation>
    </message>
    <message>
        <source>Shuffled a new deal: seed %1</source>
        <translation>Промешано ново дељење: семе %1</translation>
    </message>
</context>
<context>
    <name>kib::PrintController</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Штампај…</translation>
    </message>
    <message>
        <source>Print hand records, quiz handouts or full records</source>
        <translation>Штампај протоколе дељења, листове квиза или пуне записе</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Преглед пре &amp;штампе…</translation>
    </message>
    <message>
        <source>See the pages before printing</source>
        <translation>Погледајте странице пре штампања</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Извези P&amp;DF…</translation>
    </message>
    <message>
        <source>Write the pages as a PDF file</source>
        <translation>Упиши странице у PDF датотеку</translation>
    </message>
    <message>
        <source>Export Dia&amp;gram…</source>
        <translation>Извези &amp;дијаграм…</translation>
    </message>
    <message>
        <source>Save the table at the current step as PNG or SVG</source>
        <translation>Сачувај сто на текућем кораку као PNG или SVG</translation>
    </message>
    <message>
        <source>Copy &amp;Diagram</source>
        <translation>&amp;Копирај дијаграм</translation>
    </message>
    <message>
        <source>Copy the deal as a text diagram with suit symbols, and the table as an image</source>
        <translation>Копирај дељење као текстуални дијаграм са симболима боја, а сто као слику</translation>
    </message>
    <message>
        <source>Nothing to print: open a file first</source>
        <translation>Нема шта да се штампа: прво отворите датотеку</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>Одштампана %n страница</numerusform>
            <numerusform>Одштампане %n странице</numerusform>
            <numerusform>Одштампано %n страница</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>Уписана %n страница у %1</numerusform>
            <numerusform>Уписане %n странице у %1</numerusform>
            <numerusform>Уписано %n страница у %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Извези PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Не може да се упише %1</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Извези дијаграм</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG слика (*.png);;SVG цртеж (*.svg)</translation>
    </message>
    <message>
        <source>Size (width x height):</source>
        <translation>Величина (ширина x висина):</translation>
    </message>
    <message>
        <source>Cannot write %1 %2</source>
        <translation>Не може да се упише %1: %2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Уписано: %1</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Дијаграм је копиран</translation>
    </message>
</context>
<context>
    <name>kib::PrintDialog</name>
    <message>
        <source>The &amp;current record</source>
        <translation>&amp;Текући запис</translation>
    </message>
    <message>
        <source>The &amp;selected records (%1)</source>
        <translation>&amp;Изабрани записи (%1)</translation>
    </message>
    <message>
        <source>&amp;All records of the file (%1)</source>
        <translation>&amp;Сви записи датотеке (%1)</translation>
    </message>
    <message>
        <source>Hidden hands as card &amp;backs (else left blank)</source>
        <translation>Скривене руке као &amp;полеђине карата (иначе празно)</translation>
    </message>
    <message>
        <source>The a&amp;uction</source>
        <translation>&amp;Лицитацију</translation>
    </message>
    <message>
        <source>The &amp;play</source>
        <translation>&amp;Игру</translation>
    </message>
    <message>
        <source>The co&amp;mmentary</source>
        <translation>Ко&amp;ментаре</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Четворобојне боје</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Штампање</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Hand record</source>
        <translation>Протокол дељења</translation>
    </message>
    <message>
        <source>Quiz handout</source>
        <translation>Лист квиза</translation>
    </message>
    <message>
        <source>Full record</source>
        <translation>Пун запис</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Изглед:</translation>
    </message>
    <message>
        <source>Boards a &amp;page:</source>
        <translation>Дељења по &amp;страници:</translation>
    </message>
    <message>
        <source>Gathered at the end</source>
        <translation>Сакупљени на крају</translation>
    </message>
    <message>
        <source>Overleaf, one problem a page</source>
        <translation>На полеђини, један задатак по страници</translation>
    </message>
    <message>
        <source>Quiz &amp;answers:</source>
        <translation>&amp;Одговори квиза:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (САД)</translation>
    </message>
    <message>
        <source>Pape&amp;r:</source>
        <translation>Па&amp;пир:</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> мм</translation>
    </message>
    <message>
        <source>Mar&amp;gins:</source>
        <translation>&amp;Маргине:</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>последњег потеза</translation>
    </message>
    <message>
        <source>Chess variants: board after move</source>
        <translation>Варијанте шаха: табла после потеза</translation>
    </message>
    <message>
        <source>Hand records also show</source>
        <translation>Протоколи дељења приказују и</translation>
    </message>
</context>
<context>
    <name>kib::QuizController</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Квиз</translation>
    </message>
    <message>
        <source>Answer the file&apos;s &quot;your call?&quot; and &quot;your play?&quot; questions</source>
        <translation>Одговорите на питања датотеке „ваша лицитација?“ и „ваш потез?“</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Квиз</translation>
    </message>
    <message>
        <source>Answer as a quiz</source>
        <translation>Одговарај као у квизу</translation>
    </message>
    <message>
        <source>This file holds quiz problems: answer them in Quiz mode (View ▸ Quiz)</source>
        <translation>Ова датотека садржи задатке квиза: одговорите на њих у режиму квиза (Приказ ▸ Квиз)</translation>
    </message>
    <message>
        <source>Quiz off: %1</source>
        <translation>Квиз искључен: %1</translation>
    </message>
    <message>
        <source>Right: %1 of %2</source>
        <translation>Тачно: %1 од %2</translation>
    </message>
    <message>
        <source>No card record to answer</source>
        <translation>Нема записа карташке игре за одговор</translation>
    </message>
    <message>
        <source>This record asks nothing</source>
        <translation>Овај запис ништа не пита</translation>
    </message>
    <message>
        <source>Next Problem goes to the next question</source>
        <translation>Следећи задатак води на следеће питање</translation>
    </message>
    <message>
        <source>Your call? Choose it in the bidding box.</source>
        <translation>Ваша лицитација? Изаберите је у кутији за лицитацију.</translation>
    </message>
    <message>
        <source>Your play? Click the card.</source>
        <translation>Ваш потез? Кликните карту.</translation>
    </message>
    <message>
        <source>Right: %1 is the recorded answer.</source>
        <translation>Тачно: %1 је забележени одговор.</translation>
    </message>
    <message>
        <source>Not the recorded answer: you chose %1, the record has %2.</source>
        <translation>Није забележени одговор: изабрали сте %1, у запису је %2.</translation>
    </message>
    <message>
        <source>No call is asked for here: Next Problem goes to the next question</source>
        <translation>Овде се не пита лицитација: Следећи задатак води на следеће питање</translation>
    </message>
    <message>
        <source>No card is asked for here: Next Problem goes to the next question</source>
        <translation>Овде се не пита карта: Следећи задатак води на следеће питање</translation>
    </message>
    <message>
        <source>The record gives no card here to compare with.</source>
        <translation>Запис овде не даје карту за поређење.</translation>
    </message>
    <message>
        <source>The end of the quiz.</source>
        <translation>Крај квиза.</translation>
    </message>
    <message>
        <source>The end of the quiz: %1</source>
        <translation>Крај квиза: %1</translation>
    </message>
</context>
<context>
    <name>kib::QuizPanel</name>
    <message>
        <source>&amp;Next Problem</source>
        <translation>&amp;Следећи задатак</translation>
    </message>
</context>
<context>
    <name>kib::RecordEditPanels</name>
    <message>
        <source>Tags</source>
        <translation>Ознаке</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Коментари</translation>
    </message>
    <message>
        <source>Edit &amp;Deal…</source>
        <translation>Измени &amp;дељење…</translation>
    </message>
    <message>
        <source>Type or click the hands of the current deal</source>
        <translation>Укуцајте или кликните руке текућег дељења</translation>
    </message>
</context>
<context>
    <name>kib::RecordHeader</name>
    <message>
        <source>Board</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Делилац</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Зона</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Бодовање</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Запис %1</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Бриџ</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Пинокл</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Преферанс</translation>
    </message>
</context>
<context>
    <name>kib::RecordListModel</name>
    <message>
        <source>Board</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Board number</source>
        <translation>Број дељења</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <source>North–South v East–West</source>
        <translation>Север–Југ против Истока–Запада</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Уговор</translation>
    </message>
    <message>
        <source>Decl</source>
        <translation>Изв.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Извођач</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Штихови</translation>
    </message>
    <message>
        <source>Tricks taken by declarer</source>
        <translation>Штихови које је узео извођач</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
</context>
<context>
    <name>kib::RecordListPanel</name>
    <message>
        <source>Open files</source>
        <translation>Отворене датотеке</translation>
    </message>
    <message>
        <source>Filter: board, event, player, contract…</source>
        <translation>Филтер: дељење, турнир, играч, уговор…</translation>
    </message>
    <message>
        <source>Shows the records where any column contains this text (Ctrl+F)</source>
        <translation>Приказује записе у којима нека колона садржи овај текст (Ctrl+F)</translation>
    </message>
    <message>
        <source>Records of the file: Up/Down for the previous and next record</source>
        <translation>Записи датотеке: Горе/Доле за претходни и следећи запис</translation>
    </message>
</context>
<context>
    <name>kib::Refusal</name>
    <message>
        <source>%1 comes after the auction has ended</source>
        <translation>%1 долази после краја лицитације</translation>
    </message>
    <message>
        <source>%1 is not a bid</source>
        <translation>%1 није лицитација</translation>
    </message>
    <message>
        <source>%1 is insufficient after %2 (mark it as an irregular bid to enter it)</source>
        <translation>%1 је недовољна после %2 (означите је као неправилну лицитацију да бисте је унели)</translation>
    </message>
    <message>
        <source>%1 is insufficient after %2</source>
        <translation>%1 је недовољна после %2</translation>
    </message>
    <message>
        <source>X with no bid to double</source>
        <translation>Контра без лицитације која се може контрирати</translation>
    </message>
    <message>
        <source>X of partner&apos;s bid %1</source>
        <translation>Контра на партнерову лицитацију %1</translation>
    </message>
    <message>
        <source>X of a bid already doubled</source>
        <translation>Контра на већ контрирану лицитацију</translation>
    </message>
    <message>
        <source>XX without a double to redouble</source>
        <translation>Реконтра без контре</translation>
    </message>
    <message>
        <source>XX of partner&apos;s double</source>
        <translation>Реконтра на партнерову контру</translation>
    </message>
    <message>
        <source>%1 is not a bridge call</source>
        <translation>%1 није бриџ лицитација</translation>
    </message>
    <message>
        <source>only bridge auctions can be entered</source>
        <translation>могу се уносити само бриџ лицитације</translation>
    </message>
    <message>
        <source>no such place in the auction</source>
        <translation>тог места у лицитацији нема</translation>
    </message>
    <message>
        <source>the dealer is not known: who calls first?</source>
        <translation>делилац није познат: ко први лицитира?</translation>
    </message>
    <message>
        <source>the auction has no call to remove</source>
        <translation>у лицитацији нема ничега за уклањање</translation>
    </message>
    <message>
        <source>cards have been played: remove them first</source>
        <translation>карте су већ одигране: прво их уклоните</translation>
    </message>
    <message>
        <source>no such call</source>
        <translation>те лицитације нема</translation>
    </message>
    <message>
        <source>%1 is not alerted</source>
        <translation>%1 није алертована</translation>
    </message>
    <message>
        <source>no call to alert</source>
        <translation>нема лицитације за алерт</translation>
    </message>
    <message>
        <source>only the play of bridge deals can be entered</source>
        <translation>може се уносити само играње бриџ дељења</translation>
    </message>
    <message>
        <source>the auction is not complete</source>
        <translation>лицитација није завршена</translation>
    </message>
    <message>
        <source>the deal was passed out: there is no play</source>
        <translation>сви су рекли пас: нема играња</translation>
    </message>
    <message>
        <source>no contract and declarer: finish the auction first</source>
        <translation>нема уговора ни извођача: прво завршите лицитацију</translation>
    </message>
    <message>
        <source>no such place in the play</source>
        <translation>тог места у игрању нема</translation>
    </message>
    <message>
        <source>all thirteen tricks have been played: there is nothing to claim</source>
        <translation>свих тринаест штихова је одиграно: нема шта да се тражи</translation>
    </message>
    <message>
        <source>all thirteen tricks have been played</source>
        <translation>свих тринаест штихова је одиграно</translation>
    </message>
    <message>
        <source>not a card</source>
        <translation>то није карта</translation>
    </message>
    <message>
        <source>who plays next is not known (a trick before holds unknown cards)</source>
        <translation>није познато ко следећи игра (у штиху пре тога има непознатих карата)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is not known</source>
        <translation>рука играча %1 није позната</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s card, and it is %3&apos;s turn to play</source>
        <translation>%1 је карта играча %2, а на потезу је %3</translation>
    </message>
    <message>
        <source>%1 does not hold %2</source>
        <translation>%1 нема %2</translation>
    </message>
    <message>
        <source>%1 must follow suit to %2 (mark a revoke to play %3)</source>
        <translation>%1 мора да одговори на боју %2 (означите ренонс да бисте одиграли %3)</translation>
    </message>
    <message>
        <source>no card has been played</source>
        <translation>ниједна карта није одиграна</translation>
    </message>
    <message>
        <source>the declaring side can claim %1 to %2 tricks, not %3</source>
        <translation>страна извођача може да тражи од %1 до %2 штихова, не %3</translation>
    </message>
    <message>
        <source>there is no claim</source>
        <translation>нема захтева за штиховима</translation>
    </message>
    <message>
        <source>There is no piece on %1.</source>
        <translation>На %1 нема фигуре.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: the %2 on %3 is not theirs.</source>
        <translation>На потезу је %1: %2 на %3 није њихова фигура.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 would leave %4&apos;s king in check.</source>
        <translation>%1 %2 на %3 оставио би краља стране %4 у шаху.</translation>
    </message>
    <message>
        <source>%1 may not drop a pawn on %2 to give mate.</source>
        <translation>%1 не сме да спусти пешака на %2 да би дао мат.</translation>
    </message>
    <message>
        <source>%1 cannot be dropped on %2.</source>
        <translation>%1 не може да се спусти на %2.</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot go to %3.</source>
        <translation>%1 са %2 не може на %3.</translation>
    </message>
    <message>
        <source>the card string has %1 characters, not 32</source>
        <translation>низ карата има знакова: %1, а не 32</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: the cards are 1-8, 9 and A-W</source>
        <translation>„%1“ није карта: карте су 1-8, 9 и A-W</translation>
    </message>
    <message>
        <source>the deal has no dealer</source>
        <translation>дељење нема делиоца</translation>
    </message>
    <message>
        <source>not a preferans deal of three players</source>
        <translation>ово није дељење преферанса за три играча</translation>
    </message>
    <message>
        <source>a preferans deal has three hands</source>
        <translation>дељење преферанса има три руке</translation>
    </message>
    <message>
        <source>player %1 holds %2 cards, not 10</source>
        <translation>играч %1 има карата: %2, а не 10</translation>
    </message>
    <message>
        <source>the talon holds %1 cards, not 2</source>
        <translation>у талону има карата: %1, а не 2</translation>
    </message>
    <message>
        <source>%1 is not a card of the preferans deck</source>
        <translation>%1 није карта шпила за преферанс</translation>
    </message>
    <message>
        <source>the cards are not a permutation of the deck: %1 is dealt twice</source>
        <translation>карте нису пермутација шпила: %1 је подељена двапут</translation>
    </message>
    <message>
        <source>call %1 (%2) does not follow the rules</source>
        <translation>лицитација %1 (%2) није по правилима</translation>
    </message>
    <message>
        <source>the auction is over</source>
        <translation>лицитација је завршена</translation>
    </message>
    <message>
        <source>player %1 cannot say %2 now: %3</source>
        <translation>играч %1 сада не може да каже %2: %3</translation>
    </message>
    <message>
        <source>the auction is not over</source>
        <translation>лицитација није завршена</translation>
    </message>
    <message>
        <source>everybody passed: nobody takes the talon</source>
        <translation>сви су рекли пас: нико не узима талон</translation>
    </message>
    <message>
        <source>a game is played without the talon</source>
        <translation>игра се игра без талона</translation>
    </message>
    <message>
        <source>the talon is taken</source>
        <translation>талон је већ узет</translation>
    </message>
    <message>
        <source>the deal has no talon</source>
        <translation>дељење нема талон</translation>
    </message>
    <message>
        <source>nobody has taken the talon</source>
        <translation>нико није узео талон</translation>
    </message>
    <message>
        <source>the discards are made</source>
        <translation>шкарт је већ направљен</translation>
    </message>
    <message>
        <source>the main player discards two cards</source>
        <translation>извођач шкартира две карте</translation>
    </message>
    <message>
        <source>player %1 holds no %2</source>
        <translation>играч %1 нема %2</translation>
    </message>
    <message>
        <source>nobody has won the auction</source>
        <translation>нико није добио лицитацију</translation>
    </message>
    <message>
        <source>%1 is not a contract: 2 to 8</source>
        <translation>%1 није игра: од 2 до 8</translation>
    </message>
    <message>
        <source>the game named is %1</source>
        <translation>названа игра је %1</translation>
    </message>
    <message>
        <source>the main player takes the talon first</source>
        <translation>извођач прво узима талон</translation>
    </message>
    <message>
        <source>the main player discards before choosing the contract</source>
        <translation>извођач шкартира пре него што изабере игру</translation>
    </message>
    <message>
        <source>the auction was won at %1: the contract is at least that</source>
        <translation>лицитација је добијена на %1: игра не може бити нижа</translation>
    </message>
    <message>
        <source>there is no contract to follow</source>
        <translation>нема игре на коју се долази</translation>
    </message>
    <message>
        <source>the play has started</source>
        <translation>одигравање је почело</translation>
    </message>
    <message>
        <source>player %1 cannot follow</source>
        <translation>играч %1 не може да дође</translation>
    </message>
    <message>
        <source>there is no contract</source>
        <translation>нема игре</translation>
    </message>
    <message>
        <source>kontra goes from 1 (kontra) to 4 (mortkontra); an invitation is not a kontra</source>
        <translation>контра иде од 1 (контра) до 4 (мортконтра); позив није контра</translation>
    </message>
    <message>
        <source>player %1 does not follow: only a follower starts a kontra or invites</source>
        <translation>играч %1 не долази: само онај ко долази даје контру или позива</translation>
    </message>
    <message>
        <source>nobody follows: there is no play</source>
        <translation>нико не долази: нема одигравања</translation>
    </message>
    <message>
        <source>nobody is to play</source>
        <translation>нико није на потезу</translation>
    </message>
    <message>
        <source>player %1 does not hold %2</source>
        <translation>играч %1 нема %2</translation>
    </message>
    <message>
        <source>player %1 must follow %2</source>
        <translation>играч %1 мора да одговори на боју %2</translation>
    </message>
    <message>
        <source>player %1 has no %2 and must trump</source>
        <translation>играч %1 нема %2 и мора да сече адутом</translation>
    </message>
    <message>
        <source>the play is not over</source>
        <translation>одигравање није завршено</translation>
    </message>
    <message>
        <source>call %1 comes after the end of the auction</source>
        <translation>лицитација %1 долази после краја лицитације</translation>
    </message>
    <message>
        <source>call %1: Seat%2 is in the auction</source>
        <translation>лицитација %1: место %2 је још у лицитацији</translation>
    </message>
    <message>
        <source>call %1: Seat%2 is out of the auction</source>
        <translation>лицитација %1: место %2 је изашло из лицитације</translation>
    </message>
    <message>
        <source>call %1: %2 does not exceed %3</source>
        <translation>лицитација %1: %2 није веће од %3</translation>
    </message>
    <message>
        <source>call %1 is not known</source>
        <translation>лицитација %1 није позната</translation>
    </message>
    <message>
        <source>a bid is a positive number</source>
        <translation>лицитација је позитиван број</translation>
    </message>
    <message>
        <source>a bid of %1 does not exceed Seat%2&apos;s %3</source>
        <translation>лицитација %1 није већа од лицитације места %2 (%3)</translation>
    </message>
    <message>
        <source>bids start at %1</source>
        <translation>лицитације почињу од %1</translation>
    </message>
    <message>
        <source>every player passed: there is no contract</source>
        <translation>сви су рекли пас: нема игре</translation>
    </message>
    <message>
        <source>the kitty is dealt before the auction</source>
        <translation>талон се дели пре лицитације</translation>
    </message>
    <message>
        <source>the hands hold cards the deck does not</source>
        <translation>руке држе карте којих нема у шпилу</translation>
    </message>
    <message>
        <source>the kitty holds cards the hands and the deck leave no room for</source>
        <translation>у талону су карте за које руке и шпил не остављају места</translation>
    </message>
    <message>
        <source>the deal leaves %1 over: the kitty holds what the hands do not</source>
        <translation>после дељења преостаје %1: у талону је оно чега нема у рукама</translation>
    </message>
    <message>
        <source>cards are passed once the contract is made</source>
        <translation>карте се додају кад је игра одређена</translation>
    </message>
    <message>
        <source>cards pass from one seat to another</source>
        <translation>карте иду са једног места на друго</translation>
    </message>
    <message>
        <source>no cards to pass</source>
        <translation>нема карата за додавање</translation>
    </message>
    <message>
        <source>the meld or the play has started</source>
        <translation>пријављивање звања или одигравање је почело</translation>
    </message>
    <message>
        <source>Seat%1 does not hold %2</source>
        <translation>место %1 нема %2</translation>
    </message>
    <message>
        <source>the declarer discards once the contract is made</source>
        <translation>извођач шкартира кад је игра одређена</translation>
    </message>
    <message>
        <source>the discard is made</source>
        <translation>шкарт је већ направљен</translation>
    </message>
    <message>
        <source>the declarer discards as many cards as the kitty brought (%1)</source>
        <translation>извођач шкартира онолико карата колико је донео талон (%1)</translation>
    </message>
    <message>
        <source>meld is tabled once the contract is made</source>
        <translation>зваје се пријављују кад је игра одређена</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>таквог места нема</translation>
    </message>
    <message>
        <source>Seat%1 has tabled its meld</source>
        <translation>место %1 је већ пријавило зваје</translation>
    </message>
    <message>
        <source>the hands are played out</source>
        <translation>руке су одигране</translation>
    </message>
    <message>
        <source>Seat%1 must follow %2</source>
        <translation>место %1 мора да одговори на боју %2</translation>
    </message>
    <message>
        <source>Seat%1 must beat the best %2 on the trick</source>
        <translation>место %1 мора да пребије најјачу %2 у штиху</translation>
    </message>
    <message>
        <source>Seat%1 has no %2 and must trump</source>
        <translation>место %1 нема %2 и мора да сече адутом</translation>
    </message>
    <message>
        <source>Seat%1 must beat the best trump on the trick</source>
        <translation>место %1 мора да пребије најјачег адута у штиху</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, not in Seat%3&apos;s hand</source>
        <translation>зваје %1 показују %2, којих нема у руци места %3</translation>
    </message>
    <message>
        <source>Meld%1 gives %2 points: the cards are worth %3</source>
        <translation>зваје %1 дају бодова: %2, а карте вреде %3</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, in no meld</source>
        <translation>зваје %1 показују %2, које нису ни у једном звању</translation>
    </message>
    <message>
        <source>A tag needs a name</source>
        <translation>ознака мора да има име</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a tag name begins with an upper-case letter</source>
        <translation>„%1“: име ознаке почиње великим словом</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a tag name holds only letters, digits and &apos;_&apos; (not &apos;%2&apos;)</source>
        <translation>„%1“: име ознаке садржи само слова, цифре и „_“ (не „%2“)</translation>
    </message>
    <message>
        <source>The record has a %1 tag already: edit its value</source>
        <translation>запис већ има ознаку %1: измените њену вредност</translation>
    </message>
    <message>
        <source>%1 is entered with its own editor, not as a tag</source>
        <translation>%1 се уноси у сопственом уређивачу, не као ознака</translation>
    </message>
    <message>
        <source>%1: a tag value is one line</source>
        <translation>%1: вредност ознаке је један ред</translation>
    </message>
    <message>
        <source>The deal is edited with Edit ▸ Edit Deal…</source>
        <translation>Дељење се мења преко Уређивање ▸ Измени дељење…</translation>
    </message>
    <message>
        <source>The %1 tag follows the play entered</source>
        <translation>ознака %1 следи из унетог одигравања</translation>
    </message>
    <message>
        <source>The %1 tag follows the auction entered</source>
        <translation>ознака %1 следи из унете лицитације</translation>
    </message>
    <message>
        <source>Board &quot;%1&quot; is not a positive number</source>
        <translation>Board „%1“ није позитиван број</translation>
    </message>
    <message>
        <source>Dealer &quot;%1&quot; is not a seat: N, E, S or W</source>
        <translation>Dealer „%1“ није место: N, E, S или W</translation>
    </message>
    <message>
        <source>Declarer &quot;%1&quot; is not a seat N, E, S or W (or ^ and a seat when declarer and dummy were swapped)</source>
        <translation>Declarer „%1“ није место N, E, S или W (или ^ и место кад су извођач и мртвац замењени)</translation>
    </message>
    <message>
        <source>Vulnerable &quot;%1&quot; is not None, NS, EW or All (or Love, -, Both)</source>
        <translation>Vulnerable „%1“ није None, NS, EW или All (или Love, -, Both)</translation>
    </message>
    <message>
        <source>Contract &quot;%1&quot; is not Pass or a level 1 to 7, a denomination C, D, H, S or NT, and X or XX when doubled (e.g. 4HX)</source>
        <translation>Contract „%1“ није Pass ни ниво од 1 до 7 са деноминацијом C, D, H, S или NT и X или XX кад је контрирано (нпр. 4HX)</translation>
    </message>
    <message>
        <source>Hidden &quot;%1&quot;: &apos;%2&apos; is not a seat N, E, S or W</source>
        <translation>Hidden „%1“: „%2“ није место N, E, S или W</translation>
    </message>
    <message>
        <source>Hidden &quot;%1&quot; names %2 twice</source>
        <translation>Hidden „%1“ наводи %2 двапут</translation>
    </message>
    <message>
        <source>Scoring &quot;%1&quot; has an empty field between &apos;;&apos;</source>
        <translation>Scoring „%1“ има празно поље између „;“</translation>
    </message>
    <message>
        <source>Scoring &quot;%1&quot;: a field is a word such as MP, IMP or Butler, fields separated by &apos;;&apos;</source>
        <translation>Scoring „%1“: поље је реч као MP, IMP или Butler, поља раздвојена са „;“</translation>
    </message>
    <message>
        <source>The record has no %1 tag</source>
        <translation>запис нема ознаку %1</translation>
    </message>
    <message>
        <source>%1 is a mandatory tag: set it to &quot;?&quot; when unknown, or empty when it does not apply</source>
        <translation>%1 је обавезна ознака: поставите „?“ кад је непозната, или празно кад се не примењује</translation>
    </message>
    <message>
        <source>The %1 tag goes with its section: it is not removed as a tag</source>
        <translation>ознака %1 иде уз свој одељак: не уклања се као ознака</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot;: %2</source>
        <translation>Result „%1“: %2</translation>
    </message>
    <message>
        <source>a second number needs NS or EW</source>
        <translation>другом броју треба NS или EW</translation>
    </message>
    <message>
        <source>not a number of tricks</source>
        <translation>није број штихова</translation>
    </message>
    <message>
        <source>%1 tricks is more than the deal has</source>
        <translation>штихова %1 — више него што дељење има</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 је наведено двапут</translation>
    </message>
    <message>
        <source>unexpected text after the number of tricks</source>
        <translation>неочекиван текст после броја штихова</translation>
    </message>
    <message>
        <source>NS and EW tricks add up to %1, not %2</source>
        <translation>штихови NS и EW дају збир %1, а не %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has no number</source>
        <translation>%1 „%2“ нема број</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs NS or EW before its second score</source>
        <translation>%1 „%2“ треба NS или EW пре другог резултата</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs NS or EW before the score</source>
        <translation>%1 „%2“ треба NS или EW пре резултата</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; gives %3 twice</source>
        <translation>%1 „%2“ наводи %3 двапут</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1 „%2“ није број</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a well-formed score</source>
        <translation>%1 „%2“ није исправно записан резултат</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; holds &apos;%3&apos; (bad date character)</source>
        <translation>%1 „%2“ садржи „%3“ (неисправан знак датума)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is written YYYYMMDD, not YYYY.MM.DD</source>
        <translation>%1 „%2“ је записано као YYYYMMDD, а не YYYY.MM.DD</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not in the form YYYY.MM.DD (bad date format)</source>
        <translation>%1 „%2“ није у облику YYYY.MM.DD (неисправан облик датума)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has no such month or day (bad date format)</source>
        <translation>%1 „%2“: таквог месеца или дана нема (неисправан облик датума)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not in the form HH:MM:SS</source>
        <translation>%1 „%2“ није у облику HH:MM:SS</translation>
    </message>
    <message>
        <source>Round &quot;%1&quot; is not a round designation: no integer or name of letters, digits and &apos;_&apos; (parts separated by &apos;.&apos;)</source>
        <translation>Round „%1“ није ознака кола: ни цео број ни име од слова, цифара и „_“ (делови раздвојени са „.“)</translation>
    </message>
    <message>
        <source>call %1: %2 is in the auction</source>
        <translation>лицитација %1: %2 је још у лицитацији</translation>
    </message>
    <message>
        <source>call %1: %2 is out of the auction</source>
        <translation>лицитација %1: %2 је изашао из лицитације</translation>
    </message>
    <message>
        <source>a bid of %1 does not exceed the %3 of %2</source>
        <translation>лицитација %1 није већа од лицитације %3 (%2)</translation>
    </message>
    <message>
        <source>%1 has tabled their meld</source>
        <translation>%1 је већ пријавио зваје</translation>
    </message>
    <message>
        <source>%1 must follow %2</source>
        <translation>%1 мора да одговори на боју %2</translation>
    </message>
    <message>
        <source>%1 must beat the best %2 on the trick</source>
        <translation>%1 мора да пребије најјачу %2 у штиху</translation>
    </message>
    <message>
        <source>%1 has no %2 and must trump</source>
        <translation>%1 нема %2 и мора да сече адутом</translation>
    </message>
    <message>
        <source>%1 must beat the best trump on the trick</source>
        <translation>%1 мора да пребије најјачег адута у штиху</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, not in the hand of %3</source>
        <translation>зваје %1 показују %2, којих нема у руци (%3)</translation>
    </message>
</context>
<context>
    <name>kib::ReplayBar</name>
    <message>
        <source>Step through the deal: the deal, each call, each card</source>
        <translation>Корачајте кроз дељење: дељење, свака лицитација, свака карта</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>Текући корак</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Autoplay: time between steps</source>
        <translation>Аутоматско играње: време између корака</translation>
    </message>
    <message>
        <source>Step %1/%2 · %3</source>
        <translation>Корак %1/%2 · %3</translation>
    </message>
</context>
<context>
    <name>kib::ScoreSheetPaper</name>
    <message>
        <source>result %1</source>
        <translation>резултат %1</translation>
    </message>
</context>
<context>
    <name>kib::ScoreSheetView</name>
    <message>
        <source>Deal %1</source>
        <translation>Дељење %1</translation>
    </message>
    <message>
        <source>: passed out, a refa</source>
        <translation>: сви пас, рефа</translation>
    </message>
    <message>
        <source>: %1 plays %2</source>
        <translation>: %1 игра %2</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>нико</translation>
    </message>
    <message>
        <source>, value %1</source>
        <translation>, вредност %1</translation>
    </message>
    <message>
        <source>, under a refa</source>
        <translation>, под рефом</translation>
    </message>
    <message>
        <source>; nobody follows</source>
        <translation>; нико не долази</translation>
    </message>
    <message>
        <source>; followers: %1</source>
        <translation>; долазе: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; invitation by %1</source>
        <translation>; позив од %1</translation>
    </message>
    <message>
        <source>; %1 started by %2</source>
        <translation>; %1 започео %2</translation>
    </message>
    <message>
        <source>; talon %1</source>
        <translation>; талон %1</translation>
    </message>
    <message>
        <source>, discards %1</source>
        <translation>, шкартира %1</translation>
    </message>
    <message>
        <source>, not taken</source>
        <translation>, није узет</translation>
    </message>
    <message>
        <source>The score sheet is kept for preferans games.</source>
        <translation>Записник се води за партије преферанса.</translation>
    </message>
</context>
<context>
    <name>kib::Seat</name>
    <message>
        <source>N</source>
        <translation>С</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>СИ</translation>
    </message>
    <message>
        <source>E</source>
        <translation>И</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>ЈИ</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Ј</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>ЈЗ</translation>
    </message>
    <message>
        <source>W</source>
        <translation>З</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>СЗ</translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>short for Player %1</comment>
        <translation>И%1</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>Northeast</source>
        <translation>Североисток</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Исток</translation>
    </message>
    <message>
        <source>Southeast</source>
        <translation>Југоисток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Југ</translation>
    </message>
    <message>
        <source>Southwest</source>
        <translation>Југозапад</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>Северозапад</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Први</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Други</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Играч %1</translation>
    </message>
</context>
<context>
    <name>kib::SourceView</name>
    <message>
        <source>The record&apos;s text in its file</source>
        <translation>Текст записа у његовој датотеци</translation>
    </message>
    <message>
        <source>The current record as written in the file</source>
        <translation>Текући запис онако како је написан у датотеци</translation>
    </message>
</context>
<context>
    <name>kib::StatusNotice</name>
    <message>
        <source>no records</source>
        <translation>нема записа</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 запис</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>записа: %1</translation>
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
        <translation>Талон</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>the declarer puts cards aside</comment>
        <translation>Шкарт</translation>
    </message>
    <message>
        <source>Passing</source>
        <comment>pinochle: partners pass cards to each other</comment>
        <translation>Додавање карата</translation>
    </message>
    <message>
        <source>Kitty</source>
        <comment>pinochle: the declarer takes the kitty</comment>
        <translation>Талон</translation>
    </message>
    <message>
        <source>Exchange</source>
        <comment>pinochle: the hands after an exchange</comment>
        <translation>Размена</translation>
    </message>
    <message>
        <source>Meld</source>
        <comment>pinochle: the melds are tabled</comment>
        <translation>Зваје</translation>
    </message>
</context>
<context>
    <name>kib::TableWidget</name>
    <message>
        <source>Show answer</source>
        <translation>Прикажи одговор</translation>
    </message>
    <message>
        <source>Show the call or card the record gives here (Ctrl+Return)</source>
        <translation>Прикажи лицитацију или карту коју запис овде даје (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Читам…</translation>
    </message>
    <message>
        <source>Open a file to see its deals</source>
        <translation>Отворите датотеку да видите њена дељења</translation>
    </message>
    <message>
        <source>This record is not a card game: its board view comes with the chess issue</source>
        <translation>Овај запис није карташка игра: његов приказ табле долази са шахом</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Извођач</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>Мртвац</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Делилац: %1</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>%1 лицитира</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Сви су рекли пас</translation>
    </message>
    <message>
        <source>%1 to lead</source>
        <translation>%1 излази</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>, игра %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Уговор</translation>
    </message>
    <message>
        <source>&lt;i&gt;bidding…&lt;/i&gt;</source>
        <translation>&lt;i&gt;лицитација…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>лицитација</translation>
    </message>
    <message>
        <source>&lt;i&gt;not given&lt;/i&gt;</source>
        <translation>&lt;i&gt;није дато&lt;/i&gt;</translation>
    </message>
    <message>
        <source>claim: %1 tricks</source>
        <translation>захтев: %1 штихова</translation>
    </message>
    <message>
        <source>claim: %1</source>
        <translation>захтев: %1</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Штихови</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>С-Ј</translation>
    </message>
    <message>
        <source>Odd seats</source>
        <translation>Непарна места</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>И-З</translation>
    </message>
    <message>
        <source>Even seats</source>
        <translation>Парна места</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Штих %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, излаз: %1</translation>
    </message>
    <message>
        <source>, won by %1</source>
        <translation>, узео %1</translation>
    </message>
    <message>
        <source>result: %1</source>
        <translation>резултат: %1</translation>
    </message>
    <message>
        <source>%1: your call?</source>
        <translation>%1: ваша лицитација?</translation>
    </message>
    <message>
        <source>%1: your play?</source>
        <translation>%1: ваш потез?</translation>
    </message>
    <message>
        <source>Your call?</source>
        <translation>Ваша лицитација?</translation>
    </message>
    <message>
        <source>Your play?</source>
        <translation>Ваш потез?</translation>
    </message>
</context>
<context>
    <name>kib::TagEditor</name>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Додај ознаку</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Уклони ознаку</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Ознака</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Вредност</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>Нова ознака</translation>
    </message>
    <message>
        <source>Add the new tag to the record</source>
        <translation>Додај нову ознаку у запис</translation>
    </message>
    <message>
        <source>Remove the selected tag (mandatory tags stay: set them to &quot;?&quot;)</source>
        <translation>Уклони изабрану ознаку (обавезне ознаке остају: поставите их на „?“)</translation>
    </message>
    <message numerus="yes">
        <source>(table of %n rows)</source>
        <translation>
            <numerusform>(табела од %n реда)</numerusform>
            <numerusform>(табела од %n реда)</numerusform>
            <numerusform>(табела од %n редова)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mandatory, not in the record: written as &quot;?&quot; (unknown)</source>
        <translation>Обавезна, није у запису: пише се као „?“ (непознато)</translation>
    </message>
    <message>
        <source>A table: kept as read</source>
        <translation>Табела: чува се како је прочитана</translation>
    </message>
    <message>
        <source>%1 is set by its own editor</source>
        <translation>%1 се поставља у свом уређивачу</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>празно</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Add Tag %1</source>
        <translation>Додај ознаку %1</translation>
    </message>
    <message>
        <source>Remove Tag %1</source>
        <translation>Уклони ознаку %1</translation>
    </message>
</context>
<context>
    <name>kib::TrickGraph</name>
    <message>
        <source>Tricks the declarer&apos;s side can still take in all, after each card</source>
        <translation>Штихови које страна извођача још може укупно да узме, после сваке карте</translation>
    </message>
</context>
<context>
    <name>kib::TrickView</name>
    <message>
        <source>Trick %1</source>
        <translation>Штих %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, излаз: %1</translation>
    </message>
    <message>
        <source>, won by %1</source>
        <translation>, узео %1</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>излаз</translation>
    </message>
</context>
<context>
    <name>kib::TypedEntry</name>
    <message>
        <source>%1 cannot be entered: %2</source>
        <translation>%1 не може да се унесе: %2</translation>
    </message>
    <message>
        <source>Who plays next is not known</source>
        <translation>Није познато ко следећи игра</translation>
    </message>
    <message>
        <source>%1 holds no %2 it may play</source>
        <translation>%1 нема карту %2 коју сме да одигра</translation>
    </message>
    <message>
        <source>Which %1? Type the suit first (s, h, d, c)</source>
        <translation>Која %1? Прво откуцајте боју (s, h, d, c)</translation>
    </message>
    <message>
        <source>Bid %1…: type the strain (c d h s n)</source>
        <translation>Лицитација %1…: откуцајте боју или БА (c d h s n)</translation>
    </message>
    <message>
        <source>X: Enter to double, x again to redouble</source>
        <translation>X: Enter за контру, поново x за реконтру</translation>
    </message>
    <message>
        <source>%1…: type the rank</source>
        <translation>%1…: откуцајте вредност карте</translation>
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
        <translation>Почетна позиција</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>После потеза %1</translation>
    </message>
    <message>
        <source>In hand (%1): %2</source>
        <translation>У руци (%1): %2</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump</comment>
        <translation>БА</translation>
    </message>
    <message>
        <source>Par: %1</source>
        <translation>Пар: %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Табла %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Дељење %1</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Делилац %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Зона %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Почетна позиција</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>Trick %1: %2 %3</source>
        <translation>Штих %1: %2 %3</translation>
    </message>
    <message>
        <source>Your call?</source>
        <translation>Ваша лицитација?</translation>
    </message>
    <message>
        <source>Your play?</source>
        <translation>Ваш потез?</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Корак по корак</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>стр. %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Сви пас</translation>
    </message>
    <message>
        <source>Betl</source>
        <comment>preferans: misère</comment>
        <translation>Бетл</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <comment>4♠ by North</comment>
        <translation>%1, игра %2</translation>
    </message>
    <message>
        <source>None</source>
        <comment>vulnerability</comment>
        <translation>Нико</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>vulnerability</comment>
        <translation>С-Ј</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>vulnerability</comment>
        <translation>И-З</translation>
    </message>
    <message>
        <source>All</source>
        <comment>vulnerability</comment>
        <translation>Сви</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партија %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <comment>Problem: Board 3</comment>
        <translation>Задатак: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <comment>Answer: Board 3</comment>
        <translation>Решење: %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Делилац: %1</translation>
    </message>
    <message>
        <source>Vul: %1</source>
        <translation>Зона: %1</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Штихови: %1</translation>
    </message>
    <message>
        <source>Melds — %1</source>
        <translation>Зваје — %1</translation>
    </message>
    <message numerus="yes">
        <source>Score sheet after %n deal(s)</source>
        <translation>
            <numerusform>Записник после %n дељења</numerusform>
            <numerusform>Записник после %n дељења</numerusform>
            <numerusform>Записник после %n дељења</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Bula</source>
        <comment>preferans: the pool of points</comment>
        <translation>Була</translation>
    </message>
    <message>
        <source>Soups left</source>
        <comment>preferans: whists written against the left neighbour</comment>
        <translation>Висти лево</translation>
    </message>
    <message>
        <source>Soups right</source>
        <comment>preferans: whists written against the right neighbour</comment>
        <translation>Висти десно</translation>
    </message>
    <message>
        <source>Refe open</source>
        <comment>preferans: rounds of all-pass still to be played</comment>
        <translation>Отворени рефови</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Играч %1</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s)</source>
        <translation>
            <numerusform>Захтев: %n штих</numerusform>
            <numerusform>Захтев: %n штиха</numerusform>
            <numerusform>Захтев: %n штихова</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Захтев: %1</translation>
    </message>
</context>
<context>
    <name>kib::style</name>
    <message>
        <source>Follows: %1</source>
        <translation>Долазе: %1</translation>
    </message>
    <message>
        <source>Nobody follows</source>
        <translation>Нико не долази</translation>
    </message>
    <message>
        <source>refa</source>
        <translation>рефа</translation>
    </message>
    <message>
        <source>The declarer</source>
        <translation>Извођач</translation>
    </message>
    <message>
        <source>%1 takes the talon</source>
        <translation>%1 узима талон</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 шкартира</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 шкартира %2</translation>
    </message>
    <message>
        <source>Cards are passed</source>
        <translation>Карте се додају</translation>
    </message>
    <message>
        <source>%1 takes the kitty</source>
        <translation>%1 узима талон</translation>
    </message>
    <message>
        <source>The hands after the exchange</source>
        <translation>Руке после размене</translation>
    </message>
    <message>
        <source>Melds on the table</source>
        <translation>Зваје на столу</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump, as in 3NT</comment>
        <translation>БА</translation>
    </message>
    <message>
        <source>Betl</source>
        <comment>preferans misere contract</comment>
        <translation>Бетл</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Сви пас</translation>
    </message>
    <message>
        <source>None</source>
        <comment>vulnerability: nobody</comment>
        <translation>Нико</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>vulnerability: North-South</comment>
        <translation>С-Ј</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>vulnerability: East-West</comment>
        <translation>И-З</translation>
    </message>
    <message>
        <source>All</source>
        <comment>vulnerability: both sides</comment>
        <translation>Сви</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>step 0 of a record</comment>
        <translation>Дељење</translation>
    </message>
    <message>
        <source>a card</source>
        <comment>a card not known</comment>
        <translation>карта</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Пик</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Каро</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Херц</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Треф</translation>
    </message>
    <message>
        <source>Betl</source>
        <translation>Бетл</translation>
    </message>
    <message>
        <source>Sans</source>
        <translation>Сан</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Преферанс</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <source>kontra</source>
        <translation>контра</translation>
    </message>
    <message>
        <source>rekontra</source>
        <translation>реконтра</translation>
    </message>
    <message>
        <source>subkontra</source>
        <translation>субконтра</translation>
    </message>
    <message>
        <source>mortkontra</source>
        <translation>мортконтра</translation>
    </message>
    <message>
        <source>Passed out: all passed</source>
        <translation>Сви су рекли „даље“</translation>
    </message>
    <message>
        <source>Game %1 (G%2), without the talon</source>
        <translation>Игра %1 (G%2), без талона</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>a preferans call</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>game</source>
        <comment>a preferans call: a game without the talon</comment>
        <translation>игра</translation>
    </message>
    <message>
        <source>mine %1</source>
        <comment>a preferans call: holding the bid</comment>
        <translation>моје %1</translation>
    </message>
</context>
<context>
    <name>kib::tablefacts</name>
    <message>
        <source>%1 HCP</source>
        <translation>%1 п.</translation>
    </message>
    <message>
        <source>HCP: N-S %1 · E-W %2</source>
        <translation>Поени: С-Ј %1 · И-З %2</translation>
    </message>
    <message>
        <source>Score: passed out, 0</source>
        <translation>Резултат: сви пас, 0</translation>
    </message>
    <message>
        <source>Score: N-S %1 (%2%3 by %4, %5)</source>
        <translation>Резултат: С-Ј %1 (%2%3, играо %4, %5)</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>у зони</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>ван зоне</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Резултат:</translation>
    </message>
    <message>
        <source>IMPs:</source>
        <translation>ИМП:</translation>
    </message>
    <message>
        <source>Matchpoints:</source>
        <translation>Мечпоени:</translation>
    </message>
    <message>
        <source>Percentage:</source>
        <translation>Проценат:</translation>
    </message>
</context>
</TS>
