<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AdvancementDialog</name>
    <message>
        <location filename="../../ui/advance_dialog.py" line="62"/>
        <source>Advance</source>
        <translation>Продвижение</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="217"/>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="218"/>
        <source>Roll in the app</source>
        <translation>Бросить в программе</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="219"/>
        <source>Dice rolled on the table:</source>
        <translation>Кубики, брошенные на столе:</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="220"/>
        <source>e.g. 3 4 2</source>
        <translation>например, 3 4 2</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="221"/>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="222"/>
        <source>Raise</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="223"/>
        <source>Choose a characteristic</source>
        <translation>Выберите характеристику</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="224"/>
        <source>Skill list</source>
        <translation>Список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="225"/>
        <location filename="../../ui/advance_dialog.py" line="238"/>
        <source>Choose a skill list</source>
        <translation>Выберите список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="226"/>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="227"/>
        <location filename="../../ui/advance_dialog.py" line="528"/>
        <source>Choose a skill</source>
        <translation>Выберите навык</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="230"/>
        <source>One model leaves the group and becomes a hero. Name him and choose two skill lists; then roll his first advance on the hero table.</source>
        <translation>Одна модель покидает группу и становится Героем. Дайте ему имя и выберите два списка навыков; затем сделайте за него первый бросок по таблице продвижений Героев.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="234"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="235"/>
        <source>The new hero&apos;s name</source>
        <translation>Имя нового Героя</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="236"/>
        <source>First skill list</source>
        <translation>Первый список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="237"/>
        <source>Second skill list</source>
        <translation>Второй список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="239"/>
        <source>Choose another skill list</source>
        <translation>Выберите другой список навыков</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="240"/>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="241"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="269"/>
        <location filename="../../ui/advance_dialog.py" line="382"/>
        <source>This warrior is no longer in the warband.</source>
        <translation>Этого воина больше нет в отряде.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="274"/>
        <source>{0} ({1} models)</source>
        <translation>{0} (моделей: {1})</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="279"/>
        <source>Experience {0}. No advance owed.</source>
        <translation>Опыт {0}. Продвижений не положено.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="283"/>
        <source>box {0}</source>
        <translation>квадрат {0}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="283"/>
        <source>a roll without a box</source>
        <translation>бросок без квадрата</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="288"/>
        <source>Now rolling for box {0}.</source>
        <translation>Сейчас бросок за квадрат {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="290"/>
        <source>Now rolling the roll owed without a box.</source>
        <translation>Сейчас положенный бросок без квадрата.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="293"/>
        <source>Experience {0}. Advances owed: {1} ({2}). {3}</source>
        <translation>Опыт {0}. Положено продвижений: {1} ({2}). {3}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="338"/>
        <source>&apos;{0}&apos; is not a die: type the numbers rolled, like 3 4 2</source>
        <translation>«{0}» — не значение кубика: введите выпавшие числа, например 3 4 2</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="457"/>
        <source>New spell instead (a D6 on {0})</source>
        <translation>Новое заклинание вместо навыка (D6 по списку «{0}»)</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="526"/>
        <source>No skill left in this list</source>
        <translation>В этом списке не осталось навыков</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="552"/>
        <source>D6 {0}: {1}</source>
        <translation>D6 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="554"/>
        <source>Already known: its difficulty drops by 1.</source>
        <translation>Уже известно: его Сложность снижается на 1.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="582"/>
        <source>D{0} for {1}: {2}</source>
        <translation>D{0} ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="587"/>
        <source>Not used: {0}</source>
        <translation>Не использовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="593"/>
        <source>2D6 {0}: {1}</source>
        <translation>2D6 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="596"/>
        <source>Re-rolled: {0}</source>
        <translation>Переброшено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="600"/>
        <source>+1 {0} ({1})</source>
        <translation>+1 {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="602"/>
        <source>Choose the characteristic to raise.</source>
        <translation>Выберите характеристику для увеличения.</translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="671"/>
        <source>{0} is a hero now: roll his first advance on the hero table.</source>
        <translation>{0} теперь Герой: сделайте за него первый бросок по таблице продвижений Героев.</translation>
    </message>
</context>
<context>
    <name>DraftModel</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Who</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Models</source>
        <translation>Моделей</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Kit</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="129"/>
        <source>{0} gc</source>
        <translation>{0} gc</translation>
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
    <name>HireDialog</name>
    <message>
        <location filename="../../ui/hire_dialog.py" line="26"/>
        <source>Hire</source>
        <translation>Найм</translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="38"/>
        <source>{0} (hired sword, {1} gc)</source>
        <translation>{0} (Наёмный меч, {1} gc)</translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="47"/>
        <source>Treasury: {0} gc</source>
        <translation>Казна: {0} gc</translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="49"/>
        <source>Who</source>
        <translation>Воин</translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="50"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="51"/>
        <source>Models</source>
        <translation>Моделей</translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="52"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
</context>
<context>
    <name>HirePage</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="356"/>
        <source>Hiring</source>
        <translation>Найм</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="358"/>
        <source>Hire heroes and henchmen and buy their equipment from the starting gold.</source>
        <translation>Наймите Героев и Рядовых и купите им снаряжение на начальное золото.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="360"/>
        <source>&amp;Who:</source>
        <translation>&amp;Воин:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="361"/>
        <source>N&amp;ame:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="362"/>
        <source>&amp;Models:</source>
        <translation>&amp;Моделей:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="363"/>
        <source>&amp;Equipment:</source>
        <translation>&amp;Снаряжение:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="364"/>
        <source>Leave empty to use the type&apos;s name</source>
        <translation>Оставьте пустым, чтобы взять название типа</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="365"/>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="366"/>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="385"/>
        <source>{0} (hero, {1} gc)</source>
        <translation>{0} (Герой, {1} gc)</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="389"/>
        <source>{0} (henchmen, {1} gc each)</source>
        <translation>{0} (Рядовые, по {1} gc)</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="405"/>
        <source>any number</source>
        <translation>сколько угодно</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="405"/>
        <source>at least {0}</source>
        <translation>не менее {0}</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="407"/>
        <source>exactly {0}</source>
        <translation>ровно {0}</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="409"/>
        <source>{0} to {1}</source>
        <translation>от {0} до {1}</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="410"/>
        <source>up to {0}</source>
        <translation>до {0}</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="423"/>
        <source>Allowed: {0}; hired so far: {1}</source>
        <translation>Допустимо: {0}; уже нанято: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="449"/>
        <source>free</source>
        <translation>бесплатно</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="449"/>
        <source>{0} gc</source>
        <translation>{0} gc</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="457"/>
        <source>Mutation: {0} - {1} gc</source>
        <translation>Мутация: {0} — {1} gc</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="462"/>
        <source>This type buys no equipment.</source>
        <translation>Этот тип воинов не покупает снаряжение.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="509"/>
        <source>Cost: {0} gc ({1} gc each)</source>
        <translation>Цена: {0} gc (по {1} gc за модель)</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="511"/>
        <source>Cost: {0} gc</source>
        <translation>Цена: {0} gc</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="536"/>
        <source>Gold left: {0} gc of {1} gc</source>
        <translation>Осталось золота: {0} gc из {1} gc</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="540"/>
        <source>Warriors: {0} of at most {1}</source>
        <translation>Воинов: {0} из {1} возможных</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="543"/>
        <source>Problems:</source>
        <translation>Проблемы:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="545"/>
        <source>No problems: the warband is legal.</source>
        <translation>Проблем нет: отряд соответствует правилам.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="189"/>
        <source>Mordheim Roster</source>
        <translation>Mordheim Roster</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="190"/>
        <source>New warband...</source>
        <translation>Новый отряд...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="191"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="193"/>
        <source>&amp;Warband</source>
        <translation>&amp;Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="195"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="196"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="197"/>
        <source>&amp;New warband...</source>
        <translation>&amp;Новый отряд...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198"/>
        <source>&amp;Import JSON...</source>
        <translation>&amp;Импорт JSON...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="199"/>
        <source>&amp;Export JSON...</source>
        <translation>&amp;Экспорт JSON...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="200"/>
        <source>&amp;Delete warband</source>
        <translation>&amp;Удалить отряд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="201"/>
        <source>Export &amp;PDF...</source>
        <translation>Экспорт в &amp;PDF...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="202"/>
        <source>&amp;Print...</source>
        <translation>&amp;Печать...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="203"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="204"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="205"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="206"/>
        <source>&amp;Hire...</source>
        <translation>&amp;Нанять...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="207"/>
        <source>&amp;Rename...</source>
        <translation>&amp;Переименовать...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="208"/>
        <source>&amp;Treasury...</source>
        <translation>&amp;Казна...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="209"/>
        <source>&amp;Wyrdstone...</source>
        <translation>&amp;Вирдстоун...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="210"/>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <location filename="../../ui/main_window.py" line="295"/>
        <source>Open a warband first.</source>
        <translation>Сначала откройте отряд.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303"/>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303"/>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="313"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="314"/>
        <source>Gold crowns:</source>
        <translation>Золотые кроны:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326"/>
        <source>Wyrdstone</source>
        <translation>Вирдстоун</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326"/>
        <source>Shards:</source>
        <translation>Осколки:</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="336"/>
        <source>Delete warband</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="337"/>
        <source>Move {0} to the bin? Undo brings it back.</source>
        <translation>Отправить «{0}» в корзину? Команда «Отменить» вернёт его.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="344"/>
        <source>Import warband</source>
        <translation>Импорт отряда</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="344"/>
        <location filename="../../ui/main_window.py" line="364"/>
        <source>Warband files (*.json)</source>
        <translation>Файлы отрядов (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="353"/>
        <source>{0}: {1}; nothing was imported</source>
        <translation>{0}: {1}; ничего не импортировано</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="364"/>
        <source>Export warband</source>
        <translation>Экспорт отряда</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="371"/>
        <location filename="../../ui/main_window.py" line="420"/>
        <source>Wrote {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="401"/>
        <location filename="../../ui/main_window.py" line="432"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удалось записать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="410"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="412"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="449"/>
        <source>Opened {0} to print</source>
        <translation>{0} открыт для печати</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="452"/>
        <source>No program opened {0}; print it from a PDF viewer</source>
        <translation>Ни одна программа не открыла {0}; распечатайте его из программы просмотра PDF</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="458"/>
        <source>About Mordheim Roster</source>
        <translation>О программе Mordheim Roster</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="460"/>
        <source>Mordheim Roster {0}
Warband sheets and the campaign&apos;s post-battle sequence.</source>
        <translation>Mordheim Roster {0}
Листы отрядов и последовательность после битвы в кампании.</translation>
    </message>
</context>
<context>
    <name>NewWarbandWizard</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="696"/>
        <location filename="../../ui/new_warband_wizard.py" line="800"/>
        <source>New warband</source>
        <translation>Новый отряд</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="697"/>
        <source>Save as &amp;draft</source>
        <translation>Сохранить как &amp;черновик</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="738"/>
        <source>Choose the type of warband first.</source>
        <translation>Сначала выберите тип отряда.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="801"/>
        <source>Discard this warband and everyone hired for it?</source>
        <translation>Отказаться от этого отряда и всех нанятых в него воинов?</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../ui/session.py" line="81"/>
        <source>Open a warband first.</source>
        <translation>Сначала откройте отряд.</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="595"/>
        <source>Summary</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="596"/>
        <source>Check the warband before it joins the campaign.</source>
        <translation>Проверьте отряд, прежде чем он вступит в кампанию.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="609"/>
        <source>Gold left: {0} gc</source>
        <translation>Осталось золота: {0} gc</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="613"/>
        <source>Warriors: {0} of at most {1}</source>
        <translation>Воинов: {0} из {1} возможных</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="615"/>
        <source>Rating: {0}</source>
        <translation>Рейтинг: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="617"/>
        <source>The warband is legal: Finish adds it to the campaign.</source>
        <translation>Отряд соответствует правилам: кнопка «Завершить» добавит его в кампанию.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="620"/>
        <source>The warband is not finished yet. Go back and hire more, or Save as draft to finish it later; it keeps these problems:</source>
        <translation>Отряд ещё не готов. Вернитесь и наймите ещё воинов или нажмите «Сохранить как черновик», чтобы закончить позже; останутся такие проблемы:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="625"/>
        <source>The warband breaks the rules and cannot be saved. Go back and fix these:</source>
        <translation>Отряд нарушает правила, и его нельзя сохранить. Вернитесь и исправьте:</translation>
    </message>
</context>
<context>
    <name>TypePage</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="220"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="221"/>
        <source>Choose the type of warband and give it a name.</source>
        <translation>Выберите тип отряда и дайте ему название.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="222"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="223"/>
        <source>The warband&apos;s name</source>
        <translation>Название отряда</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="224"/>
        <source>Choosing another type dismisses everyone hired so far.</source>
        <translation>Выбор другого типа отменит найм всех уже нанятых воинов.</translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="233"/>
        <source>{0} gc starting gold, at most {1} warriors</source>
        <translation>Начальное золото {0} gc, воинов не более {1}</translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Warband</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
</context>
<context>
    <name>WarbandSheet</name>
    <message>
        <location filename="../../ui/sheet.py" line="131"/>
        <source>Heroes</source>
        <translation>Герои</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="132"/>
        <source>Henchmen</source>
        <translation>Рядовые</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="133"/>
        <source>Hired swords</source>
        <translation>Наёмные мечи</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="134"/>
        <source>Stash</source>
        <translation>Склад</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="135"/>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="176"/>
        <source>No warband open</source>
        <translation>Отряд не открыт</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="185"/>
        <source>Treasury: {0} gc</source>
        <translation>Казна: {0} gc</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="186"/>
        <source>Wyrdstone: {0}</source>
        <translation>Вирдстоун: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="188"/>
        <source>Rating: {0}</source>
        <translation>Рейтинг: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="191"/>
        <source>Members: {0} / {1}</source>
        <translation>Воинов: {0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="196"/>
        <source>Experience: {0}</source>
        <translation>Опыт: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="203"/>
        <source>No problems: the warband is legal.</source>
        <translation>Проблем нет: отряд соответствует правилам.</translation>
    </message>
</context>
<context>
    <name>WarriorPanel</name>
    <message>
        <location filename="../../ui/warrior_panel.py" line="182"/>
        <source>Experience</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="183"/>
        <source>Take advance...</source>
        <translation>Получить продвижение...</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="184"/>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="185"/>
        <source>Models</source>
        <translation>Моделей</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="186"/>
        <source>Weapons and armour</source>
        <translation>Оружие и доспехи</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="187"/>
        <source>Sell (half price)</source>
        <translation>Продать (за полцены)</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="188"/>
        <source>To stash</source>
        <translation>На склад</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="189"/>
        <source>Buy</source>
        <translation>Купить</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="190"/>
        <source>Take from stash</source>
        <translation>Взять со склада</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="191"/>
        <source>Skills, spells and special rules</source>
        <translation>Навыки, заклинания и особые правила</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="192"/>
        <source>Add skill</source>
        <translation>Добавить навык</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="193"/>
        <source>Remove selected skill</source>
        <translation>Убрать выбранный навык</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="194"/>
        <source>Serious injuries</source>
        <translation>Серьёзные повреждения</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="195"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="196"/>
        <source>Remove selected injury</source>
        <translation>Убрать выбранное повреждение</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="197"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="198"/>
        <source>Save notes</source>
        <translation>Сохранить заметки</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="199"/>
        <source>Dismiss...</source>
        <translation>Уволить...</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="225"/>
        <source>Select a warrior to edit him.</source>
        <translation>Выберите воина, чтобы изменить его.</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="243"/>
        <source>Advances owed: {0}</source>
        <translation>Положено продвижений: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="243"/>
        <source>No advance owed</source>
        <translation>Продвижений не положено</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="300"/>
        <source>Misses the next {0} game(s)</source>
        <translation>Пропускает следующие игры: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="395"/>
        <source>Dismiss</source>
        <translation>Уволить</translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="396"/>
        <source>Dismiss {0}? Their kit goes to the stash.</source>
        <translation>Уволить «{0}»? Снаряжение отправится на склад.</translation>
    </message>
</context>
<context>
    <name>WarriorTableModel</name>
    <message>
        <location filename="../../ui/models.py" line="110"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="111"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="112"/>
        <source>No.</source>
        <translation>Кол.</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="113"/>
        <source>XP</source>
        <translation>Опыт</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="114"/>
        <source>Save</source>
        <translation>Защита</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="115"/>
        <source>Weapons and armour</source>
        <translation>Оружие и доспехи</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="116"/>
        <source>Skills, spells, rules</source>
        <translation>Навыки, заклинания, правила</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="117"/>
        <source>Injuries</source>
        <translation>Повреждения</translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="241"/>
        <source>Starting value {0}, racial maximum {1}</source>
        <translation>Начальное значение {0}, расовый максимум {1}</translation>
    </message>
</context>
</TS>
