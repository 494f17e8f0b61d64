## Русский каталог. $side — "vikings" или "varangians"; $piece —
## "viking", "guard" или "prince"; $square — поле, например e5.

game-title = Оберег
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
cli-about = Оберег: варяги против викингов, игра семейства тавлей на доске 9×9, в терминале.
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
status-draw-declined = От ничьей отказались.
status-prompt = Ход (например d9-d6):

## Конец игры
end-wins = Победа { $side ->
    [vikings] викингов
   *[varangians] варягов
}: { $name }!
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
end-keys = n новая игра · s реванш, стороны наоборот · u вернуть ход · [ обзор · w запись · q выйти

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
help-close = Нажмите ? или Esc, чтобы закрыть.
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
status-autosave-failed = Не удалось автоматически сохранить партию: { $reason }. Игра продолжается.
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
cli-host-about = Открывает игру для игрока за другим терминалом: показывает адреса и код, нужные ему
cli-host-port = Порт, на котором ждать [по умолчанию: 4711]
cli-host-vikings = Играть за викингов под этим именем [по умолчанию хозяин играет за викингов]
cli-host-varangians = Играть за варягов под этим именем
cli-host-resume = Снова открыть незаконченную сетевую игру с новым кодом
cli-join-about = Присоединяется к игре, открытой в другом месте, по адресу и коду, которые показывает хозяин
cli-join-address = Адрес и порт хозяина, например 192.168.1.5:4711
cli-join-code = Код, который показывает хозяин, например 7KQ2-M9WX
cli-join-name = Ваше имя, которое увидит хозяин
config-bad-clock = «{ $text }» — не часы: укажите минуты и секунды за ход, например 10+5 или 3+2
config-bad-code = «{ $text }» — не код игры: восемь букв и цифр, например 7KQ2-M9WX
net-port-in-use = этот порт уже занят: выберите другой через --port
net-cannot-listen = не удаётся открыть игру для сети: { $reason }
status-resign-confirm = Нажмите R ещё раз, чтобы сдаться; любая другая клавиша — играть дальше.
status-chat-prompt = Сказать:
net-their-turn = Ход игрока { $name }: подождите.
net-not-connected = Другой игрок не подключён: игра ждёт.
net-joined = { $name } присоединяется к игре.
net-welcomed = Вы в игре игрока { $host }: вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}.
net-welcomed-clock = Вы в игре игрока { $host }: вы играете за { $side ->
    [vikings] викингов
   *[varangians] варягов
}, часы { $clock }.
net-lost = Соединение потеряно, восстанавливаю…
net-failed-wrong-code = Неверный код игры: введите код с экрана хозяина.
net-failed-version = У другой стороны другая версия Оберега.
net-failed-busy = В этой игре уже два игрока.
net-failed-broken = Другая сторона прислала что-то, что не относится к этой игре; соединение закрыто.
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
game-title-die = Оберег · кубик ({ $reading ->
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
config-die-network = --die: в игру с кубиком играют за одной клавиатурой или с компьютером, не по сети (host, join)
