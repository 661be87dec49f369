<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>QObject</name>
    <message>
        <source>Board %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Запись %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Удалить %1</translation>
    </message>
    <message>
        <source>Move %1 Up</source>
        <translation>%1 выше</translation>
    </message>
    <message>
        <source>Move %1 Down</source>
        <translation>%1 ниже</translation>
    </message>
    <message>
        <source>none vulnerable</source>
        <translation>никто не в зоне</translation>
    </message>
    <message>
        <source>N-S vulnerable</source>
        <translation>С-Ю в зоне</translation>
    </message>
    <message>
        <source>E-W vulnerable</source>
        <translation>В-З в зоне</translation>
    </message>
    <message>
        <source>both vulnerable</source>
        <translation>все в зоне</translation>
    </message>
    <message>
        <source>vulnerability not given: none assumed</source>
        <translation>зональность не указана: принято, что никто не в зоне</translation>
    </message>
</context>
<context>
    <name>kib::Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open files of deals</source>
        <translation>Открыть файлы со сдачами</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>&amp;Закрыть файл</translation>
    </message>
    <message>
        <source>Close the current file</source>
        <translation>Закрыть текущий файл</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Очистить список недавних файлов</translation>
    </message>
    <message>
        <source>Forget the list of recent files</source>
        <translation>Забыть список недавних файлов</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Quit Kibitzer</source>
        <translation>Выйти из Kibitzer</translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation>В &amp;начало</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Назад к раздаче</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Предыдущая в&amp;зятка</translation>
    </message>
    <message>
        <source>Back one trick</source>
        <translation>На одну взятку назад</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>&amp;Предыдущий шаг</translation>
    </message>
    <message>
        <source>Back one call or card</source>
        <translation>На одну заявку или карту назад</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Следующий шаг</translation>
    </message>
    <message>
        <source>Forward one call or card</source>
        <translation>На одну заявку или карту вперёд</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Следующая вз&amp;ятка</translation>
    </message>
    <message>
        <source>Forward one trick</source>
        <translation>На одну взятку вперёд</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <source>To the end of the record</source>
        <translation>В конец записи</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автопроигрывание</translation>
    </message>
    <message>
        <source>Play the record step by step; again to pause</source>
        <translation>Проигрывать запись шаг за шагом; ещё раз — пауза</translation>
    </message>
    <message>
        <source>Show &amp;Answer</source>
        <translation>Показать &amp;ответ</translation>
    </message>
    <message>
        <source>At a “your call?” or “your play?” point: show the answer</source>
        <translation>В точке «ваша заявка?» или «ваш ход?»: показать ответ</translation>
    </message>
    <message>
        <source>Previous &amp;Record</source>
        <translation>Предыдущая &amp;запись</translation>
    </message>
    <message>
        <source>The record above in the list</source>
        <translation>Запись выше в списке</translation>
    </message>
    <message>
        <source>Next R&amp;ecord</source>
        <translation>Следующая з&amp;апись</translation>
    </message>
    <message>
        <source>The record below in the list</source>
        <translation>Запись ниже в списке</translation>
    </message>
    <message>
        <source>&amp;Filter Records</source>
        <translation>&amp;Фильтр записей</translation>
    </message>
    <message>
        <source>Type to filter the record list</source>
        <translation>Введите текст, чтобы отфильтровать список записей</translation>
    </message>
    <message>
        <source>Reveal &amp;All Hands</source>
        <translation>Открыть &amp;все руки</translation>
    </message>
    <message>
        <source>Show every hidden hand</source>
        <translation>Показать все скрытые руки</translation>
    </message>
    <message>
        <source>&amp;Hide Hands Again</source>
        <translation>&amp;Снова скрыть руки</translation>
    </message>
    <message>
        <source>Hide the hands the record hides</source>
        <translation>Скрыть руки, которые скрывает запись</translation>
    </message>
    <message>
        <source>Reveal Seat %1</source>
        <translation>Открыть место %1</translation>
    </message>
    <message>
        <source>Show the hidden hand of seat %1</source>
        <translation>Показать скрытую руку места %1</translation>
    </message>
    <message>
        <source>Card &amp;Images</source>
        <translation>&amp;Изображения карт</translation>
    </message>
    <message>
        <source>Draw hands as fanned cards; off: suit rows with symbols</source>
        <translation>Руки веером из карт; выкл.: строки мастей с символами</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Suits</source>
        <translation>&amp;Четырёхцветные масти</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green; off: red and black</source>
        <translation>Бубны синие, трефы зелёные; выкл.: красные и чёрные</translation>
    </message>
    <message>
        <source>&amp;Grey Played Cards</source>
        <translation>&amp;Серые сыгранные карты</translation>
    </message>
    <message>
        <source>Keep played cards in the hand, greyed; off: they leave the hand</source>
        <translation>Оставлять сыгранные карты в руке серыми; выкл.: они уходят из руки</translation>
    </message>
    <message>
        <source>&amp;Rotate Table</source>
        <translation>&amp;Повернуть стол</translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise: another hand at the bottom</source>
        <translation>Повернуть стол на одно место по часовой стрелке: внизу другая рука</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>Сбросить &amp;расположение</translation>
    </message>
    <message>
        <source>Put the panels back where they started</source>
        <translation>Вернуть панели на исходные места</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Показать окно на весь экран</translation>
    </message>
    <message>
        <source>&amp;About Kibitzer</source>
        <translation>&amp;О программе Kibitzer</translation>
    </message>
    <message>
        <source>About Kibitzer</source>
        <translation>О программе Kibitzer</translation>
    </message>
    <message>
        <source>Find &amp;Boards...</source>
        <translation>Найти &amp;сдачи...</translation>
    </message>
    <message>
        <source>Find the boards of this file by players, contract, hands, text...</source>
        <translation>Найти сдачи этого файла по игрокам, контракту, рукам, тексту...</translation>
    </message>
</context>
<context>
    <name>kib::AnalysisController</name>
    <message>
        <source>No deal shown.</source>
        <translation>Сдача не показана.</translation>
    </message>
    <message>
        <source>Double-dummy analysis is for bridge deals.</source>
        <translation>Анализ в открытую — только для бриджевых сдач.</translation>
    </message>
    <message>
        <source>Hidden hands: reveal them (Hands menu) to see the analysis.</source>
        <translation>Скрытые руки: откройте их (меню «Руки»), чтобы увидеть анализ.</translation>
    </message>
    <message>
        <source>Cannot analyse this deal: %1.</source>
        <translation>Эту сдачу нельзя проанализировать: %1.</translation>
    </message>
    <message>
        <source>dealer %1, %2</source>
        <translation>сдающий %1, %2</translation>
    </message>
    <message>
        <source>From the file (%1).</source>
        <translation>Из файла (%1).</translation>
    </message>
    <message>
        <source>Solved by DDS.</source>
        <translation>Решено DDS.</translation>
    </message>
    <message>
        <source>Par %1: %2 (%3)</source>
        <translation>Пар %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Par %1 (from the file)</source>
        <translation>Пар %1 (из файла)</translation>
    </message>
    <message>
        <source>DDS is solving the deal…</source>
        <translation>DDS решает сдачу…</translation>
    </message>
    <message>
        <source>DDS could not solve the deal: %1</source>
        <translation>DDS не смог решить сдачу: %1</translation>
    </message>
    <message>
        <source>DDS agrees with the file.</source>
        <translation>DDS согласен с файлом.</translation>
    </message>
    <message>
        <source>DDS disagrees with the file: %1.</source>
        <translation>DDS расходится с файлом: %1.</translation>
    </message>
</context>
<context>
    <name>kib::AuctionModel</name>
    <message>
        <source>Your call?</source>
        <translation>Ваша заявка?</translation>
    </message>
    <message>
        <source>Alerted</source>
        <translation>С алертом</translation>
    </message>
    <message>
        <source>Irregularity: %1</source>
        <translation>Нарушение: %1</translation>
    </message>
    <message>
        <source>, vulnerable</source>
        <translation>, в зоне</translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, сдающий</translation>
    </message>
</context>
<context>
    <name>kib::AuctionView</name>
    <message>
        <source>The auction so far; hover over a call for its explanation, click it to step there</source>
        <translation>Торговля до текущего момента; наведите на заявку, чтобы увидеть её объяснение, щёлкните, чтобы перейти к ней</translation>
    </message>
</context>
<context>
    <name>kib::BiddingBox</name>
    <message>
        <source>Irregular (insufficient) bid</source>
        <translation>Нарушение (недостаточная заявка)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Алерт</translation>
    </message>
    <message>
        <source>Offer every bid: an insufficient bid is entered marked as irregular (^I)</source>
        <translation>Предлагать все заявки: недостаточная заявка вводится с пометкой нарушения (^I)</translation>
    </message>
    <message>
        <source>Alert the next call, with the explanation beside</source>
        <translation>Алертовать следующую заявку с объяснением рядом</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Объяснение</translation>
    </message>
    <message>
        <source>Play: click a card of the hand to play</source>
        <translation>Розыгрыш: щёлкните карту руки, чтобы сыграть её</translation>
    </message>
    <message>
        <source>No bridge deal</source>
        <translation>Нет бриджевой сдачи</translation>
    </message>
    <message>
        <source>Step back into the auction to change it</source>
        <translation>Вернитесь в торговлю, чтобы изменить её</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Все пасовали</translation>
    </message>
    <message>
        <source>The auction is over: %1</source>
        <translation>Торговля закончена: %1</translation>
    </message>
    <message>
        <source>The dealer is not known</source>
        <translation>Сдающий неизвестен</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>Заявка за %1</translation>
    </message>
    <message>
        <source> (Irregular enters it anyway)</source>
        <translation> («Нарушение» всё равно вводит её)</translation>
    </message>
</context>
<context>
    <name>kib::BoardMoveController</name>
    <message>
        <source>There is no board to enter a move on</source>
        <translation>Нет доски, на которой можно сделать ход</translation>
    </message>
    <message>
        <source>This move replaces the move that followed. Replace it?</source>
        <translation>Этот ход заменяет следующий ход. Заменить?</translation>
    </message>
    <message>
        <source>This move replaces the %1 moves that followed. Replace them?</source>
        <translation>Этот ход заменяет следующие ходы (%1). Заменить их?</translation>
    </message>
    <message>
        <source>Enter Move</source>
        <translation>Ввод хода</translation>
    </message>
    <message>
        <source>The move was not entered</source>
        <translation>Ход не сделан</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>The record cannot be edited now</source>
        <translation>Запись сейчас нельзя изменить</translation>
    </message>
</context>
<context>
    <name>kib::BoardMovePicker</name>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>Очередь хода: %1.</translation>
    </message>
    <message>
        <source>That move cannot be made.</source>
        <translation>Такой ход невозможен.</translation>
    </message>
    <message>
        <source>Do not promote (%1)</source>
        <translation>Не превращать (%1)</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>Превратить в %1</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Превращение</translation>
    </message>
    <message>
        <source>The piece becomes:</source>
        <translation>Фигура становится:</translation>
    </message>
    <message>
        <source>A general in check may not pass.</source>
        <translation>Генерал под шахом не может пропустить ход.</translation>
    </message>
    <message>
        <source>Only janggi allows a pass.</source>
        <translation>Пропуск хода есть только в чанги.</translation>
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
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>Show the board from the other side (F)</source>
        <translation>Показать доску с другой стороны (F)</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Перевернуть</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>takes %1</source>
        <translation>бьёт %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пропустить ход</translation>
    </message>
    <message>
        <source>The side to move passes (janggi, when its general is not in check)</source>
        <translation>Сторона, чей ход, пропускает его (чанги, если её генералу нет шаха)</translation>
    </message>
</context>
<context>
    <name>kib::BoardSide</name>
    <message>
        <source>White</source>
        <comment>the side in chess</comment>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side in chess</comment>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Sente</source>
        <comment>the side moving first in shogi</comment>
        <translation>Сэнтэ</translation>
    </message>
    <message>
        <source>Gote</source>
        <comment>the side moving second in shogi</comment>
        <translation>Готэ</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>the side in xiangqi</comment>
        <translation>Красные</translation>
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
        <translation>Низ</translation>
    </message>
    <message>
        <source>Top</source>
        <comment>the side at the top of a board</comment>
        <translation>Верх</translation>
    </message>
</context>
<context>
    <name>kib::BoardState</name>
    <message>
        <source>Finished: %1 won.</source>
        <translation>Партия окончена: победа — %1.</translation>
    </message>
    <message>
        <source>Finished: drawn or no result given.</source>
        <translation>Партия окончена: ничья или результат не указан.</translation>
    </message>
    <message>
        <source>In progress (until %1): %2 is better.</source>
        <translation>Партия идёт (до %1): лучше позиция — %2.</translation>
    </message>
    <message>
        <source>In progress (until %1): even or not stated.</source>
        <translation>Партия идёт (до %1): равенство или оценка не указана.</translation>
    </message>
    <message>
        <source>%1 is in check.</source>
        <translation>Шах: %1.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>Предложение ничьей: %1.</translation>
    </message>
</context>
<context>
    <name>kib::BoardVariant</name>
    <message>
        <source>Board game</source>
        <translation>Настольная игра</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Шахматы</translation>
    </message>
    <message>
        <source>Makruk</source>
        <comment>Thai chess</comment>
        <translation>Макрук</translation>
    </message>
    <message>
        <source>Shogi</source>
        <comment>Japanese chess</comment>
        <translation>Сёги</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <comment>Chinese chess</comment>
        <translation>Сянци</translation>
    </message>
    <message>
        <source>Janggi</source>
        <comment>Korean chess</comment>
        <translation>Чанги</translation>
    </message>
</context>
<context>
    <name>kib::BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>The board is too small to show</source>
        <translation>Доска слишком мала для показа</translation>
    </message>
    <message>
        <source>No board to show</source>
        <translation>Нет доски для показа</translation>
    </message>
</context>
<context>
    <name>kib::ClaimDialog</name>
    <message>
        <source>Claim</source>
        <translation>Заявка на взятки</translation>
    </message>
    <message>
        <source>The play ends with a claim: how many tricks does %1 take in all?</source>
        <translation>Розыгрыш заканчивается заявкой на взятки: сколько всего взяток берёт %1?</translation>
    </message>
    <message>
        <source>Tricks for %1 (%2 to %3):</source>
        <translation>Взятки для %1 (от %2 до %3):</translation>
    </message>
</context>
<context>
    <name>kib::CommentEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>At this step</source>
        <translation>На этом шаге</translation>
    </message>
    <message>
        <source>Whole record</source>
        <translation>Вся запись</translation>
    </message>
    <message>
        <source>Commentary at the current step, or about the whole record</source>
        <translation>Комментарии к текущему шагу или ко всей записи</translation>
    </message>
    <message>
        <source>Write a comment; Add makes a new one, Save changes the one selected</source>
        <translation>Напишите комментарий; «Добавить» создаёт новый, «Сохранить» меняет выбранный</translation>
    </message>
    <message>
        <source>Add the text as a new comment here</source>
        <translation>Добавить текст как новый комментарий здесь</translation>
    </message>
    <message>
        <source>Replace the selected comment by the text</source>
        <translation>Заменить выбранный комментарий текстом</translation>
    </message>
    <message>
        <source>Delete the selected comment</source>
        <translation>Удалить выбранный комментарий</translation>
    </message>
    <message>
        <source>Before the first tag</source>
        <translation>Перед первым тегом</translation>
    </message>
    <message>
        <source>Add Comment</source>
        <translation>Добавить комментарий</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Изменить комментарий</translation>
    </message>
    <message>
        <source>Delete Comment</source>
        <translation>Удалить комментарий</translation>
    </message>
</context>
<context>
    <name>kib::DdPanel</name>
    <message>
        <source>DDS is solving this deal</source>
        <translation>DDS решает эту сдачу</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>N</source>
        <translation>С</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Ю</translation>
    </message>
    <message>
        <source>E</source>
        <translation>В</translation>
    </message>
    <message>
        <source>W</source>
        <translation>З</translation>
    </message>
    <message>
        <source>Tricks each declarer takes in each strain, double dummy</source>
        <translation>Взятки каждого разыгрывающего в каждой масти и в БК, в открытую</translation>
    </message>
    <message>
        <source>Tricks declarer can still take:</source>
        <translation>Взятки, которые разыгрывающий ещё может взять:</translation>
    </message>
    <message>
        <source>Not in the file; DDS finds %1</source>
        <translation>Нет в файле; DDS находит %1</translation>
    </message>
    <message>
        <source>The file says %1; DDS finds %2</source>
        <translation>В файле %1; DDS находит %2</translation>
    </message>
</context>
<context>
    <name>kib::DealEditor</name>
    <message>
        <source>&amp;Give the Rest</source>
        <translation>&amp;Отдать остаток</translation>
    </message>
    <message>
        <source>R&amp;otate</source>
        <translation>П&amp;овернуть</translation>
    </message>
    <message>
        <source>Edit Deal</source>
        <translation>Правка раздачи</translation>
    </message>
    <message>
        <source>Cards clicked in the deck go to this hand</source>
        <translation>Карты, выбранные в колоде, идут в эту руку</translation>
    </message>
    <message>
        <source>Cards clicked in the deck go to this pile</source>
        <translation>Карты, выбранные в колоде, идут в эту стопку</translation>
    </message>
    <message>
        <source>spades.hearts.diamonds.clubs, - for unknown</source>
        <translation>пики.червы.бубны.трефы, - если неизвестно</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>The record does not give this hand</source>
        <translation>Запись не содержит эту руку</translation>
    </message>
    <message>
        <source>The record does not give this pile</source>
        <translation>Запись не содержит эту стопку</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Оставшиеся карты</translation>
    </message>
    <message>
        <source>Give the cards left to the one hand that is still short</source>
        <translation>Отдать оставшиеся карты единственной неполной руке</translation>
    </message>
    <message>
        <source>Turn the deal one seat clockwise</source>
        <translation>Повернуть раздачу на одно место по часовой стрелке</translation>
    </message>
    <message>
        <source>Correct %1&apos;s line first</source>
        <translation>Сначала исправьте строку %1</translation>
    </message>
    <message>
        <source>%1 is complete</source>
        <translation>%1 — полная</translation>
    </message>
    <message>
        <source>%1 also in another hand</source>
        <translation>%1 есть и в другой руке</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>partial: %1 of %2</source>
        <translation>неполная: %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Give the Rest to %1</source>
        <translation>&amp;Отдать остаток: %1</translation>
    </message>
    <message>
        <source>Note: PBN keeps a partial deal only when the hands given hold the same number of cards</source>
        <translation>Примечание: PBN сохраняет неполную раздачу, только если в заданных руках поровну карт</translation>
    </message>
    <message>
        <source>1 card not dealt</source>
        <translation>1 карта не роздана</translation>
    </message>
    <message>
        <source>%1 cards not dealt</source>
        <translation>Не роздано карт: %1</translation>
    </message>
    <message>
        <source>Give %1 to the selected hand</source>
        <translation>Отдать %1 выбранной руке</translation>
    </message>
    <message>
        <source>Put %1 back in the deck</source>
        <translation>Вернуть %1 в колоду</translation>
    </message>
    <message>
        <source>A card is given twice: the deal cannot be applied</source>
        <translation>Карта роздана дважды: раздачу нельзя применить</translation>
    </message>
    <message>
        <source>The play recorded no longer fits this deal:
%1

Apply the deal anyway?</source>
        <translation>Записанный розыгрыш больше не подходит к этой раздаче:
%1

Всё равно применить раздачу?</translation>
    </message>
</context>
<context>
    <name>kib::DiagnosticsPanel</name>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код ошибки</translation>
    </message>
    <message>
        <source>Problems found while reading the file: click one to see its record and line</source>
        <translation>Проблемы, найденные при чтении файла: щёлкните, чтобы увидеть запись и строку</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>Strict check</source>
        <translation>Строгая проверка</translation>
    </message>
    <message>
        <source>Judge the file by its notation&apos;s specification: every departure from it is an error</source>
        <translation>Оценивать файл по спецификации его нотации: любое отступление от неё — ошибка</translation>
    </message>
</context>
<context>
    <name>kib::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>%1 has no file or notation yet: use Save As</source>
        <translation>У %1 ещё нет файла или нотации: используйте «Сохранить как»</translation>
    </message>
    <message>
        <source>no notation with id &apos;%1&apos; can be written</source>
        <translation>нет нотации с идентификатором «%1», в которую можно записать</translation>
    </message>
    <message>
        <source>%1 is still being read</source>
        <translation>%1 ещё читается</translation>
    </message>
</context>
<context>
    <name>kib::EditController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>New &amp;Bridge Deal</source>
        <translation>Новая &amp;бриджевая сдача</translation>
    </message>
    <message>
        <source>Add a bridge deal after the current record</source>
        <translation>Добавить бриджевую сдачу после текущей записи</translation>
    </message>
    <message>
        <source>&amp;Duplicate Record</source>
        <translation>&amp;Дублировать запись</translation>
    </message>
    <message>
        <source>Add a copy of the current record after it</source>
        <translation>Добавить копию текущей записи после неё</translation>
    </message>
    <message>
        <source>De&amp;lete Record</source>
        <translation>&amp;Удалить запись</translation>
    </message>
    <message>
        <source>Delete the current record</source>
        <translation>Удалить текущую запись</translation>
    </message>
    <message>
        <source>Move Record &amp;Up</source>
        <translation>Запись &amp;выше</translation>
    </message>
    <message>
        <source>Move the current record one place up in the file</source>
        <translation>Переместить текущую запись на одно место вверх в файле</translation>
    </message>
    <message>
        <source>Move Record Dow&amp;n</source>
        <translation>Запись &amp;ниже</translation>
    </message>
    <message>
        <source>Move the current record one place down in the file</source>
        <translation>Переместить текущую запись на одно место вниз в файле</translation>
    </message>
    <message>
        <source>Duplicate Record</source>
        <translation>Дублировать запись</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Бридж</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Пинокль</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Преферанс</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Шахматы</translation>
    </message>
    <message>
        <source>New %1 Record</source>
        <translation>Новая запись: %1</translation>
    </message>
</context>
<context>
    <name>kib::EntryController</name>
    <message>
        <source>Bidding Box</source>
        <translation>Коробка торговли</translation>
    </message>
    <message>
        <source>Undo Last &amp;Call</source>
        <translation>Отменить последнюю &amp;заявку</translation>
    </message>
    <message>
        <source>Remove the last call of the auction</source>
        <translation>Удалить последнюю заявку торговли</translation>
    </message>
    <message>
        <source>Your Call&amp;?</source>
        <translation>Ваша заявка&amp;?</translation>
    </message>
    <message>
        <source>Mark or unmark a “your call?” question here</source>
        <translation>Поставить или снять здесь вопрос «ваша заявка?»</translation>
    </message>
    <message>
        <source>&amp;Alert This Call</source>
        <translation>&amp;Алертовать эту заявку</translation>
    </message>
    <message>
        <source>Alert the call shown, with the explanation typed in the bidding box</source>
        <translation>Алертовать показанную заявку с объяснением, набранным в коробке торговли</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Ренонс</translation>
    </message>
    <message>
        <source>Accept the next card even though it does not follow suit (marked as a revoke)</source>
        <translation>Принять следующую карту, даже если она не в масть (с пометкой ренонса)</translation>
    </message>
    <message>
        <source>Clai&amp;m…</source>
        <translation>Заявка на вз&amp;ятки…</translation>
    </message>
    <message>
        <source>The declaring side claims tricks: the play ends here</source>
        <translation>Сторона разыгрывающего заявляет взятки: розыгрыш заканчивается здесь</translation>
    </message>
    <message>
        <source>Your &amp;Play?</source>
        <translation>Ваш &amp;ход?</translation>
    </message>
    <message>
        <source>Mark or unmark a “your play?” question here</source>
        <translation>Поставить или снять здесь вопрос «ваш ход?»</translation>
    </message>
    <message>
        <source>Undo Last Car&amp;d</source>
        <translation>Отменить последнюю &amp;карту</translation>
    </message>
    <message>
        <source>Remove the last card played (and the claim after it)</source>
        <translation>Удалить последнюю сыгранную карту (и заявку на взятки после неё)</translation>
    </message>
    <message>
        <source>Show or hide the bidding box</source>
        <translation>Показать или скрыть коробку торговли</translation>
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
        <translation>Заявка %1</translation>
    </message>
    <message>
        <source>There is no bridge deal to edit</source>
        <translation>Нет бриджевой сдачи для правки</translation>
    </message>
    <message>
        <source>The record cannot be edited now</source>
        <translation>Запись сейчас нельзя изменить</translation>
    </message>
    <message>
        <source>Step back into the auction to enter a call</source>
        <translation>Вернитесь в торговлю, чтобы ввести заявку</translation>
    </message>
    <message>
        <source>%1 (Alerted)</source>
        <translation>%1 (с алертом)</translation>
    </message>
    <message>
        <source>There is no call to remove</source>
        <translation>Нет заявки для удаления</translation>
    </message>
    <message>
        <source>Remove Call %1</source>
        <translation>Удалить заявку %1</translation>
    </message>
    <message>
        <source>Step to a call to alert it</source>
        <translation>Перейдите к заявке, чтобы алертовать её</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>Алерт: %1</translation>
    </message>
    <message>
        <source>Remove Alert from %1</source>
        <translation>Снять алерт с %1</translation>
    </message>
    <message>
        <source>Step into the auction to ask “your call?”</source>
        <translation>Перейдите в торговлю, чтобы спросить «ваша заявка?»</translation>
    </message>
    <message>
        <source>Mark Your Call</source>
        <translation>Отметить «ваша заявка?»</translation>
    </message>
    <message>
        <source>Unmark Your Call</source>
        <translation>Снять «ваша заявка?»</translation>
    </message>
    <message>
        <source>Step to the play to enter cards</source>
        <translation>Перейдите к розыгрышу, чтобы вводить карты</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Сыграть %1</translation>
    </message>
    <message>
        <source>%1 (Revoke)</source>
        <translation>%1 (ренонс)</translation>
    </message>
    <message>
        <source>No card has been played</source>
        <translation>Ни одна карта не сыграна</translation>
    </message>
    <message>
        <source>Remove Card %1</source>
        <translation>Удалить карту %1</translation>
    </message>
    <message>
        <source>Step to the play to claim</source>
        <translation>Перейдите к розыгрышу, чтобы заявить взятки</translation>
    </message>
    <message>
        <source>Claim 1 Trick</source>
        <translation>Заявить 1 взятку</translation>
    </message>
    <message>
        <source>Claim %1 Tricks</source>
        <translation>Заявить взяток: %1</translation>
    </message>
    <message>
        <source>Step into the play to ask “your play?”</source>
        <translation>Перейдите в розыгрыш, чтобы спросить «ваш ход?»</translation>
    </message>
    <message>
        <source>Mark Your Play</source>
        <translation>Отметить «ваш ход?»</translation>
    </message>
    <message>
        <source>Unmark Your Play</source>
        <translation>Снять «ваш ход?»</translation>
    </message>
</context>
<context>
    <name>kib::FileController</name>
    <message>
        <source>&amp;New File</source>
        <translation>&amp;Новый файл</translation>
    </message>
    <message>
        <source>Start an empty file; add deals with Edit &gt; New Bridge Deal</source>
        <translation>Начать пустой файл; сдачи добавляются через Правка &gt; Новая бриджевая сдача</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the file in its notation</source>
        <translation>Сохранить файл в его нотации</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save the file under another name or in another notation</source>
        <translation>Сохранить файл под другим именем или в другой нотации</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>No notation Kibitzer writes can hold these records.</source>
        <translation>Ни одна нотация, которую пишет Kibitzer, не может вместить эти записи.</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>Сохранить %1 как</translation>
    </message>
    <message>
        <source>Record %1: %2</source>
        <translation>Запись %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in %2; saving loses:</source>
        <translation>%1 не может вместить всё из %2; при сохранении пропадёт:</translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more (see the details)</source>
        <translation>
            <numerusform>
… и ещё %n (см. подробности)</numerusform>
            <numerusform>
… и ещё %n (см. подробности)</numerusform>
            <numerusform>
… и ещё %n (см. подробности)</numerusform>
        </translation>
    </message>
    <message>
        <source>

Save anyway?</source>
        <translation>

Всё равно сохранить?</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Сохранить как %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>%1 was not saved: %2

The file on disk has not been changed.</source>
        <translation>%1 не сохранён: %2

Файл на диске не изменён.</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Закрыть %1</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation>В %1 есть несохранённые изменения. Сохранить их перед закрытием?</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Восстановить несохранённые изменения</translation>
    </message>
    <message numerus="yes">
        <source>Kibitzer stopped before %1 was saved. A copy of its %n record(s) was kept at %2.

Recover it? (Discard deletes the copy.)</source>
        <translation>
            <numerusform>Kibitzer остановился до сохранения %1. Копия (%n запись) сохранена в %2.

Восстановить? («Отклонить» удаляет копию.)</numerusform>
            <numerusform>Kibitzer остановился до сохранения %1. Копия (%n записи) сохранена в %2.

Восстановить? («Отклонить» удаляет копию.)</numerusform>
            <numerusform>Kibitzer остановился до сохранения %1. Копия (%n записей) сохранена в %2.

Восстановить? («Отклонить» удаляет копию.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The copy of %1 cannot be read: %2</source>
        <translation>Копию %1 нельзя прочитать: %2</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>сдачи</translation>
    </message>
    <message>
        <source>Saved %1 as %2: %3</source>
        <translation>%1 сохранён как %2: %3</translation>
    </message>
    <message>
        <source>, %1 kept byte for byte</source>
        <translation>, %1 сохранено байт в байт</translation>
    </message>
</context>
<context>
    <name>kib::FileLoader</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>не удаётся открыть %1: %2</translation>
    </message>
</context>
<context>
    <name>kib::FindBoardsDialog</name>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>Find Boards</source>
        <translation>Найти сдачи</translation>
    </message>
    <message>
        <source>hcp(N) &gt;= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze</source>
        <translation>hcp(N) &gt;= 15 and shape(S) = any 5+5+xx, player ~ smith, contract = 4S, squeeze</translation>
    </message>
    <message>
        <source>Conditions joined by and, or, not and parentheses (see kibitzer-cli search in docs/cli.md)</source>
        <translation>Условия, соединённые через and, or, not и скобки (см. kibitzer-cli search в docs/cli.md)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>The query: %1</source>
        <translation>Запрос: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) found</source>
        <translation>
            <numerusform>Найдена %n запись</numerusform>
            <numerusform>Найдены %n записи</numerusform>
            <numerusform>Найдено %n записей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 found in %2 of %3 records...</source>
        <translation>Найдено %1 в %2 из %3 записей...</translation>
    </message>
</context>
<context>
    <name>kib::GameEntry</name>
    <message>
        <source>No pinochle hand or preferans deal</source>
        <translation>Нет руки пинокля или сдачи преферанса</translation>
    </message>
    <message>
        <source>Type the deal&apos;s 32 cards</source>
        <translation>Наберите 32 карты сдачи</translation>
    </message>
    <message>
        <source>%1 to bid</source>
        <translation>Торгуется %1</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <source>%1 names the contract</source>
        <translation>%1 объявляет игру</translation>
    </message>
    <message>
        <source>%1 takes the talon</source>
        <translation>%1 берёт прикуп</translation>
    </message>
    <message>
        <source>Select the two cards %1 discards</source>
        <translation>Выберите две карты, которые сносит %1</translation>
    </message>
    <message>
        <source>Choose who follows</source>
        <translation>Выберите, кто вистует</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>The play is over</source>
        <translation>Розыгрыш окончен</translation>
    </message>
    <message>
        <source>The deal is scored</source>
        <translation>Сдача записана в пулю</translation>
    </message>
    <message>
        <source>%1 to bid over %2</source>
        <translation>%1 торгуется выше %2</translation>
    </message>
    <message>
        <source>Every player passed</source>
        <translation>Все игроки спасовали</translation>
    </message>
    <message>
        <source>%1 names the trump</source>
        <translation>%1 называет козырь</translation>
    </message>
    <message>
        <source>Select cards to pass, discard or meld</source>
        <translation>Выберите карты для передачи, сноса или объявления</translation>
    </message>
    <message>
        <source>There is no pinochle hand or preferans deal to edit</source>
        <translation>Нет руки пинокля или сдачи преферанса для правки</translation>
    </message>
    <message>
        <source>The record is not a preferans deal</source>
        <translation>Запись — не сдача преферанса</translation>
    </message>
    <message>
        <source>Set Deal</source>
        <translation>Задать раздачу</translation>
    </message>
    <message>
        <source>The record is not a pinochle hand</source>
        <translation>Запись — не рука пинокля</translation>
    </message>
    <message>
        <source>the hands hold cards the deck does not</source>
        <translation>в руках есть карты, которых нет в колоде</translation>
    </message>
    <message>
        <source>the hands hold the whole deck: there is no kitty</source>
        <translation>в руках вся колода: прикупа нет</translation>
    </message>
    <message>
        <source>Set Kitty %1</source>
        <translation>Задать прикуп %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Заявка %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>No Trump</source>
        <translation>Без козыря</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Козырь %1</translation>
    </message>
    <message>
        <source>Contract %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <source>Nobody Follows</source>
        <translation>Никто не вистует</translation>
    </message>
    <message>
        <source>Follows: %1</source>
        <translation>Вистуют: %1</translation>
    </message>
    <message>
        <source>No Kontra</source>
        <translation>Без контры</translation>
    </message>
    <message>
        <source>Invitation by %1</source>
        <translation>Приглашение от %1</translation>
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
        <translation>Без рефы</translation>
    </message>
    <message>
        <source>The declarer takes the kitty with the discard: select the cards to discard</source>
        <translation>Разыгрывающий берёт прикуп со сносом: выберите карты для сноса</translation>
    </message>
    <message>
        <source>Take Talon</source>
        <translation>Взять прикуп</translation>
    </message>
    <message>
        <source>Click the cards to discard first</source>
        <translation>Сначала щёлкните карты для сноса</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Снос %1</translation>
    </message>
    <message>
        <source>Cards are passed in pinochle only</source>
        <translation>Карты передаются только в пинокле</translation>
    </message>
    <message>
        <source>Click the cards to pass first</source>
        <translation>Сначала щёлкните карты для передачи</translation>
    </message>
    <message>
        <source>Pass 1 Card</source>
        <translation>Передать 1 карту</translation>
    </message>
    <message>
        <source>Pass %1 Cards</source>
        <translation>Передать карт: %1</translation>
    </message>
    <message>
        <source> to %1</source>
        <translation> для %1</translation>
    </message>
    <message>
        <source>Choose the seat that receives the cards</source>
        <translation>Выберите место, которое получает карты</translation>
    </message>
    <message>
        <source>Meld is declared in pinochle only</source>
        <translation>Объявления бывают только в пинокле</translation>
    </message>
    <message>
        <source>Every seat has declared its meld</source>
        <translation>Все места объявили свои комбинации</translation>
    </message>
    <message>
        <source>Meld for %1</source>
        <translation>Объявление для %1</translation>
    </message>
    <message>
        <source>No card can be played now</source>
        <translation>Сейчас нельзя сыграть карту</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to play</source>
        <translation>Сейчас ходит %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Сыграть %1</translation>
    </message>
    <message>
        <source>no record to edit</source>
        <translation>нет записи для правки</translation>
    </message>
    <message>
        <source>the record is not a card game</source>
        <translation>запись — не карточная игра</translation>
    </message>
</context>
<context>
    <name>kib::GameEntryPanel</name>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Заявки</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Exchange: click cards of a hand to select them</source>
        <translation>Обмен: щёлкните карты руки, чтобы выбрать их</translation>
    </message>
    <message>
        <source>32 cards: 1-8 9 A-W (PPN)</source>
        <translation>32 карты: 1-8 9 A-W (PPN)</translation>
    </message>
    <message>
        <source>Set Deal</source>
        <translation>Задать раздачу</translation>
    </message>
    <message>
        <source>Kitty: the Cards Left</source>
        <translation>Прикуп: оставшиеся карты</translation>
    </message>
    <message>
        <source>The kitty holds the cards of the deck no hand holds</source>
        <translation>В прикупе карты колоды, которых нет ни в одной руке</translation>
    </message>
    <message>
        <source>Refa</source>
        <translation>Рефа</translation>
    </message>
    <message>
        <source>The deal is played under a refa: its value is doubled</source>
        <translation>Сдача играется под рефой: её стоимость удваивается</translation>
    </message>
    <message>
        <source>from </source>
        <translation>от </translation>
    </message>
    <message>
        <source>The lowest bid the table allows</source>
        <translation>Самая низкая заявка, которую допускает стол</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Козырь %1</translation>
    </message>
    <message>
        <source>No Trump</source>
        <translation>Без козыря</translation>
    </message>
    <message>
        <source>Set Contract</source>
        <translation>Задать контракт</translation>
    </message>
    <message>
        <source>Set Followers</source>
        <translation>Задать вистующих</translation>
    </message>
    <message>
        <source>No kontra</source>
        <translation>Без контры</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Приглашение</translation>
    </message>
    <message>
        <source>Set Kontra</source>
        <translation>Задать контру</translation>
    </message>
    <message>
        <source>Take Talon</source>
        <translation>Взять прикуп</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Снос</translation>
    </message>
    <message>
        <source>Pass Cards</source>
        <translation>Передать карты</translation>
    </message>
    <message>
        <source>Declare Meld</source>
        <translation>Объявить комбинации</translation>
    </message>
    <message>
        <source>The selected cards are the meld of their hand; with none selected, the next seat without meld declares none</source>
        <translation>Выбранные карты — комбинации их руки; если ничего не выбрано, следующее место без объявления не объявляет ничего</translation>
    </message>
    <message>
        <source>Clear Selection</source>
        <translation>Снять выбор</translation>
    </message>
    <message>
        <source>Who receives the cards passed: the partner across the table, or another seat</source>
        <translation>Кто получает передаваемые карты: партнёр напротив или другое место</translation>
    </message>
    <message>
        <source>Play: click a card of the hand to play</source>
        <translation>Розыгрыш: щёлкните карту руки, чтобы сыграть её</translation>
    </message>
    <message>
        <source>to the partner across</source>
        <translation>партнёру напротив</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>для %1</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Ничего не выбрано</translation>
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
        <translation> (в зоне)</translation>
    </message>
    <message>
        <source>
Hidden hand: click to reveal it (Ctrl+R reveals every hand)</source>
        <translation>
Скрытая рука: щёлкните, чтобы открыть (Ctrl+R открывает все руки)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>Сд</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>рука не задана</translation>
    </message>
</context>
<context>
    <name>kib::HandWidget</name>
    <message>
        <source> · offers a draw</source>
        <translation> · предлагает ничью</translation>
    </message>
    <message>
        <source>nothing in hand</source>
        <translation>в руке ничего</translation>
    </message>
</context>
<context>
    <name>kib::HelpMenu</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Read the user guide (%1)</source>
        <translation>Читать руководство пользователя (%1)</translation>
    </message>
    <message>
        <source>List every keyboard shortcut (%1)</source>
        <translation>Список всех сочетаний клавиш (%1)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Сочетание</translation>
    </message>
    <message>
        <source>Kibitzer User Guide</source>
        <translation>Руководство пользователя Kibitzer</translation>
    </message>
</context>
<context>
    <name>kib::HiddenHandActions</name>
    <message>
        <source>Hide %1 in &amp;Quiz</source>
        <translation>Скрыть %1 в &amp;викторине</translation>
    </message>
    <message>
        <source>Hide %1&apos;s hand until the reader asks to see it</source>
        <translation>Скрыть руку %1, пока читатель не попросит её показать</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Скрыть %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Показать %1</translation>
    </message>
</context>
<context>
    <name>kib::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Kibitzer will use the new language when it starts again.</source>
        <translation>Kibitzer перейдёт на новый язык при следующем запуске.</translation>
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
        <translation>Чтение файла</translation>
    </message>
    <message>
        <source>Stop reading the file (the records read so far stay)</source>
        <translation>Прервать чтение файла (уже прочитанные записи останутся)</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Показать или скрыть панель «%1»</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Диагностика</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Исходный текст</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Пинокль</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Auction/&amp;Play</source>
        <translation>Торговля/&amp;розыгрыш</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Просмотр</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Руки</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>A question: think, then Show Answer (Ctrl+Return)</source>
        <translation>Вопрос: подумайте, затем «Показать ответ» (Ctrl+Return)</translation>
    </message>
    <message>
        <source>About Kibitzer</source>
        <translation>О программе Kibitzer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitzer %1&lt;/h3&gt;&lt;p&gt;A viewer and editor of card-game records: bridge (PBN, RBN), pinochle and preferans.&lt;/p&gt;&lt;p&gt;Card faces: the “Nicu White” deck; see resources/cards/README.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitzer %1&lt;/h3&gt;&lt;p&gt;Просмотр и правка записей карточных игр: бридж (PBN, RBN), пинокль и преферанс.&lt;/p&gt;&lt;p&gt;Изображения карт: колода «Nicu White»; см. resources/cards/README.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>Открыть %1</translation>
    </message>
    <message>
        <source> — record %1 of %2</source>
        <translation> — запись %1 из %2</translation>
    </message>
    <message>
        <source> — Kibitzer</source>
        <translation> — Kibitzer</translation>
    </message>
    <message>
        <source>;;All files (*)</source>
        <translation>;;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open Files of Deals</source>
        <translation>Открыть файлы со сдачами</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Нет недавних файлов</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>Reading %1: %2 records…</source>
        <translation>Чтение %1: записей %2…</translation>
    </message>
    <message>
        <source> (reading stopped)</source>
        <translation> (чтение прервано)</translation>
    </message>
    <message>
        <source>, %1 errors, %2 warnings</source>
        <translation>, ошибок: %1, предупреждений: %2</translation>
    </message>
    <message>
        <source>Record %1 could not be read; its text is shown from the file</source>
        <translation>Запись %1 не удалось прочитать; показан её текст из файла</translation>
    </message>
    <message>
        <source>Double dummy</source>
        <translation>Анализ в открытую</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открытие</translation>
    </message>
</context>
<context>
    <name>kib::MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Начальная позиция</translation>
    </message>
</context>
<context>
    <name>kib::NewGameActions</name>
    <message>
        <source>New &amp;Board Game</source>
        <translation>Новая &amp;настольная игра</translation>
    </message>
    <message>
        <source>New &amp;Pinochle Hand…</source>
        <translation>Новая рука &amp;пинокля…</translation>
    </message>
    <message>
        <source>Add a pinochle hand after the current record: 3, 4 or 6 players, single or double deck</source>
        <translation>Добавить руку пинокля после текущей записи: 3, 4 или 6 игроков, одна или две колоды</translation>
    </message>
    <message>
        <source>New P&amp;referans Deal</source>
        <translation>Новая сдача п&amp;реферанса</translation>
    </message>
    <message>
        <source>Add a preferans deal (three players, 32 cards, shuffled) after the current record</source>
        <translation>Добавить сдачу преферанса (три игрока, 32 карты, перетасованы) после текущей записи</translation>
    </message>
    <message>
        <source>Add a game of %1 from its starting position</source>
        <translation>Добавить партию «%1» с начальной позиции</translation>
    </message>
    <message>
        <source>New Pinochle Hand</source>
        <translation>Новая рука пинокля</translation>
    </message>
    <message>
        <source>New Preferans Deal</source>
        <translation>Новая сдача преферанса</translation>
    </message>
    <message>
        <source>New %1 Game</source>
        <translation>Новая партия: %1</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <source>4 players (two teams)</source>
        <translation>4 игрока (две команды)</translation>
    </message>
    <message>
        <source>6 players (two teams)</source>
        <translation>6 игроков (две команды)</translation>
    </message>
    <message>
        <source>Single deck (48 cards)</source>
        <translation>Одна колода (48 карт)</translation>
    </message>
    <message>
        <source>Double deck (80 cards)</source>
        <translation>Две колоды (80 карт)</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Колода:</translation>
    </message>
</context>
<context>
    <name>kib::NotesPanel</name>
    <message>
        <source>Commentary and notes up to the current step; click a step to go there</source>
        <translation>Комментарии и заметки до текущего шага; щёлкните шаг, чтобы перейти к нему</translation>
    </message>
    <message>
        <source>No commentary or notes so far</source>
        <translation>Пока нет комментариев и заметок</translation>
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
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>Open the clipboard&apos;s hand viewer link, LIN or PBN text as new records</source>
        <translation>Открыть ссылку на просмотр рук, текст LIN или PBN из буфера обмена как новые записи</translation>
    </message>
    <message>
        <source>Nothing pasted: %1</source>
        <translation>Ничего не вставлено: %1</translation>
    </message>
    <message>
        <source>Nothing pasted: the clipboard holds no link or records Kibitzer reads</source>
        <translation>Ничего не вставлено: в буфере обмена нет ссылки или записей, которые читает Kibitzer</translation>
    </message>
    <message>
        <source>Paste Record</source>
        <translation>Вставить запись</translation>
    </message>
    <message>
        <source>Paste %1 Records</source>
        <translation>Вставить записи (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n record(s) from %1</source>
        <translation>
            <numerusform>Вставлена %n запись из %1</numerusform>
            <numerusform>Вставлены %n записи из %1</numerusform>
            <numerusform>Вставлено %n записей из %1</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 errors, %2 warnings)</source>
        <translation> (ошибок: %1, предупреждений: %2)</translation>
    </message>
</context>
<context>
    <name>kib::Pile</name>
    <message>
        <source>Talon</source>
        <comment>the cards dealt aside in preferans</comment>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>the cards the declarer puts aside in preferans</comment>
        <translation>Снос</translation>
    </message>
    <message>
        <source>Kitty</source>
        <comment>the cards dealt aside in pinochle</comment>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <comment>one of several kitties in pinochle</comment>
        <translation>Прикуп %1</translation>
    </message>
</context>
<context>
    <name>kib::PinochlePanel</name>
    <message>
        <source>Pinochle: teams, bids by round, exchange, meld and scores at this step</source>
        <translation>Пинокль: команды, заявки по кругам, обмен, комбинации и очки на этом шаге</translation>
    </message>
    <message>
        <source>&lt;i&gt;Not a pinochle hand.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Это не рука пинокля.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Заявки</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Counters taken</source>
        <translation>Взятые очковые карты</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>kib::PlayerAids</name>
    <message>
        <source>High-Card &amp;Points</source>
        <translation>&amp;Очки за фигуры</translation>
    </message>
    <message>
        <source>Show each hand&apos;s high-card points and each pair&apos;s</source>
        <translation>Показать очки за фигуры каждой руки и каждой пары</translation>
    </message>
    <message>
        <source>&amp;Shuffle…</source>
        <translation>&amp;Перетасовать…</translation>
    </message>
    <message>
        <source>Add a bridge deal dealt at random; its seed deals it again</source>
        <translation>Добавить случайную бриджевую сдачу; её начальное число сдаёт её снова</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Перетасовать</translation>
    </message>
    <message>
        <source>Seed of the deal (the same seed deals the same hands; keep it to deal them again):</source>
        <translation>Начальное число сдачи (одно и то же число сдаёт те же руки; сохраните его, чтобы сдать их снова):</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Р&amp;аздача</translation>
    </message>
    <message>
        <source>Shuffle Deal</source>
        <translation>Перетасовать сдачу</translation>
    </message>
    <message>
        <source>Shuffled a new deal: seed %1</source>
        <translation>Перетасована новая сдача: число %1</translation>
    </message>
</context>
<context>
    <name>kib::PrintController</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Print hand records, quiz handouts or full records</source>
        <translation>Печать протоколов сдач, листков викторины или полных записей</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Пред&amp;просмотр печати…</translation>
    </message>
    <message>
        <source>See the pages before printing</source>
        <translation>Посмотреть страницы перед печатью</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Экспорт в P&amp;DF…</translation>
    </message>
    <message>
        <source>Write the pages as a PDF file</source>
        <translation>Записать страницы в файл PDF</translation>
    </message>
    <message>
        <source>Export Dia&amp;gram…</source>
        <translation>Экспорт &amp;диаграммы…</translation>
    </message>
    <message>
        <source>Save the table at the current step as PNG or SVG</source>
        <translation>Сохранить стол на текущем шаге как PNG или SVG</translation>
    </message>
    <message>
        <source>Copy &amp;Diagram</source>
        <translation>&amp;Копировать диаграмму</translation>
    </message>
    <message>
        <source>Copy the deal as a text diagram with suit symbols, and the table as an image</source>
        <translation>Копировать сдачу как текстовую диаграмму с символами мастей, а стол — как изображение</translation>
    </message>
    <message>
        <source>Nothing to print: open a file first</source>
        <translation>Нечего печатать: сначала откройте файл</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>Напечатана %n страница</numerusform>
            <numerusform>Напечатаны %n страницы</numerusform>
            <numerusform>Напечатано %n страниц</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>В %1 записана %n страница</numerusform>
            <numerusform>В %1 записаны %n страницы</numerusform>
            <numerusform>В %1 записано %n страниц</numerusform>
        </translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Не удаётся записать %1</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Экспорт диаграммы</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Size (width x height):</source>
        <translation>Размер (ширина x высота):</translation>
    </message>
    <message>
        <source>Cannot write %1 %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Диаграмма скопирована</translation>
    </message>
</context>
<context>
    <name>kib::PrintDialog</name>
    <message>
        <source>The &amp;current record</source>
        <translation>&amp;Текущая запись</translation>
    </message>
    <message>
        <source>The &amp;selected records (%1)</source>
        <translation>&amp;Выбранные записи (%1)</translation>
    </message>
    <message>
        <source>&amp;All records of the file (%1)</source>
        <translation>&amp;Все записи файла (%1)</translation>
    </message>
    <message>
        <source>Hidden hands as card &amp;backs (else left blank)</source>
        <translation>Скрытые руки как &amp;рубашки карт (иначе пусто)</translation>
    </message>
    <message>
        <source>The a&amp;uction</source>
        <translation>&amp;Торговлю</translation>
    </message>
    <message>
        <source>The &amp;play</source>
        <translation>&amp;Розыгрыш</translation>
    </message>
    <message>
        <source>The co&amp;mmentary</source>
        <translation>Ко&amp;мментарии</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Четырёхцветные масти</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Hand record</source>
        <translation>Протокол сдачи</translation>
    </message>
    <message>
        <source>Quiz handout</source>
        <translation>Листок викторины</translation>
    </message>
    <message>
        <source>Full record</source>
        <translation>Полная запись</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Макет:</translation>
    </message>
    <message>
        <source>Boards a &amp;page:</source>
        <translation>Сдач на &amp;страницу:</translation>
    </message>
    <message>
        <source>Gathered at the end</source>
        <translation>Собраны в конце</translation>
    </message>
    <message>
        <source>Overleaf, one problem a page</source>
        <translation>На обороте, по задаче на страницу</translation>
    </message>
    <message>
        <source>Quiz &amp;answers:</source>
        <translation>&amp;Ответы викторины:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (США)</translation>
    </message>
    <message>
        <source>Pape&amp;r:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> мм</translation>
    </message>
    <message>
        <source>Mar&amp;gins:</source>
        <translation>&amp;Поля:</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>последнего хода</translation>
    </message>
    <message>
        <source>Chess variants: board after move</source>
        <translation>Шахматные варианты: доска после хода</translation>
    </message>
    <message>
        <source>Hand records also show</source>
        <translation>Протоколы сдач также показывают</translation>
    </message>
</context>
<context>
    <name>kib::QuizController</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Викторина</translation>
    </message>
    <message>
        <source>Answer the file&apos;s &quot;your call?&quot; and &quot;your play?&quot; questions</source>
        <translation>Ответить на вопросы файла «ваша заявка?» и «ваш ход?»</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Викторина</translation>
    </message>
    <message>
        <source>Answer as a quiz</source>
        <translation>Отвечать как в викторине</translation>
    </message>
    <message>
        <source>This file holds quiz problems: answer them in Quiz mode (View ▸ Quiz)</source>
        <translation>В этом файле есть задачи викторины: отвечайте на них в режиме викторины (Вид ▸ Викторина)</translation>
    </message>
    <message>
        <source>Quiz off: %1</source>
        <translation>Викторина выключена: %1</translation>
    </message>
    <message>
        <source>Right: %1 of %2</source>
        <translation>Верно: %1 из %2</translation>
    </message>
    <message>
        <source>No card record to answer</source>
        <translation>Нет карточной записи для ответа</translation>
    </message>
    <message>
        <source>This record asks nothing</source>
        <translation>Эта запись ни о чём не спрашивает</translation>
    </message>
    <message>
        <source>Next Problem goes to the next question</source>
        <translation>«Следующая задача» переходит к следующему вопросу</translation>
    </message>
    <message>
        <source>Your call? Choose it in the bidding box.</source>
        <translation>Ваша заявка? Выберите её в коробке торговли.</translation>
    </message>
    <message>
        <source>Your play? Click the card.</source>
        <translation>Ваш ход? Щёлкните карту.</translation>
    </message>
    <message>
        <source>Right: %1 is the recorded answer.</source>
        <translation>Верно: %1 — записанный ответ.</translation>
    </message>
    <message>
        <source>Not the recorded answer: you chose %1, the record has %2.</source>
        <translation>Не записанный ответ: вы выбрали %1, в записи — %2.</translation>
    </message>
    <message>
        <source>No call is asked for here: Next Problem goes to the next question</source>
        <translation>Здесь заявка не спрашивается: «Следующая задача» переходит к следующему вопросу</translation>
    </message>
    <message>
        <source>No card is asked for here: Next Problem goes to the next question</source>
        <translation>Здесь карта не спрашивается: «Следующая задача» переходит к следующему вопросу</translation>
    </message>
    <message>
        <source>The record gives no card here to compare with.</source>
        <translation>Запись не даёт здесь карты для сравнения.</translation>
    </message>
    <message>
        <source>The end of the quiz.</source>
        <translation>Конец викторины.</translation>
    </message>
    <message>
        <source>The end of the quiz: %1</source>
        <translation>Конец викторины: %1</translation>
    </message>
</context>
<context>
    <name>kib::QuizPanel</name>
    <message>
        <source>&amp;Next Problem</source>
        <translation>&amp;Следующая задача</translation>
    </message>
</context>
<context>
    <name>kib::RecordEditPanels</name>
    <message>
        <source>Tags</source>
        <translation>Теги</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Комментарии</translation>
    </message>
    <message>
        <source>Edit &amp;Deal…</source>
        <translation>Правка &amp;раздачи…</translation>
    </message>
    <message>
        <source>Type or click the hands of the current deal</source>
        <translation>Наберите или выберите щелчком руки текущей раздачи</translation>
    </message>
</context>
<context>
    <name>kib::RecordHeader</name>
    <message>
        <source>Board</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Зона</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Запись %1</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Бридж</translation>
    </message>
    <message>
        <source>Pinochle</source>
        <translation>Пинокль</translation>
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
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Board number</source>
        <translation>Номер сдачи</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>North–South v East–West</source>
        <translation>Север–Юг против Востока–Запада</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Decl</source>
        <translation>Разыгр.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Tricks taken by declarer</source>
        <translation>Взятки разыгрывающего</translation>
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
        <translation>Открытые файлы</translation>
    </message>
    <message>
        <source>Filter: board, event, player, contract…</source>
        <translation>Фильтр: сдача, турнир, игрок, контракт…</translation>
    </message>
    <message>
        <source>Shows the records where any column contains this text (Ctrl+F)</source>
        <translation>Показывает записи, в которых любой столбец содержит этот текст (Ctrl+F)</translation>
    </message>
    <message>
        <source>Records of the file: Up/Down for the previous and next record</source>
        <translation>Записи файла: Вверх/Вниз — предыдущая и следующая запись</translation>
    </message>
</context>
<context>
    <name>kib::Refusal</name>
    <message>
        <source>%1 comes after the auction has ended</source>
        <translation>%1 — после окончания торговли</translation>
    </message>
    <message>
        <source>%1 is not a bid</source>
        <translation>%1 — не заявка</translation>
    </message>
    <message>
        <source>%1 is insufficient after %2 (mark it as an irregular bid to enter it)</source>
        <translation>%1 недостаточна после %2 (отметьте её как нерегулярную заявку, чтобы ввести)</translation>
    </message>
    <message>
        <source>%1 is insufficient after %2</source>
        <translation>%1 недостаточна после %2</translation>
    </message>
    <message>
        <source>X with no bid to double</source>
        <translation>Контра без заявки, которую можно контрировать</translation>
    </message>
    <message>
        <source>X of partner&apos;s bid %1</source>
        <translation>Контра на заявку партнёра %1</translation>
    </message>
    <message>
        <source>X of a bid already doubled</source>
        <translation>Контра на уже контрированную заявку</translation>
    </message>
    <message>
        <source>XX without a double to redouble</source>
        <translation>Реконтра без контры</translation>
    </message>
    <message>
        <source>XX of partner&apos;s double</source>
        <translation>Реконтра на контру партнёра</translation>
    </message>
    <message>
        <source>%1 is not a bridge call</source>
        <translation>%1 — не бриджевая заявка</translation>
    </message>
    <message>
        <source>only bridge auctions can be entered</source>
        <translation>вводить можно только бриджевую торговлю</translation>
    </message>
    <message>
        <source>no such place in the auction</source>
        <translation>такого места в торговле нет</translation>
    </message>
    <message>
        <source>the dealer is not known: who calls first?</source>
        <translation>сдающий неизвестен: кто говорит первым?</translation>
    </message>
    <message>
        <source>the auction has no call to remove</source>
        <translation>в торговле нет заявки, которую можно удалить</translation>
    </message>
    <message>
        <source>cards have been played: remove them first</source>
        <translation>карты уже сыграны: сначала удалите их</translation>
    </message>
    <message>
        <source>no such call</source>
        <translation>такой заявки нет</translation>
    </message>
    <message>
        <source>%1 is not alerted</source>
        <translation>%1 не алертована</translation>
    </message>
    <message>
        <source>no call to alert</source>
        <translation>нет заявки для алерта</translation>
    </message>
    <message>
        <source>only the play of bridge deals can be entered</source>
        <translation>вводить можно только розыгрыш бриджевых сдач</translation>
    </message>
    <message>
        <source>the auction is not complete</source>
        <translation>торговля не закончена</translation>
    </message>
    <message>
        <source>the deal was passed out: there is no play</source>
        <translation>все спасовали: розыгрыша нет</translation>
    </message>
    <message>
        <source>no contract and declarer: finish the auction first</source>
        <translation>нет контракта и разыгрывающего: сначала закончите торговлю</translation>
    </message>
    <message>
        <source>no such place in the play</source>
        <translation>такого места в розыгрыше нет</translation>
    </message>
    <message>
        <source>all thirteen tricks have been played: there is nothing to claim</source>
        <translation>все тринадцать взяток сыграны: заявлять нечего</translation>
    </message>
    <message>
        <source>all thirteen tricks have been played</source>
        <translation>все тринадцать взяток сыграны</translation>
    </message>
    <message>
        <source>not a card</source>
        <translation>это не карта</translation>
    </message>
    <message>
        <source>who plays next is not known (a trick before holds unknown cards)</source>
        <translation>неизвестно, кто ходит следующим (во взятке до этого есть неизвестные карты)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is not known</source>
        <translation>рука игрока %1 неизвестна</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s card, and it is %3&apos;s turn to play</source>
        <translation>%1 — карта игрока %2, а ходит %3</translation>
    </message>
    <message>
        <source>%1 does not hold %2</source>
        <translation>у игрока %1 нет %2</translation>
    </message>
    <message>
        <source>%1 must follow suit to %2 (mark a revoke to play %3)</source>
        <translation>%1 должен ходить в масть %2 (отметьте ренонс, чтобы сыграть %3)</translation>
    </message>
    <message>
        <source>no card has been played</source>
        <translation>ни одна карта не сыграна</translation>
    </message>
    <message>
        <source>the declaring side can claim %1 to %2 tricks, not %3</source>
        <translation>разыгрывающая сторона может заявить от %1 до %2 взяток, а не %3</translation>
    </message>
    <message>
        <source>there is no claim</source>
        <translation>заявки на взятки нет</translation>
    </message>
    <message>
        <source>There is no piece on %1.</source>
        <translation>На %1 нет фигуры.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: the %2 on %3 is not theirs.</source>
        <translation>Ход за стороной %1: %2 на %3 — не их фигура.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 would leave %4&apos;s king in check.</source>
        <translation>%1 %2 на %3 оставит короля стороны %4 под шахом.</translation>
    </message>
    <message>
        <source>%1 may not drop a pawn on %2 to give mate.</source>
        <translation>%1 не может сбросить пешку на %2, чтобы поставить мат.</translation>
    </message>
    <message>
        <source>%1 cannot be dropped on %2.</source>
        <translation>%1 нельзя сбросить на %2.</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot go to %3.</source>
        <translation>%1 с %2 не может пойти на %3.</translation>
    </message>
    <message>
        <source>the card string has %1 characters, not 32</source>
        <translation>в строке карт символов: %1, а не 32</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: the cards are 1-8, 9 and A-W</source>
        <translation>«%1» — не карта: карты обозначаются 1-8, 9 и A-W</translation>
    </message>
    <message>
        <source>the deal has no dealer</source>
        <translation>у сдачи нет сдающего</translation>
    </message>
    <message>
        <source>not a preferans deal of three players</source>
        <translation>это не сдача преферанса на троих</translation>
    </message>
    <message>
        <source>a preferans deal has three hands</source>
        <translation>в сдаче преферанса три руки</translation>
    </message>
    <message>
        <source>player %1 holds %2 cards, not 10</source>
        <translation>у игрока %1 карт: %2, а не 10</translation>
    </message>
    <message>
        <source>the talon holds %1 cards, not 2</source>
        <translation>в прикупе карт: %1, а не 2</translation>
    </message>
    <message>
        <source>%1 is not a card of the preferans deck</source>
        <translation>%1 — не карта колоды преферанса</translation>
    </message>
    <message>
        <source>the cards are not a permutation of the deck: %1 is dealt twice</source>
        <translation>карты не составляют колоду: %1 сдана дважды</translation>
    </message>
    <message>
        <source>call %1 (%2) does not follow the rules</source>
        <translation>заявка %1 (%2) не по правилам</translation>
    </message>
    <message>
        <source>the auction is over</source>
        <translation>торговля окончена</translation>
    </message>
    <message>
        <source>player %1 cannot say %2 now: %3</source>
        <translation>игрок %1 не может сейчас сказать %2: %3</translation>
    </message>
    <message>
        <source>the auction is not over</source>
        <translation>торговля не окончена</translation>
    </message>
    <message>
        <source>everybody passed: nobody takes the talon</source>
        <translation>все пасовали: прикуп никто не берёт</translation>
    </message>
    <message>
        <source>a game is played without the talon</source>
        <translation>игра играется без прикупа</translation>
    </message>
    <message>
        <source>the talon is taken</source>
        <translation>прикуп уже взят</translation>
    </message>
    <message>
        <source>the deal has no talon</source>
        <translation>в сдаче нет прикупа</translation>
    </message>
    <message>
        <source>nobody has taken the talon</source>
        <translation>прикуп никто не взял</translation>
    </message>
    <message>
        <source>the discards are made</source>
        <translation>снос уже сделан</translation>
    </message>
    <message>
        <source>the main player discards two cards</source>
        <translation>разыгрывающий сносит две карты</translation>
    </message>
    <message>
        <source>player %1 holds no %2</source>
        <translation>у игрока %1 нет %2</translation>
    </message>
    <message>
        <source>nobody has won the auction</source>
        <translation>торговлю никто не выиграл</translation>
    </message>
    <message>
        <source>%1 is not a contract: 2 to 8</source>
        <translation>%1 — не игра: от 2 до 8</translation>
    </message>
    <message>
        <source>the game named is %1</source>
        <translation>объявлена игра %1</translation>
    </message>
    <message>
        <source>the main player takes the talon first</source>
        <translation>сначала разыгрывающий берёт прикуп</translation>
    </message>
    <message>
        <source>the main player discards before choosing the contract</source>
        <translation>разыгрывающий сносит до того, как объявить игру</translation>
    </message>
    <message>
        <source>the auction was won at %1: the contract is at least that</source>
        <translation>торговля выиграна на %1: игра не может быть ниже</translation>
    </message>
    <message>
        <source>there is no contract to follow</source>
        <translation>нет игры, чтобы вистовать</translation>
    </message>
    <message>
        <source>the play has started</source>
        <translation>розыгрыш начался</translation>
    </message>
    <message>
        <source>player %1 cannot follow</source>
        <translation>игрок %1 не может вистовать</translation>
    </message>
    <message>
        <source>there is no contract</source>
        <translation>игры нет</translation>
    </message>
    <message>
        <source>kontra goes from 1 (kontra) to 4 (mortkontra); an invitation is not a kontra</source>
        <translation>контра бывает от 1 (контра) до 4 (мортконтра); приглашение — не контра</translation>
    </message>
    <message>
        <source>player %1 does not follow: only a follower starts a kontra or invites</source>
        <translation>игрок %1 не вистует: контру или приглашение объявляет только вистующий</translation>
    </message>
    <message>
        <source>nobody follows: there is no play</source>
        <translation>никто не вистует: розыгрыша нет</translation>
    </message>
    <message>
        <source>nobody is to play</source>
        <translation>ходить некому</translation>
    </message>
    <message>
        <source>player %1 does not hold %2</source>
        <translation>у игрока %1 нет %2</translation>
    </message>
    <message>
        <source>player %1 must follow %2</source>
        <translation>игрок %1 должен ходить в масть %2</translation>
    </message>
    <message>
        <source>player %1 has no %2 and must trump</source>
        <translation>у игрока %1 нет %2, он должен бить козырем</translation>
    </message>
    <message>
        <source>the play is not over</source>
        <translation>розыгрыш не окончен</translation>
    </message>
    <message>
        <source>call %1 comes after the end of the auction</source>
        <translation>заявка %1 сделана после конца торговли</translation>
    </message>
    <message>
        <source>call %1: Seat%2 is in the auction</source>
        <translation>заявка %1: место %2 ещё участвует в торговле</translation>
    </message>
    <message>
        <source>call %1: Seat%2 is out of the auction</source>
        <translation>заявка %1: место %2 уже вышло из торговли</translation>
    </message>
    <message>
        <source>call %1: %2 does not exceed %3</source>
        <translation>заявка %1: %2 не больше %3</translation>
    </message>
    <message>
        <source>call %1 is not known</source>
        <translation>заявка %1 неизвестна</translation>
    </message>
    <message>
        <source>a bid is a positive number</source>
        <translation>заявка — положительное число</translation>
    </message>
    <message>
        <source>a bid of %1 does not exceed Seat%2&apos;s %3</source>
        <translation>заявка %1 не больше заявки места %2 (%3)</translation>
    </message>
    <message>
        <source>bids start at %1</source>
        <translation>заявки начинаются с %1</translation>
    </message>
    <message>
        <source>every player passed: there is no contract</source>
        <translation>все пасовали: игры нет</translation>
    </message>
    <message>
        <source>the kitty is dealt before the auction</source>
        <translation>прикуп сдаётся до торговли</translation>
    </message>
    <message>
        <source>the hands hold cards the deck does not</source>
        <translation>в руках карты, которых нет в колоде</translation>
    </message>
    <message>
        <source>the kitty holds cards the hands and the deck leave no room for</source>
        <translation>в прикупе карты, для которых колода рядом с руками не оставляет места</translation>
    </message>
    <message>
        <source>the deal leaves %1 over: the kitty holds what the hands do not</source>
        <translation>после раздачи остаются %1: в прикупе то, чего нет в руках</translation>
    </message>
    <message>
        <source>cards are passed once the contract is made</source>
        <translation>карты передаются, когда игра назначена</translation>
    </message>
    <message>
        <source>cards pass from one seat to another</source>
        <translation>карты передаются с одного места на другое</translation>
    </message>
    <message>
        <source>no cards to pass</source>
        <translation>нет карт для передачи</translation>
    </message>
    <message>
        <source>the meld or the play has started</source>
        <translation>объявление комбинаций или розыгрыш уже начались</translation>
    </message>
    <message>
        <source>Seat%1 does not hold %2</source>
        <translation>у места %1 нет %2</translation>
    </message>
    <message>
        <source>the declarer discards once the contract is made</source>
        <translation>разыгрывающий сносит, когда игра назначена</translation>
    </message>
    <message>
        <source>the discard is made</source>
        <translation>снос уже сделан</translation>
    </message>
    <message>
        <source>the declarer discards as many cards as the kitty brought (%1)</source>
        <translation>разыгрывающий сносит столько карт, сколько было в прикупе (%1)</translation>
    </message>
    <message>
        <source>meld is tabled once the contract is made</source>
        <translation>комбинации объявляются, когда игра назначена</translation>
    </message>
    <message>
        <source>no such seat</source>
        <translation>такого места нет</translation>
    </message>
    <message>
        <source>Seat%1 has tabled its meld</source>
        <translation>место %1 уже объявило комбинации</translation>
    </message>
    <message>
        <source>the hands are played out</source>
        <translation>все карты уже сыграны</translation>
    </message>
    <message>
        <source>Seat%1 must follow %2</source>
        <translation>место %1 должно ходить в масть %2</translation>
    </message>
    <message>
        <source>Seat%1 must beat the best %2 on the trick</source>
        <translation>место %1 должно перебить старшую %2 во взятке</translation>
    </message>
    <message>
        <source>Seat%1 has no %2 and must trump</source>
        <translation>у места %1 нет %2, оно должно бить козырем</translation>
    </message>
    <message>
        <source>Seat%1 must beat the best trump on the trick</source>
        <translation>место %1 должно перебить старший козырь во взятке</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, not in Seat%3&apos;s hand</source>
        <translation>объявление %1 выкладывает %2, которых нет в руке места %3</translation>
    </message>
    <message>
        <source>Meld%1 gives %2 points: the cards are worth %3</source>
        <translation>объявление %1: очков %2, а карты стоят %3</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, in no meld</source>
        <translation>объявление %1 выкладывает %2, не входящие ни в одну комбинацию</translation>
    </message>
    <message>
        <source>A tag needs a name</source>
        <translation>у тега должно быть имя</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a tag name begins with an upper-case letter</source>
        <translation>«%1»: имя тега начинается с заглавной буквы</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a tag name holds only letters, digits and &apos;_&apos; (not &apos;%2&apos;)</source>
        <translation>«%1»: имя тега состоит только из букв, цифр и «_» (не «%2»)</translation>
    </message>
    <message>
        <source>The record has a %1 tag already: edit its value</source>
        <translation>в записи уже есть тег %1: измените его значение</translation>
    </message>
    <message>
        <source>%1 is entered with its own editor, not as a tag</source>
        <translation>%1 вводится в своём редакторе, а не как тег</translation>
    </message>
    <message>
        <source>%1: a tag value is one line</source>
        <translation>%1: значение тега — одна строка</translation>
    </message>
    <message>
        <source>The deal is edited with Edit ▸ Edit Deal…</source>
        <translation>Раздача меняется через Правка ▸ Правка раздачи…</translation>
    </message>
    <message>
        <source>The %1 tag follows the play entered</source>
        <translation>тег %1 следует из введённого розыгрыша</translation>
    </message>
    <message>
        <source>The %1 tag follows the auction entered</source>
        <translation>тег %1 следует из введённой торговли</translation>
    </message>
    <message>
        <source>Board &quot;%1&quot; is not a positive number</source>
        <translation>Board «%1» — не положительное число</translation>
    </message>
    <message>
        <source>Dealer &quot;%1&quot; is not a seat: N, E, S or W</source>
        <translation>Dealer «%1» — не место: N, E, S или W</translation>
    </message>
    <message>
        <source>Declarer &quot;%1&quot; is not a seat N, E, S or W (or ^ and a seat when declarer and dummy were swapped)</source>
        <translation>Declarer «%1» — не место N, E, S или W (или ^ и место, если разыгрывающий и болван поменялись)</translation>
    </message>
    <message>
        <source>Vulnerable &quot;%1&quot; is not None, NS, EW or All (or Love, -, Both)</source>
        <translation>Vulnerable «%1» — не None, NS, EW или All (или Love, -, Both)</translation>
    </message>
    <message>
        <source>Contract &quot;%1&quot; is not Pass or a level 1 to 7, a denomination C, D, H, S or NT, and X or XX when doubled (e.g. 4HX)</source>
        <translation>Contract «%1» — не Pass и не уровень от 1 до 7 с деноминацией C, D, H, S или NT и X или XX при контре (например, 4HX)</translation>
    </message>
    <message>
        <source>Hidden &quot;%1&quot;: &apos;%2&apos; is not a seat N, E, S or W</source>
        <translation>Hidden «%1»: «%2» — не место N, E, S или W</translation>
    </message>
    <message>
        <source>Hidden &quot;%1&quot; names %2 twice</source>
        <translation>Hidden «%1» называет %2 дважды</translation>
    </message>
    <message>
        <source>Scoring &quot;%1&quot; has an empty field between &apos;;&apos;</source>
        <translation>в Scoring «%1» пустое поле между «;»</translation>
    </message>
    <message>
        <source>Scoring &quot;%1&quot;: a field is a word such as MP, IMP or Butler, fields separated by &apos;;&apos;</source>
        <translation>Scoring «%1»: поле — это слово вроде MP, IMP или Butler, поля разделяются «;»</translation>
    </message>
    <message>
        <source>The record has no %1 tag</source>
        <translation>в записи нет тега %1</translation>
    </message>
    <message>
        <source>%1 is a mandatory tag: set it to &quot;?&quot; when unknown, or empty when it does not apply</source>
        <translation>%1 — обязательный тег: поставьте «?», если значение неизвестно, или оставьте пустым, если он неприменим</translation>
    </message>
    <message>
        <source>The %1 tag goes with its section: it is not removed as a tag</source>
        <translation>тег %1 относится к своему разделу: его нельзя удалить как тег</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot;: %2</source>
        <translation>Result «%1»: %2</translation>
    </message>
    <message>
        <source>a second number needs NS or EW</source>
        <translation>второму числу нужно NS или EW</translation>
    </message>
    <message>
        <source>not a number of tricks</source>
        <translation>не число взяток</translation>
    </message>
    <message>
        <source>%1 tricks is more than the deal has</source>
        <translation>взяток %1 — больше, чем в сдаче</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 указано дважды</translation>
    </message>
    <message>
        <source>unexpected text after the number of tricks</source>
        <translation>лишний текст после числа взяток</translation>
    </message>
    <message>
        <source>NS and EW tricks add up to %1, not %2</source>
        <translation>взятки NS и EW в сумме дают %1, а не %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has no number</source>
        <translation>в %1 «%2» нет числа</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs NS or EW before its second score</source>
        <translation>%1 «%2»: перед вторым результатом нужно NS или EW</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; needs NS or EW before the score</source>
        <translation>%1 «%2»: перед результатом нужно NS или EW</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; gives %3 twice</source>
        <translation>%1 «%2» указывает %3 дважды</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1 «%2» — не число</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a well-formed score</source>
        <translation>%1 «%2» — неправильно записанный результат</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; holds &apos;%3&apos; (bad date character)</source>
        <translation>%1 «%2» содержит «%3» (недопустимый символ даты)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is written YYYYMMDD, not YYYY.MM.DD</source>
        <translation>%1 «%2» записано как YYYYMMDD, а не YYYY.MM.DD</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not in the form YYYY.MM.DD (bad date format)</source>
        <translation>%1 «%2» не в форме YYYY.MM.DD (неверный формат даты)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has no such month or day (bad date format)</source>
        <translation>%1 «%2»: такого месяца или дня нет (неверный формат даты)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not in the form HH:MM:SS</source>
        <translation>%1 «%2» не в форме HH:MM:SS</translation>
    </message>
    <message>
        <source>Round &quot;%1&quot; is not a round designation: no integer or name of letters, digits and &apos;_&apos; (parts separated by &apos;.&apos;)</source>
        <translation>Round «%1» — не обозначение раунда: не целое число и не имя из букв, цифр и «_» (части разделяются «.»)</translation>
    </message>
    <message>
        <source>call %1: %2 is in the auction</source>
        <translation>заявка %1: %2 ещё участвует в торговле</translation>
    </message>
    <message>
        <source>call %1: %2 is out of the auction</source>
        <translation>заявка %1: %2 уже вышел из торговли</translation>
    </message>
    <message>
        <source>a bid of %1 does not exceed the %3 of %2</source>
        <translation>заявка %1 не больше заявки %3 (%2)</translation>
    </message>
    <message>
        <source>%1 has tabled their meld</source>
        <translation>%1 уже объявил комбинации</translation>
    </message>
    <message>
        <source>%1 must follow %2</source>
        <translation>%1 должен ходить в масть %2</translation>
    </message>
    <message>
        <source>%1 must beat the best %2 on the trick</source>
        <translation>%1 должен перебить старшую %2 во взятке</translation>
    </message>
    <message>
        <source>%1 has no %2 and must trump</source>
        <translation>%1: нет %2, нужно бить козырем</translation>
    </message>
    <message>
        <source>%1 must beat the best trump on the trick</source>
        <translation>%1 должен перебить старший козырь во взятке</translation>
    </message>
    <message>
        <source>Meld%1 tables %2, not in the hand of %3</source>
        <translation>объявление %1 выкладывает %2, которых нет в руке (%3)</translation>
    </message>
</context>
<context>
    <name>kib::ReplayBar</name>
    <message>
        <source>Step through the deal: the deal, each call, each card</source>
        <translation>Шаги по сдаче: раздача, каждая заявка, каждая карта</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>Текущий шаг</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Autoplay: time between steps</source>
        <translation>Автопроигрывание: время между шагами</translation>
    </message>
    <message>
        <source>Step %1/%2 · %3</source>
        <translation>Шаг %1/%2 · %3</translation>
    </message>
</context>
<context>
    <name>kib::ScoreSheetPaper</name>
    <message>
        <source>result %1</source>
        <translation>результат %1</translation>
    </message>
</context>
<context>
    <name>kib::ScoreSheetView</name>
    <message>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>: passed out, a refa</source>
        <translation>: распасы, рефа</translation>
    </message>
    <message>
        <source>: %1 plays %2</source>
        <translation>: %1 играет %2</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>, value %1</source>
        <translation>, стоимость %1</translation>
    </message>
    <message>
        <source>, under a refa</source>
        <translation>, под рефой</translation>
    </message>
    <message>
        <source>; nobody follows</source>
        <translation>; никто не вистует</translation>
    </message>
    <message>
        <source>; followers: %1</source>
        <translation>; вистуют: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; invitation by %1</source>
        <translation>; приглашение от %1</translation>
    </message>
    <message>
        <source>; %1 started by %2</source>
        <translation>; %1 начал(а) %2</translation>
    </message>
    <message>
        <source>; talon %1</source>
        <translation>; прикуп %1</translation>
    </message>
    <message>
        <source>, discards %1</source>
        <translation>, снос %1</translation>
    </message>
    <message>
        <source>, not taken</source>
        <translation>, не взят</translation>
    </message>
    <message>
        <source>The score sheet is kept for preferans games.</source>
        <translation>Пуля ведётся для игр в преферанс.</translation>
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
        <translation>СВ</translation>
    </message>
    <message>
        <source>E</source>
        <translation>В</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>ЮВ</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Ю</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>ЮЗ</translation>
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
        <translation>Северо-восток</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>Southeast</source>
        <translation>Юго-восток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>Southwest</source>
        <translation>Юго-запад</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>Северо-запад</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Первый</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Второй</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
</context>
<context>
    <name>kib::SourceView</name>
    <message>
        <source>The record&apos;s text in its file</source>
        <translation>Текст записи в её файле</translation>
    </message>
    <message>
        <source>The current record as written in the file</source>
        <translation>Текущая запись в том виде, в каком она записана в файле</translation>
    </message>
</context>
<context>
    <name>kib::StatusNotice</name>
    <message>
        <source>no records</source>
        <translation>нет записей</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 запись</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>записей: %1</translation>
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
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>the declarer puts cards aside</comment>
        <translation>Снос</translation>
    </message>
    <message>
        <source>Passing</source>
        <comment>pinochle: partners pass cards to each other</comment>
        <translation>Передача карт</translation>
    </message>
    <message>
        <source>Kitty</source>
        <comment>pinochle: the declarer takes the kitty</comment>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Exchange</source>
        <comment>pinochle: the hands after an exchange</comment>
        <translation>Обмен</translation>
    </message>
    <message>
        <source>Meld</source>
        <comment>pinochle: the melds are tabled</comment>
        <translation>Комбинации</translation>
    </message>
</context>
<context>
    <name>kib::TableWidget</name>
    <message>
        <source>Show answer</source>
        <translation>Показать ответ</translation>
    </message>
    <message>
        <source>Show the call or card the record gives here (Ctrl+Return)</source>
        <translation>Показать заявку или карту, которую здесь даёт запись (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Чтение…</translation>
    </message>
    <message>
        <source>Open a file to see its deals</source>
        <translation>Откройте файл, чтобы увидеть его сдачи</translation>
    </message>
    <message>
        <source>This record is not a card game: its board view comes with the chess issue</source>
        <translation>Эта запись — не карточная игра: её доска появится вместе с шахматами</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>Болван</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Сдающий: %1</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>Заявка за %1</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Все пасовали</translation>
    </message>
    <message>
        <source>%1 to lead</source>
        <translation>Ход за %1</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>, играет %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>&lt;i&gt;bidding…&lt;/i&gt;</source>
        <translation>&lt;i&gt;торговля…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>&lt;i&gt;not given&lt;/i&gt;</source>
        <translation>&lt;i&gt;не задан&lt;/i&gt;</translation>
    </message>
    <message>
        <source>claim: %1 tricks</source>
        <translation>заявка: %1 взяток</translation>
    </message>
    <message>
        <source>claim: %1</source>
        <translation>заявка: %1</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>С-Ю</translation>
    </message>
    <message>
        <source>Odd seats</source>
        <translation>Нечётные места</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>В-З</translation>
    </message>
    <message>
        <source>Even seats</source>
        <translation>Чётные места</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, первый ход: %1</translation>
    </message>
    <message>
        <source>, won by %1</source>
        <translation>, взял %1</translation>
    </message>
    <message>
        <source>result: %1</source>
        <translation>результат: %1</translation>
    </message>
    <message>
        <source>%1: your call?</source>
        <translation>%1: ваша заявка?</translation>
    </message>
    <message>
        <source>%1: your play?</source>
        <translation>%1: ваш ход?</translation>
    </message>
    <message>
        <source>Your call?</source>
        <translation>Ваша заявка?</translation>
    </message>
    <message>
        <source>Your play?</source>
        <translation>Ваш ход?</translation>
    </message>
</context>
<context>
    <name>kib::TagEditor</name>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Добавить тег</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Удалить тег</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>Новый тег</translation>
    </message>
    <message>
        <source>Add the new tag to the record</source>
        <translation>Добавить новый тег в запись</translation>
    </message>
    <message>
        <source>Remove the selected tag (mandatory tags stay: set them to &quot;?&quot;)</source>
        <translation>Удалить выбранный тег (обязательные теги остаются: задайте им «?»)</translation>
    </message>
    <message numerus="yes">
        <source>(table of %n rows)</source>
        <translation>
            <numerusform>(таблица из %n строки)</numerusform>
            <numerusform>(таблица из %n строк)</numerusform>
            <numerusform>(таблица из %n строк)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mandatory, not in the record: written as &quot;?&quot; (unknown)</source>
        <translation>Обязательный, нет в записи: пишется как «?» (неизвестно)</translation>
    </message>
    <message>
        <source>A table: kept as read</source>
        <translation>Таблица: сохраняется как прочитана</translation>
    </message>
    <message>
        <source>%1 is set by its own editor</source>
        <translation>%1 задаётся в своём редакторе</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Add Tag %1</source>
        <translation>Добавить тег %1</translation>
    </message>
    <message>
        <source>Remove Tag %1</source>
        <translation>Удалить тег %1</translation>
    </message>
</context>
<context>
    <name>kib::TrickGraph</name>
    <message>
        <source>Tricks the declarer&apos;s side can still take in all, after each card</source>
        <translation>Взятки, которые сторона разыгрывающего ещё может взять всего, после каждой карты</translation>
    </message>
</context>
<context>
    <name>kib::TrickView</name>
    <message>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, первый ход: %1</translation>
    </message>
    <message>
        <source>, won by %1</source>
        <translation>, взял %1</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>первый ход</translation>
    </message>
</context>
<context>
    <name>kib::TypedEntry</name>
    <message>
        <source>%1 cannot be entered: %2</source>
        <translation>%1 нельзя ввести: %2</translation>
    </message>
    <message>
        <source>Who plays next is not known</source>
        <translation>Неизвестно, чей сейчас ход</translation>
    </message>
    <message>
        <source>%1 holds no %2 it may play</source>
        <translation>У %1 нет карты %2, которой можно сыграть</translation>
    </message>
    <message>
        <source>Which %1? Type the suit first (s, h, d, c)</source>
        <translation>Какая %1? Сначала введите масть (s, h, d, c)</translation>
    </message>
    <message>
        <source>Bid %1…: type the strain (c d h s n)</source>
        <translation>Заявка %1…: введите масть или БК (c d h s n)</translation>
    </message>
    <message>
        <source>X: Enter to double, x again to redouble</source>
        <translation>X: Enter — контра, ещё раз x — реконтра</translation>
    </message>
    <message>
        <source>%1…: type the rank</source>
        <translation>%1…: введите достоинство карты</translation>
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
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>После хода %1</translation>
    </message>
    <message>
        <source>In hand (%1): %2</source>
        <translation>В руке (%1): %2</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump</comment>
        <translation>БК</translation>
    </message>
    <message>
        <source>Par: %1</source>
        <translation>Пар: %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Сдающий %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Зона %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Trick %1: %2 %3</source>
        <translation>Взятка %1: %2 %3</translation>
    </message>
    <message>
        <source>Your call?</source>
        <translation>Ваша заявка?</translation>
    </message>
    <message>
        <source>Your play?</source>
        <translation>Ваш ход?</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Шаг за шагом</translation>
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
        <translation>Все пасовали</translation>
    </message>
    <message>
        <source>Betl</source>
        <comment>preferans: misère</comment>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <comment>4♠ by North</comment>
        <translation>%1, играет %2</translation>
    </message>
    <message>
        <source>None</source>
        <comment>vulnerability</comment>
        <translation>Никто</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>vulnerability</comment>
        <translation>С-Ю</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>vulnerability</comment>
        <translation>В-З</translation>
    </message>
    <message>
        <source>All</source>
        <comment>vulnerability</comment>
        <translation>Все</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <comment>Problem: Board 3</comment>
        <translation>Задача: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <comment>Answer: Board 3</comment>
        <translation>Ответ: %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Сдающий: %1</translation>
    </message>
    <message>
        <source>Vul: %1</source>
        <translation>Зона: %1</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Взятки: %1</translation>
    </message>
    <message>
        <source>Melds — %1</source>
        <translation>Комбинации — %1</translation>
    </message>
    <message numerus="yes">
        <source>Score sheet after %n deal(s)</source>
        <translation>
            <numerusform>Пуля после %n раздачи</numerusform>
            <numerusform>Пуля после %n раздач</numerusform>
            <numerusform>Пуля после %n раздач</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Bula</source>
        <comment>preferans: the pool of points</comment>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Soups left</source>
        <comment>preferans: whists written against the left neighbour</comment>
        <translation>Висты слева</translation>
    </message>
    <message>
        <source>Soups right</source>
        <comment>preferans: whists written against the right neighbour</comment>
        <translation>Висты справа</translation>
    </message>
    <message>
        <source>Refe open</source>
        <comment>preferans: rounds of all-pass still to be played</comment>
        <translation>Открытые рефы</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s)</source>
        <translation>
            <numerusform>Заявка: %n взятка</numerusform>
            <numerusform>Заявка: %n взятки</numerusform>
            <numerusform>Заявка: %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Заявка: %1</translation>
    </message>
</context>
<context>
    <name>kib::style</name>
    <message>
        <source>Follows: %1</source>
        <translation>Вистуют: %1</translation>
    </message>
    <message>
        <source>Nobody follows</source>
        <translation>Никто не вистует</translation>
    </message>
    <message>
        <source>refa</source>
        <translation>рефа</translation>
    </message>
    <message>
        <source>The declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>%1 takes the talon</source>
        <translation>%1 берёт прикуп</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 сносит</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 сносит %2</translation>
    </message>
    <message>
        <source>Cards are passed</source>
        <translation>Карты передаются</translation>
    </message>
    <message>
        <source>%1 takes the kitty</source>
        <translation>%1 берёт прикуп</translation>
    </message>
    <message>
        <source>The hands after the exchange</source>
        <translation>Руки после обмена</translation>
    </message>
    <message>
        <source>Melds on the table</source>
        <translation>Комбинации на столе</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump, as in 3NT</comment>
        <translation>БК</translation>
    </message>
    <message>
        <source>Betl</source>
        <comment>preferans misere contract</comment>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Все пасовали</translation>
    </message>
    <message>
        <source>None</source>
        <comment>vulnerability: nobody</comment>
        <translation>Никто</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>vulnerability: North-South</comment>
        <translation>С-Ю</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>vulnerability: East-West</comment>
        <translation>В-З</translation>
    </message>
    <message>
        <source>All</source>
        <comment>vulnerability: both sides</comment>
        <translation>Все</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>step 0 of a record</comment>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>a card</source>
        <comment>a card not known</comment>
        <translation>карта</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
    <message>
        <source>Betl</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>Sans</source>
        <translation>Без козыря</translation>
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
        <translation>Распасы: все спасовали</translation>
    </message>
    <message>
        <source>Game %1 (G%2), without the talon</source>
        <translation>Игра %1 (G%2) без прикупа</translation>
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
        <translation>здесь %1</translation>
    </message>
</context>
<context>
    <name>kib::tablefacts</name>
    <message>
        <source>%1 HCP</source>
        <translation>%1 оч.</translation>
    </message>
    <message>
        <source>HCP: N-S %1 · E-W %2</source>
        <translation>Очки: С-Ю %1 · В-З %2</translation>
    </message>
    <message>
        <source>Score: passed out, 0</source>
        <translation>Результат: все пас, 0</translation>
    </message>
    <message>
        <source>Score: N-S %1 (%2%3 by %4, %5)</source>
        <translation>Результат: С-Ю %1 (%2%3, играл %4, %5)</translation>
    </message>
    <message>
        <source>vulnerable</source>
        <translation>в зоне</translation>
    </message>
    <message>
        <source>not vulnerable</source>
        <translation>до зоны</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <source>IMPs:</source>
        <translation>IMP:</translation>
    </message>
    <message>
        <source>Matchpoints:</source>
        <translation>Матчпойнты:</translation>
    </message>
    <message>
        <source>Percentage:</source>
        <translation>Процент:</translation>
    </message>
</context>
</TS>
