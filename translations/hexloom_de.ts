<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Symbolischer Link</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1: %2 at character %3</source>
        <translation>%1: %2 bei Zeichen %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object { ... }</source>
        <translation>%1: ein JSON-Objekt { ... } erwartet</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>&amp;PDF (Print and Play)…</source>
        <translation>&amp;PDF (zum Selbstausdrucken)…</translation>
    </message>
    <message>
        <source>The board at a real hex size over A4 or Letter pages, with cut lines and a legend</source>
        <translation>Der Spielplan in echter Feldgröße auf A4- oder Letter-Seiten, mit Schnittlinien und Legende</translation>
    </message>
    <message>
        <source>P&amp;icture with Options…</source>
        <translation>B&amp;ild mit Optionen…</translation>
    </message>
    <message>
        <source>PNG or SVG at a size or resolution, with or without locks, coordinates and highlighted violations</source>
        <translation>PNG oder SVG in einer Größe oder Auflösung, mit oder ohne Sperren, Koordinaten und hervorgehobene Verstöße</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>A first map in five minutes: open, score, paint, lock, search, accept a suggestion (Shift+F1)</source>
        <translation>Eine erste Karte in fünf Minuten: öffnen, bewerten, malen, sperren, suchen, einen Vorschlag annehmen (Umschalt+F1)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide inside Hexloom, searchable, with the other docs pages</source>
        <translation>Das Benutzerhandbuch in Hexloom, durchsuchbar, mit den anderen Dokumentationsseiten</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every menu entry with its keys</source>
        <translation>Jeder Menüeintrag mit seinen Tasten</translation>
    </message>
    <message>
        <source>Maps and recipes (%1);;All files (*)</source>
        <translation>Karten und Rezepte (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Re&amp;cipe…</source>
        <translation>&amp;Rezept öffnen…</translation>
    </message>
    <message>
        <source>Open Recipe</source>
        <translation>Rezept öffnen</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>&amp;Tiled Map…</source>
        <translation>&amp;Tiled-Karte…</translation>
    </message>
    <message>
        <source>Tabletop &amp;Simulator Save…</source>
        <translation>Tabletop-&amp;Simulator-Spielstand…</translation>
    </message>
    <message>
        <source>Replaying the recipe…</source>
        <translation>Rezept wird abgespielt…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replaying the recipe… %1 s</source>
        <translation>Rezept wird abgespielt… %1 s</translation>
    </message>
    <message>
        <source>The Game Crafter hex tiles or folding boards, or PrintPlayGames, at the published sizes with bleed and safe area</source>
        <translation>Sechseckplättchen oder Faltbretter von The Game Crafter oder PrintPlayGames, in den veröffentlichten Größen mit Beschnitt und sicherem Bereich</translation>
    </message>
    <message>
        <source>Exported for the print service</source>
        <translation>Für den Druckdienst exportiert</translation>
    </message>
    <message>
        <source>For a P&amp;rint Service…</source>
        <translation>Für einen &amp;Druckdienst…</translation>
    </message>
    <message>
        <source>A Tabletop Simulator save: one locked hex tile per cell, or the whole board as one picture, at a hex size in table units, the images beside it</source>
        <translation>Ein Tabletop-Simulator-Spielstand: ein gesperrtes Sechseckplättchen je Zelle oder das ganze Spielbrett als ein Bild, in einer Hexgröße in Tischeinheiten, die Bilder daneben</translation>
    </message>
    <message>
        <source>Exported for Tabletop Simulator</source>
        <translation>Für Tabletop Simulator exportiert</translation>
    </message>
    <message>
        <source>Paste a recipe line (hexloom-recipe/…), or leave empty to choose a file:</source>
        <translation>Eine Rezeptzeile einfügen (hexloom-recipe/…) oder leer lassen, um eine Datei zu wählen:</translation>
    </message>
    <message>
        <source>Make a map again from its recipe: a pasted line, a recipe file, or a map a search made (the editor&apos;s search, Tile Assembly or Regions, or hexloom-cli generate, assemble, partition, repair or prove)</source>
        <translation>Eine Karte aus ihrem Rezept neu erzeugen: eine eingefügte Zeile, eine Rezeptdatei oder eine Karte, die eine Suche erzeugt hat (die Suche des Editors, Zusammensetzen oder Regionen, oder hexloom-cli generate, assemble, partition, repair oder prove)</translation>
    </message>
    <message>
        <source>A Tiled hexagonal map (.tmj or .tmx) with one tile image per kind beside it, in the canvas&apos;s palette, for Godot, Unity or Defold</source>
        <translation>Eine hexagonale Tiled-Karte (.tmj oder .tmx) mit einem Kachelbild je Art daneben, in der Palette der Zeichenfläche, für Godot, Unity oder Defold</translation>
    </message>
</context>
<context>
    <name>ReplayVerdict</name>
    <message numerus="yes">
        <source>Recipe reproduced exactly: all %n hex(es) are the same as in the map</source>
        <translation>
            <numerusform>Rezept exakt reproduziert: das %n Feld ist dasselbe wie in der Karte</numerusform>
            <numerusform>Rezept exakt reproduziert: alle %n Felder sind dieselben wie in der Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>Recipe replayed; the cells were not compared with the map: %1</source>
        <translation>Rezept abgespielt; die Felder wurden nicht mit der Karte verglichen: %1</translation>
    </message>
    <message>
        <source>The replay differs from the map: it made another board</source>
        <translation>Die Wiedergabe weicht von der Karte ab: sie ergab einen anderen Spielplan</translation>
    </message>
    <message numerus="yes">
        <source>The replay differs from the map in %n hex(es), the first at row %1, column %2</source>
        <translation>
            <numerusform>Die Wiedergabe weicht in %n Feld von der Karte ab, in Zeile %1, Spalte %2</numerusform>
            <numerusform>Die Wiedergabe weicht in %n Feldern von der Karte ab, das erste in Zeile %1, Spalte %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The replay differs from the map in %n hex(es)</source>
        <translation>
            <numerusform>Die Wiedergabe weicht in %n Feld von der Karte ab</numerusform>
            <numerusform>Die Wiedergabe weicht in %n Feldern von der Karte ab</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the map was edited during or after its run, as its file says</source>
        <translation>%1; die Karte wurde während oder nach ihrem Lauf bearbeitet, wie ihre Datei sagt</translation>
    </message>
    <message>
        <source>%1; the recipe left out edits of its run, as it says</source>
        <translation>%1; das Rezept hat Bearbeitungen seines Laufs ausgelassen, wie es selbst sagt</translation>
    </message>
    <message>
        <source>%1; a timed recipe may differ on another machine</source>
        <translation>%1; ein zeitbegrenztes Rezept kann auf einem anderen Rechner abweichen</translation>
    </message>
</context>
<context>
    <name>SymmetryText</name>
    <message>
        <source>number %1 (%2)</source>
        <translation>Zahl %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n fixed hex(es)</source>
        <translation>
            <numerusform>%n festes Feld</numerusform>
            <numerusform>%n feste Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orbit(s) of %1 hexes</source>
        <translation>
            <numerusform>%n Bahn aus je %1 Feldern</numerusform>
            <numerusform>%n Bahnen aus je %1 Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>the board has none free</source>
        <translation>das Brett hat keine frei</translation>
    </message>
    <message numerus="yes">
        <source>the board has %n free</source>
        <translation>
            <numerusform>das Brett hat %n frei</numerusform>
            <numerusform>das Brett hat %n frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number tokens cannot be %1 symmetric: %n number(s) have counts that are not a multiple of %2 (%3) and need %4, but %5</source>
        <translation>
            <numerusform>Die Zahlenmarker können nicht %1-symmetrisch sein: %n Zahl hat eine Anzahl, die kein Vielfaches von %2 ist (%3), und braucht %4, aber %5</numerusform>
            <numerusform>Die Zahlenmarker können nicht %1-symmetrisch sein: %n Zahlen haben Anzahlen, die kein Vielfaches von %2 sind (%3), und brauchen %4, aber %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool cannot be %1 symmetric: %n kind(s) have counts that are not a multiple of %2 (%3) and need %4, but %5</source>
        <translation>
            <numerusform>Der Vorrat kann nicht %1-symmetrisch sein: %n Art hat eine Anzahl, die kein Vielfaches von %2 ist (%3), und braucht %4, aber %5</numerusform>
            <numerusform>Der Vorrat kann nicht %1-symmetrisch sein: %n Arten haben Anzahlen, die kein Vielfaches von %2 sind (%3), und brauchen %4, aber %5</numerusform>
        </translation>
    </message>
    <message>
        <source>number %1 %2</source>
        <translation>Zahl %1 %2</translation>
    </message>
    <message>
        <source>no symmetry</source>
        <translation>keine Symmetrie</translation>
    </message>
    <message>
        <source>mirror across the vertical axis</source>
        <translation>Spiegelung an der senkrechten Achse</translation>
    </message>
    <message>
        <source>mirror across the horizontal axis</source>
        <translation>Spiegelung an der waagerechten Achse</translation>
    </message>
    <message>
        <source>point symmetry: a half turn about the centre</source>
        <translation>Punktsymmetrie: eine halbe Drehung um die Mitte</translation>
    </message>
    <message>
        <source>three-fold rotation about the centre cell</source>
        <translation>Dreifache Drehung um das Mittelfeld</translation>
    </message>
    <message>
        <source>six-fold rotation about the centre cell</source>
        <translation>Sechsfache Drehung um das Mittelfeld</translation>
    </message>
    <message>
        <source>mirror across both axes</source>
        <translation>Spiegelung an beiden Achsen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Mirror left–right (mirror-v)</source>
        <translation>Spiegeln links–rechts (mirror-v)</translation>
    </message>
    <message>
        <source>Mirror top–bottom (mirror-h)</source>
        <translation>Spiegeln oben–unten (mirror-h)</translation>
    </message>
    <message>
        <source>Half turn, 2 seats (rotate-2)</source>
        <translation>Halbe Drehung, 2 Plätze (rotate-2)</translation>
    </message>
    <message>
        <source>Third turn, 3 seats (rotate-3)</source>
        <translation>Dritteldrehung, 3 Plätze (rotate-3)</translation>
    </message>
    <message>
        <source>Sixth turn, 6 seats (rotate-6)</source>
        <translation>Sechsteldrehung, 6 Plätze (rotate-6)</translation>
    </message>
    <message>
        <source>Both mirrors, 4 seats (mirror-2)</source>
        <translation>Beide Spiegelungen, 4 Plätze (mirror-2)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no changes</comment>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>hexloom::core</name>
    <message>
        <source>&lt;input&gt;</source>
        <translation>&lt;Eingabe&gt;</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a regular file; Hexloom reads only regular files</source>
        <translation>ist eine benannte Pipe (FIFO), keine reguläre Datei; Hexloom liest nur reguläre Dateien</translation>
    </message>
    <message>
        <source>is a socket, not a regular file; Hexloom reads only regular files</source>
        <translation>ist ein Socket, keine reguläre Datei; Hexloom liest nur reguläre Dateien</translation>
    </message>
    <message>
        <source>is a device, not a regular file; Hexloom reads only regular files</source>
        <translation>ist ein Gerät, keine reguläre Datei; Hexloom liest nur reguläre Dateien</translation>
    </message>
    <message>
        <source>is not a regular file; Hexloom reads only regular files</source>
        <translation>ist keine reguläre Datei; Hexloom liest nur reguläre Dateien</translation>
    </message>
    <message>
        <source>no such built-in file</source>
        <translation>keine solche eingebaute Datei</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>file is %1 bytes; the limit is %2</source>
        <translation>Datei hat %1 Bytes; die Grenze ist %2</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (first given at line %2, column %3); each key may appear once per object</source>
        <translation>doppelter Schlüssel „%1“ (zuerst in Zeile %2, Spalte %3); jeder Schlüssel darf pro Objekt nur einmal vorkommen</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>Text erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>text longer than %1 characters</source>
        <translation>Text länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>muss zwischen %1 und %2 liegen, gefunden %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>Liste erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>list has %1 items; the limit is %2</source>
        <translation>Liste hat %1 Einträge; die Grenze ist %2</translation>
    </message>
    <message>
        <source>unknown field (known: %1)</source>
        <translation>unbekanntes Feld (bekannt: %1)</translation>
    </message>
    <message>
        <source>expected a colour like &quot;#3f7fd9&quot;, found &quot;%1&quot;</source>
        <translation>Farbe wie „#3f7fd9“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>must not contain control characters (byte %1 at position %2)</source>
        <translation>darf keine Steuerzeichen enthalten (Byte %1 an Position %2)</translation>
    </message>
    <message>
        <source>a zone name is 1 to 32 letters, digits, &apos;-&apos; or &apos;_&apos; (leave it out for the main zone), found &quot;%1&quot;</source>
        <translation>ein Zonenname besteht aus 1 bis 32 Buchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos; (für die Hauptzone weglassen), gefunden „%1“</translation>
    </message>
    <message>
        <source>a rule set needs at least one terrain</source>
        <translation>ein Regelwerk braucht mindestens ein Gelände</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>duplicate terrain id &quot;%1&quot;</source>
        <translation>doppelte Gelände-ID „%1“</translation>
    </message>
    <message>
        <source>expected one capital letter other than N (N marks padding), found &quot;%1&quot;</source>
        <translation>ein Großbuchstabe außer N erwartet (N markiert Auffüllung), gefunden „%1“</translation>
    </message>
    <message>
        <source>duplicate letter &quot;%1&quot;</source>
        <translation>doppelter Buchstabe „%1“</translation>
    </message>
    <message>
        <source>two terrains share terraform-cycle position %1</source>
        <translation>zwei Gelände teilen sich die Position %1 im Terraforming-Zyklus</translation>
    </message>
    <message>
        <source>terraform-cycle positions must be 0..%1 without gaps</source>
        <translation>die Positionen im Terraforming-Zyklus müssen lückenlos 0..%1 sein</translation>
    </message>
    <message>
        <source>no terrain with id &quot;%1&quot;</source>
        <translation>kein Gelände mit der ID „%1“</translation>
    </message>
    <message>
        <source>holds %1 tiles; the limit is %2</source>
        <translation>enthält %1 Plättchen; die Grenze ist %2</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 127</source>
        <translation>ganze Zahl von 1 bis 127 erwartet</translation>
    </message>
    <message>
        <source>duplicate requirement id &quot;%1&quot;</source>
        <translation>doppelte Anforderungs-ID „%1“</translation>
    </message>
    <message>
        <source>expected a number or text</source>
        <translation>Zahl oder Text erwartet</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-rules&quot;</source>
        <translation>„hexloom-rules“ erwartet</translation>
    </message>
    <message>
        <source>this file was written by a newer Hexloom (version %1); this one reads versions 1 to %2</source>
        <translation>diese Datei stammt von einem neueren Hexloom (Version %1); dieses liest die Versionen 1 bis %2</translation>
    </message>
    <message>
        <source>expected terra-mystica, hexagon, rectangle or custom, found &quot;%1&quot;</source>
        <translation>terra-mystica, hexagon, rectangle oder custom erwartet, gefunden „%1“</translation>
    </message>
    <message>
        <source>a board of %1 cells exceeds the limit of %2</source>
        <translation>ein Spielplan mit %1 Feldern überschreitet die Grenze von %2</translation>
    </message>
    <message>
        <source>Hexes beyond the largest allowed group of one kind</source>
        <translation>Felder über der größten erlaubten Gruppe einer Art</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>Arten</translation>
    </message>
    <message>
        <source>terrain ids whose groups count, &apos;,&apos; between them (empty: every kind)</source>
        <translation>Gelände-IDs, deren Gruppen zählen, &apos;,&apos; dazwischen (leer: jede Art)</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Obergrenze</translation>
    </message>
    <message>
        <source>largest group of one kind that is not a violation</source>
        <translation>größte Gruppe einer Art, die kein Verstoß ist</translation>
    </message>
    <message>
        <source>Corners of three producing hexes whose pips are outside [min, max]; optionally equal numbers</source>
        <translation>Ecken aus drei produzierenden Feldern, deren Punkte außerhalb von [min, max] liegen; wahlweise gleiche Zahlen</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Untergrenze</translation>
    </message>
    <message>
        <source>fewest pips a corner of three producing hexes may have</source>
        <translation>wenigste Punkte, die eine Ecke aus drei produzierenden Feldern haben darf</translation>
    </message>
    <message>
        <source>most pips such a corner may have</source>
        <translation>meiste Punkte, die eine solche Ecke haben darf</translation>
    </message>
    <message>
        <source>distinct</source>
        <translation>Verschieden</translation>
    </message>
    <message>
        <source>1: a corner with two equal numbers is also a violation</source>
        <translation>1: eine Ecke mit zwei gleichen Zahlen ist auch ein Verstoß</translation>
    </message>
    <message>
        <source>unique_per_resource</source>
        <translation>Einmalig je Rohstoff</translation>
    </message>
    <message>
        <source>1: every repeat of a number on one resource is a violation</source>
        <translation>1: jede Wiederholung einer Zahl auf einem Rohstoff ist ein Verstoß</translation>
    </message>
    <message>
        <source>Kinds closer than min (pairs), or without another listed kind within max (hexes)</source>
        <translation>Arten näher als min (Paare) oder ohne eine andere genannte Art innerhalb von max (Felder)</translation>
    </message>
    <message>
        <source>from</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>terrain ids, &apos;,&apos; between them</source>
        <translation>Gelände-IDs, &apos;,&apos; dazwischen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>Zu</translation>
    </message>
    <message>
        <source>terrain ids, &apos;,&apos; between them (empty: the same as from)</source>
        <translation>Gelände-IDs, &apos;,&apos; dazwischen (leer: dieselben wie bei Von)</translation>
    </message>
    <message>
        <source>pairs of from and to hexes closer than this are violations (0: off)</source>
        <translation>Paare von Von- und Zu-Feldern, die näher als dies liegen, sind Verstöße (0: aus)</translation>
    </message>
    <message>
        <source>from hexes with no to hex within this are violations (0: off)</source>
        <translation>Von-Felder ohne Zu-Feld innerhalb dieses Abstands sind Verstöße (0: aus)</translation>
    </message>
    <message>
        <source>Touching hexes whose kinds are a listed pair (a 2:1 harbour next to its resource, two anomalies)</source>
        <translation>Sich berührende Felder, deren Arten ein genanntes Paar bilden (ein 2:1-Hafen neben seinem Rohstoff, zwei Anomalien)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>pairs kinds:kinds, &apos;,&apos; between pairs, &apos;|&apos; between kinds of one side</source>
        <translation>Paare Arten:Arten, &apos;,&apos; zwischen Paaren, &apos;|&apos; zwischen den Arten einer Seite</translation>
    </message>
    <message>
        <source>Land regions separated by water smaller than a size</source>
        <translation>Durch Wasser getrennte Landgebiete, die kleiner als eine Größe sind</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>smallest island that is not a violation</source>
        <translation>kleinste Insel, die kein Verstoß ist</translation>
    </message>
    <message>
        <source>Land hexes with no land neighbour one spade away on the terraform cycle</source>
        <translation>Landfelder ohne Landnachbarn, der im Terraforming-Zyklus einen Spaten entfernt ist</translation>
    </message>
    <message>
        <source>min_land_neighbours</source>
        <translation>Mindestzahl Landnachbarn</translation>
    </message>
    <message>
        <source>only hexes with at least this many land neighbours count (published: 3)</source>
        <translation>nur Felder mit mindestens so vielen Landnachbarn zählen (veröffentlicht: 3)</translation>
    </message>
    <message>
        <source>Resources whose pips differ from their group&apos;s mean by more than a tolerance (Catan REQ2)</source>
        <translation>Rohstoffe, deren Punkte um mehr als eine Toleranz vom Mittel ihrer Gruppe abweichen (Catan REQ2)</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>pips a resource may differ from its group mean</source>
        <translation>Punkte, um die ein Rohstoff vom Mittel seiner Gruppe abweichen darf</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>terrain ids: &apos;,&apos; within a group, &apos;;&apos; between groups</source>
        <translation>Gelände-IDs: &apos;,&apos; innerhalb einer Gruppe, &apos;;&apos; zwischen Gruppen</translation>
    </message>
    <message>
        <source>How far the players&apos; distance-weighted values are apart (beyond a tolerance) or below a minimum</source>
        <translation>Wie weit die nach Abstand gewichteten Werte der Spieler auseinanderliegen (über eine Toleranz hinaus) oder unter einem Minimum liegen</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>attributes summed per hex, &apos;,&apos; between them (kind attributes, pips, one-spade, water-contact)</source>
        <translation>je Feld summierte Attribute, &apos;,&apos; dazwischen (Attribute der Arten, pips, one-spade, water-contact)</translation>
    </message>
    <message>
        <source>spread (highest - lowest value) that is not a violation</source>
        <translation>Spanne (höchster - niedrigster Wert), die kein Verstoß ist</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>every player&apos;s value should reach this (-1: off)</source>
        <translation>der Wert jedes Spielers soll dies erreichen (-1: aus)</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>weights by distance 0, 1, 2, ... (empty: the rule set&apos;s players.distance_weights)</source>
        <translation>Gewichte nach Abstand 0, 1, 2, ... (leer: players.distance_weights des Regelwerks)</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <source>1: the spread counts; 0: only the minimum does</source>
        <translation>1: die Spanne zählt; 0: nur das Minimum zählt</translation>
    </message>
    <message>
        <source>Water hexes ending or branching badly, as the published TM evaluator scores REQ2</source>
        <translation>Wasserfelder, die schlecht enden oder sich schlecht verzweigen, wie der veröffentlichte TM-Bewerter REQ2 bewertet</translation>
    </message>
    <message>
        <source>Land hexes with at least one neighbour of the same terrain (strict TM REQ1)</source>
        <translation>Landfelder mit mindestens einem Nachbarn desselben Geländes (strenges TM REQ1)</translation>
    </message>
    <message>
        <source>Adjacent land hexes of the same terrain; each pair counts twice (published TM REQ1) or once</source>
        <translation>Benachbarte Landfelder desselben Geländes; jedes Paar zählt doppelt (veröffentlichtes TM REQ1) oder einfach</translation>
    </message>
    <message>
        <source>count_twice</source>
        <translation>Doppelt zählen</translation>
    </message>
    <message>
        <source>1: every land hex counts each same neighbour (pairs count 2); 0: pairs count once</source>
        <translation>1: jedes Landfeld zählt jeden gleichen Nachbarn (Paare zählen 2); 0: Paare zählen einfach</translation>
    </message>
    <message>
        <source>How far the seats&apos; values in the greedy opening draft spread beyond a tolerance</source>
        <translation>Wie weit die Werte der Plätze im gierigen Eröffnungsdraft über eine Toleranz hinaus streuen</translation>
    </message>
    <message>
        <source>pips the highest and lowest seat&apos;s drafted corners may differ by</source>
        <translation>Punkte, um die sich die gedrafteten Ecken des höchsten und des niedrigsten Platzes unterscheiden dürfen</translation>
    </message>
    <message>
        <source>Cells that differ from their image under a symmetry (mirror, turn): symmetry as a soft requirement</source>
        <translation>Zellen, die sich von ihrem Bild unter einer Symmetrie (Spiegelung, Drehung) unterscheiden: Symmetrie als weiche Anforderung</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>mirror-v, mirror-h, rotate-2, rotate-3, rotate-6 or mirror-2</source>
        <translation>mirror-v, mirror-h, rotate-2, rotate-3, rotate-6 oder mirror-2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>1: a cell&apos;s number token must match its image&apos;s too</source>
        <translation>1: auch der Zahlenmarker einer Zelle muss zu dem ihres Bildes passen</translation>
    </message>
    <message>
        <source>Adjacent hexes whose tokens are both in a set (Catan REQ3: 6 and 8)</source>
        <translation>Benachbarte Felder, deren Marker beide in einer Menge liegen (Catan REQ3: 6 und 8)</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>comma-separated token numbers that must not touch</source>
        <translation>durch Kommas getrennte Markerzahlen, die sich nicht berühren dürfen</translation>
    </message>
    <message>
        <source>Water split into more pieces than allowed: max(0, components - allowed)</source>
        <translation>Wasser in mehr Stücke geteilt als erlaubt: max(0, Komponenten - erlaubt)</translation>
    </message>
    <message>
        <source>allowed_components</source>
        <translation>Erlaubte Wasserstücke</translation>
    </message>
    <message>
        <source>pieces of water that are not a violation (published: 2)</source>
        <translation>Wasserstücke, die kein Verstoß sind (veröffentlicht: 2)</translation>
    </message>
    <message>
        <source>Water hexes whose water-neighbour count is outside [min, max] (strict TM REQ2)</source>
        <translation>Wasserfelder, deren Zahl an Wassernachbarn außerhalb von [min, max] liegt (strenges TM REQ2)</translation>
    </message>
    <message>
        <source>fewest water neighbours a water hex may have</source>
        <translation>wenigste Wassernachbarn, die ein Wasserfeld haben darf</translation>
    </message>
    <message>
        <source>most water neighbours a water hex may have</source>
        <translation>meiste Wassernachbarn, die ein Wasserfeld haben darf</translation>
    </message>
    <message>
        <source>Every algorithm (portfolio race)</source>
        <translation>Alle Algorithmen (Portfolio-Wettlauf)</translation>
    </message>
    <message>
        <source>The algorithms race on one map, each on its own thread; each improvement is credited to its finder</source>
        <translation>Die Algorithmen treten auf einer Karte gegeneinander an, jeder in seinem eigenen Thread; jede Verbesserung wird dem Finder gutgeschrieben</translation>
    </message>
    <message>
        <source>race this algorithm (with its default settings)</source>
        <translation>diesen Algorithmus mitlaufen lassen (mit seinen Standardeinstellungen)</translation>
    </message>
    <message>
        <source>Ant colony</source>
        <translation>Ameisenkolonie</translation>
    </message>
    <message>
        <source>Ants build maps cell by cell from pheromone on (cell, kind); deposits Q / (score + 1)</source>
        <translation>Ameisen bauen Karten Zelle für Zelle aus Pheromon auf (Zelle, Art); Ablage Q / (Bewertung + 1)</translation>
    </message>
    <message>
        <source>ants</source>
        <translation>Ameisen</translation>
    </message>
    <message>
        <source>ants per generation</source>
        <translation>Ameisen pro Generation</translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <source>pheromone exponent α</source>
        <translation>Pheromon-Exponent α</translation>
    </message>
    <message>
        <source>rho</source>
        <translation>Rho</translation>
    </message>
    <message>
        <source>evaporation rate ρ</source>
        <translation>Verdunstungsrate ρ</translation>
    </message>
    <message>
        <source>q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>deposit constant Q (an ant deposits Q / (L + 1))</source>
        <translation>Ablagekonstante Q (eine Ameise legt Q / (L + 1) ab)</translation>
    </message>
    <message>
        <source>initial_tau</source>
        <translation>Anfangs-Tau</translation>
    </message>
    <message>
        <source>initial pheromone τ0</source>
        <translation>anfängliches Pheromon τ0</translation>
    </message>
    <message>
        <source>deposit</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>iteration_best</source>
        <translation>Beste der Iteration</translation>
    </message>
    <message>
        <source>best_so_far</source>
        <translation>bisher Beste</translation>
    </message>
    <message>
        <source>which ants deposit: every ant (the paper), the iteration&apos;s best or the best so far (not in the paper)</source>
        <translation>welche Ameisen ablegen: jede Ameise (das Paper), die beste der Iteration oder die bisher beste (nicht im Paper)</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>cell visiting order: the board&apos;s fixed order (the paper) or a new random order per ant (not in the paper)</source>
        <translation>Besuchsreihenfolge der Zellen: die feste Reihenfolge des Spielplans (das Paper) oder eine neue zufällige Reihenfolge je Ameise (nicht im Paper)</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>what the roulette weighs: each kind the pool still has once (τ^α) or each tile left (τ^α × tiles left, as drawing a tile)</source>
        <translation>was das Roulette gewichtet: jede Art, die der Vorrat noch hat, einmal (τ^α), oder jedes verbleibende Plättchen (τ^α × verbleibende Plättchen, wie beim Ziehen eines Plättchens)</translation>
    </message>
    <message>
        <source>tau_min</source>
        <translation>Tau-Minimum</translation>
    </message>
    <message>
        <source>lower bound on τ after each update (0: none, the paper; not in the paper)</source>
        <translation>untere Schranke für τ nach jeder Aktualisierung (0: keine, wie im Paper; nicht im Paper)</translation>
    </message>
    <message>
        <source>tau_max</source>
        <translation>Tau-Maximum</translation>
    </message>
    <message>
        <source>upper bound on τ after each update (0: none, the paper; not in the paper)</source>
        <translation>obere Schranke für τ nach jeder Aktualisierung (0: keine, wie im Paper; nicht im Paper)</translation>
    </message>
    <message>
        <source>full_rescore</source>
        <translation>Volle Neubewertung</translation>
    </message>
    <message>
        <source>1: score every ant&apos;s map from scratch (the reference path; same results, slower)</source>
        <translation>1: die Karte jeder Ameise von Grund auf bewerten (der Referenzweg; gleiche Ergebnisse, langsamer)</translation>
    </message>
    <message>
        <source>Hexloom fast solver</source>
        <translation>Hexloom-Schnelllöser</translation>
    </message>
    <message>
        <source>Conflict-directed swaps with exact incremental deltas, tabu tenure or annealing, and escapes</source>
        <translation>Konfliktgesteuerte Tausche mit exakten inkrementellen Deltas, Tabu-Dauer oder simuliertem Abkühlen und Ausbrüchen</translation>
    </message>
    <message>
        <source>tabu</source>
        <translation>Tabu</translation>
    </message>
    <message>
        <source>annealing</source>
        <translation>Abkühlen</translation>
    </message>
    <message>
        <source>tabu: best non-tabu swap of a conflicted cell; annealing: Metropolis on random swaps</source>
        <translation>Tabu: bester nicht tabuisierter Tausch einer Konfliktzelle; Abkühlen: Metropolis auf zufälligen Tauschen</translation>
    </message>
    <message>
        <source>tabu_tenure</source>
        <translation>Tabu-Dauer</translation>
    </message>
    <message>
        <source>steps a swapped cell stays tabu</source>
        <translation>Schritte, die eine getauschte Zelle tabu bleibt</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>0: try every unlocked cell as partner; else the conflicted cells plus this many from a random offset</source>
        <translation>0: jede ungesperrte Zelle als Partner versuchen; sonst die Konfliktzellen plus so viele ab einem zufälligen Versatz</translation>
    </message>
    <message>
        <source>global_candidates</source>
        <translation>Globale Kandidaten</translation>
    </message>
    <message>
        <source>boards under 1,024 hexes: the partners from a random offset when the step&apos;s cell breaks a global requirement such as water connectivity (0: every unlocked cell)</source>
        <translation>Spielpläne unter 1.024 Feldern: die Partner ab einem zufälligen Versatz, wenn die Zelle des Schritts eine globale Anforderung wie den Wasserzusammenhang verletzt (0: jede ungesperrte Zelle)</translation>
    </message>
    <message>
        <source>conflict_partners</source>
        <translation>Konfliktpartner</translation>
    </message>
    <message>
        <source>0: every conflicted cell is a partner; else at most this many (a window from a random offset)</source>
        <translation>0: jede Konfliktzelle ist Partner; sonst höchstens so viele (ein Fenster ab einem zufälligen Versatz)</translation>
    </message>
    <message>
        <source>near_partners</source>
        <translation>Nahe Partner</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>also try every cell within two hexes of the chosen cell as partner (auto: on boards of 1,024 hexes or more)</source>
        <translation>auch jede Zelle bis zwei Felder um die gewählte Zelle als Partner versuchen (automatisch: auf Spielplänen ab 1.024 Feldern)</translation>
    </message>
    <message>
        <source>river_joins</source>
        <translation>Flussverbindungen</translation>
    </message>
    <message>
        <source>a hex of a minor water piece may move the piece&apos;s far end onto the shortest land path to other water, one multi-swap move (auto: on boards of 1,024 hexes or more)</source>
        <translation>ein Feld eines kleineren Wasserstücks darf das ferne Ende des Stücks auf den kürzesten Landweg zu anderem Wasser verlegen, als ein Zug aus mehreren Tauschen (automatisch: auf Spielplänen ab 1.024 Feldern)</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>chance per step of a random (annealing) move in tabu mode</source>
        <translation>Wahrscheinlichkeit je Schritt für einen zufälligen Zug (wie beim Abkühlen) im Tabu-Modus</translation>
    </message>
    <message>
        <source>escape_after</source>
        <translation>Ausbruch nach</translation>
    </message>
    <message>
        <source>steps without a new best before an escape (at least hexes / 16)</source>
        <translation>Schritte ohne neues Bestes vor einem Ausbruch (mindestens Felder / 16)</translation>
    </message>
    <message>
        <source>escape_swaps</source>
        <translation>Ausbruchstausche</translation>
    </message>
    <message>
        <source>random swaps applied to the best map by an escape</source>
        <translation>zufällige Tausche, die ein Ausbruch auf die beste Karte anwendet</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>annealing start temperature (also for noise moves)</source>
        <translation>Starttemperatur des Abkühlens (auch für Rauschzüge)</translation>
    </message>
    <message>
        <source>cooling</source>
        <translation>Abkühlung</translation>
    </message>
    <message>
        <source>annealing temperature factor per step</source>
        <translation>Temperaturfaktor des Abkühlens je Schritt</translation>
    </message>
    <message>
        <source>Steepest-ascent hill climbing</source>
        <translation>Bergsteigen mit steilstem Anstieg</translation>
    </message>
    <message>
        <source>Best improving swap of a random hex with its neighbours; random restarts when stuck</source>
        <translation>Bester verbessernder Tausch eines zufälligen Felds mit seinen Nachbarn; zufällige Neustarts, wenn es feststeckt</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <source>when to restart: at the first pick with no improving swap (the paper&apos;s local optimum) or after restart_after picks in a row (not in the paper)</source>
        <translation>wann neu starten: bei der ersten Wahl ohne verbessernden Tausch (das lokale Optimum des Papers) oder nach restart_after Wahlen in Folge (nicht im Paper)</translation>
    </message>
    <message>
        <source>restart_after</source>
        <translation>Neustart nach</translation>
    </message>
    <message>
        <source>restart=patience: picks in a row without improvement before a random restart (not in the paper)</source>
        <translation>restart=patience: Wahlen in Folge ohne Verbesserung vor einem zufälligen Neustart (nicht im Paper)</translation>
    </message>
    <message>
        <source>Particle swarm</source>
        <translation>Partikelschwarm</translation>
    </message>
    <message>
        <source>Real-vector particles decoded into maps through the pool list with the paper&apos;s repair</source>
        <translation>Partikel als reelle Vektoren, über die Vorratsliste mit der Reparatur des Papers zu Karten dekodiert</translation>
    </message>
    <message>
        <source>swarm_size</source>
        <translation>Schwarmgröße</translation>
    </message>
    <message>
        <source>particles (not in the paper: Hexloom&apos;s choice)</source>
        <translation>Partikel (nicht im Paper: Wahl von Hexloom)</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>inertia (paper tried 0.01, 0.33, 0.66, 0.99; best 0.66)</source>
        <translation>Trägheit (das Paper versuchte 0,01, 0,33, 0,66, 0,99; am besten 0,66)</translation>
    </message>
    <message>
        <source>c1</source>
        <translation>c1</translation>
    </message>
    <message>
        <source>cognitive weight, pull to the particle&apos;s own best (paper grid 0.01 to 0.99)</source>
        <translation>kognitives Gewicht, Zug zum eigenen Besten des Partikels (Raster im Paper 0,01 bis 0,99)</translation>
    </message>
    <message>
        <source>c2</source>
        <translation>c2</translation>
    </message>
    <message>
        <source>social weight, pull to the swarm&apos;s best (paper grid 0.01 to 0.99)</source>
        <translation>soziales Gewicht, Zug zum Besten des Schwarms (Raster im Paper 0,01 bis 0,99)</translation>
    </message>
    <message>
        <source>velocity_clamp</source>
        <translation>Geschwindigkeitsgrenze</translation>
    </message>
    <message>
        <source>largest speed per component, as a fraction of its range (not in the paper: Hexloom&apos;s choice)</source>
        <translation>größte Geschwindigkeit je Komponente, als Anteil ihres Bereichs (nicht im Paper: Wahl von Hexloom)</translation>
    </message>
    <message>
        <source>pool_order</source>
        <translation>Vorratsreihenfolge</translation>
    </message>
    <message>
        <source>sorted</source>
        <translation>sortiert</translation>
    </message>
    <message>
        <source>order of the decoder&apos;s pool list Γ: kind by kind, or shuffled once per run (not in the paper)</source>
        <translation>Reihenfolge der Vorratsliste Γ des Dekodierers: Art für Art oder einmal je Lauf gemischt (nicht im Paper)</translation>
    </message>
    <message>
        <source>mutation</source>
        <translation>Mutation</translation>
    </message>
    <message>
        <source>per component and move, probability of a uniform new position (not in the paper: 0)</source>
        <translation>je Komponente und Zug die Wahrscheinlichkeit einer gleichverteilt neuen Position (nicht im Paper: 0)</translation>
    </message>
    <message>
        <source>1: score every decoded map from scratch (the reference path; same results, slower)</source>
        <translation>1: jede dekodierte Karte von Grund auf bewerten (der Referenzweg; gleiche Ergebnisse, langsamer)</translation>
    </message>
    <message>
        <source>Tabu search</source>
        <translation>Tabu-Suche</translation>
    </message>
    <message>
        <source>Best of sampled 6-hex rotations per iteration, with a tabu list of recent maps and aspiration</source>
        <translation>Beste von zufällig gewählten Drehungen von 6 Feldern je Iteration, mit einer Tabu-Liste der letzten Karten und Aspiration</translation>
    </message>
    <message>
        <source>neighbourhood_size</source>
        <translation>Nachbarschaftsgröße</translation>
    </message>
    <message>
        <source>candidates sampled per iteration (the paper&apos;s grid: 10, 25, 50, 75, 100; the default is Hexloom&apos;s choice)</source>
        <translation>je Iteration gezogene Kandidaten (Raster des Papers: 10, 25, 50, 75, 100; der Standard ist die Wahl von Hexloom)</translation>
    </message>
    <message>
        <source>tabu_size</source>
        <translation>Tabu-Listengröße</translation>
    </message>
    <message>
        <source>recent maps that are tabu (the paper&apos;s grid: 10, 20, 30, 50, 75, 100; the default is Hexloom&apos;s choice)</source>
        <translation>letzte Karten, die tabu sind (Raster des Papers: 10, 20, 30, 50, 75, 100; der Standard ist die Wahl von Hexloom)</translation>
    </message>
    <message>
        <source>perturb_size</source>
        <translation>Störungsgröße</translation>
    </message>
    <message>
        <source>hexes rotated by one perturb (paper: 6)</source>
        <translation>durch eine Störung gedrehte Felder (Paper: 6)</translation>
    </message>
    <message>
        <source>1: score every candidate from scratch (the reference path; same results, slower)</source>
        <translation>1: jeden Kandidaten von Grund auf bewerten (der Referenzweg; gleiche Ergebnisse, langsamer)</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: %2</source>
        <translation>Feld &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the pool holds %1 tiles but the board has %2 cells (%3 too many)</source>
        <translation>der Vorrat enthält %1 Plättchen, aber der Spielplan hat %2 Felder (%3 zu viele)</translation>
    </message>
    <message>
        <source>the pool holds %1 tiles but the board has %2 cells (%3 too few)</source>
        <translation>der Vorrat enthält %1 Plättchen, aber der Spielplan hat %2 Felder (%3 zu wenige)</translation>
    </message>
    <message>
        <source>%1 number tokens for %2 tiles that take one (their kinds&apos; pool counts)</source>
        <translation>%1 Zahlenmarker für %2 Plättchen, die einen nehmen (die Vorratszahlen ihrer Arten)</translation>
    </message>
    <message>
        <source>player %1&apos;s home needs a home tile: the kind its hex holds</source>
        <translation>die Heimat von Spieler %1 braucht ein Heimatplättchen: die Art, die ihr Feld trägt</translation>
    </message>
    <message>
        <source>%1 homes hold %2 but the pool has %3 of it</source>
        <translation>%1 Heimatfelder tragen %2, aber der Vorrat hat davon nur %3</translation>
    </message>
    <message>
        <source>player %1 has no home: give it a home hex or a home kind</source>
        <translation>Spieler %1 hat keine Heimat: geben Sie ihm ein Heimatfeld oder eine Heimatart</translation>
    </message>
    <message>
        <source>player %1&apos;s home %2 is off the board (%3)</source>
        <translation>die Heimat %2 von Spieler %1 liegt außerhalb des Spielplans (%3)</translation>
    </message>
    <message>
        <source>player %1&apos;s home %2 is already player %3&apos;s home</source>
        <translation>die Heimat %2 von Spieler %1 ist schon die Heimat von Spieler %3</translation>
    </message>
    <message>
        <source>empty cell before &apos;,&apos;</source>
        <translation>leere Zelle vor &apos;,&apos;</translation>
    </message>
    <message>
        <source>unknown letter &quot;%1&quot; for rule set %2 (known: %3, N for padding)</source>
        <translation>unbekannter Buchstabe „%1“ für Regelwerk %2 (bekannt: %3, N für Auffüllung)</translation>
    </message>
    <message>
        <source>unknown byte 0x%1 for rule set %2 (known: %3, N for padding)</source>
        <translation>unbekanntes Byte 0x%1 für Regelwerk %2 (bekannt: %3, N für Auffüllung)</translation>
    </message>
    <message>
        <source>no board rows found (expected comma-separated terrain letters)</source>
        <translation>keine Zeilen des Spielplans gefunden (erwartet: durch Kommas getrennte Geländebuchstaben)</translation>
    </message>
    <message>
        <source>empty cell</source>
        <translation>leere Zelle</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a letter optionally followed by a token number</source>
        <translation>„%1“ ist kein Buchstabe mit optional folgender Markerzahl</translation>
    </message>
    <message>
        <source>token %1 is outside 1 to 127</source>
        <translation>Marker %1 liegt außerhalb von 1 bis 127</translation>
    </message>
    <message>
        <source>the board has no cells (only padding)</source>
        <translation>der Spielplan hat keine Zellen (nur Auffüllung)</translation>
    </message>
    <message>
        <source>expected &quot;odd&quot; or &quot;even&quot;, found &quot;%1&quot;</source>
        <translation>„odd“ oder „even“ erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>a board needs at least one cell</source>
        <translation>ein Spielplan braucht mindestens eine Zelle</translation>
    </message>
    <message>
        <source>expected [row, column], whole numbers from 0 to %1</source>
        <translation>[Zeile, Spalte] erwartet, ganze Zahlen von 0 bis %1</translation>
    </message>
    <message>
        <source>lists a cell more than once</source>
        <translation>nennt eine Zelle mehr als einmal</translation>
    </message>
    <message>
        <source>missing; name a built-in rule set or embed a rule-set object</source>
        <translation>fehlt; nenne ein eingebautes Regelwerk oder bette ein Regelwerk-Objekt ein</translation>
    </message>
    <message>
        <source>expected a built-in rule-set name or a rule-set object</source>
        <translation>Name eines eingebauten Regelwerks oder ein Regelwerk-Objekt erwartet</translation>
    </message>
    <message>
        <source>no cell at row %1, column %2 on a %3 board</source>
        <translation>keine Zelle in Zeile %1, Spalte %2 auf einem Spielplan %3</translation>
    </message>
    <message>
        <source>row %1, column %2 is listed twice</source>
        <translation>Zeile %1, Spalte %2 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; for rule set %2 (known: %3)</source>
        <translation>unbekanntes Gelände „%1“ für Regelwerk %2 (bekannt: %3)</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-map&quot; (is this a Hexloom map file?)</source>
        <translation>„hexloom-map“ erwartet (ist das eine Hexloom-Kartendatei?)</translation>
    </message>
    <message>
        <source>written by a newer Hexloom (version %1); this one reads version %2</source>
        <translation>diese Datei stammt von einem neueren Hexloom (Version %1); dieses liest Version %2</translation>
    </message>
    <message>
        <source>in a group of %1 %2 hexes (at most %3)</source>
        <translation>in einer Gruppe aus %1 Feldern der Art %2 (höchstens %3)</translation>
    </message>
    <message>
        <source>corner %1 has %2 pips (allowed %3-%4, numbers distinct)</source>
        <translation>Ecke %1 hat %2 Punkte (erlaubt %3-%4, Zahlen verschieden)</translation>
    </message>
    <message>
        <source>corner %1 has %2 pips (allowed %3-%4)</source>
        <translation>Ecke %1 hat %2 Punkte (erlaubt %3-%4)</translation>
    </message>
    <message>
        <source>%1 has %2 more than once</source>
        <translation>%1 hat die %2 mehr als einmal</translation>
    </message>
    <message>
        <source>%1: must be at least %2 hexes from the listed kinds</source>
        <translation>%1: muss mindestens %2 Felder von den genannten Arten entfernt sein</translation>
    </message>
    <message>
        <source>%1: needs a listed kind within %2 hexes</source>
        <translation>%1: braucht eine genannte Art innerhalb von %2 Feldern</translation>
    </message>
    <message>
        <source>%1 may not touch %2</source>
        <translation>%1 darf %2 nicht berühren</translation>
    </message>
    <message>
        <source>this water is cut off from the main river</source>
        <translation>dieses Wasser ist vom Hauptfluss abgeschnitten</translation>
    </message>
    <message>
        <source>island of %1 hexes (at least %2 wanted)</source>
        <translation>Insel aus %1 Feldern (mindestens %2 gewünscht)</translation>
    </message>
    <message>
        <source>%1 has %2 pips; its group averages %3 (tolerance %4)</source>
        <translation>%1 hat %2 Punkte; seine Gruppe hat im Mittel %3 (Toleranz %4)</translation>
    </message>
    <message>
        <source>no neighbour one spade away: neighbours are %1</source>
        <translation>kein Nachbar einen Spaten entfernt: die Nachbarn sind %1</translation>
    </message>
    <message>
        <source>counts for %1 (value %2)</source>
        <translation>zählt für %1 (Wert %2)</translation>
    </message>
    <message>
        <source>the players&apos; values are not fair</source>
        <translation>die Werte der Spieler sind nicht fair</translation>
    </message>
    <message>
        <source>land hex surrounded by water on every side</source>
        <translation>Landfeld, auf allen Seiten von Wasser umgeben</translation>
    </message>
    <message>
        <source>water hex with no water neighbour</source>
        <translation>Wasserfeld ohne Wassernachbarn</translation>
    </message>
    <message>
        <source>river ends inside the board (one water neighbour, not on the border)</source>
        <translation>der Fluss endet innerhalb des Spielplans (ein Wassernachbar, nicht am Rand)</translation>
    </message>
    <message>
        <source>both water neighbours are on the border</source>
        <translation>beide Wassernachbarn liegen am Rand</translation>
    </message>
    <message>
        <source>water hex with %1 water neighbours (at most 3)</source>
        <translation>Wasserfeld mit %1 Wassernachbarn (höchstens 3)</translation>
    </message>
    <message>
        <source>a neighbour is %1 too</source>
        <translation>ein Nachbar ist ebenfalls %1</translation>
    </message>
    <message>
        <source>1 neighbour is %1 too</source>
        <translation>1 Nachbar ist ebenfalls %1</translation>
    </message>
    <message>
        <source>%1 neighbours are %2 too</source>
        <translation>%1 Nachbarn sind ebenfalls %2</translation>
    </message>
    <message>
        <source>seat %1 drafts corner %2 (%3 pips) in turn %4</source>
        <translation>Platz %1 draftet Ecke %2 (%3 Punkte) in Zug %4</translation>
    </message>
    <message>
        <source>seat %1 drafts %2 pips, seat %3 %4 (a spread of %5, tolerance %6)</source>
        <translation>Platz %1 draftet %2 Punkte, Platz %3 %4 (eine Spanne von %5, Toleranz %6)</translation>
    </message>
    <message>
        <source>%1 but its %2 image (row %3, column %4) holds %5</source>
        <translation>%1, aber sein Bild unter %2 (Zeile %3, Spalte %4) trägt %5</translation>
    </message>
    <message>
        <source>%1 but its %2 image (row %3, column %4) holds %5 with token %6</source>
        <translation>%1, aber sein Bild unter %2 (Zeile %3, Spalte %4) trägt %5 mit Marker %6</translation>
    </message>
    <message>
        <source>token %1 next to %2</source>
        <translation>Marker %1 neben %2</translation>
    </message>
    <message>
        <source>water hex with %1 water neighbours (allowed %2 to %3)</source>
        <translation>Wasserfeld mit %1 Wassernachbarn (erlaubt %2 bis %3)</translation>
    </message>
    <message>
        <source>connection code &apos;+&apos; is built in (it fits everything)</source>
        <translation>Verbindungscode &apos;+&apos; ist eingebaut (er passt zu allem)</translation>
    </message>
    <message>
        <source>connection code &apos;%1&apos; must be a letter or a digit</source>
        <translation>Verbindungscode &apos;%1&apos; muss ein Buchstabe oder eine Ziffer sein</translation>
    </message>
    <message>
        <source>connection code &apos;%1&apos; is defined twice</source>
        <translation>Verbindungscode &apos;%1&apos; ist doppelt definiert</translation>
    </message>
    <message>
        <source>more than %1 connection codes</source>
        <translation>mehr als %1 Verbindungscodes</translation>
    </message>
    <message>
        <source>unknown connection code &apos;%1&apos;</source>
        <translation>unbekannter Verbindungscode &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tile &quot;%1&quot;: %2</source>
        <translation>Plättchen „%1“: %2</translation>
    </message>
    <message>
        <source>its hexes are not connected</source>
        <translation>seine Felder hängen nicht zusammen</translation>
    </message>
    <message>
        <source>%1.terrain: &quot;%2&quot; is no terrain letter of rule set %3</source>
        <translation>%1.terrain: „%2“ ist kein Geländebuchstabe des Regelwerks %3</translation>
    </message>
    <message>
        <source>%1.edges: direction %2 faces the tile&apos;s own hex and must be &apos;-&apos;</source>
        <translation>%1.edges: Richtung %2 zeigt auf ein Feld des Plättchens selbst und muss &apos;-&apos; sein</translation>
    </message>
    <message>
        <source>%1.edges: direction %2 is an outer edge and needs a connection code</source>
        <translation>%1.edges: Richtung %2 ist eine Außenkante und braucht einen Verbindungscode</translation>
    </message>
    <message>
        <source>%1.edges: unknown connection code &apos;%2&apos;</source>
        <translation>%1.edges: unbekannter Verbindungscode &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a tile set needs at least one tile</source>
        <translation>ein Plättchensatz braucht mindestens ein Plättchen</translation>
    </message>
    <message>
        <source>more than %1 tiles</source>
        <translation>mehr als %1 Plättchen</translation>
    </message>
    <message>
        <source>a tile has an empty id</source>
        <translation>ein Plättchen hat eine leere ID</translation>
    </message>
    <message>
        <source>duplicate tile id &quot;%1&quot;</source>
        <translation>doppelte Plättchen-ID „%1“</translation>
    </message>
    <message>
        <source>needs 1 to %1 hexes</source>
        <translation>braucht 1 bis %1 Felder</translation>
    </message>
    <message>
        <source>its first hex must be the origin [0, 0]</source>
        <translation>sein erstes Feld muss der Ursprung [0, 0] sein</translation>
    </message>
    <message>
        <source>hex [%1, %2] is listed twice</source>
        <translation>Feld [%1, %2] ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>counts must satisfy 0 &lt;= min &lt;= max &lt;= %1</source>
        <translation>die Anzahlen müssen 0 &lt;= min &lt;= max &lt;= %1 erfüllen</translation>
    </message>
    <message>
        <source>more than %1 fixed tiles</source>
        <translation>mehr als %1 feste Plättchen</translation>
    </message>
    <message>
        <source>fixed tile names unknown tile &quot;%1&quot;</source>
        <translation>ein festes Plättchen nennt das unbekannte Plättchen „%1“</translation>
    </message>
    <message>
        <source>fixed tile &quot;%1&quot;: rotation must be 0 to 5</source>
        <translation>festes Plättchen „%1“: die Drehung muss 0 bis 5 sein</translation>
    </message>
    <message>
        <source>fixed tile &quot;%1&quot; may not rotate</source>
        <translation>festes Plättchen „%1“ darf sich nicht drehen</translation>
    </message>
    <message>
        <source>tile &quot;%1&quot; is fixed more often than its max</source>
        <translation>Plättchen „%1“ ist öfter fest als sein Maximum</translation>
    </message>
    <message>
        <source>expected one letter or digit</source>
        <translation>ein Buchstabe oder eine Ziffer erwartet</translation>
    </message>
    <message>
        <source>expected two whole numbers [q, r]</source>
        <translation>zwei ganze Zahlen [q, r] erwartet</translation>
    </message>
    <message>
        <source>expected whole numbers from -%1 to %1</source>
        <translation>ganze Zahlen von -%1 bis %1 erwartet</translation>
    </message>
    <message>
        <source>expected one terrain letter</source>
        <translation>ein Geländebuchstabe erwartet</translation>
    </message>
    <message>
        <source>expected 6 characters (E, NE, NW, W, SW, SE), found &quot;%1&quot;</source>
        <translation>6 Zeichen erwartet (E, NE, NW, W, SW, SE), „%1“ gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no connection code (letters, digits, &apos;+&apos;, or &apos;-&apos; inside the tile)</source>
        <translation>&apos;%1&apos; ist kein Verbindungscode (Buchstaben, Ziffern, &apos;+&apos; oder &apos;-&apos; innerhalb des Plättchens)</translation>
    </message>
    <message>
        <source>is larger than max (%1)</source>
        <translation>ist größer als max (%1)</translation>
    </message>
    <message>
        <source>a tile needs at least one hex</source>
        <translation>ein Plättchen braucht mindestens ein Feld</translation>
    </message>
    <message>
        <source>no tile with id &quot;%1&quot;</source>
        <translation>kein Plättchen mit der ID „%1“</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-tileset&quot;</source>
        <translation>„hexloom-tileset“ erwartet</translation>
    </message>
    <message>
        <source>this file was written by a newer Hexloom; this one reads version 1</source>
        <translation>diese Datei wurde von einem neueren Hexloom geschrieben; dieses liest Version 1</translation>
    </message>
    <message>
        <source>cannot load rule set &quot;%1&quot;: %2</source>
        <translation>das Regelwerk „%1“ kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no board spec (rect:WxH, hexagon:R, terra-mystica[:ROWSxLONG])</source>
        <translation>„%1“ ist keine Spielplanangabe (rect:BxH, hexagon:R, terra-mystica[:REIHENxLANG])</translation>
    </message>
    <message>
        <source>no such tile-set file or built-in tile set (built-in: %1)</source>
        <translation>keine solche Plättchensatz-Datei und kein mitgelieferter Plättchensatz (mitgeliefert: %1)</translation>
    </message>
    <message>
        <source>board spec &quot;%1&quot;: &quot;%2&quot; is not a whole number</source>
        <translation>Spielplanangabe „%1“: „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>board spec &quot;%1&quot;: expected two numbers like 12x8, found &quot;%2&quot;</source>
        <translation>Spielplanangabe „%1“: zwei Zahlen wie 12x8 erwartet, „%2“ gefunden</translation>
    </message>
    <message>
        <source>home cell %1 is not on the board (%2)</source>
        <translation>Heimatfeld %1 liegt nicht auf dem Spielplan (%2)</translation>
    </message>
    <message>
        <source>requirement %1: %2</source>
        <translation>Anforderung %1: %2</translation>
    </message>
    <message>
        <source>terra-mystica rows=%1 long=%2 long-first</source>
        <translation>Terra Mystica, %1 Reihen, %2 Felder lang, lange Reihe zuerst</translation>
    </message>
    <message>
        <source>terra-mystica rows=%1 long=%2 short-first</source>
        <translation>Terra Mystica, %1 Reihen, %2 Felder lang, kurze Reihe zuerst</translation>
    </message>
    <message>
        <source>hexagon radius=%1</source>
        <translation>Sechseck mit Radius %1</translation>
    </message>
    <message>
        <source>rectangle %1x%2</source>
        <translation>Rechteck %1x%2</translation>
    </message>
    <message>
        <source>custom %1 cells</source>
        <translation>frei, %1 Zellen</translation>
    </message>
    <message>
        <source>constraint graph: %1</source>
        <translation>Bedingungsgraph: %1</translation>
    </message>
    <message>
        <source>constraint graph &quot;%1&quot;: %2</source>
        <translation>Bedingungsgraph „%1“: %2</translation>
    </message>
    <message>
        <source>needs at least one node</source>
        <translation>braucht mindestens einen Knoten</translation>
    </message>
    <message>
        <source>has %1 nodes; the limit is %2</source>
        <translation>hat %1 Knoten; die Grenze ist %2</translation>
    </message>
    <message>
        <source>a node has an empty id</source>
        <translation>ein Knoten hat eine leere ID</translation>
    </message>
    <message>
        <source>duplicate node id &quot;%1&quot;</source>
        <translation>doppelte Knoten-ID „%1“</translation>
    </message>
    <message>
        <source>node &quot;%1&quot;: min_size must be at least 1</source>
        <translation>Knoten „%1“: min_size muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>node &quot;%1&quot;: more than %2 pinned cells</source>
        <translation>Knoten „%1“: mehr als %2 festgelegte Zellen</translation>
    </message>
    <message>
        <source>has %1 edges; a planar graph of at most %2 nodes has at most %3</source>
        <translation>hat %1 Kanten; ein planarer Graph mit höchstens %2 Knoten hat höchstens %3</translation>
    </message>
    <message>
        <source>an edge names a node that does not exist</source>
        <translation>eine Kante nennt einen Knoten, den es nicht gibt</translation>
    </message>
    <message>
        <source>edge %1 joins a node to itself</source>
        <translation>Kante %1 verbindet einen Knoten mit sich selbst</translation>
    </message>
    <message>
        <source>edge %1 is listed twice</source>
        <translation>Kante %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>nested graphs go %1 levels deep; the limit is %2</source>
        <translation>verschachtelte Graphen reichen %1 Ebenen tief; die Grenze ist %2</translation>
    </message>
    <message>
        <source>is not planar, so no map of contiguous regions can have exactly these adjacencies (remove edges until it can be drawn without crossings)</source>
        <translation>ist nicht planar, also kann keine Karte zusammenhängender Regionen genau diese Nachbarschaften haben (Kanten entfernen, bis er sich ohne Kreuzungen zeichnen lässt)</translation>
    </message>
    <message>
        <source>property share for &quot;%1&quot; but no node has that property</source>
        <translation>Eigenschaftsanteil für „%1“, aber kein Knoten hat diese Eigenschaft</translation>
    </message>
    <message>
        <source>property share for &quot;%1&quot; must be between 0 and 100 percent</source>
        <translation>Eigenschaftsanteil für „%1“ muss zwischen 0 und 100 Prozent liegen</translation>
    </message>
    <message>
        <source>expected [row, column] with whole numbers from 0</source>
        <translation>[Zeile, Spalte] mit ganzen Zahlen ab 0 erwartet</translation>
    </message>
    <message>
        <source>must be non-empty text without &apos;/&apos;</source>
        <translation>muss ein nicht leerer Text ohne &apos;/&apos; sein</translation>
    </message>
    <message>
        <source>expected one capital letter, found &quot;%1&quot;</source>
        <translation>ein Großbuchstabe erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>nested graphs go deeper than %1 levels</source>
        <translation>verschachtelte Graphen reichen tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>expected [&quot;node id&quot;, &quot;node id&quot;]</source>
        <translation>[&quot;Knoten-ID&quot;, &quot;Knoten-ID&quot;] erwartet</translation>
    </message>
    <message>
        <source>no node with id &quot;%1&quot;</source>
        <translation>kein Knoten mit der ID „%1“</translation>
    </message>
    <message>
        <source>a constraint graph needs at least one node</source>
        <translation>ein Bedingungsgraph braucht mindestens einen Knoten</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-graph&quot;</source>
        <translation>„hexloom-graph“ erwartet</translation>
    </message>
    <message>
        <source>cell [%1, %2] is not on the board (%3)</source>
        <translation>Zelle [%1, %2] liegt nicht auf dem Spielplan (%3)</translation>
    </message>
    <message>
        <source>must not exceed params.max</source>
        <translation>darf params.max nicht überschreiten</translation>
    </message>
    <message>
        <source>corner-pips counts the pips of number tokens, and rule set %1 has none (give it &quot;tokens&quot;)</source>
        <translation>corner-pips zählt die Augen der Zahlenmarker, und das Regelwerk %1 hat keine (geben Sie ihm „tokens“)</translation>
    </message>
    <message>
        <source>set min or max above 0 (both are off)</source>
        <translation>setzen Sie min oder max über 0 (beide sind aus)</translation>
    </message>
    <message>
        <source>an empty kind in the list</source>
        <translation>eine leere Art in der Liste</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (known: %2)</source>
        <translation>unbekannte Art „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>needs at least one kind</source>
        <translation>braucht mindestens eine Art</translation>
    </message>
    <message>
        <source>needs at least one pair such as &quot;harbour-wood:wood&quot;</source>
        <translation>braucht mindestens ein Paar wie „harbour-wood:wood“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pair &quot;kinds:kinds&quot; (kinds separated by |)</source>
        <translation>„%1“ ist kein Paar „Arten:Arten“ (Arten durch | getrennt)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number from 0 to 1000000</source>
        <translation>„%1“ ist keine Zahl von 0 bis 1000000</translation>
    </message>
    <message>
        <source>at most %1 weights</source>
        <translation>höchstens %1 Gewichte</translation>
    </message>
    <message>
        <source>with spread 0 a minimum of 0 or more is needed</source>
        <translation>mit spread 0 ist ein minimum von 0 oder mehr nötig</translation>
    </message>
    <message>
        <source>player-value needs the rule set&apos;s players (2 to 8), found %1</source>
        <translation>player-value braucht die Spieler des Regelwerks (2 bis 8), gefunden: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>unknown attribute &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Attribut „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>needs at least one attribute</source>
        <translation>braucht mindestens ein Attribut</translation>
    </message>
    <message>
        <source>needs at least one weight</source>
        <translation>braucht mindestens ein Gewicht</translation>
    </message>
    <message>
        <source>cell (%1, %2) is not on the board (%3)</source>
        <translation>Zelle (%1, %2) liegt nicht auf dem Spielplan (%3)</translation>
    </message>
    <message>
        <source>requirement (no id): %1</source>
        <translation>Anforderung (ohne ID): %1</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1000000</source>
        <translation>muss eine Zahl von 0 bis 1000000 sein</translation>
    </message>
    <message>
        <source>not a parameter of %1</source>
        <translation>kein Parameter von %1</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>Text erwartet</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>muss zwischen %1 und %2 liegen</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Typ „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; (its default &quot;%2&quot;): %3</source>
        <translation>Feld &quot;%1&quot; (sein Standardwert „%2“): %3</translation>
    </message>
    <message>
        <source>empty terrain id at position %1 of &quot;%2&quot;</source>
        <translation>leere Gelände-ID an Position %1 von „%2“</translation>
    </message>
    <message>
        <source>no terrain with id &quot;%1&quot; in rule set %2</source>
        <translation>kein Gelände mit der ID „%1“ im Regelwerk %2</translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is listed but nothing builds it</source>
        <translation>Typ „%1“ ist aufgeführt, aber nichts baut ihn</translation>
    </message>
    <message>
        <source>seat-draft plays the opening on number tokens, and rule set %1 has no kind taking tokens (give it &quot;tokens&quot; and a kind with &quot;token&quot;: true)</source>
        <translation>seat-draft spielt die Eröffnung auf Zahlenmarker, und das Regelwerk %1 hat keine Art, die Marker nimmt (geben Sie ihm „tokens“ und eine Art mit &quot;token&quot;: true)</translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>einer von %1 erwartet, „%2“ gefunden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list of numbers 1 to 127</source>
        <translation>„%1“ ist keine Liste von Zahlen 1 bis 127</translation>
    </message>
    <message>
        <source>the board (%1) is not %2 symmetric: %3 cells have no image (%4)</source>
        <translation>der Spielplan (%1) ist nicht %2-symmetrisch: %3 Zellen haben kein Bild (%4)</translation>
    </message>
    <message>
        <source>the board (%1) is not %2 symmetric: %3 of its %4 cells have no image (%5)</source>
        <translation>der Spielplan (%1) ist nicht %2-symmetrisch: %3 seiner %4 Zellen haben kein Bild (%5)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>ganze Zahl ab 0 erwartet</translation>
    </message>
    <message>
        <source>give the chances of taking the best, second and third legal corner (one to three numbers), or leave noise out</source>
        <translation>geben Sie die Chancen an, die beste, zweite und dritte erlaubte Ecke zu nehmen (eine bis drei Zahlen), oder lassen Sie noise weg</translation>
    </message>
    <message>
        <source>expected a chance from 0 to 1</source>
        <translation>Chance von 0 bis 1 erwartet</translation>
    </message>
    <message>
        <source>the chances must sum to 1, they sum to %1</source>
        <translation>die Chancen müssen 1 ergeben, sie ergeben %1</translation>
    </message>
    <message>
        <source>the chance of taking the best legal corner must be above 0 (it is the only pick when one corner is left)</source>
        <translation>die Chance, die beste erlaubte Ecke zu nehmen, muss über 0 liegen (sie ist die einzige Wahl, wenn eine Ecke übrig ist)</translation>
    </message>
    <message>
        <source>an attribute name is 1 to 32 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>ein Attributname besteht aus 1 bis 32 Buchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos;</translation>
    </message>
    <message>
        <source>home cell %1 is already the home of player &quot;%2&quot;; two players cannot share a home</source>
        <translation>Heimatfeld %1 ist schon die Heimat von Spieler „%2“; zwei Spieler können keine Heimat teilen</translation>
    </message>
    <message>
        <source>duplicate player id &quot;%1&quot;</source>
        <translation>doppelte Spieler-ID „%1“</translation>
    </message>
    <message>
        <source>give either home (cells [row, col]) or home_kind (a terrain id), not both</source>
        <translation>geben Sie entweder home (Zellen [Zeile, Spalte]) oder home_kind (eine Gelände-ID) an, nicht beides</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; has no home: give home (cells [row, col]) or home_kind (a terrain id)</source>
        <translation>Spieler „%1“ hat keine Heimat: geben Sie home (Zellen [Zeile, Spalte]) oder home_kind (eine Gelände-ID) an</translation>
    </message>
    <message>
        <source>only a home given as cells holds a home tile; this player&apos;s home is the kind home_kind</source>
        <translation>nur eine als Zellen angegebene Heimat trägt ein Heimatplättchen; die Heimat dieses Spielers ist die Art home_kind</translation>
    </message>
    <message>
        <source>needs at least one cell [row, col]</source>
        <translation>braucht mindestens eine Zelle [Zeile, Spalte]</translation>
    </message>
    <message>
        <source>expected [row, col], two whole numbers from 0</source>
        <translation>[Zeile, Spalte] erwartet, zwei ganze Zahlen ab 0</translation>
    </message>
    <message>
        <source>name the kind these home cells hold in home_tile (a terrain id); the rule set has no kind &quot;home&quot; to default to</source>
        <translation>nenne in home_tile die Art, die diese Heimatzellen tragen (eine Gelände-ID); das Regelwerk hat keine Art „home“ als Vorgabe</translation>
    </message>
    <message>
        <source>2 to 8 players, found %1</source>
        <translation>2 bis 8 Spieler, gefunden: %1</translation>
    </message>
    <message>
        <source>needs at least one weight (distance 0)</source>
        <translation>braucht mindestens ein Gewicht (Entfernung 0)</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1000000</source>
        <translation>Zahl von 0 bis 1000000 erwartet</translation>
    </message>
    <message>
        <source>a label is drawn on the hex and fits at most %1 characters, found %2 (&quot;%3&quot;); put longer text in name</source>
        <translation>eine Beschriftung wird auf das Feld gezeichnet und fasst höchstens %1 Zeichen, gefunden %2 („%3“); längeren Text in name schreiben</translation>
    </message>
    <message>
        <source>must not contain control characters (a label is one line)</source>
        <translation>darf keine Steuerzeichen enthalten (eine Beschriftung ist eine Zeile)</translation>
    </message>
    <message>
        <source>no symbol &quot;%1&quot; in the bundled set (%2)</source>
        <translation>kein Symbol „%1“ im mitgelieferten Satz (%2)</translation>
    </message>
    <message>
        <source>expected an attribute name of this kind or &quot;pips&quot;</source>
        <translation>ein Attributname dieser Art oder „pips“ erwartet</translation>
    </message>
    <message>
        <source>&quot;pips&quot; draws the dots of the hex&apos;s number token, but this kind takes no token (&quot;token&quot;: true)</source>
        <translation>„pips“ zeichnet die Augen des Zahlenmarkers des Feldes, aber diese Art nimmt keinen Marker (&quot;token&quot;: true)</translation>
    </message>
    <message>
        <source>this kind has no attribute &quot;%1&quot; to draw (its attributes: none)</source>
        <translation>diese Art hat kein Attribut „%1“ zum Zeichnen (ihre Attribute: keine)</translation>
    </message>
    <message>
        <source>this kind has no attribute &quot;%1&quot; to draw (its attributes: %2)</source>
        <translation>diese Art hat kein Attribut „%1“ zum Zeichnen (ihre Attribute: %2)</translation>
    </message>
    <message>
        <source>Hexloom maps</source>
        <translation>Hexloom-Karten</translation>
    </message>
    <message>
        <source>Letter format</source>
        <translation>Buchstabenformat</translation>
    </message>
    <message>
        <source>Maps</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>Tiled maps</source>
        <translation>Tiled-Karten</translation>
    </message>
    <message>
        <source>Tiled maps (XML)</source>
        <translation>Tiled-Karten (XML)</translation>
    </message>
    <message>
        <source>Tabletop Simulator saves (one board)</source>
        <translation>Tabletop-Simulator-Spielstände (ein Brett)</translation>
    </message>
    <message>
        <source>Tabletop Simulator saves</source>
        <translation>Tabletop-Simulator-Spielstände</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>board %1 must be between %2 and %3, got %4</source>
        <translation>Spielplan-%1 muss zwischen %2 und %3 liegen, gefunden %4</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>long row length</source>
        <translation>Länge der langen Zeile</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>board has %1 cells; the limit is %2</source>
        <translation>der Spielplan hat %1 Felder; die Grenze ist %2</translation>
    </message>
    <message>
        <source>no partition found within the time limit</source>
        <translation>keine Aufteilung innerhalb der Zeitgrenze gefunden</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>no partition found: every reachable state was searched (try coarsening, restarts or hex removal)</source>
        <translation>keine Aufteilung gefunden: jeder erreichbare Zustand wurde durchsucht (versuche Vergröbern, Neustarts oder das Entfernen von Feldern)</translation>
    </message>
    <message>
        <source>no partition found in %1 runs</source>
        <translation>keine Aufteilung in %1 Läufen gefunden</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no map holds every lock and pool count, whatever its score</source>
        <translation>keine Karte hält jede Sperre und jede Vorratszahl ein, welche Bewertung auch immer sie hat</translation>
    </message>
    <message>
        <source>the best map breaks a requirement the encoding does not cover</source>
        <translation>die beste Karte verletzt eine Anforderung, die die Kodierung nicht abdeckt</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>inside region &quot;%1&quot;: no partition found within the time limit</source>
        <translation>in Region „%1“: keine Aufteilung innerhalb der Zeitgrenze gefunden</translation>
    </message>
    <message>
        <source>inside region &quot;%1&quot;: %2</source>
        <translation>in Region „%1“: %2</translation>
    </message>
    <message>
        <source>requirement %1</source>
        <translation>Anforderung %1</translation>
    </message>
    <message>
        <source>requirement %1 (%2)</source>
        <translation>Anforderung %1 (%2)</translation>
    </message>
    <message>
        <source>%1: no kind with id &quot;%2&quot; in rule set %3</source>
        <translation>%1: keine Art mit der ID „%2“ im Regelwerk %3</translation>
    </message>
    <message>
        <source>pool: %1 tiles</source>
        <translation>Vorrat: %1 Plättchen</translation>
    </message>
    <message>
        <source>players&apos; path cost</source>
        <translation>Wegkosten der Spieler</translation>
    </message>
    <message>
        <source>home kind of player %1 (%2)</source>
        <translation>Heimatart von Spieler %1 (%2)</translation>
    </message>
    <message>
        <source>tile on the home of player %1 (%2)</source>
        <translation>Plättchen auf der Heimat von Spieler %1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1 sums &quot;%2&quot;, which only this kind has</source>
        <translation>%1 summiert „%2“, das nur diese Art hat</translation>
    </message>
    <message>
        <source>is %1 characters long; the limit is 64</source>
        <translation>ist %1 Zeichen lang; die Grenze ist 64</translation>
    </message>
    <message>
        <source>must not start or end with a space</source>
        <translation>darf nicht mit einem Leerzeichen beginnen oder enden</translation>
    </message>
    <message>
        <source>must not contain control characters</source>
        <translation>darf keine Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>must not contain &apos;,&apos;, &apos;;&apos;, &apos;|&apos; or &apos;:&apos; (they separate kinds in requirements)</source>
        <translation>darf kein &apos;,&apos;, &apos;;&apos;, &apos;|&apos; oder &apos;:&apos; enthalten (sie trennen Arten in Anforderungen)</translation>
    </message>
    <message>
        <source>no kind with id &quot;%1&quot; in rule set %2</source>
        <translation>keine Art mit der ID „%1“ im Regelwerk %2</translation>
    </message>
    <message>
        <source>the new id &quot;%1&quot; %2</source>
        <translation>die neue ID „%1“ %2</translation>
    </message>
    <message>
        <source>a kind with id &quot;%1&quot; exists already</source>
        <translation>eine Art mit der ID „%1“ gibt es schon</translation>
    </message>
    <message>
        <source>rename</source>
        <translation>umbenennen</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>entfernen</translation>
    </message>
    <message>
        <source>remove: &quot;%1&quot; is the rule set&apos;s only kind</source>
        <translation>entfernen: „%1“ ist die einzige Art des Regelwerks</translation>
    </message>
    <message>
        <source>remove: a kind cannot replace itself</source>
        <translation>entfernen: eine Art kann sich nicht selbst ersetzen</translation>
    </message>
    <message>
        <source>remove (replacement)</source>
        <translation>entfernen (Ersatz)</translation>
    </message>
    <message>
        <source>players: %1 homes need a board of at least %2 cells, %3 has %4</source>
        <translation>Spieler: %1 Heimaten brauchen einen Spielplan mit mindestens %2 Feldern, %3 hat %4</translation>
    </message>
    <message>
        <source>kinds: 1 to %1, found %2</source>
        <translation>Arten: 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <source>players: the terrain template has one faction per land terrain, 7 at most, found %1</source>
        <translation>Spieler: die Gelände-Vorlage hat ein Volk je Landgelände, höchstens 7, gefunden %1</translation>
    </message>
    <message>
        <source>players: the slices template measures 2 to 8 players, found %1</source>
        <translation>Spieler: die Sektoren-Vorlage bewertet 2 bis 8 Spieler, gefunden %1</translation>
    </message>
    <message>
        <source>players: 0 (none) or 2 to 8, found %1</source>
        <translation>Spieler: 0 (keine) oder 2 bis 8, gefunden %1</translation>
    </message>
    <message>
        <source>board: a game needs at least 2 cells, %1 has %2</source>
        <translation>Spielplan: ein Spiel braucht mindestens 2 Felder, %1 hat %2</translation>
    </message>
    <message>
        <source>board: expected a terra-mystica, hexagon or rectangle board, found &quot;%1&quot;</source>
        <translation>Spielplan: erwartet wird ein terra-mystica-, hexagon- oder rectangle-Spielplan, gefunden „%1“</translation>
    </message>
    <message>
        <source>time_limit</source>
        <translation>Zeitgrenze</translation>
    </message>
    <message>
        <source>Seconds before the run gives up (0: none)</source>
        <translation>Sekunden, bevor der Lauf aufgibt (0: keine Grenze)</translation>
    </message>
    <message>
        <source>max_placements</source>
        <translation>Platzierungen höchstens</translation>
    </message>
    <message>
        <source>Refuse lists of candidate placements longer than this</source>
        <translation>Listen möglicher Platzierungen ablehnen, die länger sind</translation>
    </message>
    <message>
        <source>gaplist</source>
        <translation>Lückenlisten</translation>
    </message>
    <message>
        <source>Per-gap candidate lists: an uncoverable hex ends a branch at once</source>
        <translation>Kandidatenlisten je Lücke: ein nicht abdeckbares Feld beendet einen Zweig sofort</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>Ausdünnen</translation>
    </message>
    <message>
        <source>Drop placements no neighbouring gap can meet, before the recursion</source>
        <translation>Platzierungen verwerfen, die keine benachbarte Lücke treffen kann, vor der Rekursion</translation>
    </message>
    <message>
        <source>mrv</source>
        <translation>Wenigste zuerst</translation>
    </message>
    <message>
        <source>Branch on the gap with the fewest candidates</source>
        <translation>Auf der Lücke mit den wenigsten Kandidaten verzweigen</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linien</translation>
    </message>
    <message>
        <source>Follow lines (rivers, roads) first</source>
        <translation>Linien (Flüsse, Straßen) zuerst folgen</translation>
    </message>
    <message>
        <source>no such rule-set file, and not a built-in rule set (built-in: %1)</source>
        <translation>keine solche Regelwerk-Datei und kein eingebautes Regelwerk (eingebaut: %1)</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>Zeitlimit erreicht</translation>
    </message>
    <message>
        <source>expected a terrain id, or null for home cells that hold no particular kind</source>
        <translation>erwartet eine Gelände-ID oder null für Heimatzellen, die keine bestimmte Art tragen</translation>
    </message>
    <message>
        <source>the start map has %1 hexes but the board has %2</source>
        <translation>die Startkarte hat %1 Felder, das Brett aber %2</translation>
    </message>
    <message>
        <source>fixed tile &quot;%1&quot; at (%2, %3) rotation %4: %5</source>
        <translation>festes Plättchen „%1“ bei (%2, %3), Drehung %4: %5</translation>
    </message>
    <message>
        <source>no such tile in tile set %1</source>
        <translation>kein solches Plättchen im Plättchensatz %1</translation>
    </message>
    <message>
        <source>rotation must be 0 to 5</source>
        <translation>die Drehung muss 0 bis 5 sein</translation>
    </message>
    <message>
        <source>the position is not on the board</source>
        <translation>die Position liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>leaves the board, faces the rim with an edge that does not fit it, disagrees with a locked hex, or may not rotate</source>
        <translation>ragt über das Brett hinaus, zeigt dem Rand eine Kante, die nicht zu ihm passt, widerspricht einem gesperrten Feld oder darf nicht gedreht werden</translation>
    </message>
    <message>
        <source>overlaps another fixed tile, does not fit its edges, or exceeds the tile&apos;s max</source>
        <translation>überlappt ein anderes festes Plättchen, passt nicht zu dessen Kanten oder überschreitet das Maximum des Plättchens</translation>
    </message>
    <message>
        <source>tile set %1: its required tiles (min) cover %2 hexes but the board has only %3 hexes free</source>
        <translation>Plättchensatz %1: seine Pflichtplättchen (min) bedecken %2 Felder, das Brett hat aber nur %3 freie Felder</translation>
    </message>
    <message>
        <source>time limit of %1 s reached</source>
        <translation>Zeitlimit von %1 s erreicht</translation>
    </message>
    <message>
        <source>assembled</source>
        <translation>zusammengesetzt</translation>
    </message>
    <message>
        <source>no assembly exists: every branch ended in a dead end; last dead end: %1</source>
        <translation>keine Zusammensetzung möglich: jeder Zweig endete in einer Sackgasse; letzte Sackgasse: %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>uncovered gap at (%1, %2)</source>
        <translation>unbedeckte Lücke bei (%1, %2)</translation>
    </message>
    <message>
        <source>uncovered gap</source>
        <translation>unbedeckte Lücke</translation>
    </message>
    <message>
        <source>out of solids</source>
        <translation>zu wenige Plättchen übrig</translation>
    </message>
    <message>
        <source>could not pad</source>
        <translation>Auffüllen unmöglich</translation>
    </message>
    <message>
        <source>no further place for a required tile</source>
        <translation>kein weiterer Platz für ein Pflichtplättchen</translation>
    </message>
    <message>
        <source>lines split into several groups</source>
        <translation>Linien in mehrere Gruppen zerfallen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>the list of candidate placements has more than %1 entries; raise the limit or use larger tiles</source>
        <translation>die Liste der möglichen Platzierungen hat mehr als %1 Einträge; erhöhen Sie die Grenze oder nehmen Sie größere Plättchen</translation>
    </message>
    <message>
        <source>the tile set has %1 possible placements on this board; the limit is %2</source>
        <translation>der Plättchensatz hat %1 mögliche Platzierungen auf diesem Brett; die Grenze ist %2</translation>
    </message>
    <message>
        <source>clause cap of %1 clauses reached</source>
        <translation>Klauselgrenze von %1 Klauseln erreicht</translation>
    </message>
    <message>
        <source>memory cap of %1 literals reached</source>
        <translation>Speichergrenze von %1 Literalen erreicht</translation>
    </message>
    <message>
        <source>%1 while encoding</source>
        <translation>%1 beim Kodieren</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (im Teil %2)</translation>
    </message>
    <message>
        <source>size above 7: too many island shapes to list</source>
        <translation>Größe über 7: zu viele Inselformen zum Auflisten</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>lock on hex %1,%2 (%3)</source>
        <translation>Sperre auf Feld %1,%2 (%3)</translation>
    </message>
    <message>
        <source>home of %1 (%2 on hex %3,%4)</source>
        <translation>Heimat von %1 (%2 auf Feld %3,%4)</translation>
    </message>
    <message>
        <source>pool: %1 token %2</source>
        <translation>Vorrat: %1 Marker %2</translation>
    </message>
    <message>
        <source>pool: %1 tokens %2</source>
        <translation>Vorrat: %1 Marker %2</translation>
    </message>
    <message>
        <source>pool: %1 %2</source>
        <translation>Vorrat: %1 × %2</translation>
    </message>
    <message>
        <source>No map fills the board with this pool, whatever the locks and requirements</source>
        <translation>Keine Karte füllt das Brett mit diesem Vorrat, ganz gleich welche Sperren und Anforderungen</translation>
    </message>
    <message>
        <source>the home of %1</source>
        <translation>die Heimat von %1</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>%1 locks</source>
        <translation>%1 Sperren</translation>
    </message>
    <message>
        <source>pool count</source>
        <translation>Vorratszahl</translation>
    </message>
    <message>
        <source>%1 pool counts</source>
        <translation>%1 Vorratszahlen</translation>
    </message>
    <message>
        <source>%1 (kept, not shown needed: %2)</source>
        <translation>%1 (behalten, nicht als nötig gezeigt: %2)</translation>
    </message>
    <message>
        <source>The %1 cannot all hold: %2</source>
        <translation>%1 können nicht alle zugleich gelten: %2</translation>
    </message>
    <message>
        <source>the pool has %1 tiles for %2 hexes: no map fills the board</source>
        <translation>der Vorrat hat %1 Plättchen für %2 Felder: keine Karte füllt das Brett</translation>
    </message>
    <message>
        <source>homes and locks</source>
        <translation>Heimatfelder und Sperren</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>no encoding of type %1</source>
        <translation>keine Kodierung für den Typ %1</translation>
    </message>
    <message>
        <source>it reads number tokens and the rule set places none</source>
        <translation>sie liest Zahlenmarker, und der Regelsatz legt keine</translation>
    </message>
    <message>
        <source>weight is not a whole number from %1 to %2</source>
        <translation>das Gewicht ist keine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>objective counter up to %1</source>
        <translation>Zielfunktionszähler bis %1</translation>
    </message>
    <message>
        <source>%1 is not covered without the pool&apos;s counts</source>
        <translation>%1 ist ohne die Vorratszahlen nicht abgedeckt</translation>
    </message>
    <message>
        <source>%1 (undecided without it: %2)</source>
        <translation>%1 (ohne sie unentschieden: %2)</translation>
    </message>
    <message>
        <source>fewest changes not proven: %1</source>
        <translation>wenigste Änderungen nicht bewiesen: %1</translation>
    </message>
    <message>
        <source>the best score is not proven: %1</source>
        <translation>die beste Bewertung ist nicht bewiesen: %1</translation>
    </message>
    <message>
        <source>a map with fewer changes breaks a requirement the encoding does not cover</source>
        <translation>eine Karte mit weniger Änderungen verletzt eine Anforderung, die die Kodierung nicht abdeckt</translation>
    </message>
    <message>
        <source>a negative weight or attribute sum: the unary sums hold non-negative parts only</source>
        <translation>ein negatives Gewicht oder eine negative Attributsumme: die unären Summen fassen nur nicht-negative Teile</translation>
    </message>
    <message>
        <source>the weights or attribute sums are not multiples of one fraction 1/q (q up to 1000)</source>
        <translation>die Gewichte oder Attributsummen sind keine Vielfachen eines Bruchs 1/q (q bis 1000)</translation>
    </message>
    <message>
        <source>pips, one-spade and water-contact read each hex&apos;s token or neighbours: only kind attributes are encoded</source>
        <translation>pips, one-spade und water-contact lesen den Marker oder die Nachbarn jedes Feldes: nur Attribute der Arten werden kodiert</translation>
    </message>
    <message>
        <source>a player&apos;s home is given as a kind, which moves with the map: only home cells are encoded</source>
        <translation>die Heimat eines Spielers ist als Art angegeben, die mit der Karte wandert: nur Heimatfelder werden kodiert</translation>
    </message>
    <message>
        <source>a player&apos;s value can reach more than 2000 steps of its common fraction: too large for the unary sums</source>
        <translation>der Wert eines Spielers kann mehr als 2000 Schritte seines gemeinsamen Bruchs erreichen: zu groß für die unären Summen</translation>
    </message>
    <message>
        <source>its distances follow chains of at most this count&apos;s hexes free to cross (path cost 0)</source>
        <translation>ihre Abstände folgen Ketten aus höchstens so vielen frei passierbaren Feldern wie diese Zahl (Pfadkosten 0)</translation>
    </message>
    <message>
        <source>the rule set has no draft (no kind takes number tokens)</source>
        <translation>der Regelsatz hat keine Auswahlrunde (keine Art nimmt Zahlenmarker)</translation>
    </message>
    <message>
        <source>a token number above 13 has negative pips, which the unary sums cannot hold</source>
        <translation>eine Markerzahl über 13 hat negative Punkte, die die unären Summen nicht fassen können</translation>
    </message>
    <message>
        <source>segment %1 (iteration %2): %3</source>
        <translation>Abschnitt %1 (Iteration %2): %3</translation>
    </message>
    <message>
        <source>segment %1: expected ITERATION:CHANGES, found &quot;%2&quot;</source>
        <translation>Abschnitt %1: ITERATION:ÄNDERUNGEN erwartet, gefunden „%2“</translation>
    </message>
    <message>
        <source>segment %1: iteration %2 is not from 1 to %3</source>
        <translation>Abschnitt %1: Iteration %2 liegt nicht zwischen 1 und %3</translation>
    </message>
    <message>
        <source>segment %1: iteration %2 does not come after the segment before (iteration %3)</source>
        <translation>Abschnitt %1: Iteration %2 kommt nicht nach dem Abschnitt davor (Iteration %3)</translation>
    </message>
    <message>
        <source>more than %1 segments</source>
        <translation>mehr als %1 Abschnitte</translation>
    </message>
    <message>
        <source>--segment at the end of the recipe, without ITERATION:CHANGES</source>
        <translation>--segment am Ende des Rezepts, ohne ITERATION:ÄNDERUNGEN</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>Eintrag %1: %2</translation>
    </message>
    <message>
        <source>expected ROW,COL,TERRAIN,TOKEN,LOCK, found more than five parts</source>
        <translation>ZEILE,SPALTE,GELÄNDE,MARKER,SPERRE erwartet, mehr als fünf Teile gefunden</translation>
    </message>
    <message>
        <source>expected ROW,COL,TERRAIN,TOKEN,LOCK, found &quot;%1&quot;</source>
        <translation>ZEILE,SPALTE,GELÄNDE,MARKER,SPERRE erwartet, gefunden „%1“</translation>
    </message>
    <message>
        <source>row and column must be whole numbers from 0 to %1</source>
        <translation>Zeile und Spalte müssen ganze Zahlen von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>terrain &quot;%1&quot; is not &apos;-&apos; or a terrain index from 0 to %2</source>
        <translation>Gelände „%1“ ist weder &apos;-&apos; noch ein Geländeindex von 0 bis %2</translation>
    </message>
    <message>
        <source>token &quot;%1&quot; is not a whole number from -128 to 127</source>
        <translation>Marker „%1“ ist keine ganze Zahl von -128 bis 127</translation>
    </message>
    <message>
        <source>lock &quot;%1&quot; is not 0 or 1</source>
        <translation>Sperre „%1“ ist weder 0 noch 1</translation>
    </message>
    <message>
        <source>nothing to search: every hex of the map is locked; unlock the hexes the search may change</source>
        <translation>nichts zu suchen: jedes Feld der Karte ist gesperrt; entsperren Sie die Felder, die die Suche ändern darf</translation>
    </message>
    <message>
        <source>nothing to search: the %1 unlocked hexes hold one kind of tile per swap zone, and tiles move only within their zone; unlock hexes of other terrains</source>
        <translation>nichts zu suchen: die %1 entsperrten Felder halten je Tauschzone nur eine Art von Plättchen, und Plättchen bewegen sich nur innerhalb ihrer Zone; entsperren Sie Felder anderer Gelände</translation>
    </message>
    <message>
        <source>nothing to search: the %1 unlocked hex can hold the free tiles in only one way; unlock hexes of other terrains</source>
        <translation>nichts zu suchen: das %1 entsperrte Feld kann die freien Plättchen nur auf eine Weise aufnehmen; entsperren Sie Felder anderer Gelände</translation>
    </message>
    <message>
        <source>nothing to search: the %1 unlocked hexes can hold the free tiles in only one way; unlock hexes of other terrains</source>
        <translation>nichts zu suchen: die %1 entsperrten Felder können die freien Plättchen nur auf eine Weise aufnehmen; entsperren Sie Felder anderer Gelände</translation>
    </message>
    <message>
        <source>the free pool has %1 number tokens for %2 unlocked hexes that take one</source>
        <translation>der freie Vorrat hat %1 Zahlenmarker für %2 entsperrte Felder, die einen nehmen</translation>
    </message>
    <message>
        <source>the target score was reached</source>
        <translation>die Zielbewertung wurde erreicht</translation>
    </message>
    <message>
        <source>the iteration limit was reached</source>
        <translation>das Iterationslimit wurde erreicht</translation>
    </message>
    <message>
        <source>the evaluation limit was reached</source>
        <translation>das Auswertungslimit wurde erreicht</translation>
    </message>
    <message>
        <source>no improvement within the stagnation limit</source>
        <translation>keine Verbesserung innerhalb der Stagnationsgrenze</translation>
    </message>
    <message>
        <source>the time limit was reached</source>
        <translation>das Zeitlimit wurde erreicht</translation>
    </message>
    <message>
        <source>stopped by hand</source>
        <translation>von Hand angehalten</translation>
    </message>
    <message>
        <source>the search ended by itself</source>
        <translation>die Suche endete von selbst</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; (%2): %3 hexes hold its kinds but the pool has %4 of them; searches move these kinds only among the hexes that hold them, so paint %5 of those hexes back to a kind of another zone (a kind painted onto a hex of another zone?)</source>
        <translation>Zone „%1“ (%2): %3 Felder halten ihre Arten, aber der Vorrat hat %4 davon; Suchen bewegen diese Arten nur zwischen den Feldern, die sie halten, also malen Sie %5 dieser Felder zurück auf eine Art einer anderen Zone (eine Art auf ein Feld einer anderen Zone gemalt?)</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; (%2): %3 hexes hold its kinds but the pool has %4 of them; searches move these kinds only among the hexes that hold them, so paint a kind of the zone onto %5 more hexes</source>
        <translation>Zone „%1“ (%2): %3 Felder halten ihre Arten, aber der Vorrat hat %4 davon; Suchen bewegen diese Arten nur zwischen den Feldern, die sie halten, also malen Sie eine Art der Zone auf %5 weitere Felder</translation>
    </message>
    <message>
        <source>the tile pool holds %1 tiles but the board has %2 cells</source>
        <translation>der Plättchenvorrat hat %1 Plättchen, aber der Spielplan hat %2 Felder</translation>
    </message>
    <message>
        <source>a locked cell is empty; lock only cells with a terrain</source>
        <translation>ein gesperrtes Feld ist leer; sperren Sie nur Felder mit einem Gelände</translation>
    </message>
    <message>
        <source>locked cells hold %1 %2 but the pool has only %3 (%4 too many)</source>
        <translation>gesperrte Felder halten %1 %2, aber der Vorrat hat nur %3 (%4 zu viele)</translation>
    </message>
    <message>
        <source>locked cells hold %1 tokens %2 but the pool has only %3 (%4 too many)</source>
        <translation>gesperrte Felder halten %1 Marker %2, aber der Vorrat hat nur %3 (%4 zu viele)</translation>
    </message>
    <message>
        <source>expected text, a number or true/false</source>
        <translation>Text, eine Zahl oder true/false erwartet</translation>
    </message>
    <message>
        <source>expected tilelayer, objectgroup or imagelayer, found &quot;%1&quot;</source>
        <translation>tilelayer, objectgroup oder imagelayer erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>layer data is not valid base64</source>
        <translation>die Ebenendaten sind kein gültiges Base64</translation>
    </message>
    <message>
        <source>base64 layer data holds %1 bytes, the layer needs %2 (4 per cell, uncompressed)</source>
        <translation>die Base64-Ebenendaten enthalten %1 Bytes, die Ebene braucht %2 (4 je Zelle, unkomprimiert)</translation>
    </message>
    <message>
        <source>this is a Tabletop Simulator save, not a Tiled map; Hexloom writes these but does not read them</source>
        <translation>das ist ein Spielstand von Tabletop Simulator, keine Tiled-Karte; Hexloom schreibt solche Dateien, liest sie aber nicht</translation>
    </message>
    <message>
        <source>expected a Tiled map (&quot;map&quot;), found &quot;%1&quot;</source>
        <translation>eine Tiled-Karte („map“) erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>Hexloom reads hexagonal maps, this one is &quot;%1&quot; (in Tiled: Map &gt; Map Properties &gt; Orientation: Hexagonal)</source>
        <translation>Hexloom liest sechseckige Karten, diese ist „%1“ (in Tiled: Karte &gt; Karteneigenschaften &gt; Orientierung: Sechseckig (gestaffelt))</translation>
    </message>
    <message>
        <source>Hexloom&apos;s hexes are pointy-top (stagger axis y), this map staggers &quot;%1&quot; (flat-top hexes); in Tiled: Map &gt; Map Properties &gt; Stagger Axis: Y</source>
        <translation>Hexloom-Felder stehen auf der Spitze (Staffelachse y), diese Karte staffelt „%1“ (Felder mit flacher Oberseite); in Tiled: Karte &gt; Karteneigenschaften &gt; Staffelachse: Y</translation>
    </message>
    <message>
        <source>an infinite map has no board size; in Tiled untick Map &gt; Map Properties &gt; Infinite</source>
        <translation>eine unbegrenzte Karte hat keine Spielplangröße; in Tiled unter Karte &gt; Karteneigenschaften das Häkchen bei „Unbegrenzt“ entfernen</translation>
    </message>
    <message>
        <source>the map is %1 x %2 cells; each side must be 1 to %3</source>
        <translation>die Karte ist %1 x %2 Zellen groß; jede Seite muss 1 bis %3 lang sein</translation>
    </message>
    <message>
        <source>tile %1 x %2 with side %3 is no hexagon</source>
        <translation>eine Kachel %1 x %2 mit Seitenlänge %3 ist kein Sechseck</translation>
    </message>
    <message>
        <source>no map property &quot;rules&quot; naming the rule set; add it in Tiled (built-in: %1) or pass --rules</source>
        <translation>keine Karteneigenschaft „rules“, die das Regelwerk nennt; in Tiled hinzufügen (eingebaut: %1) oder --rules angeben</translation>
    </message>
    <message>
        <source>map property rules: &quot;%1&quot; is not a built-in rule set (%2); pass --rules</source>
        <translation>Karteneigenschaft rules: „%1“ ist kein eingebautes Regelwerk (%2); --rules angeben</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a kind of the rule set &quot;%2&quot; (%3)</source>
        <translation>die Art „%1“ gibt es im Regelwerk „%2“ nicht (%3)</translation>
    </message>
    <message>
        <source>the map has %1 tilesets: name the tileset as TILESET:ID</source>
        <translation>die Karte hat %1 Tilesets: das Tileset als TILESET:ID angeben</translation>
    </message>
    <message>
        <source>the map has no tileset &quot;%1&quot;</source>
        <translation>die Karte hat kein Tileset „%1“</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot; has no tile %2 (its tiles are 0 to %3)</source>
        <translation>das Tileset „%1“ hat keine Kachel %2 (seine Kacheln sind 0 bis %3)</translation>
    </message>
    <message>
        <source>external tileset &quot;%1&quot; is not read; embed it (in Tiled: Map &gt; Embed Tileset) and save again</source>
        <translation>das externe Tileset „%1“ wird nicht gelesen; in Tiled einbetten (Karte &gt; Tileset einbetten) und erneut speichern</translation>
    </message>
    <message>
        <source>tile %1 of tileset &quot;%2&quot; (used at %3 of layer &quot;%4&quot;) has no property &quot;kind&quot;; give each tile a string property kind naming a kind of &quot;%5&quot; (%6), or map it: --kind-map %1=KIND (the editor asks when it opens the map)</source>
        <translation>Kachel %1 des Tilesets „%2“ (verwendet bei %3 der Ebene „%4“) hat keine Eigenschaft „kind“; jeder Kachel eine Text-Eigenschaft kind geben, die eine Art von „%5“ nennt (%6), oder sie zuordnen: --kind-map %1=KIND (der Editor fragt beim Öffnen der Karte danach)</translation>
    </message>
    <message>
        <source>tile id %1 at %2 is in no tileset of the map</source>
        <translation>die Kachel-ID %1 bei %2 gehört zu keinem Tileset der Karte</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot; holds %2 cells, the map is %3 x %4</source>
        <translation>die Ebene „%1“ enthält %2 Zellen, die Karte ist %3 x %4 groß</translation>
    </message>
    <message>
        <source>home &quot;%1&quot; stands at (%2, %3), off the board</source>
        <translation>das Heimatfeld „%1“ steht bei (%2, %3), außerhalb des Spielplans</translation>
    </message>
    <message>
        <source>token &quot;%1&quot; stands at (%2, %3), off the board</source>
        <translation>der Marker „%1“ steht bei (%2, %3), außerhalb des Spielplans</translation>
    </message>
    <message>
        <source>a token object needs an int property &quot;token&quot; from 1 to 127</source>
        <translation>ein token-Objekt braucht eine int-Eigenschaft „token“ von 1 bis 127</translation>
    </message>
    <message>
        <source>home &quot;%1&quot;: property player &quot;%2&quot; is no player of the rule set &quot;%3&quot;</source>
        <translation>Heimatfeld „%1“: die Eigenschaft player „%2“ ist kein Spieler des Regelwerks „%3“</translation>
    </message>
    <message>
        <source>map property recipe: %1</source>
        <translation>Karteneigenschaft recipe: %1</translation>
    </message>
    <message>
        <source>map property seed: &quot;%1&quot; is no whole number</source>
        <translation>Karteneigenschaft seed: „%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>the map has no tile layer</source>
        <translation>die Karte hat keine Kachelebene</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot; has no cell: every tile id is 0</source>
        <translation>die Ebene „%1“ hat keine Zelle: jede Kachel-ID ist 0</translation>
    </message>
    <message>
        <source>the lock tile stands at %1 of layer &quot;%2&quot;; locks belong on the layer &quot;locks&quot;</source>
        <translation>die Sperr-Kachel steht bei %1 der Ebene „%2“; Sperren gehören auf die Ebene „locks“</translation>
    </message>
    <message>
        <source>a lock at %1 is off the board (the terrain layer has no tile there)</source>
        <translation>eine Sperre bei %1 liegt außerhalb des Spielplans (die Geländeebene hat dort keine Kachel)</translation>
    </message>
    <message>
        <source>layer data compressed with %1 is not read; in Tiled set Map &gt; Map Properties &gt; Tile Layer Format to CSV or Base64 (uncompressed)</source>
        <translation>mit %1 komprimierte Ebenendaten werden nicht gelesen; in Tiled unter Karte &gt; Karteneigenschaften &gt; Kachelebenenformat CSV oder Base64 (unkomprimiert) wählen</translation>
    </message>
    <message>
        <source>expected csv or base64, found &quot;%1&quot;</source>
        <translation>csv oder base64 erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a tile id, a whole number from 0 to 4294967295</source>
        <translation>eine Kachel-ID erwartet, eine ganze Zahl von 0 bis 4294967295</translation>
    </message>
    <message>
        <source>group layers are not read; in Tiled move the layers out of the group</source>
        <translation>Gruppenebenen werden nicht gelesen; in Tiled die Ebenen aus der Gruppe herausnehmen</translation>
    </message>
    <message>
        <source>%1 (from line %2)</source>
        <translation>%1 (ab Zeile %2)</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found &quot;%3&quot;</source>
        <translation>eine ganze Zahl von %1 bis %2 erwartet, gefunden: „%3“</translation>
    </message>
    <message>
        <source>invalid XML: %1</source>
        <translation>ungültiges XML: %1</translation>
    </message>
    <message>
        <source>chunks belong to infinite maps</source>
        <translation>Chunks gibt es nur in unbegrenzten Karten</translation>
    </message>
    <message>
        <source>expected comma-separated tile ids, found &quot;%1&quot;</source>
        <translation>durch Kommas getrennte Kachel-IDs erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a Tiled map: the document&apos;s root element is not &lt;map&gt;</source>
        <translation>eine Tiled-Karte erwartet: das Wurzelelement des Dokuments ist nicht &lt;map&gt;</translation>
    </message>
</context>
<context>
    <name>hexloom::editor</name>
    <message>
        <source>Scripted edit</source>
        <translation>Skriptbearbeitung</translation>
    </message>
</context>
<context>
    <name>hexloom::render::PrintPagePainter</name>
    <message>
        <source> · page %1 of %2</source>
        <translation> · Seite %1 von %2</translation>
    </message>
    <message>
        <source> (row %1, column %2)</source>
        <translation> (Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source> · hex %1 mm across the flats · print at 100 %</source>
        <translation> · Feld %1 mm zwischen den Flachseiten · mit 100 % drucken</translation>
    </message>
    <message>
        <source>50 mm</source>
        <translation>50 mm</translation>
    </message>
    <message>
        <source>%1 hexes, %2 mm across the flats · %3 × %4 pages</source>
        <translation>%1 Felder, %2 mm zwischen den Flachseiten · %3 × %4 Seiten</translation>
    </message>
    <message>
        <source>Cut along the dashed lines, lay each page over its left and upper neighbour so the registration marks meet, and glue.</source>
        <translation>An den gestrichelten Linien ausschneiden, jede Seite so über ihren linken und oberen Nachbarn legen, dass sich die Passermarken treffen, und kleben.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::AttributesTable</name>
    <message>
        <source>Numbers a kind is worth (resources, influence, ...): what the player-value requirement sums; empty: none</source>
        <translation>Zahlen, die eine Art wert ist (Rohstoffe, Einfluss, ...): was die Spielerwert-Anforderung summiert; leer: keine</translation>
    </message>
    <message>
        <source>Attributes: &quot;%1&quot; is not 1 to 32 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>Attribute: „%1“ besteht nicht aus 1 bis 32 Buchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos;</translation>
    </message>
    <message>
        <source>Attributes: there is already an attribute &quot;%1&quot;</source>
        <translation>Attribute: Es gibt bereits ein Attribut „%1“</translation>
    </message>
    <message>
        <source>Attributes, %1 of %2: &quot;%3&quot; is not a number from -1000000 to 1000000</source>
        <translation>Attribute, %1 von %2: „%3“ ist keine Zahl von -1000000 bis 1000000</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::GlyphCombo</name>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::HomePreview</name>
    <message>
        <source>Click a hex to make it the selected player&apos;s home</source>
        <translation>Klicken Sie auf ein Feld, um es zur Heimat des ausgewählten Spielers zu machen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::KindRemovalDialog</name>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%1 is named in %n place(s):</source>
        <translation>
            <numerusform>%1 wird an %n Stelle genannt:</numerusform>
            <numerusform>%1 wird an %n Stellen genannt:</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1 of the rule-set file</source>
        <translation>Feld %1 der Regelwerksdatei</translation>
    </message>
    <message>
        <source>Remove these references (a requirement left with no kind goes too)</source>
        <translation>Diese Verweise entfernen (eine Anforderung ohne Art entfällt ebenfalls)</translation>
    </message>
    <message>
        <source>The pool loses its tiles; lists, pairs and groups lose the kind; players whose home kind it is are removed</source>
        <translation>Der Vorrat verliert seine Plättchen; Listen, Paare und Gruppen verlieren die Art; Spieler mit dieser Heimat-Art werden entfernt</translation>
    </message>
    <message>
        <source>Replace it by:</source>
        <translation>Ersetzen durch:</translation>
    </message>
    <message>
        <source>Its pool tiles, list entries and home kinds go to the kind chosen here</source>
        <translation>Ihre Vorratsplättchen, Listeneinträge und Heimat-Arten gehen an die hier gewählte Art</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::KindsTable</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <source>Stable identifier the files use; renaming it renames every reference</source>
        <translation>Stabile Kennung, die die Dateien verwenden; Umbenennen benennt jeden Verweis um</translation>
    </message>
    <message>
        <source>The kind&apos;s name as people read it</source>
        <translation>Der Name der Art, wie Menschen ihn lesen</translation>
    </message>
    <message>
        <source>Letter-format code: one capital letter other than N, unique in the game</source>
        <translation>Code im Buchstabenformat: ein Großbuchstabe außer N, eindeutig im Spiel</translation>
    </message>
    <message>
        <source>Colour on the canvas and in pictures (click to choose)</source>
        <translation>Farbe auf der Zeichenfläche und in Bildern (zum Wählen klicken)</translation>
    </message>
    <message>
        <source>Short text drawn on the hex, at most %1 characters (empty: the letter)</source>
        <translation>Kurzer Text auf dem Feld, höchstens %1 Zeichen (leer: der Buchstabe)</translation>
    </message>
    <message>
        <source>A symbol from the bundled set drawn on the hex, so it reads without colour</source>
        <translation>Ein Symbol aus dem mitgelieferten Satz auf dem Feld, damit es ohne Farbe lesbar ist</translation>
    </message>
    <message>
        <source>Tiles of this kind; together they must fill the board</source>
        <translation>Plättchen dieser Art; zusammen müssen sie den Spielplan füllen</translation>
    </message>
    <message>
        <source>Water hexes (rivers, lakes) rather than land</source>
        <translation>Wasserfelder (Flüsse, Seen) statt Land</translation>
    </message>
    <message>
        <source>Hexes of this kind never move (home systems, a sea frame)</source>
        <translation>Felder dieser Art bewegen sich nie (Heimatsysteme, ein Meeresrahmen)</translation>
    </message>
    <message>
        <source>Choose the colour of %1</source>
        <translation>Farbe von %1 wählen</translation>
    </message>
    <message>
        <source>Symbol drawn on hexes of %1</source>
        <translation>Symbol auf den Feldern von %1</translation>
    </message>
    <message>
        <source>Kinds, row %1, id: %2</source>
        <translation>Arten, Zeile %1, ID: %2</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>Kind %1</source>
        <translation>Art %1</translation>
    </message>
    <message>
        <source>Kinds: %1</source>
        <translation>Arten: %1</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Hexes of this kind carry a number token (Catan); type the tokens under Number tokens</source>
        <translation>Felder dieser Art tragen einen Zahlenmarker (Catan); die Marker selbst stehen unter „Zahlenmarker“</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameKindsPage</name>
    <message>
        <source>Kinds and pool</source>
        <translation>Arten und Vorrat</translation>
    </message>
    <message>
        <source>The kinds of hex in the game and how many tiles of each; together they fill the board.</source>
        <translation>Die Feldarten im Spiel und wie viele Plättchen es von jeder gibt; zusammen füllen sie den Spielplan.</translation>
    </message>
    <message>
        <source>Add kind</source>
        <translation>Art hinzufügen</translation>
    </message>
    <message>
        <source>Add a kind of hex</source>
        <translation>Eine Feldart hinzufügen</translation>
    </message>
    <message>
        <source>Remove kind</source>
        <translation>Art entfernen</translation>
    </message>
    <message>
        <source>Remove the selected kind (asks how to fix what names it)</source>
        <translation>Die ausgewählte Art entfernen (fragt, wie zu beheben ist, was sie nennt)</translation>
    </message>
    <message>
        <source>Fill the board</source>
        <translation>Spielplan füllen</translation>
    </message>
    <message>
        <source>Share the board&apos;s cells out among the kinds, in proportion to their counts</source>
        <translation>Die Zellen des Spielplans im Verhältnis ihrer Anzahlen auf die Arten verteilen</translation>
    </message>
    <message>
        <source>Add attribute…</source>
        <translation>Attribut hinzufügen…</translation>
    </message>
    <message>
        <source>Add a number every kind may have (resources, influence, ...)</source>
        <translation>Eine Zahl hinzufügen, die jede Art haben kann (Rohstoffe, Einfluss, ...)</translation>
    </message>
    <message>
        <source>Remove attribute</source>
        <translation>Attribut entfernen</translation>
    </message>
    <message>
        <source>Remove the selected attribute from every kind</source>
        <translation>Das ausgewählte Attribut aus jeder Art entfernen</translation>
    </message>
    <message>
        <source>Number tokens for the kinds that take one, separated by &apos;,&apos; (Catan: 2,3,3,4,4,...)</source>
        <translation>Zahlenmarker für die Arten, die einen bekommen, durch &apos;,&apos; getrennt (Catan: 2,3,3,4,4,...)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Number tokens</source>
        <translation>Zahlenmarker</translation>
    </message>
    <message>
        <source>field &quot;tokens&quot;: &quot;%1&quot; is not a whole number from 1 to 127</source>
        <translation>Feld &quot;tokens&quot;: „%1“ ist keine ganze Zahl von 1 bis 127</translation>
    </message>
    <message>
        <source>Add attribute</source>
        <translation>Attribut hinzufügen</translation>
    </message>
    <message>
        <source>Name (letters, digits, &apos;-&apos; or &apos;_&apos;):</source>
        <translation>Name (Buchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos;):</translation>
    </message>
    <message>
        <source>Kinds: the game needs at least one kind</source>
        <translation>Arten: Das Spiel braucht mindestens eine Art</translation>
    </message>
    <message>
        <source>Kinds, row %1, id: %2</source>
        <translation>Arten, Zeile %1, ID: %2</translation>
    </message>
    <message>
        <source>Kinds, row %1, id: &quot;%2&quot; is used twice</source>
        <translation>Arten, Zeile %1, ID: „%2“ wird doppelt verwendet</translation>
    </message>
    <message>
        <source>Kinds, row %1, name: 1 to 64 characters</source>
        <translation>Arten, Zeile %1, Name: 1 bis 64 Zeichen</translation>
    </message>
    <message>
        <source>Kinds, row %1, label: &quot;%2&quot; is %3 characters long; a label fits the hex with at most %4</source>
        <translation>Arten, Zeile %1, Beschriftung: „%2“ ist %3 Zeichen lang; auf das Feld passt eine Beschriftung mit höchstens %4</translation>
    </message>
    <message>
        <source>Kinds, row %1, letter: one capital letter other than N (N marks padding)</source>
        <translation>Arten, Zeile %1, Buchstabe: ein Großbuchstabe außer N (N markiert Auffüllung)</translation>
    </message>
    <message>
        <source>Kinds, row %1, letter: %2 is used twice</source>
        <translation>Arten, Zeile %1, Buchstabe: %2 wird doppelt verwendet</translation>
    </message>
    <message numerus="yes">
        <source>%1 tiles for %n hex(es)</source>
        <translation>
            <numerusform>%1 Plättchen für %n Feld</numerusform>
            <numerusform>%1 Plättchen für %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no number tokens</comment>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGamePlayersPage</name>
    <message>
        <source>Players and homes</source>
        <translation>Spieler und Heimatfelder</translation>
    </message>
    <message>
        <source>Select a player, then click its home hex on the board; or give it a home kind.</source>
        <translation>Wählen Sie einen Spieler und klicken Sie dann auf sein Heimatfeld auf dem Spielplan, oder geben Sie ihm eine Heimat-Art.</translation>
    </message>
    <message>
        <source>Players whose fairness the player-value requirement measures: none, or 2 to 8</source>
        <translation>Spieler, deren Fairness die Spielerwert-Anforderung misst: keine oder 2 bis 8</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Heimat</translation>
    </message>
    <message>
        <source>A hex on the board (click it), or every hex of a kind</source>
        <translation>Ein Feld auf dem Spielplan (anklicken) oder jedes Feld einer Art</translation>
    </message>
    <message>
        <source>The kind the home hex holds: every new map puts it there and locks it</source>
        <translation>Die Art auf dem Heimatfeld: Jede neue Karte setzt sie dorthin und sperrt sie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Home of the selected player</source>
        <translation>Heimat des ausgewählten Spielers</translation>
    </message>
    <message>
        <source>Tile on the home hex</source>
        <translation>Plättchen auf dem Heimatfeld</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>none: click a hex</source>
        <translation>keine: auf ein Feld klicken</translation>
    </message>
    <message>
        <source>every %1 hex</source>
        <translation>jedes Feld der Art %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>A hex on the board</source>
        <translation>Ein Feld auf dem Spielplan</translation>
    </message>
    <message>
        <source>Every %1 hex</source>
        <translation>Jedes Feld der Art %1</translation>
    </message>
    <message>
        <source>field &quot;players.list[%1].name&quot;: 1 to 64 characters</source>
        <translation>Feld &quot;players.list[%1].name&quot;: 1 bis 64 Zeichen</translation>
    </message>
    <message>
        <source>The symmetry the game declares (the rule set&apos;s symmetry field): every search keeps its maps symmetric, and placing a home here places the homes of the next seats without one on its images</source>
        <translation>Die Symmetrie, die das Spiel erklärt (das Feld symmetry des Regelsatzes): jede Suche hält ihre Karten symmetrisch, und eine hier gesetzte Heimat setzt die Heimaten der nächsten Plätze ohne eine auf ihre Bilder</translation>
    </message>
    <message>
        <source>Symmetry of the seats</source>
        <translation>Symmetrie der Plätze</translation>
    </message>
    <message numerus="yes">
        <source>Not for this board: %n hex(es) have no image under this symmetry</source>
        <translation>
            <numerusform>Nicht für dieses Brett: %n Feld hat unter dieser Symmetrie kein Bild</numerusform>
            <numerusform>Nicht für dieses Brett: %n Felder haben unter dieser Symmetrie kein Bild</numerusform>
        </translation>
    </message>
    <message>
        <source>Placing a home places the homes of the next seats without one on its images; a dashed ring marks an image no home holds yet.</source>
        <translation>Eine gesetzte Heimat setzt die Heimaten der nächsten Plätze ohne eine auf ihre Bilder; ein gestrichelter Ring markiert ein Bild, auf dem noch keine Heimat liegt.</translation>
    </message>
    <message>
        <source>This board is not %1 symmetric: choose another symmetry or None.</source>
        <translation>Dieses Brett ist nicht %1-symmetrisch: wählen Sie eine andere Symmetrie oder Keine.</translation>
    </message>
    <message>
        <source>field &quot;symmetry&quot;: the board is not %1 symmetric</source>
        <translation>Feld &quot;symmetry&quot;: das Brett ist nicht %1-symmetrisch</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no players</comment>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameStartPage</name>
    <message>
        <source>Game and board</source>
        <translation>Spiel und Spielplan</translation>
    </message>
    <message>
        <source>Start from a blank page or from a game like one you know; everything can be changed on the next pages.</source>
        <translation>Beginnen Sie mit einer leeren Seite oder mit einem Spiel wie einem, das Sie kennen; auf den nächsten Seiten lässt sich alles ändern.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Beginnen mit</translation>
    </message>
    <message>
        <source>Blank: kinds, pool and players of your own</source>
        <translation>Leer: eigene Arten, eigener Vorrat, eigene Spieler</translation>
    </message>
    <message>
        <source>Hex terrain, like Terra Mystica: seven land terrains on a terraform cycle and a river</source>
        <translation>Feldgelände wie bei Terra Mystica: sieben Landgelände auf einem Terraforming-Kreislauf und ein Fluss</translation>
    </message>
    <message>
        <source>Number tokens, like Catan: resource hexes with number tokens and a desert</source>
        <translation>Zahlenmarker wie bei Catan: Rohstofffelder mit Zahlenmarkern und eine Wüste</translation>
    </message>
    <message>
        <source>Player slices, like a galaxy: systems worth resources and influence, a home per player</source>
        <translation>Spieleranteile wie in einer Galaxie: Systeme, die Rohstoffe und Einfluss wert sind, eine Heimat je Spieler</translation>
    </message>
    <message>
        <source>Short name the files use to refer to the rule set (&quot;my-game&quot;)</source>
        <translation>Kurzname, mit dem die Dateien auf das Regelwerk verweisen (&quot;my-game&quot;)</translation>
    </message>
    <message>
        <source>The game&apos;s name as people read it</source>
        <translation>Der Name des Spiels, wie Menschen ihn lesen</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Terra Mystica rows (long and short rows alternating)</source>
        <translation>Terra-Mystica-Zeilen (lange und kurze Zeilen abwechselnd)</translation>
    </message>
    <message>
        <source>The board&apos;s outline</source>
        <translation>Der Umriss des Spielplans</translation>
    </message>
    <message>
        <source>The first row is a long row</source>
        <translation>Die erste Zeile ist eine lange Zeile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>radius </source>
        <translation>Radius </translation>
    </message>
    <message>
        <source>rows </source>
        <translation>Zeilen </translation>
    </message>
    <message>
        <source>width </source>
        <translation>Breite </translation>
    </message>
    <message>
        <source>long row </source>
        <translation>lange Zeile </translation>
    </message>
    <message>
        <source>height </source>
        <translation>Höhe </translation>
    </message>
    <message>
        <source>Hexes from the centre to an edge</source>
        <translation>Felder von der Mitte bis zu einem Rand</translation>
    </message>
    <message>
        <source>Number of rows</source>
        <translation>Anzahl der Zeilen</translation>
    </message>
    <message>
        <source>Hexes per row</source>
        <translation>Felder je Zeile</translation>
    </message>
    <message>
        <source>Hexes in a long row; short rows have one fewer</source>
        <translation>Felder in einer langen Zeile; kurze Zeilen haben eines weniger</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Name: give the game a name of 1 to 64 characters</source>
        <translation>Name: Geben Sie dem Spiel einen Namen mit 1 bis 64 Zeichen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameWizard</name>
    <message>
        <source>Requirements</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <source>What a good map of the game avoids; searches count the violations. Add them from the list of types.</source>
        <translation>Was eine gute Karte des Spiels vermeidet; Suchen zählen die Verstöße. Fügen Sie sie aus der Liste der Typen hinzu.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Save the new game&apos;s rule set</source>
        <translation>Das Regelwerk des neuen Spiels speichern</translation>
    </message>
    <message>
        <source>Rule sets (*.json)</source>
        <translation>Regelwerke (*.json)</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neues Spiel</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus einer Datei…</translation>
    </message>
    <message>
        <source>The game: terrains, pools and requirements</source>
        <translation>Das Spiel: Gelände, Vorräte und Anforderungen</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Spielplan: %1</translation>
    </message>
    <message>
        <source>Hexagon of radius R</source>
        <translation>Sechseck mit Radius R</translation>
    </message>
    <message>
        <source>Rectangle W × H</source>
        <translation>Rechteck B × H</translation>
    </message>
    <message>
        <source>Custom board: empty hexagon of radius R to shape with the Shape tool</source>
        <translation>Eigener Spielplan: leeres Sechseck mit Radius R, mit dem Formwerkzeug zu gestalten</translation>
    </message>
    <message>
        <source>A blank board of your own shape: start from a hexagon of radius R (0: a single hex), then add hexes with the Shape tool&apos;s left button and remove them with the right button</source>
        <translation>Ein leerer Spielplan in eigener Form: mit einem Sechseck mit Radius R beginnen (0: ein einzelnes Feld), dann mit der linken Maustaste des Formwerkzeugs Felder hinzufügen und mit der rechten entfernen</translation>
    </message>
    <message>
        <source>What new hexes hold</source>
        <translation>Was neue Felder enthalten</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>R or W</source>
        <translation>R oder B</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Fill with</source>
        <translation>Füllen mit</translation>
    </message>
    <message>
        <source>Rule sets (*.json)</source>
        <translation>Regelwerke (*.json)</translation>
    </message>
    <message>
        <source>nothing (empty hexes)</source>
        <translation>nichts (leere Felder)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::PlayersEditor</name>
    <message>
        <source>Kinds: attributes (named numbers summed by player-value), fixed kinds (locked when a map is read) and swap zones (searches move a kind only among hexes of its zone), by terrain id, e.g. {&quot;rich&quot;: {&quot;attributes&quot;: {&quot;resources&quot;: 3}}, &quot;sea&quot;: {&quot;fixed&quot;: true}, &quot;port&quot;: {&quot;zone&quot;: &quot;harbour&quot;}}</source>
        <translation>Arten: Attribute (benannte Zahlen, summiert von player-value), feste Arten (beim Lesen einer Karte gesperrt) und Tauschzonen (Suchen verschieben eine Art nur zwischen Feldern ihrer Zone), nach Gelände-ID, z. B. {&quot;rich&quot;: {&quot;attributes&quot;: {&quot;resources&quot;: 3}}, &quot;sea&quot;: {&quot;fixed&quot;: true}, &quot;port&quot;: {&quot;zone&quot;: &quot;harbour&quot;}}</translation>
    </message>
    <message>
        <source>Players (2 to 8): {&quot;distance_weights&quot;: [3, 2, 1], &quot;path_cost&quot;: {&quot;nebula&quot;: 2}, &quot;list&quot;: [{&quot;id&quot;: &quot;p1&quot;, &quot;name&quot;: &quot;North&quot;, &quot;home&quot;: [[0, 1]]}, {&quot;id&quot;: &quot;p2&quot;, &quot;home_kind&quot;: &quot;forest&quot;}]}; empty for none</source>
        <translation>Spieler (2 bis 8): {&quot;distance_weights&quot;: [3, 2, 1], &quot;path_cost&quot;: {&quot;nebula&quot;: 2}, &quot;list&quot;: [{&quot;id&quot;: &quot;p1&quot;, &quot;name&quot;: &quot;North&quot;, &quot;home&quot;: [[0, 1]]}, {&quot;id&quot;: &quot;p2&quot;, &quot;home_kind&quot;: &quot;forest&quot;}]}; leer für keine</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Arten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Kinds: field &quot;%1&quot;: expected {&quot;attributes&quot;: {...}, &quot;fixed&quot;: true}</source>
        <translation>Arten: Feld &quot;%1&quot;: {&quot;attributes&quot;: {...}, &quot;fixed&quot;: true} erwartet</translation>
    </message>
    <message>
        <source>Kinds: field &quot;%1&quot;: no terrain with this id</source>
        <translation>Arten: Feld &quot;%1&quot;: kein Gelände mit dieser ID</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::RequirementEditor</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a requirement</source>
        <translation>Eine Anforderung hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected requirement</source>
        <translation>Die ausgewählte Anforderung entfernen</translation>
    </message>
    <message>
        <source>counts in the score</source>
        <translation>zählt in der Bewertung</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>In the rule-set file: %1</source>
        <translation>In der Regelwerksdatei: %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::RuleSetEditorDialog</name>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Gelände hinzufügen</translation>
    </message>
    <message>
        <source>Remove terrain</source>
        <translation>Gelände entfernen</translation>
    </message>
    <message>
        <source>Terrains and pool</source>
        <translation>Gelände und Vorrat</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <source>Players and attributes</source>
        <translation>Spieler und Attribute</translation>
    </message>
    <message>
        <source>Apply to map</source>
        <translation>Auf Karte anwenden</translation>
    </message>
    <message>
        <source>Use this rule set for the open map (one undo step)</source>
        <translation>Dieses Regelwerk für die offene Karte verwenden (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Load a rule-set file into the editor</source>
        <translation>Eine Regelwerksdatei in den Editor laden</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save this rule set as a rule-set file</source>
        <translation>Dieses Regelwerk als Regelwerksdatei speichern</translation>
    </message>
    <message>
        <source>Short name, used to refer to the rule set (&quot;my-game&quot;)</source>
        <translation>Kurzname, mit dem auf das Regelwerk verwiesen wird (&quot;mein-spiel&quot;)</translation>
    </message>
    <message>
        <source>Searches use the pool counts of the terrains tab</source>
        <translation>Suchen verwenden die Vorratszahlen des Reiters Gelände</translation>
    </message>
    <message>
        <source>Off: searches keep the multiset of tiles the map already has</source>
        <translation>Aus: Suchen behalten die Plättchen-Multimenge, die die Karte schon hat</translation>
    </message>
    <message>
        <source>Number tokens to place on token hexes, comma-separated (Catan: 2,3,3,4,4,…)</source>
        <translation>Zahlenmarker für Markerfelder, durch Kommas getrennt (Catan: 2,3,3,4,4,…)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Tile pool</source>
        <translation>Plättchenvorrat</translation>
    </message>
    <message>
        <source>Token pool</source>
        <translation>Markervorrat</translation>
    </message>
    <message>
        <source>Token pool: &quot;%1&quot; is not a number from 1 to 127</source>
        <translation>Markervorrat: „%1“ ist keine Zahl von 1 bis 127</translation>
    </message>
    <message>
        <source>Open rule set</source>
        <translation>Regelwerk öffnen</translation>
    </message>
    <message>
        <source>Rule sets (*.json)</source>
        <translation>Regelwerke (*.json)</translation>
    </message>
    <message>
        <source>Save rule set</source>
        <translation>Regelwerk speichern</translation>
    </message>
    <message>
        <source>Remove the selected terrain (asks how to fix what names it)</source>
        <translation>Das ausgewählte Gelände entfernen (fragt, wie zu beheben ist, was es nennt)</translation>
    </message>
    <message>
        <source>Terrains, row %1, id: the references to &quot;%2&quot; were not renamed because the rule set does not check: %3</source>
        <translation>Gelände, Zeile %1, ID: Die Verweise auf „%2“ wurden nicht umbenannt, weil das Regelwerk die Prüfung nicht besteht: %3</translation>
    </message>
    <message>
        <source>Terrains, row %1, id: %2</source>
        <translation>Gelände, Zeile %1, ID: %2</translation>
    </message>
    <message>
        <source>Terrains: %1</source>
        <translation>Gelände: %1</translation>
    </message>
    <message>
        <source>Terrains, row %1: &quot;%2&quot; is named elsewhere in the rule set and is not removed until the rule set checks: %3</source>
        <translation>Gelände, Zeile %1: „%2“ wird an anderer Stelle im Regelwerk genannt und wird erst entfernt, wenn das Regelwerk die Prüfung besteht: %3</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::TerrainTable</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Zyklus</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Stable identifier used in files</source>
        <translation>Stabile Kennung, in Dateien verwendet</translation>
    </message>
    <message>
        <source>Letter-format code, unique in the rule set</source>
        <translation>Code im Buchstabenformat, eindeutig im Regelwerk</translation>
    </message>
    <message>
        <source>Water hexes (rivers, lakes) rather than land</source>
        <translation>Wasserfelder (Flüsse, Seen) statt Land</translation>
    </message>
    <message>
        <source>Hexes of this terrain carry a number token (Catan)</source>
        <translation>Felder dieses Geländes tragen einen Zahlenmarker (Catan)</translation>
    </message>
    <message>
        <source>Position on the terraform cycle, -1 when not on it</source>
        <translation>Position im Terraforming-Zyklus, -1 wenn nicht darin</translation>
    </message>
    <message>
        <source>Tiles of this terrain in the pool</source>
        <translation>Plättchen dieses Geländes im Vorrat</translation>
    </message>
    <message>
        <source>Choose the colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Terrain colour</source>
        <translation>Geländefarbe</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>Short text drawn on the hex, at most %1 characters (empty: the letter)</source>
        <translation>Kurzer Text auf dem Feld, höchstens %1 Zeichen (leer: der Buchstabe)</translation>
    </message>
    <message>
        <source>A symbol from the bundled set drawn on the hex, so it reads without colour</source>
        <translation>Ein Symbol aus dem mitgelieferten Satz auf dem Feld, damit es ohne Farbe lesbar ist</translation>
    </message>
    <message>
        <source>Symbol drawn on hexes of %1</source>
        <translation>Symbol auf den Feldern von %1</translation>
    </message>
    <message>
        <source>Terrains, row %1, label: &quot;%2&quot; has %3 characters; a label is drawn on the hex and fits at most %4</source>
        <translation>Gelände, Zeile %1, Beschriftung: „%2“ hat %3 Zeichen; eine Beschriftung steht auf dem Feld und darf höchstens %4 haben</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::TiledKindMapDialog</name>
    <message>
        <source>Kinds for the Tiled Map&apos;s Tiles</source>
        <translation>Arten für die Kacheln der Tiled-Karte</translation>
    </message>
    <message>
        <source>The tiles of %1 have no &quot;kind&quot; property. Choose the kind of the rule set &quot;%2&quot; each tile stands for.</source>
        <translation>Die Kacheln von %1 haben keine Eigenschaft „kind“. Wählen Sie die Art des Regelwerks „%2“, für die jede Kachel steht.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>%1, tile %2</source>
        <translation>%1, Kachel %2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Kachel %1</translation>
    </message>
    <message>
        <source>(choose a kind)</source>
        <translation>(Art wählen)</translation>
    </message>
    <message>
        <source>The kind of the rule set every cell showing this tile gets</source>
        <translation>Die Art des Regelwerks, die jede Zelle mit dieser Kachel erhält</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks</name>
    <message>
        <source>%1 at %2, turned %3×60°</source>
        <translation>%1 bei %2, gedreht um %3×60°</translation>
    </message>
    <message>
        <source>Placements tried %1 · backtracks %2 · steps %3
Dead ends %4%5
Elapsed %6 s · depth %7</source>
        <translation>Versuchte Platzierungen %1 · Rücksprünge %2 · Schritte %3
Sackgassen %4%5
Vergangen %6 s · Tiefe %7</translation>
    </message>
    <message>
        <source>Chose the gap at %1: %n candidate placement(s): magenta ring, dashed outlines</source>
        <translation>Lücke bei %1 gewählt: %n mögliche Platzierung: magentafarbener Ring, gestrichelte Umrisse</translation>
    </message>
    <message>
        <source>Placed required tile %1 (orange)</source>
        <translation>Pflichtplättchen %1 platziert (orange)</translation>
    </message>
    <message>
        <source>Placed %1 (orange)</source>
        <translation>%1 platziert (orange)</translation>
    </message>
    <message>
        <source>Took a tile up again (backtrack)</source>
        <translation>Ein Plättchen wieder aufgenommen (Rücksprung)</translation>
    </message>
    <message>
        <source>Padding the rest: %1 placements in the list</source>
        <translation>Rest auffüllen: %1 Platzierungen in der Liste</translation>
    </message>
    <message>
        <source>Dead end: %1</source>
        <translation>Sackgasse: %1</translation>
    </message>
    <message>
        <source>Assembled: every hex is covered</source>
        <translation>Zusammengesetzt: jedes Feld ist bedeckt</translation>
    </message>
    <message>
        <source>The run ended without an assembly</source>
        <translation>Der Lauf endete ohne Zusammensetzung</translation>
    </message>
    <message>
        <source>Last dead end: %1</source>
        <translation>Letzte Sackgasse: %1</translation>
    </message>
    <message>
        <source>uncovered gap</source>
        <translation>unbedeckte Lücke</translation>
    </message>
    <message>
        <source>not enough tiles left</source>
        <translation>zu wenige Plättchen übrig</translation>
    </message>
    <message>
        <source>could not pad</source>
        <translation>Auffüllen unmöglich</translation>
    </message>
    <message>
        <source>required tile does not fit</source>
        <translation>Pflichtplättchen passt nicht</translation>
    </message>
    <message>
        <source>lines split</source>
        <translation>Linien zerfallen</translation>
    </message>
    <message>
        <source>Last dead end: %1 (red cross on the canvas)</source>
        <translation>Letzte Sackgasse: %1 (rotes Kreuz auf der Zeichenfläche)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::BalanceDock</name>
    <message>
        <source>Fairness</source>
        <translation>Fairness</translation>
    </message>
    <message>
        <source>Home terrain</source>
        <translation>Heimatgelände</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>1-spade neighbour</source>
        <translation>Nachbar 1 Spaten</translation>
    </message>
    <message>
        <source>River contact</source>
        <translation>Flusskontakt</translation>
    </message>
    <message>
        <source>Hexes with a land neighbour one spade away on the terraform cycle</source>
        <translation>Felder mit einem Landnachbarn einen Spaten entfernt im Terraforming-Zyklus</translation>
    </message>
    <message>
        <source>Hexes next to water</source>
        <translation>Felder neben Wasser</translation>
    </message>
    <message>
        <source>How fairly each faction&apos;s home terrain is placed.</source>
        <translation>Wie fair das Heimatgelände jedes Volkes platziert ist.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConstraintGraphDock</name>
    <message>
        <source>Regions</source>
        <translation>Regionen</translation>
    </message>
    <message>
        <source>Show the Regions panel: draw a constraint graph and partition the map (Ctrl+Shift+G)</source>
        <translation>Die Regionen-Leiste zeigen: einen Bedingungsgraphen zeichnen und die Karte aufteilen (Strg+Umschalt+G)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Labels of the region selected in the drawing</source>
        <translation>Beschriftungen der in der Zeichnung ausgewählten Region</translation>
    </message>
    <message>
        <source>Scope, seed, hex removal, coarsening, restarts and time limit of the partitioning search</source>
        <translation>Bereich, Startwert, Entfernen von Feldern, Vergröberung, Neustarts und Zeitlimit der Aufteilungssuche</translation>
    </message>
    <message>
        <source>&amp;Run Partition</source>
        <translation>Aufteilung &amp;starten</translation>
    </message>
    <message>
        <source>Partition the hexes in scope into the drawn regions, to the end</source>
        <translation>Die Felder im Bereich bis zum Ende in die gezeichneten Regionen aufteilen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>S&amp;tep Partition</source>
        <translation>Aufteilung schri&amp;ttweise</translation>
    </message>
    <message>
        <source>Expand a few states and show the heuristic, frontier and restarts</source>
        <translation>Einige Zustände erweitern und Heuristik, Front und Neustarts zeigen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>St&amp;op Partition</source>
        <translation>Aufteilung an&amp;halten</translation>
    </message>
    <message>
        <source>Stop the partitioning search</source>
        <translation>Die Aufteilungssuche anhalten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>&amp;Apply Regions</source>
        <translation>Regionen &amp;anwenden</translation>
    </message>
    <message>
        <source>Give every region its node&apos;s terrain and removed hexes the chosen terrain, as one undo step</source>
        <translation>Jeder Region das Gelände ihres Knotens und entfernten Feldern das gewählte Gelände geben, als ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>&amp;Clear Regions Overlay</source>
        <translation>Regionen-Überlagerung aus&amp;blenden</translation>
    </message>
    <message>
        <source>Hide the regions drawn on the map</source>
        <translation>Die auf der Karte gezeichneten Regionen ausblenden</translation>
    </message>
    <message>
        <source>&amp;Open Constraint Graph…</source>
        <translation>Bedingungsgraph ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a constraint-graph file (.json)</source>
        <translation>Eine Bedingungsgraph-Datei (.json) öffnen</translation>
    </message>
    <message>
        <source>&amp;Save Constraint Graph As…</source>
        <translation>Bedingungsgraph speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the drawn graph as a file</source>
        <translation>Den gezeichneten Graphen als Datei speichern</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Open Constraint Graph</source>
        <translation>Bedingungsgraph öffnen</translation>
    </message>
    <message>
        <source>Constraint graphs (*.json)</source>
        <translation>Bedingungsgraphen (*.json)</translation>
    </message>
    <message>
        <source>Save Constraint Graph</source>
        <translation>Bedingungsgraph speichern</translation>
    </message>
    <message>
        <source>Built-in graph…</source>
        <translation>Mitgelieferter Graph…</translation>
    </message>
    <message>
        <source>Replace the drawing with one of the graphs shipped with Hexloom</source>
        <translation>Die Zeichnung durch einen der mit Hexloom gelieferten Graphen ersetzen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a region to the drawing (or click on empty space)</source>
        <translation>Eine Region zur Zeichnung hinzufügen (oder auf eine leere Stelle klicken)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected region and its adjacencies (or press Delete in the drawing)</source>
        <translation>Die ausgewählte Region und ihre Nachbarschaften löschen (oder Entf in der Zeichnung drücken)</translation>
    </message>
    <message>
        <source>Lay out</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <source>Arrange the drawing automatically</source>
        <translation>Die Zeichnung automatisch anordnen</translation>
    </message>
    <message>
        <source>Lay out the graph</source>
        <translation>Den Graphen anordnen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start an empty drawing</source>
        <translation>Eine leere Zeichnung beginnen</translation>
    </message>
    <message>
        <source>New graph</source>
        <translation>Neuer Graph</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last graph edit (Ctrl+Z in the drawing)</source>
        <translation>Die letzte Graphbearbeitung rückgängig machen (Strg+Z in der Zeichnung)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Redo a graph edit (Ctrl+Shift+Z in the drawing)</source>
        <translation>Eine Graphbearbeitung wiederherstellen (Strg+Umschalt+Z in der Zeichnung)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <source>No regions yet.</source>
        <translation>Noch keine Regionen.</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s), %1 adjacencies</source>
        <translation>
            <numerusform>%n Region, %1 Nachbarschaften</numerusform>
            <numerusform>%n Regionen, %1 Nachbarschaften</numerusform>
        </translation>
    </message>
    <message>
        <source>drawn graph</source>
        <translation>gezeichneter Graph</translation>
    </message>
    <message>
        <source>Cannot partition: %1</source>
        <translation>Aufteilung nicht möglich: %1</translation>
    </message>
    <message>
        <source>Stepping: Step expands more, Run continues to the end.</source>
        <translation>Schrittweise: Schritt erweitert weiter, Starten läuft bis zum Ende.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message numerus="yes">
        <source>Found a partition: %n region(s), %1 removed hexes. Apply writes it into the map.</source>
        <translation>
            <numerusform>Aufteilung gefunden: %n Region, %1 entfernte Felder. Anwenden schreibt sie in die Karte.</numerusform>
            <numerusform>Aufteilung gefunden: %n Regionen, %1 entfernte Felder. Anwenden schreibt sie in die Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>No partition: %1</source>
        <translation>Keine Aufteilung: %1</translation>
    </message>
    <message numerus="yes">
        <source>Regions applied: %n hex(es) changed</source>
        <translation>
            <numerusform>Regionen angewendet: %n Feld geändert</numerusform>
            <numerusform>Regionen angewendet: %n Felder geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n locked hex(es) kept</source>
        <translation>
            <numerusform>; %n gesperrtes Feld behalten</numerusform>
            <numerusform>; %n gesperrte Felder behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot apply: %1</source>
        <translation>Anwenden nicht möglich: %1</translation>
    </message>
    <message>
        <source>Apply Regions</source>
        <translation>Regionen anwenden</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Built-in graph %1</source>
        <translation>Mitgelieferter Graph %1</translation>
    </message>
    <message>
        <source>The graph in the drawing: %1. Choose another shipped with Hexloom to replace the drawing</source>
        <translation>Der Graph in der Zeichnung: %1. Wählen Sie einen anderen, mit Hexloom ausgelieferten, um die Zeichnung zu ersetzen</translation>
    </message>
    <message>
        <source>drawn here</source>
        <translation>hier gezeichnet</translation>
    </message>
    <message>
        <source>no map is open</source>
        <translation>keine Karte ist geöffnet</translation>
    </message>
    <message>
        <source>the graph cannot be partitioned: %1</source>
        <translation>der Graph kann nicht aufgeteilt werden: %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConstraintGraphView</name>
    <message>
        <source>Click on empty space: add a region. Drag from a region to another: they must touch.
Shift+drag: move a region. Delete: remove the selection. Double-click: edit a region.
Ctrl+Z / Ctrl+Shift+Z: undo / redo graph edits.</source>
        <translation>Klick auf eine leere Stelle: Region hinzufügen. Von einer Region zu einer anderen ziehen: sie müssen sich berühren.
Umschalt+Ziehen: Region verschieben. Entf: Auswahl entfernen. Doppelklick: Region bearbeiten.
Strg+Z / Strg+Umschalt+Z: Graphbearbeitungen rückgängig machen / wiederherstellen.</translation>
    </message>
    <message>
        <source>Click to add a region;
drag from one region to another
to make them touch.</source>
        <translation>Klicken, um eine Region hinzuzufügen;
von einer Region zu einer anderen ziehen,
damit sie sich berühren.</translation>
    </message>
    <message numerus="yes">
        <source>%n inside</source>
        <translation>
            <numerusform>%n darin</numerusform>
            <numerusform>%n darin</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit region…</source>
        <translation>Region bearbeiten…</translation>
    </message>
    <message>
        <source>Delete region</source>
        <translation>Region löschen</translation>
    </message>
    <message>
        <source>Delete adjacency</source>
        <translation>Nachbarschaft löschen</translation>
    </message>
    <message>
        <source>Add region here</source>
        <translation>Region hier hinzufügen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConvergenceChart</name>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuelle</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::FairnessPanel</name>
    <message>
        <source>The player-value requirement shown</source>
        <translation>Die angezeigte Spielerwert-Anforderung</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>For the hex under the mouse: the weight it counts at for this player, and what it adds</source>
        <translation>Für das Feld unter der Maus: das Gewicht, mit dem es für diesen Spieler zählt, und was es beiträgt</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation> (aus)</translation>
    </message>
    <message>
        <source>%1 declares no players: add players and a player-value requirement in the rule-set editor to measure how fair the map is for each.</source>
        <translation>%1 legt keine Spieler fest: Spieler und eine Spielerwert-Anforderung im Regelwerk-Editor hinzufügen, um zu messen, wie fair die Karte für jeden ist.</translation>
    </message>
    <message>
        <source>; this requirement is off</source>
        <translation>; diese Anforderung ist aus</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source> (lowest)</source>
        <translation> (niedrigster)</translation>
    </message>
    <message>
        <source> (highest)</source>
        <translation> (höchster)</translation>
    </message>
    <message>
        <source>%1 is at the mean</source>
        <translation>%1 liegt auf dem Mittelwert</translation>
    </message>
    <message>
        <source>%1 is %2 below the mean</source>
        <translation>%1 liegt %2 unter dem Mittelwert</translation>
    </message>
    <message>
        <source>%1 is %2 above the mean</source>
        <translation>%1 liegt %2 über dem Mittelwert</translation>
    </message>
    <message>
        <source> (%1 of %2)</source>
        <translation> (%1 von %2)</translation>
    </message>
    <message>
        <source>%1 %2 against a mean of %3</source>
        <translation>%1 %2 bei einem Mittelwert von %3</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) within reach slow or block the way (%1)</source>
        <translation>
            <numerusform>%n Feld in Reichweite verlangsamt oder blockiert den Weg (%1)</numerusform>
            <numerusform>%n Felder in Reichweite verlangsamen oder blockieren den Weg (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not fair: %1&apos;s home (%2, %3) holds %4, not %5.</source>
        <translation>Nicht fair: Die Heimat von %1 (%2, %3) enthält %4, nicht %5.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Disadvantaged: %1.</source>
        <translation>Benachteiligt: %1.</translation>
    </message>
    <message>
        <source>Not fair: %1</source>
        <translation>Nicht fair: %1</translation>
    </message>
    <message>
        <source>Not fair: a home holds another kind</source>
        <translation>Nicht fair: Eine Heimat enthält eine andere Art</translation>
    </message>
    <message>
        <source>Fair: every player within the tolerance (spread %1)</source>
        <translation>Fair: Jeder Spieler liegt innerhalb der Toleranz (Spanne %1)</translation>
    </message>
    <message numerus="yes">
        <source>Spread %1 (highest - lowest value), mean %2, %n violation(s)%3.</source>
        <translation>
            <numerusform>Spanne %1 (höchster - niedrigster Wert), Mittelwert %2, %n Verstoß%3.</numerusform>
            <numerusform>Spanne %1 (höchster - niedrigster Wert), Mittelwert %2, %n Verstöße%3.</numerusform>
        </translation>
    </message>
    <message>
        <source>± mean</source>
        <translation>± Mittel</translation>
    </message>
    <message>
        <source>The player&apos;s value: its attributes within reach of its home, nearer hexes weighing more</source>
        <translation>Der Wert des Spielers: seine Attribute in Reichweite seiner Heimat, nähere Felder zählen mehr</translation>
    </message>
    <message>
        <source>How far the player&apos;s value lies above (+) or below (-) the mean of all players</source>
        <translation>Wie weit der Wert des Spielers über (+) oder unter (-) dem Mittelwert aller Spieler liegt</translation>
    </message>
    <message>
        <source>The player&apos;s rank: 1 is the highest value; equal values share a rank</source>
        <translation>Der Rang des Spielers: 1 ist der höchste Wert; gleiche Werte teilen sich einen Rang</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <translation>%1 bei (%2, %3)</translation>
    </message>
    <message>
        <source>%1; value %2 (%3).</source>
        <translation>%1; Wert %2 (%3).</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Warum: %1.</translation>
    </message>
    <message>
        <source>%1 adds %2</source>
        <translation>%1 bringt %2</translation>
    </message>
    <message>
        <source>Most from: %1.</source>
        <translation>Am meisten von: %1.</translation>
    </message>
    <message>
        <source>Select a player to see why and to outline its hexes on the canvas.</source>
        <translation>Wählen Sie einen Spieler, um zu sehen, warum, und um seine Felder auf der Karte zu umranden.</translation>
    </message>
    <message>
        <source>%1 (off): %2</source>
        <translation>%1 (aus): %2</translation>
    </message>
    <message numerus="yes">
        <source>No player-value requirement measures how fair the map is for the %n player(s): add one in the rule-set editor.</source>
        <translation>
            <numerusform>Keine Spielerwert-Anforderung misst, wie fair die Karte für den %n Spieler ist: im Regelwerk-Editor eine hinzufügen.</numerusform>
            <numerusform>Keine Spielerwert-Anforderung misst, wie fair die Karte für die %n Spieler ist: im Regelwerk-Editor eine hinzufügen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::HeatLegend</name>
    <message>
        <source>swarm agreement on the best map&apos;s tile</source>
        <translation>Schwarm-Übereinstimmung mit dem Plättchen der besten Karte</translation>
    </message>
    <message>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>the best map&apos;s tile</source>
        <translation>das Plättchen der besten Karte</translation>
    </message>
    <message>
        <source>pheromone of %1</source>
        <translation>Pheromon von %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>most</source>
        <translation>am meisten</translation>
    </message>
    <message>
        <source>last perturbation</source>
        <translation>letzte Störung</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>tabu: hexes of recent moves</source>
        <translation>tabu: Felder der letzten Züge</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ParameterForm</name>
    <message>
        <source>%1
Range %2 to %3, default %4</source>
        <translation>%1
Bereich %2 bis %3, Standard %4</translation>
    </message>
    <message>
        <source>In recipes and --set: %1</source>
        <translation>In Rezepten und bei --set: %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::PartitionOptionsForm</name>
    <message>
        <source>All hexes</source>
        <translation>Alle Felder</translation>
    </message>
    <message>
        <source>Selected hexes</source>
        <translation>Ausgewählte Felder</translation>
    </message>
    <message>
        <source>Land only</source>
        <translation>Nur Land</translation>
    </message>
    <message>
        <source>The hexes to divide into regions: the whole board, the Select tool&apos;s selection, or every hex that is not water. They must form one connected piece.</source>
        <translation>Die in Regionen aufzuteilenden Felder: der ganze Spielplan, die Auswahl des Auswahlwerkzeugs oder jedes Feld, das kein Wasser ist. Sie müssen ein zusammenhängendes Stück bilden.</translation>
    </message>
    <message>
        <source>The same seed, graph, options and board give the same partition</source>
        <translation>Gleicher Startwert, Graph, Optionen und Spielplan ergeben die gleiche Aufteilung</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Draw a random seed</source>
        <translation>Einen zufälligen Startwert ziehen</translation>
    </message>
    <message>
        <source>Allow removing hexes</source>
        <translation>Entfernen von Feldern erlauben</translation>
    </message>
    <message>
        <source>Let the search take hexes out of every region (a ring of regions needs a hole in the middle)</source>
        <translation>Die Suche darf Felder aus jeder Region herausnehmen (ein Ring aus Regionen braucht ein Loch in der Mitte)</translation>
    </message>
    <message>
        <source>The most hexes the search may remove; stored with the graph</source>
        <translation>Die meisten Felder, die die Suche entfernen darf; wird mit dem Graphen gespeichert</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>höchstens </translation>
    </message>
    <message>
        <source>(keep their terrain)</source>
        <translation>(Gelände behalten)</translation>
    </message>
    <message>
        <source>The terrain removed hexes take when the partition is applied (by default the rule set&apos;s water)</source>
        <translation>Das Gelände, das entfernte Felder beim Anwenden der Aufteilung erhalten (standardmäßig das Wasser des Regelwerks)</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Removed hexes</source>
        <translation>Entfernte Felder</translation>
    </message>
    <message>
        <source>k&apos;: search on this many groups of hexes instead of single hexes (0: on hexes)</source>
        <translation>k&apos;: auf so vielen Feldgruppen statt auf einzelnen Feldern suchen (0: auf Feldern)</translation>
    </message>
    <message>
        <source>d: k&apos; grows by this after each failed run</source>
        <translation>d: k&apos; wächst nach jedem erfolglosen Lauf um diesen Wert</translation>
    </message>
    <message>
        <source>L: expansions per run before restarting from a new start (0: one run without limit)</source>
        <translation>L: Erweiterungen pro Lauf vor einem Neustart von einem neuen Anfang (0: ein Lauf ohne Grenze)</translation>
    </message>
    <message>
        <source>D: L grows by this after each failed run</source>
        <translation>D: L wächst nach jedem erfolglosen Lauf um diesen Wert</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Give up after searching this long (time paused between steps does not count)</source>
        <translation>Nach so langer Suche aufgeben (Pausen zwischen Schritten zählen nicht)</translation>
    </message>
    <message>
        <source>States one Step expands</source>
        <translation>Zustände, die ein Schritt erweitert</translation>
    </message>
    <message>
        <source>step </source>
        <translation>Schritt </translation>
    </message>
    <message>
        <source>Coarsening</source>
        <translation>Vergröberung</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::PartitionStatsView</name>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>expanded</source>
        <translation>erweitert</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Heuristic: spectral distance of the last expanded state&apos;s region graph to the drawn graph (0 at a solution)</source>
        <translation>Heuristik: spektraler Abstand des Regionengraphen des zuletzt erweiterten Zustands zum gezeichneten Graphen (0 bei einer Lösung)</translation>
    </message>
    <message>
        <source>States expanded over all runs</source>
        <translation>Über alle Läufe erweiterte Zustände</translation>
    </message>
    <message>
        <source>Open states of the current A* run</source>
        <translation>Offene Zustände des aktuellen A*-Laufs</translation>
    </message>
    <message>
        <source>Runs restarted from a new start after reaching their expansion limit L</source>
        <translation>Läufe, die nach Erreichen ihrer Erweiterungsgrenze L neu gestartet wurden</translation>
    </message>
    <message>
        <source>Time spent searching (pauses between steps excluded)</source>
        <translation>Suchzeit (ohne Pausen zwischen Schritten)</translation>
    </message>
    <message>
        <source>0 (solution)</source>
        <translation>0 (Lösung)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RegionNodeForm</name>
    <message>
        <source>The region&apos;s name, unique in the graph (no &apos;/&apos;)</source>
        <translation>Der Name der Region, eindeutig im Graphen (kein &apos;/&apos;)</translation>
    </message>
    <message>
        <source>(keep the hexes&apos; terrain)</source>
        <translation>(Gelände der Felder behalten)</translation>
    </message>
    <message>
        <source>The terrain every hex of this region takes when the partition is applied</source>
        <translation>Das Gelände, das jedes Feld dieser Region beim Anwenden der Aufteilung erhält</translation>
    </message>
    <message>
        <source>The fewest hexes this region may have</source>
        <translation>Die wenigsten Felder, die diese Region haben darf</translation>
    </message>
    <message>
        <source>A free label (&quot;water&quot;); graph files can ask for a share of the hexes per property</source>
        <translation>Eine freie Beschriftung (&quot;water&quot;); Graphdateien können einen Anteil der Felder pro Eigenschaft verlangen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Min size</source>
        <translation>Mindestgröße</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Select a region in the drawing to label it.</source>
        <translation>Eine Region in der Zeichnung auswählen, um sie zu beschriften.</translation>
    </message>
    <message numerus="yes">
        <source>%n pinned hex(es) from the graph file.</source>
        <translation>
            <numerusform>%n festgelegtes Feld aus der Graphdatei.</numerusform>
            <numerusform>%n festgelegte Felder aus der Graphdatei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holds a nested graph of %n region(s), partitioned inside this region afterwards.</source>
        <translation>
            <numerusform>Enthält einen verschachtelten Graphen aus %n Region, der danach innerhalb dieser Region aufgeteilt wird.</numerusform>
            <numerusform>Enthält einen verschachtelten Graphen aus %n Regionen, der danach innerhalb dieser Region aufgeteilt wird.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RequirementsDock</name>
    <message>
        <source>Requirements</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <source>Weighted sum of the violations of the requirements that are on; 0 is a perfect map</source>
        <translation>Gewichtete Summe der Verstöße der eingeschalteten Anforderungen; 0 ist eine perfekte Karte</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Count this requirement in the score</source>
        <translation>Diese Anforderung in der Bewertung zählen</translation>
    </message>
    <message>
        <source>How much each violation of this requirement adds to the score</source>
        <translation>Wie viel jeder Verstoß gegen diese Anforderung zur Bewertung beiträgt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score: %1&lt;/b&gt; (lower is better, 0 is perfect)</source>
        <translation>&lt;b&gt;Bewertung: %1&lt;/b&gt; (niedriger ist besser, 0 ist perfekt)</translation>
    </message>
    <message>
        <source>Switched off: counting its violations…</source>
        <translation>Ausgeschaltet: Verstöße werden gezählt…</translation>
    </message>
    <message>
        <source>Switch on %1</source>
        <translation>%1 einschalten</translation>
    </message>
    <message>
        <source>Switch off %1</source>
        <translation>%1 ausschalten</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Gewicht von %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunBar</name>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source> seed </source>
        <translation> Startwert </translation>
    </message>
    <message>
        <source> time </source>
        <translation> Zeit </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunMonitorDock</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>No search has run yet.</source>
        <translation>Noch keine Suche gelaufen.</translation>
    </message>
    <message>
        <source>against time</source>
        <translation>über die Zeit</translation>
    </message>
    <message>
        <source>against iterations</source>
        <translation>über die Iterationen</translation>
    </message>
    <message>
        <source>The chart&apos;s horizontal axis</source>
        <translation>Die waagrechte Achse des Diagramms</translation>
    </message>
    <message>
        <source>one line per requirement</source>
        <translation>eine Linie pro Anforderung</translation>
    </message>
    <message>
        <source>Also draw the best map&apos;s violations of each requirement</source>
        <translation>Auch die Verstöße der besten Karte gegen jede Anforderung zeichnen</translation>
    </message>
    <message>
        <source>Chart Against &amp;Iterations</source>
        <translation>Diagramm über &amp;Iterationen</translation>
    </message>
    <message>
        <source>Progress chart: iterations instead of seconds on the horizontal axis</source>
        <translation>Fortschrittsdiagramm: Iterationen statt Sekunden auf der waagrechten Achse</translation>
    </message>
    <message>
        <source>Chart Line per &amp;Requirement</source>
        <translation>Diagramm&amp;linie pro Anforderung</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n run(s)…</source>
        <translation>
            <numerusform>%n Lauf wird gestartet…</numerusform>
            <numerusform>%n Läufe werden gestartet…</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, seed %2%3&lt;br&gt;best &lt;b&gt;%4&lt;/b&gt;, current %5&lt;br&gt;%6 iterations, %7/s, %8 s</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Startwert %2%3&lt;br&gt;beste &lt;b&gt;%4&lt;/b&gt;, aktuelle %5&lt;br&gt;%6 Iterationen, %7/s, %8 s</translation>
    </message>
    <message>
        <source> (chart: run 1 of %1)</source>
        <translation> (Diagramm: Lauf 1 von %1)</translation>
    </message>
    <message>
        <source>&lt;br&gt;found by &lt;b&gt;%1&lt;/b&gt;; improvements: %2</source>
        <translation>&lt;br&gt;gefunden von &lt;b&gt;%1&lt;/b&gt;; Verbesserungen: %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;stopped: %1</source>
        <translation>&lt;br&gt;angehalten: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n result(s) from before your edits were not applied</source>
        <translation>
            <numerusform>&lt;br&gt;%n Ergebnis von vor Ihren Änderungen wurde nicht angewendet</numerusform>
            <numerusform>&lt;br&gt;%n Ergebnisse von vor Ihren Änderungen wurden nicht angewendet</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#b03000&apos;&gt;The map has changed since this run: the chart and scores are of the map as it was.&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#b03000&apos;&gt;Die Karte hat sich seit diesem Lauf geändert: Diagramm und Bewertungen beziehen sich auf die Karte, wie sie war.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The search ended without a result.</source>
        <translation>Die Suche endete ohne Ergebnis.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keins</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunReplay</name>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Scrub through the finished run&apos;s snapshots: the canvas shows each one&apos;s map (small hexes where it differs from the map now) and its teaching marks (Ctrl+Alt+Left / Right)</source>
        <translation>Durch die Momentaufnahmen des beendeten Laufs blättern: die Zeichenfläche zeigt jeweils deren Karte (kleine Felder, wo sie von der jetzigen Karte abweicht) und ihre Lehrmarkierungen (Strg+Alt+Links / Rechts)</translation>
    </message>
    <message>
        <source>Replay &amp;Back</source>
        <translation>Wiedergabe &amp;zurück</translation>
    </message>
    <message>
        <source>Show the finished run&apos;s previous snapshot on the canvas (Ctrl+Alt+Left)</source>
        <translation>Die vorige Momentaufnahme des beendeten Laufs auf der Zeichenfläche zeigen (Strg+Alt+Links)</translation>
    </message>
    <message>
        <source>Replay &amp;Forward</source>
        <translation>&amp;Wiedergabe vor</translation>
    </message>
    <message>
        <source>Show the finished run&apos;s next snapshot; at the last one the canvas shows the map as it is (Ctrl+Alt+Right)</source>
        <translation>Die nächste Momentaufnahme des beendeten Laufs zeigen; bei der letzten zeigt die Zeichenfläche die Karte, wie sie ist (Strg+Alt+Rechts)</translation>
    </message>
    <message>
        <source>%1 / %2 · iteration %3 · best %4</source>
        <translation>%1 / %2 · Iteration %3 · beste %4</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunStateLabel</name>
    <message>
        <source>Stopped after %1 s</source>
        <translation>Angehalten nach %1 s</translation>
    </message>
    <message>
        <source>The search&apos;s state; the clock stops while it is paused</source>
        <translation>Der Zustand der Suche; die Uhr steht, solange sie pausiert</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Running %1 s</source>
        <translation>Läuft %1 s</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c06000&apos;&gt;Paused&lt;/b&gt; at %1 s</source>
        <translation>&lt;b style=&apos;color:#c06000&apos;&gt;Pausiert&lt;/b&gt; bei %1 s</translation>
    </message>
    <message>
        <source>Stopped at the %1 s time limit</source>
        <translation>Angehalten am Zeitlimit von %1 s</translation>
    </message>
    <message>
        <source>Finished in %1 s</source>
        <translation>Fertig nach %1 s</translation>
    </message>
    <message>
        <source>Failed after %1 s</source>
        <translation>Fehlgeschlagen nach %1 s</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SearchDock</name>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start searching on the unlocked hexes of the current map (F5)</source>
        <translation>Auf den nicht gesperrten Feldern der aktuellen Karte suchen (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause or resume the search (F6)</source>
        <translation>Suche pausieren oder fortsetzen (F6)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Sch&amp;ritt</translation>
    </message>
    <message>
        <source>Pause and run exactly one iteration (F7)</source>
        <translation>Pausieren und genau eine Iteration ausführen (F7)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>An&amp;halten</translation>
    </message>
    <message>
        <source>Stop the search; live results become one undo step (Shift+F5)</source>
        <translation>Suche anhalten; Live-Ergebnisse werden ein Rückgängig-Schritt (Umschalt+F5)</translation>
    </message>
    <message>
        <source>(no search algorithms in this build)</source>
        <translation>(keine Suchalgorithmen in diesem Build)</translation>
    </message>
    <message>
        <source>The search algorithm; its parameters appear below</source>
        <translation>Der Suchalgorithmus; seine Parameter erscheinen unten</translation>
    </message>
    <message>
        <source>The same seed, parameters and map give the same search</source>
        <translation>Gleicher Startwert, Parameter und Karte ergeben die gleiche Suche</translation>
    </message>
    <message>
        <source>Draw a random seed for the search (Ctrl+Shift+N)</source>
        <translation>Einen zufälligen Startwert für die Suche ziehen (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Stop after this long</source>
        <translation>Nach dieser Zeit anhalten</translation>
    </message>
    <message>
        <source>Stop at score</source>
        <translation>Anhalten bei Bewertung</translation>
    </message>
    <message>
        <source>Stop as soon as the best score is at most this</source>
        <translation>Anhalten, sobald die beste Bewertung höchstens diesen Wert hat</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Live: apply the best map as it improves</source>
        <translation>Live: jede bessere Karte übernehmen</translation>
    </message>
    <message>
        <source>Suggestions: collect results in the gallery</source>
        <translation>Vorschläge: Ergebnisse in der Galerie sammeln</translation>
    </message>
    <message>
        <source>seeds: </source>
        <translation>Startwerte: </translation>
    </message>
    <message>
        <source>Suggestion mode runs this many seeds (consecutive from the seed above)</source>
        <translation>Der Vorschlagsmodus führt so viele Startwerte aus (fortlaufend ab dem Startwert oben)</translation>
    </message>
    <message>
        <source>every algorithm</source>
        <translation>jeder Algorithmus</translation>
    </message>
    <message>
        <source>Suggestion mode: run each algorithm with each seed (a portfolio)</source>
        <translation>Vorschlagsmodus: jeden Algorithmus mit jedem Startwert ausführen (ein Portfolio)</translation>
    </message>
    <message>
        <source>fewest changes</source>
        <translation>wenigste Änderungen</translation>
    </message>
    <message>
        <source>Suggestion mode: give back every change to your map that the best score does not need, so a suggestion changes as few hexes as it can</source>
        <translation>Vorschlagsmodus: jede Änderung an Ihrer Karte zurückgeben, die die beste Bewertung nicht braucht, damit ein Vorschlag so wenige Felder wie möglich ändert</translation>
    </message>
    <message>
        <source>Teaching view</source>
        <translation>Lehransicht</translation>
    </message>
    <message>
        <source>Show the algorithm&apos;s state on the canvas</source>
        <translation>Zustand des Algorithmus zeigen</translation>
    </message>
    <message>
        <source>Tabu: last perturbation and tabu hexes; ant colony: pheromone; particle swarm: agreement; hill climbing: restarts on the chart. Takes effect at the next Run.</source>
        <translation>Tabu: letzte Störung und Tabu-Felder; Ameisenkolonie: Pheromon; Partikelschwarm: Übereinstimmung; Bergsteigen: Neustarts im Diagramm. Wirkt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Delay after each iteration, to watch the search at work (0 = full speed)</source>
        <translation>Verzögerung nach jeder Iteration, um der Suche bei der Arbeit zuzusehen (0 = volle Geschwindigkeit)</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>volle Geschwindigkeit</translation>
    </message>
    <message>
        <source>%1 ms per iteration</source>
        <translation>%1 ms pro Iteration</translation>
    </message>
    <message>
        <source>Ant colony heat map: the pheromone of one tile kind in every hex, or of the kind the best map has there. The kinds appear once an ant colony run with the teaching view has started.</source>
        <translation>Ameisenkolonie-Wärmekarte: das Pheromon einer Plättchenart in jedem Feld oder der Art, die die beste Karte dort hat. Die Arten erscheinen, sobald ein Ameisenkolonie-Lauf mit Lehransicht gestartet ist.</translation>
    </message>
    <message>
        <source>the best map&apos;s tile</source>
        <translation>das Plättchen der besten Karte</translation>
    </message>
    <message>
        <source>Pheromone of</source>
        <translation>Pheromon von</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Live Mode</source>
        <translation>&amp;Live-Modus</translation>
    </message>
    <message>
        <source>S&amp;uggestion Mode</source>
        <translation>&amp;Vorschlagsmodus</translation>
    </message>
    <message>
        <source>&amp;Teaching View</source>
        <translation>Lehransi&amp;cht</translation>
    </message>
    <message>
        <source>Teaching S&amp;lower</source>
        <translation>Lehransicht verlan&amp;gsamen</translation>
    </message>
    <message>
        <source>Wait 20 ms more after each iteration</source>
        <translation>Nach jeder Iteration 20 ms länger warten</translation>
    </message>
    <message>
        <source>Teaching &amp;Faster</source>
        <translation>Lehransicht &amp;beschleunigen</translation>
    </message>
    <message>
        <source>Wait 20 ms less after each iteration</source>
        <translation>Nach jeder Iteration 20 ms kürzer warten</translation>
    </message>
    <message>
        <source>Next &amp;Pheromone Kind</source>
        <translation>Nächste Pheromonar&amp;t</translation>
    </message>
    <message>
        <source>Ant colony heat map: show the next tile kind&apos;s pheromone</source>
        <translation>Ameisenkolonie-Wärmekarte: das Pheromon der nächsten Plättchenart zeigen</translation>
    </message>
    <message>
        <source>No search algorithm is available.</source>
        <translation>Kein Suchalgorithmus verfügbar.</translation>
    </message>
    <message>
        <source>evaluations: </source>
        <translation>Bewertungen: </translation>
    </message>
    <message>
        <source>no evaluation limit</source>
        <translation>keine Bewertungsgrenze</translation>
    </message>
    <message>
        <source>Stop after this many evaluations (scored maps or swaps): a stop every machine reaches alike, so the map&apos;s recipe makes the same map anywhere</source>
        <translation>Nach so vielen Bewertungen anhalten (bewertete Karten oder Tausche): ein Halt, den jede Maschine gleich erreicht, sodass das Rezept der Karte überall dieselbe Karte erzeugt</translation>
    </message>
    <message>
        <source>The canvas shows the best map each time the search improves it; your edits during the run are kept</source>
        <translation>Die Zeichenfläche zeigt die beste Karte, sobald die Suche sie verbessert; Ihre Änderungen während des Laufs bleiben erhalten</translation>
    </message>
    <message>
        <source>Each seed&apos;s result goes to the gallery and your map stays as it is until you accept one</source>
        <translation>Das Ergebnis jedes Startwerts kommt in die Galerie; Ihre Karte bleibt, wie sie ist, bis Sie eines annehmen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SeatDraftPanel</name>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <source>Lowest in</source>
        <translation>Zuletzt in</translation>
    </message>
    <message>
        <source>The pips of the corners the seat takes in the greedy draft</source>
        <translation>Die Augen der Ecken, die der Platz im gierigen Draft nimmt</translation>
    </message>
    <message>
        <source>Each corner&apos;s pips, in the order the seat takes them</source>
        <translation>Die Augen jeder Ecke, in der Reihenfolge, in der der Platz sie nimmt</translation>
    </message>
    <message>
        <source>The share of the noisy drafts in which the seat ends with the fewest pips, with its 95% interval</source>
        <translation>Der Anteil der verrauschten Drafts, in denen der Platz mit den wenigsten Augen endet, mit seinem 95%-Intervall</translation>
    </message>
    <message>
        <source>Mark every corner a seat takes in the greedy draft with the seat&apos;s number; a red ring marks a disadvantaged seat</source>
        <translation>Jede Ecke, die ein Platz im gierigen Draft nimmt, mit der Nummer des Platzes markieren; ein roter Ring markiert einen benachteiligten Platz</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Seat draft: %1 seats place %2 settlements each in snake order (1 to %1, then back), each taking the free corner with the most pips. Spread: %3 pips.</source>
        <translation>Sitz-Draft: %1 Plätze setzen je %2 Siedlungen in Schlangenreihenfolge (1 bis %1, dann zurück), jeder nimmt die freie Ecke mit den meisten Augen. Spanne: %3 Augen.</translation>
    </message>
    <message>
        <source>Over %1 noisy drafts (best, second, third corner: %2), a seat is disadvantaged when it ends lowest more often than the fair %3% beyond doubt (95% interval).</source>
        <translation>Über %1 verrauschte Drafts (beste, zweite, dritte Ecke: %2) ist ein Platz benachteiligt, wenn er zweifelsfrei öfter als der faire Anteil von %3% zuletzt liegt (95%-Intervall).</translation>
    </message>
    <message>
        <source>Disadvantaged: %1.</source>
        <translation>Benachteiligt: %1.</translation>
    </message>
    <message>
        <source>%1% [%2-%3%]</source>
        <translation>%1% [%2–%3%]</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>no seat</source>
        <translation>kein Platz</translation>
    </message>
    <message>
        <source>%v of %m noisy drafts</source>
        <translation>%v von %m verrauschten Drafts</translation>
    </message>
    <message>
        <source>The noisy drafts play in the background; the greedy draft above is already final</source>
        <translation>Die verrauschten Drafts laufen im Hintergrund; der gierige Draft oben steht schon fest</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Play the Noisy Drafts</source>
        <translation>Verrauschte Drafts spielen</translation>
    </message>
    <message>
        <source>Stop the noisy drafts; the shares and intervals show those played so far</source>
        <translation>Die verrauschten Drafts anhalten; Anteile und Intervalle zeigen die bis dahin gespielten</translation>
    </message>
    <message>
        <source>Play all the noisy drafts of this map again</source>
        <translation>Alle verrauschten Drafts dieser Karte noch einmal spielen</translation>
    </message>
    <message>
        <source>The noisy drafts were stopped after %1 of %2.</source>
        <translation>Die verrauschten Drafts wurden nach %1 von %2 angehalten.</translation>
    </message>
    <message>
        <source>The noisy drafts were stopped before they began: who is disadvantaged is not known.</source>
        <translation>Die verrauschten Drafts wurden angehalten, bevor sie begannen: wer benachteiligt ist, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>The noisy drafts are playing: who is disadvantaged follows.</source>
        <translation>Die verrauschten Drafts laufen: wer benachteiligt ist, folgt.</translation>
    </message>
    <message>
        <source>Corners on the canvas</source>
        <translation>Ecken auf der Zeichenfläche</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SeedEdit</name>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>Draw a random seed</source>
        <translation>Einen zufälligen Startwert ziehen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SuggestionGallery</name>
    <message>
        <source>Suggestions</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <source>Results of suggestion runs; click one to see its differences on the canvas</source>
        <translation>Ergebnisse der Vorschlagsläufe; einen anklicken, um seine Unterschiede auf der Zeichenfläche zu sehen</translation>
    </message>
    <message>
        <source>&amp;Accept Suggestion</source>
        <translation>Vorschlag &amp;annehmen</translation>
    </message>
    <message>
        <source>Apply the selected suggestion to the map as one undo step (Ctrl+Return)</source>
        <translation>Den ausgewählten Vorschlag als ein Rückgängig-Schritt auf die Karte anwenden (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Clear Suggestions</source>
        <translation>Vorschläge l&amp;eeren</translation>
    </message>
    <message>
        <source>Remove every suggestion from the gallery (Ctrl+Shift+Del)</source>
        <translation>Alle Vorschläge aus der Galerie entfernen (Strg+Umschalt+Entf)</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message numerus="yes">
        <source>%5: score %1 after %2 iterations (%3 s); changes %n of %4 hexes of the map it started from</source>
        <translation>
            <numerusform>%5: Bewertung %1 nach %2 Iterationen (%3 s); ändert %n von %4 Feldern der Ausgangskarte</numerusform>
            <numerusform>%5: Bewertung %1 nach %2 Iterationen (%3 s); ändert %n von %4 Feldern der Ausgangskarte</numerusform>
        </translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>near hex %1</source>
        <translation>nahe Feld %1</translation>
    </message>
    <message>
        <source>whole map</source>
        <translation>ganze Karte</translation>
    </message>
    <message numerus="yes">
        <source>score %1 · %n changed
%2 · %3, seed %4</source>
        <translation>
            <numerusform>Bewertung %1 · %n geändert
%2 · %3, Startwert %4</numerusform>
            <numerusform>Bewertung %1 · %n geändert
%2 · %3, Startwert %4</numerusform>
        </translation>
    </message>
    <message>
        <source>A fix near hex %1 (only hexes within %2 of it may change)</source>
        <translation>Eine Korrektur nahe Feld %1 (nur Felder im Abstand von höchstens %2 dürfen sich ändern)</translation>
    </message>
    <message>
        <source>A search of the whole map</source>
        <translation>Eine Suche über die ganze Karte</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SymmetryBox</name>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>Runs move whole orbits (hexes the symmetry maps onto each other), so every map they make is symmetric; the symmetric brush and the canvas&apos;s axes follow this choice</source>
        <translation>Suchläufe bewegen ganze Bahnen (Felder, die die Symmetrie aufeinander abbildet), sodass jede Karte, die sie erzeugen, symmetrisch ist; der symmetrische Pinsel und die Achsen auf der Arbeitsfläche folgen dieser Wahl</translation>
    </message>
    <message>
        <source>keep: refuse a pool that cannot be symmetric</source>
        <translation>behalten: einen Vorrat ablehnen, der nicht symmetrisch sein kann</translation>
    </message>
    <message>
        <source>What a symmetric run does when the pool&apos;s counts do not divide over the orbits: refuse to start (keep), or use the nearest pool that divides (fit; the changes are listed below)</source>
        <translation>Was ein symmetrischer Lauf tut, wenn sich die Anzahlen des Vorrats nicht auf die Bahnen aufteilen lassen: nicht starten (behalten) oder den nächsten Vorrat nehmen, der aufgeht (anpassen; die Änderungen stehen unten)</translation>
    </message>
    <message>
        <source>Fit the Pool</source>
        <translation>Vorrat anpassen</translation>
    </message>
    <message>
        <source>Runs use the nearest pool whose counts divide over the orbits (pool: fit)</source>
        <translation>Läufe nehmen den nächsten Vorrat, dessen Anzahlen sich auf die Bahnen aufteilen lassen (Vorrat: anpassen)</translation>
    </message>
    <message>
        <source>Soft Requirement</source>
        <translation>Weiche Anforderung</translation>
    </message>
    <message>
        <source>Keep the pool and no mode; add a weighted symmetry requirement to the rule set instead, which counts the hexes that differ from their image (one undo step)</source>
        <translation>Vorrat behalten und keinen Modus wählen; stattdessen eine gewichtete Symmetrie-Anforderung zum Regelwerk hinzufügen, die die Felder zählt, die sich von ihrem Bild unterscheiden (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Vorrat</translation>
    </message>
    <message numerus="yes">
        <source>Not for this board: %n hex(es) have no image under this symmetry (%1)</source>
        <translation>
            <numerusform>Nicht für dieses Spielbrett: %n Feld hat kein Bild unter dieser Symmetrie (%1)</numerusform>
            <numerusform>Nicht für dieses Spielbrett: %n Felder haben kein Bild unter dieser Symmetrie (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orbit(s) of hexes; the pool divides over them.</source>
        <translation>
            <numerusform>%n Bahn von Feldern; der Vorrat lässt sich darauf aufteilen.</numerusform>
            <numerusform>%n Bahnen von Feldern; der Vorrat lässt sich darauf aufteilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs use the nearest pool that fits: %1.</source>
        <translation>Läufe nehmen den nächsten passenden Vorrat: %1.</translation>
    </message>
    <message>
        <source>No symmetric map is possible: %1</source>
        <translation>Keine symmetrische Karte ist möglich: %1</translation>
    </message>
    <message>
        <source>Symmetric (%1)</source>
        <translation>Symmetrisch (%1)</translation>
    </message>
    <message>
        <source>Add symmetry requirement</source>
        <translation>Symmetrie-Anforderung hinzufügen</translation>
    </message>
    <message>
        <source>fit: move tiles between kinds, tokens between numbers, until it can</source>
        <translation>anpassen: Plättchen zwischen Arten und Marker zwischen Zahlen verschieben, bis es geht</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TerrainCombo</name>
    <message>
        <source>%1 (not in this rule set)</source>
        <translation>%1 (nicht in diesem Regelwerk)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TileList</name>
    <message>
        <source>The tile set&apos;s tiles: shape, terrain and the connection code on every outer side, with their role and how many the assembly has placed</source>
        <translation>Die Plättchen des Plättchensatzes: Form, Gelände und der Verbindungscode an jeder Außenseite, mit ihrer Rolle und wie viele die Zusammensetzung platziert hat</translation>
    </message>
    <message>
        <source>fixed ×%1</source>
        <translation>fest ×%1</translation>
    </message>
    <message>
        <source>required %1</source>
        <translation>Pflicht %1</translation>
    </message>
    <message>
        <source>required %1–%2</source>
        <translation>Pflicht %1–%2</translation>
    </message>
    <message>
        <source>optional 0–%1</source>
        <translation>optional 0–%1</translation>
    </message>
    <message>
        <source>, line</source>
        <translation>, Linie</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %n hex(es) · placed %3</source>
        <translation>
            <numerusform>%1
%2 · %n Feld · platziert %3</numerusform>
            <numerusform>%1
%2 · %n Felder · platziert %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4</source>
        <translation>%1 (%2): %3, %4</translation>
    </message>
    <message>
        <source>may rotate</source>
        <translation>darf drehen</translation>
    </message>
    <message>
        <source>never rotated</source>
        <translation>nie gedreht</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TileSetDock</name>
    <message>
        <source>Tile Assembly</source>
        <translation>Zusammensetzen</translation>
    </message>
    <message>
        <source>&amp;Open Tile Set…</source>
        <translation>Plättchensatz &amp;öffnen…</translation>
    </message>
    <message>
        <source>Read a tile-set file (Ctrl+Shift+T)</source>
        <translation>Eine Plättchensatz-Datei lesen (Strg+Umschalt+T)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Fill the board with the tile set&apos;s tiles, streaming the partial assembly; continues a stepped run (F8)</source>
        <translation>Den Spielplan mit den Plättchen des Satzes füllen und die Teilzusammensetzung laufend zeigen; setzt einen schrittweisen Lauf fort (F8)</translation>
    </message>
    <message>
        <source>One placement, removal, gap choice or dead end at a time, shown on the canvas (Ctrl+Shift+F8)</source>
        <translation>Eine Platzierung, Entnahme, Lückenwahl oder Sackgasse nach der anderen, auf der Zeichenfläche gezeigt (Strg+Umschalt+F8)</translation>
    </message>
    <message>
        <source>Stop the assembly run (Shift+F8)</source>
        <translation>Den Zusammensetzungslauf anhalten (Umschalt+F8)</translation>
    </message>
    <message>
        <source>Write the finished assembly into the map as one undo step; locked hexes stay (Ctrl+F8)</source>
        <translation>Die fertige Zusammensetzung als ein Rückgängig-Schritt in die Karte schreiben; gesperrte Felder bleiben (Strg+F8)</translation>
    </message>
    <message>
        <source>&amp;Assemble</source>
        <translation>&amp;Zusammensetzen</translation>
    </message>
    <message>
        <source>Assembly S&amp;tep</source>
        <translation>Zusammensetzen schri&amp;ttweise</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Stop Assembly</source>
        <translation>Zusammensetzen anhalten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Apply Assembly</source>
        <translation>Zusammensetzung anwenden</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>The built-in tile sets and the tile-set files opened so far</source>
        <translation>Die mitgelieferten Plättchensätze und die bisher geöffneten Plättchensatz-Dateien</translation>
    </message>
    <message>
        <source>Use Its Board</source>
        <translation>Seinen Spielplan verwenden</translation>
    </message>
    <message>
        <source>Replace the map by the tile set&apos;s empty board and rule set (one undo step)</source>
        <translation>Die Karte durch den leeren Spielplan und das Regelwerk des Plättchensatzes ersetzen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>The same tile set, board, locks, seed and tricks give the same assembly</source>
        <translation>Gleicher Plättchensatz, Spielplan, Sperren, Startwert und Kniffe ergeben die gleiche Zusammensetzung</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Give up after this long (0: never)</source>
        <translation>Nach dieser Zeit aufgeben (0: nie)</translation>
    </message>
    <message>
        <source>gap list</source>
        <translation>Lückenliste</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>Ausdünnen</translation>
    </message>
    <message>
        <source>fewest first</source>
        <translation>wenigste zuerst</translation>
    </message>
    <message>
        <source>lines first</source>
        <translation>Linien zuerst</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Kniffe</translation>
    </message>
    <message>
        <source>Open Tile Set</source>
        <translation>Plättchensatz öffnen</translation>
    </message>
    <message>
        <source>Tile sets (*.json);;All files (*)</source>
        <translation>Plättchensätze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read the tile set:
%1</source>
        <translation>Der Plättchensatz kann nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>Plättchensatz</translation>
    </message>
    <message>
        <source>Board of tile set %1</source>
        <translation>Spielplan des Plättchensatzes %1</translation>
    </message>
    <message>
        <source>Step mode: press Step (Ctrl+Shift+F8) for the next step, Assemble (F8) to run on</source>
        <translation>Schrittmodus: Schritt (Strg+Umschalt+F8) für den nächsten Schritt, Zusammensetzen (F8) zum Weiterlaufen</translation>
    </message>
    <message>
        <source>Assembling…</source>
        <translation>Wird zusammengesetzt…</translation>
    </message>
    <message>
        <source>The assembly could not start: %1</source>
        <translation>Das Zusammensetzen konnte nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Assemble</source>
        <translation>Zusammensetzen</translation>
    </message>
    <message numerus="yes">
        <source>Assembled with %n tile(s), seed %1: Apply (Ctrl+F8) writes it into the map</source>
        <translation>
            <numerusform>Mit %n Plättchen zusammengesetzt, Startwert %1: Anwenden (Strg+F8) schreibt es in die Karte</numerusform>
            <numerusform>Mit %n Plättchen zusammengesetzt, Startwert %1: Anwenden (Strg+F8) schreibt es in die Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>No assembly: %1</source>
        <translation>Keine Zusammensetzung: %1</translation>
    </message>
    <message>
        <source>Applied: the map is an ordinary map now (scored, editable, optimisable; Undo takes it back). Lock hexes and assemble again to keep their tiles.</source>
        <translation>Angewendet: die Karte ist jetzt eine gewöhnliche Karte (bewertet, bearbeitbar, optimierbar; Rückgängig nimmt es zurück). Felder sperren und erneut zusammensetzen, um ihre Plättchen zu behalten.</translation>
    </message>
    <message>
        <source>No assembly: %1 (the tile set is made for another board)</source>
        <translation>Keine Zusammensetzung: %1 (der Plättchensatz ist für ein anderes Brett gemacht)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ZonePositionsPanel</name>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Verstößt</translation>
    </message>
    <message>
        <source>The requirements this hex breaks now</source>
        <translation>Die Anforderungen, gegen die dieses Feld jetzt verstößt</translation>
    </message>
    <message>
        <source>1 %1 position: searches move %2 only among them</source>
        <translation>1 Position für %1: Suchen verschieben %2 nur zwischen ihnen</translation>
    </message>
    <message>
        <source>%1 %2 positions: searches move %3 only among them</source>
        <translation>%1 Positionen für %2: Suchen verschieben %3 nur zwischen ihnen</translation>
    </message>
    <message>
        <source>%1, as they move land among land. %2; bold rows changed in the last update.</source>
        <translation>%1, da sie Land nur mit Land tauschen. %2; fette Zeilen haben sich bei der letzten Aktualisierung geändert.</translation>
    </message>
    <message>
        <source>1 of them breaks a requirement now</source>
        <translation>1 davon verstößt jetzt gegen eine Anforderung</translation>
    </message>
    <message>
        <source>%1 of them break a requirement now</source>
        <translation>%1 davon verstoßen jetzt gegen eine Anforderung</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::document::GraphDocument</name>
    <message>
        <source>Add region %1</source>
        <translation>Region %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete region %1</source>
        <translation>Region %1 löschen</translation>
    </message>
    <message>
        <source>Join %1 and %2</source>
        <translation>%1 und %2 verbinden</translation>
    </message>
    <message>
        <source>Separate %1 and %2</source>
        <translation>%1 und %2 trennen</translation>
    </message>
    <message>
        <source>Edit region %1</source>
        <translation>Region %1 bearbeiten</translation>
    </message>
    <message>
        <source>Move region %1</source>
        <translation>Region %1 verschieben</translation>
    </message>
    <message>
        <source>Change the removal limit</source>
        <translation>Entfernungsgrenze ändern</translation>
    </message>
    <message>
        <source>no such region</source>
        <translation>keine solche Region</translation>
    </message>
    <message>
        <source>a region&apos;s id must be non-empty text without &apos;/&apos;</source>
        <translation>die ID einer Region muss nicht leerer Text ohne &apos;/&apos; sein</translation>
    </message>
    <message>
        <source>another region is already called &quot;%1&quot;</source>
        <translation>eine andere Region heißt schon „%1“</translation>
    </message>
    <message>
        <source>draw at least one region</source>
        <translation>zeichne mindestens eine Region</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::document::MapDocument</name>
    <message>
        <source>Swap hexes</source>
        <translation>Felder tauschen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::FileController</name>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Start a map: choose the rule set and the board</source>
        <translation>Eine Karte beginnen: Regelwerk und Spielplan wählen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>Eine Kartendatei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Die Karte speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the map under a new name</source>
        <translation>Die Karte unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Import Letter Format…</source>
        <translation>Buchstabenformat &amp;importieren…</translation>
    </message>
    <message>
        <source>Open a map in the letter format with the current rule set</source>
        <translation>Eine Karte im Buchstabenformat mit dem aktuellen Regelwerk öffnen</translation>
    </message>
    <message>
        <source>&amp;Export Letter Format…</source>
        <translation>Buchstabenformat &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write the map in the letter format (terrain letters only: locks are not kept)</source>
        <translation>Die Karte im Buchstabenformat schreiben (nur Geländebuchstaben: Sperren bleiben nicht erhalten)</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>&amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Save a picture of the map</source>
        <translation>Ein Bild der Karte speichern</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Save a scalable picture of the map</source>
        <translation>Ein skalierbares Bild der Karte speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Close the window (asks about unsaved changes)</source>
        <translation>Das Fenster schließen (fragt nach ungespeicherten Änderungen)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Hexloom</source>
        <translation>Hexloom beenden</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Open map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Save map</source>
        <translation>Karte speichern</translation>
    </message>
    <message>
        <source>Import letter format</source>
        <translation>Buchstabenformat importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Export letter format</source>
        <translation>Buchstabenformat exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>A picture is still being drawn; export again when it is written</source>
        <translation>Ein Bild wird noch gezeichnet; erneut exportieren, wenn es geschrieben ist</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>SVG exportieren</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Drawing %1…</source>
        <translation>%1 wird gezeichnet…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Exported %1: %2 x %3 pixels</source>
        <translation>%1 exportiert: %2 x %3 Pixel</translation>
    </message>
    <message>
        <source>New &amp;Game…</source>
        <translation>Neues Spie&amp;l…</translation>
    </message>
    <message>
        <source>Make a game of your own: kinds, pool, players&apos; homes and requirements, from a blank page or a template</source>
        <translation>Ein eigenes Spiel erstellen: Arten, Vorrat, Heimatfelder der Spieler und Anforderungen, von einer leeren Seite oder einer Vorlage aus</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::FixNearHex</name>
    <message>
        <source>Suggest Fixes &amp;Near Hex</source>
        <translation>&amp;Korrekturen nahe Feld vorschlagen</translation>
    </message>
    <message>
        <source>Suggestions that change only the hexes within %1 of the hex under the mouse (or the selected hex), with as few changes as the best score allows (Ctrl+Alt+F; also on the canvas&apos;s right-click menu)</source>
        <translation>Vorschläge, die nur die Felder im Umkreis %1 um das Feld unter der Maus (oder das ausgewählte Feld) ändern, mit so wenigen Änderungen, wie die beste Bewertung erlaubt (Strg+Alt+F; auch im Kontextmenü der Zeichenfläche)</translation>
    </message>
    <message>
        <source>Point at a hex (or select one) to suggest fixes near it</source>
        <translation>Auf ein Feld zeigen (oder eines auswählen), um Korrekturen in seiner Nähe vorzuschlagen</translation>
    </message>
    <message>
        <source>A search is running: stop it first to suggest fixes near a hex</source>
        <translation>Eine Suche läuft: erst anhalten, um Korrekturen nahe einem Feld vorzuschlagen</translation>
    </message>
    <message>
        <source>Suggesting fixes within %1 hexes of hex %2…</source>
        <translation>Korrekturen im Umkreis von %1 Feldern um Feld %2 werden vorgeschlagen…</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::HelpWindow</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Hexloom Help</source>
        <translation>Hexloom-Hilfe</translation>
    </message>
    <message>
        <source>Find in this page (Enter: next)</source>
        <translation>In dieser Seite suchen (Eingabe: weiter)</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Kommandozeile</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Dateiformate</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algorithmen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>Use the language of the system (English where Hexloom has no translation)</source>
        <translation>Die Sprache des Systems verwenden (Englisch, wo Hexloom keine Übersetzung hat)</translation>
    </message>
    <message>
        <source>Use %1 from the next start</source>
        <translation>%1 ab dem nächsten Start verwenden</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Hexloom will use %1 from its next start. Save your work and restart Hexloom to switch now.</source>
        <translation>Hexloom verwendet %1 ab dem nächsten Start. Speichern Sie Ihre Arbeit und starten Sie Hexloom neu, um jetzt zu wechseln.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::LayoutPresets</name>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Put every panel back where it started (the Design layout)</source>
        <translation>Jede Leiste an ihren Anfangsplatz zurücksetzen (die Anordnung Entwerfen)</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Anordnung</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Entwerfen</translation>
    </message>
    <message>
        <source>The canvas first; the panels in one column of tabs</source>
        <translation>Zuerst die Zeichenfläche; die Leisten in einer Spalte aus Reitern</translation>
    </message>
    <message>
        <source>&amp;Teach</source>
        <translation>&amp;Lehren</translation>
    </message>
    <message>
        <source>The search and its chart beside the canvas, the teaching view on at a pace the eye can follow</source>
        <translation>Die Suche und ihr Diagramm neben der Zeichenfläche, die Lehransicht in einem Tempo, dem das Auge folgen kann</translation>
    </message>
    <message>
        <source>&amp;Regions</source>
        <translation>&amp;Regionen</translation>
    </message>
    <message>
        <source>The Regions panel wide open</source>
        <translation>Die Regionen-Leiste weit geöffnet</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>&amp;Plättchen</translation>
    </message>
    <message>
        <source>The Tile Assembly panel wide open</source>
        <translation>Die Leiste Zusammensetzen weit geöffnet</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::MainWindow</name>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>The suggestion was made for another board or rule set: nothing applied</source>
        <translation>Der Vorschlag wurde für einen anderen Spielplan oder ein anderes Regelwerk erstellt: nichts angewendet</translation>
    </message>
    <message>
        <source>Suggestion applied</source>
        <translation>Vorschlag angewendet</translation>
    </message>
    <message numerus="yes">
        <source>Suggestion applied; %n hex(es) you edited since were kept</source>
        <translation>
            <numerusform>Vorschlag angewendet; %n seither von Ihnen bearbeitetes Feld wurde behalten</numerusform>
            <numerusform>Vorschlag angewendet; %n seither von Ihnen bearbeitete Felder wurden behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay: iteration %1, best %2; the small hexes show where that map differs from the map now</source>
        <translation>Wiedergabe: Iteration %1, beste %2; die kleinen Felder zeigen, wo diese Karte von der jetzigen abweicht</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message numerus="yes">
        <source>Hexloom did not close properly last time. Restore the map you were editing, “%1” (autosaved %2, %n unsaved edit(s))?</source>
        <translation>
            <numerusform>Hexloom wurde beim letzten Mal nicht richtig beendet. Die bearbeitete Karte „%1“ wiederherstellen (automatisch gesichert %2, %n ungesicherte Änderung)?</numerusform>
            <numerusform>Hexloom wurde beim letzten Mal nicht richtig beendet. Die bearbeitete Karte „%1“ wiederherstellen (automatisch gesichert %2, %n ungesicherte Änderungen)?</numerusform>
        </translation>
    </message>
    <message>
        <source>A recovery file left by Hexloom cannot be read:
%1
Discard it?</source>
        <translation>Eine von Hexloom hinterlassene Wiederherstellungsdatei kann nicht gelesen werden:
%1
Verwerfen?</translation>
    </message>
    <message numerus="yes">
        <source>

%n more unsaved map(s) will be offered at the next start.</source>
        <translation>
            <numerusform>

%n weitere ungesicherte Karte wird beim nächsten Start angeboten.</numerusform>
            <numerusform>

%n weitere ungesicherte Karten werden beim nächsten Start angeboten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungesicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>Für &amp;später behalten</translation>
    </message>
    <message>
        <source>Open Hexloom without it; it is offered again at the next start</source>
        <translation>Hexloom ohne sie öffnen; sie wird beim nächsten Start wieder angeboten</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>%1[*] — Hexloom</source>
        <translation>%1[*] — Hexloom</translation>
    </message>
    <message>
        <source>Hex %1 · row %2, column %3 · axial (%4, %5) · %6</source>
        <translation>Feld %1 · Zeile %2, Spalte %3 · axial (%4, %5) · %6</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source> · token %1</source>
        <translation> · Marker %1</translation>
    </message>
    <message>
        <source> · locked</source>
        <translation> · gesperrt</translation>
    </message>
    <message numerus="yes">
        <source> · breaks %n requirement(s)</source>
        <translation>
            <numerusform> · verstößt gegen %n Anforderung</numerusform>
            <numerusform> · verstößt gegen %n Anforderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill selection</source>
        <translation>Auswahl füllen</translation>
    </message>
    <message>
        <source>Lock selection</source>
        <translation>Auswahl sperren</translation>
    </message>
    <message>
        <source>Unlock selection</source>
        <translation>Auswahl entsperren</translation>
    </message>
    <message numerus="yes">
        <source>The suggestion changes %n hex(es): the small hexes show its terrain</source>
        <translation>
            <numerusform>Der Vorschlag ändert %n Feld: die kleinen Felder zeigen sein Gelände</numerusform>
            <numerusform>Der Vorschlag ändert %n Felder: die kleinen Felder zeigen sein Gelände</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit rule set</source>
        <translation>Regelwerk bearbeiten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Kleinerer Pinsel</translation>
    </message>
    <message>
        <source>Brush of 1, 7 or 19 hexes: one size down</source>
        <translation>Pinsel aus 1, 7 oder 19 Feldern: eine Größe kleiner</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>Größerer Pinsel</translation>
    </message>
    <message>
        <source>Brush of 1, 7 or 19 hexes: one size up</source>
        <translation>Pinsel aus 1, 7 oder 19 Feldern: eine Größe größer</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suche</translation>
    </message>
    <message>
        <source>&amp;Assemble</source>
        <translation>&amp;Zusammensetzen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Hexloom</source>
        <translation>&amp;Über Hexloom</translation>
    </message>
    <message>
        <source>About Hexloom</source>
        <translation>Über Hexloom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hexloom&lt;/b&gt; %1&lt;br&gt;A hex map editor where a designer and search algorithms design a map together. Help → User Guide (F1) explains it.</source>
        <translation>&lt;b&gt;Hexloom&lt;/b&gt; %1&lt;br&gt;Ein Editor für Hexfeld-Karten, in dem eine Designerin oder ein Designer und Suchalgorithmen eine Karte gemeinsam entwerfen. Hilfe → Benutzerhandbuch (F1) erklärt ihn.</translation>
    </message>
    <message>
        <source>Version and where to find the user guide</source>
        <translation>Version und wo das Benutzerhandbuch zu finden ist</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Take back the last change (a stroke, an edit or a whole live run)</source>
        <translation>Die letzte Änderung zurücknehmen (einen Strich, eine Bearbeitung oder einen ganzen Live-Lauf)</translation>
    </message>
    <message>
        <source>Do again what Undo took back</source>
        <translation>Erneut ausführen, was Rückgängig zurückgenommen hat</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select every hex</source>
        <translation>Jedes Feld auswählen</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Nichts auswählen</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>&amp;Invert Selection</source>
        <translation>Auswahl &amp;umkehren</translation>
    </message>
    <message>
        <source>Select the hexes that are not selected, and only those</source>
        <translation>Die nicht ausgewählten Felder auswählen, und nur diese</translation>
    </message>
    <message>
        <source>&amp;Lock Selection</source>
        <translation>Auswahl &amp;sperren</translation>
    </message>
    <message>
        <source>Lock the selected hexes</source>
        <translation>Die ausgewählten Felder sperren</translation>
    </message>
    <message>
        <source>U&amp;nlock Selection</source>
        <translation>Auswahl &amp;entsperren</translation>
    </message>
    <message>
        <source>Unlock the selected hexes</source>
        <translation>Die ausgewählten Felder entsperren</translation>
    </message>
    <message>
        <source>&amp;Fill Selection</source>
        <translation>Auswahl &amp;füllen</translation>
    </message>
    <message>
        <source>Paint the selected hexes with the brush terrain</source>
        <translation>Die ausgewählten Felder mit dem Gelände des Pinsels bemalen</translation>
    </message>
    <message>
        <source>Rule &amp;Set…</source>
        <translation>Re&amp;gelwerk…</translation>
    </message>
    <message>
        <source>Edit terrains, pools and requirements of the map&apos;s rule set</source>
        <translation>Gelände, Vorräte und Anforderungen des Regelwerks der Karte bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation>Vergrößern (oder das Mausrad)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out (or the mouse wheel)</source>
        <translation>Verkleinern (oder das Mausrad)</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Spielplan &amp;einpassen</translation>
    </message>
    <message>
        <source>Show the whole board</source>
        <translation>Den ganzen Spielplan zeigen</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Koordinaten an&amp;zeigen</translation>
    </message>
    <message>
        <source>Label hexes with row,column</source>
        <translation>Felder mit Zeile,Spalte beschriften</translation>
    </message>
    <message>
        <source>Re&amp;gions</source>
        <translation>Re&amp;gionen</translation>
    </message>
    <message>
        <source>The Fairness dock&apos;s verdict on the map</source>
        <translation>Das Urteil der Fairness-Leiste über die Karte</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Palette</translation>
    </message>
    <message>
        <source>The colours of the hexes on the canvas; labels and glyphs stay on in every palette</source>
        <translation>Die Farben der Felder auf der Zeichenfläche; Beschriftungen und Symbole bleiben in jeder Palette sichtbar</translation>
    </message>
    <message>
        <source>&amp;Rule Set Colours</source>
        <translation>&amp;Regelwerksfarben</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Safe (Okabe-Ito)</source>
        <translation>&amp;Farbenblind-sicher (Okabe-Ito)</translation>
    </message>
    <message>
        <source>&amp;Greyscale</source>
        <translation>&amp;Graustufen</translation>
    </message>
    <message>
        <source>The colours the rule set gives its kinds</source>
        <translation>Die Farben, die das Regelwerk seinen Arten gibt</translation>
    </message>
    <message>
        <source>Eight colours told apart with every common colour-vision deficiency</source>
        <translation>Acht Farben, die bei jeder häufigen Farbsehschwäche unterscheidbar bleiben</translation>
    </message>
    <message>
        <source>Greys from light to dark, as a black-and-white printer shows the board</source>
        <translation>Grautöne von hell bis dunkel, wie ein Schwarzweißdrucker den Spielplan zeigt</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::MapSaver</name>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Saved %1 as it was when asked; the edits made since are not saved yet</source>
        <translation>%1 im Zustand zum Zeitpunkt des Speicherns gespeichert; die seither gemachten Änderungen sind noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::OpenProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop loading and keep the map that is open now</source>
        <translation>Das Laden abbrechen und die jetzt offene Karte behalten</translation>
    </message>
    <message>
        <source>Opening %1: %2…</source>
        <translation>%1 wird geöffnet: %2…</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PaletteBox</name>
    <message>
        <source>Rule set colours</source>
        <translation>Farben des Regelwerks</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Farbenblind-sicher (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Greyscale (black-and-white printers)</source>
        <translation>Graustufen (Schwarzweißdrucker)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfExportDialog</name>
    <message>
        <source>Export PDF (Print and Play)</source>
        <translation>PDF exportieren (zum Selbstausdrucken)</translation>
    </message>
    <message>
        <source>Width of a printed hex between two opposite sides</source>
        <translation>Breite eines gedruckten Feldes zwischen zwei gegenüberliegenden Seiten</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 in)</translation>
    </message>
    <message>
        <source>Fewest pages</source>
        <translation>Wenigste Seiten</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>Strip printed on both neighbouring pages, for aligning and gluing</source>
        <translation>Streifen, der auf beide Nachbarseiten gedruckt wird, zum Ausrichten und Kleben</translation>
    </message>
    <message>
        <source>Unprinted border of every sheet (most printers need 5 mm)</source>
        <translation>Unbedruckter Rand jedes Blatts (die meisten Drucker brauchen 5 mm)</translation>
    </message>
    <message>
        <source>Row,column on every hex</source>
        <translation>Zeile,Spalte auf jedem Feld</translation>
    </message>
    <message>
        <source>Legend: terrains, counts and the page plan</source>
        <translation>Legende: Gelände, Anzahlen und der Seitenplan</translation>
    </message>
    <message>
        <source>Hex width</source>
        <translation>Feldbreite</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Rand</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>PDF speichern…</translation>
    </message>
    <message>
        <source>%1 × %2 sheets%3, %4</source>
        <translation>%1 × %2 Blätter%3, %4</translation>
    </message>
    <message>
        <source> and a legend page</source>
        <translation> und eine Legendenseite</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>Die Vorschau wird gezeichnet…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is still being written; export this PDF when it is done.</source>
        <translation>%1 wird noch geschrieben; dieses PDF exportieren, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The hexes&apos; colours on paper; labels and glyphs stay on in every palette</source>
        <translation>Die Farben der Felder auf Papier; Beschriftungen und Symbole bleiben in jeder Palette sichtbar</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop writing the PDF; the file keeps what it had</source>
        <translation>Das Schreiben des PDF abbrechen; die Datei behält ihren bisherigen Inhalt</translation>
    </message>
    <message>
        <source>Writing %1: sheet %2 of %3</source>
        <translation>%1 wird geschrieben: Blatt %2 von %3</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfWriter</name>
    <message>
        <source>the PDF writer stopped</source>
        <translation>der PDF-Schreiber wurde beendet</translation>
    </message>
    <message>
        <source>PDF export cancelled: %1 is as it was</source>
        <translation>PDF-Export abgebrochen: %1 ist unverändert</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>%1 was not written; the file there is as it was.

%2</source>
        <translation>%1 wurde nicht geschrieben; die Datei dort ist unverändert.

%2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>%1 geschrieben (%n Seite)</numerusform>
            <numerusform>%1 geschrieben (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
    <message>
        <source>Cancel the PDF</source>
        <translation>PDF abbrechen</translation>
    </message>
    <message>
        <source>Writing %1: sheet %2 of %3</source>
        <translation>%1 wird geschrieben: Blatt %2 von %3</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PictureExportDialog</name>
    <message>
        <source>Export Picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Hex radius (pixels)</source>
        <translation>Feldradius (Pixel)</translation>
    </message>
    <message>
        <source>Resolution (dpi)</source>
        <translation>Auflösung (dpi)</translation>
    </message>
    <message>
        <source>Picture width (pixels)</source>
        <translation>Bildbreite (Pixel)</translation>
    </message>
    <message>
        <source>At a resolution: the width of a hex across the flats</source>
        <translation>Bei einer Auflösung: die Breite eines Feldes zwischen den Flachseiten</translation>
    </message>
    <message>
        <source>Lock marks</source>
        <translation>Sperrmarkierungen</translation>
    </message>
    <message>
        <source>Row,column on every hex</source>
        <translation>Zeile,Spalte auf jedem Feld</translation>
    </message>
    <message>
        <source>No highlights</source>
        <translation>Keine Hervorhebungen</translation>
    </message>
    <message>
        <source>Violations of every requirement</source>
        <translation>Verstöße gegen jede Anforderung</translation>
    </message>
    <message>
        <source>Violations of %1</source>
        <translation>Verstöße gegen %1</translation>
    </message>
    <message>
        <source>Legend of the highlight colours</source>
        <translation>Legende der Hervorhebungsfarben</translation>
    </message>
    <message>
        <source>Size by</source>
        <translation>Größe nach</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Hex width</source>
        <translation>Feldbreite</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>Bild speichern…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>Die Vorschau wird gezeichnet…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG picture (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>The hexes&apos; colours in the picture; labels and glyphs stay on in every palette</source>
        <translation>Die Farben der Felder im Bild; Beschriftungen und Symbole bleiben in jeder Palette sichtbar</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PrintPresetExportDialog</name>
    <message>
        <source>Export for a Print Service</source>
        <translation>Für einen Druckdienst exportieren</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>sized by the hex width</source>
        <translation>nach der Feldbreite bemessen</translation>
    </message>
    <message>
        <source>The Game Crafter mini hex tiles</source>
        <translation>The Game Crafter, Mini-Sechseckplättchen</translation>
    </message>
    <message>
        <source>The Game Crafter small hex tiles</source>
        <translation>The Game Crafter, kleine Sechseckplättchen</translation>
    </message>
    <message>
        <source>The Game Crafter medium hex tiles</source>
        <translation>The Game Crafter, mittlere Sechseckplättchen</translation>
    </message>
    <message>
        <source>The Game Crafter large hex tiles</source>
        <translation>The Game Crafter, große Sechseckplättchen</translation>
    </message>
    <message>
        <source>The Game Crafter bi-fold board</source>
        <translation>The Game Crafter, zweifach gefaltetes Brett</translation>
    </message>
    <message>
        <source>The Game Crafter quad-fold board</source>
        <translation>The Game Crafter, vierfach gefaltetes Brett</translation>
    </message>
    <message>
        <source>The Game Crafter six-fold board</source>
        <translation>The Game Crafter, sechsfach gefaltetes Brett</translation>
    </message>
    <message>
        <source>PrintPlayGames, 3 mm bleed</source>
        <translation>PrintPlayGames, 3 mm Beschnitt</translation>
    </message>
    <message>
        <source>Board: one image</source>
        <translation>Brett: ein Bild</translation>
    </message>
    <message>
        <source>Hex tiles: one image per hex and a back</source>
        <translation>Sechseckplättchen: ein Bild je Feld und eine Rückseite</translation>
    </message>
    <message>
        <source>For presets sized by the hex: the width of a hex across the flats</source>
        <translation>Für Vorlagen, die nach dem Feld bemessen sind: die Breite eines Feldes von Kante zu Kante</translation>
    </message>
    <message>
        <source>Labels, glyphs and badges</source>
        <translation>Beschriftungen, Symbole und Abzeichen</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Hex width</source>
        <translation>Feldbreite</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>One image of %1 × %2 pixels at %3 dpi; the board fills the safe area.</source>
        <translation>Ein Bild von %1 × %2 Pixeln bei %3 dpi; das Brett füllt den sicheren Bereich.</translation>
    </message>
    <message>
        <source>No label crosses a fold.</source>
        <translation>Keine Beschriftung liegt auf einem Falz.</translation>
    </message>
    <message>
        <source>Labels across a fold: %1</source>
        <translation>Beschriftungen auf einem Falz: %1</translation>
    </message>
    <message>
        <source>hex %1,%2: the vertical fold at x = %3 px</source>
        <translation>Feld %1,%2: der senkrechte Falz bei x = %3 px</translation>
    </message>
    <message>
        <source>hex %1,%2: the horizontal fold at y = %3 px</source>
        <translation>Feld %1,%2: der waagrechte Falz bei y = %3 px</translation>
    </message>
    <message>
        <source>Hex tiles are written for boards of at most %1 hexes; this one has %2.</source>
        <translation>Sechseckplättchen werden für Bretter mit höchstens %1 Feldern geschrieben; dieses hat %2.</translation>
    </message>
    <message>
        <source>%1 front images (one per hex) and back.png, each %2 × %3 pixels at %4 dpi, into a folder.</source>
        <translation>%1 Vorderseiten (eine je Feld) und back.png, je %2 × %3 Pixel bei %4 dpi, in einen Ordner.</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>Die Vorschau wird gezeichnet…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Folder for the hex tiles</source>
        <translation>Ordner für die Sechseckplättchen</translation>
    </message>
    <message>
        <source>Turn the board to fit</source>
        <translation>Spielbrett zum Einpassen drehen</translation>
    </message>
    <message>
        <source>Turn the board a quarter turn when its hexes come out larger that way (a wide board on a tall sheet)</source>
        <translation>Das Spielbrett um eine Vierteldrehung drehen, wenn seine Hexfelder so größer werden (ein breites Brett auf einem hohen Bogen)</translation>
    </message>
    <message>
        <source>The board is turned a quarter turn: its hexes come out larger that way.</source>
        <translation>Das Spielbrett ist um eine Vierteldrehung gedreht: so werden seine Hexfelder größer.</translation>
    </message>
    <message>
        <source>The hexes&apos; colours in the images; labels and glyphs stay on in every palette</source>
        <translation>Die Farben der Felder in den Bildern; Beschriftungen und Symbole bleiben in jeder Palette sichtbar</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::ProvenBound</name>
    <message>
        <source>best %1 · proven optimal</source>
        <translation>beste %1 · als optimal bewiesen</translation>
    </message>
    <message>
        <source>best %1 · no map below %2</source>
        <translation>beste %1 · keine Karte unter %2</translation>
    </message>
    <message>
        <source>What the exact engine has proved about the score under the current locks, while the run goes on and after it (requirements it cannot express count as 0)</source>
        <translation>Was die exakte Engine über die Punktzahl unter den aktuellen Sperren bewiesen hat, während der Lauf weitergeht und danach (Anforderungen, die sie nicht ausdrücken kann, zählen als 0)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::RecipeReplay</name>
    <message>
        <source>Cannot start %1 (the command-line tool replays recipes).</source>
        <translation>%1 kann nicht gestartet werden (das Kommandozeilenwerkzeug spielt Rezepte ab).</translation>
    </message>
    <message>
        <source>The replay failed.</source>
        <translation>Das Abspielen ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::SymmetryControls</name>
    <message>
        <source>Symmetric Brush</source>
        <translation>Symmetrischer Pinsel</translation>
    </message>
    <message>
        <source>Brush and Lock change the whole orbit of each hex: its images under the symmetry chosen in the Search dock (M)</source>
        <translation>Pinsel und Sperren ändern die ganze Bahn jedes Feldes: seine Bilder unter der im Such-Dock gewählten Symmetrie (M)</translation>
    </message>
    <message>
        <source>The symmetric brush follows the symmetry chosen in the Search dock; no symmetry is chosen yet.</source>
        <translation>Der symmetrische Pinsel folgt der im Such-Dock gewählten Symmetrie; noch ist keine gewählt.</translation>
    </message>
    <message>
        <source>Show S&amp;ymmetry</source>
        <translation>S&amp;ymmetrie zeigen</translation>
    </message>
    <message>
        <source>Draw the mirror axes or the centre of the chosen symmetry, and where the images of the homes fall</source>
        <translation>Die Spiegelachsen oder das Zentrum der gewählten Symmetrie zeichnen, und wohin die Bilder der Heimatfelder fallen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::TtsExportDialog</name>
    <message>
        <source>Export a Tabletop Simulator Save</source>
        <translation>Tabletop-Simulator-Spielstand exportieren</translation>
    </message>
    <message>
        <source>One locked tile per hex</source>
        <translation>Ein gesperrtes Plättchen je Hexfeld</translation>
    </message>
    <message>
        <source>Whole board as one picture (quick play)</source>
        <translation>Ganzes Spielbrett als ein Bild (schnelles Spiel)</translation>
    </message>
    <message>
        <source>Tiles can be moved and swapped in the game; one picture on a custom board loads faster and cannot come apart</source>
        <translation>Plättchen lassen sich im Spiel verschieben und tauschen; ein Bild auf einem eigenen Spielbrett lädt schneller und kann nicht zerfallen</translation>
    </message>
    <message>
        <source> table units</source>
        <translation> Tischeinheiten</translation>
    </message>
    <message>
        <source>Distance between neighbouring hexes&apos; centres on the table, in Tabletop Simulator units (about an inch each); the tiles or the board and the table&apos;s hex grid are scaled to match</source>
        <translation>Abstand der Mittelpunkte benachbarter Hexfelder auf dem Tisch, in Tabletop-Simulator-Einheiten (je etwa ein Zoll); Plättchen oder Spielbrett und das Hexraster des Tisches werden passend skaliert</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Hex size:</source>
        <translation>&amp;Hexgröße:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message numerus="yes">
        <source>%n locked hex tile(s), %1 table units apart, with one image per kind beside the save.</source>
        <translation>
            <numerusform>%n gesperrtes Sechseckplättchen, %1 Tischeinheiten auseinander, mit einem Bild je Art neben dem Spielstand.</numerusform>
            <numerusform>%n gesperrte Sechseckplättchen, %1 Tischeinheiten auseinander, mit einem Bild je Art neben dem Spielstand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tabletop Simulator saves (*.json)</source>
        <translation>Tabletop-Simulator-Spielstände (*.json)</translation>
    </message>
    <message>
        <source>The side of a square custom board at scale 1, in table units, from %1 to %2. Tabletop Simulator does not document it: the default of %3 is a community measurement. Change it if the board comes out at another size than the hex size asks.</source>
        <translation>Die Seite eines quadratischen eigenen Spielbretts bei Maßstab 1, in Tischeinheiten, von %1 bis %2. Tabletop Simulator dokumentiert sie nicht: der Standardwert %3 ist eine Messung aus der Community. Ändern Sie ihn, wenn das Spielbrett in einer anderen Größe erscheint, als die Hexgröße verlangt.</translation>
    </message>
    <message>
        <source>&amp;Board side at scale 1:</source>
        <translation>&amp;Brettseite bei Maßstab 1:</translation>
    </message>
    <message>
        <source>The hex size must be a number from %1 to %2 table units.</source>
        <translation>Die Hexgröße muss eine Zahl von %1 bis %2 Tischeinheiten sein.</translation>
    </message>
    <message>
        <source>The board side must be a number from %1 to %2 table units.</source>
        <translation>Die Brettseite muss eine Zahl von %1 bis %2 Tischeinheiten sein.</translation>
    </message>
    <message>
        <source>One custom board, %1 × %1 table units (scale %3 at a board side of %4), showing a %2 × %2 pixel picture written beside the save.</source>
        <translation>Ein eigenes Spielbrett, %1 × %1 Tischeinheiten (Maßstab %3 bei einer Brettseite von %4), mit einem Bild von %2 × %2 Pixeln, das neben den Spielstand geschrieben wird.</translation>
    </message>
    <message>
        <source>The colours of the tiles&apos; or the board&apos;s picture; labels and glyphs stay on in every palette</source>
        <translation>Die Farben der Bilder der Plättchen oder des Bretts; Beschriftungen und Symbole bleiben in jeder Palette sichtbar</translation>
    </message>
    <message>
        <source>&amp;Palette:</source>
        <translation>&amp;Palette:</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::WhyNotZero</name>
    <message>
        <source>&amp;Why Not Zero?</source>
        <translation>Warum nicht &amp;null?</translation>
    </message>
    <message>
        <source>Prove whether any map can reach a score of 0 with the current locks and rules; when none can, outline the locks that conflict and name the requirement (Ctrl+Alt+W)</source>
        <translation>Beweisen, ob irgendeine Karte mit den aktuellen Sperren und Regeln die Bewertung 0 erreichen kann; wenn keine es kann, die widersprüchlichen Sperren umranden und die Anforderung nennen (Strg+Alt+W)</translation>
    </message>
    <message>
        <source>Why Not Zero? is already proving; cancel it first</source>
        <translation>„Warum nicht null?“ beweist bereits; brich es zuerst ab</translation>
    </message>
    <message>
        <source>Proving whether a map with score 0 exists…</source>
        <translation>Es wird bewiesen, ob eine Karte mit Bewertung 0 existiert…</translation>
    </message>
    <message>
        <source>Why Not Zero?</source>
        <translation>Warum nicht null?</translation>
    </message>
    <message>
        <source>Proving whether any map reaches a score of 0 with these locks…</source>
        <translation>Es wird bewiesen, ob irgendeine Karte mit diesen Sperren die Bewertung 0 erreicht…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>
The map changed while the proof ran: the answer is about the map as it was; ask again.</source>
        <translation>
Die Karte hat sich während des Beweises geändert: Die Antwort betrifft die Karte, wie sie war; frage erneut.</translation>
    </message>
    <message>
        <source>Run Anyway</source>
        <translation>Trotzdem starten</translation>
    </message>
    <message>
        <source>Start the run again without the check: it searches for the best score it can reach</source>
        <translation>Den Lauf ohne die Prüfung neu starten: Er sucht die beste Bewertung, die er erreichen kann</translation>
    </message>
    <message>
        <source>The run was stopped: its target of 0 cannot be reached.
%1</source>
        <translation>Der Lauf wurde angehalten: Sein Ziel 0 ist nicht erreichbar.
%1</translation>
    </message>
    <message>
        <source>No map can reach a score of 0 with these locks.
%1</source>
        <translation>Keine Karte kann mit diesen Sperren die Bewertung 0 erreichen.
%1</translation>
    </message>
    <message>
        <source>
(The list may hold more than the conflict needs: the time ran out while it was being shortened.)</source>
        <translation>
(Die Liste kann mehr enthalten, als der Konflikt braucht: Die Zeit lief ab, während sie verkürzt wurde.)</translation>
    </message>
    <message>
        <source>
Unlocking or changing any one of them removes this conflict.</source>
        <translation>
Wenn eine davon entsperrt oder geändert wird, entfällt dieser Konflikt.</translation>
    </message>
    <message>
        <source>A map with score 0 exists with these locks: a run can reach it.</source>
        <translation>Mit diesen Sperren existiert eine Karte mit Bewertung 0: Ein Lauf kann sie erreichen.</translation>
    </message>
    <message>
        <source>No conflict among the requirements the proof covers: a map satisfies all of them with these locks, but it scores %1 on the requirements the proof does not cover.</source>
        <translation>Kein Konflikt zwischen den Anforderungen, die der Beweis abdeckt: Eine Karte erfüllt sie mit diesen Sperren alle, erreicht aber %1 bei den Anforderungen, die der Beweis nicht abdeckt.</translation>
    </message>
    <message>
        <source>No answer: %1.</source>
        <translation>Keine Antwort: %1.</translation>
    </message>
    <message>
        <source>the proof stopped</source>
        <translation>der Beweis wurde abgebrochen</translation>
    </message>
    <message>
        <source>
Covered: %1.</source>
        <translation>
Abgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>
Not covered (counted as 0 by the proof): %1.</source>
        <translation>
Nicht abgedeckt (vom Beweis als 0 gezählt): %1.</translation>
    </message>
    <message numerus="yes">
        <source>
%n solver call(s) in %1 s.</source>
        <translation>
            <numerusform>
%n Solver-Aufruf in %1 s.</numerusform>
            <numerusform>
%n Solver-Aufrufe in %1 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::AssemblyController</name>
    <message>
        <source>Tile set &quot;%1&quot; is made for board %2 (%3 hexes), but the open map&apos;s board has %4 hexes in another shape: the assembly will fill the open board and may find no assembly. &quot;Use Its Board&quot; switches to the set&apos;s board.</source>
        <translation>Plättchensatz „%1“ ist für Spielplan %2 (%3 Felder) gemacht, aber der Spielplan der offenen Karte hat %4 Felder in einer anderen Form: das Zusammensetzen füllt den offenen Spielplan und findet vielleicht keine Zusammensetzung. „Seinen Spielplan verwenden“ wechselt zum Spielplan des Satzes.</translation>
    </message>
    <message>
        <source>The tile assembly</source>
        <translation>Das Zusammensetzen der Plättchen</translation>
    </message>
    <message>
        <source>There is no finished assembly to apply.</source>
        <translation>Es gibt keine fertige Zusammensetzung zum Anwenden.</translation>
    </message>
    <message>
        <source>The map changed since the assembly started: assemble again.</source>
        <translation>Die Karte hat sich seit Beginn des Zusammensetzens geändert: erneut zusammensetzen.</translation>
    </message>
    <message>
        <source>Assemble %1, seed %2</source>
        <translation>%1 zusammensetzen, Startwert %2</translation>
    </message>
    <message>
        <source> (with its rule set)</source>
        <translation> (mit seinem Regelwerk)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::JobPipeline</name>
    <message>
        <source>the unsaved map</source>
        <translation>die ungespeicherte Karte</translation>
    </message>
    <message>
        <source>the unsaved %1 map</source>
        <translation>die ungespeicherte Karte %1</translation>
    </message>
    <message>
        <source>%1 ran out of memory on %2: it needs more memory than Hexloom may use (see &quot;Limits&quot; in docs/robustness.md).</source>
        <translation>%1 hatte auf %2 zu wenig Speicher: es braucht mehr Speicher, als Hexloom verwenden darf (siehe „Limits“ in docs/robustness.md).</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::PartitionController</name>
    <message>
        <source>The region search</source>
        <translation>Die Regionensuche</translation>
    </message>
    <message>
        <source>Apply regions: %1, seed %2</source>
        <translation>Regionen anwenden: %1, Startwert %2</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::RunController</name>
    <message>
        <source>The search cannot start: %1.</source>
        <translation>Die Suche kann nicht starten: %1.</translation>
    </message>
    <message>
        <source>The rules changed: the search restarted from the current map with the new rules.</source>
        <translation>Die Regeln haben sich geändert: die Suche wurde mit den neuen Regeln von der aktuellen Karte aus neu gestartet.</translation>
    </message>
    <message>
        <source>The board changed: the search was stopped.</source>
        <translation>Der Spielplan hat sich geändert: die Suche wurde angehalten.</translation>
    </message>
    <message>
        <source>Search: %1, seed %2</source>
        <translation>Suche: %1, Startwert %2</translation>
    </message>
    <message>
        <source>Accept suggestion: %1, seed %2</source>
        <translation>Vorschlag annehmen: %1, Startwert %2</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::scene::MapView</name>
    <message>
        <source>&lt;b&gt;Hex row %1, column %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Feld Zeile %1, Spalte %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Breaks no requirement.</source>
        <translation>&lt;br&gt;Verstößt gegen keine Anforderung.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::session::DocumentLoader</name>
    <message>
        <source>Reading the file</source>
        <translation>Datei wird gelesen</translation>
    </message>
    <message>
        <source>Building the rules&apos; tables</source>
        <translation>Tabellen der Regeln werden erstellt</translation>
    </message>
    <message>
        <source>Scoring the map</source>
        <translation>Karte wird bewertet</translation>
    </message>
    <message>
        <source>Drawing the overview</source>
        <translation>Übersicht wird gezeichnet</translation>
    </message>
    <message>
        <source>Showing the map</source>
        <translation>Karte wird angezeigt</translation>
    </message>
    <message>
        <source>: out of memory while opening this map: it needs more memory than Hexloom may use (see &quot;Limits&quot; in docs/robustness.md)</source>
        <translation>: zu wenig Speicher beim Öffnen dieser Karte: sie braucht mehr Speicher, als Hexloom verwenden darf (siehe „Limits“ in docs/robustness.md)</translation>
    </message>
    <message>
        <source>Reading the tiles with their kinds</source>
        <translation>Kacheln werden mit ihren Arten gelesen</translation>
    </message>
    <message>
        <source>Waiting for the tiles&apos; kinds</source>
        <translation>Warten auf die Arten der Kacheln</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::BoardShapeTool</name>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Add hexes to the board (left button) or remove them (right button or Shift)</source>
        <translation>Felder zum Spielplan hinzufügen (linke Taste) oder entfernen (rechte Taste oder Umschalt)</translation>
    </message>
    <message>
        <source>Remove hexes</source>
        <translation>Felder entfernen</translation>
    </message>
    <message>
        <source>Add hexes</source>
        <translation>Felder hinzufügen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::EyedropperTool</name>
    <message>
        <source>Pick</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Click a hex to take its terrain and token into the brush</source>
        <translation>Auf ein Feld klicken, um sein Gelände und seinen Marker in den Pinsel zu übernehmen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::LockBrushTool</name>
    <message>
        <source>Lock</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Lock hexes so searches keep them; right button or Shift unlocks</source>
        <translation>Felder sperren, damit Suchen sie behalten; rechte Taste oder Umschalt entsperrt</translation>
    </message>
    <message>
        <source>Lock hexes</source>
        <translation>Felder sperren</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::PaintBrushTool</name>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Paint the chosen terrain or number token on 1, 7 or 19 hexes; drag for a stroke</source>
        <translation>Das gewählte Gelände oder den Zahlenmarker auf 1, 7 oder 19 Felder malen; ziehen für einen Strich</translation>
    </message>
    <message>
        <source>Paint tokens</source>
        <translation>Marker malen</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <source>main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Painted %1 on a hex that held %2: searches move kinds only within their zone, so this hex is now a position of the %3 zone instead of the %4 zone.</source>
        <translation>%1 auf ein Feld gemalt, das %2 enthielt: Suchen verschieben Arten nur innerhalb ihrer Zone, daher ist dieses Feld jetzt eine Position der Zone %3 statt der Zone %4.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source> The %1 zone has %2 positions for the pool&apos;s %3 tiles: a search will not start until they match.</source>
        <translation> Die Zone %1 hat %2 Positionen für die %3 Plättchen des Vorrats: eine Suche startet erst, wenn sie übereinstimmen.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Select hexes: click or drag a rectangle; Shift adds, Ctrl removes</source>
        <translation>Felder auswählen: klicken oder ein Rechteck ziehen; Umschalt fügt hinzu, Strg entfernt</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::SwapTool</name>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Drag a hex onto another to exchange their terrain and token</source>
        <translation>Ein Feld auf ein anderes ziehen, um Gelände und Marker zu tauschen</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::ToolOptionsBar</name>
    <message>
        <source>Brush options</source>
        <translation>Pinseloptionen</translation>
    </message>
    <message>
        <source>Terrain the brush paints (the eyedropper picks it from the map)</source>
        <translation>Gelände, das der Pinsel malt (die Pipette nimmt es von der Karte)</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Paint terrain, or number tokens (right button erases tokens)</source>
        <translation>Gelände oder Zahlenmarker malen (rechte Taste löscht Marker)</translation>
    </message>
    <message>
        <source>Number token the brush paints on the token layer (0 = none)</source>
        <translation>Zahlenmarker, den der Pinsel auf die Markerebene malt (0 = keiner)</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 Feld</translation>
    </message>
    <message>
        <source>7 hexes</source>
        <translation>7 Felder</translation>
    </message>
    <message>
        <source>19 hexes</source>
        <translation>19 Felder</translation>
    </message>
    <message>
        <source>Brush size for painting and locking ([ and ] change it)</source>
        <translation>Pinselgröße zum Malen und Sperren ([ und ] ändern sie)</translation>
    </message>
    <message>
        <source> Paint </source>
        <translation> Malen </translation>
    </message>
    <message>
        <source> token </source>
        <translation> Marker </translation>
    </message>
    <message>
        <source> size </source>
        <translation> Größe </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hexloom: design hex maps together with search algorithms</source>
        <translation>Hexloom: Hexfeld-Karten gemeinsam mit Suchalgorithmen entwerfen</translation>
    </message>
    <message>
        <source>Autosave every MS milliseconds (default 15000)</source>
        <translation>Alle MS Millisekunden automatisch sichern (Standard 15000)</translation>
    </message>
    <message>
        <source>Apply the designer edits listed in FILE after opening</source>
        <translation>Die in FILE aufgeführten Designer-Änderungen nach dem Öffnen anwenden</translation>
    </message>
    <message>
        <source>Restore work left by a crash without asking</source>
        <translation>Ohne Nachfrage die nach einem Absturz hinterlassene Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Open the map (or the built-in board), show the window, print its title and quit; on a map that cannot be opened, print why and exit with status 1 (checks an installation)</source>
        <translation>Die Karte (oder den eingebauten Spielplan) öffnen, das Fenster zeigen, seinen Titel ausgeben und beenden; bei einer Karte, die sich nicht öffnen lässt, den Grund ausgeben und mit Status 1 beenden (prüft eine Installation)</translation>
    </message>
    <message>
        <source>A map file to open (.json, Tiled .tmj or .tmx, or letter format)</source>
        <translation>Eine zu öffnende Kartendatei (.json, Tiled .tmj oder .tmx, oder Buchstabenformat)</translation>
    </message>
</context>
</TS>
