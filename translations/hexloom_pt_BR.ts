<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Pasta</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Pasta de arquivos</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atalho</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1: %2 at character %3</source>
        <translation>%1: %2 no caractere %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object { ... }</source>
        <translation>%1: esperado um objeto JSON { ... }</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>&amp;PDF (Print and Play)…</source>
        <translation>&amp;PDF (imprimir e jogar)…</translation>
    </message>
    <message>
        <source>The board at a real hex size over A4 or Letter pages, with cut lines and a legend</source>
        <translation>O tabuleiro no tamanho real dos hexágonos em páginas A4 ou Carta, com linhas de corte e legenda</translation>
    </message>
    <message>
        <source>P&amp;icture with Options…</source>
        <translation>&amp;Imagem com opções…</translation>
    </message>
    <message>
        <source>PNG or SVG at a size or resolution, with or without locks, coordinates and highlighted violations</source>
        <translation>PNG ou SVG em um tamanho ou resolução, com ou sem travas, coordenadas e violações destacadas</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Primeiros passos</translation>
    </message>
    <message>
        <source>A first map in five minutes: open, score, paint, lock, search, accept a suggestion (Shift+F1)</source>
        <translation>Um primeiro mapa em cinco minutos: abrir, pontuar, pintar, travar, buscar, aceitar uma sugestão (Shift+F1)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guia do usuário</translation>
    </message>
    <message>
        <source>The user guide inside Hexloom, searchable, with the other docs pages</source>
        <translation>O guia do usuário dentro do Hexloom, pesquisável, com as outras páginas da documentação</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>Every menu entry with its keys</source>
        <translation>Cada item de menu com suas teclas</translation>
    </message>
    <message>
        <source>Maps and recipes (%1);;All files (*)</source>
        <translation>Mapas e receitas (%1);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Open Re&amp;cipe…</source>
        <translation>Abrir re&amp;ceita…</translation>
    </message>
    <message>
        <source>Open Recipe</source>
        <translation>Abrir receita</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>&amp;Tiled Map…</source>
        <translation>Mapa do &amp;Tiled…</translation>
    </message>
    <message>
        <source>Tabletop &amp;Simulator Save…</source>
        <translation>Jogo salvo do Tabletop &amp;Simulator…</translation>
    </message>
    <message>
        <source>Replaying the recipe…</source>
        <translation>Reproduzindo a receita…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Replaying the recipe… %1 s</source>
        <translation>Reproduzindo a receita… %1 s</translation>
    </message>
    <message>
        <source>The Game Crafter hex tiles or folding boards, or PrintPlayGames, at the published sizes with bleed and safe area</source>
        <translation>Peças hexagonais ou tabuleiros dobráveis da The Game Crafter, ou PrintPlayGames, nos tamanhos publicados com sangria e área segura</translation>
    </message>
    <message>
        <source>Exported for the print service</source>
        <translation>Exportado para o serviço de impressão</translation>
    </message>
    <message>
        <source>For a P&amp;rint Service…</source>
        <translation>Para um serviço de imp&amp;ressão…</translation>
    </message>
    <message>
        <source>A Tabletop Simulator save: one locked hex tile per cell, or the whole board as one picture, at a hex size in table units, the images beside it</source>
        <translation>Um jogo salvo do Tabletop Simulator: uma peça hexagonal travada por célula, ou o tabuleiro inteiro como uma imagem, num tamanho de hexágono em unidades da mesa, com as imagens ao lado</translation>
    </message>
    <message>
        <source>Exported for Tabletop Simulator</source>
        <translation>Exportado para o Tabletop Simulator</translation>
    </message>
    <message>
        <source>Paste a recipe line (hexloom-recipe/…), or leave empty to choose a file:</source>
        <translation>Cole uma linha de receita (hexloom-recipe/…) ou deixe vazio para escolher um arquivo:</translation>
    </message>
    <message>
        <source>Make a map again from its recipe: a pasted line, a recipe file, or a map a search made (the editor&apos;s search, Tile Assembly or Regions, or hexloom-cli generate, assemble, partition, repair or prove)</source>
        <translation>Refazer um mapa a partir da receita: uma linha colada, um arquivo de receita ou um mapa feito por uma busca (a busca do editor, Montagem de peças ou Regiões, ou hexloom-cli generate, assemble, partition, repair ou prove)</translation>
    </message>
    <message>
        <source>A Tiled hexagonal map (.tmj or .tmx) with one tile image per kind beside it, in the canvas&apos;s palette, for Godot, Unity or Defold</source>
        <translation>Um mapa hexagonal do Tiled (.tmj ou .tmx) com uma imagem de tile por tipo ao lado, na paleta da tela, para Godot, Unity ou Defold</translation>
    </message>
</context>
<context>
    <name>ReplayVerdict</name>
    <message numerus="yes">
        <source>Recipe reproduced exactly: all %n hex(es) are the same as in the map</source>
        <translation>
            <numerusform>Receita reproduzida exatamente: o %n hexágono é igual ao do mapa</numerusform>
            <numerusform>Receita reproduzida exatamente: todos os %n hexágonos são iguais aos do mapa</numerusform>
        </translation>
    </message>
    <message>
        <source>Recipe replayed; the cells were not compared with the map: %1</source>
        <translation>Receita reproduzida; as células não foram comparadas com o mapa: %1</translation>
    </message>
    <message>
        <source>The replay differs from the map: it made another board</source>
        <translation>A reprodução difere do mapa: ela gerou outro tabuleiro</translation>
    </message>
    <message numerus="yes">
        <source>The replay differs from the map in %n hex(es), the first at row %1, column %2</source>
        <translation>
            <numerusform>A reprodução difere do mapa em %n hexágono, na linha %1, coluna %2</numerusform>
            <numerusform>A reprodução difere do mapa em %n hexágonos, o primeiro na linha %1, coluna %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The replay differs from the map in %n hex(es)</source>
        <translation>
            <numerusform>A reprodução difere do mapa em %n hexágono</numerusform>
            <numerusform>A reprodução difere do mapa em %n hexágonos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the map was edited during or after its run, as its file says</source>
        <translation>%1; o mapa foi editado durante ou após sua execução, como diz seu arquivo</translation>
    </message>
    <message>
        <source>%1; the recipe left out edits of its run, as it says</source>
        <translation>%1; a receita deixou de fora edições de sua execução, como ela mesma diz</translation>
    </message>
    <message>
        <source>%1; a timed recipe may differ on another machine</source>
        <translation>%1; uma receita com tempo limite pode diferir em outra máquina</translation>
    </message>
</context>
<context>
    <name>SymmetryText</name>
    <message>
        <source>number %1 (%2)</source>
        <translation>número %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n fixed hex(es)</source>
        <translation>
            <numerusform>%n hexágono fixo</numerusform>
            <numerusform>%n hexágonos fixos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orbit(s) of %1 hexes</source>
        <translation>
            <numerusform>%n órbita de %1 hexágonos</numerusform>
            <numerusform>%n órbitas de %1 hexágonos</numerusform>
        </translation>
    </message>
    <message>
        <source>the board has none free</source>
        <translation>o tabuleiro não tem nenhuma livre</translation>
    </message>
    <message numerus="yes">
        <source>the board has %n free</source>
        <translation>
            <numerusform>o tabuleiro tem %n livre</numerusform>
            <numerusform>o tabuleiro tem %n livres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number tokens cannot be %1 symmetric: %n number(s) have counts that are not a multiple of %2 (%3) and need %4, but %5</source>
        <translation>
            <numerusform>Os marcadores numéricos não podem ter simetria %1: %n número tem uma contagem que não é múltipla de %2 (%3) e precisa de %4, mas %5</numerusform>
            <numerusform>Os marcadores numéricos não podem ter simetria %1: %n números têm contagens que não são múltiplas de %2 (%3) e precisam de %4, mas %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool cannot be %1 symmetric: %n kind(s) have counts that are not a multiple of %2 (%3) and need %4, but %5</source>
        <translation>
            <numerusform>O estoque não pode ter simetria %1: %n tipo tem uma contagem que não é múltipla de %2 (%3) e precisa de %4, mas %5</numerusform>
            <numerusform>O estoque não pode ter simetria %1: %n tipos têm contagens que não são múltiplas de %2 (%3) e precisam de %4, mas %5</numerusform>
        </translation>
    </message>
    <message>
        <source>number %1 %2</source>
        <translation>número %1 %2</translation>
    </message>
    <message>
        <source>no symmetry</source>
        <translation>sem simetria</translation>
    </message>
    <message>
        <source>mirror across the vertical axis</source>
        <translation>espelhamento no eixo vertical</translation>
    </message>
    <message>
        <source>mirror across the horizontal axis</source>
        <translation>espelhamento no eixo horizontal</translation>
    </message>
    <message>
        <source>point symmetry: a half turn about the centre</source>
        <translation>simetria pontual: meia volta em torno do centro</translation>
    </message>
    <message>
        <source>three-fold rotation about the centre cell</source>
        <translation>rotação tripla em torno do hexágono central</translation>
    </message>
    <message>
        <source>six-fold rotation about the centre cell</source>
        <translation>rotação sêxtupla em torno do hexágono central</translation>
    </message>
    <message>
        <source>mirror across both axes</source>
        <translation>espelhamento nos dois eixos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Mirror left–right (mirror-v)</source>
        <translation>Espelhar esquerda–direita (mirror-v)</translation>
    </message>
    <message>
        <source>Mirror top–bottom (mirror-h)</source>
        <translation>Espelhar cima–baixo (mirror-h)</translation>
    </message>
    <message>
        <source>Half turn, 2 seats (rotate-2)</source>
        <translation>Meia volta, 2 lugares (rotate-2)</translation>
    </message>
    <message>
        <source>Third turn, 3 seats (rotate-3)</source>
        <translation>Terço de volta, 3 lugares (rotate-3)</translation>
    </message>
    <message>
        <source>Sixth turn, 6 seats (rotate-6)</source>
        <translation>Sexto de volta, 6 lugares (rotate-6)</translation>
    </message>
    <message>
        <source>Both mirrors, 4 seats (mirror-2)</source>
        <translation>Dois espelhos, 4 lugares (mirror-2)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no changes</comment>
        <translation>nenhuma</translation>
    </message>
</context>
<context>
    <name>hexloom::core</name>
    <message>
        <source>&lt;input&gt;</source>
        <translation>&lt;entrada&gt;</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>não foi possível ler: %1</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a regular file; Hexloom reads only regular files</source>
        <translation>é um pipe nomeado (FIFO), não um arquivo comum; o Hexloom lê apenas arquivos comuns</translation>
    </message>
    <message>
        <source>is a socket, not a regular file; Hexloom reads only regular files</source>
        <translation>é um socket, não um arquivo comum; o Hexloom lê apenas arquivos comuns</translation>
    </message>
    <message>
        <source>is a device, not a regular file; Hexloom reads only regular files</source>
        <translation>é um dispositivo, não um arquivo comum; o Hexloom lê apenas arquivos comuns</translation>
    </message>
    <message>
        <source>is not a regular file; Hexloom reads only regular files</source>
        <translation>não é um arquivo comum; o Hexloom lê apenas arquivos comuns</translation>
    </message>
    <message>
        <source>no such built-in file</source>
        <translation>não existe esse arquivo embutido</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo não encontrado</translation>
    </message>
    <message>
        <source>file is %1 bytes; the limit is %2</source>
        <translation>o arquivo tem %1 bytes; o limite é %2</translation>
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
        <translation>um número</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>JSON inválido: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>era esperado um objeto JSON no nível mais alto</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (first given at line %2, column %3); each key may appear once per object</source>
        <translation>chave “%1” duplicada (dada primeiro na linha %2, coluna %3); cada chave pode aparecer uma vez por objeto</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>era esperado texto, encontrado %1</translation>
    </message>
    <message>
        <source>text longer than %1 characters</source>
        <translation>texto com mais de %1 caracteres</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>era esperado um número, encontrado %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>deve estar entre %1 e %2, encontrado %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>era esperado um número inteiro, encontrado %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>era esperado true ou false, encontrado %1</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>era esperado um objeto, encontrado %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>era esperada uma lista, encontrado %1</translation>
    </message>
    <message>
        <source>list has %1 items; the limit is %2</source>
        <translation>a lista tem %1 itens; o limite é %2</translation>
    </message>
    <message>
        <source>unknown field (known: %1)</source>
        <translation>campo desconhecido (conhecidos: %1)</translation>
    </message>
    <message>
        <source>expected a colour like &quot;#3f7fd9&quot;, found &quot;%1&quot;</source>
        <translation>era esperada uma cor como &quot;#3f7fd9&quot;, encontrado “%1”</translation>
    </message>
    <message>
        <source>must not contain control characters (byte %1 at position %2)</source>
        <translation>não pode conter caracteres de controle (byte %1 na posição %2)</translation>
    </message>
    <message>
        <source>a zone name is 1 to 32 letters, digits, &apos;-&apos; or &apos;_&apos; (leave it out for the main zone), found &quot;%1&quot;</source>
        <translation>um nome de zona tem de 1 a 32 letras, dígitos, &apos;-&apos; ou &apos;_&apos; (omita-o para a zona principal), encontrado “%1”</translation>
    </message>
    <message>
        <source>a rule set needs at least one terrain</source>
        <translation>um conjunto de regras precisa de pelo menos um terreno</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não pode estar vazio</translation>
    </message>
    <message>
        <source>duplicate terrain id &quot;%1&quot;</source>
        <translation>id de terreno “%1” duplicado</translation>
    </message>
    <message>
        <source>expected one capital letter other than N (N marks padding), found &quot;%1&quot;</source>
        <translation>era esperada uma letra maiúscula diferente de N (N marca preenchimento), encontrado “%1”</translation>
    </message>
    <message>
        <source>duplicate letter &quot;%1&quot;</source>
        <translation>letra “%1” duplicada</translation>
    </message>
    <message>
        <source>two terrains share terraform-cycle position %1</source>
        <translation>dois terrenos compartilham a posição %1 do ciclo de terraformação</translation>
    </message>
    <message>
        <source>terraform-cycle positions must be 0..%1 without gaps</source>
        <translation>as posições do ciclo de terraformação devem ser 0..%1 sem lacunas</translation>
    </message>
    <message>
        <source>no terrain with id &quot;%1&quot;</source>
        <translation>nenhum terreno com o id “%1”</translation>
    </message>
    <message>
        <source>holds %1 tiles; the limit is %2</source>
        <translation>contém %1 peças; o limite é %2</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 127</source>
        <translation>era esperado um número inteiro de 1 a 127</translation>
    </message>
    <message>
        <source>duplicate requirement id &quot;%1&quot;</source>
        <translation>id de requisito “%1” duplicado</translation>
    </message>
    <message>
        <source>expected a number or text</source>
        <translation>era esperado um número ou texto</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-rules&quot;</source>
        <translation>era esperado “hexloom-rules”</translation>
    </message>
    <message>
        <source>this file was written by a newer Hexloom (version %1); this one reads versions 1 to %2</source>
        <translation>este arquivo foi escrito por um Hexloom mais novo (versão %1); este lê as versões 1 a %2</translation>
    </message>
    <message>
        <source>expected terra-mystica, hexagon, rectangle or custom, found &quot;%1&quot;</source>
        <translation>era esperado terra-mystica, hexagon, rectangle ou custom, encontrado “%1”</translation>
    </message>
    <message>
        <source>a board of %1 cells exceeds the limit of %2</source>
        <translation>um tabuleiro de %1 hexágonos excede o limite de %2</translation>
    </message>
    <message>
        <source>Hexes beyond the largest allowed group of one kind</source>
        <translation>Hexágonos além do maior grupo permitido de um tipo</translation>
    </message>
    <message>
        <source>kinds</source>
        <translation>tipos</translation>
    </message>
    <message>
        <source>terrain ids whose groups count, &apos;,&apos; between them (empty: every kind)</source>
        <translation>ids de terreno cujos grupos contam, &apos;,&apos; entre eles (vazio: todos os tipos)</translation>
    </message>
    <message>
        <source>max</source>
        <translation>máximo</translation>
    </message>
    <message>
        <source>largest group of one kind that is not a violation</source>
        <translation>maior grupo de um tipo que não é uma violação</translation>
    </message>
    <message>
        <source>Corners of three producing hexes whose pips are outside [min, max]; optionally equal numbers</source>
        <translation>Cantos de três hexágonos produtores cujos pontos estão fora de [min, max]; opcionalmente números iguais</translation>
    </message>
    <message>
        <source>min</source>
        <translation>mínimo</translation>
    </message>
    <message>
        <source>fewest pips a corner of three producing hexes may have</source>
        <translation>menos pontos que um canto de três hexágonos produtores pode ter</translation>
    </message>
    <message>
        <source>most pips such a corner may have</source>
        <translation>mais pontos que um canto assim pode ter</translation>
    </message>
    <message>
        <source>distinct</source>
        <translation>distintos</translation>
    </message>
    <message>
        <source>1: a corner with two equal numbers is also a violation</source>
        <translation>1: um canto com dois números iguais também é uma violação</translation>
    </message>
    <message>
        <source>unique_per_resource</source>
        <translation>únicos por recurso</translation>
    </message>
    <message>
        <source>1: every repeat of a number on one resource is a violation</source>
        <translation>1: cada repetição de um número em um recurso é uma violação</translation>
    </message>
    <message>
        <source>Kinds closer than min (pairs), or without another listed kind within max (hexes)</source>
        <translation>Tipos mais próximos que min (pares), ou sem outro tipo listado a até max (hexágonos)</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>terrain ids, &apos;,&apos; between them</source>
        <translation>ids de terreno, &apos;,&apos; entre eles</translation>
    </message>
    <message>
        <source>to</source>
        <translation>para</translation>
    </message>
    <message>
        <source>terrain ids, &apos;,&apos; between them (empty: the same as from)</source>
        <translation>ids de terreno, &apos;,&apos; entre eles (vazio: os mesmos de “de”)</translation>
    </message>
    <message>
        <source>pairs of from and to hexes closer than this are violations (0: off)</source>
        <translation>pares de hexágonos “de” e “para” mais próximos que isto são violações (0: desligado)</translation>
    </message>
    <message>
        <source>from hexes with no to hex within this are violations (0: off)</source>
        <translation>hexágonos “de” sem hexágono “para” a esta distância são violações (0: desligado)</translation>
    </message>
    <message>
        <source>Touching hexes whose kinds are a listed pair (a 2:1 harbour next to its resource, two anomalies)</source>
        <translation>Hexágonos vizinhos cujos tipos formam um par listado (um porto 2:1 ao lado do seu recurso, duas anomalias)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>pares</translation>
    </message>
    <message>
        <source>pairs kinds:kinds, &apos;,&apos; between pairs, &apos;|&apos; between kinds of one side</source>
        <translation>pares tipos:tipos, &apos;,&apos; entre pares, &apos;|&apos; entre os tipos de um lado</translation>
    </message>
    <message>
        <source>Land regions separated by water smaller than a size</source>
        <translation>Regiões de terra separadas por água menores que um tamanho</translation>
    </message>
    <message>
        <source>size</source>
        <translation>tamanho</translation>
    </message>
    <message>
        <source>smallest island that is not a violation</source>
        <translation>menor ilha que não é uma violação</translation>
    </message>
    <message>
        <source>Land hexes with no land neighbour one spade away on the terraform cycle</source>
        <translation>Hexágonos de terra sem vizinho de terra a uma pá de distância no ciclo de terraformação</translation>
    </message>
    <message>
        <source>min_land_neighbours</source>
        <translation>mínimo de vizinhos de terra</translation>
    </message>
    <message>
        <source>only hexes with at least this many land neighbours count (published: 3)</source>
        <translation>só contam hexágonos com pelo menos esse número de vizinhos de terra (publicado: 3)</translation>
    </message>
    <message>
        <source>Resources whose pips differ from their group&apos;s mean by more than a tolerance (Catan REQ2)</source>
        <translation>Recursos cujos pontos diferem da média do seu grupo mais que uma tolerância (Catan REQ2)</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>tolerância</translation>
    </message>
    <message>
        <source>pips a resource may differ from its group mean</source>
        <translation>pontos que um recurso pode diferir da média do seu grupo</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>grupos</translation>
    </message>
    <message>
        <source>terrain ids: &apos;,&apos; within a group, &apos;;&apos; between groups</source>
        <translation>ids de terreno: &apos;,&apos; dentro de um grupo, &apos;;&apos; entre grupos</translation>
    </message>
    <message>
        <source>How far the players&apos; distance-weighted values are apart (beyond a tolerance) or below a minimum</source>
        <translation>Quanto os valores dos jogadores ponderados pela distância se afastam (além de uma tolerância) ou ficam abaixo de um mínimo</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>atributos</translation>
    </message>
    <message>
        <source>attributes summed per hex, &apos;,&apos; between them (kind attributes, pips, one-spade, water-contact)</source>
        <translation>atributos somados por hexágono, &apos;,&apos; entre eles (atributos dos tipos, pips, one-spade, water-contact)</translation>
    </message>
    <message>
        <source>spread (highest - lowest value) that is not a violation</source>
        <translation>amplitude (maior - menor valor) que não é uma violação</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>mínimo</translation>
    </message>
    <message>
        <source>every player&apos;s value should reach this (-1: off)</source>
        <translation>o valor de cada jogador deve atingir isto (-1: desligado)</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>weights by distance 0, 1, 2, ... (empty: the rule set&apos;s players.distance_weights)</source>
        <translation>pesos por distância 0, 1, 2, ... (vazio: players.distance_weights do conjunto de regras)</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>amplitude</translation>
    </message>
    <message>
        <source>1: the spread counts; 0: only the minimum does</source>
        <translation>1: a amplitude conta; 0: só o mínimo conta</translation>
    </message>
    <message>
        <source>Water hexes ending or branching badly, as the published TM evaluator scores REQ2</source>
        <translation>Hexágonos de água que terminam ou se ramificam mal, como o avaliador publicado de TM pontua o REQ2</translation>
    </message>
    <message>
        <source>Land hexes with at least one neighbour of the same terrain (strict TM REQ1)</source>
        <translation>Hexágonos de terra com pelo menos um vizinho do mesmo terreno (TM REQ1 estrito)</translation>
    </message>
    <message>
        <source>Adjacent land hexes of the same terrain; each pair counts twice (published TM REQ1) or once</source>
        <translation>Hexágonos de terra vizinhos do mesmo terreno; cada par conta duas vezes (TM REQ1 publicado) ou uma vez</translation>
    </message>
    <message>
        <source>count_twice</source>
        <translation>contar duas vezes</translation>
    </message>
    <message>
        <source>1: every land hex counts each same neighbour (pairs count 2); 0: pairs count once</source>
        <translation>1: cada hexágono de terra conta cada vizinho igual (pares contam 2); 0: pares contam uma vez</translation>
    </message>
    <message>
        <source>How far the seats&apos; values in the greedy opening draft spread beyond a tolerance</source>
        <translation>Quanto os valores dos assentos no draft guloso de abertura se espalham além de uma tolerância</translation>
    </message>
    <message>
        <source>pips the highest and lowest seat&apos;s drafted corners may differ by</source>
        <translation>pontos em que os cantos escolhidos do assento mais alto e do mais baixo podem diferir</translation>
    </message>
    <message>
        <source>Cells that differ from their image under a symmetry (mirror, turn): symmetry as a soft requirement</source>
        <translation>Células que diferem da sua imagem sob uma simetria (espelho, giro): simetria como requisito flexível</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modo</translation>
    </message>
    <message>
        <source>mirror-v, mirror-h, rotate-2, rotate-3, rotate-6 or mirror-2</source>
        <translation>mirror-v, mirror-h, rotate-2, rotate-3, rotate-6 ou mirror-2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>marcadores</translation>
    </message>
    <message>
        <source>1: a cell&apos;s number token must match its image&apos;s too</source>
        <translation>1: o marcador numérico de uma célula também deve coincidir com o da sua imagem</translation>
    </message>
    <message>
        <source>Adjacent hexes whose tokens are both in a set (Catan REQ3: 6 and 8)</source>
        <translation>Hexágonos vizinhos cujos marcadores estão ambos em um conjunto (Catan REQ3: 6 e 8)</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>números</translation>
    </message>
    <message>
        <source>comma-separated token numbers that must not touch</source>
        <translation>números de marcador separados por vírgula que não podem se tocar</translation>
    </message>
    <message>
        <source>Water split into more pieces than allowed: max(0, components - allowed)</source>
        <translation>Água dividida em mais pedaços que o permitido: max(0, componentes - permitidos)</translation>
    </message>
    <message>
        <source>allowed_components</source>
        <translation>componentes permitidos</translation>
    </message>
    <message>
        <source>pieces of water that are not a violation (published: 2)</source>
        <translation>pedaços de água que não são uma violação (publicado: 2)</translation>
    </message>
    <message>
        <source>Water hexes whose water-neighbour count is outside [min, max] (strict TM REQ2)</source>
        <translation>Hexágonos de água cujo número de vizinhos de água está fora de [min, max] (TM REQ2 estrito)</translation>
    </message>
    <message>
        <source>fewest water neighbours a water hex may have</source>
        <translation>menos vizinhos de água que um hexágono de água pode ter</translation>
    </message>
    <message>
        <source>most water neighbours a water hex may have</source>
        <translation>mais vizinhos de água que um hexágono de água pode ter</translation>
    </message>
    <message>
        <source>Every algorithm (portfolio race)</source>
        <translation>Todos os algoritmos (corrida de portfólio)</translation>
    </message>
    <message>
        <source>The algorithms race on one map, each on its own thread; each improvement is credited to its finder</source>
        <translation>Os algoritmos correm em um mapa, cada um em sua própria thread; cada melhoria é creditada a quem a encontrou</translation>
    </message>
    <message>
        <source>race this algorithm (with its default settings)</source>
        <translation>incluir este algoritmo na corrida (com suas configurações padrão)</translation>
    </message>
    <message>
        <source>Ant colony</source>
        <translation>Colônia de formigas</translation>
    </message>
    <message>
        <source>Ants build maps cell by cell from pheromone on (cell, kind); deposits Q / (score + 1)</source>
        <translation>Formigas constroem mapas célula a célula a partir do feromônio em (célula, tipo); depósito Q / (pontuação + 1)</translation>
    </message>
    <message>
        <source>ants</source>
        <translation>formigas</translation>
    </message>
    <message>
        <source>ants per generation</source>
        <translation>formigas por geração</translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>alfa</translation>
    </message>
    <message>
        <source>pheromone exponent α</source>
        <translation>expoente do feromônio α</translation>
    </message>
    <message>
        <source>rho</source>
        <translation>rho</translation>
    </message>
    <message>
        <source>evaporation rate ρ</source>
        <translation>taxa de evaporação ρ</translation>
    </message>
    <message>
        <source>q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>deposit constant Q (an ant deposits Q / (L + 1))</source>
        <translation>constante de depósito Q (uma formiga deposita Q / (L + 1))</translation>
    </message>
    <message>
        <source>initial_tau</source>
        <translation>tau inicial</translation>
    </message>
    <message>
        <source>initial pheromone τ0</source>
        <translation>feromônio inicial τ0</translation>
    </message>
    <message>
        <source>deposit</source>
        <translation>depósito</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>iteration_best</source>
        <translation>melhor da iteração</translation>
    </message>
    <message>
        <source>best_so_far</source>
        <translation>melhor até agora</translation>
    </message>
    <message>
        <source>which ants deposit: every ant (the paper), the iteration&apos;s best or the best so far (not in the paper)</source>
        <translation>quais formigas depositam: todas (o artigo), a melhor da iteração ou a melhor até agora (fora do artigo)</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordem</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>artigo</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>embaralhada</translation>
    </message>
    <message>
        <source>cell visiting order: the board&apos;s fixed order (the paper) or a new random order per ant (not in the paper)</source>
        <translation>ordem de visita das células: a ordem fixa do tabuleiro (o artigo) ou uma nova ordem aleatória por formiga (fora do artigo)</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>escolha</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>peças</translation>
    </message>
    <message>
        <source>what the roulette weighs: each kind the pool still has once (τ^α) or each tile left (τ^α × tiles left, as drawing a tile)</source>
        <translation>o que a roleta pondera: cada tipo que a reserva ainda tem, uma vez (τ^α), ou cada peça restante (τ^α × peças restantes, como ao tirar uma peça)</translation>
    </message>
    <message>
        <source>tau_min</source>
        <translation>tau mínimo</translation>
    </message>
    <message>
        <source>lower bound on τ after each update (0: none, the paper; not in the paper)</source>
        <translation>limite inferior de τ após cada atualização (0: nenhum, como no artigo; fora do artigo)</translation>
    </message>
    <message>
        <source>tau_max</source>
        <translation>tau máximo</translation>
    </message>
    <message>
        <source>upper bound on τ after each update (0: none, the paper; not in the paper)</source>
        <translation>limite superior de τ após cada atualização (0: nenhum, como no artigo; fora do artigo)</translation>
    </message>
    <message>
        <source>full_rescore</source>
        <translation>repontuação completa</translation>
    </message>
    <message>
        <source>1: score every ant&apos;s map from scratch (the reference path; same results, slower)</source>
        <translation>1: pontuar o mapa de cada formiga do zero (o caminho de referência; mesmos resultados, mais lento)</translation>
    </message>
    <message>
        <source>Hexloom fast solver</source>
        <translation>Solucionador rápido do Hexloom</translation>
    </message>
    <message>
        <source>Conflict-directed swaps with exact incremental deltas, tabu tenure or annealing, and escapes</source>
        <translation>Trocas guiadas por conflitos com deltas incrementais exatos, permanência tabu ou recozimento, e escapes</translation>
    </message>
    <message>
        <source>tabu</source>
        <translation>tabu</translation>
    </message>
    <message>
        <source>annealing</source>
        <translation>recozimento</translation>
    </message>
    <message>
        <source>tabu: best non-tabu swap of a conflicted cell; annealing: Metropolis on random swaps</source>
        <translation>tabu: melhor troca não tabu de uma célula em conflito; recozimento: Metropolis em trocas aleatórias</translation>
    </message>
    <message>
        <source>tabu_tenure</source>
        <translation>permanência tabu</translation>
    </message>
    <message>
        <source>steps a swapped cell stays tabu</source>
        <translation>passos em que uma célula trocada fica tabu</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>candidatos</translation>
    </message>
    <message>
        <source>0: try every unlocked cell as partner; else the conflicted cells plus this many from a random offset</source>
        <translation>0: tentar cada célula destravada como parceira; senão as células em conflito mais esta quantidade a partir de um deslocamento aleatório</translation>
    </message>
    <message>
        <source>global_candidates</source>
        <translation>candidatos globais</translation>
    </message>
    <message>
        <source>boards under 1,024 hexes: the partners from a random offset when the step&apos;s cell breaks a global requirement such as water connectivity (0: every unlocked cell)</source>
        <translation>tabuleiros com menos de 1.024 hexágonos: as parceiras a partir de um deslocamento aleatório quando a célula do passo viola um requisito global como a conectividade da água (0: cada célula destravada)</translation>
    </message>
    <message>
        <source>conflict_partners</source>
        <translation>parceiras em conflito</translation>
    </message>
    <message>
        <source>0: every conflicted cell is a partner; else at most this many (a window from a random offset)</source>
        <translation>0: cada célula em conflito é parceira; senão no máximo esta quantidade (uma janela a partir de um deslocamento aleatório)</translation>
    </message>
    <message>
        <source>near_partners</source>
        <translation>parceiras próximas</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>also try every cell within two hexes of the chosen cell as partner (auto: on boards of 1,024 hexes or more)</source>
        <translation>tentar também como parceira cada célula a até dois hexágonos da célula escolhida (automático: em tabuleiros de 1.024 hexágonos ou mais)</translation>
    </message>
    <message>
        <source>river_joins</source>
        <translation>junções de rios</translation>
    </message>
    <message>
        <source>a hex of a minor water piece may move the piece&apos;s far end onto the shortest land path to other water, one multi-swap move (auto: on boards of 1,024 hexes or more)</source>
        <translation>um hexágono de um pedaço menor de água pode mover a ponta distante do pedaço para o caminho de terra mais curto até outra água, um movimento de várias trocas (automático: em tabuleiros de 1.024 hexágonos ou mais)</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>ruído</translation>
    </message>
    <message>
        <source>chance per step of a random (annealing) move in tabu mode</source>
        <translation>chance por passo de um movimento aleatório (de recozimento) no modo tabu</translation>
    </message>
    <message>
        <source>escape_after</source>
        <translation>escape após</translation>
    </message>
    <message>
        <source>steps without a new best before an escape (at least hexes / 16)</source>
        <translation>passos sem novo melhor antes de um escape (pelo menos hexágonos / 16)</translation>
    </message>
    <message>
        <source>escape_swaps</source>
        <translation>trocas de escape</translation>
    </message>
    <message>
        <source>random swaps applied to the best map by an escape</source>
        <translation>trocas aleatórias aplicadas ao melhor mapa por um escape</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>annealing start temperature (also for noise moves)</source>
        <translation>temperatura inicial do recozimento (também para movimentos de ruído)</translation>
    </message>
    <message>
        <source>cooling</source>
        <translation>resfriamento</translation>
    </message>
    <message>
        <source>annealing temperature factor per step</source>
        <translation>fator de temperatura do recozimento por passo</translation>
    </message>
    <message>
        <source>Steepest-ascent hill climbing</source>
        <translation>Subida de encosta mais íngreme</translation>
    </message>
    <message>
        <source>Best improving swap of a random hex with its neighbours; random restarts when stuck</source>
        <translation>Melhor troca que melhora de um hexágono aleatório com seus vizinhos; reinícios aleatórios quando empaca</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>reinício</translation>
    </message>
    <message>
        <source>patience</source>
        <translation>paciência</translation>
    </message>
    <message>
        <source>when to restart: at the first pick with no improving swap (the paper&apos;s local optimum) or after restart_after picks in a row (not in the paper)</source>
        <translation>quando reiniciar: na primeira escolha sem troca que melhora (o ótimo local do artigo) ou após restart_after escolhas seguidas (fora do artigo)</translation>
    </message>
    <message>
        <source>restart_after</source>
        <translation>reiniciar após</translation>
    </message>
    <message>
        <source>restart=patience: picks in a row without improvement before a random restart (not in the paper)</source>
        <translation>restart=patience: escolhas seguidas sem melhoria antes de um reinício aleatório (fora do artigo)</translation>
    </message>
    <message>
        <source>Particle swarm</source>
        <translation>Enxame de partículas</translation>
    </message>
    <message>
        <source>Real-vector particles decoded into maps through the pool list with the paper&apos;s repair</source>
        <translation>Partículas de vetores reais decodificadas em mapas pela lista da reserva com o reparo do artigo</translation>
    </message>
    <message>
        <source>swarm_size</source>
        <translation>tamanho do enxame</translation>
    </message>
    <message>
        <source>particles (not in the paper: Hexloom&apos;s choice)</source>
        <translation>partículas (fora do artigo: escolha do Hexloom)</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>inertia (paper tried 0.01, 0.33, 0.66, 0.99; best 0.66)</source>
        <translation>inércia (o artigo testou 0,01, 0,33, 0,66, 0,99; melhor 0,66)</translation>
    </message>
    <message>
        <source>c1</source>
        <translation>c1</translation>
    </message>
    <message>
        <source>cognitive weight, pull to the particle&apos;s own best (paper grid 0.01 to 0.99)</source>
        <translation>peso cognitivo, atração ao melhor da própria partícula (grade do artigo 0,01 a 0,99)</translation>
    </message>
    <message>
        <source>c2</source>
        <translation>c2</translation>
    </message>
    <message>
        <source>social weight, pull to the swarm&apos;s best (paper grid 0.01 to 0.99)</source>
        <translation>peso social, atração ao melhor do enxame (grade do artigo 0,01 a 0,99)</translation>
    </message>
    <message>
        <source>velocity_clamp</source>
        <translation>limite de velocidade</translation>
    </message>
    <message>
        <source>largest speed per component, as a fraction of its range (not in the paper: Hexloom&apos;s choice)</source>
        <translation>maior velocidade por componente, como fração do seu intervalo (fora do artigo: escolha do Hexloom)</translation>
    </message>
    <message>
        <source>pool_order</source>
        <translation>ordem da reserva</translation>
    </message>
    <message>
        <source>sorted</source>
        <translation>ordenada</translation>
    </message>
    <message>
        <source>order of the decoder&apos;s pool list Γ: kind by kind, or shuffled once per run (not in the paper)</source>
        <translation>ordem da lista da reserva Γ do decodificador: tipo a tipo, ou embaralhada uma vez por execução (fora do artigo)</translation>
    </message>
    <message>
        <source>mutation</source>
        <translation>mutação</translation>
    </message>
    <message>
        <source>per component and move, probability of a uniform new position (not in the paper: 0)</source>
        <translation>por componente e movimento, probabilidade de uma nova posição uniforme (fora do artigo: 0)</translation>
    </message>
    <message>
        <source>1: score every decoded map from scratch (the reference path; same results, slower)</source>
        <translation>1: pontuar cada mapa decodificado do zero (o caminho de referência; mesmos resultados, mais lento)</translation>
    </message>
    <message>
        <source>Tabu search</source>
        <translation>Busca tabu</translation>
    </message>
    <message>
        <source>Best of sampled 6-hex rotations per iteration, with a tabu list of recent maps and aspiration</source>
        <translation>Melhor de rotações amostradas de 6 hexágonos por iteração, com uma lista tabu de mapas recentes e aspiração</translation>
    </message>
    <message>
        <source>neighbourhood_size</source>
        <translation>tamanho da vizinhança</translation>
    </message>
    <message>
        <source>candidates sampled per iteration (the paper&apos;s grid: 10, 25, 50, 75, 100; the default is Hexloom&apos;s choice)</source>
        <translation>candidatos amostrados por iteração (grade do artigo: 10, 25, 50, 75, 100; o padrão é escolha do Hexloom)</translation>
    </message>
    <message>
        <source>tabu_size</source>
        <translation>tamanho da lista tabu</translation>
    </message>
    <message>
        <source>recent maps that are tabu (the paper&apos;s grid: 10, 20, 30, 50, 75, 100; the default is Hexloom&apos;s choice)</source>
        <translation>mapas recentes que são tabu (grade do artigo: 10, 20, 30, 50, 75, 100; o padrão é escolha do Hexloom)</translation>
    </message>
    <message>
        <source>perturb_size</source>
        <translation>tamanho da perturbação</translation>
    </message>
    <message>
        <source>hexes rotated by one perturb (paper: 6)</source>
        <translation>hexágonos girados por uma perturbação (artigo: 6)</translation>
    </message>
    <message>
        <source>1: score every candidate from scratch (the reference path; same results, slower)</source>
        <translation>1: pontuar cada candidato do zero (o caminho de referência; mesmos resultados, mais lento)</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;: %2</source>
        <translation>campo &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the pool holds %1 tiles but the board has %2 cells (%3 too many)</source>
        <translation>a reserva tem %1 peças, mas o tabuleiro tem %2 hexágonos (%3 a mais)</translation>
    </message>
    <message>
        <source>the pool holds %1 tiles but the board has %2 cells (%3 too few)</source>
        <translation>a reserva tem %1 peças, mas o tabuleiro tem %2 hexágonos (%3 a menos)</translation>
    </message>
    <message>
        <source>%1 number tokens for %2 tiles that take one (their kinds&apos; pool counts)</source>
        <translation>%1 marcadores numéricos para %2 peças que recebem um (as contagens de reserva dos seus tipos)</translation>
    </message>
    <message>
        <source>player %1&apos;s home needs a home tile: the kind its hex holds</source>
        <translation>a base do jogador %1 precisa de uma peça de base: o tipo que o seu hexágono contém</translation>
    </message>
    <message>
        <source>%1 homes hold %2 but the pool has %3 of it</source>
        <translation>%1 bases contêm %2, mas a reserva tem %3 dele</translation>
    </message>
    <message>
        <source>player %1 has no home: give it a home hex or a home kind</source>
        <translation>o jogador %1 não tem base: dê a ele um hexágono de base ou um tipo de base</translation>
    </message>
    <message>
        <source>player %1&apos;s home %2 is off the board (%3)</source>
        <translation>a base %2 do jogador %1 está fora do tabuleiro (%3)</translation>
    </message>
    <message>
        <source>player %1&apos;s home %2 is already player %3&apos;s home</source>
        <translation>a base %2 do jogador %1 já é a base do jogador %3</translation>
    </message>
    <message>
        <source>empty cell before &apos;,&apos;</source>
        <translation>célula vazia antes de &apos;,&apos;</translation>
    </message>
    <message>
        <source>unknown letter &quot;%1&quot; for rule set %2 (known: %3, N for padding)</source>
        <translation>letra “%1” desconhecida para o conjunto de regras %2 (conhecidas: %3, N para preenchimento)</translation>
    </message>
    <message>
        <source>unknown byte 0x%1 for rule set %2 (known: %3, N for padding)</source>
        <translation>byte 0x%1 desconhecido para o conjunto de regras %2 (conhecidas: %3, N para preenchimento)</translation>
    </message>
    <message>
        <source>no board rows found (expected comma-separated terrain letters)</source>
        <translation>nenhuma linha do tabuleiro encontrada (esperadas letras de terreno separadas por vírgula)</translation>
    </message>
    <message>
        <source>empty cell</source>
        <translation>célula vazia</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a letter optionally followed by a token number</source>
        <translation>“%1” não é uma letra seguida opcionalmente de um número de marcador</translation>
    </message>
    <message>
        <source>token %1 is outside 1 to 127</source>
        <translation>o marcador %1 está fora de 1 a 127</translation>
    </message>
    <message>
        <source>the board has no cells (only padding)</source>
        <translation>o tabuleiro não tem células (só preenchimento)</translation>
    </message>
    <message>
        <source>expected &quot;odd&quot; or &quot;even&quot;, found &quot;%1&quot;</source>
        <translation>era esperado “odd” ou “even”, encontrado “%1”</translation>
    </message>
    <message>
        <source>a board needs at least one cell</source>
        <translation>um tabuleiro precisa de pelo menos uma célula</translation>
    </message>
    <message>
        <source>expected [row, column], whole numbers from 0 to %1</source>
        <translation>era esperado [linha, coluna], números inteiros de 0 a %1</translation>
    </message>
    <message>
        <source>lists a cell more than once</source>
        <translation>lista uma célula mais de uma vez</translation>
    </message>
    <message>
        <source>missing; name a built-in rule set or embed a rule-set object</source>
        <translation>ausente; indique um conjunto de regras embutido ou incorpore um objeto de conjunto de regras</translation>
    </message>
    <message>
        <source>expected a built-in rule-set name or a rule-set object</source>
        <translation>era esperado o nome de um conjunto de regras embutido ou um objeto de conjunto de regras</translation>
    </message>
    <message>
        <source>no cell at row %1, column %2 on a %3 board</source>
        <translation>nenhuma célula na linha %1, coluna %2 em um tabuleiro %3</translation>
    </message>
    <message>
        <source>row %1, column %2 is listed twice</source>
        <translation>linha %1, coluna %2 aparece duas vezes</translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; for rule set %2 (known: %3)</source>
        <translation>terreno “%1” desconhecido para o conjunto de regras %2 (conhecidos: %3)</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-map&quot; (is this a Hexloom map file?)</source>
        <translation>era esperado “hexloom-map” (este é um arquivo de mapa do Hexloom?)</translation>
    </message>
    <message>
        <source>written by a newer Hexloom (version %1); this one reads version %2</source>
        <translation>escrito por um Hexloom mais novo (versão %1); este lê a versão %2</translation>
    </message>
    <message>
        <source>in a group of %1 %2 hexes (at most %3)</source>
        <translation>em um grupo de %1 hexágonos de %2 (no máximo %3)</translation>
    </message>
    <message>
        <source>corner %1 has %2 pips (allowed %3-%4, numbers distinct)</source>
        <translation>o canto %1 tem %2 pontos (permitido %3-%4, números distintos)</translation>
    </message>
    <message>
        <source>corner %1 has %2 pips (allowed %3-%4)</source>
        <translation>o canto %1 tem %2 pontos (permitido %3-%4)</translation>
    </message>
    <message>
        <source>%1 has %2 more than once</source>
        <translation>%1 tem o %2 mais de uma vez</translation>
    </message>
    <message>
        <source>%1: must be at least %2 hexes from the listed kinds</source>
        <translation>%1: deve estar a pelo menos %2 hexágonos dos tipos listados</translation>
    </message>
    <message>
        <source>%1: needs a listed kind within %2 hexes</source>
        <translation>%1: precisa de um tipo listado a até %2 hexágonos</translation>
    </message>
    <message>
        <source>%1 may not touch %2</source>
        <translation>%1 não pode tocar %2</translation>
    </message>
    <message>
        <source>this water is cut off from the main river</source>
        <translation>esta água está isolada do rio principal</translation>
    </message>
    <message>
        <source>island of %1 hexes (at least %2 wanted)</source>
        <translation>ilha de %1 hexágonos (pelo menos %2 desejados)</translation>
    </message>
    <message>
        <source>%1 has %2 pips; its group averages %3 (tolerance %4)</source>
        <translation>%1 tem %2 pontos; a média do seu grupo é %3 (tolerância %4)</translation>
    </message>
    <message>
        <source>no neighbour one spade away: neighbours are %1</source>
        <translation>nenhum vizinho a uma pá de distância: os vizinhos são %1</translation>
    </message>
    <message>
        <source>counts for %1 (value %2)</source>
        <translation>conta para %1 (valor %2)</translation>
    </message>
    <message>
        <source>the players&apos; values are not fair</source>
        <translation>os valores dos jogadores não são justos</translation>
    </message>
    <message>
        <source>land hex surrounded by water on every side</source>
        <translation>hexágono de terra cercado de água por todos os lados</translation>
    </message>
    <message>
        <source>water hex with no water neighbour</source>
        <translation>hexágono de água sem vizinho de água</translation>
    </message>
    <message>
        <source>river ends inside the board (one water neighbour, not on the border)</source>
        <translation>o rio termina dentro do tabuleiro (um vizinho de água, fora da borda)</translation>
    </message>
    <message>
        <source>both water neighbours are on the border</source>
        <translation>os dois vizinhos de água estão na borda</translation>
    </message>
    <message>
        <source>water hex with %1 water neighbours (at most 3)</source>
        <translation>hexágono de água com %1 vizinhos de água (no máximo 3)</translation>
    </message>
    <message>
        <source>a neighbour is %1 too</source>
        <translation>um vizinho também é %1</translation>
    </message>
    <message>
        <source>1 neighbour is %1 too</source>
        <translation>1 vizinho também é %1</translation>
    </message>
    <message>
        <source>%1 neighbours are %2 too</source>
        <translation>%1 vizinhos também são %2</translation>
    </message>
    <message>
        <source>seat %1 drafts corner %2 (%3 pips) in turn %4</source>
        <translation>o assento %1 escolhe o canto %2 (%3 pontos) na rodada %4</translation>
    </message>
    <message>
        <source>seat %1 drafts %2 pips, seat %3 %4 (a spread of %5, tolerance %6)</source>
        <translation>o assento %1 escolhe %2 pontos, o assento %3 %4 (uma amplitude de %5, tolerância %6)</translation>
    </message>
    <message>
        <source>%1 but its %2 image (row %3, column %4) holds %5</source>
        <translation>%1, mas sua imagem por %2 (linha %3, coluna %4) contém %5</translation>
    </message>
    <message>
        <source>%1 but its %2 image (row %3, column %4) holds %5 with token %6</source>
        <translation>%1, mas sua imagem por %2 (linha %3, coluna %4) contém %5 com o marcador %6</translation>
    </message>
    <message>
        <source>token %1 next to %2</source>
        <translation>marcador %1 ao lado de %2</translation>
    </message>
    <message>
        <source>water hex with %1 water neighbours (allowed %2 to %3)</source>
        <translation>hexágono de água com %1 vizinhos de água (permitido %2 a %3)</translation>
    </message>
    <message>
        <source>connection code &apos;+&apos; is built in (it fits everything)</source>
        <translation>o código de conexão &apos;+&apos; é embutido (ele combina com tudo)</translation>
    </message>
    <message>
        <source>connection code &apos;%1&apos; must be a letter or a digit</source>
        <translation>o código de conexão &apos;%1&apos; deve ser uma letra ou um dígito</translation>
    </message>
    <message>
        <source>connection code &apos;%1&apos; is defined twice</source>
        <translation>o código de conexão &apos;%1&apos; está definido duas vezes</translation>
    </message>
    <message>
        <source>more than %1 connection codes</source>
        <translation>mais de %1 códigos de conexão</translation>
    </message>
    <message>
        <source>unknown connection code &apos;%1&apos;</source>
        <translation>código de conexão desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tile &quot;%1&quot;: %2</source>
        <translation>peça “%1”: %2</translation>
    </message>
    <message>
        <source>its hexes are not connected</source>
        <translation>seus hexágonos não estão conectados</translation>
    </message>
    <message>
        <source>%1.terrain: &quot;%2&quot; is no terrain letter of rule set %3</source>
        <translation>%1.terrain: “%2” não é uma letra de terreno do conjunto de regras %3</translation>
    </message>
    <message>
        <source>%1.edges: direction %2 faces the tile&apos;s own hex and must be &apos;-&apos;</source>
        <translation>%1.edges: a direção %2 aponta para um hexágono da própria peça e deve ser &apos;-&apos;</translation>
    </message>
    <message>
        <source>%1.edges: direction %2 is an outer edge and needs a connection code</source>
        <translation>%1.edges: a direção %2 é uma borda externa e precisa de um código de conexão</translation>
    </message>
    <message>
        <source>%1.edges: unknown connection code &apos;%2&apos;</source>
        <translation>%1.edges: código de conexão desconhecido &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a tile set needs at least one tile</source>
        <translation>um conjunto de peças precisa de pelo menos uma peça</translation>
    </message>
    <message>
        <source>more than %1 tiles</source>
        <translation>mais de %1 peças</translation>
    </message>
    <message>
        <source>a tile has an empty id</source>
        <translation>uma peça tem um id vazio</translation>
    </message>
    <message>
        <source>duplicate tile id &quot;%1&quot;</source>
        <translation>id de peça “%1” duplicado</translation>
    </message>
    <message>
        <source>needs 1 to %1 hexes</source>
        <translation>precisa de 1 a %1 hexágonos</translation>
    </message>
    <message>
        <source>its first hex must be the origin [0, 0]</source>
        <translation>seu primeiro hexágono deve ser a origem [0, 0]</translation>
    </message>
    <message>
        <source>hex [%1, %2] is listed twice</source>
        <translation>o hexágono [%1, %2] aparece duas vezes</translation>
    </message>
    <message>
        <source>counts must satisfy 0 &lt;= min &lt;= max &lt;= %1</source>
        <translation>as quantidades devem satisfazer 0 &lt;= min &lt;= max &lt;= %1</translation>
    </message>
    <message>
        <source>more than %1 fixed tiles</source>
        <translation>mais de %1 peças fixas</translation>
    </message>
    <message>
        <source>fixed tile names unknown tile &quot;%1&quot;</source>
        <translation>uma peça fixa cita a peça desconhecida “%1”</translation>
    </message>
    <message>
        <source>fixed tile &quot;%1&quot;: rotation must be 0 to 5</source>
        <translation>peça fixa “%1”: a rotação deve ser de 0 a 5</translation>
    </message>
    <message>
        <source>fixed tile &quot;%1&quot; may not rotate</source>
        <translation>a peça fixa “%1” não pode girar</translation>
    </message>
    <message>
        <source>tile &quot;%1&quot; is fixed more often than its max</source>
        <translation>a peça “%1” está fixa mais vezes do que o seu máximo</translation>
    </message>
    <message>
        <source>expected one letter or digit</source>
        <translation>era esperada uma letra ou um dígito</translation>
    </message>
    <message>
        <source>expected two whole numbers [q, r]</source>
        <translation>eram esperados dois números inteiros [q, r]</translation>
    </message>
    <message>
        <source>expected whole numbers from -%1 to %1</source>
        <translation>eram esperados números inteiros de -%1 a %1</translation>
    </message>
    <message>
        <source>expected one terrain letter</source>
        <translation>era esperada uma letra de terreno</translation>
    </message>
    <message>
        <source>expected 6 characters (E, NE, NW, W, SW, SE), found &quot;%1&quot;</source>
        <translation>eram esperados 6 caracteres (E, NE, NW, W, SW, SE), encontrado “%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no connection code (letters, digits, &apos;+&apos;, or &apos;-&apos; inside the tile)</source>
        <translation>&apos;%1&apos; não é um código de conexão (letras, dígitos, &apos;+&apos; ou &apos;-&apos; dentro da peça)</translation>
    </message>
    <message>
        <source>is larger than max (%1)</source>
        <translation>é maior que max (%1)</translation>
    </message>
    <message>
        <source>a tile needs at least one hex</source>
        <translation>uma peça precisa de pelo menos um hexágono</translation>
    </message>
    <message>
        <source>no tile with id &quot;%1&quot;</source>
        <translation>nenhuma peça com o id “%1”</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-tileset&quot;</source>
        <translation>era esperado “hexloom-tileset”</translation>
    </message>
    <message>
        <source>this file was written by a newer Hexloom; this one reads version 1</source>
        <translation>este arquivo foi escrito por um Hexloom mais novo; este lê a versão 1</translation>
    </message>
    <message>
        <source>cannot load rule set &quot;%1&quot;: %2</source>
        <translation>não é possível carregar o conjunto de regras “%1”: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no board spec (rect:WxH, hexagon:R, terra-mystica[:ROWSxLONG])</source>
        <translation>“%1” não é uma especificação de tabuleiro (rect:LxA, hexagon:R, terra-mystica[:LINHASxLONGA])</translation>
    </message>
    <message>
        <source>no such tile-set file or built-in tile set (built-in: %1)</source>
        <translation>nenhum arquivo de conjunto de peças ou conjunto de peças incluído com esse nome (incluídos: %1)</translation>
    </message>
    <message>
        <source>board spec &quot;%1&quot;: &quot;%2&quot; is not a whole number</source>
        <translation>especificação de tabuleiro “%1”: “%2” não é um número inteiro</translation>
    </message>
    <message>
        <source>board spec &quot;%1&quot;: expected two numbers like 12x8, found &quot;%2&quot;</source>
        <translation>especificação de tabuleiro “%1”: eram esperados dois números como 12x8, encontrado “%2”</translation>
    </message>
    <message>
        <source>home cell %1 is not on the board (%2)</source>
        <translation>o hexágono de base %1 não está no tabuleiro (%2)</translation>
    </message>
    <message>
        <source>requirement %1: %2</source>
        <translation>requisito %1: %2</translation>
    </message>
    <message>
        <source>terra-mystica rows=%1 long=%2 long-first</source>
        <translation>Terra Mystica, %1 linhas de %2 hexágonos, linha longa primeiro</translation>
    </message>
    <message>
        <source>terra-mystica rows=%1 long=%2 short-first</source>
        <translation>Terra Mystica, %1 linhas de %2 hexágonos, linha curta primeiro</translation>
    </message>
    <message>
        <source>hexagon radius=%1</source>
        <translation>hexágono de raio %1</translation>
    </message>
    <message>
        <source>rectangle %1x%2</source>
        <translation>retângulo %1x%2</translation>
    </message>
    <message>
        <source>custom %1 cells</source>
        <translation>livre, %1 células</translation>
    </message>
    <message>
        <source>constraint graph: %1</source>
        <translation>grafo de restrições: %1</translation>
    </message>
    <message>
        <source>constraint graph &quot;%1&quot;: %2</source>
        <translation>grafo de restrições “%1”: %2</translation>
    </message>
    <message>
        <source>needs at least one node</source>
        <translation>precisa de pelo menos um nó</translation>
    </message>
    <message>
        <source>has %1 nodes; the limit is %2</source>
        <translation>tem %1 nós; o limite é %2</translation>
    </message>
    <message>
        <source>a node has an empty id</source>
        <translation>um nó tem um id vazio</translation>
    </message>
    <message>
        <source>duplicate node id &quot;%1&quot;</source>
        <translation>id de nó “%1” duplicado</translation>
    </message>
    <message>
        <source>node &quot;%1&quot;: min_size must be at least 1</source>
        <translation>nó “%1”: min_size deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>node &quot;%1&quot;: more than %2 pinned cells</source>
        <translation>nó “%1”: mais de %2 células fixadas</translation>
    </message>
    <message>
        <source>has %1 edges; a planar graph of at most %2 nodes has at most %3</source>
        <translation>tem %1 arestas; um grafo planar de no máximo %2 nós tem no máximo %3</translation>
    </message>
    <message>
        <source>an edge names a node that does not exist</source>
        <translation>uma aresta cita um nó que não existe</translation>
    </message>
    <message>
        <source>edge %1 joins a node to itself</source>
        <translation>a aresta %1 liga um nó a ele mesmo</translation>
    </message>
    <message>
        <source>edge %1 is listed twice</source>
        <translation>a aresta %1 aparece duas vezes</translation>
    </message>
    <message>
        <source>nested graphs go %1 levels deep; the limit is %2</source>
        <translation>os grafos aninhados têm %1 níveis de profundidade; o limite é %2</translation>
    </message>
    <message>
        <source>is not planar, so no map of contiguous regions can have exactly these adjacencies (remove edges until it can be drawn without crossings)</source>
        <translation>não é planar, então nenhum mapa de regiões contíguas pode ter exatamente estas adjacências (remova arestas até que ele possa ser desenhado sem cruzamentos)</translation>
    </message>
    <message>
        <source>property share for &quot;%1&quot; but no node has that property</source>
        <translation>parcela da propriedade “%1”, mas nenhum nó tem essa propriedade</translation>
    </message>
    <message>
        <source>property share for &quot;%1&quot; must be between 0 and 100 percent</source>
        <translation>a parcela da propriedade “%1” deve estar entre 0 e 100 por cento</translation>
    </message>
    <message>
        <source>expected [row, column] with whole numbers from 0</source>
        <translation>era esperado [linha, coluna] com números inteiros a partir de 0</translation>
    </message>
    <message>
        <source>must be non-empty text without &apos;/&apos;</source>
        <translation>deve ser um texto não vazio sem &apos;/&apos;</translation>
    </message>
    <message>
        <source>expected one capital letter, found &quot;%1&quot;</source>
        <translation>era esperada uma letra maiúscula, encontrado “%1”</translation>
    </message>
    <message>
        <source>nested graphs go deeper than %1 levels</source>
        <translation>os grafos aninhados passam de %1 níveis</translation>
    </message>
    <message>
        <source>expected [&quot;node id&quot;, &quot;node id&quot;]</source>
        <translation>era esperado [&quot;id do nó&quot;, &quot;id do nó&quot;]</translation>
    </message>
    <message>
        <source>no node with id &quot;%1&quot;</source>
        <translation>nenhum nó com o id “%1”</translation>
    </message>
    <message>
        <source>a constraint graph needs at least one node</source>
        <translation>um grafo de restrições precisa de pelo menos um nó</translation>
    </message>
    <message>
        <source>expected &quot;hexloom-graph&quot;</source>
        <translation>era esperado “hexloom-graph”</translation>
    </message>
    <message>
        <source>cell [%1, %2] is not on the board (%3)</source>
        <translation>a célula [%1, %2] não está no tabuleiro (%3)</translation>
    </message>
    <message>
        <source>must not exceed params.max</source>
        <translation>não pode passar de params.max</translation>
    </message>
    <message>
        <source>corner-pips counts the pips of number tokens, and rule set %1 has none (give it &quot;tokens&quot;)</source>
        <translation>corner-pips conta os pontos dos marcadores numéricos, e o conjunto de regras %1 não tem nenhum (dê a ele “tokens”)</translation>
    </message>
    <message>
        <source>set min or max above 0 (both are off)</source>
        <translation>defina min ou max acima de 0 (ambos estão desligados)</translation>
    </message>
    <message>
        <source>an empty kind in the list</source>
        <translation>um tipo vazio na lista</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (known: %2)</source>
        <translation>tipo desconhecido “%1” (conhecidos: %2)</translation>
    </message>
    <message>
        <source>needs at least one kind</source>
        <translation>precisa de pelo menos um tipo</translation>
    </message>
    <message>
        <source>needs at least one pair such as &quot;harbour-wood:wood&quot;</source>
        <translation>precisa de pelo menos um par como &quot;harbour-wood:wood&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pair &quot;kinds:kinds&quot; (kinds separated by |)</source>
        <translation>“%1” não é um par &quot;tipos:tipos&quot; (tipos separados por |)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number from 0 to 1000000</source>
        <translation>“%1” não é um número de 0 a 1000000</translation>
    </message>
    <message>
        <source>at most %1 weights</source>
        <translation>no máximo %1 pesos</translation>
    </message>
    <message>
        <source>with spread 0 a minimum of 0 or more is needed</source>
        <translation>com spread 0 é preciso um minimum de 0 ou mais</translation>
    </message>
    <message>
        <source>player-value needs the rule set&apos;s players (2 to 8), found %1</source>
        <translation>player-value precisa dos jogadores do conjunto de regras (2 a 8), encontrado %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>“%1” aparece duas vezes</translation>
    </message>
    <message>
        <source>unknown attribute &quot;%1&quot; (known: %2)</source>
        <translation>atributo desconhecido “%1” (conhecidos: %2)</translation>
    </message>
    <message>
        <source>needs at least one attribute</source>
        <translation>precisa de pelo menos um atributo</translation>
    </message>
    <message>
        <source>needs at least one weight</source>
        <translation>precisa de pelo menos um peso</translation>
    </message>
    <message>
        <source>cell (%1, %2) is not on the board (%3)</source>
        <translation>a célula (%1, %2) não está no tabuleiro (%3)</translation>
    </message>
    <message>
        <source>requirement (no id): %1</source>
        <translation>requisito (sem id): %1</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1000000</source>
        <translation>deve ser um número de 0 a 1000000</translation>
    </message>
    <message>
        <source>not a parameter of %1</source>
        <translation>não é um parâmetro de %1</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>era esperado um texto</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>era esperado um número</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>deve estar entre %1 e %2</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot; (known: %2)</source>
        <translation>tipo desconhecido “%1” (conhecidos: %2)</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; (its default &quot;%2&quot;): %3</source>
        <translation>campo &quot;%1&quot; (seu padrão “%2”): %3</translation>
    </message>
    <message>
        <source>empty terrain id at position %1 of &quot;%2&quot;</source>
        <translation>id de terreno vazio na posição %1 de “%2”</translation>
    </message>
    <message>
        <source>no terrain with id &quot;%1&quot; in rule set %2</source>
        <translation>nenhum terreno com o id “%1” no conjunto de regras %2</translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is listed but nothing builds it</source>
        <translation>o tipo “%1” está listado, mas nada o constrói</translation>
    </message>
    <message>
        <source>seat-draft plays the opening on number tokens, and rule set %1 has no kind taking tokens (give it &quot;tokens&quot; and a kind with &quot;token&quot;: true)</source>
        <translation>seat-draft joga a abertura sobre marcadores numéricos, e o conjunto de regras %1 não tem nenhum tipo que receba marcadores (dê a ele “tokens” e um tipo com &quot;token&quot;: true)</translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>era esperado um de %1, encontrado “%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list of numbers 1 to 127</source>
        <translation>“%1” não é uma lista de números de 1 a 127</translation>
    </message>
    <message>
        <source>the board (%1) is not %2 symmetric: %3 cells have no image (%4)</source>
        <translation>o tabuleiro (%1) não é simétrico em %2: %3 células não têm imagem (%4)</translation>
    </message>
    <message>
        <source>the board (%1) is not %2 symmetric: %3 of its %4 cells have no image (%5)</source>
        <translation>o tabuleiro (%1) não é simétrico em %2: %3 das suas %4 células não têm imagem (%5)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 e mais %2</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>era esperado um número inteiro a partir de 0</translation>
    </message>
    <message>
        <source>give the chances of taking the best, second and third legal corner (one to three numbers), or leave noise out</source>
        <translation>dê as chances de pegar o melhor, o segundo e o terceiro canto permitido (um a três números), ou deixe noise de fora</translation>
    </message>
    <message>
        <source>expected a chance from 0 to 1</source>
        <translation>era esperada uma chance de 0 a 1</translation>
    </message>
    <message>
        <source>the chances must sum to 1, they sum to %1</source>
        <translation>as chances devem somar 1, elas somam %1</translation>
    </message>
    <message>
        <source>the chance of taking the best legal corner must be above 0 (it is the only pick when one corner is left)</source>
        <translation>a chance de pegar o melhor canto permitido deve ser maior que 0 (é a única escolha quando resta um canto)</translation>
    </message>
    <message>
        <source>an attribute name is 1 to 32 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>um nome de atributo tem de 1 a 32 letras, dígitos, &apos;-&apos; ou &apos;_&apos;</translation>
    </message>
    <message>
        <source>home cell %1 is already the home of player &quot;%2&quot;; two players cannot share a home</source>
        <translation>o hexágono de base %1 já é a base do jogador “%2”; dois jogadores não podem dividir uma base</translation>
    </message>
    <message>
        <source>duplicate player id &quot;%1&quot;</source>
        <translation>id de jogador “%1” duplicado</translation>
    </message>
    <message>
        <source>give either home (cells [row, col]) or home_kind (a terrain id), not both</source>
        <translation>dê home (células [linha, coluna]) ou home_kind (um id de terreno), não os dois</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; has no home: give home (cells [row, col]) or home_kind (a terrain id)</source>
        <translation>o jogador “%1” não tem base: dê home (células [linha, coluna]) ou home_kind (um id de terreno)</translation>
    </message>
    <message>
        <source>only a home given as cells holds a home tile; this player&apos;s home is the kind home_kind</source>
        <translation>só uma base dada como células contém uma peça de base; a base deste jogador é o tipo home_kind</translation>
    </message>
    <message>
        <source>needs at least one cell [row, col]</source>
        <translation>precisa de pelo menos uma célula [linha, coluna]</translation>
    </message>
    <message>
        <source>expected [row, col], two whole numbers from 0</source>
        <translation>era esperado [linha, coluna], dois números inteiros a partir de 0</translation>
    </message>
    <message>
        <source>name the kind these home cells hold in home_tile (a terrain id); the rule set has no kind &quot;home&quot; to default to</source>
        <translation>diga em home_tile o tipo que estas células de base contêm (um id de terreno); o conjunto de regras não tem um tipo “home” como padrão</translation>
    </message>
    <message>
        <source>2 to 8 players, found %1</source>
        <translation>2 a 8 jogadores, encontrado %1</translation>
    </message>
    <message>
        <source>needs at least one weight (distance 0)</source>
        <translation>precisa de pelo menos um peso (distância 0)</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1000000</source>
        <translation>era esperado um número de 0 a 1000000</translation>
    </message>
    <message>
        <source>a label is drawn on the hex and fits at most %1 characters, found %2 (&quot;%3&quot;); put longer text in name</source>
        <translation>um rótulo é desenhado no hexágono e cabe em no máximo %1 caracteres, encontrado %2 (&quot;%3&quot;); coloque textos mais longos em name</translation>
    </message>
    <message>
        <source>must not contain control characters (a label is one line)</source>
        <translation>não pode conter caracteres de controle (um rótulo é uma linha)</translation>
    </message>
    <message>
        <source>no symbol &quot;%1&quot; in the bundled set (%2)</source>
        <translation>nenhum símbolo “%1” no conjunto incluído (%2)</translation>
    </message>
    <message>
        <source>expected an attribute name of this kind or &quot;pips&quot;</source>
        <translation>era esperado um nome de atributo deste tipo ou “pips”</translation>
    </message>
    <message>
        <source>&quot;pips&quot; draws the dots of the hex&apos;s number token, but this kind takes no token (&quot;token&quot;: true)</source>
        <translation>“pips” desenha os pontos do marcador numérico do hexágono, mas este tipo não recebe marcador (&quot;token&quot;: true)</translation>
    </message>
    <message>
        <source>this kind has no attribute &quot;%1&quot; to draw (its attributes: none)</source>
        <translation>este tipo não tem o atributo “%1” para desenhar (seus atributos: nenhum)</translation>
    </message>
    <message>
        <source>this kind has no attribute &quot;%1&quot; to draw (its attributes: %2)</source>
        <translation>este tipo não tem o atributo “%1” para desenhar (seus atributos: %2)</translation>
    </message>
    <message>
        <source>Hexloom maps</source>
        <translation>Mapas do Hexloom</translation>
    </message>
    <message>
        <source>Letter format</source>
        <translation>Formato de letras</translation>
    </message>
    <message>
        <source>Maps</source>
        <translation>Mapas</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos os arquivos</translation>
    </message>
    <message>
        <source>Tiled maps</source>
        <translation>Mapas do Tiled</translation>
    </message>
    <message>
        <source>Tiled maps (XML)</source>
        <translation>Mapas do Tiled (XML)</translation>
    </message>
    <message>
        <source>Tabletop Simulator saves (one board)</source>
        <translation>Jogos salvos do Tabletop Simulator (um tabuleiro)</translation>
    </message>
    <message>
        <source>Tabletop Simulator saves</source>
        <translation>Jogos salvos do Tabletop Simulator</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>não foi possível salvar %1: %2</translation>
    </message>
    <message>
        <source>board %1 must be between %2 and %3, got %4</source>
        <translation>%1 do tabuleiro deve estar entre %2 e %3, encontrado %4</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <source>long row length</source>
        <translation>comprimento da linha longa</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>raio</translation>
    </message>
    <message>
        <source>width</source>
        <translation>largura</translation>
    </message>
    <message>
        <source>height</source>
        <translation>altura</translation>
    </message>
    <message>
        <source>board has %1 cells; the limit is %2</source>
        <translation>o tabuleiro tem %1 hexágonos; o limite é %2</translation>
    </message>
    <message>
        <source>no partition found within the time limit</source>
        <translation>nenhuma partição encontrada dentro do limite de tempo</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>parado</translation>
    </message>
    <message>
        <source>no partition found: every reachable state was searched (try coarsening, restarts or hex removal)</source>
        <translation>nenhuma partição encontrada: todo estado alcançável foi examinado (tente engrossar, reinícios ou remoção de hexágonos)</translation>
    </message>
    <message>
        <source>no partition found in %1 runs</source>
        <translation>nenhuma partição encontrada em %1 execuções</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>no map holds every lock and pool count, whatever its score</source>
        <translation>nenhum mapa respeita todas as travas e contagens do estoque, seja qual for a pontuação</translation>
    </message>
    <message>
        <source>the best map breaks a requirement the encoding does not cover</source>
        <translation>o melhor mapa viola um requisito que a codificação não cobre</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>ainda em execução</translation>
    </message>
    <message>
        <source>inside region &quot;%1&quot;: no partition found within the time limit</source>
        <translation>dentro da região “%1”: nenhuma partição encontrada dentro do limite de tempo</translation>
    </message>
    <message>
        <source>inside region &quot;%1&quot;: %2</source>
        <translation>dentro da região “%1”: %2</translation>
    </message>
    <message>
        <source>requirement %1</source>
        <translation>requisito %1</translation>
    </message>
    <message>
        <source>requirement %1 (%2)</source>
        <translation>requisito %1 (%2)</translation>
    </message>
    <message>
        <source>%1: no kind with id &quot;%2&quot; in rule set %3</source>
        <translation>%1: nenhum tipo com id “%2” no conjunto de regras %3</translation>
    </message>
    <message>
        <source>pool: %1 tiles</source>
        <translation>reserva: %1 peças</translation>
    </message>
    <message>
        <source>players&apos; path cost</source>
        <translation>custo de caminho dos jogadores</translation>
    </message>
    <message>
        <source>home kind of player %1 (%2)</source>
        <translation>tipo de base do jogador %1 (%2)</translation>
    </message>
    <message>
        <source>tile on the home of player %1 (%2)</source>
        <translation>peça na base do jogador %1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1 sums &quot;%2&quot;, which only this kind has</source>
        <translation>%1 soma “%2”, que só este tipo tem</translation>
    </message>
    <message>
        <source>is %1 characters long; the limit is 64</source>
        <translation>tem %1 caracteres; o limite é 64</translation>
    </message>
    <message>
        <source>must not start or end with a space</source>
        <translation>não pode começar nem terminar com espaço</translation>
    </message>
    <message>
        <source>must not contain control characters</source>
        <translation>não pode conter caracteres de controle</translation>
    </message>
    <message>
        <source>must not contain &apos;,&apos;, &apos;;&apos;, &apos;|&apos; or &apos;:&apos; (they separate kinds in requirements)</source>
        <translation>não pode conter &apos;,&apos;, &apos;;&apos;, &apos;|&apos; ou &apos;:&apos; (eles separam tipos nos requisitos)</translation>
    </message>
    <message>
        <source>no kind with id &quot;%1&quot; in rule set %2</source>
        <translation>nenhum tipo com id “%1” no conjunto de regras %2</translation>
    </message>
    <message>
        <source>the new id &quot;%1&quot; %2</source>
        <translation>o novo id “%1” %2</translation>
    </message>
    <message>
        <source>a kind with id &quot;%1&quot; exists already</source>
        <translation>já existe um tipo com id “%1”</translation>
    </message>
    <message>
        <source>rename</source>
        <translation>renomear</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>remover</translation>
    </message>
    <message>
        <source>remove: &quot;%1&quot; is the rule set&apos;s only kind</source>
        <translation>remover: “%1” é o único tipo do conjunto de regras</translation>
    </message>
    <message>
        <source>remove: a kind cannot replace itself</source>
        <translation>remover: um tipo não pode substituir a si mesmo</translation>
    </message>
    <message>
        <source>remove (replacement)</source>
        <translation>remover (substituto)</translation>
    </message>
    <message>
        <source>players: %1 homes need a board of at least %2 cells, %3 has %4</source>
        <translation>jogadores: %1 bases precisam de um tabuleiro de pelo menos %2 hexágonos, %3 tem %4</translation>
    </message>
    <message>
        <source>kinds: 1 to %1, found %2</source>
        <translation>tipos: 1 a %1, encontrado %2</translation>
    </message>
    <message>
        <source>players: the terrain template has one faction per land terrain, 7 at most, found %1</source>
        <translation>jogadores: o modelo de terrenos tem uma facção por terreno de terra, no máximo 7, encontrado %1</translation>
    </message>
    <message>
        <source>players: the slices template measures 2 to 8 players, found %1</source>
        <translation>jogadores: o modelo de fatias mede de 2 a 8 jogadores, encontrado %1</translation>
    </message>
    <message>
        <source>players: 0 (none) or 2 to 8, found %1</source>
        <translation>jogadores: 0 (nenhum) ou de 2 a 8, encontrado %1</translation>
    </message>
    <message>
        <source>board: a game needs at least 2 cells, %1 has %2</source>
        <translation>tabuleiro: um jogo precisa de pelo menos 2 hexágonos, %1 tem %2</translation>
    </message>
    <message>
        <source>board: expected a terra-mystica, hexagon or rectangle board, found &quot;%1&quot;</source>
        <translation>tabuleiro: era esperado um tabuleiro terra-mystica, hexagon ou rectangle, encontrado “%1”</translation>
    </message>
    <message>
        <source>time_limit</source>
        <translation>limite de tempo</translation>
    </message>
    <message>
        <source>Seconds before the run gives up (0: none)</source>
        <translation>Segundos antes de a execução desistir (0: sem limite)</translation>
    </message>
    <message>
        <source>max_placements</source>
        <translation>máximo de posicionamentos</translation>
    </message>
    <message>
        <source>Refuse lists of candidate placements longer than this</source>
        <translation>Recusar listas de posicionamentos candidatos mais longas que isto</translation>
    </message>
    <message>
        <source>gaplist</source>
        <translation>listas por lacuna</translation>
    </message>
    <message>
        <source>Per-gap candidate lists: an uncoverable hex ends a branch at once</source>
        <translation>Listas de candidatos por lacuna: um hexágono que não pode ser coberto encerra um ramo na hora</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>reduzir</translation>
    </message>
    <message>
        <source>Drop placements no neighbouring gap can meet, before the recursion</source>
        <translation>Descartar posicionamentos que nenhuma lacuna vizinha pode encontrar, antes da recursão</translation>
    </message>
    <message>
        <source>mrv</source>
        <translation>menos candidatos primeiro</translation>
    </message>
    <message>
        <source>Branch on the gap with the fewest candidates</source>
        <translation>Ramificar na lacuna com menos candidatos</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linhas</translation>
    </message>
    <message>
        <source>Follow lines (rivers, roads) first</source>
        <translation>Seguir linhas (rios, estradas) primeiro</translation>
    </message>
    <message>
        <source>no such rule-set file, and not a built-in rule set (built-in: %1)</source>
        <translation>nenhum arquivo de conjunto de regras com esse nome, e não é um conjunto de regras embutido (embutidos: %1)</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>limite de tempo atingido</translation>
    </message>
    <message>
        <source>expected a terrain id, or null for home cells that hold no particular kind</source>
        <translation>esperava um id de terreno, ou null para células de base que não contêm um tipo específico</translation>
    </message>
    <message>
        <source>the start map has %1 hexes but the board has %2</source>
        <translation>o mapa inicial tem %1 hexágonos, mas o tabuleiro tem %2</translation>
    </message>
    <message>
        <source>fixed tile &quot;%1&quot; at (%2, %3) rotation %4: %5</source>
        <translation>peça fixa “%1” em (%2, %3), rotação %4: %5</translation>
    </message>
    <message>
        <source>no such tile in tile set %1</source>
        <translation>não há essa peça no conjunto de peças %1</translation>
    </message>
    <message>
        <source>rotation must be 0 to 5</source>
        <translation>a rotação deve ser de 0 a 5</translation>
    </message>
    <message>
        <source>the position is not on the board</source>
        <translation>a posição não está no tabuleiro</translation>
    </message>
    <message>
        <source>leaves the board, faces the rim with an edge that does not fit it, disagrees with a locked hex, or may not rotate</source>
        <translation>sai do tabuleiro, mostra à borda um lado que não combina com ela, contradiz um hexágono travado ou não pode girar</translation>
    </message>
    <message>
        <source>overlaps another fixed tile, does not fit its edges, or exceeds the tile&apos;s max</source>
        <translation>sobrepõe outra peça fixa, não combina com os lados dela ou passa do máximo da peça</translation>
    </message>
    <message>
        <source>tile set %1: its required tiles (min) cover %2 hexes but the board has only %3 hexes free</source>
        <translation>conjunto de peças %1: suas peças obrigatórias (min) cobrem %2 hexágonos, mas o tabuleiro só tem %3 hexágonos livres</translation>
    </message>
    <message>
        <source>time limit of %1 s reached</source>
        <translation>limite de tempo de %1 s atingido</translation>
    </message>
    <message>
        <source>assembled</source>
        <translation>montado</translation>
    </message>
    <message>
        <source>no assembly exists: every branch ended in a dead end; last dead end: %1</source>
        <translation>nenhuma montagem existe: todo ramo terminou em beco sem saída; último beco sem saída: %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>em execução</translation>
    </message>
    <message>
        <source>uncovered gap at (%1, %2)</source>
        <translation>lacuna descoberta em (%1, %2)</translation>
    </message>
    <message>
        <source>uncovered gap</source>
        <translation>lacuna descoberta</translation>
    </message>
    <message>
        <source>out of solids</source>
        <translation>faltam peças</translation>
    </message>
    <message>
        <source>could not pad</source>
        <translation>não foi possível preencher</translation>
    </message>
    <message>
        <source>no further place for a required tile</source>
        <translation>não há mais lugar para uma peça obrigatória</translation>
    </message>
    <message>
        <source>lines split into several groups</source>
        <translation>linhas divididas em vários grupos</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>the list of candidate placements has more than %1 entries; raise the limit or use larger tiles</source>
        <translation>a lista de posicionamentos candidatos tem mais de %1 entradas; aumente o limite ou use peças maiores</translation>
    </message>
    <message>
        <source>the tile set has %1 possible placements on this board; the limit is %2</source>
        <translation>o conjunto de peças tem %1 posicionamentos possíveis neste tabuleiro; o limite é %2</translation>
    </message>
    <message>
        <source>clause cap of %1 clauses reached</source>
        <translation>limite de %1 cláusulas atingido</translation>
    </message>
    <message>
        <source>memory cap of %1 literals reached</source>
        <translation>limite de memória de %1 literais atingido</translation>
    </message>
    <message>
        <source>%1 while encoding</source>
        <translation>%1 durante a codificação</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (na parte %2)</translation>
    </message>
    <message>
        <source>size above 7: too many island shapes to list</source>
        <translation>tamanho acima de 7: formas de ilha demais para listar</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>lock on hex %1,%2 (%3)</source>
        <translation>trava no hexágono %1,%2 (%3)</translation>
    </message>
    <message>
        <source>home of %1 (%2 on hex %3,%4)</source>
        <translation>base de %1 (%2 no hexágono %3,%4)</translation>
    </message>
    <message>
        <source>pool: %1 token %2</source>
        <translation>estoque: %1 marcador %2</translation>
    </message>
    <message>
        <source>pool: %1 tokens %2</source>
        <translation>estoque: %1 marcadores %2</translation>
    </message>
    <message>
        <source>pool: %1 %2</source>
        <translation>estoque: %1 × %2</translation>
    </message>
    <message>
        <source>No map fills the board with this pool, whatever the locks and requirements</source>
        <translation>Nenhum mapa preenche o tabuleiro com este estoque, sejam quais forem as travas e os requisitos</translation>
    </message>
    <message>
        <source>the home of %1</source>
        <translation>a base de %1</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>trava</translation>
    </message>
    <message>
        <source>%1 locks</source>
        <translation>%1 travas</translation>
    </message>
    <message>
        <source>pool count</source>
        <translation>contagem do estoque</translation>
    </message>
    <message>
        <source>%1 pool counts</source>
        <translation>%1 contagens do estoque</translation>
    </message>
    <message>
        <source>%1 (kept, not shown needed: %2)</source>
        <translation>%1 (mantido, não se mostrou necessário: %2)</translation>
    </message>
    <message>
        <source>The %1 cannot all hold: %2</source>
        <translation>%1 não podem valer todos ao mesmo tempo: %2</translation>
    </message>
    <message>
        <source>the pool has %1 tiles for %2 hexes: no map fills the board</source>
        <translation>o estoque tem %1 peças para %2 hexágonos: nenhum mapa preenche o tabuleiro</translation>
    </message>
    <message>
        <source>homes and locks</source>
        <translation>bases e travas</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>estoque</translation>
    </message>
    <message>
        <source>no encoding of type %1</source>
        <translation>nenhuma codificação para o tipo %1</translation>
    </message>
    <message>
        <source>it reads number tokens and the rule set places none</source>
        <translation>ele lê marcadores numéricos e o conjunto de regras não coloca nenhum</translation>
    </message>
    <message>
        <source>weight is not a whole number from %1 to %2</source>
        <translation>o peso não é um número inteiro de %1 a %2</translation>
    </message>
    <message>
        <source>objective counter up to %1</source>
        <translation>contador do objetivo até %1</translation>
    </message>
    <message>
        <source>%1 is not covered without the pool&apos;s counts</source>
        <translation>%1 não é coberto sem as contagens do estoque</translation>
    </message>
    <message>
        <source>%1 (undecided without it: %2)</source>
        <translation>%1 (indeciso sem ele: %2)</translation>
    </message>
    <message>
        <source>fewest changes not proven: %1</source>
        <translation>menor número de mudanças não provado: %1</translation>
    </message>
    <message>
        <source>the best score is not proven: %1</source>
        <translation>a melhor pontuação não está provada: %1</translation>
    </message>
    <message>
        <source>a map with fewer changes breaks a requirement the encoding does not cover</source>
        <translation>um mapa com menos mudanças viola um requisito que a codificação não cobre</translation>
    </message>
    <message>
        <source>a negative weight or attribute sum: the unary sums hold non-negative parts only</source>
        <translation>um peso ou uma soma de atributos negativos: as somas unárias só guardam partes não negativas</translation>
    </message>
    <message>
        <source>the weights or attribute sums are not multiples of one fraction 1/q (q up to 1000)</source>
        <translation>os pesos ou somas de atributos não são múltiplos de uma fração 1/q (q até 1000)</translation>
    </message>
    <message>
        <source>pips, one-spade and water-contact read each hex&apos;s token or neighbours: only kind attributes are encoded</source>
        <translation>pips, one-spade e water-contact leem o marcador ou os vizinhos de cada hexágono: só atributos dos tipos são codificados</translation>
    </message>
    <message>
        <source>a player&apos;s home is given as a kind, which moves with the map: only home cells are encoded</source>
        <translation>a base de um jogador é dada como um tipo, que se move com o mapa: só hexágonos de base são codificados</translation>
    </message>
    <message>
        <source>a player&apos;s value can reach more than 2000 steps of its common fraction: too large for the unary sums</source>
        <translation>o valor de um jogador pode passar de 2000 passos da sua fração comum: grande demais para as somas unárias</translation>
    </message>
    <message>
        <source>its distances follow chains of at most this count&apos;s hexes free to cross (path cost 0)</source>
        <translation>suas distâncias seguem cadeias de no máximo tantos hexágonos livres de atravessar quanto esta contagem (custo de caminho 0)</translation>
    </message>
    <message>
        <source>the rule set has no draft (no kind takes number tokens)</source>
        <translation>o conjunto de regras não tem escolha inicial (nenhum tipo recebe marcadores numéricos)</translation>
    </message>
    <message>
        <source>a token number above 13 has negative pips, which the unary sums cannot hold</source>
        <translation>um marcador numérico acima de 13 tem pontos negativos, que as somas unárias não conseguem guardar</translation>
    </message>
    <message>
        <source>segment %1 (iteration %2): %3</source>
        <translation>segmento %1 (iteração %2): %3</translation>
    </message>
    <message>
        <source>segment %1: expected ITERATION:CHANGES, found &quot;%2&quot;</source>
        <translation>segmento %1: esperado ITERAÇÃO:MUDANÇAS, encontrado “%2”</translation>
    </message>
    <message>
        <source>segment %1: iteration %2 is not from 1 to %3</source>
        <translation>segmento %1: a iteração %2 não está entre 1 e %3</translation>
    </message>
    <message>
        <source>segment %1: iteration %2 does not come after the segment before (iteration %3)</source>
        <translation>segmento %1: a iteração %2 não vem depois do segmento anterior (iteração %3)</translation>
    </message>
    <message>
        <source>more than %1 segments</source>
        <translation>mais de %1 segmentos</translation>
    </message>
    <message>
        <source>--segment at the end of the recipe, without ITERATION:CHANGES</source>
        <translation>--segment no fim da receita, sem ITERAÇÃO:MUDANÇAS</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>entrada %1: %2</translation>
    </message>
    <message>
        <source>expected ROW,COL,TERRAIN,TOKEN,LOCK, found more than five parts</source>
        <translation>esperado LINHA,COLUNA,TERRENO,MARCADOR,TRAVA, encontradas mais de cinco partes</translation>
    </message>
    <message>
        <source>expected ROW,COL,TERRAIN,TOKEN,LOCK, found &quot;%1&quot;</source>
        <translation>esperado LINHA,COLUNA,TERRENO,MARCADOR,TRAVA, encontrado “%1”</translation>
    </message>
    <message>
        <source>row and column must be whole numbers from 0 to %1</source>
        <translation>linha e coluna devem ser números inteiros de 0 a %1</translation>
    </message>
    <message>
        <source>terrain &quot;%1&quot; is not &apos;-&apos; or a terrain index from 0 to %2</source>
        <translation>o terreno “%1” não é &apos;-&apos; nem um índice de terreno de 0 a %2</translation>
    </message>
    <message>
        <source>token &quot;%1&quot; is not a whole number from -128 to 127</source>
        <translation>o marcador “%1” não é um número inteiro de -128 a 127</translation>
    </message>
    <message>
        <source>lock &quot;%1&quot; is not 0 or 1</source>
        <translation>a trava “%1” não é 0 nem 1</translation>
    </message>
    <message>
        <source>nothing to search: every hex of the map is locked; unlock the hexes the search may change</source>
        <translation>nada a buscar: todo hexágono do mapa está travado; destrave os hexágonos que a busca pode mudar</translation>
    </message>
    <message>
        <source>nothing to search: the %1 unlocked hexes hold one kind of tile per swap zone, and tiles move only within their zone; unlock hexes of other terrains</source>
        <translation>nada a buscar: os %1 hexágonos destravados têm um só tipo de peça por zona de troca, e as peças só se movem dentro da sua zona; destrave hexágonos de outros terrenos</translation>
    </message>
    <message>
        <source>nothing to search: the %1 unlocked hex can hold the free tiles in only one way; unlock hexes of other terrains</source>
        <translation>nada a buscar: o %1 hexágono destravado só pode receber as peças livres de um jeito; destrave hexágonos de outros terrenos</translation>
    </message>
    <message>
        <source>nothing to search: the %1 unlocked hexes can hold the free tiles in only one way; unlock hexes of other terrains</source>
        <translation>nada a buscar: os %1 hexágonos destravados só podem receber as peças livres de um jeito; destrave hexágonos de outros terrenos</translation>
    </message>
    <message>
        <source>the free pool has %1 number tokens for %2 unlocked hexes that take one</source>
        <translation>a reserva livre tem %1 marcadores numéricos para %2 hexágonos destravados que recebem um</translation>
    </message>
    <message>
        <source>the target score was reached</source>
        <translation>a pontuação-alvo foi atingida</translation>
    </message>
    <message>
        <source>the iteration limit was reached</source>
        <translation>o limite de iterações foi atingido</translation>
    </message>
    <message>
        <source>the evaluation limit was reached</source>
        <translation>o limite de avaliações foi atingido</translation>
    </message>
    <message>
        <source>no improvement within the stagnation limit</source>
        <translation>nenhuma melhora dentro do limite de estagnação</translation>
    </message>
    <message>
        <source>the time limit was reached</source>
        <translation>o limite de tempo foi atingido</translation>
    </message>
    <message>
        <source>stopped by hand</source>
        <translation>parada à mão</translation>
    </message>
    <message>
        <source>the search ended by itself</source>
        <translation>a busca terminou sozinha</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; (%2): %3 hexes hold its kinds but the pool has %4 of them; searches move these kinds only among the hexes that hold them, so paint %5 of those hexes back to a kind of another zone (a kind painted onto a hex of another zone?)</source>
        <translation>zona “%1” (%2): %3 hexágonos têm os seus tipos, mas a reserva tem %4 deles; as buscas movem esses tipos só entre os hexágonos que os têm, então pinte %5 desses hexágonos de volta com um tipo de outra zona (um tipo pintado num hexágono de outra zona?)</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; (%2): %3 hexes hold its kinds but the pool has %4 of them; searches move these kinds only among the hexes that hold them, so paint a kind of the zone onto %5 more hexes</source>
        <translation>zona “%1” (%2): %3 hexágonos têm os seus tipos, mas a reserva tem %4 deles; as buscas movem esses tipos só entre os hexágonos que os têm, então pinte um tipo da zona em mais %5 hexágonos</translation>
    </message>
    <message>
        <source>the tile pool holds %1 tiles but the board has %2 cells</source>
        <translation>a reserva de peças tem %1 peças, mas o tabuleiro tem %2 células</translation>
    </message>
    <message>
        <source>a locked cell is empty; lock only cells with a terrain</source>
        <translation>uma célula travada está vazia; trave só células com um terreno</translation>
    </message>
    <message>
        <source>locked cells hold %1 %2 but the pool has only %3 (%4 too many)</source>
        <translation>células travadas têm %1 %2, mas a reserva tem só %3 (%4 a mais)</translation>
    </message>
    <message>
        <source>locked cells hold %1 tokens %2 but the pool has only %3 (%4 too many)</source>
        <translation>células travadas têm %1 marcadores %2, mas a reserva tem só %3 (%4 a mais)</translation>
    </message>
    <message>
        <source>expected text, a number or true/false</source>
        <translation>era esperado texto, um número ou true/false</translation>
    </message>
    <message>
        <source>expected tilelayer, objectgroup or imagelayer, found &quot;%1&quot;</source>
        <translation>era esperado tilelayer, objectgroup ou imagelayer, encontrado “%1”</translation>
    </message>
    <message>
        <source>layer data is not valid base64</source>
        <translation>os dados da camada não são Base64 válido</translation>
    </message>
    <message>
        <source>base64 layer data holds %1 bytes, the layer needs %2 (4 per cell, uncompressed)</source>
        <translation>os dados Base64 da camada têm %1 bytes, a camada precisa de %2 (4 por célula, sem compressão)</translation>
    </message>
    <message>
        <source>this is a Tabletop Simulator save, not a Tiled map; Hexloom writes these but does not read them</source>
        <translation>este é um jogo salvo do Tabletop Simulator, não um mapa do Tiled; o Hexloom grava esses arquivos, mas não os lê</translation>
    </message>
    <message>
        <source>expected a Tiled map (&quot;map&quot;), found &quot;%1&quot;</source>
        <translation>era esperado um mapa do Tiled (“map”), encontrado “%1”</translation>
    </message>
    <message>
        <source>Hexloom reads hexagonal maps, this one is &quot;%1&quot; (in Tiled: Map &gt; Map Properties &gt; Orientation: Hexagonal)</source>
        <translation>o Hexloom lê mapas hexagonais, este é “%1” (no Tiled: Mapa &gt; Propriedades do Mapa &gt; Orientação: Hexagonal (Escalonado))</translation>
    </message>
    <message>
        <source>Hexloom&apos;s hexes are pointy-top (stagger axis y), this map staggers &quot;%1&quot; (flat-top hexes); in Tiled: Map &gt; Map Properties &gt; Stagger Axis: Y</source>
        <translation>os hexágonos do Hexloom têm a ponta para cima (eixo escalonado y), este mapa escalona “%1” (hexágonos de topo plano); no Tiled: Mapa &gt; Propriedades do Mapa &gt; Eixo Escalonado: Y</translation>
    </message>
    <message>
        <source>an infinite map has no board size; in Tiled untick Map &gt; Map Properties &gt; Infinite</source>
        <translation>um mapa infinito não tem tamanho de tabuleiro; no Tiled desmarque Mapa &gt; Propriedades do Mapa &gt; Infinito</translation>
    </message>
    <message>
        <source>the map is %1 x %2 cells; each side must be 1 to %3</source>
        <translation>o mapa tem %1 x %2 células; cada lado deve ter de 1 a %3</translation>
    </message>
    <message>
        <source>tile %1 x %2 with side %3 is no hexagon</source>
        <translation>um tile de %1 x %2 com lado %3 não é um hexágono</translation>
    </message>
    <message>
        <source>no map property &quot;rules&quot; naming the rule set; add it in Tiled (built-in: %1) or pass --rules</source>
        <translation>nenhuma propriedade de mapa “rules” indicando o conjunto de regras; adicione-a no Tiled (embutidos: %1) ou passe --rules</translation>
    </message>
    <message>
        <source>map property rules: &quot;%1&quot; is not a built-in rule set (%2); pass --rules</source>
        <translation>propriedade de mapa rules: “%1” não é um conjunto de regras embutido (%2); passe --rules</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a kind of the rule set &quot;%2&quot; (%3)</source>
        <translation>o tipo “%1” não é um tipo do conjunto de regras “%2” (%3)</translation>
    </message>
    <message>
        <source>the map has %1 tilesets: name the tileset as TILESET:ID</source>
        <translation>o mapa tem %1 tilesets: indique o tileset como TILESET:ID</translation>
    </message>
    <message>
        <source>the map has no tileset &quot;%1&quot;</source>
        <translation>o mapa não tem o tileset “%1”</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot; has no tile %2 (its tiles are 0 to %3)</source>
        <translation>o tileset “%1” não tem o tile %2 (seus tiles vão de 0 a %3)</translation>
    </message>
    <message>
        <source>external tileset &quot;%1&quot; is not read; embed it (in Tiled: Map &gt; Embed Tileset) and save again</source>
        <translation>o tileset externo “%1” não é lido; incorpore-o (no Tiled: Mapa &gt; Embutir Tileset) e salve de novo</translation>
    </message>
    <message>
        <source>tile %1 of tileset &quot;%2&quot; (used at %3 of layer &quot;%4&quot;) has no property &quot;kind&quot;; give each tile a string property kind naming a kind of &quot;%5&quot; (%6), or map it: --kind-map %1=KIND (the editor asks when it opens the map)</source>
        <translation>o tile %1 do tileset “%2” (usado em %3 da camada “%4”) não tem a propriedade “kind”; dê a cada tile uma propriedade de texto kind com um tipo de “%5” (%6), ou associe-o: --kind-map %1=KIND (o editor pergunta ao abrir o mapa)</translation>
    </message>
    <message>
        <source>tile id %1 at %2 is in no tileset of the map</source>
        <translation>o ID de tile %1 em %2 não está em nenhum tileset do mapa</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot; holds %2 cells, the map is %3 x %4</source>
        <translation>a camada “%1” tem %2 células, o mapa tem %3 x %4</translation>
    </message>
    <message>
        <source>home &quot;%1&quot; stands at (%2, %3), off the board</source>
        <translation>a base “%1” está em (%2, %3), fora do tabuleiro</translation>
    </message>
    <message>
        <source>token &quot;%1&quot; stands at (%2, %3), off the board</source>
        <translation>o marcador “%1” está em (%2, %3), fora do tabuleiro</translation>
    </message>
    <message>
        <source>a token object needs an int property &quot;token&quot; from 1 to 127</source>
        <translation>um objeto token precisa de uma propriedade int “token” de 1 a 127</translation>
    </message>
    <message>
        <source>home &quot;%1&quot;: property player &quot;%2&quot; is no player of the rule set &quot;%3&quot;</source>
        <translation>base “%1”: a propriedade player “%2” não é um jogador do conjunto de regras “%3”</translation>
    </message>
    <message>
        <source>map property recipe: %1</source>
        <translation>propriedade de mapa recipe: %1</translation>
    </message>
    <message>
        <source>map property seed: &quot;%1&quot; is no whole number</source>
        <translation>propriedade de mapa seed: “%1” não é um número inteiro</translation>
    </message>
    <message>
        <source>the map has no tile layer</source>
        <translation>o mapa não tem camada de tiles</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot; has no cell: every tile id is 0</source>
        <translation>a camada “%1” não tem células: todo ID de tile é 0</translation>
    </message>
    <message>
        <source>the lock tile stands at %1 of layer &quot;%2&quot;; locks belong on the layer &quot;locks&quot;</source>
        <translation>o tile de trava está em %1 da camada “%2”; as travas ficam na camada “locks”</translation>
    </message>
    <message>
        <source>a lock at %1 is off the board (the terrain layer has no tile there)</source>
        <translation>uma trava em %1 está fora do tabuleiro (a camada de terreno não tem tile ali)</translation>
    </message>
    <message>
        <source>layer data compressed with %1 is not read; in Tiled set Map &gt; Map Properties &gt; Tile Layer Format to CSV or Base64 (uncompressed)</source>
        <translation>dados de camada comprimidos com %1 não são lidos; no Tiled, em Mapa &gt; Propriedades do Mapa &gt; Formato da Camada de Tiles, escolha CSV ou Base64 (descomprimido)</translation>
    </message>
    <message>
        <source>expected csv or base64, found &quot;%1&quot;</source>
        <translation>era esperado csv ou base64, encontrado “%1”</translation>
    </message>
    <message>
        <source>expected a tile id, a whole number from 0 to 4294967295</source>
        <translation>era esperado um ID de tile, um número inteiro de 0 a 4294967295</translation>
    </message>
    <message>
        <source>group layers are not read; in Tiled move the layers out of the group</source>
        <translation>camadas de grupo não são lidas; no Tiled tire as camadas do grupo</translation>
    </message>
    <message>
        <source>%1 (from line %2)</source>
        <translation>%1 (a partir da linha %2)</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found &quot;%3&quot;</source>
        <translation>era esperado um número inteiro de %1 a %2, encontrado “%3”</translation>
    </message>
    <message>
        <source>invalid XML: %1</source>
        <translation>XML inválido: %1</translation>
    </message>
    <message>
        <source>chunks belong to infinite maps</source>
        <translation>chunks só existem em mapas infinitos</translation>
    </message>
    <message>
        <source>expected comma-separated tile ids, found &quot;%1&quot;</source>
        <translation>eram esperados IDs de tile separados por vírgulas, encontrado “%1”</translation>
    </message>
    <message>
        <source>expected a Tiled map: the document&apos;s root element is not &lt;map&gt;</source>
        <translation>era esperado um mapa do Tiled: o elemento raiz do documento não é &lt;map&gt;</translation>
    </message>
</context>
<context>
    <name>hexloom::editor</name>
    <message>
        <source>Scripted edit</source>
        <translation>Edição por script</translation>
    </message>
</context>
<context>
    <name>hexloom::render::PrintPagePainter</name>
    <message>
        <source> · page %1 of %2</source>
        <translation> · página %1 de %2</translation>
    </message>
    <message>
        <source> (row %1, column %2)</source>
        <translation> (linha %1, coluna %2)</translation>
    </message>
    <message>
        <source> · hex %1 mm across the flats · print at 100 %</source>
        <translation> · hexágono de %1 mm entre lados opostos · imprima em 100 %</translation>
    </message>
    <message>
        <source>50 mm</source>
        <translation>50 mm</translation>
    </message>
    <message>
        <source>%1 hexes, %2 mm across the flats · %3 × %4 pages</source>
        <translation>%1 hexágonos, %2 mm entre lados opostos · %3 × %4 páginas</translation>
    </message>
    <message>
        <source>Cut along the dashed lines, lay each page over its left and upper neighbour so the registration marks meet, and glue.</source>
        <translation>Recorte nas linhas tracejadas, sobreponha cada página à sua vizinha da esquerda e de cima de modo que as marcas de registro se encontrem, e cole.</translation>
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
        <translation>Números que um tipo vale (recursos, influência, ...): o que o requisito de valor do jogador soma; vazio: nenhum</translation>
    </message>
    <message>
        <source>Attributes: &quot;%1&quot; is not 1 to 32 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>Atributos: “%1” não é formado por 1 a 32 letras, dígitos, &apos;-&apos; ou &apos;_&apos;</translation>
    </message>
    <message>
        <source>Attributes: there is already an attribute &quot;%1&quot;</source>
        <translation>Atributos: já existe um atributo “%1”</translation>
    </message>
    <message>
        <source>Attributes, %1 of %2: &quot;%3&quot; is not a number from -1000000 to 1000000</source>
        <translation>Atributos, %1 de %2: “%3” não é um número de -1000000 a 1000000</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::GlyphCombo</name>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::HomePreview</name>
    <message>
        <source>Click a hex to make it the selected player&apos;s home</source>
        <translation>Clique num hexágono para torná-lo a base do jogador selecionado</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::KindRemovalDialog</name>
    <message>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 is named in %n place(s):</source>
        <translation>
            <numerusform>%1 é citado em %n lugar:</numerusform>
            <numerusform>%1 é citado em %n lugares:</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1 of the rule-set file</source>
        <translation>Campo %1 do arquivo do conjunto de regras</translation>
    </message>
    <message>
        <source>Remove these references (a requirement left with no kind goes too)</source>
        <translation>Remover estas referências (um requisito que fica sem tipo também é removido)</translation>
    </message>
    <message>
        <source>The pool loses its tiles; lists, pairs and groups lose the kind; players whose home kind it is are removed</source>
        <translation>A reserva perde suas peças; listas, pares e grupos perdem o tipo; jogadores cuja base é desse tipo são removidos</translation>
    </message>
    <message>
        <source>Replace it by:</source>
        <translation>Substituir por:</translation>
    </message>
    <message>
        <source>Its pool tiles, list entries and home kinds go to the kind chosen here</source>
        <translation>Suas peças da reserva, entradas de listas e tipos de base passam para o tipo escolhido aqui</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::KindsTable</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letra</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Rótulo</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Glifo</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Estoque</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixo</translation>
    </message>
    <message>
        <source>Stable identifier the files use; renaming it renames every reference</source>
        <translation>Identificador estável usado pelos arquivos; renomeá-lo renomeia todas as referências</translation>
    </message>
    <message>
        <source>The kind&apos;s name as people read it</source>
        <translation>O nome do tipo como as pessoas o leem</translation>
    </message>
    <message>
        <source>Letter-format code: one capital letter other than N, unique in the game</source>
        <translation>Código do formato de letras: uma letra maiúscula diferente de N, única no jogo</translation>
    </message>
    <message>
        <source>Colour on the canvas and in pictures (click to choose)</source>
        <translation>Cor na tela e nas imagens (clique para escolher)</translation>
    </message>
    <message>
        <source>Short text drawn on the hex, at most %1 characters (empty: the letter)</source>
        <translation>Texto curto desenhado no hexágono, no máximo %1 caracteres (vazio: a letra)</translation>
    </message>
    <message>
        <source>A symbol from the bundled set drawn on the hex, so it reads without colour</source>
        <translation>Um símbolo do conjunto incluído desenhado no hexágono, para que se leia sem cor</translation>
    </message>
    <message>
        <source>Tiles of this kind; together they must fill the board</source>
        <translation>Peças deste tipo; juntas devem preencher o tabuleiro</translation>
    </message>
    <message>
        <source>Water hexes (rivers, lakes) rather than land</source>
        <translation>Hexágonos de água (rios, lagos) em vez de terra</translation>
    </message>
    <message>
        <source>Hexes of this kind never move (home systems, a sea frame)</source>
        <translation>Hexágonos deste tipo nunca se movem (sistemas natais, uma moldura de mar)</translation>
    </message>
    <message>
        <source>Choose the colour of %1</source>
        <translation>Escolher a cor de %1</translation>
    </message>
    <message>
        <source>Symbol drawn on hexes of %1</source>
        <translation>Símbolo desenhado nos hexágonos de %1</translation>
    </message>
    <message>
        <source>Kinds, row %1, id: %2</source>
        <translation>Tipos, linha %1, id: %2</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Cor de %1</translation>
    </message>
    <message>
        <source>Kind %1</source>
        <translation>Tipo %1</translation>
    </message>
    <message>
        <source>Kinds: %1</source>
        <translation>Tipos: %1</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Hexes of this kind carry a number token (Catan); type the tokens under Number tokens</source>
        <translation>Hexágonos deste tipo levam um marcador numérico (Catan); digite os marcadores em “Marcadores numéricos”</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameKindsPage</name>
    <message>
        <source>Kinds and pool</source>
        <translation>Tipos e reserva</translation>
    </message>
    <message>
        <source>The kinds of hex in the game and how many tiles of each; together they fill the board.</source>
        <translation>Os tipos de hexágono do jogo e quantas peças há de cada um; juntas, elas preenchem o tabuleiro.</translation>
    </message>
    <message>
        <source>Add kind</source>
        <translation>Adicionar tipo</translation>
    </message>
    <message>
        <source>Add a kind of hex</source>
        <translation>Adicionar um tipo de hexágono</translation>
    </message>
    <message>
        <source>Remove kind</source>
        <translation>Remover tipo</translation>
    </message>
    <message>
        <source>Remove the selected kind (asks how to fix what names it)</source>
        <translation>Remover o tipo selecionado (pergunta como corrigir o que o cita)</translation>
    </message>
    <message>
        <source>Fill the board</source>
        <translation>Preencher o tabuleiro</translation>
    </message>
    <message>
        <source>Share the board&apos;s cells out among the kinds, in proportion to their counts</source>
        <translation>Distribuir as células do tabuleiro entre os tipos, na proporção de suas quantidades</translation>
    </message>
    <message>
        <source>Add attribute…</source>
        <translation>Adicionar atributo…</translation>
    </message>
    <message>
        <source>Add a number every kind may have (resources, influence, ...)</source>
        <translation>Adicionar um número que todo tipo pode ter (recursos, influência, ...)</translation>
    </message>
    <message>
        <source>Remove attribute</source>
        <translation>Remover atributo</translation>
    </message>
    <message>
        <source>Remove the selected attribute from every kind</source>
        <translation>Remover o atributo selecionado de todos os tipos</translation>
    </message>
    <message>
        <source>Number tokens for the kinds that take one, separated by &apos;,&apos; (Catan: 2,3,3,4,4,...)</source>
        <translation>Marcadores numéricos para os tipos que recebem um, separados por &apos;,&apos; (Catan: 2,3,3,4,4,...)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Number tokens</source>
        <translation>Marcadores numéricos</translation>
    </message>
    <message>
        <source>field &quot;tokens&quot;: &quot;%1&quot; is not a whole number from 1 to 127</source>
        <translation>campo &quot;tokens&quot;: “%1” não é um número inteiro de 1 a 127</translation>
    </message>
    <message>
        <source>Add attribute</source>
        <translation>Adicionar atributo</translation>
    </message>
    <message>
        <source>Name (letters, digits, &apos;-&apos; or &apos;_&apos;):</source>
        <translation>Nome (letras, dígitos, &apos;-&apos; ou &apos;_&apos;):</translation>
    </message>
    <message>
        <source>Kinds: the game needs at least one kind</source>
        <translation>Tipos: o jogo precisa de pelo menos um tipo</translation>
    </message>
    <message>
        <source>Kinds, row %1, id: %2</source>
        <translation>Tipos, linha %1, id: %2</translation>
    </message>
    <message>
        <source>Kinds, row %1, id: &quot;%2&quot; is used twice</source>
        <translation>Tipos, linha %1, id: “%2” é usado duas vezes</translation>
    </message>
    <message>
        <source>Kinds, row %1, name: 1 to 64 characters</source>
        <translation>Tipos, linha %1, nome: de 1 a 64 caracteres</translation>
    </message>
    <message>
        <source>Kinds, row %1, label: &quot;%2&quot; is %3 characters long; a label fits the hex with at most %4</source>
        <translation>Tipos, linha %1, rótulo: “%2” tem %3 caracteres; um rótulo cabe no hexágono com no máximo %4</translation>
    </message>
    <message>
        <source>Kinds, row %1, letter: one capital letter other than N (N marks padding)</source>
        <translation>Tipos, linha %1, letra: uma letra maiúscula diferente de N (N marca preenchimento)</translation>
    </message>
    <message>
        <source>Kinds, row %1, letter: %2 is used twice</source>
        <translation>Tipos, linha %1, letra: %2 é usada duas vezes</translation>
    </message>
    <message numerus="yes">
        <source>%1 tiles for %n hex(es)</source>
        <translation>
            <numerusform>%1 peças para %n hexágono</numerusform>
            <numerusform>%1 peças para %n hexágonos</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no number tokens</comment>
        <translation>nenhum</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGamePlayersPage</name>
    <message>
        <source>Players and homes</source>
        <translation>Jogadores e bases</translation>
    </message>
    <message>
        <source>Select a player, then click its home hex on the board; or give it a home kind.</source>
        <translation>Selecione um jogador e clique no hexágono da base dele no tabuleiro; ou dê a ele um tipo de base.</translation>
    </message>
    <message>
        <source>Players whose fairness the player-value requirement measures: none, or 2 to 8</source>
        <translation>Jogadores cuja equidade o requisito de valor do jogador mede: nenhum, ou de 2 a 8</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>A hex on the board (click it), or every hex of a kind</source>
        <translation>Um hexágono do tabuleiro (clique nele) ou todo hexágono de um tipo</translation>
    </message>
    <message>
        <source>The kind the home hex holds: every new map puts it there and locks it</source>
        <translation>O tipo que o hexágono da base contém: todo mapa novo o coloca ali e o trava</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Home of the selected player</source>
        <translation>Base do jogador selecionado</translation>
    </message>
    <message>
        <source>Tile on the home hex</source>
        <translation>Peça no hexágono da base</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>none: click a hex</source>
        <translation>nenhuma: clique num hexágono</translation>
    </message>
    <message>
        <source>every %1 hex</source>
        <translation>todo hexágono do tipo %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>A hex on the board</source>
        <translation>Um hexágono do tabuleiro</translation>
    </message>
    <message>
        <source>Every %1 hex</source>
        <translation>Todo hexágono do tipo %1</translation>
    </message>
    <message>
        <source>field &quot;players.list[%1].name&quot;: 1 to 64 characters</source>
        <translation>campo &quot;players.list[%1].name&quot;: de 1 a 64 caracteres</translation>
    </message>
    <message>
        <source>The symmetry the game declares (the rule set&apos;s symmetry field): every search keeps its maps symmetric, and placing a home here places the homes of the next seats without one on its images</source>
        <translation>A simetria que o jogo declara (o campo symmetry do conjunto de regras): toda busca mantém seus mapas simétricos, e colocar uma base aqui coloca as bases dos próximos lugares sem uma nas suas imagens</translation>
    </message>
    <message>
        <source>Symmetry of the seats</source>
        <translation>Simetria dos lugares</translation>
    </message>
    <message numerus="yes">
        <source>Not for this board: %n hex(es) have no image under this symmetry</source>
        <translation>
            <numerusform>Não para este tabuleiro: %n hexágono não tem imagem sob esta simetria</numerusform>
            <numerusform>Não para este tabuleiro: %n hexágonos não têm imagem sob esta simetria</numerusform>
        </translation>
    </message>
    <message>
        <source>Placing a home places the homes of the next seats without one on its images; a dashed ring marks an image no home holds yet.</source>
        <translation>Colocar uma base coloca as bases dos próximos lugares sem uma nas suas imagens; um anel tracejado marca uma imagem onde ainda não há base.</translation>
    </message>
    <message>
        <source>This board is not %1 symmetric: choose another symmetry or None.</source>
        <translation>Este tabuleiro não tem simetria %1: escolha outra simetria ou Nenhuma.</translation>
    </message>
    <message>
        <source>field &quot;symmetry&quot;: the board is not %1 symmetric</source>
        <translation>campo &quot;symmetry&quot;: o tabuleiro não tem simetria %1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no players</comment>
        <translation>nenhum</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameStartPage</name>
    <message>
        <source>Game and board</source>
        <translation>Jogo e tabuleiro</translation>
    </message>
    <message>
        <source>Start from a blank page or from a game like one you know; everything can be changed on the next pages.</source>
        <translation>Comece de uma página em branco ou de um jogo parecido com um que você conhece; tudo pode ser mudado nas próximas páginas.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Começar de</translation>
    </message>
    <message>
        <source>Blank: kinds, pool and players of your own</source>
        <translation>Em branco: tipos, reserva e jogadores seus</translation>
    </message>
    <message>
        <source>Hex terrain, like Terra Mystica: seven land terrains on a terraform cycle and a river</source>
        <translation>Terrenos hexagonais, como Terra Mystica: sete terrenos de terra num ciclo de terraformação e um rio</translation>
    </message>
    <message>
        <source>Number tokens, like Catan: resource hexes with number tokens and a desert</source>
        <translation>Marcadores numéricos, como Catan: hexágonos de recursos com marcadores numéricos e um deserto</translation>
    </message>
    <message>
        <source>Player slices, like a galaxy: systems worth resources and influence, a home per player</source>
        <translation>Fatias de jogador, como numa galáxia: sistemas que valem recursos e influência, uma base por jogador</translation>
    </message>
    <message>
        <source>Short name the files use to refer to the rule set (&quot;my-game&quot;)</source>
        <translation>Nome curto que os arquivos usam para se referir ao conjunto de regras (&quot;my-game&quot;)</translation>
    </message>
    <message>
        <source>The game&apos;s name as people read it</source>
        <translation>O nome do jogo como as pessoas o leem</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <source>Terra Mystica rows (long and short rows alternating)</source>
        <translation>Linhas de Terra Mystica (linhas longas e curtas alternadas)</translation>
    </message>
    <message>
        <source>The board&apos;s outline</source>
        <translation>O contorno do tabuleiro</translation>
    </message>
    <message>
        <source>The first row is a long row</source>
        <translation>A primeira linha é uma linha longa</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Células</translation>
    </message>
    <message>
        <source>radius </source>
        <translation>raio </translation>
    </message>
    <message>
        <source>rows </source>
        <translation>linhas </translation>
    </message>
    <message>
        <source>width </source>
        <translation>largura </translation>
    </message>
    <message>
        <source>long row </source>
        <translation>linha longa </translation>
    </message>
    <message>
        <source>height </source>
        <translation>altura </translation>
    </message>
    <message>
        <source>Hexes from the centre to an edge</source>
        <translation>Hexágonos do centro até uma borda</translation>
    </message>
    <message>
        <source>Number of rows</source>
        <translation>Número de linhas</translation>
    </message>
    <message>
        <source>Hexes per row</source>
        <translation>Hexágonos por linha</translation>
    </message>
    <message>
        <source>Hexes in a long row; short rows have one fewer</source>
        <translation>Hexágonos numa linha longa; as linhas curtas têm um a menos</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hexágono</numerusform>
            <numerusform>%n hexágonos</numerusform>
        </translation>
    </message>
    <message>
        <source>Name: give the game a name of 1 to 64 characters</source>
        <translation>Nome: dê ao jogo um nome de 1 a 64 caracteres</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameWizard</name>
    <message>
        <source>Requirements</source>
        <translation>Requisitos</translation>
    </message>
    <message>
        <source>What a good map of the game avoids; searches count the violations. Add them from the list of types.</source>
        <translation>O que um bom mapa do jogo evita; as buscas contam as violações. Adicione-os a partir da lista de tipos.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Save the new game&apos;s rule set</source>
        <translation>Salvar o conjunto de regras do novo jogo</translation>
    </message>
    <message>
        <source>Rule sets (*.json)</source>
        <translation>Conjuntos de regras (*.json)</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>novo jogo</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Novo mapa</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>De um arquivo…</translation>
    </message>
    <message>
        <source>The game: terrains, pools and requirements</source>
        <translation>O jogo: terrenos, reservas e requisitos</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Tabuleiro: %1</translation>
    </message>
    <message>
        <source>Hexagon of radius R</source>
        <translation>Hexágono de raio R</translation>
    </message>
    <message>
        <source>Rectangle W × H</source>
        <translation>Retângulo L × A</translation>
    </message>
    <message>
        <source>Custom board: empty hexagon of radius R to shape with the Shape tool</source>
        <translation>Tabuleiro personalizado: hexágono vazio de raio R para moldar com a ferramenta Forma</translation>
    </message>
    <message>
        <source>A blank board of your own shape: start from a hexagon of radius R (0: a single hex), then add hexes with the Shape tool&apos;s left button and remove them with the right button</source>
        <translation>Um tabuleiro vazio com a sua própria forma: comece com um hexágono de raio R (0: um único hexágono) e depois adicione hexágonos com o botão esquerdo da ferramenta Forma e remova-os com o botão direito</translation>
    </message>
    <message>
        <source>What new hexes hold</source>
        <translation>O que os novos hexágonos contêm</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Conjunto de regras</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>R or W</source>
        <translation>R ou L</translation>
    </message>
    <message>
        <source>H</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Fill with</source>
        <translation>Preencher com</translation>
    </message>
    <message>
        <source>Rule sets (*.json)</source>
        <translation>Conjuntos de regras (*.json)</translation>
    </message>
    <message>
        <source>nothing (empty hexes)</source>
        <translation>nada (hexágonos vazios)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::PlayersEditor</name>
    <message>
        <source>Kinds: attributes (named numbers summed by player-value), fixed kinds (locked when a map is read) and swap zones (searches move a kind only among hexes of its zone), by terrain id, e.g. {&quot;rich&quot;: {&quot;attributes&quot;: {&quot;resources&quot;: 3}}, &quot;sea&quot;: {&quot;fixed&quot;: true}, &quot;port&quot;: {&quot;zone&quot;: &quot;harbour&quot;}}</source>
        <translation>Tipos: atributos (números nomeados somados por player-value), tipos fixos (travados quando um mapa é lido) e zonas de troca (as buscas movem um tipo apenas entre hexágonos da sua zona), por id de terreno, p. ex. {&quot;rich&quot;: {&quot;attributes&quot;: {&quot;resources&quot;: 3}}, &quot;sea&quot;: {&quot;fixed&quot;: true}, &quot;port&quot;: {&quot;zone&quot;: &quot;harbour&quot;}}</translation>
    </message>
    <message>
        <source>Players (2 to 8): {&quot;distance_weights&quot;: [3, 2, 1], &quot;path_cost&quot;: {&quot;nebula&quot;: 2}, &quot;list&quot;: [{&quot;id&quot;: &quot;p1&quot;, &quot;name&quot;: &quot;North&quot;, &quot;home&quot;: [[0, 1]]}, {&quot;id&quot;: &quot;p2&quot;, &quot;home_kind&quot;: &quot;forest&quot;}]}; empty for none</source>
        <translation>Jogadores (2 a 8): {&quot;distance_weights&quot;: [3, 2, 1], &quot;path_cost&quot;: {&quot;nebula&quot;: 2}, &quot;list&quot;: [{&quot;id&quot;: &quot;p1&quot;, &quot;name&quot;: &quot;North&quot;, &quot;home&quot;: [[0, 1]]}, {&quot;id&quot;: &quot;p2&quot;, &quot;home_kind&quot;: &quot;forest&quot;}]}; vazio para nenhum</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Kinds: field &quot;%1&quot;: expected {&quot;attributes&quot;: {...}, &quot;fixed&quot;: true}</source>
        <translation>Tipos: campo &quot;%1&quot;: esperado {&quot;attributes&quot;: {...}, &quot;fixed&quot;: true}</translation>
    </message>
    <message>
        <source>Kinds: field &quot;%1&quot;: no terrain with this id</source>
        <translation>Tipos: campo &quot;%1&quot;: nenhum terreno com este id</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::RequirementEditor</name>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Add a requirement</source>
        <translation>Adicionar um requisito</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Remove the selected requirement</source>
        <translation>Remover o requisito selecionado</translation>
    </message>
    <message>
        <source>counts in the score</source>
        <translation>conta na pontuação</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>In the rule-set file: %1</source>
        <translation>No arquivo do conjunto de regras: %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::RuleSetEditorDialog</name>
    <message>
        <source>Rule set</source>
        <translation>Conjunto de regras</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Geral</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Adicionar terreno</translation>
    </message>
    <message>
        <source>Remove terrain</source>
        <translation>Remover terreno</translation>
    </message>
    <message>
        <source>Terrains and pool</source>
        <translation>Terrenos e reserva</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Requisitos</translation>
    </message>
    <message>
        <source>Players and attributes</source>
        <translation>Jogadores e atributos</translation>
    </message>
    <message>
        <source>Apply to map</source>
        <translation>Aplicar ao mapa</translation>
    </message>
    <message>
        <source>Use this rule set for the open map (one undo step)</source>
        <translation>Usar este conjunto de regras no mapa aberto (um passo de desfazer)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Load a rule-set file into the editor</source>
        <translation>Carregar um arquivo de conjunto de regras no editor</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Salvar como…</translation>
    </message>
    <message>
        <source>Save this rule set as a rule-set file</source>
        <translation>Salvar este conjunto de regras como arquivo</translation>
    </message>
    <message>
        <source>Short name, used to refer to the rule set (&quot;my-game&quot;)</source>
        <translation>Nome curto, usado para se referir ao conjunto de regras (&quot;meu-jogo&quot;)</translation>
    </message>
    <message>
        <source>Searches use the pool counts of the terrains tab</source>
        <translation>As buscas usam as quantidades da reserva da aba de terrenos</translation>
    </message>
    <message>
        <source>Off: searches keep the multiset of tiles the map already has</source>
        <translation>Desligado: as buscas mantêm o multiconjunto de peças que o mapa já tem</translation>
    </message>
    <message>
        <source>Number tokens to place on token hexes, comma-separated (Catan: 2,3,3,4,4,…)</source>
        <translation>Marcadores numéricos para colocar nos hexágonos de marcador, separados por vírgulas (Catan: 2,3,3,4,4,…)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Tile pool</source>
        <translation>Reserva de peças</translation>
    </message>
    <message>
        <source>Token pool</source>
        <translation>Reserva de marcadores</translation>
    </message>
    <message>
        <source>Token pool: &quot;%1&quot; is not a number from 1 to 127</source>
        <translation>Reserva de marcadores: “%1” não é um número de 1 a 127</translation>
    </message>
    <message>
        <source>Open rule set</source>
        <translation>Abrir conjunto de regras</translation>
    </message>
    <message>
        <source>Rule sets (*.json)</source>
        <translation>Conjuntos de regras (*.json)</translation>
    </message>
    <message>
        <source>Save rule set</source>
        <translation>Salvar conjunto de regras</translation>
    </message>
    <message>
        <source>Remove the selected terrain (asks how to fix what names it)</source>
        <translation>Remover o terreno selecionado (pergunta como corrigir o que o cita)</translation>
    </message>
    <message>
        <source>Terrains, row %1, id: the references to &quot;%2&quot; were not renamed because the rule set does not check: %3</source>
        <translation>Terrenos, linha %1, id: as referências a “%2” não foram renomeadas porque o conjunto de regras não passa na verificação: %3</translation>
    </message>
    <message>
        <source>Terrains, row %1, id: %2</source>
        <translation>Terrenos, linha %1, id: %2</translation>
    </message>
    <message>
        <source>Terrains: %1</source>
        <translation>Terrenos: %1</translation>
    </message>
    <message>
        <source>Terrains, row %1: &quot;%2&quot; is named elsewhere in the rule set and is not removed until the rule set checks: %3</source>
        <translation>Terrenos, linha %1: “%2” é citado em outra parte do conjunto de regras e só é removido quando o conjunto de regras passar na verificação: %3</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::TerrainTable</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letra</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Estoque</translation>
    </message>
    <message>
        <source>Stable identifier used in files</source>
        <translation>Identificador estável usado nos arquivos</translation>
    </message>
    <message>
        <source>Letter-format code, unique in the rule set</source>
        <translation>Código do formato de letras, único no conjunto de regras</translation>
    </message>
    <message>
        <source>Water hexes (rivers, lakes) rather than land</source>
        <translation>Hexágonos de água (rios, lagos) em vez de terra</translation>
    </message>
    <message>
        <source>Hexes of this terrain carry a number token (Catan)</source>
        <translation>Hexágonos deste terreno levam um marcador numérico (Catan)</translation>
    </message>
    <message>
        <source>Position on the terraform cycle, -1 when not on it</source>
        <translation>Posição no ciclo de terraformação, -1 quando fora dele</translation>
    </message>
    <message>
        <source>Tiles of this terrain in the pool</source>
        <translation>Peças deste terreno na reserva</translation>
    </message>
    <message>
        <source>Choose the colour</source>
        <translation>Escolher a cor</translation>
    </message>
    <message>
        <source>Terrain colour</source>
        <translation>Cor do terreno</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Rótulo</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Glifo</translation>
    </message>
    <message>
        <source>Short text drawn on the hex, at most %1 characters (empty: the letter)</source>
        <translation>Texto curto desenhado no hexágono, no máximo %1 caracteres (vazio: a letra)</translation>
    </message>
    <message>
        <source>A symbol from the bundled set drawn on the hex, so it reads without colour</source>
        <translation>Um símbolo do conjunto incluído desenhado no hexágono, para que se leia sem cor</translation>
    </message>
    <message>
        <source>Symbol drawn on hexes of %1</source>
        <translation>Símbolo desenhado nos hexágonos de %1</translation>
    </message>
    <message>
        <source>Terrains, row %1, label: &quot;%2&quot; has %3 characters; a label is drawn on the hex and fits at most %4</source>
        <translation>Terrenos, linha %1, rótulo: “%2” tem %3 caracteres; um rótulo é desenhado no hexágono e cabe no máximo %4</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::TiledKindMapDialog</name>
    <message>
        <source>Kinds for the Tiled Map&apos;s Tiles</source>
        <translation>Tipos para os tiles do mapa do Tiled</translation>
    </message>
    <message>
        <source>The tiles of %1 have no &quot;kind&quot; property. Choose the kind of the rule set &quot;%2&quot; each tile stands for.</source>
        <translation>Os tiles de %1 não têm a propriedade “kind”. Escolha o tipo do conjunto de regras “%2” que cada tile representa.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Células</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>%1, tile %2</source>
        <translation>%1, tile %2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Tile %1</translation>
    </message>
    <message>
        <source>(choose a kind)</source>
        <translation>(escolha um tipo)</translation>
    </message>
    <message>
        <source>The kind of the rule set every cell showing this tile gets</source>
        <translation>O tipo do conjunto de regras que cada célula com este tile recebe</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks</name>
    <message>
        <source>%1 at %2, turned %3×60°</source>
        <translation>%1 em %2, girada %3×60°</translation>
    </message>
    <message>
        <source>Placements tried %1 · backtracks %2 · steps %3
Dead ends %4%5
Elapsed %6 s · depth %7</source>
        <translation>Posicionamentos tentados %1 · retrocessos %2 · passos %3
Becos sem saída %4%5
Decorrido %6 s · profundidade %7</translation>
    </message>
    <message>
        <source>Chose the gap at %1: %n candidate placement(s): magenta ring, dashed outlines</source>
        <translation>Escolheu a lacuna em %1: %n posicionamento candidato: anel magenta, contornos tracejados</translation>
    </message>
    <message>
        <source>Placed required tile %1 (orange)</source>
        <translation>Colocou a peça obrigatória %1 (laranja)</translation>
    </message>
    <message>
        <source>Placed %1 (orange)</source>
        <translation>Colocou %1 (laranja)</translation>
    </message>
    <message>
        <source>Took a tile up again (backtrack)</source>
        <translation>Retirou uma peça de novo (retrocesso)</translation>
    </message>
    <message>
        <source>Padding the rest: %1 placements in the list</source>
        <translation>Preenchendo o resto: %1 posicionamentos na lista</translation>
    </message>
    <message>
        <source>Dead end: %1</source>
        <translation>Beco sem saída: %1</translation>
    </message>
    <message>
        <source>Assembled: every hex is covered</source>
        <translation>Montado: todos os hexágonos estão cobertos</translation>
    </message>
    <message>
        <source>The run ended without an assembly</source>
        <translation>A execução terminou sem montagem</translation>
    </message>
    <message>
        <source>Last dead end: %1</source>
        <translation>Último beco sem saída: %1</translation>
    </message>
    <message>
        <source>uncovered gap</source>
        <translation>lacuna descoberta</translation>
    </message>
    <message>
        <source>not enough tiles left</source>
        <translation>faltam peças</translation>
    </message>
    <message>
        <source>could not pad</source>
        <translation>não foi possível preencher</translation>
    </message>
    <message>
        <source>required tile does not fit</source>
        <translation>peça obrigatória não cabe</translation>
    </message>
    <message>
        <source>lines split</source>
        <translation>linhas divididas</translation>
    </message>
    <message>
        <source>Last dead end: %1 (red cross on the canvas)</source>
        <translation>Último beco sem saída: %1 (cruz vermelha na tela)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::BalanceDock</name>
    <message>
        <source>Fairness</source>
        <translation>Equidade</translation>
    </message>
    <message>
        <source>Home terrain</source>
        <translation>Terreno natal</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexágonos</translation>
    </message>
    <message>
        <source>1-spade neighbour</source>
        <translation>Vizinho a 1 pá</translation>
    </message>
    <message>
        <source>River contact</source>
        <translation>Beira-rio</translation>
    </message>
    <message>
        <source>Hexes with a land neighbour one spade away on the terraform cycle</source>
        <translation>Hexágonos com um vizinho de terra a uma pá de distância no ciclo de terraformação</translation>
    </message>
    <message>
        <source>Hexes next to water</source>
        <translation>Hexágonos ao lado de água</translation>
    </message>
    <message>
        <source>How fairly each faction&apos;s home terrain is placed.</source>
        <translation>Quão justo é o posicionamento do terreno natal de cada facção.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConstraintGraphDock</name>
    <message>
        <source>Regions</source>
        <translation>Regiões</translation>
    </message>
    <message>
        <source>Show the Regions panel: draw a constraint graph and partition the map (Ctrl+Shift+G)</source>
        <translation>Mostrar o painel Regiões: desenhar um grafo de restrições e particionar o mapa (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Região</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Labels of the region selected in the drawing</source>
        <translation>Rótulos da região selecionada no desenho</translation>
    </message>
    <message>
        <source>Scope, seed, hex removal, coarsening, restarts and time limit of the partitioning search</source>
        <translation>Escopo, semente, remoção de hexágonos, agrupamento, reinícios e limite de tempo da busca de partição</translation>
    </message>
    <message>
        <source>&amp;Run Partition</source>
        <translation>E&amp;xecutar partição</translation>
    </message>
    <message>
        <source>Partition the hexes in scope into the drawn regions, to the end</source>
        <translation>Particionar os hexágonos do escopo nas regiões desenhadas, até o fim</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
    <message>
        <source>S&amp;tep Partition</source>
        <translation>&amp;Passo da partição</translation>
    </message>
    <message>
        <source>Expand a few states and show the heuristic, frontier and restarts</source>
        <translation>Expandir alguns estados e mostrar a heurística, a fronteira e os reinícios</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>St&amp;op Partition</source>
        <translation>Pa&amp;rar partição</translation>
    </message>
    <message>
        <source>Stop the partitioning search</source>
        <translation>Parar a busca de partição</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>&amp;Apply Regions</source>
        <translation>&amp;Aplicar regiões</translation>
    </message>
    <message>
        <source>Give every region its node&apos;s terrain and removed hexes the chosen terrain, as one undo step</source>
        <translation>Dar a cada região o terreno do seu nó e aos hexágonos removidos o terreno escolhido, como um passo de desfazer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>&amp;Clear Regions Overlay</source>
        <translation>&amp;Limpar sobreposição de regiões</translation>
    </message>
    <message>
        <source>Hide the regions drawn on the map</source>
        <translation>Ocultar as regiões desenhadas no mapa</translation>
    </message>
    <message>
        <source>&amp;Open Constraint Graph…</source>
        <translation>Abrir &amp;grafo de restrições…</translation>
    </message>
    <message>
        <source>Open a constraint-graph file (.json)</source>
        <translation>Abrir um arquivo de grafo de restrições (.json)</translation>
    </message>
    <message>
        <source>&amp;Save Constraint Graph As…</source>
        <translation>&amp;Salvar grafo de restrições como…</translation>
    </message>
    <message>
        <source>Save the drawn graph as a file</source>
        <translation>Salvar o grafo desenhado como arquivo</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salvar…</translation>
    </message>
    <message>
        <source>Open Constraint Graph</source>
        <translation>Abrir grafo de restrições</translation>
    </message>
    <message>
        <source>Constraint graphs (*.json)</source>
        <translation>Grafos de restrições (*.json)</translation>
    </message>
    <message>
        <source>Save Constraint Graph</source>
        <translation>Salvar grafo de restrições</translation>
    </message>
    <message>
        <source>Built-in graph…</source>
        <translation>Grafo incluído…</translation>
    </message>
    <message>
        <source>Replace the drawing with one of the graphs shipped with Hexloom</source>
        <translation>Substituir o desenho por um dos grafos que acompanham o Hexloom</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Add a region to the drawing (or click on empty space)</source>
        <translation>Adicionar uma região ao desenho (ou clicar num espaço vazio)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Delete the selected region and its adjacencies (or press Delete in the drawing)</source>
        <translation>Excluir a região selecionada e suas adjacências (ou pressionar Delete no desenho)</translation>
    </message>
    <message>
        <source>Lay out</source>
        <translation>Organizar</translation>
    </message>
    <message>
        <source>Arrange the drawing automatically</source>
        <translation>Organizar o desenho automaticamente</translation>
    </message>
    <message>
        <source>Lay out the graph</source>
        <translation>Organizar o grafo</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Novo</translation>
    </message>
    <message>
        <source>Start an empty drawing</source>
        <translation>Começar um desenho vazio</translation>
    </message>
    <message>
        <source>New graph</source>
        <translation>Novo grafo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Undo the last graph edit (Ctrl+Z in the drawing)</source>
        <translation>Desfazer a última edição do grafo (Ctrl+Z no desenho)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Redo a graph edit (Ctrl+Shift+Z in the drawing)</source>
        <translation>Refazer uma edição do grafo (Ctrl+Shift+Z no desenho)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Desfazer %1</translation>
    </message>
    <message>
        <source>No regions yet.</source>
        <translation>Nenhuma região ainda.</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s), %1 adjacencies</source>
        <translation>
            <numerusform>%n região, %1 adjacências</numerusform>
            <numerusform>%n regiões, %1 adjacências</numerusform>
        </translation>
    </message>
    <message>
        <source>drawn graph</source>
        <translation>grafo desenhado</translation>
    </message>
    <message>
        <source>Cannot partition: %1</source>
        <translation>Não é possível particionar: %1</translation>
    </message>
    <message>
        <source>Stepping: Step expands more, Run continues to the end.</source>
        <translation>Passo a passo: Passo expande mais, Executar continua até o fim.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message numerus="yes">
        <source>Found a partition: %n region(s), %1 removed hexes. Apply writes it into the map.</source>
        <translation>
            <numerusform>Partição encontrada: %n região, %1 hexágonos removidos. Aplicar a grava no mapa.</numerusform>
            <numerusform>Partição encontrada: %n regiões, %1 hexágonos removidos. Aplicar a grava no mapa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Parado.</translation>
    </message>
    <message>
        <source>No partition: %1</source>
        <translation>Nenhuma partição: %1</translation>
    </message>
    <message numerus="yes">
        <source>Regions applied: %n hex(es) changed</source>
        <translation>
            <numerusform>Regiões aplicadas: %n hexágono alterado</numerusform>
            <numerusform>Regiões aplicadas: %n hexágonos alterados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n locked hex(es) kept</source>
        <translation>
            <numerusform>; %n hexágono travado mantido</numerusform>
            <numerusform>; %n hexágonos travados mantidos</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot apply: %1</source>
        <translation>Não é possível aplicar: %1</translation>
    </message>
    <message>
        <source>Apply Regions</source>
        <translation>Aplicar regiões</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <source>Built-in graph %1</source>
        <translation>Grafo incluído %1</translation>
    </message>
    <message>
        <source>The graph in the drawing: %1. Choose another shipped with Hexloom to replace the drawing</source>
        <translation>O grafo do desenho: %1. Escolha outro incluído no Hexloom para substituir o desenho</translation>
    </message>
    <message>
        <source>drawn here</source>
        <translation>desenhado aqui</translation>
    </message>
    <message>
        <source>no map is open</source>
        <translation>nenhum mapa está aberto</translation>
    </message>
    <message>
        <source>the graph cannot be partitioned: %1</source>
        <translation>o grafo não pode ser particionado: %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConstraintGraphView</name>
    <message>
        <source>Click on empty space: add a region. Drag from a region to another: they must touch.
Shift+drag: move a region. Delete: remove the selection. Double-click: edit a region.
Ctrl+Z / Ctrl+Shift+Z: undo / redo graph edits.</source>
        <translation>Clique num espaço vazio: adicionar uma região. Arraste de uma região a outra: elas devem se tocar.
Shift+arrastar: mover uma região. Delete: remover a seleção. Clique duplo: editar uma região.
Ctrl+Z / Ctrl+Shift+Z: desfazer / refazer edições do grafo.</translation>
    </message>
    <message>
        <source>Click to add a region;
drag from one region to another
to make them touch.</source>
        <translation>Clique para adicionar uma região;
arraste de uma região a outra
para que se toquem.</translation>
    </message>
    <message numerus="yes">
        <source>%n inside</source>
        <translation>
            <numerusform>%n dentro</numerusform>
            <numerusform>%n dentro</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit region…</source>
        <translation>Editar região…</translation>
    </message>
    <message>
        <source>Delete region</source>
        <translation>Excluir região</translation>
    </message>
    <message>
        <source>Delete adjacency</source>
        <translation>Excluir adjacência</translation>
    </message>
    <message>
        <source>Add region here</source>
        <translation>Adicionar região aqui</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConvergenceChart</name>
    <message>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <source>current</source>
        <translation>atual</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>reinício</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>iterações</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::FairnessPanel</name>
    <message>
        <source>The player-value requirement shown</source>
        <translation>O requisito de valor por jogador mostrado</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Aqui</translation>
    </message>
    <message>
        <source>For the hex under the mouse: the weight it counts at for this player, and what it adds</source>
        <translation>Para o hexágono sob o mouse: o peso com que ele conta para este jogador e o que acrescenta</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation> (desligado)</translation>
    </message>
    <message>
        <source>%1 declares no players: add players and a player-value requirement in the rule-set editor to measure how fair the map is for each.</source>
        <translation>%1 não declara jogadores: adicione jogadores e um requisito de valor por jogador no editor de conjunto de regras para medir quão justo o mapa é para cada um.</translation>
    </message>
    <message>
        <source>; this requirement is off</source>
        <translation>; este requisito está desligado</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source> (lowest)</source>
        <translation> (mais baixo)</translation>
    </message>
    <message>
        <source> (highest)</source>
        <translation> (mais alto)</translation>
    </message>
    <message>
        <source>%1 is at the mean</source>
        <translation>%1 está na média</translation>
    </message>
    <message>
        <source>%1 is %2 below the mean</source>
        <translation>%1 está %2 abaixo da média</translation>
    </message>
    <message>
        <source>%1 is %2 above the mean</source>
        <translation>%1 está %2 acima da média</translation>
    </message>
    <message>
        <source> (%1 of %2)</source>
        <translation> (%1 de %2)</translation>
    </message>
    <message>
        <source>%1 %2 against a mean of %3</source>
        <translation>%1 %2 contra uma média de %3</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) within reach slow or block the way (%1)</source>
        <translation>
            <numerusform>%n hexágono ao alcance atrasa ou bloqueia o caminho (%1)</numerusform>
            <numerusform>%n hexágonos ao alcance atrasam ou bloqueiam o caminho (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not fair: %1&apos;s home (%2, %3) holds %4, not %5.</source>
        <translation>Não equitativo: a base de %1 (%2, %3) contém %4, não %5.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Disadvantaged: %1.</source>
        <translation>Em desvantagem: %1.</translation>
    </message>
    <message>
        <source>Not fair: %1</source>
        <translation>Não equitativo: %1</translation>
    </message>
    <message>
        <source>Not fair: a home holds another kind</source>
        <translation>Não equitativo: uma base contém outro tipo</translation>
    </message>
    <message>
        <source>Fair: every player within the tolerance (spread %1)</source>
        <translation>Equitativo: todo jogador dentro da tolerância (amplitude %1)</translation>
    </message>
    <message numerus="yes">
        <source>Spread %1 (highest - lowest value), mean %2, %n violation(s)%3.</source>
        <translation>
            <numerusform>Amplitude %1 (valor mais alto - mais baixo), média %2, %n violação%3.</numerusform>
            <numerusform>Amplitude %1 (valor mais alto - mais baixo), média %2, %n violações%3.</numerusform>
        </translation>
    </message>
    <message>
        <source>± mean</source>
        <translation>± média</translation>
    </message>
    <message>
        <source>The player&apos;s value: its attributes within reach of its home, nearer hexes weighing more</source>
        <translation>O valor do jogador: seus atributos ao alcance de sua base, hexágonos mais próximos pesando mais</translation>
    </message>
    <message>
        <source>How far the player&apos;s value lies above (+) or below (-) the mean of all players</source>
        <translation>Quanto o valor do jogador está acima (+) ou abaixo (-) da média de todos os jogadores</translation>
    </message>
    <message>
        <source>The player&apos;s rank: 1 is the highest value; equal values share a rank</source>
        <translation>A posição do jogador: 1 é o maior valor; valores iguais dividem a posição</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <translation>%1 em (%2, %3)</translation>
    </message>
    <message>
        <source>%1; value %2 (%3).</source>
        <translation>%1; valor %2 (%3).</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Por quê: %1.</translation>
    </message>
    <message>
        <source>%1 adds %2</source>
        <translation>%1 soma %2</translation>
    </message>
    <message>
        <source>Most from: %1.</source>
        <translation>Mais de: %1.</translation>
    </message>
    <message>
        <source>Select a player to see why and to outline its hexes on the canvas.</source>
        <translation>Selecione um jogador para ver por quê e para contornar seus hexágonos no mapa.</translation>
    </message>
    <message>
        <source>%1 (off): %2</source>
        <translation>%1 (desligado): %2</translation>
    </message>
    <message numerus="yes">
        <source>No player-value requirement measures how fair the map is for the %n player(s): add one in the rule-set editor.</source>
        <translation>
            <numerusform>Nenhum requisito de valor por jogador mede quão justo o mapa é para o %n jogador: adicione um no editor de conjunto de regras.</numerusform>
            <numerusform>Nenhum requisito de valor por jogador mede quão justo o mapa é para os %n jogadores: adicione um no editor de conjunto de regras.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::HeatLegend</name>
    <message>
        <source>swarm agreement on the best map&apos;s tile</source>
        <translation>concordância do enxame com a peça do melhor mapa</translation>
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
        <translation>a peça do melhor mapa</translation>
    </message>
    <message>
        <source>pheromone of %1</source>
        <translation>feromônio de %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>most</source>
        <translation>máximo</translation>
    </message>
    <message>
        <source>last perturbation</source>
        <translation>última perturbação</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>último movimento</translation>
    </message>
    <message>
        <source>tabu: hexes of recent moves</source>
        <translation>tabu: hexágonos dos movimentos recentes</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ParameterForm</name>
    <message>
        <source>%1
Range %2 to %3, default %4</source>
        <translation>%1
Intervalo de %2 a %3, padrão %4</translation>
    </message>
    <message>
        <source>In recipes and --set: %1</source>
        <translation>Em receitas e no --set: %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::PartitionOptionsForm</name>
    <message>
        <source>All hexes</source>
        <translation>Todos os hexágonos</translation>
    </message>
    <message>
        <source>Selected hexes</source>
        <translation>Hexágonos selecionados</translation>
    </message>
    <message>
        <source>Land only</source>
        <translation>Só terra</translation>
    </message>
    <message>
        <source>The hexes to divide into regions: the whole board, the Select tool&apos;s selection, or every hex that is not water. They must form one connected piece.</source>
        <translation>Os hexágonos a dividir em regiões: o tabuleiro inteiro, a seleção da ferramenta Selecionar ou todo hexágono que não seja água. Eles devem formar uma única peça conexa.</translation>
    </message>
    <message>
        <source>The same seed, graph, options and board give the same partition</source>
        <translation>A mesma semente, grafo, opções e tabuleiro dão a mesma partição</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nova semente</translation>
    </message>
    <message>
        <source>Draw a random seed</source>
        <translation>Sortear uma semente aleatória</translation>
    </message>
    <message>
        <source>Allow removing hexes</source>
        <translation>Permitir remover hexágonos</translation>
    </message>
    <message>
        <source>Let the search take hexes out of every region (a ring of regions needs a hole in the middle)</source>
        <translation>Deixar a busca retirar hexágonos de todas as regiões (um anel de regiões precisa de um buraco no meio)</translation>
    </message>
    <message>
        <source>The most hexes the search may remove; stored with the graph</source>
        <translation>O máximo de hexágonos que a busca pode remover; salvo com o grafo</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>no máximo </translation>
    </message>
    <message>
        <source>(keep their terrain)</source>
        <translation>(manter o terreno)</translation>
    </message>
    <message>
        <source>The terrain removed hexes take when the partition is applied (by default the rule set&apos;s water)</source>
        <translation>O terreno que os hexágonos removidos recebem quando a partição é aplicada (por padrão a água do conjunto de regras)</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Escopo</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Removed hexes</source>
        <translation>Hexágonos removidos</translation>
    </message>
    <message>
        <source>k&apos;: search on this many groups of hexes instead of single hexes (0: on hexes)</source>
        <translation>k&apos;: buscar sobre este número de grupos de hexágonos em vez de hexágonos isolados (0: sobre hexágonos)</translation>
    </message>
    <message>
        <source>d: k&apos; grows by this after each failed run</source>
        <translation>d: k&apos; cresce este tanto após cada execução sem sucesso</translation>
    </message>
    <message>
        <source>L: expansions per run before restarting from a new start (0: one run without limit)</source>
        <translation>L: expansões por execução antes de reiniciar de um novo início (0: uma execução sem limite)</translation>
    </message>
    <message>
        <source>D: L grows by this after each failed run</source>
        <translation>D: L cresce este tanto após cada execução sem sucesso</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Give up after searching this long (time paused between steps does not count)</source>
        <translation>Desistir após buscar por este tempo (o tempo pausado entre passos não conta)</translation>
    </message>
    <message>
        <source>States one Step expands</source>
        <translation>Estados que um Passo expande</translation>
    </message>
    <message>
        <source>step </source>
        <translation>passo </translation>
    </message>
    <message>
        <source>Coarsening</source>
        <translation>Agrupamento</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Reinícios</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de tempo</translation>
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
        <translation>expandidos</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>fronteira</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>reinícios</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>Heuristic: spectral distance of the last expanded state&apos;s region graph to the drawn graph (0 at a solution)</source>
        <translation>Heurística: distância espectral entre o grafo de regiões do último estado expandido e o grafo desenhado (0 numa solução)</translation>
    </message>
    <message>
        <source>States expanded over all runs</source>
        <translation>Estados expandidos em todas as execuções</translation>
    </message>
    <message>
        <source>Open states of the current A* run</source>
        <translation>Estados abertos da execução A* atual</translation>
    </message>
    <message>
        <source>Runs restarted from a new start after reaching their expansion limit L</source>
        <translation>Execuções reiniciadas de um novo início após atingir seu limite de expansões L</translation>
    </message>
    <message>
        <source>Time spent searching (pauses between steps excluded)</source>
        <translation>Tempo gasto buscando (sem as pausas entre passos)</translation>
    </message>
    <message>
        <source>0 (solution)</source>
        <translation>0 (solução)</translation>
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
        <translation>O nome da região, único no grafo (sem &apos;/&apos;)</translation>
    </message>
    <message>
        <source>(keep the hexes&apos; terrain)</source>
        <translation>(manter o terreno dos hexágonos)</translation>
    </message>
    <message>
        <source>The terrain every hex of this region takes when the partition is applied</source>
        <translation>O terreno que cada hexágono desta região recebe quando a partição é aplicada</translation>
    </message>
    <message>
        <source>The fewest hexes this region may have</source>
        <translation>O mínimo de hexágonos que esta região pode ter</translation>
    </message>
    <message>
        <source>A free label (&quot;water&quot;); graph files can ask for a share of the hexes per property</source>
        <translation>Um rótulo livre (&quot;water&quot;); arquivos de grafo podem pedir uma parcela dos hexágonos por propriedade</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Min size</source>
        <translation>Tamanho mín.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propriedade</translation>
    </message>
    <message>
        <source>Select a region in the drawing to label it.</source>
        <translation>Selecione uma região no desenho para rotulá-la.</translation>
    </message>
    <message numerus="yes">
        <source>%n pinned hex(es) from the graph file.</source>
        <translation>
            <numerusform>%n hexágono fixado pelo arquivo do grafo.</numerusform>
            <numerusform>%n hexágonos fixados pelo arquivo do grafo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holds a nested graph of %n region(s), partitioned inside this region afterwards.</source>
        <translation>
            <numerusform>Contém um grafo aninhado de %n região, particionado dentro desta região em seguida.</numerusform>
            <numerusform>Contém um grafo aninhado de %n regiões, particionado dentro desta região em seguida.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RequirementsDock</name>
    <message>
        <source>Requirements</source>
        <translation>Requisitos</translation>
    </message>
    <message>
        <source>Weighted sum of the violations of the requirements that are on; 0 is a perfect map</source>
        <translation>Soma ponderada das violações dos requisitos ativos; 0 é um mapa perfeito</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Requisito</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Violações</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Count this requirement in the score</source>
        <translation>Contar este requisito na pontuação</translation>
    </message>
    <message>
        <source>How much each violation of this requirement adds to the score</source>
        <translation>Quanto cada violação deste requisito soma à pontuação</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score: %1&lt;/b&gt; (lower is better, 0 is perfect)</source>
        <translation>&lt;b&gt;Pontuação: %1&lt;/b&gt; (menor é melhor, 0 é perfeito)</translation>
    </message>
    <message>
        <source>Switched off: counting its violations…</source>
        <translation>Desligado: contando suas violações…</translation>
    </message>
    <message>
        <source>Switch on %1</source>
        <translation>Ligar %1</translation>
    </message>
    <message>
        <source>Switch off %1</source>
        <translation>Desligar %1</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Peso de %1</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunBar</name>
    <message>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
    <message>
        <source> seed </source>
        <translation> semente </translation>
    </message>
    <message>
        <source> time </source>
        <translation> tempo </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunMonitorDock</name>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>No search has run yet.</source>
        <translation>Nenhuma busca foi executada ainda.</translation>
    </message>
    <message>
        <source>against time</source>
        <translation>pelo tempo</translation>
    </message>
    <message>
        <source>against iterations</source>
        <translation>pelas iterações</translation>
    </message>
    <message>
        <source>The chart&apos;s horizontal axis</source>
        <translation>O eixo horizontal do gráfico</translation>
    </message>
    <message>
        <source>one line per requirement</source>
        <translation>uma linha por requisito</translation>
    </message>
    <message>
        <source>Also draw the best map&apos;s violations of each requirement</source>
        <translation>Desenhar também as violações de cada requisito no melhor mapa</translation>
    </message>
    <message>
        <source>Chart Against &amp;Iterations</source>
        <translation>&amp;Gráfico por iterações</translation>
    </message>
    <message>
        <source>Progress chart: iterations instead of seconds on the horizontal axis</source>
        <translation>Gráfico de progresso: iterações em vez de segundos no eixo horizontal</translation>
    </message>
    <message>
        <source>Chart Line per &amp;Requirement</source>
        <translation>Gráfico com uma linha por requi&amp;sito</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n run(s)…</source>
        <translation>
            <numerusform>Iniciando %n execução…</numerusform>
            <numerusform>Iniciando %n execuções…</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, seed %2%3&lt;br&gt;best &lt;b&gt;%4&lt;/b&gt;, current %5&lt;br&gt;%6 iterations, %7/s, %8 s</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, semente %2%3&lt;br&gt;melhor &lt;b&gt;%4&lt;/b&gt;, atual %5&lt;br&gt;%6 iterações, %7/s, %8 s</translation>
    </message>
    <message>
        <source> (chart: run 1 of %1)</source>
        <translation> (gráfico: execução 1 de %1)</translation>
    </message>
    <message>
        <source>&lt;br&gt;found by &lt;b&gt;%1&lt;/b&gt;; improvements: %2</source>
        <translation>&lt;br&gt;encontrado por &lt;b&gt;%1&lt;/b&gt;; melhorias: %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;stopped: %1</source>
        <translation>&lt;br&gt;parado: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n result(s) from before your edits were not applied</source>
        <translation>
            <numerusform>&lt;br&gt;%n resultado de antes das suas edições não foi aplicado</numerusform>
            <numerusform>&lt;br&gt;%n resultados de antes das suas edições não foram aplicados</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#b03000&apos;&gt;The map has changed since this run: the chart and scores are of the map as it was.&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#b03000&apos;&gt;O mapa mudou desde esta execução: o gráfico e as pontuações são do mapa como era.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The search ended without a result.</source>
        <translation>A busca terminou sem resultado.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhum ainda</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunReplay</name>
    <message>
        <source>Replay</source>
        <translation>Reprodução</translation>
    </message>
    <message>
        <source>Scrub through the finished run&apos;s snapshots: the canvas shows each one&apos;s map (small hexes where it differs from the map now) and its teaching marks (Ctrl+Alt+Left / Right)</source>
        <translation>Percorrer os instantâneos da execução terminada: a tela mostra o mapa de cada um (hexágonos pequenos onde ele difere do mapa atual) e suas marcas didáticas (Ctrl+Alt+Esquerda / Direita)</translation>
    </message>
    <message>
        <source>Replay &amp;Back</source>
        <translation>Reprodução para &amp;trás</translation>
    </message>
    <message>
        <source>Show the finished run&apos;s previous snapshot on the canvas (Ctrl+Alt+Left)</source>
        <translation>Mostrar na tela o instantâneo anterior da execução terminada (Ctrl+Alt+Esquerda)</translation>
    </message>
    <message>
        <source>Replay &amp;Forward</source>
        <translation>Reprodução para a &amp;frente</translation>
    </message>
    <message>
        <source>Show the finished run&apos;s next snapshot; at the last one the canvas shows the map as it is (Ctrl+Alt+Right)</source>
        <translation>Mostrar o próximo instantâneo da execução terminada; no último a tela mostra o mapa como está (Ctrl+Alt+Direita)</translation>
    </message>
    <message>
        <source>%1 / %2 · iteration %3 · best %4</source>
        <translation>%1 / %2 · iteração %3 · melhor %4</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunStateLabel</name>
    <message>
        <source>Stopped after %1 s</source>
        <translation>Parado após %1 s</translation>
    </message>
    <message>
        <source>The search&apos;s state; the clock stops while it is paused</source>
        <translation>O estado da busca; o relógio para enquanto ela está pausada</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Running %1 s</source>
        <translation>Executando %1 s</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c06000&apos;&gt;Paused&lt;/b&gt; at %1 s</source>
        <translation>&lt;b style=&apos;color:#c06000&apos;&gt;Pausado&lt;/b&gt; em %1 s</translation>
    </message>
    <message>
        <source>Stopped at the %1 s time limit</source>
        <translation>Parado no limite de tempo de %1 s</translation>
    </message>
    <message>
        <source>Finished in %1 s</source>
        <translation>Concluída em %1 s</translation>
    </message>
    <message>
        <source>Failed after %1 s</source>
        <translation>Falhou após %1 s</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SearchDock</name>
    <message>
        <source>Search</source>
        <translation>Busca</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xecutar</translation>
    </message>
    <message>
        <source>Start searching on the unlocked hexes of the current map (F5)</source>
        <translation>Começar a buscar nos hexágonos destravados do mapa atual (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Pause or resume the search (F6)</source>
        <translation>Pausar ou retomar a busca (F6)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Pa&amp;sso</translation>
    </message>
    <message>
        <source>Pause and run exactly one iteration (F7)</source>
        <translation>Pausar e executar exatamente uma iteração (F7)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>Stop the search; live results become one undo step (Shift+F5)</source>
        <translation>Parar a busca; os resultados ao vivo viram um passo de desfazer (Shift+F5)</translation>
    </message>
    <message>
        <source>(no search algorithms in this build)</source>
        <translation>(nenhum algoritmo de busca nesta compilação)</translation>
    </message>
    <message>
        <source>The search algorithm; its parameters appear below</source>
        <translation>O algoritmo de busca; seus parâmetros aparecem abaixo</translation>
    </message>
    <message>
        <source>The same seed, parameters and map give the same search</source>
        <translation>A mesma semente, parâmetros e mapa dão a mesma busca</translation>
    </message>
    <message>
        <source>Draw a random seed for the search (Ctrl+Shift+N)</source>
        <translation>Sortear uma semente aleatória para a busca (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Stop after this long</source>
        <translation>Parar após este tempo</translation>
    </message>
    <message>
        <source>Stop at score</source>
        <translation>Parar na pontuação</translation>
    </message>
    <message>
        <source>Stop as soon as the best score is at most this</source>
        <translation>Parar assim que a melhor pontuação for no máximo esta</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de tempo</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Live: apply the best map as it improves</source>
        <translation>Ao vivo: aplicar cada mapa melhor</translation>
    </message>
    <message>
        <source>Suggestions: collect results in the gallery</source>
        <translation>Sugestões: reunir resultados na galeria</translation>
    </message>
    <message>
        <source>seeds: </source>
        <translation>sementes: </translation>
    </message>
    <message>
        <source>Suggestion mode runs this many seeds (consecutive from the seed above)</source>
        <translation>O modo de sugestões executa este número de sementes (consecutivas a partir da semente acima)</translation>
    </message>
    <message>
        <source>every algorithm</source>
        <translation>todos os algoritmos</translation>
    </message>
    <message>
        <source>Suggestion mode: run each algorithm with each seed (a portfolio)</source>
        <translation>Modo de sugestões: executar cada algoritmo com cada semente (um portfólio)</translation>
    </message>
    <message>
        <source>fewest changes</source>
        <translation>menos alterações</translation>
    </message>
    <message>
        <source>Suggestion mode: give back every change to your map that the best score does not need, so a suggestion changes as few hexes as it can</source>
        <translation>Modo de sugestões: devolver toda alteração no seu mapa de que a melhor pontuação não precisa, para que uma sugestão altere o mínimo possível de hexágonos</translation>
    </message>
    <message>
        <source>Teaching view</source>
        <translation>Visão didática</translation>
    </message>
    <message>
        <source>Show the algorithm&apos;s state on the canvas</source>
        <translation>Mostrar o estado do algoritmo na tela</translation>
    </message>
    <message>
        <source>Tabu: last perturbation and tabu hexes; ant colony: pheromone; particle swarm: agreement; hill climbing: restarts on the chart. Takes effect at the next Run.</source>
        <translation>Tabu: última perturbação e hexágonos tabu; colônia de formigas: feromônio; enxame de partículas: concordância; subida de encosta: reinícios no gráfico. Vale a partir da próxima execução.</translation>
    </message>
    <message>
        <source>Delay after each iteration, to watch the search at work (0 = full speed)</source>
        <translation>Espera após cada iteração, para ver a busca trabalhando (0 = velocidade máxima)</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>velocidade máxima</translation>
    </message>
    <message>
        <source>%1 ms per iteration</source>
        <translation>%1 ms por iteração</translation>
    </message>
    <message>
        <source>Ant colony heat map: the pheromone of one tile kind in every hex, or of the kind the best map has there. The kinds appear once an ant colony run with the teaching view has started.</source>
        <translation>Mapa de calor da colônia de formigas: o feromônio de um tipo de peça em cada hexágono, ou do tipo que o melhor mapa tem ali. Os tipos aparecem quando uma execução de colônia de formigas com a visão didática tiver começado.</translation>
    </message>
    <message>
        <source>the best map&apos;s tile</source>
        <translation>a peça do melhor mapa</translation>
    </message>
    <message>
        <source>Pheromone of</source>
        <translation>Feromônio de</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>&amp;Live Mode</source>
        <translation>Modo ao &amp;vivo</translation>
    </message>
    <message>
        <source>S&amp;uggestion Mode</source>
        <translation>Modo de s&amp;ugestões</translation>
    </message>
    <message>
        <source>&amp;Teaching View</source>
        <translation>Visão &amp;didática</translation>
    </message>
    <message>
        <source>Teaching S&amp;lower</source>
        <translation>Visão didática mais &amp;lenta</translation>
    </message>
    <message>
        <source>Wait 20 ms more after each iteration</source>
        <translation>Esperar 20 ms a mais após cada iteração</translation>
    </message>
    <message>
        <source>Teaching &amp;Faster</source>
        <translation>Visão didática &amp;mais rápida</translation>
    </message>
    <message>
        <source>Wait 20 ms less after each iteration</source>
        <translation>Esperar 20 ms a menos após cada iteração</translation>
    </message>
    <message>
        <source>Next &amp;Pheromone Kind</source>
        <translation>Próximo tipo de fer&amp;omônio</translation>
    </message>
    <message>
        <source>Ant colony heat map: show the next tile kind&apos;s pheromone</source>
        <translation>Mapa de calor da colônia de formigas: mostrar o feromônio do próximo tipo de peça</translation>
    </message>
    <message>
        <source>No search algorithm is available.</source>
        <translation>Nenhum algoritmo de busca disponível.</translation>
    </message>
    <message>
        <source>evaluations: </source>
        <translation>avaliações: </translation>
    </message>
    <message>
        <source>no evaluation limit</source>
        <translation>sem limite de avaliações</translation>
    </message>
    <message>
        <source>Stop after this many evaluations (scored maps or swaps): a stop every machine reaches alike, so the map&apos;s recipe makes the same map anywhere</source>
        <translation>Parar após este número de avaliações (mapas pontuados ou trocas): uma parada que toda máquina alcança igualmente, então a receita do mapa faz o mesmo mapa em qualquer lugar</translation>
    </message>
    <message>
        <source>The canvas shows the best map each time the search improves it; your edits during the run are kept</source>
        <translation>A tela mostra o melhor mapa sempre que a busca o melhora; suas edições durante a execução são mantidas</translation>
    </message>
    <message>
        <source>Each seed&apos;s result goes to the gallery and your map stays as it is until you accept one</source>
        <translation>O resultado de cada semente vai para a galeria e seu mapa fica como está até você aceitar um</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SeatDraftPanel</name>
    <message>
        <source>Seat</source>
        <translation>Assento</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Vértices</translation>
    </message>
    <message>
        <source>Lowest in</source>
        <translation>Último em</translation>
    </message>
    <message>
        <source>The pips of the corners the seat takes in the greedy draft</source>
        <translation>Os pontos dos vértices que o assento toma no draft guloso</translation>
    </message>
    <message>
        <source>Each corner&apos;s pips, in the order the seat takes them</source>
        <translation>Os pontos de cada vértice, na ordem em que o assento os toma</translation>
    </message>
    <message>
        <source>The share of the noisy drafts in which the seat ends with the fewest pips, with its 95% interval</source>
        <translation>A parcela dos drafts com ruído em que o assento termina com menos pontos, com seu intervalo de 95%</translation>
    </message>
    <message>
        <source>Mark every corner a seat takes in the greedy draft with the seat&apos;s number; a red ring marks a disadvantaged seat</source>
        <translation>Marca cada vértice que um assento toma no draft guloso com o número do assento; um anel vermelho marca um assento em desvantagem</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>assento %1</translation>
    </message>
    <message>
        <source>Seat draft: %1 seats place %2 settlements each in snake order (1 to %1, then back), each taking the free corner with the most pips. Spread: %3 pips.</source>
        <translation>Draft de assentos: %1 assentos colocam %2 aldeias cada, em ordem de serpente (1 a %1, depois de volta), cada um tomando o vértice livre com mais pontos. Amplitude: %3 pontos.</translation>
    </message>
    <message>
        <source>Over %1 noisy drafts (best, second, third corner: %2), a seat is disadvantaged when it ends lowest more often than the fair %3% beyond doubt (95% interval).</source>
        <translation>Em %1 drafts com ruído (melhor, segundo, terceiro vértice: %2), um assento está em desvantagem quando termina por último mais vezes que a parcela justa de %3%, sem dúvida (intervalo de 95%).</translation>
    </message>
    <message>
        <source>Disadvantaged: %1.</source>
        <translation>Em desvantagem: %1.</translation>
    </message>
    <message>
        <source>%1% [%2-%3%]</source>
        <translation>%1% [%2–%3%]</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Assento %1</translation>
    </message>
    <message>
        <source>no seat</source>
        <translation>nenhum assento</translation>
    </message>
    <message>
        <source>%v of %m noisy drafts</source>
        <translation>%v de %m drafts com ruído</translation>
    </message>
    <message>
        <source>The noisy drafts play in the background; the greedy draft above is already final</source>
        <translation>Os drafts com ruído rodam em segundo plano; o draft guloso acima já é definitivo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Play the Noisy Drafts</source>
        <translation>Jogar os drafts com ruído</translation>
    </message>
    <message>
        <source>Stop the noisy drafts; the shares and intervals show those played so far</source>
        <translation>Parar os drafts com ruído; as parcelas e os intervalos mostram os jogados até então</translation>
    </message>
    <message>
        <source>Play all the noisy drafts of this map again</source>
        <translation>Jogar de novo todos os drafts com ruído deste mapa</translation>
    </message>
    <message>
        <source>The noisy drafts were stopped after %1 of %2.</source>
        <translation>Os drafts com ruído foram parados após %1 de %2.</translation>
    </message>
    <message>
        <source>The noisy drafts were stopped before they began: who is disadvantaged is not known.</source>
        <translation>Os drafts com ruído foram parados antes de começar: não se sabe quem está em desvantagem.</translation>
    </message>
    <message>
        <source>The noisy drafts are playing: who is disadvantaged follows.</source>
        <translation>Os drafts com ruído estão rodando: quem está em desvantagem vem a seguir.</translation>
    </message>
    <message>
        <source>Corners on the canvas</source>
        <translation>Vértices na área de desenho</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SeedEdit</name>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Nova semente</translation>
    </message>
    <message>
        <source>Draw a random seed</source>
        <translation>Sortear uma semente aleatória</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SuggestionGallery</name>
    <message>
        <source>Suggestions</source>
        <translation>Sugestões</translation>
    </message>
    <message>
        <source>Results of suggestion runs; click one to see its differences on the canvas</source>
        <translation>Resultados das execuções de sugestões; clique em um para ver suas diferenças na tela</translation>
    </message>
    <message>
        <source>&amp;Accept Suggestion</source>
        <translation>&amp;Aceitar sugestão</translation>
    </message>
    <message>
        <source>Apply the selected suggestion to the map as one undo step (Ctrl+Return)</source>
        <translation>Aplicar a sugestão selecionada ao mapa como um passo de desfazer (Ctrl+Return)</translation>
    </message>
    <message>
        <source>&amp;Clear Suggestions</source>
        <translation>Limpar su&amp;gestões</translation>
    </message>
    <message>
        <source>Remove every suggestion from the gallery (Ctrl+Shift+Del)</source>
        <translation>Remover todas as sugestões da galeria (Ctrl+Shift+Del)</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceitar</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message numerus="yes">
        <source>%5: score %1 after %2 iterations (%3 s); changes %n of %4 hexes of the map it started from</source>
        <translation>
            <numerusform>%5: pontuação %1 após %2 iterações (%3 s); altera %n de %4 hexágonos do mapa de partida</numerusform>
            <numerusform>%5: pontuação %1 após %2 iterações (%3 s); altera %n de %4 hexágonos do mapa de partida</numerusform>
        </translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>near hex %1</source>
        <translation>perto do hexágono %1</translation>
    </message>
    <message>
        <source>whole map</source>
        <translation>mapa inteiro</translation>
    </message>
    <message numerus="yes">
        <source>score %1 · %n changed
%2 · %3, seed %4</source>
        <translation>
            <numerusform>pontuação %1 · %n alterado
%2 · %3, semente %4</numerusform>
            <numerusform>pontuação %1 · %n alterados
%2 · %3, semente %4</numerusform>
        </translation>
    </message>
    <message>
        <source>A fix near hex %1 (only hexes within %2 of it may change)</source>
        <translation>Uma correção perto do hexágono %1 (só hexágonos a até %2 dele podem mudar)</translation>
    </message>
    <message>
        <source>A search of the whole map</source>
        <translation>Uma busca no mapa inteiro</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SymmetryBox</name>
    <message>
        <source>Symmetry</source>
        <translation>Simetria</translation>
    </message>
    <message>
        <source>Runs move whole orbits (hexes the symmetry maps onto each other), so every map they make is symmetric; the symmetric brush and the canvas&apos;s axes follow this choice</source>
        <translation>As execuções movem órbitas inteiras (hexágonos que a simetria leva uns nos outros), então todo mapa que elas fazem é simétrico; o pincel simétrico e os eixos na tela seguem esta escolha</translation>
    </message>
    <message>
        <source>keep: refuse a pool that cannot be symmetric</source>
        <translation>manter: recusar um estoque que não pode ser simétrico</translation>
    </message>
    <message>
        <source>What a symmetric run does when the pool&apos;s counts do not divide over the orbits: refuse to start (keep), or use the nearest pool that divides (fit; the changes are listed below)</source>
        <translation>O que uma execução simétrica faz quando as contagens do estoque não se dividem pelas órbitas: recusar começar (manter) ou usar o estoque mais próximo que se divide (ajustar; as mudanças aparecem abaixo)</translation>
    </message>
    <message>
        <source>Fit the Pool</source>
        <translation>Ajustar o Estoque</translation>
    </message>
    <message>
        <source>Runs use the nearest pool whose counts divide over the orbits (pool: fit)</source>
        <translation>As execuções usam o estoque mais próximo cujas contagens se dividem pelas órbitas (estoque: ajustar)</translation>
    </message>
    <message>
        <source>Soft Requirement</source>
        <translation>Requisito Flexível</translation>
    </message>
    <message>
        <source>Keep the pool and no mode; add a weighted symmetry requirement to the rule set instead, which counts the hexes that differ from their image (one undo step)</source>
        <translation>Manter o estoque e nenhum modo; em vez disso, adicionar ao conjunto de regras um requisito de simetria ponderado, que conta os hexágonos diferentes de sua imagem (um passo de desfazer)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Estoque</translation>
    </message>
    <message numerus="yes">
        <source>Not for this board: %n hex(es) have no image under this symmetry (%1)</source>
        <translation>
            <numerusform>Não para este tabuleiro: %n hexágono não tem imagem sob esta simetria (%1)</numerusform>
            <numerusform>Não para este tabuleiro: %n hexágonos não têm imagem sob esta simetria (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orbit(s) of hexes; the pool divides over them.</source>
        <translation>
            <numerusform>%n órbita de hexágonos; o estoque se divide por ela.</numerusform>
            <numerusform>%n órbitas de hexágonos; o estoque se divide por elas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs use the nearest pool that fits: %1.</source>
        <translation>As execuções usam o estoque mais próximo que serve: %1.</translation>
    </message>
    <message>
        <source>No symmetric map is possible: %1</source>
        <translation>Nenhum mapa simétrico é possível: %1</translation>
    </message>
    <message>
        <source>Symmetric (%1)</source>
        <translation>Simétrico (%1)</translation>
    </message>
    <message>
        <source>Add symmetry requirement</source>
        <translation>Adicionar requisito de simetria</translation>
    </message>
    <message>
        <source>fit: move tiles between kinds, tokens between numbers, until it can</source>
        <translation>ajustar: mover peças entre tipos e marcadores entre números até dar certo</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TerrainCombo</name>
    <message>
        <source>%1 (not in this rule set)</source>
        <translation>%1 (não está neste conjunto de regras)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TileList</name>
    <message>
        <source>The tile set&apos;s tiles: shape, terrain and the connection code on every outer side, with their role and how many the assembly has placed</source>
        <translation>As peças do conjunto de peças: forma, terreno e o código de conexão em cada lado externo, com seu papel e quantas a montagem já colocou</translation>
    </message>
    <message>
        <source>fixed ×%1</source>
        <translation>fixa ×%1</translation>
    </message>
    <message>
        <source>required %1</source>
        <translation>obrigatória %1</translation>
    </message>
    <message>
        <source>required %1–%2</source>
        <translation>obrigatória %1–%2</translation>
    </message>
    <message>
        <source>optional 0–%1</source>
        <translation>opcional 0–%1</translation>
    </message>
    <message>
        <source>, line</source>
        <translation>, linha</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %n hex(es) · placed %3</source>
        <translation>
            <numerusform>%1
%2 · %n hexágono · colocadas %3</numerusform>
            <numerusform>%1
%2 · %n hexágonos · colocadas %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4</source>
        <translation>%1 (%2): %3, %4</translation>
    </message>
    <message>
        <source>may rotate</source>
        <translation>pode girar</translation>
    </message>
    <message>
        <source>never rotated</source>
        <translation>nunca girada</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TileSetDock</name>
    <message>
        <source>Tile Assembly</source>
        <translation>Montagem de peças</translation>
    </message>
    <message>
        <source>&amp;Open Tile Set…</source>
        <translation>&amp;Abrir conjunto de peças…</translation>
    </message>
    <message>
        <source>Read a tile-set file (Ctrl+Shift+T)</source>
        <translation>Ler um arquivo de conjunto de peças (Ctrl+Shift+T)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Fill the board with the tile set&apos;s tiles, streaming the partial assembly; continues a stepped run (F8)</source>
        <translation>Preencher o tabuleiro com as peças do conjunto, transmitindo a montagem parcial; continua uma execução passo a passo (F8)</translation>
    </message>
    <message>
        <source>One placement, removal, gap choice or dead end at a time, shown on the canvas (Ctrl+Shift+F8)</source>
        <translation>Um posicionamento, remoção, escolha de lacuna ou beco sem saída por vez, mostrado na tela (Ctrl+Shift+F8)</translation>
    </message>
    <message>
        <source>Stop the assembly run (Shift+F8)</source>
        <translation>Parar a execução da montagem (Shift+F8)</translation>
    </message>
    <message>
        <source>Write the finished assembly into the map as one undo step; locked hexes stay (Ctrl+F8)</source>
        <translation>Gravar a montagem terminada no mapa como um passo de desfazer; hexágonos travados permanecem (Ctrl+F8)</translation>
    </message>
    <message>
        <source>&amp;Assemble</source>
        <translation>&amp;Montar</translation>
    </message>
    <message>
        <source>Assembly S&amp;tep</source>
        <translation>&amp;Passo da montagem</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Stop Assembly</source>
        <translation>Parar montagem</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Apply Assembly</source>
        <translation>Aplicar montagem</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>The built-in tile sets and the tile-set files opened so far</source>
        <translation>Os conjuntos de peças incluídos e os arquivos de conjunto de peças abertos até agora</translation>
    </message>
    <message>
        <source>Use Its Board</source>
        <translation>Usar o tabuleiro dele</translation>
    </message>
    <message>
        <source>Replace the map by the tile set&apos;s empty board and rule set (one undo step)</source>
        <translation>Substituir o mapa pelo tabuleiro vazio e o conjunto de regras do conjunto de peças (um passo de desfazer)</translation>
    </message>
    <message>
        <source>The same tile set, board, locks, seed and tricks give the same assembly</source>
        <translation>O mesmo conjunto de peças, tabuleiro, travas, semente e truques dão a mesma montagem</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Give up after this long (0: never)</source>
        <translation>Desistir após este tempo (0: nunca)</translation>
    </message>
    <message>
        <source>gap list</source>
        <translation>lista de lacunas</translation>
    </message>
    <message>
        <source>reduce</source>
        <translation>reduzir</translation>
    </message>
    <message>
        <source>fewest first</source>
        <translation>menos primeiro</translation>
    </message>
    <message>
        <source>lines first</source>
        <translation>linhas primeiro</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de tempo</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Truques</translation>
    </message>
    <message>
        <source>Open Tile Set</source>
        <translation>Abrir conjunto de peças</translation>
    </message>
    <message>
        <source>Tile sets (*.json);;All files (*)</source>
        <translation>Conjuntos de peças (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cannot read the tile set:
%1</source>
        <translation>Não é possível ler o conjunto de peças:
%1</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>Conjunto de peças</translation>
    </message>
    <message>
        <source>Board of tile set %1</source>
        <translation>Tabuleiro do conjunto de peças %1</translation>
    </message>
    <message>
        <source>Step mode: press Step (Ctrl+Shift+F8) for the next step, Assemble (F8) to run on</source>
        <translation>Modo passo a passo: pressione Passo (Ctrl+Shift+F8) para o próximo passo, Montar (F8) para continuar</translation>
    </message>
    <message>
        <source>Assembling…</source>
        <translation>Montando…</translation>
    </message>
    <message>
        <source>The assembly could not start: %1</source>
        <translation>A montagem não pôde começar: %1</translation>
    </message>
    <message>
        <source>Assemble</source>
        <translation>Montar</translation>
    </message>
    <message numerus="yes">
        <source>Assembled with %n tile(s), seed %1: Apply (Ctrl+F8) writes it into the map</source>
        <translation>
            <numerusform>Montado com %n peça, semente %1: Aplicar (Ctrl+F8) grava no mapa</numerusform>
            <numerusform>Montado com %n peças, semente %1: Aplicar (Ctrl+F8) grava no mapa</numerusform>
        </translation>
    </message>
    <message>
        <source>No assembly: %1</source>
        <translation>Nenhuma montagem: %1</translation>
    </message>
    <message>
        <source>Applied: the map is an ordinary map now (scored, editable, optimisable; Undo takes it back). Lock hexes and assemble again to keep their tiles.</source>
        <translation>Aplicado: o mapa agora é um mapa comum (pontuado, editável, otimizável; Desfazer o reverte). Trave hexágonos e monte de novo para manter suas peças.</translation>
    </message>
    <message>
        <source>No assembly: %1 (the tile set is made for another board)</source>
        <translation>Nenhuma montagem: %1 (o conjunto de peças é feito para outro tabuleiro)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ZonePositionsPanel</name>
    <message>
        <source>Position</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>The requirements this hex breaks now</source>
        <translation>Os requisitos que este hexágono viola agora</translation>
    </message>
    <message>
        <source>1 %1 position: searches move %2 only among them</source>
        <translation>1 posição de %1: as buscas movem %2 apenas entre elas</translation>
    </message>
    <message>
        <source>%1 %2 positions: searches move %3 only among them</source>
        <translation>%1 posições de %2: as buscas movem %3 apenas entre elas</translation>
    </message>
    <message>
        <source>%1, as they move land among land. %2; bold rows changed in the last update.</source>
        <translation>%1, pois movem terra entre terra. %2; linhas em negrito mudaram na última atualização.</translation>
    </message>
    <message>
        <source>1 of them breaks a requirement now</source>
        <translation>1 delas viola um requisito agora</translation>
    </message>
    <message>
        <source>%1 of them break a requirement now</source>
        <translation>%1 delas violam um requisito agora</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::document::GraphDocument</name>
    <message>
        <source>Add region %1</source>
        <translation>Adicionar região %1</translation>
    </message>
    <message>
        <source>Delete region %1</source>
        <translation>Excluir região %1</translation>
    </message>
    <message>
        <source>Join %1 and %2</source>
        <translation>Unir %1 e %2</translation>
    </message>
    <message>
        <source>Separate %1 and %2</source>
        <translation>Separar %1 e %2</translation>
    </message>
    <message>
        <source>Edit region %1</source>
        <translation>Editar região %1</translation>
    </message>
    <message>
        <source>Move region %1</source>
        <translation>Mover região %1</translation>
    </message>
    <message>
        <source>Change the removal limit</source>
        <translation>Alterar o limite de remoção</translation>
    </message>
    <message>
        <source>no such region</source>
        <translation>região inexistente</translation>
    </message>
    <message>
        <source>a region&apos;s id must be non-empty text without &apos;/&apos;</source>
        <translation>o id de uma região deve ser um texto não vazio sem &apos;/&apos;</translation>
    </message>
    <message>
        <source>another region is already called &quot;%1&quot;</source>
        <translation>outra região já se chama “%1”</translation>
    </message>
    <message>
        <source>draw at least one region</source>
        <translation>desenhe pelo menos uma região</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::document::MapDocument</name>
    <message>
        <source>Swap hexes</source>
        <translation>Trocar hexágonos</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::FileController</name>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Novo…</translation>
    </message>
    <message>
        <source>Start a map: choose the rule set and the board</source>
        <translation>Começar um mapa: escolher o conjunto de regras e o tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>Abrir um arquivo de mapa</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir recen&amp;te</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Salvar o mapa</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar co&amp;mo…</translation>
    </message>
    <message>
        <source>Save the map under a new name</source>
        <translation>Salvar o mapa com um novo nome</translation>
    </message>
    <message>
        <source>&amp;Import Letter Format…</source>
        <translation>&amp;Importar formato de letras…</translation>
    </message>
    <message>
        <source>Open a map in the letter format with the current rule set</source>
        <translation>Abrir um mapa no formato de letras com o conjunto de regras atual</translation>
    </message>
    <message>
        <source>&amp;Export Letter Format…</source>
        <translation>&amp;Exportar formato de letras…</translation>
    </message>
    <message>
        <source>Write the map in the letter format (terrain letters only: locks are not kept)</source>
        <translation>Gravar o mapa no formato de letras (só as letras dos terrenos: as travas não são mantidas)</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>Exportar &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of the map</source>
        <translation>Salvar uma imagem do mapa</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>Exportar S&amp;VG…</translation>
    </message>
    <message>
        <source>Save a scalable picture of the map</source>
        <translation>Salvar uma imagem escalável do mapa</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Close the window (asks about unsaved changes)</source>
        <translation>Fechar a janela (pergunta sobre alterações não salvas)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Quit Hexloom</source>
        <translation>Sair do Hexloom</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tem alterações não salvas. Salvá-las?</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>O mapa</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Novo mapa</translation>
    </message>
    <message>
        <source>Open map</source>
        <translation>Abrir mapa</translation>
    </message>
    <message>
        <source>Save map</source>
        <translation>Salvar mapa</translation>
    </message>
    <message>
        <source>Import letter format</source>
        <translation>Importar formato de letras</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Export letter format</source>
        <translation>Exportar formato de letras</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>A picture is still being drawn; export again when it is written</source>
        <translation>Uma imagem ainda está sendo desenhada; exporte de novo quando ela estiver gravada</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>Exportar SVG</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Exportar PNG</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Imagens SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>Drawing %1…</source>
        <translation>Desenhando %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>Exported %1: %2 x %3 pixels</source>
        <translation>%1 exportado: %2 x %3 pixels</translation>
    </message>
    <message>
        <source>New &amp;Game…</source>
        <translation>Novo &amp;jogo…</translation>
    </message>
    <message>
        <source>Make a game of your own: kinds, pool, players&apos; homes and requirements, from a blank page or a template</source>
        <translation>Criar um jogo seu: tipos, reserva, bases dos jogadores e requisitos, a partir de uma página em branco ou de um modelo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::FixNearHex</name>
    <message>
        <source>Suggest Fixes &amp;Near Hex</source>
        <translation>Sugerir &amp;correções perto do hexágono</translation>
    </message>
    <message>
        <source>Suggestions that change only the hexes within %1 of the hex under the mouse (or the selected hex), with as few changes as the best score allows (Ctrl+Alt+F; also on the canvas&apos;s right-click menu)</source>
        <translation>Sugestões que alteram só os hexágonos a até %1 do hexágono sob o mouse (ou do hexágono selecionado), com o mínimo de alterações que a melhor pontuação permite (Ctrl+Alt+F; também no menu de contexto da tela)</translation>
    </message>
    <message>
        <source>Point at a hex (or select one) to suggest fixes near it</source>
        <translation>Aponte para um hexágono (ou selecione um) para sugerir correções perto dele</translation>
    </message>
    <message>
        <source>A search is running: stop it first to suggest fixes near a hex</source>
        <translation>Uma busca está em execução: pare-a antes de sugerir correções perto de um hexágono</translation>
    </message>
    <message>
        <source>Suggesting fixes within %1 hexes of hex %2…</source>
        <translation>Sugerindo correções a até %1 hexágonos do hexágono %2…</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::HelpWindow</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Hexloom Help</source>
        <translation>Ajuda do Hexloom</translation>
    </message>
    <message>
        <source>Find in this page (Enter: next)</source>
        <translation>Localizar nesta página (Enter: próximo)</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Primeiros passos</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guia do usuário</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Linha de comando</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Formatos de arquivo</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algoritmos</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma do &amp;sistema</translation>
    </message>
    <message>
        <source>Use the language of the system (English where Hexloom has no translation)</source>
        <translation>Usar o idioma do sistema (inglês onde o Hexloom não tem tradução)</translation>
    </message>
    <message>
        <source>Use %1 from the next start</source>
        <translation>Usar %1 a partir da próxima inicialização</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Hexloom will use %1 from its next start. Save your work and restart Hexloom to switch now.</source>
        <translation>O Hexloom usará %1 a partir da próxima inicialização. Salve seu trabalho e reinicie o Hexloom para mudar agora.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::LayoutPresets</name>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Re&amp;definir layout</translation>
    </message>
    <message>
        <source>Put every panel back where it started (the Design layout)</source>
        <translation>Colocar cada painel de volta onde começou (o layout Projeto)</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Projeto</translation>
    </message>
    <message>
        <source>The canvas first; the panels in one column of tabs</source>
        <translation>A tela primeiro; os painéis em uma coluna de abas</translation>
    </message>
    <message>
        <source>&amp;Teach</source>
        <translation>&amp;Ensino</translation>
    </message>
    <message>
        <source>The search and its chart beside the canvas, the teaching view on at a pace the eye can follow</source>
        <translation>A busca e seu gráfico ao lado da tela, a visão didática ligada num ritmo que o olho consegue acompanhar</translation>
    </message>
    <message>
        <source>&amp;Regions</source>
        <translation>&amp;Regiões</translation>
    </message>
    <message>
        <source>The Regions panel wide open</source>
        <translation>O painel Regiões bem aberto</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>Peç&amp;as</translation>
    </message>
    <message>
        <source>The Tile Assembly panel wide open</source>
        <translation>O painel Montagem de peças bem aberto</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::MainWindow</name>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>The suggestion was made for another board or rule set: nothing applied</source>
        <translation>A sugestão foi feita para outro tabuleiro ou conjunto de regras: nada foi aplicado</translation>
    </message>
    <message>
        <source>Suggestion applied</source>
        <translation>Sugestão aplicada</translation>
    </message>
    <message numerus="yes">
        <source>Suggestion applied; %n hex(es) you edited since were kept</source>
        <translation>
            <numerusform>Sugestão aplicada; %n hexágono que você editou desde então foi mantido</numerusform>
            <numerusform>Sugestão aplicada; %n hexágonos que você editou desde então foram mantidos</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay: iteration %1, best %2; the small hexes show where that map differs from the map now</source>
        <translation>Reprodução: iteração %1, melhor %2; os hexágonos pequenos mostram onde aquele mapa difere do mapa atual</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Pontuação %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Busca</translation>
    </message>
    <message numerus="yes">
        <source>Hexloom did not close properly last time. Restore the map you were editing, “%1” (autosaved %2, %n unsaved edit(s))?</source>
        <translation>
            <numerusform>O Hexloom não foi fechado corretamente da última vez. Restaurar o mapa que você estava editando, “%1” (salvo automaticamente %2, %n edição não salva)?</numerusform>
            <numerusform>O Hexloom não foi fechado corretamente da última vez. Restaurar o mapa que você estava editando, “%1” (salvo automaticamente %2, %n edições não salvas)?</numerusform>
        </translation>
    </message>
    <message>
        <source>A recovery file left by Hexloom cannot be read:
%1
Discard it?</source>
        <translation>Um arquivo de recuperação deixado pelo Hexloom não pode ser lido:
%1
Descartá-lo?</translation>
    </message>
    <message numerus="yes">
        <source>

%n more unsaved map(s) will be offered at the next start.</source>
        <translation>
            <numerusform>

Mais %n mapa não salvo será oferecido na próxima inicialização.</numerusform>
            <numerusform>

Mais %n mapas não salvos serão oferecidos na próxima inicialização.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurar trabalho não salvo?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>&amp;Guardar para depois</translation>
    </message>
    <message>
        <source>Open Hexloom without it; it is offered again at the next start</source>
        <translation>Abrir o Hexloom sem ele; ele será oferecido de novo na próxima inicialização</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>%1[*] — Hexloom</source>
        <translation>%1[*] — Hexloom</translation>
    </message>
    <message>
        <source>Hex %1 · row %2, column %3 · axial (%4, %5) · %6</source>
        <translation>Hexágono %1 · linha %2, coluna %3 · axial (%4, %5) · %6</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source> · token %1</source>
        <translation> · marcador %1</translation>
    </message>
    <message>
        <source> · locked</source>
        <translation> · travado</translation>
    </message>
    <message numerus="yes">
        <source> · breaks %n requirement(s)</source>
        <translation>
            <numerusform> · viola %n requisito</numerusform>
            <numerusform> · viola %n requisitos</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill selection</source>
        <translation>Preencher seleção</translation>
    </message>
    <message>
        <source>Lock selection</source>
        <translation>Travar seleção</translation>
    </message>
    <message>
        <source>Unlock selection</source>
        <translation>Destravar seleção</translation>
    </message>
    <message numerus="yes">
        <source>The suggestion changes %n hex(es): the small hexes show its terrain</source>
        <translation>
            <numerusform>A sugestão altera %n hexágono: os hexágonos pequenos mostram seu terreno</numerusform>
            <numerusform>A sugestão altera %n hexágonos: os hexágonos pequenos mostram seu terreno</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit rule set</source>
        <translation>Editar conjunto de regras</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Pincel menor</translation>
    </message>
    <message>
        <source>Brush of 1, 7 or 19 hexes: one size down</source>
        <translation>Pincel de 1, 7 ou 19 hexágonos: um tamanho abaixo</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>Pincel maior</translation>
    </message>
    <message>
        <source>Brush of 1, 7 or 19 hexes: one size up</source>
        <translation>Pincel de 1, 7 ou 19 hexágonos: um tamanho acima</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Busca</translation>
    </message>
    <message>
        <source>&amp;Assemble</source>
        <translation>&amp;Montar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About Hexloom</source>
        <translation>&amp;Sobre o Hexloom</translation>
    </message>
    <message>
        <source>About Hexloom</source>
        <translation>Sobre o Hexloom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hexloom&lt;/b&gt; %1&lt;br&gt;A hex map editor where a designer and search algorithms design a map together. Help → User Guide (F1) explains it.</source>
        <translation>&lt;b&gt;Hexloom&lt;/b&gt; %1&lt;br&gt;Um editor de mapas hexagonais em que um designer e algoritmos de busca criam um mapa juntos. Ajuda → Guia do usuário (F1) o explica.</translation>
    </message>
    <message>
        <source>Version and where to find the user guide</source>
        <translation>Versão e onde encontrar o guia do usuário</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Take back the last change (a stroke, an edit or a whole live run)</source>
        <translation>Desfazer a última alteração (um traço, uma edição ou uma execução ao vivo inteira)</translation>
    </message>
    <message>
        <source>Do again what Undo took back</source>
        <translation>Fazer de novo o que Desfazer desfez</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Selecionar t&amp;udo</translation>
    </message>
    <message>
        <source>Select every hex</source>
        <translation>Selecionar todos os hexágonos</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Selecionar &amp;nada</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Limpar a seleção</translation>
    </message>
    <message>
        <source>&amp;Invert Selection</source>
        <translation>&amp;Inverter seleção</translation>
    </message>
    <message>
        <source>Select the hexes that are not selected, and only those</source>
        <translation>Selecionar os hexágonos que não estão selecionados, e só esses</translation>
    </message>
    <message>
        <source>&amp;Lock Selection</source>
        <translation>&amp;Travar seleção</translation>
    </message>
    <message>
        <source>Lock the selected hexes</source>
        <translation>Travar os hexágonos selecionados</translation>
    </message>
    <message>
        <source>U&amp;nlock Selection</source>
        <translation>Destra&amp;var seleção</translation>
    </message>
    <message>
        <source>Unlock the selected hexes</source>
        <translation>Destravar os hexágonos selecionados</translation>
    </message>
    <message>
        <source>&amp;Fill Selection</source>
        <translation>&amp;Preencher seleção</translation>
    </message>
    <message>
        <source>Paint the selected hexes with the brush terrain</source>
        <translation>Pintar os hexágonos selecionados com o terreno do pincel</translation>
    </message>
    <message>
        <source>Rule &amp;Set…</source>
        <translation>&amp;Conjunto de regras…</translation>
    </message>
    <message>
        <source>Edit terrains, pools and requirements of the map&apos;s rule set</source>
        <translation>Editar terrenos, reservas e requisitos do conjunto de regras do mapa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation>Ampliar (ou a roda do mouse)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>Zoom out (or the mouse wheel)</source>
        <translation>Reduzir (ou a roda do mouse)</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Ajustar &amp;tabuleiro</translation>
    </message>
    <message>
        <source>Show the whole board</source>
        <translation>Mostrar o tabuleiro inteiro</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>Label hexes with row,column</source>
        <translation>Rotular os hexágonos com linha,coluna</translation>
    </message>
    <message>
        <source>Re&amp;gions</source>
        <translation>Re&amp;giões</translation>
    </message>
    <message>
        <source>The Fairness dock&apos;s verdict on the map</source>
        <translation>O veredito do painel Equidade sobre o mapa</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Paleta</translation>
    </message>
    <message>
        <source>The colours of the hexes on the canvas; labels and glyphs stay on in every palette</source>
        <translation>As cores dos hexágonos na tela; rótulos e símbolos continuam visíveis em toda paleta</translation>
    </message>
    <message>
        <source>&amp;Rule Set Colours</source>
        <translation>Cores do conjunto de &amp;regras</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Safe (Okabe-Ito)</source>
        <translation>Seguro para &amp;daltônicos (Okabe-Ito)</translation>
    </message>
    <message>
        <source>&amp;Greyscale</source>
        <translation>Tons de &amp;cinza</translation>
    </message>
    <message>
        <source>The colours the rule set gives its kinds</source>
        <translation>As cores que o conjunto de regras dá aos seus tipos</translation>
    </message>
    <message>
        <source>Eight colours told apart with every common colour-vision deficiency</source>
        <translation>Oito cores distinguíveis com toda deficiência comum de visão de cores</translation>
    </message>
    <message>
        <source>Greys from light to dark, as a black-and-white printer shows the board</source>
        <translation>Tons de cinza do claro ao escuro, como uma impressora em preto e branco mostra o tabuleiro</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::MapSaver</name>
    <message>
        <source>Saving %1…</source>
        <translation>Salvando %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>Saved %1 as it was when asked; the edits made since are not saved yet</source>
        <translation>%1 salvo como estava no pedido; as edições feitas depois ainda não foram salvas</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Salvando</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::OpenProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop loading and keep the map that is open now</source>
        <translation>Parar o carregamento e manter o mapa aberto agora</translation>
    </message>
    <message>
        <source>Opening %1: %2…</source>
        <translation>Abrindo %1: %2…</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abrindo %1…</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PaletteBox</name>
    <message>
        <source>Rule set colours</source>
        <translation>Cores do conjunto de regras</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Seguro para daltônicos (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Greyscale (black-and-white printers)</source>
        <translation>Tons de cinza (impressoras em preto e branco)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfExportDialog</name>
    <message>
        <source>Export PDF (Print and Play)</source>
        <translation>Exportar PDF (imprimir e jogar)</translation>
    </message>
    <message>
        <source>Width of a printed hex between two opposite sides</source>
        <translation>Largura de um hexágono impresso entre dois lados opostos</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Carta (8,5 × 11 pol.)</translation>
    </message>
    <message>
        <source>Fewest pages</source>
        <translation>Menos páginas</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Retrato</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paisagem</translation>
    </message>
    <message>
        <source>Strip printed on both neighbouring pages, for aligning and gluing</source>
        <translation>Faixa impressa nas duas páginas vizinhas, para alinhar e colar</translation>
    </message>
    <message>
        <source>Unprinted border of every sheet (most printers need 5 mm)</source>
        <translation>Borda não impressa de cada folha (a maioria das impressoras precisa de 5 mm)</translation>
    </message>
    <message>
        <source>Row,column on every hex</source>
        <translation>Linha,coluna em cada hexágono</translation>
    </message>
    <message>
        <source>Legend: terrains, counts and the page plan</source>
        <translation>Legenda: terrenos, quantidades e o plano das páginas</translation>
    </message>
    <message>
        <source>Hex width</source>
        <translation>Largura do hexágono</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientação</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Sobreposição</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margem</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Salvar PDF…</translation>
    </message>
    <message>
        <source>%1 × %2 sheets%3, %4</source>
        <translation>%1 × %2 folhas%3, %4</translation>
    </message>
    <message>
        <source> and a legend page</source>
        <translation> e uma página de legenda</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paisagem</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>retrato</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>Desenhando a prévia…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is still being written; export this PDF when it is done.</source>
        <translation>%1 ainda está sendo gravado; exporte este PDF quando terminar.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The hexes&apos; colours on paper; labels and glyphs stay on in every palette</source>
        <translation>As cores dos hexágonos no papel; rótulos e símbolos continuam visíveis em toda paleta</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop writing the PDF; the file keeps what it had</source>
        <translation>Parar de gravar o PDF; o arquivo mantém o que tinha</translation>
    </message>
    <message>
        <source>Writing %1: sheet %2 of %3</source>
        <translation>Gravando %1: folha %2 de %3</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Gravando %1…</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfWriter</name>
    <message>
        <source>the PDF writer stopped</source>
        <translation>o gravador de PDF parou</translation>
    </message>
    <message>
        <source>PDF export cancelled: %1 is as it was</source>
        <translation>Exportação de PDF cancelada: %1 está como estava</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>%1 was not written; the file there is as it was.

%2</source>
        <translation>%1 não foi gravado; o arquivo lá está como estava.

%2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>%1 gravado (%n página)</numerusform>
            <numerusform>%1 gravado (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Gravando %1…</translation>
    </message>
    <message>
        <source>Cancel the PDF</source>
        <translation>Cancelar o PDF</translation>
    </message>
    <message>
        <source>Writing %1: sheet %2 of %3</source>
        <translation>Gravando %1: folha %2 de %3</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PictureExportDialog</name>
    <message>
        <source>Export Picture</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <source>Hex radius (pixels)</source>
        <translation>Raio do hexágono (pixels)</translation>
    </message>
    <message>
        <source>Resolution (dpi)</source>
        <translation>Resolução (dpi)</translation>
    </message>
    <message>
        <source>Picture width (pixels)</source>
        <translation>Largura da imagem (pixels)</translation>
    </message>
    <message>
        <source>At a resolution: the width of a hex across the flats</source>
        <translation>Numa resolução: a largura de um hexágono entre lados opostos</translation>
    </message>
    <message>
        <source>Lock marks</source>
        <translation>Marcas de trava</translation>
    </message>
    <message>
        <source>Row,column on every hex</source>
        <translation>Linha,coluna em cada hexágono</translation>
    </message>
    <message>
        <source>No highlights</source>
        <translation>Sem destaques</translation>
    </message>
    <message>
        <source>Violations of every requirement</source>
        <translation>Violações de todos os requisitos</translation>
    </message>
    <message>
        <source>Violations of %1</source>
        <translation>Violações de %1</translation>
    </message>
    <message>
        <source>Legend of the highlight colours</source>
        <translation>Legenda das cores de destaque</translation>
    </message>
    <message>
        <source>Size by</source>
        <translation>Tamanho por</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Hex width</source>
        <translation>Largura do hexágono</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Destaque</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>Salvar imagem…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>Desenhando a prévia…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG picture (*.svg)</source>
        <translation>Imagem PNG (*.png);;Imagem SVG (*.svg)</translation>
    </message>
    <message>
        <source>The hexes&apos; colours in the picture; labels and glyphs stay on in every palette</source>
        <translation>As cores dos hexágonos na imagem; rótulos e símbolos continuam visíveis em toda paleta</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PrintPresetExportDialog</name>
    <message>
        <source>Export for a Print Service</source>
        <translation>Exportar para um serviço de impressão</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>sized by the hex width</source>
        <translation>dimensionado pela largura do hexágono</translation>
    </message>
    <message>
        <source>The Game Crafter mini hex tiles</source>
        <translation>The Game Crafter, peças hexagonais mini</translation>
    </message>
    <message>
        <source>The Game Crafter small hex tiles</source>
        <translation>The Game Crafter, peças hexagonais pequenas</translation>
    </message>
    <message>
        <source>The Game Crafter medium hex tiles</source>
        <translation>The Game Crafter, peças hexagonais médias</translation>
    </message>
    <message>
        <source>The Game Crafter large hex tiles</source>
        <translation>The Game Crafter, peças hexagonais grandes</translation>
    </message>
    <message>
        <source>The Game Crafter bi-fold board</source>
        <translation>The Game Crafter, tabuleiro com uma dobra</translation>
    </message>
    <message>
        <source>The Game Crafter quad-fold board</source>
        <translation>The Game Crafter, tabuleiro dobrável em quatro</translation>
    </message>
    <message>
        <source>The Game Crafter six-fold board</source>
        <translation>The Game Crafter, tabuleiro dobrável em seis</translation>
    </message>
    <message>
        <source>PrintPlayGames, 3 mm bleed</source>
        <translation>PrintPlayGames, sangria de 3 mm</translation>
    </message>
    <message>
        <source>Board: one image</source>
        <translation>Tabuleiro: uma imagem</translation>
    </message>
    <message>
        <source>Hex tiles: one image per hex and a back</source>
        <translation>Peças hexagonais: uma imagem por hexágono e um verso</translation>
    </message>
    <message>
        <source>For presets sized by the hex: the width of a hex across the flats</source>
        <translation>Para predefinições dimensionadas pelo hexágono: a largura de um hexágono entre lados opostos</translation>
    </message>
    <message>
        <source>Labels, glyphs and badges</source>
        <translation>Rótulos, glifos e emblemas</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Predefinição</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Gerar</translation>
    </message>
    <message>
        <source>Hex width</source>
        <translation>Largura do hexágono</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>One image of %1 × %2 pixels at %3 dpi; the board fills the safe area.</source>
        <translation>Uma imagem de %1 × %2 pixels a %3 dpi; o tabuleiro preenche a área segura.</translation>
    </message>
    <message>
        <source>No label crosses a fold.</source>
        <translation>Nenhum rótulo cruza uma dobra.</translation>
    </message>
    <message>
        <source>Labels across a fold: %1</source>
        <translation>Rótulos sobre uma dobra: %1</translation>
    </message>
    <message>
        <source>hex %1,%2: the vertical fold at x = %3 px</source>
        <translation>hexágono %1,%2: a dobra vertical em x = %3 px</translation>
    </message>
    <message>
        <source>hex %1,%2: the horizontal fold at y = %3 px</source>
        <translation>hexágono %1,%2: a dobra horizontal em y = %3 px</translation>
    </message>
    <message>
        <source>Hex tiles are written for boards of at most %1 hexes; this one has %2.</source>
        <translation>Peças hexagonais são gravadas para tabuleiros de no máximo %1 hexágonos; este tem %2.</translation>
    </message>
    <message>
        <source>%1 front images (one per hex) and back.png, each %2 × %3 pixels at %4 dpi, into a folder.</source>
        <translation>%1 frentes (uma por hexágono) e back.png, cada uma com %2 × %3 pixels a %4 dpi, numa pasta.</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>Desenhando a prévia…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Gravando %1…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Folder for the hex tiles</source>
        <translation>Pasta para as peças hexagonais</translation>
    </message>
    <message>
        <source>Turn the board to fit</source>
        <translation>Girar o tabuleiro para caber</translation>
    </message>
    <message>
        <source>Turn the board a quarter turn when its hexes come out larger that way (a wide board on a tall sheet)</source>
        <translation>Girar o tabuleiro um quarto de volta quando seus hexágonos ficam maiores assim (um tabuleiro largo numa folha alta)</translation>
    </message>
    <message>
        <source>The board is turned a quarter turn: its hexes come out larger that way.</source>
        <translation>O tabuleiro está girado um quarto de volta: assim seus hexágonos ficam maiores.</translation>
    </message>
    <message>
        <source>The hexes&apos; colours in the images; labels and glyphs stay on in every palette</source>
        <translation>As cores dos hexágonos nas imagens; rótulos e símbolos continuam visíveis em toda paleta</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::ProvenBound</name>
    <message>
        <source>best %1 · proven optimal</source>
        <translation>melhor %1 · ótimo comprovado</translation>
    </message>
    <message>
        <source>best %1 · no map below %2</source>
        <translation>melhor %1 · nenhum mapa abaixo de %2</translation>
    </message>
    <message>
        <source>What the exact engine has proved about the score under the current locks, while the run goes on and after it (requirements it cannot express count as 0)</source>
        <translation>O que o motor exato provou sobre a pontuação com os bloqueios atuais, enquanto a execução continua e depois dela (requisitos que ele não consegue expressar contam como 0)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::RecipeReplay</name>
    <message>
        <source>Cannot start %1 (the command-line tool replays recipes).</source>
        <translation>Não foi possível iniciar %1 (a ferramenta de linha de comando reproduz as receitas).</translation>
    </message>
    <message>
        <source>The replay failed.</source>
        <translation>A reprodução falhou.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::SymmetryControls</name>
    <message>
        <source>Symmetric Brush</source>
        <translation>Pincel Simétrico</translation>
    </message>
    <message>
        <source>Brush and Lock change the whole orbit of each hex: its images under the symmetry chosen in the Search dock (M)</source>
        <translation>Pincel e Trava mudam a órbita inteira de cada hexágono: suas imagens sob a simetria escolhida no painel Busca (M)</translation>
    </message>
    <message>
        <source>The symmetric brush follows the symmetry chosen in the Search dock; no symmetry is chosen yet.</source>
        <translation>O pincel simétrico segue a simetria escolhida no painel Busca; nenhuma simetria foi escolhida ainda.</translation>
    </message>
    <message>
        <source>Show S&amp;ymmetry</source>
        <translation>Mostrar Sime&amp;tria</translation>
    </message>
    <message>
        <source>Draw the mirror axes or the centre of the chosen symmetry, and where the images of the homes fall</source>
        <translation>Desenhar os eixos de espelho ou o centro da simetria escolhida, e onde caem as imagens das casas iniciais</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::TtsExportDialog</name>
    <message>
        <source>Export a Tabletop Simulator Save</source>
        <translation>Exportar jogo salvo do Tabletop Simulator</translation>
    </message>
    <message>
        <source>One locked tile per hex</source>
        <translation>Uma peça travada por hexágono</translation>
    </message>
    <message>
        <source>Whole board as one picture (quick play)</source>
        <translation>Tabuleiro inteiro como uma imagem (partida rápida)</translation>
    </message>
    <message>
        <source>Tiles can be moved and swapped in the game; one picture on a custom board loads faster and cannot come apart</source>
        <translation>As peças podem ser movidas e trocadas no jogo; uma imagem num tabuleiro personalizado carrega mais rápido e não se desfaz</translation>
    </message>
    <message>
        <source> table units</source>
        <translation> unidades da mesa</translation>
    </message>
    <message>
        <source>Distance between neighbouring hexes&apos; centres on the table, in Tabletop Simulator units (about an inch each); the tiles or the board and the table&apos;s hex grid are scaled to match</source>
        <translation>Distância entre os centros de hexágonos vizinhos na mesa, em unidades do Tabletop Simulator (cerca de uma polegada cada); as peças ou o tabuleiro e a grade hexagonal da mesa são escalados para combinar</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Hex size:</source>
        <translation>&amp;Tamanho do hexágono:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salvar…</translation>
    </message>
    <message numerus="yes">
        <source>%n locked hex tile(s), %1 table units apart, with one image per kind beside the save.</source>
        <translation>
            <numerusform>%n peça hexagonal travada, a %1 unidades da mesa uma da outra, com uma imagem por tipo ao lado do jogo salvo.</numerusform>
            <numerusform>%n peças hexagonais travadas, a %1 unidades da mesa uma da outra, com uma imagem por tipo ao lado do jogo salvo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Gravando %1…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tabletop Simulator saves (*.json)</source>
        <translation>Jogos salvos do Tabletop Simulator (*.json)</translation>
    </message>
    <message>
        <source>The side of a square custom board at scale 1, in table units, from %1 to %2. Tabletop Simulator does not document it: the default of %3 is a community measurement. Change it if the board comes out at another size than the hex size asks.</source>
        <translation>O lado de um tabuleiro personalizado quadrado na escala 1, em unidades da mesa, de %1 a %2. O Tabletop Simulator não o documenta: o padrão de %3 é uma medição da comunidade. Altere-o se o tabuleiro sair em outro tamanho do que o tamanho do hexágono pede.</translation>
    </message>
    <message>
        <source>&amp;Board side at scale 1:</source>
        <translation>Lado do ta&amp;buleiro na escala 1:</translation>
    </message>
    <message>
        <source>The hex size must be a number from %1 to %2 table units.</source>
        <translation>O tamanho do hexágono deve ser um número de %1 a %2 unidades da mesa.</translation>
    </message>
    <message>
        <source>The board side must be a number from %1 to %2 table units.</source>
        <translation>O lado do tabuleiro deve ser um número de %1 a %2 unidades da mesa.</translation>
    </message>
    <message>
        <source>One custom board, %1 × %1 table units (scale %3 at a board side of %4), showing a %2 × %2 pixel picture written beside the save.</source>
        <translation>Um tabuleiro personalizado, %1 × %1 unidades da mesa (escala %3 com lado do tabuleiro de %4), mostrando uma imagem de %2 × %2 pixels gravada ao lado do jogo salvo.</translation>
    </message>
    <message>
        <source>The colours of the tiles&apos; or the board&apos;s picture; labels and glyphs stay on in every palette</source>
        <translation>As cores da imagem das peças ou do tabuleiro; rótulos e símbolos continuam visíveis em toda paleta</translation>
    </message>
    <message>
        <source>&amp;Palette:</source>
        <translation>&amp;Paleta:</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::WhyNotZero</name>
    <message>
        <source>&amp;Why Not Zero?</source>
        <translation>Por que não &amp;zero?</translation>
    </message>
    <message>
        <source>Prove whether any map can reach a score of 0 with the current locks and rules; when none can, outline the locks that conflict and name the requirement (Ctrl+Alt+W)</source>
        <translation>Provar se algum mapa pode chegar à pontuação 0 com as travas e regras atuais; quando nenhum puder, contornar as travas em conflito e citar o requisito (Ctrl+Alt+W)</translation>
    </message>
    <message>
        <source>Why Not Zero? is already proving; cancel it first</source>
        <translation>“Por que não zero?” já está provando; cancele-o primeiro</translation>
    </message>
    <message>
        <source>Proving whether a map with score 0 exists…</source>
        <translation>Provando se existe um mapa com pontuação 0…</translation>
    </message>
    <message>
        <source>Why Not Zero?</source>
        <translation>Por que não zero?</translation>
    </message>
    <message>
        <source>Proving whether any map reaches a score of 0 with these locks…</source>
        <translation>Provando se algum mapa chega à pontuação 0 com estas travas…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>
The map changed while the proof ran: the answer is about the map as it was; ask again.</source>
        <translation>
O mapa mudou enquanto a prova era executada: a resposta se refere ao mapa como ele era; pergunte de novo.</translation>
    </message>
    <message>
        <source>Run Anyway</source>
        <translation>Executar mesmo assim</translation>
    </message>
    <message>
        <source>Start the run again without the check: it searches for the best score it can reach</source>
        <translation>Iniciar a execução de novo sem a verificação: ela busca a melhor pontuação que conseguir alcançar</translation>
    </message>
    <message>
        <source>The run was stopped: its target of 0 cannot be reached.
%1</source>
        <translation>A execução foi interrompida: sua meta de 0 não pode ser alcançada.
%1</translation>
    </message>
    <message>
        <source>No map can reach a score of 0 with these locks.
%1</source>
        <translation>Nenhum mapa pode chegar à pontuação 0 com estas travas.
%1</translation>
    </message>
    <message>
        <source>
(The list may hold more than the conflict needs: the time ran out while it was being shortened.)</source>
        <translation>
(A lista pode conter mais do que o conflito precisa: o tempo acabou enquanto ela era encurtada.)</translation>
    </message>
    <message>
        <source>
Unlocking or changing any one of them removes this conflict.</source>
        <translation>
Destravar ou mudar qualquer uma delas elimina este conflito.</translation>
    </message>
    <message>
        <source>A map with score 0 exists with these locks: a run can reach it.</source>
        <translation>Existe um mapa com pontuação 0 com estas travas: uma execução pode alcançá-lo.</translation>
    </message>
    <message>
        <source>No conflict among the requirements the proof covers: a map satisfies all of them with these locks, but it scores %1 on the requirements the proof does not cover.</source>
        <translation>Nenhum conflito entre os requisitos que a prova cobre: um mapa satisfaz todos eles com estas travas, mas tem pontuação %1 nos requisitos que a prova não cobre.</translation>
    </message>
    <message>
        <source>No answer: %1.</source>
        <translation>Sem resposta: %1.</translation>
    </message>
    <message>
        <source>the proof stopped</source>
        <translation>a prova parou</translation>
    </message>
    <message>
        <source>
Covered: %1.</source>
        <translation>
Cobertos: %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>
Not covered (counted as 0 by the proof): %1.</source>
        <translation>
Não cobertos (contados como 0 pela prova): %1.</translation>
    </message>
    <message numerus="yes">
        <source>
%n solver call(s) in %1 s.</source>
        <translation>
            <numerusform>
%n chamada ao solver em %1 s.</numerusform>
            <numerusform>
%n chamadas ao solver em %1 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::AssemblyController</name>
    <message>
        <source>Tile set &quot;%1&quot; is made for board %2 (%3 hexes), but the open map&apos;s board has %4 hexes in another shape: the assembly will fill the open board and may find no assembly. &quot;Use Its Board&quot; switches to the set&apos;s board.</source>
        <translation>O conjunto de peças “%1” foi feito para o tabuleiro %2 (%3 hexágonos), mas o tabuleiro do mapa aberto tem %4 hexágonos em outra forma: a montagem vai preencher o tabuleiro aberto e pode não encontrar montagem. “Usar o tabuleiro dele” muda para o tabuleiro do conjunto.</translation>
    </message>
    <message>
        <source>The tile assembly</source>
        <translation>A montagem de peças</translation>
    </message>
    <message>
        <source>There is no finished assembly to apply.</source>
        <translation>Não há montagem terminada para aplicar.</translation>
    </message>
    <message>
        <source>The map changed since the assembly started: assemble again.</source>
        <translation>O mapa mudou desde o início da montagem: monte de novo.</translation>
    </message>
    <message>
        <source>Assemble %1, seed %2</source>
        <translation>Montar %1, semente %2</translation>
    </message>
    <message>
        <source> (with its rule set)</source>
        <translation> (com seu conjunto de regras)</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::JobPipeline</name>
    <message>
        <source>the unsaved map</source>
        <translation>o mapa não salvo</translation>
    </message>
    <message>
        <source>the unsaved %1 map</source>
        <translation>o mapa %1 não salvo</translation>
    </message>
    <message>
        <source>%1 ran out of memory on %2: it needs more memory than Hexloom may use (see &quot;Limits&quot; in docs/robustness.md).</source>
        <translation>%1 ficou sem memória em %2: precisa de mais memória do que o Hexloom pode usar (veja “Limits” em docs/robustness.md).</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::PartitionController</name>
    <message>
        <source>The region search</source>
        <translation>A busca de regiões</translation>
    </message>
    <message>
        <source>Apply regions: %1, seed %2</source>
        <translation>Aplicar regiões: %1, semente %2</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::run::RunController</name>
    <message>
        <source>The search cannot start: %1.</source>
        <translation>A busca não pode começar: %1.</translation>
    </message>
    <message>
        <source>The rules changed: the search restarted from the current map with the new rules.</source>
        <translation>As regras mudaram: a busca recomeçou do mapa atual com as novas regras.</translation>
    </message>
    <message>
        <source>The board changed: the search was stopped.</source>
        <translation>O tabuleiro mudou: a busca foi parada.</translation>
    </message>
    <message>
        <source>Search: %1, seed %2</source>
        <translation>Busca: %1, semente %2</translation>
    </message>
    <message>
        <source>Accept suggestion: %1, seed %2</source>
        <translation>Aceitar sugestão: %1, semente %2</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::scene::MapView</name>
    <message>
        <source>&lt;b&gt;Hex row %1, column %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hexágono linha %1, coluna %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Breaks no requirement.</source>
        <translation>&lt;br&gt;Não viola nenhum requisito.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::session::DocumentLoader</name>
    <message>
        <source>Reading the file</source>
        <translation>Lendo o arquivo</translation>
    </message>
    <message>
        <source>Building the rules&apos; tables</source>
        <translation>Construindo as tabelas das regras</translation>
    </message>
    <message>
        <source>Scoring the map</source>
        <translation>Pontuando o mapa</translation>
    </message>
    <message>
        <source>Drawing the overview</source>
        <translation>Desenhando a visão geral</translation>
    </message>
    <message>
        <source>Showing the map</source>
        <translation>Mostrando o mapa</translation>
    </message>
    <message>
        <source>: out of memory while opening this map: it needs more memory than Hexloom may use (see &quot;Limits&quot; in docs/robustness.md)</source>
        <translation>: sem memória ao abrir este mapa: ele precisa de mais memória do que o Hexloom pode usar (veja “Limits” em docs/robustness.md)</translation>
    </message>
    <message>
        <source>Reading the tiles with their kinds</source>
        <translation>Lendo os tiles com seus tipos</translation>
    </message>
    <message>
        <source>Waiting for the tiles&apos; kinds</source>
        <translation>Aguardando os tipos dos tiles</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::BoardShapeTool</name>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Add hexes to the board (left button) or remove them (right button or Shift)</source>
        <translation>Adicionar hexágonos ao tabuleiro (botão esquerdo) ou removê-los (botão direito ou Shift)</translation>
    </message>
    <message>
        <source>Remove hexes</source>
        <translation>Remover hexágonos</translation>
    </message>
    <message>
        <source>Add hexes</source>
        <translation>Adicionar hexágonos</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::EyedropperTool</name>
    <message>
        <source>Pick</source>
        <translation>Conta-gotas</translation>
    </message>
    <message>
        <source>Click a hex to take its terrain and token into the brush</source>
        <translation>Clique num hexágono para levar seu terreno e marcador para o pincel</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::LockBrushTool</name>
    <message>
        <source>Lock</source>
        <translation>Travar</translation>
    </message>
    <message>
        <source>Lock hexes so searches keep them; right button or Shift unlocks</source>
        <translation>Travar hexágonos para que as buscas os mantenham; botão direito ou Shift destrava</translation>
    </message>
    <message>
        <source>Lock hexes</source>
        <translation>Travar hexágonos</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::PaintBrushTool</name>
    <message>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <source>Paint the chosen terrain or number token on 1, 7 or 19 hexes; drag for a stroke</source>
        <translation>Pintar o terreno ou marcador numérico escolhido em 1, 7 ou 19 hexágonos; arraste para um traço</translation>
    </message>
    <message>
        <source>Paint tokens</source>
        <translation>Pintar marcadores</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Pintar terreno</translation>
    </message>
    <message>
        <source>main</source>
        <translation>principal</translation>
    </message>
    <message>
        <source>Painted %1 on a hex that held %2: searches move kinds only within their zone, so this hex is now a position of the %3 zone instead of the %4 zone.</source>
        <translation>%1 pintado num hexágono que tinha %2: as buscas movem os tipos só dentro da sua zona, então este hexágono agora é uma posição da zona %3 em vez da zona %4.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source> The %1 zone has %2 positions for the pool&apos;s %3 tiles: a search will not start until they match.</source>
        <translation> A zona %1 tem %2 posições para as %3 peças da reserva: uma busca só começa quando elas coincidirem.</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>Select hexes: click or drag a rectangle; Shift adds, Ctrl removes</source>
        <translation>Selecionar hexágonos: clique ou arraste um retângulo; Shift adiciona, Ctrl remove</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::SwapTool</name>
    <message>
        <source>Swap</source>
        <translation>Trocar</translation>
    </message>
    <message>
        <source>Drag a hex onto another to exchange their terrain and token</source>
        <translation>Arraste um hexágono sobre outro para trocar seus terrenos e marcadores</translation>
    </message>
</context>
<context>
    <name>hexloom::ui::tools::ToolOptionsBar</name>
    <message>
        <source>Brush options</source>
        <translation>Opções do pincel</translation>
    </message>
    <message>
        <source>Terrain the brush paints (the eyedropper picks it from the map)</source>
        <translation>Terreno que o pincel pinta (o conta-gotas o pega do mapa)</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>marcadores</translation>
    </message>
    <message>
        <source>Paint terrain, or number tokens (right button erases tokens)</source>
        <translation>Pintar terreno ou marcadores numéricos (o botão direito apaga marcadores)</translation>
    </message>
    <message>
        <source>Number token the brush paints on the token layer (0 = none)</source>
        <translation>Marcador numérico que o pincel pinta na camada de marcadores (0 = nenhum)</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 hexágono</translation>
    </message>
    <message>
        <source>7 hexes</source>
        <translation>7 hexágonos</translation>
    </message>
    <message>
        <source>19 hexes</source>
        <translation>19 hexágonos</translation>
    </message>
    <message>
        <source>Brush size for painting and locking ([ and ] change it)</source>
        <translation>Tamanho do pincel para pintar e travar ([ e ] o alteram)</translation>
    </message>
    <message>
        <source> Paint </source>
        <translation> Pintar </translation>
    </message>
    <message>
        <source> token </source>
        <translation> marcador </translation>
    </message>
    <message>
        <source> size </source>
        <translation> tamanho </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hexloom: design hex maps together with search algorithms</source>
        <translation>Hexloom: crie mapas hexagonais junto com algoritmos de busca</translation>
    </message>
    <message>
        <source>Autosave every MS milliseconds (default 15000)</source>
        <translation>Salvar automaticamente a cada MS milissegundos (padrão 15000)</translation>
    </message>
    <message>
        <source>Apply the designer edits listed in FILE after opening</source>
        <translation>Aplicar as edições do designer listadas em FILE após abrir</translation>
    </message>
    <message>
        <source>Restore work left by a crash without asking</source>
        <translation>Restaurar sem perguntar o trabalho deixado por uma falha</translation>
    </message>
    <message>
        <source>Open the map (or the built-in board), show the window, print its title and quit; on a map that cannot be opened, print why and exit with status 1 (checks an installation)</source>
        <translation>Abrir o mapa (ou o tabuleiro embutido), mostrar a janela, imprimir seu título e sair; num mapa que não pode ser aberto, imprimir o motivo e sair com status 1 (verifica uma instalação)</translation>
    </message>
    <message>
        <source>A map file to open (.json, Tiled .tmj or .tmx, or letter format)</source>
        <translation>Um arquivo de mapa a abrir (.json, Tiled .tmj ou .tmx, ou formato de letras)</translation>
    </message>
</context>
</TS>
