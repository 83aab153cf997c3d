<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AdvancementDialog</name>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="77"/>
        <source>Advance</source>
        <translation>Продвижение</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="154"/>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="155"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="165"/>
        <location filename="../../ui/wizards/advance_dialog.py" line="263"/>
        <source>This warrior is no longer in the warband.</source>
        <translation>Этого воина больше нет в отряде.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="170"/>
        <source>{0} ({1:plural:model|models})</source>
        <translation>{0} ({1:plural:модель|модели|моделей})</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="177"/>
        <source>Experience {0}. No advance owed.</source>
        <translation>Опыт {0}. Бросков на продвижение нет.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="179"/>
        <source>box {0}</source>
        <translation>квадрат {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="179"/>
        <source>a roll without a box</source>
        <translation>бросок без квадрата</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="184"/>
        <source>Now rolling for box {0}.</source>
        <translation>Сейчас бросок за квадрат {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="186"/>
        <source>Now rolling the roll owed without a box.</source>
        <translation>Сейчас положенный бросок без квадрата.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="188"/>
        <source>Experience {0}. Advances owed: {1} ({2}). {3}</source>
        <translation>Опыт {0}. Бросков на продвижение: {1} ({2}). {3}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="245"/>
        <source>&apos;{0}&apos; is not a die: type the numbers rolled, like 3 4 2</source>
        <translation>«{0}» — не значение кубика: введите выпавшие числа, например 3 4 2</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="337"/>
        <source>New spell instead (a D6 on {0})</source>
        <translation>Новое заклинание вместо навыка (D6 по списку «{0}»)</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="364"/>
        <source>D6 {0}: {1}</source>
        <translation>D6 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="366"/>
        <source>Already known: its difficulty drops by 1.</source>
        <translation>Уже известно: его Сложность снижается на 1.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="377"/>
        <source>D{0} for {1}: {2}</source>
        <translation>D{0} ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="384"/>
        <source>Not used: {0}</source>
        <translation>Не использовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="390"/>
        <source>2D6 {0}: {1}</source>
        <translation>2D6 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="393"/>
        <source>Re-rolled: {0}</source>
        <translation>Переброшено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="397"/>
        <source>+1 {0} ({1})</source>
        <translation>+1 {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="399"/>
        <source>Choose the characteristic to raise.</source>
        <translation>Выберите характеристику для увеличения.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_dialog.py" line="467"/>
        <source>{0} is a hero now: roll his first advance on the hero table.</source>
        <translation>{0} теперь Герой: сделайте за него первый бросок по таблице продвижений Героев.</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <location filename="../../ui/plumbing/background.py" line="90"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../ui/plumbing/background.py" line="139"/>
        <source>Cancelling...</source>
        <translation>Отменяется...</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <location filename="../../ui/battle/board.py" line="145"/>
        <source>Turn {0}: the battle is over</source>
        <translation>Ход {0}: битва окончена</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="148"/>
        <source>Turn {0}: {1} play</source>
        <translation>Ход {0}: ходит «{1}»</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="154"/>
        <source>Battle: {0} against {1}</source>
        <translation>Битва: «{0}» против «{1}»</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="156"/>
        <source>Next turn (N)</source>
        <translation>Следующий ход (N)</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="157"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Отменить (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="158"/>
        <source>End battle...</source>
        <translation>Конец битвы...</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="238"/>
        <source>Who took {0} out of action?</source>
        <translation>Кто вывел из игры: {0}?</translation>
    </message>
    <message>
        <location filename="../../ui/battle/board.py" line="246"/>
        <source>Nobody (a fall, his own side)</source>
        <translation>Никто (падение, свои)</translation>
    </message>
</context>
<context>
    <name>BattleLog</name>
    <message>
        <location filename="../../ui/league/battle_log.py" line="48"/>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="49"/>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="50"/>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="71"/>
        <source>an opponent</source>
        <translation>противник</translation>
    </message>
</context>
<context>
    <name>BattleLogDialog</name>
    <message>
        <location filename="../../ui/league/battle_log.py" line="198"/>
        <source>Battle log: {0}</source>
        <translation>Журнал битв: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="261"/>
        <source>Copy report (&amp;Markdown)</source>
        <translation>Копировать отчёт (&amp;Markdown)</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="262"/>
        <source>Copy report (&amp;BBCode)</source>
        <translation>Копировать отчёт (&amp;BBCode)</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="276"/>
        <source>No battle yet: Warband &gt; Post-battle sequence records one after each game.</source>
        <translation>Битв пока нет: «Отряд &gt; Процедура после битвы» записывает битву после каждой игры.</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="295"/>
        <source>{0}: {1} against {2}, {3}</source>
        <translation>{0}: {1}; противник: {2}; {3}</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="296"/>
        <source>no date</source>
        <translation>без даты</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="298"/>
        <source>an unnamed warband</source>
        <translation>безымянный отряд</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="302"/>
        <source>Rating {0} -&gt; {1}; treasury {2} gc; wyrdstone {3:plural:shard|shards}</source>
        <translation>Рейтинг {0} -&gt; {1}; казна {2} зк; вирдстоун: {3:plural:осколок|осколка|осколков}</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="309"/>
        <source>What changed:</source>
        <translation>Что изменилось:</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="314"/>
        <source>  nothing</source>
        <translation>  ничего</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="315"/>
        <source>Dice rolled:</source>
        <translation>Брошенные кубики:</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="321"/>
        <source>  none</source>
        <translation>  нет</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="331"/>
        <source>On the board, turn by turn:</source>
        <translation>На столе, ход за ходом:</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="339"/>
        <source>Turn {0}, {1}:</source>
        <translation>Ход {0}, {1}:</translation>
    </message>
</context>
<context>
    <name>BattleMenu</name>
    <message>
        <location filename="../../ui/battle/menu.py" line="69"/>
        <source>Ba&amp;ttle</source>
        <translation>&amp;Битва</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="70"/>
        <source>&amp;Start battle...</source>
        <translation>&amp;Начать битву...</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="71"/>
        <source>&amp;Resume battle</source>
        <translation>&amp;Продолжить битву</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="72"/>
        <source>Resume battle</source>
        <translation>Продолжить битву</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="104"/>
        <source>An unfinished battle: {0} against {1}, turn {2}.</source>
        <translation>Неоконченная битва: «{0}» против «{1}», ход {2}.</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="115"/>
        <source>The open warband has no battle to resume.</source>
        <translation>У открытого отряда нет битвы, которую можно продолжить.</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="130"/>
        <source>Open a warband first.</source>
        <translation>Сначала откройте отряд.</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="280"/>
        <source>End battle</source>
        <translation>Конец битвы</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="281"/>
        <source>Who won the battle?</source>
        <translation>Кто победил в битве?</translation>
    </message>
    <message>
        <location filename="../../ui/battle/menu.py" line="283"/>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="42"/>
        <source>1. The battle</source>
        <translation>1. Битва</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="44"/>
        <source>Which scenario was played, against whom, how it ended and who took part.</source>
        <translation>Какой сценарий разыгран, с кем, чем закончилась битва и кто в ней участвовал.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="70"/>
        <source>the scenario roll</source>
        <translation>бросок на сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="74"/>
        <source>D{0}, a side for each scenario the campaign allows; empty: the program rolls</source>
        <translation>D{0}, по грани на каждый сценарий кампании; пусто: бросает программа</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="77"/>
        <source>2D6 rolled by the lower rated player, e.g. 3 4; empty: the program rolls</source>
        <translation>2D6 игрока с меньшим рейтингом, например 3 4; пусто — бросит программа</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="84"/>
        <source>The opposing warband&apos;s name</source>
        <translation>Название вражеского отряда</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="111"/>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="112"/>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="113"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="145"/>
        <source>Scenario:</source>
        <translation>Сценарий:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="146"/>
        <source>Roll the scenario:</source>
        <translation>Бросок на сценарий:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="148"/>
        <source>From the campaign:</source>
        <translation>Из кампании:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="150"/>
        <source>Opponent:</source>
        <translation>Противник:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="151"/>
        <source>Opponent&apos;s type:</source>
        <translation>Тип противника:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="152"/>
        <source>Opponent&apos;s rating:</source>
        <translation>Рейтинг противника:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="153"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="155"/>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="50"/>
        <source>Who took part:</source>
        <translation>Кто участвовал:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="166"/>
        <source>{0}&apos;s old battle wound</source>
        <translation>старая рана: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="174"/>
        <source>D6 for {0}&apos;s old battle wound; empty: the program rolls</source>
        <translation>D6 за старую рану ({0}); пусто — бросит программа</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="180"/>
        <source>Old battle wound: {0}</source>
        <translation>Старая рана: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="220"/>
        <source>(another warband)</source>
        <translation>(другой отряд)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="279"/>
        <source>{0} ({1}, {2} models)</source>
        <translation>{0} ({1}, моделей: {2})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="283"/>
        <source>misses this game ({0} to miss)</source>
        <translation>пропускает эту игру (осталось пропустить: {0})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="298"/>
        <source>Experience: {0}</source>
        <translation>Опыт: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="326"/>
        <source>{0} cannot end in a draw.</source>
        <translation>Сценарий «{0}» не может закончиться вничью.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="337"/>
        <source>2D6 {0}: the player with the lower rating chooses the scenario.</source>
        <translation>2D6 {0}: сценарий выбирает игрок с меньшим рейтингом.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="342"/>
        <source>D{0} {1}: {2}</source>
        <translation>D{0} {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="343"/>
        <source>2D6 {0}: {1}</source>
        <translation>2D6 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="353"/>
        <source>D6 {0}: the old wound opens, he misses this battle.</source>
        <translation>D6 {0}: старая рана открылась, он пропускает эту битву.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/battle.py" line="354"/>
        <source>D6 {0}: he is fit to fight.</source>
        <translation>D6 {0}: он готов к бою.</translation>
    </message>
</context>
<context>
    <name>BattleTableModel</name>
    <message>
        <location filename="../../ui/league/battle_log.py" line="91"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="92"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="93"/>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="94"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="95"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="96"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="97"/>
        <source>Shards</source>
        <translation>Осколки</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="123"/>
        <source>{0} gc</source>
        <translation>{0} зк</translation>
    </message>
</context>
<context>
    <name>BinDialog</name>
    <message>
        <location filename="../../ui/roster/everyday.py" line="45"/>
        <source>Bin</source>
        <translation>Корзина</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="51"/>
        <source>&amp;Restore</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="54"/>
        <source>&amp;Empty the bin...</source>
        <translation>&amp;Очистить корзину...</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="81"/>
        <source>{0} ({1}, rating {2})</source>
        <translation>{0} ({1}, рейтинг {2})</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="87"/>
        <source>Restore brings a warband back; Undo puts it back here.</source>
        <translation>«Восстановить» возвращает отряд; «Отменить» снова убирает его сюда.</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="89"/>
        <source>The bin is empty.</source>
        <translation>Корзина пуста.</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="109"/>
        <source>Empty the bin</source>
        <translation>Очистить корзину</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="112"/>
        <source>Delete the {0:plural:warband|warbands} in the bin for good? Edit &gt; Undo takes this back until the program is closed.</source>
        <translation>Удалить из корзины навсегда {0:plural:отряд|отряда|отрядов}? «Правка &gt; Отменить» вернёт всё, пока программа не закрыта.</translation>
    </message>
</context>
<context>
    <name>BuyForm</name>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="153"/>
        <source>Warrior:</source>
        <translation>Воин:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="154"/>
        <source>Item:</source>
        <translation>Предмет:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="162"/>
        <source>Plan the purchase</source>
        <translation>Запланировать покупку</translation>
    </message>
</context>
<context>
    <name>CampaignChart</name>
    <message>
        <location filename="../../ui/league/battle_log.py" line="160"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="161"/>
        <source>Treasury (gc)</source>
        <translation>Казна (зк)</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="162"/>
        <source>Wyrdstone shards</source>
        <translation>Осколки вирдстоуна</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="169"/>
        <source>No battles yet: the chart grows after each one.</source>
        <translation>Битв пока нет: график пополняется после каждой.</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="175"/>
        <source>Battle</source>
        <translation>Битва</translation>
    </message>
    <message>
        <location filename="../../ui/league/battle_log.py" line="174"/>
        <source>start</source>
        <translation>начало</translation>
    </message>
</context>
<context>
    <name>Campaigns</name>
    <message>
        <location filename="../../ui/files/campaigns.py" line="66"/>
        <source>Recent campai&amp;gns</source>
        <translation>Нед&amp;авние кампании</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="82"/>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="64"/>
        <source>&amp;Open campaign file...</source>
        <translation>&amp;Открыть файл кампании...</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="65"/>
        <source>New ca&amp;mpaign file...</source>
        <translation>Новый &amp;файл кампании...</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="86"/>
        <source>Open campaign file</source>
        <translation>Открыть файл кампании</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="93"/>
        <source>New campaign file</source>
        <translation>Новый файл кампании</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="100"/>
        <source>{0} exists already: open it, or give the new campaign another name</source>
        <translation>{0} уже существует: откройте его или назовите новую кампанию иначе</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="107"/>
        <source>Campaign databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Базы кампаний (*.sqlite3 *.sqlite *.db);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="122"/>
        <source>{0} is not there any more: choose another campaign</source>
        <translation>{0} больше нет: выберите другую кампанию</translation>
    </message>
    <message>
        <location filename="../../ui/files/campaigns.py" line="128"/>
        <source>Cannot open {0}: {1}</source>
        <translation>Не удаётся открыть {0}: {1}</translation>
    </message>
</context>
<context>
    <name>CardsExport</name>
    <message>
        <location filename="../../ui/files/cards_export.py" line="24"/>
        <source>Poker-size cards, nine per page (*.pdf)</source>
        <translation>Карты размера покерных, девять на странице (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/files/cards_export.py" line="25"/>
        <source>A6 cards, two per page (*.pdf)</source>
        <translation>Карты A6, две на странице (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/files/cards_export.py" line="36"/>
        <source>Export model cards</source>
        <translation>Экспорт карт моделей</translation>
    </message>
    <message>
        <location filename="../../ui/files/cards_export.py" line="59"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/files/cards_export.py" line="63"/>
        <source>Wrote {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
</context>
<context>
    <name>CasualtiesPage</name>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="30"/>
        <source>2. Casualties</source>
        <translation>2. Потери</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="33"/>
        <source>Who was taken out of action, how many enemies each hero took out of action, and the scenario&apos;s experience awards. Only the warriors who took part are listed.</source>
        <translation>Кто оказался вне игры, скольких врагов вывел из игры каждый Герой и какой опыт положен по сценарию. Показаны только воины, участвовавшие в битве.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="61"/>
        <source>Warrior</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="61"/>
        <source>Out of action</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="61"/>
        <source>Enemies taken out</source>
        <translation>Выведено врагов</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="111"/>
        <source> of {0}</source>
        <translation> из {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/casualties.py" line="75"/>
        <source>Nobody took part: go back and tick who fought.</source>
        <translation>Никто не участвовал: вернитесь и отметьте, кто сражался.</translation>
    </message>
</context>
<context>
    <name>CharacteristicPage</name>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="100"/>
        <source>Raise</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="101"/>
        <source>Choose a characteristic</source>
        <translation>Выберите характеристику</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../ui/plumbing/crash.py" line="79"/>
        <source>Mordheim Roster: unexpected error</source>
        <translation>Mordheim Roster: непредвиденная ошибка</translation>
    </message>
    <message>
        <location filename="../../ui/plumbing/crash.py" line="80"/>
        <source>Something went wrong inside the program ({0}). Your campaign is safe: every change is saved as a whole or not at all.</source>
        <translation>В программе что-то пошло не так ({0}). Ваша кампания в сохранности: каждое изменение сохраняется целиком или не сохраняется вовсе.</translation>
    </message>
    <message>
        <location filename="../../ui/plumbing/crash.py" line="86"/>
        <source>No log file could be written. Please note what you were doing.</source>
        <translation>Файл журнала записать не удалось. Пожалуйста, запишите, что вы делали.</translation>
    </message>
    <message>
        <location filename="../../ui/plumbing/crash.py" line="90"/>
        <source>The details are in the log file:
{0}

Please send that file, with a few words about what you were doing, to whoever gave you the program or with your bug report.</source>
        <translation>Подробности — в файле журнала:
{0}

Пожалуйста, отправьте этот файл с парой слов о том, что вы делали, тому, от кого вы получили программу, или приложите его к сообщению об ошибке.</translation>
    </message>
    <message>
        <location filename="../../ui/plumbing/crash.py" line="116"/>
        <source>Open the log folder</source>
        <translation>Открыть папку журнала</translation>
    </message>
</context>
<context>
    <name>CustomProfileDialog</name>
    <message>
        <location filename="../../ui/wizards/custom_profile_dialog.py" line="40"/>
        <source>Profile of {0}</source>
        <translation>Профиль типа «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_profile_dialog.py" line="43"/>
        <source>The profile of every warrior of this type, each characteristic from 0 to 10; their advances and injuries count on top of it.</source>
        <translation>Профиль всех воинов этого типа, каждая характеристика от 0 до 10; их продвижения и повреждения учитываются поверх него.</translation>
    </message>
</context>
<context>
    <name>CustomWarbandDialog</name>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="46"/>
        <source>New custom warband</source>
        <translation>Новый свой отряд</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="49"/>
        <source>A warband of a type of your own: its heroes and henchmen with their profiles and costs. Only the general rules check it; it is marked custom.</source>
        <translation>Отряд своего типа: его Герои и Рядовые с профилями и ценами. Его проверяют только общие правила; он помечен как свой тип.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="57"/>
        <source>Warband name:</source>
        <translation>Название отряда:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="58"/>
        <source>Warband type:</source>
        <translation>Тип отряда:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="61"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="61"/>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="61"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="66"/>
        <source>Leader</source>
        <translation>Командир</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="67"/>
        <source>Warrior</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="89"/>
        <source>&amp;Add type</source>
        <translation>&amp;Добавить тип</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/custom_warband_dialog.py" line="92"/>
        <source>&amp;Remove type</source>
        <translation>&amp;Убрать тип</translation>
    </message>
</context>
<context>
    <name>DiceBox</name>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="83"/>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="84"/>
        <source>Roll in the app</source>
        <translation>Бросить в программе</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="85"/>
        <source>Dice rolled on the table:</source>
        <translation>Кубики, брошенные на столе:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="86"/>
        <source>e.g. 3 4 2</source>
        <translation>например, 3 4 2</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="87"/>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <location filename="../../ui/post_battle/dice.py" line="107"/>
        <source>Type the dice rolled on the table (3 5 or 35), or leave empty for the program</source>
        <translation>Введите кубики, брошенные на столе (3 5 или 35), или оставьте пустым, чтобы бросила программа</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/dice.py" line="109"/>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/dice.py" line="169"/>
        <source>(rolled by the program)</source>
        <translation>(бросок программы)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/dice.py" line="171"/>
        <source>Not used: {0}</source>
        <translation>Не использовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/dice.py" line="173"/>
        <source>Press Roll to use these dice.</source>
        <translation>Нажмите «Бросить», чтобы применить эти кубики.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/dice.py" line="178"/>
        <source>&apos;{0}&apos; is not a die: type the numbers rolled, like 3 5</source>
        <translation>«{0}» — не значение кубика: введите выпавшие числа, например 3 5</translation>
    </message>
</context>
<context>
    <name>DraftModel</name>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="81"/>
        <source>Spells / prayers</source>
        <translation>Заклинания / молитвы</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="82"/>
        <source>Who</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="82"/>
        <source>Models</source>
        <translation>Моделей</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="82"/>
        <source>Kit</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="82"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
</context>
<context>
    <name>DraftWords</name>
    <message>
        <location filename="../../ui/post_battle/words.py" line="197"/>
        <location filename="../../ui/post_battle/words.py" line="207"/>
        <source>lost</source>
        <translation>выбывает</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="197"/>
        <location filename="../../ui/post_battle/words.py" line="207"/>
        <source>fine</source>
        <translation>в порядке</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="203"/>
        <source>{0}: {1}, D6 {2}, {3}</source>
        <translation>{0}: {1}, D6 {2}, {3}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="59"/>
        <source>underdog</source>
        <translation>аутсайдер</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="69"/>
        <source>The dice do not match the steps: go back and roll again.</source>
        <translation>Кубики не соответствуют шагам: вернитесь и бросьте заново.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="81"/>
        <source>The dice of {0} were cleared: what they depend on changed. Roll again.</source>
        <translation>Кубики «{0}» стёрты: изменилось то, от чего они зависят. Бросьте заново.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="84"/>
        <source>The dice of {0} were dropped: no longer needed.</source>
        <translation>Кубики «{0}» убраны: они больше не нужны.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="86"/>
        <source>{0} may no longer search: his find was taken off the plan.</source>
        <translation>{0} больше не может искать: его находка убрана из плана.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="90"/>
        <source>{0} is no longer in the warband: taken off the plan: {1}</source>
        <translation>{0} больше нет в отряде: убрано из плана: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="98"/>
        <source>dead: he is removed with all his equipment</source>
        <translation>мёртв: вычёркивается вместе со всем снаряжением</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="100"/>
        <source>blind in both eyes: he retires</source>
        <translation>ослеп на оба глаза: уходит из отряда</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="109"/>
        <source>gains {0} ({1})</source>
        <translation>получает «{0}» ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="110"/>
        <source>gains {0}</source>
        <translation>получает «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="113"/>
        <source>loses all his weapons, armour and equipment</source>
        <translation>теряет всё оружие, доспехи и снаряжение</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="114"/>
        <source>loses his weapons and armour</source>
        <translation>теряет оружие и доспехи</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="116"/>
        <source>+{0} experience</source>
        <translation>+{0} опыта</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="119"/>
        <source>gold: {0}</source>
        <translation>золото: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="120"/>
        <source>+{0} gc</source>
        <translation>+{0} зк</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="104"/>
        <source>misses {0:plural:game|games}</source>
        <translation>пропускает {0:plural:игру|игры|игр}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="122"/>
        <source>+{0:plural:wyrdstone shard|wyrdstone shards}</source>
        <translation>+{0:plural:осколок|осколка|осколков} вирдстоуна</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="124"/>
        <source>captured by the enemy</source>
        <translation>захвачен противником</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="129"/>
        <source>found: {0} x {1}</source>
        <translation>найдено: {0} x {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="130"/>
        <source>found: {0}</source>
        <translation>найдено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="144"/>
        <source>    re-rolled first: {0}</source>
        <translation>    сначала переброшено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="150"/>
        <location filename="../../ui/post_battle/words.py" line="176"/>
        <source>won his fight in the pits</source>
        <translation>победил на арене</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="152"/>
        <location filename="../../ui/post_battle/words.py" line="178"/>
        <source>lost his fight in the pits</source>
        <translation>проиграл на арене</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="163"/>
        <source>He is dead.</source>
        <translation>Он мёртв.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="165"/>
        <source>No lasting effect.</source>
        <translation>Без последствий.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="190"/>
        <location filename="../../ui/post_battle/words.py" line="260"/>
        <source>gone</source>
        <translation>выбывает</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="190"/>
        <location filename="../../ui/post_battle/words.py" line="260"/>
        <source>recovers</source>
        <translation>поправляется</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="191"/>
        <location filename="../../ui/post_battle/words.py" line="198"/>
        <source>D6 {0}: {1}</source>
        <translation>D6 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="192"/>
        <source>D6 {0}: {1} lost</source>
        <translation>D6 {0}: выбыло {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="216"/>
        <source>{0:plural:wyrdstone shard|wyrdstone shards}</source>
        <translation>{0:plural:осколок вирдстоуна|осколка вирдстоуна|осколков вирдстоуна}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="220"/>
        <source>Found: {0}</source>
        <translation>Найдено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="220"/>
        <source>Nothing found</source>
        <translation>Ничего не найдено</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="227"/>
        <source>{0}: brought to the battle</source>
        <translation>{0}: принесено на битву</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="228"/>
        <source>{0}: held at the end</source>
        <translation>{0}: у отряда в конце игры</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="230"/>
        <source>Heroes inside the objective at the end</source>
        <translation>Героев внутри здания-цели в конце игры</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="232"/>
        <source>Enemy Heroes taken out of action</source>
        <translation>Вражеских Героев выведено из игры</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="233"/>
        <source>What the enemy brought to the battle</source>
        <translation>Сколько принёс на битву противник</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="236"/>
        <source>nothing to add</source>
        <translation>ничего не добавляет</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="249"/>
        <source>{0} sat this game out: {1:plural:game|games} left to miss.</source>
        <translation>{0} пропустил эту игру; осталось пропустить: {1:plural:игру|игры|игр}.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="265"/>
        <source>{0}: D6 {1}, {2:plural:model|models} lost</source>
        <translation>{0}: D6 {1}, выбыло: {2:plural:модель|модели|моделей}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="289"/>
        <source>Exploration: {0}, kept {1}: {2:plural:shard|shards}</source>
        <translation>Разработка: {0}, оставлены {1}; {2:plural:осколок|осколка|осколков}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="304"/>
        <source>Sold {0:plural:shard|shards} for {1} gc</source>
        <translation>Продано: {0:plural:осколок|осколка|осколков} за {1} зк</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="337"/>
        <source>Add {0:plural:model|models} to {1}</source>
        <translation>Добавить {0:plural:модель|модели|моделей} в группу «{1}»</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="261"/>
        <source>{0}: D6 {1}, {2}</source>
        <translation>{0}: D6 {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="278"/>
        <source>{0}: +{1} experience ({2} -&gt; {3})</source>
        <translation>{0}: +{1} опыта ({2} -&gt; {3})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="282"/>
        <source>, advance roll owed (box {0})</source>
        <translation>, положен бросок на продвижение (квадрат {0})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="300"/>
        <source>Gold found: {0} gc</source>
        <translation>Найдено золота: {0} зк</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="312"/>
        <source>{0}: upkeep {1} gc paid</source>
        <translation>{0}: содержание {1} зк оплачено</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="314"/>
        <source>{0}: upkeep {1} gc not paid: he leaves</source>
        <translation>{0}: содержание {1} зк не оплачено: он уходит</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="322"/>
        <source>the stash</source>
        <translation>склада</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="323"/>
        <source>{0} found {1} (2D6 {2} + {3}): bought for {4}</source>
        <translation>{0} нашёл: {1} (2D6 {2} + {3}); куплено для: {4}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="327"/>
        <source>Buy {0} for {1}</source>
        <translation>{1}: купить {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="330"/>
        <source>Sell {0} from the stash</source>
        <translation>Продать со склада: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="331"/>
        <source>Sell {0} from {1}</source>
        <translation>{1}: продать {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="333"/>
        <source>{0}: {1} to the stash</source>
        <translation>{0}: {1} на склад</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="335"/>
        <source>{0}: {1} from the stash</source>
        <translation>{0}: {1} со склада</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="342"/>
        <source>Hire {0} ({1}, hired sword)</source>
        <translation>Нанять: {0} ({1}, Наёмный меч)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="344"/>
        <source>Hire {0} ({1})</source>
        <translation>Нанять: {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="346"/>
        <source>, {0} models</source>
        <translation>, моделей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/words.py" line="348"/>
        <source>, with {0}</source>
        <translation>, снаряжение: {0}</translation>
    </message>
</context>
<context>
    <name>Everyday</name>
    <message>
        <location filename="../../ui/roster/everyday.py" line="146"/>
        <source>&amp;Bin...</source>
        <translation>Ко&amp;рзина...</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="147"/>
        <source>D&amp;uplicate...</source>
        <translation>Д&amp;ублировать...</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="157"/>
        <source>Open a warband first.</source>
        <translation>Сначала откройте отряд.</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="159"/>
        <source>{0} (copy)</source>
        <translation>{0} (копия)</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="161"/>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <location filename="../../ui/roster/everyday.py" line="161"/>
        <source>Name of the copy:</source>
        <translation>Название копии:</translation>
    </message>
</context>
<context>
    <name>ExperienceBox</name>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="215"/>
        <source>Experience</source>
        <extracomment>A use case on one item of one warrior: buy, sell, to the stash, from the stash.</extracomment>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="216"/>
        <source>Take advance...</source>
        <translation>Получить продвижение...</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="236"/>
        <source>Advances owed: {0}</source>
        <translation>Бросков на продвижение: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="238"/>
        <source>No advance owed</source>
        <translation>Бросков на продвижение нет</translation>
    </message>
</context>
<context>
    <name>ExperienceBoxes</name>
    <message>
        <location filename="../../ui/widgets/experience.py" line="45"/>
        <source>{0} experience; next advance at {1}</source>
        <translation>Опыт: {0}; следующее продвижение при {1}</translation>
    </message>
</context>
<context>
    <name>ExperiencePage</name>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="32"/>
        <source>4. Experience</source>
        <translation>4. Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="34"/>
        <source>The experience each warrior gains, worked out by the rules from pages 1-3.</source>
        <translation>Опыт, который получает каждый воин, подсчитан по правилам на основе страниц 1-3.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="63"/>
        <source>Warrior</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="63"/>
        <source>Gains</source>
        <translation>Получает</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="63"/>
        <source>Experience</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="63"/>
        <source>Advance</source>
        <translation>Продвижение</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="76"/>
        <source>Underdog: your rating {0}, the opponent&apos;s {1}: +{2} experience for every warrior who gains experience.</source>
        <translation>Аутсайдер: ваш рейтинг {0}, у противника {1}: +{2} опыта каждому воину, который получает опыт.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="82"/>
        <source>No underdog bonus: your rating {0}, the opponent&apos;s {1}.</source>
        <translation>Бонуса аутсайдера нет: ваш рейтинг {0}, у противника {1}.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="96"/>
        <source>advance roll owed (box {0})</source>
        <translation>положен бросок на продвижение (квадрат {0})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="102"/>
        <source>{0} -&gt; {1} (+{2})</source>
        <translation>{0} -&gt; {1} (+{2})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/experience.py" line="114"/>
        <source>{0:plural:advance roll is|advance rolls are} owed. Advances are rolled after Finish: the summary page&apos;s &apos;Finish and take advances&apos; button commits the battle, then opens the advance dialog for each warrior who owes one (hero and henchman tables, the lad&apos;s got talent).</source>
        <translation>Броски на продвижение: {0}. Продвижения бросаются после завершения: кнопка «Завершить и получить продвижения» на странице итога записывает битву, а затем открывает окно продвижения для каждого воина, у которого есть бросок (таблицы Героев и Рядовых, «У парня талант»).</translation>
    </message>
</context>
<context>
    <name>ExplorationPage</name>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="36"/>
        <source>5. Exploration</source>
        <translation>5. Разработка</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="39"/>
        <source>A D6 for each hero not taken out of action, one more for a win, plus the dice skills and items give. At most six dice are kept.</source>
        <translation>D6 за каждого Героя, не оказавшегося вне игры, ещё один за победу, плюс кубики за навыки и предметы. Оставляется не больше шести кубиков.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="64"/>
        <source>Extra dice (skills, items):</source>
        <translation>Дополнительные кубики (навыки, предметы):</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="65"/>
        <source>Exploration dice:</source>
        <translation>Кубики Разработки:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="101"/>
        <source>{0} dice: {1} hero(es) not out of action, {2} for the result, {3} extra.</source>
        <translation>Кубиков: {0} (Героев не вне игры: {1}, за результат: {2}, дополнительных: {3}).</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="104"/>
        <source>the exploration dice</source>
        <translation>бросок Разработки</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="111"/>
        <source>Dice: {0}</source>
        <translation>Кубики: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="112"/>
        <source>{0} D6, e.g. {1}</source>
        <translation>{0} D6, например {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="142"/>
        <source>Kept {0}: total {1}, {2:plural:wyrdstone shard|wyrdstone shards}.</source>
        <translation>Оставлены {0}: сумма {1}, {2:plural:осколок|осколка|осколков} вирдстоуна.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="171"/>
        <source>More than {0} dice: untick the dice to discard until {0} are kept.</source>
        <translation>Кубиков больше {0}: снимите отметки с лишних, пока не останется {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="223"/>
        <source>The dice of {0}, e.g. 3 4 5 6 2</source>
        <translation>Кубики сценария «{0}», например 3 4 5 6 2</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="133"/>
        <source>No dice to roll: no shards found.</source>
        <translation>Бросать нечего: осколки не найдены.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="149"/>
        <source>No multiple.</source>
        <translation>Совпадений нет.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="184"/>
        <source>{0} x {1}</source>
        <translation>{0} x {1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/exploration.py" line="201"/>
        <source>{0} for {1}</source>
        <translation>{1}: {0}</translation>
    </message>
</context>
<context>
    <name>ForeignImport</name>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="35"/>
        <source>Reading the file...</source>
        <translation>Чтение файла...</translation>
    </message>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="61"/>
        <location filename="../../ui/files/foreign_import.py" line="74"/>
        <source>Import warband</source>
        <translation>Импорт отряда</translation>
    </message>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="62"/>
        <source>The file holds several warbands. Which one?</source>
        <translation>В файле несколько отрядов. Какой импортировать?</translation>
    </message>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="77"/>
        <source>Import the warband and keep these as notes on the warriors? No: nothing is imported.</source>
        <translation>Импортировать отряд и сохранить это в заметках воинов? Нет: ничего не импортируется.</translation>
    </message>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="67"/>
        <source>The whole campaign “{0}” as a league ({1:plural:warband|warbands})</source>
        <translation>Вся кампания «{0}» как лига ({1:plural:отряд|отряда|отрядов})</translation>
    </message>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="75"/>
        <source>The file holds a campaign. Import all of it, or one warband?</source>
        <translation>В файле кампания. Импортировать её целиком или один отряд?</translation>
    </message>
    <message>
        <location filename="../../ui/files/foreign_import.py" line="104"/>
        <source>Import the campaign&apos;s warbands and keep these as notes on the warriors? No: nothing is imported.</source>
        <translation>Импортировать отряды кампании и сохранить это в заметках воинов? Нет: ничего не импортируется.</translation>
    </message>
</context>
<context>
    <name>GroupBox</name>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="260"/>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="261"/>
        <source>Models</source>
        <translation>Моделей</translation>
    </message>
</context>
<context>
    <name>HireDialog</name>
    <message>
        <location filename="../../ui/wizards/hire_dialog.py" line="36"/>
        <source>Hire</source>
        <translation>Найм</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/hire_dialog.py" line="59"/>
        <source>&amp;Hire</source>
        <translation>&amp;Нанять</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/hire_dialog.py" line="119"/>
        <source>Join the group {0} instead of a new one ({1} a model)</source>
        <translation>Добавить в группу «{0}» вместо новой группы ({1} за модель)</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/hire_dialog.py" line="43"/>
        <source>Treasury: {0} gc</source>
        <translation>Казна: {0} зк</translation>
    </message>
</context>
<context>
    <name>HireForm</name>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="106"/>
        <source>Join the group {0} instead of a new one ({1} gc a model)</source>
        <translation>Добавить в группу «{0}» вместо новой группы ({1} зк за модель)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="49"/>
        <source>Hire a recruit or a hired sword</source>
        <translation>Нанять новобранца или Наёмного меча</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="66"/>
        <source>Models:</source>
        <translation>Моделей:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="67"/>
        <source>Cost:</source>
        <translation>Цена:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="55"/>
        <source>Plan the hire</source>
        <translation>Запланировать найм</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="63"/>
        <source>Add models to a henchman group</source>
        <translation>Добавить модели в группу Рядовых</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="65"/>
        <source>Group:</source>
        <translation>Группа:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="68"/>
        <source>Plan: add models</source>
        <translation>Запланировать: добавить модели</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="155"/>
        <source>No henchman group.</source>
        <translation>Нет группы Рядовых.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="159"/>
        <source>{0} gc a model ({1} experience)</source>
        <translation>{0} зк за модель (Опыт: {1})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/hire_form.py" line="144"/>
        <source>There is already a warrior called {0}: give the recruit another name.</source>
        <translation>Воин по имени {0} уже есть: дайте новобранцу другое имя.</translation>
    </message>
</context>
<context>
    <name>HirePage</name>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="380"/>
        <source>Hiring</source>
        <translation>Найм</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="383"/>
        <source>Recruit with one click (Enter on a row works too); pick a recruit in the warband to name him, set his models and buy his equipment with - and +.</source>
        <translation>Нанимайте одним щелчком (или Enter на строке); выберите бойца в отряде, чтобы дать ему имя, задать число моделей и купить снаряжение кнопками - и +.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="387"/>
        <source>&amp;Recruit:</source>
        <translation>Нан&amp;ять:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="388"/>
        <source>A henchman recruited again &amp;joins his type&apos;s group</source>
        <translation>Повторно нанятый Рядовой &amp;входит в группу своего типа</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="389"/>
        <source>Remo&amp;ve</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="464"/>
        <source>Gold left: {0} gc of {1} gc</source>
        <translation>Осталось золота: {0} зк из {1} зк</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="466"/>
        <source>{0} gc over the starting {1} gc</source>
        <translation>На {0} зк больше начальных {1} зк</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="469"/>
        <source>Warriors: {0} of at most {1}</source>
        <translation>Воинов: {0} из {1} возможных</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="472"/>
        <source>Heroes: {0} of at most {1}</source>
        <translation>Героев: {0} из {1} возможных</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="474"/>
        <source>Rating: {0}</source>
        <translation>Рейтинг: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="476"/>
        <source>Problems:</source>
        <translation>Проблемы:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="478"/>
        <source>No problems: the warband is legal.</source>
        <translation>Проблем нет: отряд соответствует правилам.</translation>
    </message>
</context>
<context>
    <name>IncomePage</name>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="26"/>
        <source>6. Income</source>
        <translation>6. Доход</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="29"/>
        <source>Sell wyrdstone once: the price depends on how many shards are sold together and on the warband&apos;s size after its losses. Then pay the hired swords&apos; upkeep.</source>
        <translation>Вирдстоун продаётся один раз: цена зависит от того, сколько осколков продано вместе, и от численности отряда после потерь. Затем оплатите содержание Наёмных мечей.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="45"/>
        <source>Shards to sell:</source>
        <translation>Продать осколков:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="73"/>
        <source>Wyrdstone: {0:plural:shard|shards} in store and {1} found = {2}.</source>
        <translation>Вирдстоун: {0:plural:осколок|осколка|осколков} в запасе + {1} найдено = {2}.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="118"/>
        <source>{0:plural:shard|shards} sell for {1} gc (a warband of {2} after its losses; hired swords do not count).</source>
        <translation>{0:plural:осколок|осколка|осколков}: выручка {1} зк (воинов в отряде после потерь: {2}; Наёмные мечи не считаются).</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="147"/>
        <source>Treasury: {0} gc -&gt; {1} gc. Wyrdstone: {2} -&gt; {3:plural:shard|shards}.</source>
        <translation>Казна: {0} зк -&gt; {1} зк. Вирдстоун: {2} -&gt; {3:plural:осколок|осколка|осколков}.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="84"/>
        <source>Hired swords&apos; upkeep</source>
        <translation>Содержание Наёмных мечей</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="87"/>
        <location filename="../../ui/post_battle/pages/income.py" line="134"/>
        <source>Pay {0}&apos;s upkeep: {1} gc</source>
        <translation>Оплатить содержание «{0}»: {1} зк</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="93"/>
        <source>No hired sword to pay.</source>
        <translation>Платить некому: Наёмных мечей нет.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="127"/>
        <source>No shards sold.</source>
        <translation>Осколки не проданы.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="137"/>
        <source>Pay {0}&apos;s upkeep: {1} gc (let go: he leaves)</source>
        <translation>Оплатить содержание «{0}»: {1} зк (отказ: он уходит)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/income.py" line="141"/>
        <source>Pay {0}&apos;s upkeep: {1} gc (the treasury cannot pay: he leaves)</source>
        <translation>Оплатить содержание «{0}»: {1} зк (в казне не хватает денег: он уходит)</translation>
    </message>
</context>
<context>
    <name>InjuriesBox</name>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="487"/>
        <source>Serious injuries</source>
        <translation>Серьёзные повреждения</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="489"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="490"/>
        <source>Remove selected injury</source>
        <translation>Убрать повреждение</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="509"/>
        <source>Misses the next {0:plural:game|games}</source>
        <translation>Пропускает {0:plural:следующую игру|следующие игры|следующих игр}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="488"/>
        <source>The injury rolled…</source>
        <translation>Выпавшее повреждение…</translation>
    </message>
</context>
<context>
    <name>InjuriesPage</name>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="104"/>
        <source>{0}&apos;s mount</source>
        <translation>{0}: скакун</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="140"/>
        <source>{0}: {1} of {2:plural:model|models} out of action (a D6 each, 1-2: gone)</source>
        <translation>{0}: вне игры {1} из {2:plural:модели|моделей|моделей} (D6 за каждую, 1-2: выбывает)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="154"/>
        <source>{0}: {1}, the rider out of action (D6, lost on {2} or less)</source>
        <translation>{0}: {1}, всадник вне игры (D6, выбывает на {2} или меньше)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="33"/>
        <source>3. Serious injuries</source>
        <translation>3. Серьёзные повреждения</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="36"/>
        <source>Type the dice rolled on the table and press Roll, or leave the field empty and press Roll for the program&apos;s dice. A D66 is typed as read: 3 5 or 35, then any sub-roll and re-roll the result asks for.</source>
        <translation>Введите кубики, брошенные на столе, и нажмите «Бросить» или оставьте поле пустым и нажмите «Бросить», чтобы бросила программа. D66 вводится так, как читается: 3 5 или 35, затем дополнительные броски и перебросы, которых требует результат.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="45"/>
        <source>Roll every die not rolled yet</source>
        <translation>Бросить все ещё не брошенные кубики</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="112"/>
        <source>{0}: serious injury (D66)</source>
        <translation>{0}: серьёзное повреждение (D66)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="117"/>
        <source>(asked only on a 65)</source>
        <translation>(только при результате 65)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="118"/>
        <source>won his fight</source>
        <translation>победил в бою</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="119"/>
        <source>lost his fight</source>
        <translation>проиграл бой</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="127"/>
        <source>D66, then any sub-roll, e.g. 2 3 4</source>
        <translation>D66, затем дополнительные броски, например 2 3 4</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="131"/>
        <source>If sold to the pits, he:</source>
        <translation>Если продан на арену, он:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="106"/>
        <source>{0} ({1} out of action)</source>
        <translation>{0} (вне игры: {1})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="145"/>
        <source>{0} D6</source>
        <translation>{0} D6</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="147"/>
        <source>{0}: hired sword out of action (D6, 1-2: gone)</source>
        <translation>{0}: Наёмный меч вне игры (D6, 1-2: выбывает)</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="148"/>
        <location filename="../../ui/post_battle/pages/injuries.py" line="157"/>
        <source>1 D6</source>
        <translation>1 D6</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/injuries.py" line="81"/>
        <source>Nobody was taken out of action: no injury to roll.</source>
        <translation>Никто не оказался вне игры: бросать на повреждения не нужно.</translation>
    </message>
</context>
<context>
    <name>KitBox</name>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="315"/>
        <source>Weapons and armour</source>
        <translation>Оружие и доспехи</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="316"/>
        <source>Sell (half price)</source>
        <translation>Продать (за полцены)</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="317"/>
        <source>To stash</source>
        <translation>На склад</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="318"/>
        <source>Buy</source>
        <translation>Купить</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="319"/>
        <source>Take from stash</source>
        <translation>Взять со склада</translation>
    </message>
</context>
<context>
    <name>KitGrid</name>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="212"/>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="212"/>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="212"/>
        <source>Qty</source>
        <translation>Кол-во</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="225"/>
        <source>Mutation: {0}</source>
        <translation>Мутация: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="234"/>
        <source>free</source>
        <translation>бесплатно</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="274"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="275"/>
        <source>Warbands</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>Warrior</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298"/>
        <source>&amp;Copy as text</source>
        <translation>&amp;Копировать как текст</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="567"/>
        <source>&amp;BBCode (forums)</source>
        <translation>&amp;BBCode (форумы)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="568"/>
        <source>&amp;Markdown (Discord, Reddit)</source>
        <translation>&amp;Markdown (Discord, Reddit)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="569"/>
        <source>&amp;Plain text (e-mail)</source>
        <translation>&amp;Простой текст (эл. почта)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="582"/>
        <source>Copied the warband to the clipboard.</source>
        <translation>Отряд скопирован в буфер обмена.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="490"/>
        <source>the file cannot be read: check that it exists and may be read</source>
        <translation>файл не читается: проверьте, что он существует и доступен для чтения</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="487"/>
        <source>larger than {0} MB: not a warband file</source>
        <translation>больше {0} МБ: это не файл отряда</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="485"/>
        <source>not a regular file (a folder, a device or a pipe): choose a file</source>
        <translation>это не обычный файл (папка, устройство или канал): выберите файл</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="510"/>
        <source>Cannot write {0}: {1}; nothing was written</source>
        <translation>Не удалось записать {0}: {1}; ничего не записано</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="268"/>
        <source>Mordheim Roster</source>
        <translation>Mordheim Roster</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="270"/>
        <source>New warband...</source>
        <translation>Новый отряд...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="271"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="272"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="273"/>
        <source>&amp;Warband</source>
        <translation>&amp;Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="277"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="278"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="279"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280"/>
        <source>&amp;New warband...</source>
        <translation>&amp;Новый отряд...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="282"/>
        <source>&amp;Export JSON...</source>
        <translation>&amp;Экспорт JSON...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="283"/>
        <source>&amp;Delete warband</source>
        <translation>&amp;Удалить отряд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="284"/>
        <source>Export PD&amp;F...</source>
        <translation>Экспорт в &amp;PDF...</translation>
    </message>
    <message>
        <location filename="../../ui/features.py" line="43"/>
        <source>New c&amp;ustom warband...</source>
        <translation>Новый с&amp;вой отряд...</translation>
    </message>
    <message>
        <location filename="../../ui/features.py" line="48"/>
        <source>Export model &amp;cards...</source>
        <translation>Экспорт &amp;карт моделей...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="285"/>
        <source>&amp;Print...</source>
        <translation>&amp;Печать...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="286"/>
        <source>Print previe&amp;w and PDF options...</source>
        <translation>Пр&amp;едпросмотр печати и параметры PDF...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="287"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="262"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/features.py" line="53"/>
        <source>Export for p&amp;hones...</source>
        <translation>Экспорт для &amp;телефонов...</translation>
    </message>
    <message>
        <location filename="../../ui/features.py" line="55"/>
        <source>Expor&amp;t for Mordheim Roster Builder...</source>
        <translation>Экспорт &amp;для Mordheim Roster Builder...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>&amp;Hire...</source>
        <translation>&amp;Нанять...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="290"/>
        <source>&amp;Rename...</source>
        <translation>&amp;Переименовать...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="291"/>
        <source>&amp;Treasury...</source>
        <translation>&amp;Казна...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="292"/>
        <source>&amp;Wyrdstone...</source>
        <translation>&amp;Вирдстоун...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="293"/>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <location filename="../../ui/features.py" line="58"/>
        <source>Rules &amp;packs...</source>
        <translation>&amp;Наборы правил...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="294"/>
        <source>Post-&amp;battle sequence...</source>
        <translation>Процедура после &amp;битвы...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295"/>
        <source>Battle &amp;log...</source>
        <translation>&amp;Журнал битв...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="297"/>
        <source>Campaign &amp;standings...</source>
        <translation>&amp;Таблица кампании...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="301"/>
        <source>Copy &amp;battle report</source>
        <translation>Копировать о&amp;тчёт о битве</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="390"/>
        <location filename="../../ui/main_window.py" line="396"/>
        <source>Open a warband first.</source>
        <translation>Сначала откройте отряд.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="404"/>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="404"/>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420"/>
        <source>Gold crowns:</source>
        <translation>Золотые кроны:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="430"/>
        <source>Wyrdstone</source>
        <translation>Вирдстоун</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="430"/>
        <source>Shards:</source>
        <translation>Осколки:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="440"/>
        <source>Delete warband</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="441"/>
        <source>Move {0} to the bin? Undo brings it back.</source>
        <translation>Отправить «{0}» в корзину? Команда «Отменить» вернёт его.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="448"/>
        <source>Import warband</source>
        <translation>Импорт отряда</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="450"/>
        <source>Warband files (*.json *.txt *.ros *.rosz *.yml *.yaml);;All files (*)</source>
        <translation>Файлы отрядов (*.json *.txt *.ros *.rosz *.yml *.yaml);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="501"/>
        <source>Warband files (*.json)</source>
        <translation>Файлы отрядов (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="458"/>
        <source>{0}: {1}; nothing was imported</source>
        <translation>{0}: {1}; ничего не импортировано</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="281"/>
        <source>&amp;Import...</source>
        <translation>&amp;Импорт...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="499"/>
        <source>Export warband</source>
        <translation>Экспорт отряда</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="516"/>
        <location filename="../../ui/main_window.py" line="677"/>
        <source>Wrote {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="657"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="666"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="668"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="744"/>
        <source>About Mordheim Roster</source>
        <translation>О программе Mordheim Roster</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="746"/>
        <source>Mordheim Roster {0}
Warband sheets and the campaign&apos;s post-battle sequence.</source>
        <translation>Mordheim Roster {0}
Листы отрядов и процедура после битвы в кампании.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="296"/>
        <source>Take the advances &amp;owed...</source>
        <translation>В&amp;зять положенные продвижения...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="737"/>
        <source>No warrior owes an advance.</source>
        <translation>Ни один воин пока не заработал продвижения.</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <location filename="../../ui/roster/marks.py" line="41"/>
        <source>Advance owed: {0:plural:roll|rolls} to make</source>
        <translation>Ждёт {0:plural:бросок|броска|бросков} на продвижение</translation>
    </message>
    <message>
        <location filename="../../ui/roster/marks.py" line="43"/>
        <source>Misses the next {0:plural:game|games}</source>
        <translation>Пропускает {0:plural:следующую игру|следующие игры|следующих игр}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/marks.py" line="45"/>
        <source>Captured: held by the enemy until ransomed or exchanged</source>
        <translation>Захвачен: в плену у врага, пока его не выкупят или не обменяют</translation>
    </message>
    <message>
        <location filename="../../ui/roster/marks.py" line="46"/>
        <source>{0} models: above the maximum of {1}</source>
        <translation>Моделей {0}: больше максимума ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/roster/marks.py" line="50"/>
        <source>{0} warriors: above the warband&apos;s maximum of {1} (hired swords not counted)</source>
        <translation>Воинов {0}: больше максимума отряда ({1}; Наёмные мечи не в счёт)</translation>
    </message>
</context>
<context>
    <name>MatchDialog</name>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="49"/>
        <source>Record a match</source>
        <translation>Запись боя</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="65"/>
        <source>(not recorded)</source>
        <translation>(не указан)</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="69"/>
        <source>Link each side&apos;s battle log record of that date</source>
        <translation>Связать бой с записью журнала битв каждой стороны за эту дату</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="75"/>
        <source>By</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="75"/>
        <source>Against</source>
        <translation>Кого</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="75"/>
        <source>Out of action</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="75"/>
        <source>Heroes killed</source>
        <translation>Героев убито</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="88"/>
        <source>Warbands:</source>
        <translation>Отряды:</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="89"/>
        <source>Winner:</source>
        <translation>Победитель:</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="90"/>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="91"/>
        <source>Scenario:</source>
        <translation>Сценарий:</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="100"/>
        <source>What each side did to another:</source>
        <translation>Что каждая сторона сделала с другой:</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_dialog.py" line="118"/>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
</context>
<context>
    <name>MatchesPanel</name>
    <message>
        <location filename="../../ui/league/match_list.py" line="68"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="68"/>
        <source>Warbands</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="68"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="68"/>
        <source>Post-battle</source>
        <translation>После битвы</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="70"/>
        <source>Run post-battle for this side...</source>
        <translation>Провести процедуру после битвы этой стороны...</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="72"/>
        <source>Select a side of a match whose post-battle sequence is still to run.</source>
        <translation>Выберите сторону боя, чья процедура после битвы ещё не проведена.</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="87"/>
        <source>{0} of {1} sides still to run their post-battle sequence</source>
        <translation>Сторон без процедуры после битвы: {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="99"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="101"/>
        <source>{0} won</source>
        <translation>победил {0}</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="104"/>
        <source>{0} to run</source>
        <translation>не проведена: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="108"/>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="108"/>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="108"/>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="104"/>
        <location filename="../../ui/league/match_list.py" line="116"/>
        <source>done</source>
        <translation>проведена</translation>
    </message>
    <message>
        <location filename="../../ui/league/match_list.py" line="116"/>
        <source>to run</source>
        <translation>не проведена</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../ui/files/sharing.py" line="56"/>
        <source>Merge campaign: {0}</source>
        <translation>Объединить кампанию: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="63"/>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="63"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="63"/>
        <source>This copy / their copy</source>
        <translation>Эта копия / их копия</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="63"/>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="77"/>
        <source>Keep mine in every conflict</source>
        <translation>Во всех конфликтах оставить моё</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="79"/>
        <source>Take theirs in every conflict</source>
        <translation>Во всех конфликтах взять их</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="85"/>
        <source>Merge</source>
        <translation>Объединить</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="109"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="109"/>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="110"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="110"/>
        <source>Warband entered</source>
        <translation>Участие отряда</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="111"/>
        <source>Match</source>
        <translation>Бой</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="124"/>
        <source>New: added</source>
        <translation>Новое: добавляется</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="124"/>
        <source>Theirs: taken</source>
        <translation>Их: берётся</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="129"/>
        <source>Choose...</source>
        <translation>Выберите...</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="130"/>
        <location filename="../../ui/files/sharing.py" line="139"/>
        <source>Keep mine</source>
        <translation>Оставить моё</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="131"/>
        <source>Take theirs</source>
        <translation>Взять их</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="140"/>
        <source>Move to the bin here</source>
        <translation>Убрать в корзину и здесь</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="141"/>
        <source>Delete here too</source>
        <translation>Удалить и здесь</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="147"/>
        <source>only in their copy</source>
        <translation>только в их копии</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="149"/>
        <source>changed in their copy only</source>
        <translation>изменено только в их копии</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="151"/>
        <source>deleted in their copy; this copy {0}</source>
        <translation>удалено в их копии; в этой копии {0}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="158"/>
        <source>their copy took {0} out of this match</source>
        <translation>в их копии из этого боя убран {0}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="159"/>
        <source>changed in both: this copy {0}; theirs {1}</source>
        <translation>изменено в обеих: эта копия {0}; их {1}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="165"/>
        <source>deleted</source>
        <translation>удалено</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="169"/>
        <source>{0} gc, {1} wyrdstone, {2:plural:model|models}, {3:plural:battle|battles}</source>
        <translation>{0} зк, вирдстоун {1}, {2:plural:модель|модели|моделей}, {3:plural:битва|битвы|битв}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="176"/>
        <source> (in the bin)</source>
        <translation> (в корзине)</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="179"/>
        <source>{0} won</source>
        <translation>победил {0}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="179"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="180"/>
        <source>{0}, {1}, {2} out of action</source>
        <translation>{0}, {1}, вне игры {2}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="184"/>
        <source>{0} from {1}</source>
        <translation>{0} с {1}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="187"/>
        <source>retired on {0}</source>
        <translation>ушёл {0}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="187"/>
        <source>playing</source>
        <translation>играет</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="204"/>
        <source>{0} new, {1} changed in their copy only, {2} deleted in their copy (kept here unless you choose), {3:plural:conflict|conflicts}: the same row changed in both copies. {4}</source>
        <translation>Новых: {0}, изменено только в их копии: {1}, удалено в их копии (здесь остаётся, если не выбрать иное): {2}, {3:plural:конфликт|конфликта|конфликтов} (одна запись изменена в обеих копиях). {4}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="208"/>
        <source>Choose for each conflict: keep mine or take theirs.</source>
        <translation>Выберите для каждого конфликта: оставить моё или взять их.</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="209"/>
        <source>Merge writes it all as one change (Edit &gt; Undo takes it back).</source>
        <translation>Объединение записывается одним изменением (Правка &gt; Отменить вернёт всё назад).</translation>
    </message>
</context>
<context>
    <name>ModelTile</name>
    <message>
        <location filename="../../ui/battle/tile.py" line="48"/>
        <source>Up</source>
        <translation>Стоит</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="48"/>
        <source>Standing</source>
        <translation>Стоит</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="50"/>
        <source>Down</source>
        <translation>Сбит</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="51"/>
        <source>Knocked down</source>
        <translation>Сбит с ног</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="53"/>
        <source>Stun</source>
        <translation>Оглушён</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="53"/>
        <source>Stunned</source>
        <translation>Оглушён</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="55"/>
        <source>Out</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="56"/>
        <source>Out of action</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="64"/>
        <source>Wyrdstone</source>
        <translation>Вирдстоун</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="65"/>
        <source>Objective</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="66"/>
        <source>Treasure</source>
        <translation>Сокровище</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="204"/>
        <source>A wound lost (-)</source>
        <translation>Потеряна рана (-)</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="205"/>
        <source>A wound healed (+)</source>
        <translation>Рана восстановлена (+)</translation>
    </message>
    <message>
        <location filename="../../ui/battle/tile.py" line="211"/>
        <source>W {0}/{1}</source>
        <translation>Раны {0}/{1}</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../../ui/plumbing/words.py" line="18"/>
        <source>{0} gc</source>
        <translation>{0} зк</translation>
    </message>
</context>
<context>
    <name>NewWarbandWizard</name>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="665"/>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="807"/>
        <source>New warband</source>
        <translation>Новый отряд</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="666"/>
        <source>Save as &amp;draft</source>
        <translation>Сохранить как &amp;черновик</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="695"/>
        <source>{0} x {1} gc = {2} gc</source>
        <translation>{0} x {1} зк = {2} зк</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="730"/>
        <source>Choose the type of warband first.</source>
        <translation>Сначала выберите тип отряда.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="761"/>
        <source>The warband is not legal yet: see the problems.</source>
        <translation>Отряд пока не соответствует правилам: см. проблемы.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="808"/>
        <source>Discard this warband and everyone hired for it?</source>
        <translation>Отказаться от этого отряда и всех нанятых в него воинов?</translation>
    </message>
</context>
<context>
    <name>NotesBox</name>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="555"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="556"/>
        <source>Save notes</source>
        <translation>Сохранить заметки</translation>
    </message>
</context>
<context>
    <name>PacksDialog</name>
    <message>
        <location filename="../../ui/preferences/packs_dialog.py" line="38"/>
        <source>Rules packs</source>
        <translation>Наборы правил</translation>
    </message>
    <message>
        <location filename="../../ui/preferences/packs_dialog.py" line="41"/>
        <source>The supplements this campaign plays with. A switched-off pack&apos;s warbands and hired swords cannot be newly made or hired, nor its items bought; warbands already made keep working and keep what they own.</source>
        <translation>Дополнения, с которыми играет эта кампания. Отряды и наёмных мечей выключенного набора нельзя создать или нанять заново, а его снаряжение — купить; уже созданные отряды продолжают работать и сохраняют то, что у них есть.</translation>
    </message>
    <message>
        <location filename="../../ui/preferences/packs_dialog.py" line="75"/>
        <source>core rules</source>
        <translation>основные правила</translation>
    </message>
    <message>
        <location filename="../../ui/preferences/packs_dialog.py" line="75"/>
        <source>grade {0}</source>
        <translation>класс {0}</translation>
    </message>
</context>
<context>
    <name>PdfDialog</name>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="71"/>
        <source>Print preview and PDF options</source>
        <translation>Предпросмотр печати и параметры PDF</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="83"/>
        <source>&amp;Blank sheet, to fill in by hand</source>
        <translation>&amp;Пустой лист, заполнить от руки</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="107"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="108"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="113"/>
        <source>P&amp;age:</source>
        <translation>&amp;Страница:</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="121"/>
        <source>P&amp;rint...</source>
        <translation>П&amp;ечать...</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="126"/>
        <source>&amp;Save PDF...</source>
        <translation>Со&amp;хранить PDF...</translation>
    </message>
    <message>
        <location filename="../../ui/files/pdf_dialog.py" line="154"/>
        <source>of {0}</source>
        <translation>из {0}</translation>
    </message>
</context>
<context>
    <name>PhoneExport</name>
    <message>
        <location filename="../../ui/files/phone_export.py" line="30"/>
        <location filename="../../ui/files/phone_export.py" line="70"/>
        <source>Export for phones</source>
        <translation>Экспорт для телефонов</translation>
    </message>
    <message>
        <location filename="../../ui/files/phone_export.py" line="32"/>
        <location filename="../../ui/files/phone_export.py" line="72"/>
        <source>Web page for phones (*.html)</source>
        <translation>Веб-страница для телефонов (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/files/phone_export.py" line="53"/>
        <location filename="../../ui/files/phone_export.py" line="81"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/files/phone_export.py" line="57"/>
        <location filename="../../ui/files/phone_export.py" line="82"/>
        <source>Wrote {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
</context>
<context>
    <name>PostBattleWizard</name>
    <message>
        <location filename="../../ui/post_battle/wizard.py" line="65"/>
        <source>Post-battle sequence: {0}</source>
        <translation>Процедура после битвы: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/wizard.py" line="165"/>
        <source>Post-battle sequence</source>
        <translation>Процедура после битвы</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/wizard.py" line="167"/>
        <source>Discard this post-battle sequence and the dice rolled? Nothing was written.</source>
        <translation>Отказаться от этой процедуры после битвы и брошенных кубиков? Ничего не записано.</translation>
    </message>
</context>
<context>
    <name>PriceField</name>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="134"/>
        <source>{0} costs {1}: give the price rolled</source>
        <translation>{0} стоит {1}: укажите выброшенную цену</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../ui/files/printing.py" line="117"/>
        <source>Printing on {0}...</source>
        <translation>Печать на {0}...</translation>
    </message>
    <message>
        <location filename="../../ui/files/printing.py" line="124"/>
        <source>Cannot print on {0}: check the printer or the file name and print again</source>
        <translation>Не удалось напечатать на {0}: проверьте принтер или имя файла и напечатайте снова</translation>
    </message>
    <message>
        <location filename="../../ui/files/printing.py" line="132"/>
        <source>Sent the sheet to {0}</source>
        <translation>Лист отправлен на {0}</translation>
    </message>
</context>
<context>
    <name>RareSearchForm</name>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="37"/>
        <source>Found: buy it</source>
        <translation>Нашли: купить</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="39"/>
        <source>For:</source>
        <translation>Для:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="43"/>
        <source>Price:</source>
        <translation>Цена:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="44"/>
        <source>Buy it</source>
        <translation>Купить</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="47"/>
        <source>Hero:</source>
        <translation>Герой:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="48"/>
        <source>Item:</source>
        <translation>Предмет:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="50"/>
        <source>2D6:</source>
        <translation>2D6:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="66"/>
        <source>{0} (rare {1})</source>
        <translation>{0} (редкость {1})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="84"/>
        <source>Streetwise +{0}</source>
        <translation>Знаток улицы +{0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="86"/>
        <source>{0} +{1}</source>
        <translation>{0} +{1}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="108"/>
        <source>No hero may search: all were out of action.</source>
        <translation>Искать некому: все Герои были вне игры.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="113"/>
        <source>Bonus: {0}</source>
        <translation>Бонус: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="113"/>
        <source>No bonus.</source>
        <translation>Бонуса нет.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="116"/>
        <source>{0}&apos;s rare item search</source>
        <translation>поиск редкого предмета ({0})</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="121"/>
        <source>found</source>
        <translation>нашли</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="121"/>
        <source>not found</source>
        <translation>не нашли</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="122"/>
        <source>2D6 {0} + {1} = {2} against rarity {3}: {4}</source>
        <translation>2D6 {0} + {1} = {2} против редкости {3}: {4}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="132"/>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="161"/>
        <source>{0}&apos;s find is in the plan: remove it there to change his search.</source>
        <translation>Находка ({0}) уже в плане: уберите её оттуда, чтобы изменить поиск.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="167"/>
        <source>{0} has made his search: change the dice only to correct them.</source>
        <translation>{0} уже искал: меняйте кубики, только чтобы исправить ошибку.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/rare_search.py" line="180"/>
        <source>The stash</source>
        <translation>Склад</translation>
    </message>
</context>
<context>
    <name>RecruitTable</name>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="132"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="132"/>
        <source>Limit</source>
        <translation>Предел</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="132"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="132"/>
        <source>XP</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="154"/>
        <source>Hired sword: paid upkeep after every battle</source>
        <translation>Наёмный меч: после каждой битвы ему платят жалованье</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="160"/>
        <source>Hire</source>
        <translation>Нанять</translation>
    </message>
</context>
<context>
    <name>RosterBuilderExport</name>
    <message>
        <location filename="../../ui/files/roster_builder_export.py" line="30"/>
        <source>Export for Mordheim Roster Builder</source>
        <translation>Экспорт для Mordheim Roster Builder</translation>
    </message>
    <message>
        <location filename="../../ui/files/roster_builder_export.py" line="32"/>
        <source>Mordheim Roster Builder warband (*.json)</source>
        <translation>Отряд для Mordheim Roster Builder (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/files/roster_builder_export.py" line="59"/>
        <source>Cannot write {0}: {1}; nothing was written</source>
        <translation>Не удалось записать {0}: {1}; ничего не записано</translation>
    </message>
    <message>
        <location filename="../../ui/files/roster_builder_export.py" line="64"/>
        <source>Wrote {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
</context>
<context>
    <name>ReportCopier</name>
    <message>
        <location filename="../../ui/files/report_copy.py" line="43"/>
        <source>No battle yet: the post-battle sequence records one.</source>
        <translation>Битв ещё нет: их записывает процедура после битвы.</translation>
    </message>
    <message>
        <location filename="../../ui/files/report_copy.py" line="50"/>
        <source>Copied the battle report to the clipboard.</source>
        <translation>Отчёт о битве скопирован в буфер обмена.</translation>
    </message>
    <message>
        <location filename="../../ui/files/report_copy.py" line="54"/>
        <source>Copied part {0} of {1} of the battle report: paste it, then copy again for part {2}.</source>
        <translation>Скопирована часть {0} из {1} отчёта о битве: вставьте её, затем скопируйте снова для части {2}.</translation>
    </message>
    <message>
        <location filename="../../ui/files/report_copy.py" line="59"/>
        <source>Copied the last part ({0} of {0}) of the battle report.</source>
        <translation>Скопирована последняя часть ({0} из {0}) отчёта о битве.</translation>
    </message>
</context>
<context>
    <name>RoutBanner</name>
    <message>
        <location filename="../../ui/battle/rout.py" line="74"/>
        <source>Roll 2D6</source>
        <translation>Бросить 2D6</translation>
    </message>
    <message>
        <location filename="../../ui/battle/rout.py" line="75"/>
        <source>or type: 4 3</source>
        <translation>или введите: 4 3</translation>
    </message>
    <message>
        <location filename="../../ui/battle/rout.py" line="76"/>
        <source>Rout voluntarily</source>
        <translation>Отступить добровольно</translation>
    </message>
    <message>
        <location filename="../../ui/battle/rout.py" line="84"/>
        <source>{0} must take a rout test: {1} of {2:plural:model|models} out of action.</source>
        <translation>«{0}» проходит тест на Разгром: {1} из {2:plural:модели|моделей|моделей} вне игры.</translation>
    </message>
    <message>
        <location filename="../../ui/battle/rout.py" line="90"/>
        <source>Nobody is left to lead: the test is lost.</source>
        <translation>Вести отряд некому: тест провален.</translation>
    </message>
    <message>
        <location filename="../../ui/battle/rout.py" line="92"/>
        <source>2D6 over {0} (the Leadership of {1}) routs.</source>
        <translation>Разгром, если на 2D6 больше {0} (Лидерство: {1}).</translation>
    </message>
    <message>
        <location filename="../../ui/battle/rout.py" line="110"/>
        <source>Type the two dice of the rout test, e.g. 4 3.</source>
        <translation>Введите два кубика теста на Разгром, например 4 3.</translation>
    </message>
</context>
<context>
    <name>RowMenu</name>
    <message>
        <location filename="../../ui/roster/row_menu.py" line="35"/>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <location filename="../../ui/roster/row_menu.py" line="39"/>
        <source>&amp;Sell (half price)</source>
        <translation>&amp;Продать (за полцены)</translation>
    </message>
    <message>
        <location filename="../../ui/roster/row_menu.py" line="40"/>
        <source>To s&amp;tash</source>
        <translation>На &amp;склад</translation>
    </message>
    <message>
        <location filename="../../ui/roster/row_menu.py" line="48"/>
        <source>D&amp;uplicate the group</source>
        <translation>&amp;Копировать группу</translation>
    </message>
    <message>
        <location filename="../../ui/roster/row_menu.py" line="50"/>
        <source>&amp;Dismiss...</source>
        <translation>&amp;Исключить из отряда...</translation>
    </message>
</context>
<context>
    <name>ScenariosDialog</name>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="53"/>
        <source>Campaign scenarios</source>
        <translation>Сценарии кампании</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="59"/>
        <source>Use the ticked scenarios in the roll</source>
        <translation>Бросать среди отмеченных сценариев</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="61"/>
        <source>Remove the selected scenario of our own</source>
        <translation>Убрать выбранный свой сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="65"/>
        <source>e.g. Raid on the mill</source>
        <translation>например, Набег на мельницу</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="68"/>
        <source>Two players</source>
        <translation>Два игрока</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="69"/>
        <source>Three or more players</source>
        <translation>Три игрока и больше</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="71"/>
        <source>Add this scenario</source>
        <translation>Добавить этот сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="84"/>
        <source>An award, e.g. Fires the mill (empty: none)</source>
        <translation>Награда, например Поджёг мельницу (пусто: нет)</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="91"/>
        <source>each time</source>
        <translation>за каждый раз</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="92"/>
        <source>once</source>
        <translation>один раз</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="96"/>
        <source>The scenario roll picks among</source>
        <translation>Бросок сценария выбирает среди</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="105"/>
        <source>A scenario of our own</source>
        <translation>Свой сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="107"/>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="108"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="114"/>
        <source>Award {0}:</source>
        <translation>Награда {0}:</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="143"/>
        <source>Nothing ticked: the rulebook&apos;s 2D6 table decides, as in the rulebook.</source>
        <translation>Ничего не отмечено: решает таблица 2D6 из книги правил, как в книге.</translation>
    </message>
    <message>
        <location filename="../../ui/league/scenarios_dialog.py" line="145"/>
        <source>{0} ticked: a die with a side for each picks one.</source>
        <translation>Отмечено: {0}; кубик с гранью на каждый выбирает один.</translation>
    </message>
</context>
<context>
    <name>SellForm</name>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="208"/>
        <source>From:</source>
        <translation>Откуда:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="209"/>
        <source>Item:</source>
        <translation>Предмет:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="212"/>
        <source>Plan the sale</source>
        <translation>Запланировать продажу</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="221"/>
        <source>The stash</source>
        <translation>Склад</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../ui/session.py" line="288"/>
        <source>Open a warband first.</source>
        <translation>Сначала откройте отряд.</translation>
    </message>
    <message>
        <location filename="../../ui/session.py" line="348"/>
        <source>The campaign is open in another program that is writing to it; close it (or let it finish) and retry. Nothing was written.</source>
        <translation>Кампания открыта в другой программе, которая сейчас записывает в неё; закройте её (или дождитесь окончания) и повторите. Ничего не записано.</translation>
    </message>
    <message>
        <location filename="../../ui/session.py" line="352"/>
        <source>The disk is full: nothing was written. Free some space and retry.</source>
        <translation>Диск заполнен: ничего не записано. Освободите место и повторите.</translation>
    </message>
    <message>
        <location filename="../../ui/session.py" line="355"/>
        <source>The campaign cannot be written (a read-only file, folder or account): nothing was written.</source>
        <translation>Кампанию нельзя записать (файл, папка или учётная запись только для чтения): ничего не записано.</translation>
    </message>
    <message>
        <location filename="../../ui/session.py" line="359"/>
        <source>The database failed: {0}</source>
        <translation>Сбой базы данных: {0}</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <location filename="../../ui/files/sharing.py" line="237"/>
        <source>E&amp;xport campaign copy...</source>
        <translation>Эк&amp;спорт копии кампании...</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="238"/>
        <source>Me&amp;rge campaign...</source>
        <translation>Об&amp;ъединить кампанию...</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="241"/>
        <source>Campaign copies (*.json);;All files (*)</source>
        <translation>Копии кампании (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="245"/>
        <source>Export campaign copy</source>
        <translation>Экспорт копии кампании</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="265"/>
        <source>Wrote {0}</source>
        <translation>Записан {0}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="270"/>
        <source>Merge campaign</source>
        <translation>Объединить кампанию</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="283"/>
        <source>Reading {0}...</source>
        <translation>Чтение {0}...</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="293"/>
        <source>{0} cannot be merged: {1}</source>
        <translation>{0} нельзя объединить: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="306"/>
        <source>Nothing new in {0}: the two copies agree.</source>
        <translation>В {0} нет ничего нового: копии совпадают.</translation>
    </message>
    <message>
        <location filename="../../ui/files/sharing.py" line="312"/>
        <source>Merging {0}...</source>
        <translation>Объединение с {0}...</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../ui/battle/side.py" line="85"/>
        <source>{0} of {1:plural:model|models} out of action; rout test from {2}</source>
        <translation>{0} из {1:plural:модели|моделей|моделей} вне игры; тест на Разгром с {2}</translation>
    </message>
</context>
<context>
    <name>SkillPage</name>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="160"/>
        <source>No skill left in this list</source>
        <translation>В этом списке не осталось навыков</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="159"/>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
</context>
<context>
    <name>SkillsBox</name>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="388"/>
        <source>Skills, spells and special rules</source>
        <translation>Навыки, заклинания и специальные правила</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="389"/>
        <source>Add skill</source>
        <translation>Добавить навык</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="390"/>
        <source>Remove selected skill</source>
        <translation>Убрать навык</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="391"/>
        <source>Add spell</source>
        <translation>Добавить заклинание</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_boxes.py" line="392"/>
        <source>Remove selected spell</source>
        <translation>Убрать заклинание</translation>
    </message>
</context>
<context>
    <name>SpellPicker</name>
    <message>
        <location filename="../../ui/wizards/spell_picker.py" line="44"/>
        <location filename="../../ui/wizards/spell_picker.py" line="60"/>
        <source>Roll (D6)</source>
        <translation>Бросок (D6)</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/spell_picker.py" line="63"/>
        <source>Rolled: {0}: {1}</source>
        <translation>Выпало: {0}: {1}</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="116"/>
        <location filename="../../ui/league/standings_dialog.py" line="208"/>
        <source>Standings</source>
        <translation>Таблица кампании</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="119"/>
        <source>New campaign...</source>
        <translation>Новая кампания...</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="120"/>
        <source>Add player...</source>
        <translation>Добавить игрока...</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="121"/>
        <source>Enter warband...</source>
        <translation>Вступить отрядом...</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="122"/>
        <source>Record match...</source>
        <translation>Записать бой...</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="124"/>
        <source>Scenarios...</source>
        <translation>Сценарии...</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="127"/>
        <source>The scenarios the campaign&apos;s roll picks among, and scenarios of your own</source>
        <translation>Сценарии, среди которых выбирает бросок кампании, и свои сценарии</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="129"/>
        <source>Retire warband</source>
        <translation>Отряд уходит</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="130"/>
        <source>The selected warband stops playing in the campaign</source>
        <translation>Выбранный отряд больше не играет в кампании</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="187"/>
        <source>Campaign:</source>
        <translation>Кампания:</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="209"/>
        <source>Matches</source>
        <translation>Бои</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="210"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="214"/>
        <source>Export for &amp;phones...</source>
        <translation>Экспорт для &amp;телефонов...</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="255"/>
        <source>{0} (from {1})</source>
        <translation>{0} (с {1})</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="262"/>
        <source>No campaign yet: New campaign... makes one, Add player... and Enter warband... fill it, Record match... keeps its matches.</source>
        <translation>Кампаний пока нет: её создаёт «Новая кампания...», наполняют «Добавить игрока...» и «Вступить отрядом...», бои записывает «Записать бой...».</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="300"/>
        <source>No player yet: Add player... adds one.</source>
        <translation>Игроков пока нет: их добавляет «Добавить игрока...».</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="309"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="311"/>
        <source>{0} (no warband yet)</source>
        <translation>{0} (пока без отряда)</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="312"/>
        <source>Players: {0}</source>
        <translation>Игроки: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="327"/>
        <source>Select two warbands to see their head-to-head record.</source>
        <translation>Выберите два отряда, чтобы увидеть их личные встречи.</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="333"/>
        <source>{0} against {1}: {2} played; {0} won {3}, {1} won {4}, {5} drawn, {6} won by others; out of action: {7} by {0}, {8} by {1}</source>
        <translation>{0} против {1}: боёв {2}; побед {0}: {3}, {1}: {4}, ничьих {5}, побед других отрядов {6}; вне игры: {7} от {0}, {8} от {1}</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="355"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="357"/>
        <source>{0} won</source>
        <translation>победил отряд {0}</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="362"/>
        <source>Match: {0}; {1}</source>
        <translation>Бой: {0}; {1}</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="364"/>
        <source>{0} joins the campaign</source>
        <translation>отряд {0} вступает в кампанию</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="365"/>
        <source>{0} retires</source>
        <translation>отряд {0} уходит из кампании</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="366"/>
        <source>{1} of {0} is dead</source>
        <translation>{1} ({0}) погиб</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="367"/>
        <source>{1} of {0} is captured</source>
        <translation>{1} ({0}) взят в плен</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="368"/>
        <source>{0} finds {2}</source>
        <translation>отряд {0} находит: {2}</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="377"/>
        <source>New campaign</source>
        <translation>Новая кампания</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="377"/>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="406"/>
        <source>Add player</source>
        <translation>Новый игрок</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="406"/>
        <source>Player&apos;s name:</source>
        <translation>Имя игрока:</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="419"/>
        <source>Add a player first.</source>
        <translation>Сначала добавьте игрока.</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="421"/>
        <source>Every warband already plays in a campaign: make a new one first.</source>
        <translation>Все отряды уже играют в кампаниях: сначала создайте новый отряд.</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="426"/>
        <location filename="../../ui/league/standings_dialog.py" line="439"/>
        <source>Enter warband</source>
        <translation>Отряд вступает в кампанию</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="427"/>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="439"/>
        <source>Warband:</source>
        <translation>Отряд:</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="456"/>
        <source>Select the one warband to retire.</source>
        <translation>Выберите один отряд, который уходит.</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="322"/>
        <source>Campaign notes: {0}</source>
        <translation>Заметки кампании: {0}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="68"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="69"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="70"/>
        <source>Played</source>
        <translation>Боёв</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="71"/>
        <source>Won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="72"/>
        <source>Drawn</source>
        <translation>Ничьих</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="73"/>
        <source>Lost</source>
        <translation>Поражений</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="74"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="75"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="76"/>
        <source>Wyrdstone</source>
        <translation>Вирдстоун</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="77"/>
        <source>Out of action</source>
        <translation>Вне игры</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="78"/>
        <source>Heroes lost</source>
        <translation>Героев потеряно</translation>
    </message>
    <message>
        <location filename="../../ui/league/standings_dialog.py" line="87"/>
        <source>{0} (retired)</source>
        <translation>{0} (ушёл)</translation>
    </message>
</context>
<context>
    <name>StartBattleDialog</name>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="146"/>
        <source>Start battle: {0}</source>
        <translation>Начать битву: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="148"/>
        <source>&amp;Opponent:</source>
        <translation>&amp;Противник:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="149"/>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="150"/>
        <source>Warband type:</source>
        <translation>Тип отряда:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="151"/>
        <source>Rating:</source>
        <translation>Рейтинг:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="152"/>
        <source>Models:</source>
        <translation>Моделей:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="153"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Сценарий:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="154"/>
        <source>Deploys first:</source>
        <translation>Первым расставляется:</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="161"/>
        <source>Choose a warband file...</source>
        <translation>Выбрать файл отряда...</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="162"/>
        <source>&amp;Roll 2D6</source>
        <translation>&amp;Бросить 2D6</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="164"/>
        <source>The opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="175"/>
        <source>A warband from a file...</source>
        <translation>Отряд из файла...</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="176"/>
        <source>Only a type, a rating and a model count</source>
        <translation>Только тип, рейтинг и число моделей</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="221"/>
        <source>The opponent&apos;s warband</source>
        <translation>Отряд противника</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="223"/>
        <source>Warband files (*.json *.txt *.xml *.ros *.rosz);;All files (*)</source>
        <translation>Файлы отрядов (*.json *.txt *.xml *.ros *.rosz);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../ui/battle/start_dialog.py" line="237"/>
        <source>2D6 {0}: the player with the lower rating chooses the scenario.</source>
        <translation>2D6 {0}: сценарий выбирает игрок с меньшим рейтингом.</translation>
    </message>
</context>
<context>
    <name>StashForm</name>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="256"/>
        <source>Put in the stash</source>
        <translation>Положить на склад</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="258"/>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="264"/>
        <source>Warrior:</source>
        <translation>Воин:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="259"/>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="263"/>
        <source>Item:</source>
        <translation>Предмет:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="260"/>
        <source>Plan: to the stash</source>
        <translation>Запланировать: на склад</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="261"/>
        <source>Take from the stash</source>
        <translation>Взять со склада</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trade_forms.py" line="266"/>
        <source>Plan: from the stash</source>
        <translation>Запланировать: со склада</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="54"/>
        <source>Warband:</source>
        <translation>Отряд:</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="88"/>
        <source>All warbands</source>
        <translation>Все отряды</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="99"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="100"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="101"/>
        <source>Wyrdstone shards</source>
        <translation>Осколки вирдстоуна</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="102"/>
        <source>Income per battle</source>
        <translation>Доход за битву</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="103"/>
        <source>Heroes&apos; experience</source>
        <translation>Опыт Героев</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="104"/>
        <source>Serious injuries: rolled and expected</source>
        <translation>Серьёзные повреждения: выпало и ожидалось</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="110"/>
        <source>D{0}: rolled and a fair die</source>
        <translation>D{0}: выпало и честный кубик</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="135"/>
        <source>No battle in this campaign&apos;s battle logs yet: the charts grow after each post-battle sequence.</source>
        <translation>В журналах битв этой кампании пока нет битв: графики пополняются после каждой процедуры после битвы.</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="170"/>
        <source>Battle 0 is the start: the figures before the warband&apos;s first battle.</source>
        <translation>Битва 0 — начало: значения до первой битвы отряда.</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="173"/>
        <location filename="../../ui/league/statistics_view.py" line="200"/>
        <location filename="../../ui/league/statistics_view.py" line="217"/>
        <source>Battle</source>
        <translation>Битва</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="234"/>
        <source>{0:plural:hero|heroes} out of action: the first D66 of each (the rolls of multiple injuries and of a lost pit fight skip results, so they are left out).</source>
        <translation>Вне игры {0:plural:Герой|Героя|Героев}; учтён первый бросок D66 каждого (броски множественных ранений и проигранного боя на арене пропускают результаты, поэтому не учтены).</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="172"/>
        <location filename="../../ui/league/statistics_view.py" line="217"/>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="105"/>
        <source>Enemies taken out of action</source>
        <translation>Противники, выведенные из игры</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="106"/>
        <source>Deadliest heroes</source>
        <translation>Самые смертоносные Герои</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="107"/>
        <source>Rout turns</source>
        <translation>Ходы Разгрома</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="177"/>
        <source>Warband rating</source>
        <translation>Рейтинг отряда</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="180"/>
        <location filename="../../ui/league/statistics_view.py" line="200"/>
        <source>Gold crowns</source>
        <translation>Золотые кроны</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="183"/>
        <source>Shards</source>
        <translation>Осколки</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="195"/>
        <source>The gold each post-battle sequence brought in: wyrdstone sold and gold found, less the hired swords&apos; upkeep.</source>
        <translation>Золото, принесённое каждой процедурой после битвы: проданный вирдстоун и найденное золото за вычетом содержания Наёмных мечей.</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="208"/>
        <location filename="../../ui/league/statistics_view.py" line="298"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="215"/>
        <source>Each hero from his experience before his first battle in the log.</source>
        <translation>Каждый Герой — от его опыта перед первой битвой в журнале.</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="217"/>
        <source>Experience</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="228"/>
        <location filename="../../ui/league/statistics_view.py" line="244"/>
        <source>Rolled</source>
        <translation>Выпало</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="229"/>
        <source>By the odds of the D66 table</source>
        <translation>По вероятностям таблицы D66</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="240"/>
        <location filename="../../ui/league/statistics_view.py" line="253"/>
        <source>Times</source>
        <translation>Сколько раз</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="245"/>
        <source>A fair die</source>
        <translation>Честный кубик</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="248"/>
        <source>{0} D{1} rolled in the campaign (a D66 is two D6).</source>
        <translation>Брошено D{1} за кампанию: {0} (D66 — это два D6).</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="253"/>
        <source>Face</source>
        <translation>Грань</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="262"/>
        <source>No battle of this campaign was tracked on the board yet: Battle &gt; Start battle tracks one, and End battle records its match.</source>
        <translation>В этой кампании ещё нет битв, отслеженных на доске: Битва &gt; Начать битву отслеживает её, а «Закончить битву» записывает её матч.</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="270"/>
        <source>{0:plural:battle|battles} tracked on the board: who took whom out of action, and when a warband routed.</source>
        <translation>Битв, отслеженных на доске: {0:plural:битва|битвы|битв}. Кто кого вывел из игры и когда отряд бежал.</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="286"/>
        <source>Enemies out of action</source>
        <translation>Противников выведено из игры</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="287"/>
        <location filename="../../ui/league/statistics_view.py" line="306"/>
        <source>Models</source>
        <translation>Моделей</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="324"/>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../../ui/league/statistics_view.py" line="324"/>
        <source>Routs</source>
        <translation>Разгромы</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="543"/>
        <source>Leader:</source>
        <translation>Командир:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="590"/>
        <source>(choose the leader)</source>
        <translation>(выберите командира)</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="541"/>
        <source>Summary</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="542"/>
        <source>Check the warband before it joins the campaign.</source>
        <translation>Проверьте отряд, прежде чем он вступит в кампанию.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="556"/>
        <source>Gold left: {0} gc</source>
        <translation>Осталось золота: {0} зк</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="560"/>
        <source>Warriors: {0} of at most {1}</source>
        <translation>Воинов: {0} из {1} возможных</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="562"/>
        <source>Rating: {0}</source>
        <translation>Рейтинг: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="565"/>
        <source>The warband is legal: Finish adds it to the campaign.</source>
        <translation>Отряд соответствует правилам: кнопка «Завершить» добавит его в кампанию.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="568"/>
        <source>The warband is not finished yet. Go back and hire more, or Save as draft to finish it later; it keeps these problems:</source>
        <translation>Отряд ещё не готов. Вернитесь и наймите ещё воинов или нажмите «Сохранить как черновик», чтобы закончить позже; останутся такие проблемы:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="573"/>
        <source>The warband breaks the rules and cannot be saved. Go back and fix these:</source>
        <translation>Отряд нарушает правила, и его нельзя сохранить. Вернитесь и исправьте:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="32"/>
        <source>8. Summary</source>
        <translation>8. Итог</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="35"/>
        <source>Nothing is written yet. Finish applies all of it in one step (Undo takes it back) and adds the battle to the log.</source>
        <translation>Пока ничего не записано. Кнопка «Завершить» применит всё одним шагом (команда «Отменить» вернёт как было) и добавит битву в журнал.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="59"/>
        <source>What will change:</source>
        <translation>Что изменится:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="62"/>
        <source>Every die rolled:</source>
        <translation>Все брошенные кубики:</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="89"/>
        <source>A planned trade cannot be made: {0}. Go back and remove it.</source>
        <translation>Запланированную сделку совершить нельзя: {0}. Вернитесь и уберите её.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="98"/>
        <source>Rating {0} -&gt; {1}.  Treasury {2} gc -&gt; {3} gc.  Wyrdstone {4} -&gt; {5:plural:shard|shards}.</source>
        <translation>Рейтинг {0} -&gt; {1}.  Казна {2} зк -&gt; {3} зк.  Вирдстоун: {4} -&gt; {5:plural:осколок|осколка|осколков}.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="112"/>
        <source>Trade: {0}</source>
        <translation>Сделка: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="115"/>
        <source>Treasury after the trades: {0} gc</source>
        <translation>Казна после сделок: {0} зк</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="121"/>
        <source>No dice were rolled.</source>
        <translation>Кубики не бросались.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/summary.py" line="124"/>
        <source>Finish and take advances ({0})</source>
        <translation>Завершить и получить продвижения ({0})</translation>
    </message>
</context>
<context>
    <name>TalentPage</name>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="191"/>
        <source>One model leaves the group and becomes a hero. Name him and choose two skill lists; then roll his first advance on the hero table.</source>
        <translation>Одна модель покидает группу и становится Героем. Дайте ему имя и выберите два списка навыков; затем сделайте за него первый бросок по таблице продвижений Героев.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="195"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="196"/>
        <source>The new hero&apos;s name</source>
        <translation>Имя нового Героя</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="197"/>
        <source>First skill list</source>
        <translation>Первый список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="198"/>
        <source>Second skill list</source>
        <translation>Второй список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="199"/>
        <source>Choose a skill list</source>
        <translation>Выберите список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/advance_widgets.py" line="200"/>
        <source>Choose another skill list</source>
        <translation>Выберите другой список навыков</translation>
    </message>
</context>
<context>
    <name>TradingPage</name>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="42"/>
        <source>7. Trading and hiring</source>
        <translation>7. Торговля и найм</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="45"/>
        <source>Plan the searches for rare items, purchases, sales, the stash and recruits. Finish makes them in this order, in the same step as the battle&apos;s results.</source>
        <translation>Запланируйте поиск редких предметов, покупки, продажи, склад и новобранцев. «Завершить» совершит их в этом порядке, одним шагом вместе с итогами битвы.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="62"/>
        <source>Rare items</source>
        <translation>Редкие предметы</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="61"/>
        <source>Buy</source>
        <translation>Купить</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="63"/>
        <source>Sell</source>
        <translation>Продать</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="64"/>
        <source>Stash</source>
        <translation>Склад</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="65"/>
        <source>Hire</source>
        <translation>Найм</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="71"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="82"/>
        <source>Planned trades</source>
        <translation>Запланированные сделки</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="156"/>
        <source>No trade planned.</source>
        <translation>Сделок не запланировано.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="158"/>
        <source>Treasury: {0} gc after the battle, {1} gc after the planned trades.</source>
        <translation>Казна: {0} зк после битвы, {1} зк после запланированных сделок.</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="165"/>
        <source>The stash: {0}</source>
        <translation>Склад: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="165"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location filename="../../ui/post_battle/pages/trading.py" line="169"/>
        <source>Trade {0} cannot be made: {1}. Remove it to go on.</source>
        <translation>Сделку {0} совершить нельзя: {1}. Уберите её, чтобы продолжить.</translation>
    </message>
</context>
<context>
    <name>TypePage</name>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="198"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="199"/>
        <source>Choose the type of warband and give it a name.</source>
        <translation>Выберите тип отряда и дайте ему название.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="200"/>
        <source>Na&amp;me:</source>
        <translation>Наз&amp;вание:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="202"/>
        <source>Type to filter the warbands: a name, a book or a grade (1a, 2 ...)</source>
        <translation>Начните печатать, чтобы отобрать отряды: название, книга или класс (1a, 2 ...)</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="204"/>
        <source>The warband&apos;s name</source>
        <translation>Название отряда</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="205"/>
        <source>Choosing another type dismisses everyone hired so far.</source>
        <translation>Выбор другого типа отменит найм всех уже нанятых воинов.</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="216"/>
        <source>Grade {0}</source>
        <translation>Класс {0}</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/new_warband_wizard.py" line="223"/>
        <source>{0} gc starting gold, at most {1} warriors</source>
        <translation>Начальное золото {0} зк, воинов не более {1}</translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message>
        <location filename="../../ui/roster/models.py" line="73"/>
        <source>Warband</source>
        <extracomment>A row&apos;s profile worked out once per change: current, starting, racial maximum (by key) and the characteristics that show as dice (rolled in play, not fixed yet).</extracomment>
        <translation>Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="73"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="73"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="73"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
</context>
<context>
    <name>WarbandSheet</name>
    <message>
        <location filename="../../ui/roster/sheet.py" line="371"/>
        <source>Heroes</source>
        <translation>Герои</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="372"/>
        <source>Henchmen</source>
        <translation>Рядовые</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="373"/>
        <source>Hired swords</source>
        <translation>Наёмные мечи</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="374"/>
        <source>Stash</source>
        <translation>Склад</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="375"/>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="480"/>
        <source>No warband open</source>
        <translation>Отряд не открыт</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="444"/>
        <source>Treasury: {0} gc</source>
        <translation>Казна: {0} зк</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="445"/>
        <source>Wyrdstone: {0}</source>
        <translation>Вирдстоун: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="446"/>
        <source>Rating: {0}</source>
        <translation>Рейтинг: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="448"/>
        <source>Members: {0} / {1}</source>
        <translation>Воинов: {0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="451"/>
        <source>Experience: {0}</source>
        <translation>Опыт: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="468"/>
        <source>Warband rules: {0}</source>
        <translation>Правила отряда: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/roster/sheet.py" line="502"/>
        <source>No problems: the warband is legal.</source>
        <translation>Проблем нет: отряд соответствует правилам.</translation>
    </message>
</context>
<context>
    <name>WarriorEditor</name>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="332"/>
        <source>N&amp;ame:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="333"/>
        <source>&amp;Models:</source>
        <translation>&amp;Моделей:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="334"/>
        <source>Spells:</source>
        <translation>Заклинания:</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="335"/>
        <source>Leave empty to use the type&apos;s name</source>
        <translation>Пусто: имя по типу бойца</translation>
    </message>
    <message>
        <location filename="../../ui/wizards/recruit_widgets.py" line="380"/>
        <source>{0} x {1} gc = {2} gc</source>
        <translation>{0} x {1} зк = {2} зк</translation>
    </message>
</context>
<context>
    <name>WarriorPanel</name>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="145"/>
        <source>Type&apos;s profile...</source>
        <translation>Профиль типа...</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="207"/>
        <source>Leads the warband</source>
        <translation>Командует отрядом</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="207"/>
        <source>Make leader</source>
        <translation>Сделать командиром</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="140"/>
        <source>Dismiss...</source>
        <translation>Исключить из отряда...</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="141"/>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="170"/>
        <source>Select a warrior to edit him.</source>
        <translation>Выберите воина, чтобы изменить его.</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="223"/>
        <source>Dismiss</source>
        <translation>Исключить из отряда</translation>
    </message>
    <message>
        <location filename="../../ui/roster/warrior_panel.py" line="224"/>
        <source>Dismiss {0}? Their kit goes to the stash.</source>
        <translation>Исключить «{0}» из отряда? Снаряжение отправится на склад.</translation>
    </message>
</context>
<context>
    <name>WarriorTableModel</name>
    <message>
        <location filename="../../ui/roster/models.py" line="194"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="195"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="196"/>
        <source>No.</source>
        <translation>Кол.</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="197"/>
        <source>XP</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="198"/>
        <source>Save</source>
        <translation>Защита</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="199"/>
        <source>Weapons and armour</source>
        <translation>Оружие и доспехи</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="200"/>
        <source>Skills, spells, rules</source>
        <translation>Навыки, заклинания, правила</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="201"/>
        <source>Injuries</source>
        <translation>Повреждения</translation>
    </message>
    <message>
        <location filename="../../ui/roster/models.py" line="406"/>
        <source>Starting value {0}, racial maximum {1}</source>
        <translation>Начальное значение {0}, расовый максимум {1}</translation>
    </message>
</context>
</TS>
