<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AdvancementDialog</name>
    <message>
        <location filename="../../ui/advance_dialog.py" line="62"/>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="217"/>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="218"/>
        <source>Roll in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="219"/>
        <source>Dice rolled on the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="220"/>
        <source>e.g. 3 4 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="221"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="222"/>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="223"/>
        <source>Choose a characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="224"/>
        <source>Skill list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="225"/>
        <location filename="../../ui/advance_dialog.py" line="238"/>
        <source>Choose a skill list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="226"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="227"/>
        <location filename="../../ui/advance_dialog.py" line="528"/>
        <source>Choose a skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="230"/>
        <source>One model leaves the group and becomes a hero. Name him and choose two skill lists; then roll his first advance on the hero table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="234"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="235"/>
        <source>The new hero&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="236"/>
        <source>First skill list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="237"/>
        <source>Second skill list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="239"/>
        <source>Choose another skill list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="240"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="241"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="269"/>
        <location filename="../../ui/advance_dialog.py" line="382"/>
        <source>This warrior is no longer in the warband.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="274"/>
        <source>{0} ({1} models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="279"/>
        <source>Experience {0}. No advance owed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="283"/>
        <source>box {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="283"/>
        <source>a roll without a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="288"/>
        <source>Now rolling for box {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="290"/>
        <source>Now rolling the roll owed without a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="293"/>
        <source>Experience {0}. Advances owed: {1} ({2}). {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="338"/>
        <source>&apos;{0}&apos; is not a die: type the numbers rolled, like 3 4 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="457"/>
        <source>New spell instead (a D6 on {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="526"/>
        <source>No skill left in this list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="552"/>
        <source>D6 {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="554"/>
        <source>Already known: its difficulty drops by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="582"/>
        <source>D{0} for {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="587"/>
        <source>Not used: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="593"/>
        <source>2D6 {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="596"/>
        <source>Re-rolled: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="600"/>
        <source>+1 {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="602"/>
        <source>Choose the characteristic to raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/advance_dialog.py" line="671"/>
        <source>{0} is a hero now: roll his first advance on the hero table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DraftModel</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Kit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="99"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="129"/>
        <source>{0} gc</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExperienceBoxes</name>
    <message>
        <location filename="../../ui/widgets/experience.py" line="45"/>
        <source>{0} experience; next advance at {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HireDialog</name>
    <message>
        <location filename="../../ui/hire_dialog.py" line="26"/>
        <source>Hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="38"/>
        <source>{0} (hired sword, {1} gc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="47"/>
        <source>Treasury: {0} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="49"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="50"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="51"/>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/hire_dialog.py" line="52"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HirePage</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="356"/>
        <source>Hiring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="358"/>
        <source>Hire heroes and henchmen and buy their equipment from the starting gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="360"/>
        <source>&amp;Who:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="361"/>
        <source>N&amp;ame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="362"/>
        <source>&amp;Models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="363"/>
        <source>&amp;Equipment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="364"/>
        <source>Leave empty to use the type&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="365"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="366"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="385"/>
        <source>{0} (hero, {1} gc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="389"/>
        <source>{0} (henchmen, {1} gc each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="405"/>
        <source>any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="405"/>
        <source>at least {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="407"/>
        <source>exactly {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="409"/>
        <source>{0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="410"/>
        <source>up to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="423"/>
        <source>Allowed: {0}; hired so far: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="449"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="449"/>
        <source>{0} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="457"/>
        <source>Mutation: {0} - {1} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="462"/>
        <source>This type buys no equipment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="509"/>
        <source>Cost: {0} gc ({1} gc each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="511"/>
        <source>Cost: {0} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="536"/>
        <source>Gold left: {0} gc of {1} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="540"/>
        <source>Warriors: {0} of at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="543"/>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="545"/>
        <source>No problems: the warband is legal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="173"/>
        <source>Mordheim Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="174"/>
        <source>New warband...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="175"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="176"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="177"/>
        <source>&amp;Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="178"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="179"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="180"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="181"/>
        <source>&amp;New warband...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="182"/>
        <source>&amp;Import JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>&amp;Export JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="184"/>
        <source>&amp;Delete warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="186"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="187"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="188"/>
        <source>&amp;Hire...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="189"/>
        <source>&amp;Rename...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="190"/>
        <source>&amp;Treasury...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="191"/>
        <source>&amp;Wyrdstone...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264"/>
        <location filename="../../ui/main_window.py" line="270"/>
        <source>Open a warband first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="278"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="278"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>Gold crowns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="301"/>
        <source>Wyrdstone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="301"/>
        <source>Shards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>Delete warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="312"/>
        <source>Move {0} to the bin? Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="319"/>
        <source>Import warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="319"/>
        <location filename="../../ui/main_window.py" line="339"/>
        <source>Warband files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="328"/>
        <source>{0}: {1}; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="339"/>
        <source>Export warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="346"/>
        <source>Wrote {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="351"/>
        <source>About Mordheim Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="353"/>
        <source>Mordheim Roster {0}
Warband sheets and the campaign&apos;s post-battle sequence.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewWarbandWizard</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="696"/>
        <location filename="../../ui/new_warband_wizard.py" line="800"/>
        <source>New warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="697"/>
        <source>Save as &amp;draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="738"/>
        <source>Choose the type of warband first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="801"/>
        <source>Discard this warband and everyone hired for it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../ui/session.py" line="81"/>
        <source>Open a warband first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="595"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="596"/>
        <source>Check the warband before it joins the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="609"/>
        <source>Gold left: {0} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="613"/>
        <source>Warriors: {0} of at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="615"/>
        <source>Rating: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="617"/>
        <source>The warband is legal: Finish adds it to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="620"/>
        <source>The warband is not finished yet. Go back and hire more, or Save as draft to finish it later; it keeps these problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="625"/>
        <source>The warband breaks the rules and cannot be saved. Go back and fix these:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypePage</name>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="220"/>
        <source>Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="221"/>
        <source>Choose the type of warband and give it a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="222"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="223"/>
        <source>The warband&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="224"/>
        <source>Choosing another type dismisses everyone hired so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/new_warband_wizard.py" line="233"/>
        <source>{0} gc starting gold, at most {1} warriors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandListModel</name>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="33"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandSheet</name>
    <message>
        <location filename="../../ui/sheet.py" line="130"/>
        <source>Heroes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="131"/>
        <source>Henchmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="132"/>
        <source>Hired swords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="133"/>
        <source>Stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="134"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="172"/>
        <source>No warband open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="181"/>
        <source>Treasury: {0} gc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="182"/>
        <source>Wyrdstone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="184"/>
        <source>Rating: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="187"/>
        <source>Members: {0} / {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="192"/>
        <source>Experience: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/sheet.py" line="199"/>
        <source>No problems: the warband is legal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarriorPanel</name>
    <message>
        <location filename="../../ui/warrior_panel.py" line="152"/>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="153"/>
        <source>Take advance...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="154"/>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="155"/>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="156"/>
        <source>Weapons and armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="157"/>
        <source>Sell (half price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="158"/>
        <source>To stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="159"/>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="160"/>
        <source>Take from stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="161"/>
        <source>Skills, spells and special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="162"/>
        <source>Serious injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="163"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="164"/>
        <source>Remove selected injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="165"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="166"/>
        <source>Save notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="167"/>
        <source>Dismiss...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="193"/>
        <source>Select a warrior to edit him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="211"/>
        <source>Advances owed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="211"/>
        <source>No advance owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="255"/>
        <source>Misses the next {0} game(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="339"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/warrior_panel.py" line="340"/>
        <source>Dismiss {0}? Their kit goes to the stash.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarriorTableModel</name>
    <message>
        <location filename="../../ui/models.py" line="110"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="111"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="112"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="113"/>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="114"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="115"/>
        <source>Weapons and armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="116"/>
        <source>Skills, spells, rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="117"/>
        <source>Injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/models.py" line="241"/>
        <source>Starting value {0}, racial maximum {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
