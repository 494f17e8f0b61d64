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
cli-vikings = Кто играет за викингов, которые ходят первыми: имя или ai либо ai:УРОВЕНЬ (easy, normal, hard, max) для компьютера [по умолчанию: Викинги]
cli-varangians = Кто играет за варягов — князя и его защитников: имя или ai либо ai:УРОВЕНЬ для компьютера [по умолчанию: Варяги]
cli-toss = Бросить жребий, кому играть за викингов
cli-lang = Язык: uk, ru или en [по умолчанию: из LC_ALL, LC_MESSAGES или LANG]
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
cli-perft-about = Считает последовательности ходов глубиной DEPTH полуходов (позиции с оконченной игрой не раскрываются)
cli-perft-depth = На сколько полуходов вглубь считать
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
} ({ $square }) (R7).

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
position-on-restricted = На { $square } может стоять только князь: это трон или выход (R7).
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
panel-turns = { $turns } { $turns ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
} ({ $count } { $count ->
    [one] полуход
    [few] полухода
    [many] полуходов
   *[other] полухода
})
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
end-resigned = { side-name } сдались.
end-keys = n новая игра · s реванш, стороны наоборот · L уроки · u вернуть ход · [ обзор · w запись · q выйти

## Клавиши
footer-keys = ←↑↓→ курсор · Enter взять · m ход · u/r назад/снова · [ ] обзор · w запись · t подсказка · d ничья · ? справка · q выход
footer-keys-prompt = Введите ход, например d9-d6 · Enter сыграть · Esc отмена
help-title = Клавиши и правила
help-keys =
    Стрелки, hjkl: двигать курсор. Enter, Пробел или щелчок мышью: взять фишку, затем поставить.
    Esc: отпустить фишку. m: ввести ход (d9-d6). d: предложить ничью, y: согласиться, Esc: отказаться. ?: эта справка. q, Ctrl-C: выйти.
    Когда игра окончена: n — новая игра, s — реванш, стороны наоборот.
    u: вернуть ход, r: сыграть его снова, сколько угодно раз. Другой ход после u начинает вариант; старый сохраняется.
    Обзор: [ и ] — ход назад и вперёд по партии, Home и End — её начало и конец. Ход, сыгранный там, начинает вариант.
    w: записать партию в файл (.otg). Каждый ход сохраняется сразу; неоконченную партию предложат при следующем запуске.
    t: подсказка, отмеченная на доске. Против компьютера u возвращает к вашему последнему ходу и останавливает его раздумья.
help-rules =
    R1 Доска 9×9; трон — e5, выходы — четыре угла. R2 16 викингов (тёмные) против князя (золотой) и 8 защитников (светлые).
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
help-close = Нажмите ? или Esc, чтобы закрыть.
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
status-filed = Оконченная партия сохранена в { $path }.
status-written = Партия записана в { $path }.
status-set-aside = Неоконченная партия сохранена в { $path }.
status-damaged = Неоконченную партию не удалось прочитать ({ $problem }); её файл сохранён как { $path }. Начинается новая партия.
status-nothing-to-resume = Неоконченной партии нет; начинается новая.
status-not-checked = Не удалось поискать неоконченную партию: { $reason }. Начинается новая партия.
status-autosave-failed = Не удалось автоматически сохранить партию: { $reason }. Игра продолжается; w записывает её в текущую папку.
status-save-failed = Не удалось записать партию: { $reason }.
status-set-aside-failed = Не удалось отложить неоконченную партию: { $reason }.
resume-title = Неоконченная партия
resume-game = Викинги — { $vikings }, варяги — { $varangians }, { $count } { $count ->
    [one] ход
    [few] хода
   *[other] ходов
}, { $date }.
resume-keys = y продолжить её · n новая игра (старая сохранится отдельным файлом) · q выйти
store-no-data-dir = неизвестно, где папка данных (задайте XDG_DATA_HOME)
store-file-failed = { $path }: { $reason }
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
cli-analyze-depth = Искать ровно на столько полуходов вглубь
cli-match-about = Играет партии между компьютерными и случайными игроками и выводит счёт
cli-match-vikings = Кто играет за викингов: ai, ai:УРОВЕНЬ (easy, normal, hard, max) или random
cli-match-varangians = Кто играет за варягов, как для --vikings
cli-match-games = Сколько партий
cli-match-time = Время на ход в секундах для каждого компьютерного игрока, можно дробные (низшие уровни останавливаются и на своей глубине или пределе узлов)
cli-match-seed = Зерно случайных ходов и шума уровней: то же зерно играет те же партии
cli-engine-about = Говорит протоколом движка OpenTafl через стандартные ввод и вывод
config-bad-level = «{ $text }» — не компьютерный игрок: напишите ai, ai:easy, ai:normal, ai:hard или ai:max (любое другое слово — имя игрока).
config-bad-think-time = «{ $text }» — не время на раздумья: укажите секунды больше 0 и не больше 86400, например 2 или 0.5.
level-name = { $level ->
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
value-bad-depth = «{ $text }» — не глубина: глубина должна быть положительным целым числом полуходов, не больше { $most } (0 считает саму позицию)
value-too-deep = глубину { $text } считать слишком долго: наибольшая допустимая глубина — { $most }
value-bad-level = «{ $text }» — не уровень (easy, normal, hard или max)
value-bad-player = «{ $text }» — не игрок (ai, ai:УРОВЕНЬ или random)

## Часы и игра по сети
cli-clock = Играть с часами: минуты на партию и секунды, добавляемые за ход (Фишер), например 10+5
cli-quiet = Без звонка терминала, когда ходит другой игрок
cli-board = Доска: 9 (9×9, обычная игра) или 11 (11×11: 24 викинга против князя и 12 защитников) [по умолчанию: 9]
board-mismatch = { $path }: это запись партии на доске { $record }×{ $record }, а не { $flag }×{ $flag } (--board); без --board она откроется на своей доске
board-of-host = --board не относится к engine: доску называет строка правил, которую присылает хост
cli-host-about = Открывает игру для игрока за другим терминалом: показывает адреса и код, нужные ему
cli-host-port = Порт, на котором ждать [по умолчанию: 4711]
cli-host-vikings = Играть за викингов под этим именем [по умолчанию хозяин играет за викингов]
cli-host-varangians = Играть за варягов под этим именем
cli-host-resume = Снова открыть незаконченную сетевую игру с новым кодом
cli-host-die = Игра с кубиком: exact (ровно столько полей, сколько выпало) или up-to (не больше); кубик бросает хозяин за обе стороны [по умолчанию: без кубика]
cli-host-seed = Зерно бросков хозяина, чтобы те же броски выпали снова [по умолчанию: случайность системы]
cli-join-about = Присоединяется к игре, открытой в другом месте, по адресу и коду, которые показывает хозяин
cli-join-address = Адрес и порт хозяина, например 192.168.1.5:4711
cli-join-code = Код, который показывает хозяин, например 7KQ2-M9WX
cli-join-name = Ваше имя, которое увидит хозяин
config-bad-clock = «{ $text }» — не часы: укажите минуты и секунды за ход, например 10+5 или 3+2
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
net-failed-wrong-code = Неверный код игры: введите код с экрана хозяина.
net-failed-version = У другой стороны другая версия Оберега.
net-failed-busy = В этой игре уже два игрока.
net-failed-broken = Другая сторона прислала что-то, что не относится к этой игре; соединение закрыто.
net-failed-board = Хост играет на другой доске: подключайтесь с тем же --board, что и у хоста (9 или 11).
net-failed-unreachable = Хозяин недоступен.
net-asked-draw = Вы предложили ничью; ждём ответа.
net-asked-takeback = Вы попросили вернуть последний ход; ждём ответа.
net-takeback-asked = { $name } просит вернуть последний ход: y — согласие, Esc — отказ.
net-takeback-declined = В возврате хода отказано.
net-chat-hint = c — ответить.
panel-net-waiting = Ждём другого игрока…
panel-net-connecting = Подключаюсь…
panel-net-connected = Подключено · вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}
panel-net-keys = c чат · d ничья · u вернуть ход · R сдаться
panel-chat = { $name }: { $text }
invite-title = Ждём другого игрока
invite-body = Другой игрок вводит одно из этого:
invite-keys = q выйти

## Тренажёр: уроки
cli-learn-about = Уроки на доске, по одному на каждое правило, со звёздами за каждый пройденный урок
cli-learn-reset = Сначала стереть звёзды всех уроков
lessons-title = Уроки · { $stars } из { $total } звёзд
lessons-keys = ↑↓ выбрать · Enter открыть · Esc новая игра · q выход
lesson-keys = ←↑↓→ курсор · Enter взять/поставить · m ввести ход · ? подсказка (дважды: ответ) · Esc уроки · q выход
lesson-heading = Урок { $number } из { $count }: { $title }
lesson-task-line = Задание { $number } из { $count }: { $task }
lesson-best = Лучший результат: { $stars }
lesson-list = Выберите урок стрелками ↑↓ и откройте его клавишей Enter.
lesson-your-move = Вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}: сделайте ход, которого требует задание (? — подсказка).
lesson-right = Верно: { $record }.
lesson-right-reply = Верно: { $record }. { $side ->
    [vikings] Викинги
   *[varangians] Варяги
} отвечают { $reply }.
lesson-next-task = Enter — следующее задание.
lesson-missed = { $record } — допустимый ход, но задание другое: { $goal }. Попробуйте ещё раз.
lesson-hint = Подсказка: { $hint }
lesson-showing = Смотрите: ответ разыгрывается на доске.
lesson-done = Урок пройден: { $stars }. Enter — следующий урок · Esc — список.
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
lesson-board-task-1 = Возьмите викинга и сделайте им любой ход.
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
    Проход через пустой трон тоже считается среди его трёх полей.
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
lesson-capture-title = Взятие в зажим (R8)
lesson-capture-text =
    Вражескую фишку, зажатую на одной линии между вашей только что сходившей фишкой и другой вашей, снимают с доски (R8).
    Наискосок фишки не берут, а край доски не считается.
lesson-capture-task-1 = Возьмите защитника на d3.
lesson-capture-task-2 = Возьмите защитника на g6.
lesson-capture-hint-1 = Викинг на c3 держит одну сторону d3: приведите викинга на e3.
lesson-capture-hint-2 = Викинг на g7 держит одну сторону: викинг с h5 может закрыть g5.
lesson-safe-title = Встать между двумя врагами безопасно (R10)
lesson-safe-text =
    Фишки теряет только сторона, которая не ходила (R10).
    Фишка может встать между двумя врагами и остаётся на доске: чтобы её взять, зажим нужно разомкнуть и снова замкнуть ходом.
lesson-safe-task-1 = Поставьте защитника между двумя викингами, на c3.
lesson-safe-hint-1 = c1-c3: защитник встаёт между b3 и d3, и его не берут.
lesson-hostile-title = Выходы и пустой трон как враг (R9)
lesson-hostile-text =
    Выход, а также трон, пока он пуст, враждебны каждой фишке (R9).
    Фишку рядом с ними можно зажать о них.
lesson-hostile-task-1 = Возьмите защитника на b1, зажав его о выход a1.
lesson-hostile-task-2 = Возьмите защитника на e4, зажав его о пустой трон.
lesson-hostile-hint-1 = Спустите викинга с c4 на c1.
lesson-hostile-hint-2 = За e4 — пустой трон: викинг на e3 замыкает зажим.
lesson-several-title = Несколько взятий одним ходом (R8)
lesson-several-text =
    Пришедшая фишка берёт всех врагов, которых зажимает, — слева, справа, сверху и снизу, всё одним ходом (R8).
    Каждый зажим считается отдельно: о фишку, выход или пустой трон.
lesson-several-task-1 = Возьмите трёх защитников одним ходом.
lesson-several-hint-1 = Викинг на e3 зажимает d3 (о c3), f3 (о g3) и e4 (о пустой трон).
lesson-armed-title = Князь тоже сражается (R9)
lesson-armed-text =
    Князь берёт, как любая другая фишка, и викинга рядом с ним можно зажать о него (R9).
    Самого князя могут взять только викинги.
lesson-armed-task-1 = Возьмите князем викинга на d3.
lesson-armed-task-2 = Возьмите викинга на e2, зажав его о князя.
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
lesson-escape-task-1 = Поставьте князя туда, откуда следующим ходом он достанет выход.
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
lesson-repetition-task-1 = Сделайте ход, который в третий раз возвращает эту позицию.
lesson-repetition-hint-1 = Князь пришёл с g3: верните его туда.

## Тренажёр: свободная доска
cli-board-about = Свободная доска: расставьте любую позицию, пробуйте на ней ходы, спросите движок, играйте с неё дальше
cli-board-position = Позиция, с которой начать: запись позиции OTN, первая строка — 1-я горизонталь [по умолчанию: начальная]
cli-board-to_move = Сторона, которая ходит
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
board-record = Запись: { $record }
board-brush = Правый клик ставит: { $piece ->
    [viking] викинга
    [guard] защитника
   *[prince] князя
}
board-welcome = Расставьте позицию: v, g и p ставят викинга, защитника, князя (повторно — снимают). Enter берёт фишку, чтобы попробовать её ходы.
board-not-playable = Так играть нельзя: { $reason }
board-copied = Скопировано в буфер обмена (OSC 52, если терминал это позволяет): { $record }
## Задачи
cli-puzzles-about = Задачи на доске: единственный ход, который выигрывает, останавливает князя или выигрывает фишку
cli-puzzles-theme = Только задачи этой темы: escape (бегство), capture (взять князя), no-moves (без хода), stop-escape (остановить бегство), win-piece (выиграть фишку)
cli-puzzles-length = Только задачи, которые решаются за столько ходов (от 1 до 3)
cli-check-about = Заново доказывает движком каждую задачу из комплекта; называет непрошедшие и выходит со статусом 1
cli-gen-puzzles-about = Ищет задачи в партиях движка с самим собой и записывает их
cli-gen-puzzles-games = Сколько партий сыграть
cli-gen-puzzles-seed = Зерно партий: то же зерно даёт те же задачи
cli-gen-puzzles-out_dir = Папка, куда записать задачи
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
    [no-moves] Хода не осталось: эта сторона проигрывает (R14).
    [stop-escape] Дорога к выходу закрыта.
   *[win-piece] На фишку больше.
}
puzzle-title = Задача: { $theme ->
    [escape] бегство
    [capture] взять князя
    [no-moves] без хода
    [stop-escape] остановить бегство
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
puzzle-keys = ←↑↓→ hjkl курсор · Enter взять/поставить · m ход · t подсказка · ? справка · q выход
puzzle-keys-over = n следующая задача · u ещё раз · q выход
puzzle-right = Верно! Теперь отвечает соперник…
puzzle-answered = { $side ->
    [vikings] Викинги отвечают
   *[varangians] Варяги отвечают
} { $record }. Ваш ход.
puzzle-solved-now = Решено! { puzzle-comment-end } Нажмите n, чтобы перейти к следующей задаче.
puzzle-wrong = Не этот ход: движок ищет ответ, который его наказывает…
puzzle-refuted = Не этот ход: { $side ->
    [vikings] викинги отвечают
   *[varangians] варяги отвечают
} { $record }, и задача проиграна. u — ещё раз, n — следующая.
puzzle-again = Та же задача ещё раз (эта попытка не влияет на рейтинг).
puzzle-refute-thinking = Ищу ответ { $spinner }
puzzle-progress-failed = Не удалось сохранить прогресс в задачах: { $reason }. Решать можно дальше.
puzzle-progress-damaged = Файл прогресса в задачах не удалось прочитать; он сохранён как { $path }, прогресс начинается заново.
puzzle-none-chosen = Нет задачи с такой темой и длиной (тема { $theme }, ходов { $length }).
## Кубик (V2)

cli-perft-die = Игра с кубиком: exact (ровно столько полей, сколько выпало) или up-to (не больше) [по умолчанию: без кубика; exact, если дан --rolls]
cli-perft-rolls = Броски кубика, по одному на полуход, например 3,1,6 (пропуск хода — тоже полуход)
cli-moves-die = { cli-perft-die }
cli-moves-rolls = Бросок кубика (из списка вроде 3,1,6 берётся первый)
die-bad-roll = «{ $text }» — не бросок кубика (число от 1 до 6; броски пишут через запятую, например 3,1,6)
die-bad-reading = «{ $text }» — не способ читать кубик (exact или up-to)
die-too-few-rolls = для { $command } нужно { $needed } { $needed ->
    [one] бросок
    [few] броска
    [many] бросков
   *[other] броска
} кубика, по одному на полуход, а --rolls даёт { $given } (например, --rolls 3,1,6)
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
