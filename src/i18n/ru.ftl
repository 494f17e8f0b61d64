## Русский каталог. $side — "vikings" или "varangians"; $piece —
## "viking", "guard" или "prince"; $square — поле, например e5.

game-title = Оберег
game-title-11 = Оберег · 11×11
panel-board-11 = Доска 11×11: 24 викинга против князя и 12 защитников
side-name = { $side ->
    [vikings] Викинги
   *[varangians] Варяги
}
piece-name = { $piece ->
    [viking] Викинг
    [guard] Защитник
   *[prince] Князь
}

## Командная строка (cli-<команда>-<аргумент>)
cli-about = Оберег: варяги против викингов, игра семейства тавлей на доске 9×9 или 11×11, в терминале.
cli-vikings = Кто играет за викингов, которые ходят первыми: имя или ai либо ai:УРОВЕНЬ для компьютера (рейтинги Эло: { $levels }) [по умолчанию: Викинги]
cli-varangians = Кто играет за варягов — князя и его защитников: имя или ai либо ai:УРОВЕНЬ для компьютера [по умолчанию: Варяги]
cli-toss = Бросить жребий, кому играть за викингов
cli-lang = Язык: uk, ru или en [по умолчанию: lang в config.toml, иначе из LC_ALL, LC_MESSAGES или LANG]
cli-load = Открыть запись партии (.otg) и продолжить игру или просмотреть её, если она окончена
cli-resume = Продолжить неоконченную партию, не спрашивая
cli-new = Начать новую партию; неоконченная сохраняется отдельным файлом
cli-ascii = Рисовать только символами ASCII
cli-help = Показать справку
cli-version = Показать версию
cli-usage = Использование:
cli-options = Параметры
cli-default = [по умолчанию: { $text }]
cli-commands = Команды
cli-arguments = Аргументы
cli-perft-about = Считает последовательности ходов глубиной DEPTH ходов (позиции с оконченной игрой не раскрываются)
cli-perft-depth = На сколько ходов вглубь считать
cli-perft-divide = Сначала вывести каждый допустимый ход с его числом
cli-perft-position = Позиция в записи OTN, первая строка — первая горизонталь [по умолчанию: начальная]
cli-perft-to_move = Чей ход
cli-moves-about = Выводит все допустимые ходы, по одному в строке, по порядку
cli-moves-position = { cli-perft-position }
cli-moves-to_move = { cli-perft-to_move }
cli-replay-about = Переигрывает запись партии (.otg) по правилам и выводит конечную позицию, чей ход и результат
cli-replay-file = Запись, которую проверить

## Ошибки программы
error-prefix = obereg: ошибка:
error-terminal = не удалось воспользоваться терминалом
error-no-terminal = obereg нужен терминал, а его стандартный ввод или вывод — не терминал. Запустите его в окне терминала; без терминала работают команды obereg replay ФАЙЛ, analyze, moves, perft, match, engine, puzzles check.
error-bad-position = --position «{ $record }»: { $problem }

## Невозможные ходы (правила R5–R7)
illegal-game-over = Игра окончена.
illegal-off-board = Поле { $square } — вне доски.
illegal-no-piece = На { $square } нет фишки.
illegal-not-your-piece = Фишка на { $square } принадлежит { $side ->
    [vikings] викингам
   *[varangians] варягам
}, а сейчас ход { $mover ->
    [vikings] викингов
   *[varangians] варягов
}.
illegal-not-straight = Фишка ходит только по прямой — вдоль горизонтали или вертикали (R5).
illegal-occupied = Поле { $square } занято: фишка встаёт только на свободное поле (R5).
illegal-blocked = Перепрыгивать нельзя: на пути фишка на { $square } (R5).
illegal-prince-too-far = Князь ходит не больше чем на 3 поля (R6).
illegal-restricted = Только князь может остановиться { $kind ->
    [throne] на троне
   *[exit] на выходе
} { $square } (R7).

## Неверная запись
notation-bad-square = «{ $text }» — не поле (буква вертикали и номер горизонтали, например e5).
notation-bad-move = «{ $text }» — не ход (два поля через дефис, например d9-d6).
notation-bad-side = «{ $text }» — не сторона (vikings или varangians).

## Позиции, в которые нельзя играть
position-not-a-record = Запись позиции начинается и заканчивается знаком «/».
position-rank-count = В позиции { $found } { $found ->
    [one] горизонталь
    [few] горизонтали
    [many] горизонталей
   *[other] горизонтали
}, а на доске { $expected }.
position-square-count = Горизонталь { $rank } описывает { $found } { $found ->
    [one] поле
    [few] поля
    [many] полей
   *[other] поля
}, а на доске { $expected }.
position-unknown-character = Неизвестный знак «{ $character }» в горизонтали { $rank } (фишки — t, T и K; цифры считают пустые поля).
position-doubly-occupied = Две фишки на { $square }.
position-off-board = Поле { $square } — вне доски.
position-no-prince = На доске нет князя (K).
position-too-many-princes = Князей { $count }, а в игре он один.
position-on-restricted = Только князь может стоять { $kind ->
    [throne] на троне
   *[exit] на выходе
} { $square } (R7).
position-too-many-vikings = Викингов { $found }, а можно не больше { $most }.
position-too-many-guards = Защитников { $found }, а можно не больше { $most }.
position-prince-on-exit = Князь уже стоит на выходе { $square }: игра окончена (R12).

## Боковая панель
panel-plays = играет за { $side ->
    [vikings] викингов
   *[varangians] варягов
}
panel-to-move = ходит
panel-captured = { $count ->
    [one] взята { $count } фишка
    [few] взято { $count } фишки
    [many] взято { $count } фишек
   *[other] взято { $count } фишки
}
panel-moves = { $count } { $count ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
}
panel-played = { panel-moves }{ $passes ->
    [0] {""}
    [one] {" "}({ $passes } пропуск)
    [few] {" "}({ $passes } пропуска)
    [many] {" "}({ $passes } пропусков)
   *[other] {" "}({ $passes } пропуска)
}
panel-score = Матч: { $first } { $first-wins } – { $second-wins } { $second } (ничьих: { $draws })

## Строка состояния
status-welcome = Первыми ходят викинги. Стрелки или hjkl двигают курсор; Enter берёт фишку.
status-toss = Жребий брошен: { $name } играет за викингов и начинает игру.
status-selected = У { $piece ->
    [viking] викинга
    [guard] защитника
   *[prince] князя
} на { $square } { $count } { $count ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
}.
status-stuck = { piece-name } на { $square } не может ходить.
status-played = { side-name }: { $record }
status-draw-offered = { $name } предлагает ничью: { $other }, нажмите y, чтобы согласиться; Esc — отказаться.
status-side-offers-draw = { $side ->
    [vikings] Викинги
   *[varangians] Варяги
} предлагают ничью: { $other }, нажмите y, чтобы согласиться; Esc — отказаться.
status-draw-declined = От ничьей отказались.
status-prompt = Ход (например d9-d6):

## Конец игры
end-wins = Победа { $side ->
    [vikings] викингов
   *[varangians] варягов
}: { $name }!
end-side-wins = Победа { $side ->
    [vikings] викингов
   *[varangians] варягов
}!
end-draw = Ничья!
end-escaped = Князь добрался до выхода { $square } (R12).
end-captured-throne = Князя взяли на троне четверо викингов (R11a).
end-captured-beside = Князя взяли у трона трое викингов (R11b).
end-captured = Князя взяли на { $square } (R11c).
end-no-move = У { $side ->
    [vikings] викингов
   *[varangians] варягов
} нет ни одного допустимого хода (R14).
end-repetition = Та же позиция повторилась в третий раз (R15).
end-agreement = Игроки согласились на ничью.
end-time = У { $side ->
    [vikings] викингов
   *[varangians] варягов
} кончилось время.
end-time-draw = Время кончилось, но другая сторона не могла выиграть: ничья.
end-off-the-board = Партия решена вне доски: запись говорит, кто победил, но не как (сдача или кончившееся время).
end-resigned = { side-name } сдались.
end-keys = n новая игра · s реванш, стороны наоборот · L уроки · u вернуть ход · [ обзор · w запись · Esc к доске · q выйти
end-keys-hidden = Esc снова результат · n новая игра · s реванш, стороны наоборот · L уроки · u вернуть ход · [ обзор · w запись · q выйти
end-keys-hidden-menu = Esc меню · n новая игра · s реванш, стороны наоборот · L уроки · u вернуть ход · [ обзор · w запись · q выйти

## Клавиши
footer-keys = ←↑↓→ курсор · Enter взять · m ход · u/r назад/снова · [ ] обзор · w запись · t подсказка · d ничья · ? справка · q выход
footer-keys-fresh = ←↑↓→ hjkl курсор · Enter взять · m ход · t подсказка · w запись · L уроки · ? справка · q выход
footer-keys-prompt = Введите ход, например d9-d6 · Enter сыграть · Esc отмена
# The key the page adds to a game's footer: resigning, pressed twice.
footer-resign = R сдаться
# The key the footers add when the start menu is behind the screen.
footer-esc-menu = Esc меню
footer-esc-lobby = Esc лобби
help-title = Клавиши и правила
help-keys =
    Стрелки, hjkl: двигать курсор. Enter, Пробел или щелчок мышью: взять фишку, затем поставить.
    Esc: отпустить фишку. m: ввести ход (d9-d6). d: предложить ничью, y: согласиться, Esc: отказаться. ?: эта справка. q, Ctrl-C: выйти.
    Когда игра окончена: n — новая игра, s — реванш, стороны наоборот, Esc прячет результат, чтобы была видна доска, и возвращает его. L: уроки, после конца игры или до первого хода.
    u: вернуть ход, r: сыграть его снова, сколько угодно раз. Другой ход после u начинает вариант; старый сохраняется.
    Обзор: [ и ] — ход назад и вперёд по партии, Home и End — её начало и конец. Ход, сыгранный там, начинает вариант.
    w: записать партию в файл (.otg). Каждый ход сохраняется сразу; неоконченную партию предложат при следующем запуске.
    t: подсказка, отмеченная на доске. Против компьютера u возвращает к вашему последнему ходу и останавливает его раздумья.
help-elsewhere =
    Другое в obereg (obereg без аргументов открывает стартовое меню, где есть всё это): уроки — obereg learn; задачи — obereg puzzles; свободная доска — obereg board; игра с компьютером — obereg --vikings ai или --varangians ai:hard (уровни: ai:beginner, ai:easy, ai:normal, ai:hard, ai:max); игра с другого терминала — obereg host, а там obereg join АДРЕС КОД; доска 11×11 — --board 11; кубик — --die exact; часы — --clock 10+5.
help-rules =
    R1 Доска 9×9; трон — e5, выходы — четыре угла. R2 16 викингов (тёмные) против князя (золотой) и 8 защитников (светлые).
    R3 Начало: князь на троне, защитники крестом вокруг него, викинги четырьмя группами по четыре посередине краёв.
    R4 Первыми ходят викинги, дальше по очереди; пропускать ход нельзя.
    R5 Фишка идёт на любое число свободных полей по горизонтали или вертикали, не перепрыгивая.
    R6 Князь ходит не больше чем на 3 поля. R7 Только князь может остановиться на троне или выходе.
    R8 Фишка взята, когда враг встаёт рядом, а поле за ней на той же линии враждебно.
    R9 Враждебное поле: вражеская фишка (князь тоже сражается), выход, пустой трон. R10 Встать между двумя врагами безопасно.
    R11 Князя берут четверо викингов на троне, трое у трона, в остальных местах — как обычную фишку.
    R12 Князь на выходе — побеждают варяги. R13 Князь взят — побеждают викинги.
    R14 Сторона без допустимого хода проигрывает. R15 Третье повторение позиции — ничья.
help-board-11 =
    V1, вместо R1 и R2: доска 11×11, вертикали a–k, горизонтали 1–11; трон — f6, выходы — четыре угла.
    24 викинга против князя и 12 защитников, расставленных как в копенгагенском тафле. Князь и здесь ходит не больше чем на 3 поля; остальные правила те же.
    Уроки (L) — на доске 9×9: откройте их командой obereg learn.
help-keys-puzzle =
    Стрелки, hjkl: двигать курсор. Enter, Пробел или щелчок мышью: взять фишку, затем поставить. Esc: отпустить фишку. m: ввести ход (d9-d6).
    t: следующий ход решения, отмеченный на доске (тогда задача засчитывается как нерешённая). ?: эта справка. q, Ctrl-C: выйти.
    n: следующая задача, в любой момент (пропущенная задача не влияет на рейтинг). После задачи: u — та же задача ещё раз (без рейтинга); после проигранной s покажет на доске всё решение.
help-puzzle-play =
    Как решать задачу: вы играете за сторону, которая ходит, а доска показывает последний ход соперника. Задание говорит, что сделать и за сколько ходов; это делает один-единственный ход.
    На верный ход соперник отвечает сам, и следующий ход снова ваш. Неверный ход проигрывает задачу: движок играет ответ, который его опровергает, а строка состояния объясняет, почему ход не удался, когда это видно из ответа.
    Для рейтинга и серии засчитывается только первая попытка.
help-keys-lesson =
    В списке: ↑↓ (k j) — выбрать урок, Enter — открыть, Esc — вернуться в меню, ? или F1 — эта справка.
    В уроке: стрелки, hjkl — двигать курсор; Enter, Пробел или щелчок мышью — взять фишку и поставить; m — ввести ход; Esc — отпустить фишку, затем назад к списку.
    ?: фишка, которой ходить; нажмите ещё раз — ход; в третий раз — ответ медленно разыграется на доске. Enter после задания: следующее. PgUp, PgDn: листать урок, который длиннее панели. F1: эта справка. q, Ctrl-C: выйти.
    Esc в уроке с уже выполненным заданием сначала спрашивает: выйти можно вторым Esc.
    Урок без ошибки и подсказки даёт три звезды, с одной-двумя — две, с большим числом — одну.
help-keys-board =
    v, g, p: поставить викинга, защитника, князя на клетку курсора (ещё раз — снять). x, Delete, Backspace: снять фишку. Правый щелчок: поставить последнюю выбранную фишку.
    c: очистить доску. s: начальная позиция. t: ход другой стороны.
    Enter, Пробел или щелчок мышью: взять фишку; панель показывает, что берёт её ход на клетку курсора, по какому правилу и заканчивает ли он игру. Поставьте её, чтобы сыграть ход; m: ввести ход.
    e: лучший ход движка, оценка и глубина. y: скопировать запись позиции и сторону, которая ходит, как --position и --to-move.
    P: играть дальше отсюда вдвоём, A: против компьютера. ?: эта справка. q, Ctrl-C: выйти.
help-close = Нажмите ? или Esc, чтобы закрыть.
help-keys-bar = ↑↓ PgUp PgDn прокрутка · Esc ? F1 закрыть · q выход
help-position = строки { $first }–{ $last } из { $total } · ↑↓ PgUp PgDn — прокрутка
too-small = Терминал { $width }×{ $height }; доске нужно не меньше { $need-width }×{ $need-height }. Увеличьте окно.

## Неверные имена игроков
config-empty-name = Имя игрока за { $side ->
    [vikings] викингов
   *[varangians] варягов
} пустое.
config-long-name = Имя «{ $name }» слишком длинное: не больше { $most } { $most ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
}.
config-control-name = Имя «{ $name }» содержит управляющие символы.

## Запись партии: возврат ходов, обзор, файлы
panel-variations = Здесь играли также: { $moves } (сыграйте ход, чтобы пойти за ним)
review-banner = Обзор: { $shown ->
    [0] начало
   *[other] ход { $shown } из { $total }
}, а не текущая игра (ход { $current }) · [ ] шаг · End — вернуться
status-undone = Возвращено: { $record }. r восстанавливает ходы по одному.
status-redone = Сыграно снова: { $record }.
status-nothing-to-undo = Нечего возвращать.
status-time-is-final = Партия окончена по времени, и этого не вернуть: часы назад не переведёшь.
status-nothing-of-yours-to-undo = Нечего возвращать: вы ещё не ходили.
status-paste-ignored = Вставленный текст пропущен: нажмите m и вставьте ход в строку ввода.
status-nothing-to-redo = Нечего повторять.
status-agreement-withdrawn = Согласие на ничью отменено; игра продолжается.
status-continued = Партия продолжается с места, где её оставили, после { $count } { $count ->
    [one] хода
   *[other] ходов
}.
status-finished-loaded = Оконченная партия, показана с начала: ] — шаг вперёд, End — к концу.
status-players-kept = Оконченная партия сохраняет своих игроков: --vikings и --varangians к ней не применяются.
status-clock-not-kept = Часы этой записи, [time-control:{ $control }], здесь не ведутся: часы obereg — это основное время и добавка за ход, без периодов дополнительного времени. Партия идёт без часов.
status-clock-not-kept-flag = Часы этой записи, [time-control:{ $control }], здесь не ведутся: часы obereg — это основное время и добавка за ход, без периодов дополнительного времени. Партия идёт с часами из --clock, { $clock }.
status-filed = Оконченная партия сохранена в { $path }.
status-written = Партия записана в { $path }.
status-set-aside = Неоконченная партия сохранена в { $path }.
status-damaged = Неоконченную партию не удалось прочитать ({ $problem }); её файл сохранён как { $path }. Начинается новая партия.
status-nothing-to-resume = Неоконченной партии нет; начинается новая.
status-not-checked = Начинается новая партия: неоконченную партию не удалось поискать. { $reason }
status-autosave-failed = Не удалось автоматически сохранить партию; игра продолжается, а w записывает её в текущую папку. { $reason }
status-save-failed = Не удалось записать партию: { $reason }.
status-set-aside-failed = Не удалось отложить неоконченную партию: { $reason }.
resume-title = Неоконченная партия
resume-game = Викинги — { $vikings }, варяги — { $varangians }, { $count } { $count ->
    [one] ход
    [few] хода
   *[other] ходов
}, { $date }.
resume-keys = y продолжить её · n новая игра (старая сохранится отдельным файлом) · L уроки · q выйти
menu-continue = Продолжить: { $vikings } — { $varangians }, { $count } { $count ->
    [one] ход
    [few] хода
   *[other] ходов
}
# The page's title in the browser's tab: the screen shown, then the game.
page-title = { $screen ->
        [game] Партия
        [lessons] Уроки
        [puzzles] Задачи
        [board] Свободная доска
        [settings] Настройки
        [online] Онлайн
        [about] Об игре
       *[menu] Меню
    } · Оберег
menu-keyboard = Играть вдвоём за этой клавиатурой
menu-computer = Играть с компьютером
menu-lessons = Уроки
menu-puzzles = Задачи
menu-free-board = Свободная доска
menu-host = Пригласить игрока с другого терминала
menu-join = Войти в игру с другого терминала
menu-online = Играть онлайн
menu-settings = Настройки
menu-about = Об игре
menu-quit = Выйти
menu-keys = ↑↓ выбор · Enter открыть · или буква пункта
menu-your-side = Вы играете за: { $side }
menu-level = Компьютер: { $level }, рейтинг ≈{ $rating }
menu-computer-keys = ↑↓ вопрос · ←→ изменить · Enter играть · Esc назад
menu-address = Адрес хозяина игры
menu-code = Код присоединения
menu-join-keys = Tab следующее поле · Enter присоединиться · Esc назад
menu-no-address = Введите адрес, который показывает хозяин игры, например 192.168.1.5:4711.
menu-bad-code = Это не код присоединения: введите восемь букв и цифр, которые показывает хозяин игры.
menu-damaged = Неоконченную партию не удалось прочитать ({ $problem }); её файл сохранён как { $path }.
store-no-data-dir = неизвестно, где папка данных (задайте XDG_DATA_HOME)
store-file-failed = { $path }: { $reason }
settings-damaged = Файл настроек { $path } не удалось использовать ({ $damage }); он сохранён как { $kept }, действуют настройки по умолчанию.
settings-not-moved = Файл настроек { $path } не удалось ни использовать ({ $damage }), ни отложить ({ $reason }); действуют настройки по умолчанию.
settings-unreadable = Файл настроек { $path } не удалось прочитать ({ $reason }); действуют настройки по умолчанию.
settings-not-saved = Настройки не удалось сохранить в { $path }: { $reason }.
settings-not-text = это не текст
settings-not-toml = строка { $line } — не TOML ({ $detail })
settings-unknown-key = настройки «{ $key }» не существует
settings-bad-value = { $key } не может быть { $value }, только { $values }
about-heading = игра тафл: варяги против викингов
about-version = Версия { $version }
about-licence = Лицензия: { $licence }
about-guide = Руководство: папка docs в исходном коде (mdBook); в игре ? показывает клавиши и правила
about-rules = Правила полностью: rules.md в исходном коде
about-keys = Esc меню · q выйти

settings-title = Настройки
settings-lang = Язык
settings-board = Доска
settings-die = Кубик
settings-clock = Часы
settings-ascii = Только ASCII
settings-colour = Цвета
settings-theme = Цветовая тема
settings-level = Уровень компьютера
settings-bell = Звонок на ход соперника
settings-on = включено
settings-off = выключено
settings-clock-off = без часов
settings-lang-name = { $lang ->
    [uk] Українська
    [ru] Русский
   *[en] English
}
settings-lang-env = как в системе: { $lang }
settings-lang-browser = как в браузере: { $lang }
settings-die-value = { $reading ->
    [exact] ровно столько, сколько выпало
    [up-to] не больше, чем выпало
   *[off] без кубика
}
settings-theme-value = { $theme ->
    [high-contrast] высококонтрастная
   *[standard] обычная
}
settings-level-value = { $level }, рейтинг ≈{ $rating }
settings-this-run = { $value } (сейчас { $now })
settings-pinned = На этот запуск действует флаг или NO_COLOR; выбор сохранён.
settings-kept-in = Хранятся в { $path }
settings-kept-in-page = Хранятся в этом браузере ({ $path })
settings-nowhere = Папка настроек неизвестна (задайте XDG_CONFIG_HOME): настройки действуют только в этом запуске.
settings-keys = ↑↓ выбор · ←→ Enter изменить · или буква настройки · Esc меню
io-not-found = нет такого файла или папки
io-permission-denied = доступ запрещён
io-read-only = файловая система только для чтения
io-full = диск заполнен
io-is-directory = это папка
io-not-directory = часть пути — не папка
load-damaged = { $path } — не запись партии, которую можно сыграть: { $problem }
record-at-line-turn = строка { $line }, ход { $turn }:
record-at-line = строка { $line }:
record-at-turn = ход { $turn }:
record-empty = файл пуст
record-not-text = файл — не запись партии: нечитаемые байты на позиции { $byte }
record-truncated = файл обрывается посреди { $kind ->
    [tag] тега
   *[move] хода
} (его обрезали)
record-bad-tag = «{ $text }» — не тег (теги выглядят как [имя:значение])
record-duplicate-tag = тег «{ $text }» указан дважды
record-missing-rules = в записи нет тега [rules:…]
record-bad-turn-number = «{ $text }» там, где должен быть номер хода «{ $expected }.»
record-missing-move = в ходе { $turn } нет хода варягов, хотя дальше есть ещё ход
record-extra-move = «{ $text }» — третий ход в одном ходе
record-illegal = ход { $move } ({ $side ->
    [vikings] викингов
   *[varangians] варягов
}) недопустим: { $reason }
record-wrong-side = { $move } двигает фишку другой стороны, а сейчас ход { $side ->
    [vikings] викингов
   *[varangians] варягов
}
record-captures = в записи { $move } берёт { $recorded }, а по правилам берёт { $actual }
record-false-end = { $move } отмечен как конец партии, но партия им не заканчивается
record-variation = вариант «{ $text }» { $kind ->
    [not-address] — не адрес хода (варианты обозначают как 8a.1.1a.)
    [no-branch] ответвляется от позиции, до которой запись ещё не дошла
    [nothing-beside] не стоит рядом ни с одним ходом (вариант — это другой ход там, где ход уже сыгран)
    [out-of-order] не на своём месте: здесь был бы { $move }
    [repeats] повторяет { $move }, ход, который запись уже содержит в этой позиции
    [padding] содержит «.....» там, где должен быть ход
   *[no-move] не содержит ни одного хода
}
record-unknown-position = [{ $text }] не называет ни одной позиции этой игры
record-result-mismatch = ходы не дают результата [result:{ $text }]
record-rules-entry = [rules:…]: «{ $text }» — не правило (ключ:значение)
record-rules-missing = в [rules:…] нет записи «{ $text }:»
record-rules-not-obereg = [rules:…]: «{ $text }» — не правило Оберега
record-rules-start = [rules:…]: начальная позиция: { $problem }
## Компьютерный соперник
cli-think_time = Время компьютера на ход в секундах, можно дробные (вместо времени его уровня)
cli-analyze-about = Ищет лучший ход в позиции и выводит строку на каждую завершённую глубину, затем bestmove <ход>
cli-analyze-position = { cli-perft-position }
cli-analyze-to_move = { cli-perft-to_move }
cli-analyze-time = Время на раздумья в секундах, можно дробные [по умолчанию: 5 без --depth]
cli-analyze-depth = Искать ровно на столько ходов вглубь
cli-match-about = Играет партии между компьютерными и случайными игроками и выводит счёт
cli-match-vikings = Кто играет за викингов: ai, ai:УРОВЕНЬ или random (рейтинги Эло: { $levels })
cli-match-varangians = Кто играет за варягов, как для --vikings
cli-match-games = Сколько партий
cli-match-time = Время на ход в секундах для каждого компьютерного игрока, можно дробные (низшие уровни останавливаются и на своей глубине или пределе узлов)
cli-match-seed = Зерно случайных ходов и шума уровней: то же зерно играет те же партии
cli-strength-about = Измеряет силу: два соперника играют каждый встроенный дебют за обе стороны; выводит счёт и разницу в Эло с погрешностью
cli-strength-player = Соперник, чью силу измеряют: ai:УРОВЕНЬ, random или fortress (викинги, которые только обороняются); поиск компьютера меняют ,nodes=N ,depth=N ,noise=N или ,contempt=N (max без указания останавливается на миллионе узлов)
cli-strength-opponent = Соперник, против которого он играет, как для --player
cli-strength-openings = Сыграть только первые N дебютов, по две партии каждый [по умолчанию: все 300]
cli-strength-seed = Зерно случайных ходов и шума уровней: то же зерно играет те же партии
cli-strength-sprt = Остановиться, как только выигрыш не меньше ELO1 принят или отвергнут как не больший ELO0 (SPRT, ошибки 5%)
cli-strength-threads = Сколько партий играть одновременно (на результат не влияет)
cli-engine-about = Говорит протоколом движка OpenTafl через стандартные ввод и вывод
config-bad-level = «{ $text }» — не компьютерный игрок: напишите ai, ai:beginner, ai:easy, ai:normal, ai:hard или ai:max (любое другое слово — имя игрока).
config-bad-think-time = «{ $text }» — не время на раздумья: укажите секунды больше 0 и не больше 86400, например 2 или 0.5.
level-name = { $level ->
    [beginner] новичок
    [easy] лёгкий
    [hard] сложный
    [max] сильнейший
   *[normal] средний
}
player-computer = Компьютер ({ $level })
status-thinking = { $name } думает { $spinner }
status-thinking-depth = { $name } думает { $spinner } глубина { $depth }, оценка { $score }
status-hint-thinking = Ищу подсказку { $spinner }
status-computer-thinking = Компьютер думает: дождитесь его хода (u возвращает ваш последний ход, q — выход).
status-computer-declines-draw = Компьютер отказывается от ничьей: он играет каждую партию до конца.
status-hint = Подсказка: { $record } (отмечено на доске).
status-no-hint = Подсказка — для игрока, чей ход, пока игра идёт.
error-io = не удалось прочитать или записать: { $reason }
file-unreadable = не удалось прочитать { $path }: { $reason }
match-human = { $arg } human: в матче играют только компьютер и случайный игрок (ai, ai:УРОВЕНЬ или random)
io-broken-pipe = другая программа перестала читать
io-other = система отказала
io-explained = { $reason }; { $advice } (система: { $detail })
io-not-found-advice = проверьте путь
io-permission-denied-advice = проверьте права доступа или выберите другое место
io-read-only-advice = выберите место, куда можно писать
io-full-advice = освободите место на диске
io-is-directory-advice = укажите путь к файлу
io-not-directory-advice = там, где должна быть папка, стоит файл: проверьте путь
io-broken-pipe-advice = остаток вывода не записан
io-other-advice = проверьте файл и диск, затем попробуйте ещё раз

## Неверная командная строка: флаг ($arg) и значение ($text)
usage-unknown-argument = неизвестный параметр «{ $arg }»
usage-unknown-command = неизвестная команда «{ $arg }»
usage-did-you-mean = { $text }; может быть, имелось в виду «{ $other }»?
usage-missing-value = { $arg } требует значения
usage-bad-choice = «{ $text }» — не значение для { $arg }: можно { $choices }
usage-bad-value = неверное значение для { $arg }: { $reason }
usage-missing = { $count ->
    [one] не указан обязательный аргумент
   *[other] не указаны обязательные аргументы
}: { $arg }
usage-conflict = { $arg } нельзя указывать вместе с { $other }
usage-conflict-any = { $arg } нельзя указывать вместе с другими аргументами
usage-extra-value = лишнее значение «{ $text }» для { $arg }
usage-not-utf8 = аргумент — не корректный текст (UTF-8)
value-empty = значение пустое
value-not-number = «{ $text }» — не целое число (только цифры 0–9)
value-too-large = «{ $text }» — слишком много
value-too-small = «{ $text }» — слишком мало: не меньше { $low }
value-out-of-range = «{ $text }» — вне допустимых пределов: от { $low } до { $high }
value-bad-seconds = «{ $text }» — не время в секундах: укажите число больше 0, не больше 86400, например 2 или 0.5
usage-twice = { $arg } указан дважды: укажите его один раз
value-bad-depth = «{ $text }» — не глубина: глубина должна быть положительным целым числом ходов, не больше { $most } (0 считает саму позицию)
value-too-deep = глубину { $text } считать слишком долго: наибольшая допустимая глубина — { $most }
value-bad-level = «{ $text }» — не уровень (beginner, easy, normal, hard или max)
value-bad-player = «{ $text }» — не игрок (ai, ai:УРОВЕНЬ или random)
value-bad-contender = «{ $text }» — не соперник: напишите random, fortress или ai:УРОВЕНЬ, можно с ,nodes=N ,depth=N ,noise=N или ,contempt=N
value-bad-sprt = «{ $text }» — не SPRT: дайте две разницы в Эло, меньшую первой, например 0,10

## Часы и игра по сети
cli-clock = Играть с часами: минуты на партию и секунды, добавляемые за ход (Фишер), например 10+5, или 0:30+2 — полминуты
cli-quiet = Без звонка терминала, когда ходит другой игрок
cli-board = Доска: 9 (9×9, обычная игра) или 11 (11×11: 24 викинга против князя и 12 защитников) [по умолчанию: board в config.toml, иначе 9]
board-mismatch = { $path }: это запись партии на доске { $record }×{ $record }, а не { $flag }×{ $flag } (--board); без --board она откроется на своей доске
board-of-host = --board не относится к engine: доску называет строка правил, которую присылает хост
cli-host-about = Открывает игру для игрока за другим терминалом: показывает адреса и код, нужные ему
cli-host-port = Порт, на котором ждать [по умолчанию: 4711]
cli-host-vikings = Играть за викингов под этим именем [по умолчанию хозяин играет за викингов]
cli-host-varangians = Играть за варягов под этим именем
cli-host-resume = Снова открыть незаконченную сетевую игру с тем же кодом
cli-host-die = Игра с кубиком: exact (ровно столько полей, сколько выпало) или up-to (не больше); кубик бросает хозяин за обе стороны [по умолчанию: без кубика]
cli-host-seed = Зерно бросков хозяина, чтобы те же броски выпали снова [по умолчанию: случайность системы]
cli-join-about = Присоединяется к игре, открытой в другом месте, по адресу и коду, которые показывает хозяин
cli-join-address = Адрес и порт хозяина, например 192.168.1.5:4711
cli-join-code = Код, который показывает хозяин, например 7KQ2-M9WX
cli-join-name = Ваше имя, которое увидит хозяин
cli-server-about = Запускает сервер для игры по сети: учётные записи, лобби и партии, через TLS
cli-server-listen = Адрес и порт, на которых ждать [по умолчанию: 127.0.0.1:6237]
cli-server-data = Папка данных сервера [по умолчанию: server в папке данных игры]
cli-server-store = Где хранятся учётные записи, партии и остальное: sqlite:ПУТЬ или база PostgreSQL, postgres://ПОЛЬЗОВАТЕЛЬ:ПАРОЛЬ@ХОСТ:ПОРТ/БАЗА (пароль никогда не выводится) [по умолчанию: server.sqlite в папке данных]
cli-server-bus = Сервер NATS нескольких узлов сервера на одной базе PostgreSQL, nats://ХОСТ:ПОРТ: каждый узел обслуживает всё сообщество [по умолчанию: нет, сервер один]
cli-server-node = Имя этого узла на шине: буквы, цифры, - и _ [по умолчанию: имя хоста и номер процесса]
cli-server-lease = Сколько секунд этот узел владеет своими партиями, не продлевая их (он продлевает их каждую секунду): другой узел забирает партию, когда срок истёк, так что это самое долгое ожидание партии после гибели её узла [по умолчанию: 15]
cli-server-cert = Цепочка сертификатов, PEM [по умолчанию: самоподписанный, созданный при первом запуске]
cli-server-key = Закрытый ключ сертификата, PEM
cli-server-web = Папка страницы для браузера (index.html), которую сервер отдаёт по своему адресу [по умолчанию: нет]
cli-server-domain = Доменное имя сервера: сертификат выдаёт центр сертификации ACME (Let's Encrypt), который проверяет имя на этом же порту (TLS-ALPN-01); хранится в папке данных и обновляется сам [по умолчанию: нет, самоподписанный сертификат]
cli-server-acme_contact = Как центр сертификации свяжется с администратором, например mailto:ops@example.org (можно указать несколько раз)
cli-server-acme_directory = Адрес каталога центра сертификации [по умолчанию: Let's Encrypt]
cli-server-acme_root = Корневой сертификат (PEM) собственного HTTPS центра сертификации, для тестового центра [по умолчанию: корневые сертификаты системы]
cli-server-http = Ещё один адрес для обычного HTTP, например [::]:80: центр сертификации проверяет домен там (HTTP-01 вместо TLS-ALPN-01), а остальные запросы перенаправляются на адрес https://
cli-server-max_per_address = Наибольшее число соединений с одного адреса одновременно; лишнее получит отказ
cli-server-max_connections = Наибольшее число соединений всего одновременно; лишнее получит отказ
cli-server-metrics = Адрес, на котором отдавать числа для оператора, обычным HTTP (GET /metrics) [по умолчанию: нет]
cli-server-max_registrations = Наибольшее число учётных записей, зарегистрированных с одного адреса за час; лишняя получит отказ
server-listening = Жду соединений: { $address }
server-fingerprint = Отпечаток сертификата (SHA-256): { $fingerprint }
server-data = Папка данных: { $dir }
server-web = Страница: https://{ $address }/ (из { $dir })
server-metrics = Числа для оператора: http://{ $address }/metrics
server-failed = сервер не запустился
server-cannot-listen = не удаётся ждать на { $address }: там уже другой сервер или порт занят?
server-cannot-make-data = не удаётся создать папку данных сервера { $dir }
server-data-exposed = { $path } могут читать другие пользователи (права { $mode }), и сервер не может закрыть доступ; отдайте его серверу и выполните: { $fix }
server-certificate-failed = не удаётся прочитать или создать сертификат или ключ сервера
server-certificate-obtained = Сертификат для { $domain } получен от центра сертификации и уже действует (отпечаток { $fingerprint }), действителен ещё { $days } дн.; обновляется сам.
server-certificate-not-renewed = На этот раз сертификата от центра сертификации нет ({ $reason }): текущий продолжает работать; следующая попытка через { $minutes } мин.
server-database-failed = не удаётся открыть базу данных сервера
server-web-failed = не удаётся раздавать папку страницы
server-bus-failed = не удаётся подключиться к шине узлов сервера
server-no-data-dir = негде хранить данные сервера: укажите --data ПАПКА или задайте XDG_DATA_HOME
cli-bot-about = Играет по сети как компьютерный соперник: входит на сервер под учётной записью бота и принимает вызовы
cli-bot-server = Сервер, ХОСТ:ПОРТ
cli-bot-level = Уровень игры: beginner, easy, normal, hard или max (рейтинги Эло: { $levels })
cli-bot-name = Имя учётной записи бота, создаётся при первом входе [по умолчанию: obereg-УРОВЕНЬ]
cli-bot-games = Сколько партий самое большее одновременно
bot-pinned = Первое соединение с этим сервером: его сертификат { $fingerprint } (SHA-256) теперь доверенный, а другой будет отклонён.
bot-registered = Бот { $name } зарегистрирован: уровень { $level }, рейтинг { $rating }.
bot-logged-in = Вошёл как бот { $name }: уровень { $level }, рейтинг { $rating }.
bot-playing = Партия { $game }: играю за { $side ->
        [vikings] викингов
       *[varangians] варягов
    } против { $opponent }.
bot-ended = Партия { $game } окончена: { $winner ->
        [vikings] победили викинги
        [varangians] победили варяги
       *[draw] ничья
    } ({ $reason ->
        [escape] князь добрался до выхода
        [capture] князя взяли
        [no_move] нет допустимого хода
        [repetition] позиция повторилась в третий раз
        [time] кончилось время
        [resignation] сторона сдалась
        [agreement] по согласию
        [abandoned] игрок не вернулся
       *[other] { $reason }
    }).
bot-refused = Сервер отклонил запрос: { $code }.
bot-lost = Соединение потеряно ({ $reason }); попробую снова через { $seconds } с.
bot-certificate-changed = СЕРТИФИКАТ { $address } ИЗМЕНИЛСЯ: был { $known }, теперь { $fingerprint }. Возможно, кто-то встал посередине; бот не соединяется. Если сертификат сменил владелец сервера, примите новый сознательно: выполните `obereg online --forget-server { $address }` (или удалите его строку из { $file }) и запустите бота снова.
bot-bad-address = это не адрес сервера: { $address } (укажите ХОСТ:ПОРТ, например 127.0.0.1:6237)
bot-name-taken = имя { $name } уже занято другой учётной записью: выберите другое через --name
bot-login-refused = сервер не впустил { $name } ({ $code }); если токен сеанса потерян, выберите другое имя через --name
bot-failed = бот остановился
bot-no-data-dir = негде хранить данные бота: задайте XDG_DATA_HOME
cli-online-about = Игра онлайн: лобби сервера с вызовами, вашими партиями, живыми партиями, игроками и рейтингами
cli-online-server = Сервер, ХОСТ:ПОРТ, или его узлы ХОСТ:ПОРТ,ХОСТ:ПОРТ,… (если один не отвечает, сразу пробуется следующий) [по умолчанию: последний, иначе спросит]
cli-online-forget_server = Забывает сертификат, закреплённый за сервером (ХОСТ:ПОРТ или ХОСТ на порту 6237), чтобы следующее соединение показало предложенный и спросило, доверять ли ему
online-title = Оберег онлайн: { $server }
online-you = вы: { $name }
online-you-guest = вы: { $name } (гость)
online-your-move = ваш ход в { $count ->
        [one] { $count } партии
       *[other] { $count } партиях
    }
online-tab-challenges = Вызовы
online-tab-yours = Ваши партии
online-tab-live = Идут сейчас
online-tab-players = Игроки
online-tab-leaders = Рейтинг
online-tab-player = Игрок
online-address = Адрес сервера (ХОСТ:ПОРТ)
online-no-address = Введите адрес сервера, например 127.0.0.1:6237.
online-connecting = Соединение с { $server }…
online-trust = Первое соединение с { $server }. Отпечаток его сертификата (SHA-256):
online-trust-ask = Доверять этому серверу и дальше? y да · n нет (сверьте отпечаток с тем, что даёт владелец сервера)
online-guest = g  играть как гость (только партии без рейтинга; партию, прерванную потерей соединения, не продолжить)
online-log-in = l  войти
online-register = r  зарегистрироваться
online-name = Имя
online-password = Пароль
online-again = Пароль ещё раз
online-logging-in = Вход…
online-name-missing = Сначала введите имя.
online-passwords-differ = Пароли не совпадают: введите их снова.
online-logged-in = Вы вошли: ваш ход в { $count ->
        [one] { $count } партии
       *[other] { $count } партиях
    }.
online-back = Соединение восстановлено: вы снова вошли.
online-now-public = Сертификат этого сервера теперь выдан публичным центром сертификации на его имя: принят, и отныне принимается только такой.
online-lost = Соединение потеряно: новая попытка через { $count } с…
online-lost-guest = Соединение потеряно, а партию гостя нельзя продолжить: новая попытка через { $count } с…
online-none = (здесь ничего нет)
online-page-place = { $first }–{ $last } из { $count }
online-thousands = { $thousands }{"\u00A0"}{ $units }
online-move-yours = ваш ход
online-move-theirs = ход соперника
online-moves = { $count } { $count ->
        [one] ход
        [few] хода
       *[other] ходов
    }
online-games = { $count } { $count ->
        [one] партия
        [few] партии
       *[other] партий
    }
online-bot = бот, { $level }
online-rated = на рейтинг
online-unrated = без рейтинга
online-with-die = с кубиком
online-days = { $count } { $count ->
        [one] день
        [few] дня
       *[other] дней
    } на ход
online-side-lot = стороны жребием
online-side-vikings = вызывающий играет за викингов
online-side-varangians = вызывающий играет за варягов
online-category-live-9 = Вживую 9×9
online-category-live-11 = Вживую 11×11
online-category-correspondence = По переписке
online-leaders-keys = c другая категория
online-tab-tournaments = Турниры
online-tournament-keys = Enter открыть · e участвовать · w выйти · r обновить · Esc назад к списку
online-tournament-round-robin = круговой турнир
online-tournament-double-round-robin = двухкруговой турнир
online-tournament-swiss = швейцарка, { $count } { $count ->
        [one] тур
        [few] тура
       *[other] туров
    }
online-tournament-arena = арена, { $count } { $count ->
        [one] минута
        [few] минуты
       *[other] минут
    }
online-tournament-open = набор, записались { $count } из { $places }
online-tournament-playing = идёт, тур { $count }
online-tournament-over = завершён
online-tournament-table-head = место · игрок · очки · дополнительный показатель · за викингов / за варягов
online-tournament-line = { $place }. { $name } · { $points } · { $tie } · { $vikings } / { $varangians }
online-tournament-refused = Турнир сейчас этого не принимает: он уже начался, заполнен или завершён, закрыт для вас, или это может только организатор.
online-tournament-left = выбыл
online-tournament-round = Тур { $count }
online-tournament-bye = { $name } пропускает тур (свободный тур, засчитан как победа)
online-result-won = победа
online-result-lost = поражение
online-result-drawn = ничья
online-yes = да
online-no = нет
online-form-title = Новый вызов, открытый для всех
online-form-title-to = Вызов игроку { $name }
online-form-board = Доска
online-form-clock = Часы
online-form-rated = На рейтинг
online-form-side = Сторона
online-form-die = Кубик
online-challenge-open = Ваш вызов открыт: партия начнётся, когда его кто-нибудь примет.
online-ended = Партия окончена: { $winner ->
        [vikings] победили викинги
        [varangians] победили варяги
       *[draw] ничья
    } ({ $reason ->
        [escape] князь дошёл до выхода
        [capture] князь захвачен
        [no_move] нет разрешённого хода
        [repetition] та же позиция в третий раз
        [time] кончилось время
        [resignation] одна сторона сдалась
        [agreement] по согласию
        [abandoned] игрок не вернулся
       *[other] { $reason }
    }).
online-fingerprint-changed = СЕРТИФИКАТ { $server } ИЗМЕНИЛСЯ: был { $known }, теперь { $offered }. Возможно, кто-то посередине: соединения не будет. Если его сменил владелец сервера, примите новый сознательно: выполните `obereg online --forget-server { $server }` (или удалите его строку из { $file }) и соединитесь снова.
online-forgot = Сертификат, закреплённый за { $server }, забыт (в { $file }): следующее соединение покажет предложенный и спросит, доверять ли ему.
online-forgot-nothing = За { $server } в { $file } не закреплено ни одного сертификата: забывать нечего.
online-cannot-forget = Не удаётся забыть сертификат { $server } в { $file }
online-bad-address = Это не адрес сервера: { $server } (введите ХОСТ:ПОРТ, например 127.0.0.1:6237).
online-unreachable = Не удаётся соединиться с { $server }: { $why }
online-version = Сервер говорит на другой версии протокола: обновите игру или обратитесь к владельцу сервера.
online-not-trusted = Сертификату сервера не доверились: соединения не будет.
online-cannot-keep = Не удаётся сохранить отпечаток сервера: { $why }
online-no-data-dir = негде хранить отпечатки серверов: задайте XDG_DATA_HOME
online-login-failed = Неверное имя или пароль.
online-try-later = Слишком много неудачных входов: подождите { $seconds } с и попробуйте снова.
online-too-many-registrations = С этого адреса недавно зарегистрировано слишком много учётных записей: попробуйте снова через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
} или войдите в существующую.
online-name-taken = Это имя уже занято: выберите другое.
online-bad-name = Имя — от 2 до 24 букв, цифр, _, - или ., начинается с буквы или цифры и не с «guest».
online-bad-password = Пароль — не меньше 8 символов.
online-unsupported = В игре с кубиком сервер не возвращает ходов: возвращённый ход бросали бы заново.
online-bad-challenge = Сервер отклонил эти условия (гость играет только без рейтинга).
online-rate-limited = Слишком быстро: подождите немного и попробуйте снова.
online-gone = Этого уже нет.
online-move-refused = Сервер отклонил ход.
online-storage = Сервер не смог это сохранить: попробуйте снова.
online-refused = Сервер отклонил это.
online-watching = Вы смотрите партию: Esc в лобби · c чат · ? справка
online-away = { $player } вышел из партии: проиграет, если не вернётся за { $count } с.
online-player-back = { $player } вернулся.
online-restarted = Сервер не работал: часы тем временем стояли.
online-deadline = На этот ход осталось: { $days } дн. { $hours } ч.
online-keys-address = Enter соединиться · Esc меню
online-keys-trust = y доверять · n отказаться
online-keys-choose = g гость · l войти · r регистрация · Esc меню
online-keys-form = Tab следующее поле · Enter отправить · Esc назад
online-keys-lists = ←→ список · ↑↓ строка · PgUp PgDn [ ] страница · Enter принять, открыть или смотреть · n вызов · t чат · x отменить свой · p игрок · a учётная запись · r обновить · Esc меню
online-keys-challenge = ↑↓ строка · ←→ изменить · Enter открыть · Esc назад
online-keys-chat = Enter сказать · Esc назад
online-chat-typing = Сказать: { $text }_
online-keys-failed = a другой адрес · Esc меню
online-keys-wait = Esc меню
online-account-log-out = o  выйти здесь
online-account-everywhere = e  выйти везде (на каждом устройстве, где вы вошли в эту учётную запись)
online-account-password = p  сменить пароль (на всех других устройствах выполнится выход)
online-account-delete = d  удалить учётную запись (ваши завершённые партии останутся в архиве под выбывшим именем)
online-account-now = Текущий пароль
online-account-new = Новый пароль
online-account-delete-password = Чтобы удалить учётную запись, введите её пароль:
online-account-delete-sure = Удалить учётную запись { $name } навсегда? Имя освободится; ваши завершённые партии останутся в архиве под выбывшим именем. y удалить · n оставить
online-account-waiting = Ждём ответа сервера…
online-logged-out = Вы вышли.
online-password-changed = Пароль изменён. { $count ->
    [0] Других устройств со входом не было.
    [one] На { $count } другом устройстве выполнен выход.
   *[other] На { $count } других устройствах выполнен выход.
}
online-account-deleted = Учётная запись удалена.
online-keys-account = o выйти · e везде · p пароль · d удалить · Esc назад
online-keys-account-sure = y удалить навсегда · n оставить
online-keys-back = Esc назад
cli-backup-about = Копирует базу данных сервера в ФАЙЛ, пока сервер работает (резервное копирование SQLite на ходу)
cli-backup-data = { cli-server-data }
cli-backup-out = Новый файл для копии (существующий файл не перезаписывается)
cli-migrate-store-about = Копирует данные сообщества из одного хранилища в другое, пустое (из SQLite в PostgreSQL), и проверяет копию: строки каждой таблицы подсчитаны в обоих, каждая законченная партия снова сыграна по правилам
cli-migrate-store-from = Хранилище, которое копировать: sqlite:ПУТЬ (например, server.sqlite в папке данных)
cli-migrate-store-to = Пустое хранилище, в которое копировать: postgres://ПОЛЬЗОВАТЕЛЬ:ПАРОЛЬ@ХОСТ:ПОРТ/БАЗА
server-backup-done = Резервная копия записана в { $file }: учётных записей — { $accounts }, партий — { $games }, ходов — { $moves }
server-backup-no-database = в { $dir } нет базы данных сервера: укажите папку данных сервера через --data
server-backup-exists = { $file } уже существует: резервная копия никогда не перезаписывает файл, дайте новое имя
server-backup-failed = не удалось записать резервную копию в { $file }
server-backup-postgres = хранилище сервера — PostgreSQL: делайте резервную копию через pg_dump (obereg server backup копирует только базу SQLite)
server-migrate-done = Скопировано из { $from } в { $to } и проверено: строки выше есть в обоих, а законченных партий, снова сыгранных по правилам, — { $games }
server-migrate-failed = не удалось скопировать хранилище из { $from } в { $to }
config-bad-clock = «{ $text }» — не часы: укажите минуты и секунды за ход, например 10+5 или 3+2, или основное время в секундах, например 0:30+2 или 0.5+2 (полминуты)
config-clock-no-base = «{ $text }» не даёт времени на партию: основное время — не меньше секунды, например 0:30+2 или 0.5+2 (полминуты)
config-bad-code = «{ $text }» — не код игры: восемь букв и цифр, например 7KQ2-M9WX
config-nine-only = Уроки, свободная доска и задачи — это обычная игра на доске 9×9: --board 11 и --die к ним не применяются.
net-port-in-use = этот порт уже занят: выберите другой через --port
net-cannot-listen = не удаётся открыть игру для сети: { $reason }
status-resign-confirm = Нажмите R ещё раз, чтобы сдаться; любая другая клавиша — играть дальше.
status-quit-unsaved = Партия нигде не сохранена: нажмите q ещё раз, чтобы выйти без неё, или w, чтобы записать её в текущую папку.
status-chat-prompt = Сказать:
net-their-turn = Ход игрока { $name }: подождите.
net-not-connected = Другой игрок не подключён: игра ждёт.
net-awaiting-roll = Бросок кубика от хозяина ещё не пришёл: подождите.
net-joined = { $name } присоединяется к игре.
net-welcomed = Вы в игре игрока { $host }: вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}.
net-welcomed-clock = Вы в игре игрока { $host }: вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}, часы { $clock }.
net-welcomed-die = { $welcomed } Кубик бросает хозяин за обе стороны: фигура ходит { $reading ->
    [exact] ровно
   *[up-to] не больше чем
} на столько полей, сколько выпало.
net-lost = Соединение потеряно, восстанавливаю…
net-lost-host = Соединение потеряно: ждём, пока { $name } вернётся; часы того, чей ход, идут дальше.
net-failed-wrong-code = Неверный код игры: введите код с экрана хозяина.
net-failed-version = У другой стороны другая версия Оберега.
net-failed-busy = В этой игре уже два игрока.
net-failed-broken = Другая сторона прислала что-то, что не относится к этой игре; соединение закрыто.
net-move-refused = Другая сторона прислала ход, который здесь не разрешён: он не сыгран, игра продолжается.
net-roll-refused = Другая сторона прислала бросок, которого игра не ждала: он не принят, игра продолжается.
net-failed-board = Хост играет на другой доске: подключайтесь с тем же --board, что и у хоста (9 или 11).
net-failed-unreachable = Хозяин недоступен.
net-asked-draw = Вы предложили ничью; ждём ответа.
net-asked-takeback = Вы попросили вернуть свой последний ход; ждём ответа.
net-takeback-asked = { $name } просит вернуть свой последний ход: y — согласие, Esc — отказ.
net-takeback-declined = В возврате хода отказано.
net-taken-back = Возвращено по согласию обоих: { $record }.
net-away = Игрока { $name } нет уже { $time }: y — забрать победу, Esc — ждать дальше.
net-claimed = Победа ваша: игрока { $name } не было слишком долго.
net-claimed-guest = Пока вас не было, хозяин игры ({ $name }) забрал победу.
net-chat-hint = c — ответить.
panel-net-waiting = Ждём другого игрока…
panel-net-connecting = Подключаюсь…
panel-net-connected = Подключено · вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}
net-watching = Вы смотрите партию: { $vikings } (викинги) против { $varangians } (варяги).
panel-net-watching = Просмотр: ходят игроки
panel-net-keys = c чат · d ничья · u вернуть ход · R сдаться
panel-chat = { $name }: { $text }
invite-title = Ждём другого игрока
invite-body = Другой игрок вводит одно из этого:
invite-keys = q выйти

## Тренажёр: уроки
cli-learn-about = Уроки на доске, по одному на каждое правило, со звёздами за каждый пройденный урок
cli-learn-reset = Сначала стереть звёзды всех уроков
cli-learn-die = Не принимается: уроки, свободную доску и задачи играют без кубика
lessons-title = Уроки · { $stars } из { $total } звёзд
lessons-keys-menu = ↑↓ выбрать · Enter открыть · Esc меню · ? справка · q выход
lesson-keys = ←↑↓→ курсор · Enter взять/поставить · m ввести ход · ? подсказка (трижды: ответ) · F1 справка · Esc уроки · q выход
lesson-heading = Урок { $number } из { $count }: { $title }
lesson-task-line = Задание { $number } из { $count }: { $task }
lesson-history = Ходы перед этой позицией: { $moves }.
lesson-what-next = Это был последний урок. Дальше — задачи (p) или игра против компьютера (a): вы играете за викингов, они ходят первыми.
lesson-keys-all-done = p задачи · a игра с компьютером · Enter список уроков · q выход
lesson-position = стр. { $first }–{ $last } из { $total } · PgUp PgDn
lesson-best = Лучший результат: { $stars }
lesson-list = Выберите урок стрелками ↑↓ и откройте его клавишей Enter.
lesson-your-move = Вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}: сделайте ход, которого требует задание (? — подсказка).
lesson-right = Верно: { $record }.
lesson-shown = Показано: { $record } — ответ сыгран за вас.
lesson-reply = { $side ->
    [vikings] Викинги
   *[varangians] Варяги
} отвечают { $reply }.
lesson-next-task = Enter — следующее задание.
lesson-missed = { $record } — допустимый ход, но задание другое: { $goal }. Попробуйте ещё раз.
lesson-missed-why = { $record } — допустимый ход, но задание не выполняет: { $why } Попробуйте ещё раз.
lesson-why-diagonal = { $square } стоит к ней наискосок, а наискосок не берут (R8).
lesson-why-edge = { $square } стоит у края, а край доски брать не помогает (R8).
lesson-why-not-hostile = за { $square } — поле { $beyond }, а это не враг, не выход и не пустой трон (R9).
lesson-why-not-beside = берёт только фишка, которая встаёт рядом с { $square } (R8).
lesson-hint-piece = Подсказка: ходить нужно фишкой на { $square } (под курсором). ? ещё раз — куда.
lesson-hint = Подсказка: { $hint } ? ещё раз — ответ разыграют на доске.
lesson-leave-ask = Ещё раз Esc — выйти из урока, и выполненные в нём задания пропадут; любая другая клавиша — остаться.
lesson-showing = Смотрите: ответ разыгрывается на доске.
lesson-done = Урок пройден: { $stars }. Enter — следующий урок · Esc — список.
lesson-done-last = Урок пройден: { $stars }. Что дальше — на панели.
lesson-progress-damaged = Не удалось прочитать звёзды; файл сохранён как { $path }, звёзды считаются заново.
lesson-progress-cleared = Звёзды всех уроков стёрты.
status-progress-failed = Не удалось сохранить звёзды: { $reason }
goal-any = любой ход
goal-reach = фишка должна встать на { $squares }
goal-capture = нужно взять { $squares }
goal-win = нужен ход, выигрывающий партию
goal-threat = князь должен встать в одном ходе от выхода
goal-draw = позиция должна повториться в третий раз
lesson-board-title = Доска и фишки
lesson-board-text =
    Доска 9×9: в центре трон e5, четыре угла — выходы.
    16 викингов (тёмные) охотятся на князя (на троне) и его 8 защитников.
    Первыми ходят викинги, дальше стороны ходят по очереди (R4).
lesson-board-task-1 = Выберите викинга и сделайте им любой ход.
lesson-board-hint-1 = Викинги — тёмные фишки у краёв: тот, что на e2, может пойти влево или вправо по 2-й горизонтали.
lesson-rook-title = Ход как у ладьи (R5)
lesson-rook-text =
    Фишка ходит на любое число свободных полей вдоль своей горизонтали или вертикали (R5).
    Она никогда не ходит наискосок и не перепрыгивает через фишки.
lesson-rook-task-1 = Переместите викинга с b2 вверх по вертикали на b8.
lesson-rook-task-2 = Теперь ведите его вправо по 8-й горизонтали как можно дальше.
lesson-rook-hint-1 = b2-b8: вся вертикаль свободна.
lesson-rook-hint-2 = Защитник на e8 преграждает путь: викинг останавливается перед ним.
lesson-prince-title = Три поля князя (R6)
lesson-prince-text =
    Князь ходит по линии, как и другие фишки, но не больше чем на три поля за ход (R6).
    Пустой трон, через который он проходит, тоже входит в эти три поля.
lesson-prince-task-1 = Переместите князя на три поля вправо.
lesson-prince-task-2 = Теперь ведите его вверх — так далеко, как можно за один ход.
lesson-prince-hint-1 = Три поля вправо от c3 — это f3.
lesson-prince-hint-2 = Три поля вверх от f3 — это f6.
lesson-throne-title = Трон и выходы (R7)
lesson-throne-text =
    Только князь может вставать на трон (e5) или на выход — угловое поле (R7).
    Проходить через пустой трон может любая фишка.
lesson-throne-task-1 = Проведите защитника с c5 через пустой трон на g5.
lesson-throne-task-2 = Верните князя на трон.
lesson-throne-hint-1 = c5-g5 проходит d5, e5 и f5: проходить через трон можно, останавливаться на нём — нет.
lesson-throne-hint-2 = e7-e5: два поля вниз.
lesson-capture-title = Взятие в клещи (R8)
lesson-capture-text =
    Вражескую фишку, зажатую на одной линии между вашей только что сходившей фишкой и другой вашей, снимают с доски (R8).
    Наискосок фишки не берут, а край доски брать не помогает.
lesson-capture-task-1 = Возьмите защитника на d3.
lesson-capture-task-2 = Возьмите защитника на g6.
lesson-capture-hint-1 = Викинг на c3 держит одну сторону d3: приведите викинга на e3.
lesson-capture-hint-2 = Викинг на g7 держит одну сторону: викинг с h5 может закрыть g5.
lesson-safe-title = Между двумя врагами встать можно (R10)
lesson-safe-text =
    Фишки теряет только сторона, которая не ходила (R10).
    Фишка может встать между двумя врагами и остаётся на доске: чтобы её взять, клещи нужно разомкнуть и снова сомкнуть ходом.
lesson-safe-task-1 = Поставьте защитника между двумя викингами, на c3.
lesson-safe-hint-1 = c1-c3: защитник встаёт между b3 и d3, и его не берут.
lesson-hostile-title = Выходы и пустой трон — враждебные поля (R9)
lesson-hostile-text =
    Выход, а также трон, пока он пуст, враждебны каждой фишке (R9).
    Фишку рядом с ними можно прижать к ним.
lesson-hostile-task-1 = Возьмите защитника на b1, прижав его к выходу a1.
lesson-hostile-task-2 = Возьмите защитника на e4, прижав его к пустому трону.
lesson-hostile-hint-1 = Спустите викинга с c4 на c1.
lesson-hostile-hint-2 = За e4 — пустой трон: викинг на e3 замыкает зажим.
lesson-several-title = Несколько взятий одним ходом (R8)
lesson-several-text =
    Пришедшая фишка берёт всех врагов, которых зажимает, — слева, справа, сверху и снизу, всё одним ходом (R8).
    Каждые клещи действуют отдельно: фишкой, выходом или пустым троном.
lesson-several-task-1 = Возьмите трёх защитников одним ходом.
lesson-several-hint-1 = Викинг на e3 зажимает d3 (о c3), f3 (о g3) и e4 (о пустой трон).
lesson-armed-title = Князь тоже сражается (R9)
lesson-armed-text =
    Князь берёт, как любая другая фишка, и викинга рядом с ним можно прижать к нему (R9).
    Самого князя могут взять только викинги.
lesson-armed-task-1 = Возьмите князем викинга на d3.
lesson-armed-task-2 = Возьмите викинга на e2, прижав его к князю.
lesson-armed-hint-1 = Защитник на c3 держит одну сторону: князь на e3 закрывает другую.
lesson-armed-hint-2 = Князь на e3 держит одну сторону: защитник с g1 на e1 закрывает другую.
lesson-take-prince-title = Как взять князя (R11)
lesson-take-prince-text =
    В поле князя берут, как любую фишку: между двумя викингами или викингом и выходом (R11c).
    На троне его должны окружить четыре викинга (R11a); рядом с троном — три, прижав его к трону (R11b).
lesson-take-prince-task-1 = Возьмите князя в поле.
lesson-take-prince-task-2 = Возьмите князя на троне: четыре викинга.
lesson-take-prince-task-3 = Возьмите князя рядом с троном: три викинга.
lesson-take-prince-hint-1 = Викинг на b4 держит одну сторону c4: викинг на d4 замыкает зажим.
lesson-take-prince-hint-2 = d5, f5 и e6 заняты: четвёртый викинг идёт на e4.
lesson-take-prince-hint-3 = d4 и f4 заняты, за князем трон: третий викинг идёт на e3.
lesson-escape-title = Побег (R12)
lesson-escape-text =
    Когда князь доходит до выхода — углового поля, — варяги сразу побеждают (R12).
    Встать на выход может только князь; викинги стерегут углы, чтобы его не выпустить.
lesson-escape-task-1 = Поставьте князя туда, откуда следующим ходом он дойдёт до выхода.
lesson-escape-task-2 = Бегите!
lesson-escape-hint-1 = С c1 (три поля вниз) до угла a1 всего два поля.
lesson-escape-hint-2 = c1-a1: князь в углу.
lesson-no-move-title = Нет хода — поражение (R14)
lesson-no-move-text =
    Сторона, у которой в её ход нет ни одного допустимого хода, проигрывает (R14), даже если на доске ещё есть её фишки.
    Отнять последние ходы — такая же победа, как и взять князя.
lesson-no-move-task-1 = Отнимите у князя последний ход: тогда варяги не смогут ходить.
lesson-no-move-hint-1 = Князь на e1 может пойти только вверх, на e2: поставьте туда викинга. Край доски его не берёт, но он заблокирован.
lesson-repetition-title = Повторение (R15)
lesson-repetition-text =
    Когда одна и та же позиция с той же стороной на ходу возникает в третий раз, партия заканчивается вничью (R15).
    Викинг на c7 и князь ходили туда и обратно: так проигрывающая сторона может спасти партию.
    В печатных правилах о повторении ничего не сказано: R15 — прочтение этой программы, а не печатных правил.
lesson-repetition-task-1 = Сделайте ход, который в третий раз возвращает эту позицию.
lesson-repetition-hint-1 = Князь пришёл с g3: верните его туда.

## Тренажёр: свободная доска
cli-board-about = Свободная доска: расставьте любую позицию, пробуйте на ней ходы, спросите движок, играйте с неё дальше
cli-board-position = Позиция, с которой начать: запись позиции OTN, первая строка — 1-я горизонталь [по умолчанию: начальная]
cli-board-to_move = Сторона, которая ходит
cli-board-die = { cli-learn-die }
board-keys = v g p фишка · x снять · c очистить · s начало · t сторона · Enter ход · e движок · y копия · P играть · A с компьютером · q выход
board-title = Свободная доска · ходят { $side ->
    [vikings] викинги
   *[varangians] варяги
}
board-problem = Играть нельзя: { $reason }
board-move = { $move }:
board-takes = берёт { $piece ->
    [viking] викинга
    [guard] защитника
   *[prince] князя
} на { $square }: { $against }
board-takes-nothing = ничего не берёт
board-against-piece = зажим о { $piece ->
    [viking] викинга
    [guard] защитника
   *[prince] князя
} на { $square } ({ $rule })
board-against-exit = зажим о выход { $square } ({ $rule })
board-against-throne = зажим о пустой трон (R9)
board-against-four = четыре викинга вокруг трона (R11a)
board-against-three = три викинга, прижав к трону (R11b)
board-ends = завершает партию: { $reason }
board-engine = Движок: { $move } · оценка { $score } · глубина { $depth }
board-score = { $score } для { $side ->
    [vikings] викингов
   *[varangians] варягов
}
board-score-even = 0.00, равная позиция
board-record = y копирует запись позиции вместе со стороной, которая ходит, и показывает её отдельной строкой.
board-brush = Правый клик ставит { $piece ->
    [viking] викинга
    [guard] защитника
   *[prince] князя
}
board-welcome = Расставьте позицию: v, g и p ставят викинга, защитника, князя (повторно — снимают). Enter берёт фишку, чтобы попробовать её ходы.
board-not-playable = Так играть нельзя: { $reason }
board-copied = { $record }
    Скопировано в буфер обмена (OSC 52, если терминал это позволяет); строка выше выделяется целиком.
## Задачи
cli-puzzles-about = Задачи на доске: единственный ход, который выигрывает, останавливает князя или выигрывает фишку
cli-puzzles-theme = Только задачи этой темы: escape (побег), capture (взять князя), no-moves (без хода), stop-escape (остановить побег), win-piece (выиграть фишку)
cli-puzzles-length = Только задачи, которые решаются за столько ходов (от 1 до 3)
cli-puzzles-die = { cli-learn-die }
cli-check-about = Заново доказывает движком каждую задачу из комплекта; называет непрошедшие и выходит со статусом 1
cli-gen-puzzles-about = Ищет задачи в партиях движка с самим собой и записывает их
cli-gen-puzzles-games = Сколько партий сыграть
cli-gen-puzzles-seed = Зерно партий: то же зерно даёт те же задачи
cli-gen-puzzles-out_dir = Папка, куда записать задачи
cli-completions-about = Выводит сценарий автодополнения obereg для командной оболочки
cli-completions-shell = Оболочка: bash, zsh, fish, powershell или elvish
cli-manual-about = Выводит страницу руководства obereg (roff, для man)
man-synopsis = ОБЗОР
man-description = ОПИСАНИЕ
man-version = ВЕРСИЯ
cli-gen-openings-about = Записывает дебютные позиции для матчей силы, по строке ходов на каждую
cli-gen-openings-count = Сколько дебютов
cli-gen-openings-plies = Сколько ходов в каждом
cli-gen-openings-seed = Зерно случайных ходов: то же зерно даёт те же дебюты
puzzles-check-failed = ОШИБКА { $name }: { $reason }
puzzles-check-done = Доказано { $count } { $count ->
    [one] задача
    [few] задачи
    [many] задач
   *[other] задачи
}, не прошло { $failed }.
puzzle-fault-tag = метки [{ $tag }] нет или она неверна
puzzle-fault-illegal = ход { $move } решения невозможен по правилам
puzzle-fault-length = решение слишком длинное или короткое для своей темы
puzzle-fault-faster = есть более быстрый выигрыш
puzzle-fault-no-win = ход { $move } решения не делает вовремя того, что требует задача
puzzle-fault-not-only = ход { $move } решения не единственный: { $other } тоже годится
puzzle-fault-defence = защита на ходе { $move } не самая долгая
puzzle-fault-end = решение заканчивается не так, как говорит тема
puzzle-fault-threat = князь не грозит уйти, или викинги и так выигрывают
puzzle-comment-first = { $theme ->
    [escape] Единственный ход: князь уходит за { $moves ->
        [one] один ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
    [capture] Единственный ход: князь взят за { $moves ->
        [one] один ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
    [no-moves] Единственный ход: соперник остаётся без хода за { $moves ->
        [one] один ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
    [stop-escape] Единственный ход, который останавливает князя.
   *[win-piece] Единственный ход, который выигрывает фишку.
}
puzzle-comment-defence = Самая долгая защита.
puzzle-comment-next = Снова единственный ход.
puzzle-comment-end = { $theme ->
    [escape] Князь на выходе (R12).
    [capture] Князь взят (R13).
    [no-moves] { $loser ->
        [vikings] У викингов не осталось хода — они проигрывают (R14).
       *[varangians] У варягов не осталось хода — они проигрывают (R14).
    }
    [stop-escape] Дорога к выходу закрыта.
   *[win-piece] На фишку больше.
}
puzzle-title = Задача: { $theme ->
    [escape] побег
    [capture] взять князя
    [no-moves] без хода
    [stop-escape] остановить побег
   *[win-piece] выиграть фишку
}
puzzle-task = { $theme ->
    [escape] Выведите князя на выход за { $moves ->
        [one] один ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
    [capture] Возьмите князя за { $moves ->
        [one] один ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
    [no-moves] Оставьте соперника без единого возможного хода за { $moves ->
        [one] один ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }.
    [stop-escape] Князь грозит уйти: найдите единственный ход, который его останавливает.
   *[win-piece] Выиграйте фишку, которую соперник не сможет сразу отыграть.
}
puzzle-you-play = Вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}.
puzzle-name = Задача { $name }, рейтинг { $rating }
puzzle-rating = Ваш рейтинг: { $rating }{ $change }
puzzle-streak = Решено подряд: { $streak } (лучший результат { $best })
puzzle-solved = Решено: { $solved } из { $total }
puzzle-keys = ←↑↓→ hjkl курсор · Enter взять/поставить · m ход · t подсказка · n пропустить · ? справка · q выход
puzzle-keys-over = n следующая задача · u ещё раз · s решение · q выход
puzzle-keys-session-over = a игра с компьютером · n следующая задача · u ещё раз · s решение · q выход
puzzle-keys-showing = n следующая задача · ? справка · q выход
puzzle-right = Верно! Теперь отвечает соперник…
puzzle-answered = { $side ->
    [vikings] Викинги отвечают
   *[varangians] Варяги отвечают
} { $record }. Ваш ход.
puzzle-solved-now = Решено! { puzzle-comment-end } Нажмите n, чтобы перейти к следующей задаче.
puzzle-solved-hinted = Сделано с подсказкой: не засчитано как решённая (подсказка считается ошибкой для рейтинга и серии). { puzzle-comment-end } Нажмите n, чтобы перейти к следующей задаче.
puzzle-wrong = Не этот ход: движок ищет ответ, который его наказывает…
puzzle-refuted = Не этот ход: { $side ->
    [vikings] викинги отвечают
   *[varangians] варяги отвечают
} { $record }, и задача проиграна: s покажет решение.
puzzle-why-escapes = Князь уходит на выход { $square } (R12).
puzzle-why-taken = Князь взят на { $square } (R13).
puzzle-why-no-move = { $side ->
    [vikings] Викинги остаются
   *[varangians] Варяги остаются
} без хода (R14).
puzzle-why-takes = Ответ берёт { $count ->
    [one] вашу фишку на
   *[other] ваши фишки на
} { $squares }.
puzzle-why-threatens-escape = Ответ ставит князя в одном ходе от выхода { $square }: он грозит побегом (R12).
puzzle-why-threatens-prince = Ответ грозит следующим ходом взять князя (R11).
puzzle-why-closes-road = Ответ закрывает князю дорогу к { $count ->
    [one] выходу
   *[other] выходам
} { $squares }.
puzzle-why-saves = Ответ спасает { $count ->
    [one] фишку на { $squares }: её уже не взять.
   *[other] фишки на { $squares }: их уже не взять.
}
puzzle-why-threatens = Ответ угрожает { $count ->
    [one] вашей фишке на
   *[other] вашим фишкам на
} { $squares }.
puzzle-showing = Решение разыгрывается на доске: { $moves }.
puzzle-shown = Это было решение. u — попробовать самому (без рейтинга); n — следующая задача.
puzzle-again = Та же задача ещё раз (эта попытка не влияет на рейтинг).
puzzle-tried-before = Вы уже пробовали эту задачу: эта попытка не влияет на рейтинг, засчитывается только первая.
puzzle-not-rated = Без рейтинга: засчитывается только первая попытка задачи.
puzzle-session-over = Все задачи этого набора уже решались. Нажмите a — игра с компьютером: вы играете викингами.
puzzle-refute-thinking = Ищу ответ { $spinner }
puzzle-progress-failed = Не удалось сохранить прогресс в задачах; решать можно дальше. { $reason }
puzzle-progress-damaged = Файл прогресса в задачах не удалось прочитать; он сохранён как { $path }, прогресс начинается заново.
puzzle-none-chosen = Нет задачи с такой темой и длиной (тема { $theme }, ходов { $length }).
## Кубик (V2)

cli-perft-die = Игра с кубиком: exact (ровно столько полей, сколько выпало) или up-to (не больше) [по умолчанию: без кубика; exact, если дан --rolls]
cli-perft-rolls = Броски кубика, по одному на ход, например 3,1,6 (пропуск хода — тоже ход)
cli-moves-die = { cli-perft-die }
cli-moves-rolls = Бросок кубика (из списка вроде 3,1,6 берётся первый)
die-bad-roll = «{ $text }» — не бросок кубика (число от 1 до 6; броски пишут через запятую, например 3,1,6)
die-bad-reading = «{ $text }» — не способ читать кубик (exact или up-to)
die-too-few-rolls = для { $command } нужно { $needed } { $needed ->
    [one] бросок
    [few] броска
    [many] бросков
   *[other] броска
} кубика, по одному на ход, а --rolls даёт { $given } (например, --rolls 3,1,6)
die-refusal-distance = на кубике { $roll }: этот ход на { $distance } { $distance ->
    [one] поле
    [few] поля
    [many] полей
   *[other] поля
} (D2, { $reading ->
    [exact] ровно столько, сколько выпало
   *[up-to] не больше, чем выпало
})
die-refusal-prince-rests = на кубике { $roll }: князь ходит, только когда выпало 1, 2 или 3 (D2, R6)
die-refusal-must-move = на кубике { $roll }: есть фишка, которая может так пойти, поэтому ход не пропускается (D3)
record-die-tag = тег [{ $text }] не читается (кубик читают exact или up-to; броски — от 1 до 6, через пробел)
record-roll = { $move } ({ $side ->
    [vikings] викинги
   *[varangians] варяги
}) не подходит к броску: { $reason }
record-missing-roll = в [obereg-rolls:…] { $count } { $count ->
    [one] бросок
    [few] броска
    [many] бросков
   *[other] броска
}, а ходов и пропусков больше
record-extra-rolls = в [obereg-rolls:…] на { $count } { $count ->
    [one] бросок
    [few] броска
    [many] бросков
   *[other] броска
} больше, чем ходов и пропусков
cli-match-die = Играть с кубиком, который читается exact или up-to (броски задаёт зерно)
status-rolled = { $name }: на кубике { $face } { $roll } — { $reading ->
    [exact] ход ровно на { $roll } { $roll ->
        [one] поле
        [few] поля
        [many] полей
       *[other] поля
    }
   *[up-to] ход не больше чем на { $roll } { $roll ->
        [one] поле
        [few] поля
        [many] полей
       *[other] поля
    }
}.
status-passed = { $name }: на кубике { $face } { $roll } — ни одна фишка { $side ->
    [vikings] викингов
   *[varangians] варягов
} не может так пойти, поэтому ход пропускается (D3).
status-prompt-die = Ход { $reading ->
    [exact] ровно
   *[up-to] не больше чем
} на { $roll } { $roll ->
    [one] поле
    [few] поля
    [many] полей
   *[other] поля
} (как d9-d6):
game-title-die = { $title } · кубик ({ $reading ->
    [exact] ровно
   *[up-to] не больше
})
panel-die = Кубик: { $face } { $roll }
panel-die-rolling = Кубик катится…
help-die =
    Кубик (V2): перед каждым ходом сторона, которая ходит, бросает кубик.
    D2 exact: фишка идёт ровно на столько полей, сколько выпало; князь ходит, только когда выпало 1, 2 или 3. up-to: не больше, чем выпало; князь — не больше чем на 3.
    D3 Если ни одна фишка не может так пойти, ход пропускается. Сторона, у которой нет ни одного хода вообще, проигрывает (R14). D4 Взятия, победы и повторение — как в обычной игре.
cli-die = Игра с кубиком: exact (ровно столько полей, сколько выпало) или up-to (не больше) [по умолчанию: без кубика]
cli-seed = Зерно бросков кубика, чтобы те же броски выпали снова [по умолчанию: случайность системы]
panel-pass = пропуск
cli-analyze-die = { cli-perft-die }
cli-analyze-rolls = Бросок стороны, которая ходит (из списка вроде 3,1,6 берётся первый)
config-die-join = --die задают вместе с obereg host: гость играет кубиком хозяина, и хозяин бросает его за обе стороны
