## Український каталог. $side — "vikings" або "varangians"; $piece —
## "viking", "guard" або "prince"; $square — поле, як e5.

game-title = Оберіг
game-title-11 = Оберіг · 11×11
panel-board-11 = Дошка 11×11: 24 вікінги проти князя і 12 захисників
side-name = { $side ->
    [vikings] Вікінги
   *[varangians] Варяги
}
piece-name = { $piece ->
    [viking] Вікінг
    [guard] Захисник
   *[prince] Князь
}

## Командний рядок (cli-<команда>-<аргумент>)
cli-about = Оберіг: варяги проти вікінгів, гра родини тавлей на дошці 9×9 або 11×11, у терміналі.
cli-vikings = Хто грає за вікінгів, що ходять першими: ім'я або ai чи ai:РІВЕНЬ для комп'ютера (рейтинги Ело: { $levels }) [типово: Вікінги]
cli-varangians = Хто грає за варягів — князя та його захисників: ім'я або ai чи ai:РІВЕНЬ для комп'ютера [типово: Варяги]
cli-toss = Кинути жереб, кому грати за вікінгів
cli-lang = Мова: uk, ru або en [типово: lang у config.toml, інакше з LC_ALL, LC_MESSAGES або LANG]
cli-ascii = Малювати лише символами ASCII
cli-load = Відкрити запис партії (.otg) і продовжити гру або переглянути її, якщо вона скінчилася
cli-resume = Продовжити незакінчену партію, не питаючи
cli-new = Почати нову партію; незакінчена зберігається окремим файлом
cli-help = Показати довідку
cli-version = Показати версію
cli-usage = Використання:
cli-options = Параметри
cli-default = [типово: { $text }]
cli-commands = Команди
cli-arguments = Аргументи
cli-perft-about = Рахує послідовності ходів завглибшки DEPTH ходів (позиції із завершеною грою не розгортаються)
cli-perft-depth = Скільки ходів углиб рахувати
cli-perft-divide = Спершу вивести кожен дозволений хід із його числом
cli-perft-position = Позиція в записі OTN, перший рядок — перша горизонталь [типово: початкова]
cli-perft-to_move = Чий хід
cli-moves-about = Виводить усі дозволені ходи, по одному в рядку, за порядком
cli-moves-position = { cli-perft-position }
cli-moves-to_move = { cli-perft-to_move }
cli-replay-about = Переграє запис партії (.otg) за правилами й виводить кінцеву позицію, чий хід і результат
cli-replay-file = Запис, який перевірити

## Помилки програми
error-prefix = obereg: помилка:
error-terminal = не вдалося скористатися терміналом
error-no-terminal = obereg потребує термінала, а його стандартний вхід чи вихід — не термінал. Запустіть його у вікні термінала; без термінала працюють команди obereg replay ФАЙЛ, analyze, moves, perft, match, engine, puzzles check.
error-bad-position = --position «{ $record }»: { $problem }

## Неможливі ходи (правила R5–R7)
illegal-game-over = Гру закінчено.
illegal-off-board = Поле { $square } — поза дошкою.
illegal-no-piece = На { $square } немає фішки.
illegal-not-your-piece = Фішка на { $square } належить { $side ->
    [vikings] вікінгам
   *[varangians] варягам
}, а зараз хід { $mover ->
    [vikings] вікінгів
   *[varangians] варягів
}.
illegal-not-straight = Фішка ходить лише по прямій — уздовж горизонталі чи вертикалі (R5).
illegal-occupied = Поле { $square } зайняте: фішка стає лише на вільне поле (R5).
illegal-blocked = Перестрибувати не можна: на шляху фішка на { $square } (R5).
illegal-prince-too-far = Князь ходить щонайбільше на 3 поля (R6).
illegal-restricted = Лише князь може зупинитися { $kind ->
    [throne] на троні
   *[exit] на виході
} { $square } (R7).

## Хибний запис
notation-bad-square = «{ $text }» — не поле (літера вертикалі й номер горизонталі, як e5).
notation-bad-move = «{ $text }» — не хід (два поля через дефіс, як d9-d6).
notation-bad-side = «{ $text }» — не сторона (vikings або varangians).

## Позиції, у які не можна грати
position-not-a-record = Запис позиції починається й закінчується знаком «/».
position-rank-count = У позиції { $found } { $found ->
    [one] горизонталь
    [few] горизонталі
    [many] горизонталей
   *[other] горизонталі
}, а на дошці { $expected }.
position-square-count = Горизонталь { $rank } описує { $found } { $found ->
    [one] поле
    [few] поля
    [many] полів
   *[other] поля
}, а на дошці { $expected }.
position-unknown-character = Невідомий знак «{ $character }» у горизонталі { $rank } (фішки — t, T і K; цифри рахують порожні поля).
position-doubly-occupied = Дві фішки на { $square }.
position-off-board = Поле { $square } — поза дошкою.
position-no-prince = На дошці немає князя (K).
position-too-many-princes = Князів { $count }, а в грі він один.
position-on-restricted = Лише князь може стояти { $kind ->
    [throne] на троні
   *[exit] на виході
} { $square } (R7).
position-too-many-vikings = Вікінгів { $found }, а можна щонайбільше { $most }.
position-too-many-guards = Захисників { $found }, а можна щонайбільше { $most }.
position-prince-on-exit = Князь уже стоїть на виході { $square }: гру закінчено (R12).

## Бічна панель
panel-plays = грає за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}
panel-to-move = ходить
panel-captured = взято { $count } { $count ->
    [one] фішку
    [few] фішки
    [many] фішок
   *[other] фішки
}
panel-moves = { $count } { $count ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}
panel-played = { panel-moves }{ $passes ->
    [0] {""}
    [one] {" "}({ $passes } пропуск)
    [few] {" "}({ $passes } пропуски)
    [many] {" "}({ $passes } пропусків)
   *[other] {" "}({ $passes } пропуску)
}
panel-score = Матч: { $first } { $first-wins } – { $second-wins } { $second } (нічиїх: { $draws })

## Рядок стану
status-welcome = Першими ходять вікінги. Стрілки або hjkl рухають курсор; Enter бере фішку.
status-toss = Жереб кинуто: { $name } грає за вікінгів і починає гру.
status-selected = { piece-name } на { $square } має { $count } { $count ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}.
status-stuck = { piece-name } на { $square } не має ходу.
status-played = { side-name }: { $record }
status-draw-offered = { $name } пропонує нічию: { $other }, натисніть y, щоб погодитися; Esc — відмовитися.
status-side-offers-draw = { $side ->
    [vikings] Вікінги
   *[varangians] Варяги
} пропонують нічию: { $other }, натисніть y, щоб погодитися; Esc — відмовитися.
status-draw-declined = Від нічиєї відмовилися.
status-prompt = Хід (як d9-d6):

## Кінець гри
end-wins = Перемога { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}: { $name }!
end-side-wins = Перемога { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}!
end-draw = Нічия!
end-escaped = Князь дістався виходу { $square } (R12).
end-captured-throne = Князя взяли на троні четверо вікінгів (R11a).
end-captured-beside = Князя взяли біля трону троє вікінгів (R11b).
end-captured = Князя взяли на { $square } (R11c).
end-no-move = { side-name } не мають жодного дозволеного ходу (R14).
end-repetition = Та сама позиція повторилася втретє (R15).
end-agreement = Гравці погодилися на нічию.
end-time = У { $side ->
    [vikings] вікінгів
   *[varangians] варягів
} скінчився час.
end-time-draw = Час скінчився, але інша сторона не могла виграти: нічия.
end-off-the-board = Партію вирішено поза дошкою: запис каже, хто переміг, але не як (здача чи час, що скінчився).
end-resigned = { side-name } здалися.
end-keys = n нова гра · s реванш, сторони навпаки · L уроки · u повернути хід · [ огляд · w запис · Esc до дошки · q вийти
end-keys-hidden = Esc знову результат · n нова гра · s реванш, сторони навпаки · L уроки · u повернути хід · [ огляд · w запис · q вийти
end-keys-hidden-menu = Esc меню · n нова гра · s реванш, сторони навпаки · L уроки · u повернути хід · [ огляд · w запис · q вийти

## Клавіші
footer-keys = ←↑↓→ курсор · Enter взяти · m хід · u/r назад/знову · [ ] огляд · w запис · t підказка · d нічия · ? довідка · q вихід
footer-keys-fresh = ←↑↓→ hjkl курсор · Enter взяти · m хід · t підказка · w запис · L уроки · ? довідка · q вихід
footer-keys-prompt = Введіть хід, як d9-d6 · Enter зіграти · Esc скасувати
# The key the page adds to a game's footer: resigning, pressed twice.
footer-resign = R здатися
# The key the footers add when the start menu is behind the screen.
footer-esc-menu = Esc меню
footer-esc-lobby = Esc лобі
help-title = Клавіші та правила
help-keys =
    Стрілки, hjkl: рухати курсор. Enter, Пробіл або клік мишею: взяти фішку, потім поставити.
    Esc: відпустити фішку. m: ввести хід (d9-d6). d: запропонувати нічию, y: погодитися, Esc: відмовитися. ?: ця довідка. q, Ctrl-C: вийти.
    Коли гру закінчено: n — нова гра, s — реванш, сторони навпаки, Esc ховає результат, щоб було видно дошку, і повертає його. L: уроки, після кінця гри або до першого ходу.
    u: повернути хід, r: зіграти його знову, скільки завгодно разів. Інший хід після u починає варіант; старий зберігається.
    Огляд: [ і ] — хід назад і вперед по партії, Home і End — її початок і кінець. Хід, зіграний там, починає варіант.
    w: записати партію у файл (.otg). Кожен хід зберігається одразу; незакінчену партію буде запропоновано під час наступного запуску.
    t: підказка, позначена на дошці. Проти комп'ютера u повертає до вашого останнього ходу і зупиняє його роздуми.
help-elsewhere =
    Інше в obereg (obereg без параметрів відкриває стартове меню, де є все це): уроки — obereg learn; задачі — obereg puzzles; вільна дошка — obereg board; гра з комп'ютером — obereg --vikings ai або --varangians ai:hard (рівні: ai:beginner, ai:easy, ai:normal, ai:hard, ai:max); гра з іншого термінала — obereg host, а там obereg join АДРЕСА КОД; дошка 11×11 — --board 11; кубик — --die exact; годинники — --clock 10+5.
help-rules =
    R1 Дошка 9×9; трон — e5, виходи — чотири кути. R2 16 вікінгів (темні) проти князя (золотий) і 8 захисників (світлі).
    R3 Початок: князь на троні, захисники хрестом навколо нього, вікінги чотирма групами по четверо посередині країв.
    R4 Першими ходять вікінги, далі по черзі; пропускати хід не можна.
    R5 Фішка йде на будь-яку кількість вільних полів по горизонталі чи вертикалі, не перестрибуючи.
    R6 Князь ходить щонайбільше на 3 поля. R7 Лише князь може зупинитися на троні чи виході.
    R8 Фішку взято, коли ворог стає поруч, а поле за нею на тій самій лінії вороже.
    R9 Вороже поле: ворожа фішка (князь теж б'ється), вихід, порожній трон. R10 Стати між двома ворогами безпечно.
    R11 Князя беруть четверо вікінгів на троні, троє біля трону, деінде — як звичайну фішку.
    R12 Князь на виході — перемагають варяги. R13 Князя взято — перемагають вікінги.
    R14 Сторона без дозволеного ходу програє. R15 Третє повторення позиції — нічия.
help-board-11 =
    V1, замість R1 і R2: дошка 11×11, вертикалі a–k, горизонталі 1–11; трон — f6, виходи — чотири кути.
    24 вікінги проти князя і 12 захисників, розставлених як у копенгагенському тафлі. Князь і тут ходить щонайбільше на 3 поля; решта правил ті самі.
    Уроки (L) — на дошці 9×9: відкрийте їх командою obereg learn.
help-keys-puzzle =
    Стрілки, hjkl: рухати курсор. Enter, Пробіл або клік мишею: взяти фішку, потім поставити. Esc: відпустити фішку. m: ввести хід (d9-d6).
    t: наступний хід розв'язку, позначений на дошці (тоді задачу зараховано як нерозв'язану). ?: ця довідка. q, Ctrl-C: вийти.
    n: наступна задача, будь-коли (пропущена задача не впливає на рейтинг). Після задачі: u — та сама задача ще раз (без рейтингу); після програної s покаже на дошці весь розв'язок.
help-puzzle-play =
    Як розв'язувати задачу: ви граєте за сторону, що ходить, а дошка показує останній хід суперника. Завдання каже, що зробити і за скільки ходів; це робить один-єдиний хід.
    На правильний хід суперник відповідає сам, і наступний хід знову ваш. Хибний хід програє задачу: рушій грає відповідь, що його спростовує, а рядок стану пояснює, чому хід не вдався, коли це видно з відповіді.
    Для рейтингу і серії зараховується лише перша спроба.
help-keys-lesson =
    У списку: ↑↓ (k j) — вибрати урок, Enter — відкрити, Esc — повернутися до меню, ? або F1 — ця довідка.
    В уроці: стрілки, hjkl — рухати курсор; Enter, Пробіл або клік мишею — взяти фішку і поставити; m — ввести хід; Esc — відпустити фішку, потім назад до списку.
    ?: фішка, якою ходити; вдруге — хід; втретє — відповідь повільно зіграють на дошці. Enter після завдання: наступне. PgUp, PgDn: гортати урок, довший за панель. F1: ця довідка. q, Ctrl-C: вийти.
    Esc в уроці з уже виконаним завданням спершу питає: вийти можна другим Esc.
    Урок без помилки і підказки дає три зірки, з однією-двома — дві, з більшою кількістю — одну.
help-keys-board =
    v, g, p: поставити вікінга, захисника, князя на клітинку курсора (ще раз — зняти). x, Delete, Backspace: зняти фішку. Правий клік: поставити останню вибрану фішку.
    c: очистити дошку. s: початкова позиція. t: хід іншої сторони.
    Enter, Пробіл або клік мишею: взяти фішку; панель показує, що бере її хід на клітинку курсора, за яким правилом і чи закінчує він гру. Поставте її, щоб зіграти хід; m: ввести хід.
    e: найкращий хід рушія, оцінка і глибина. y: скопіювати запис позиції і сторону, що ходить, як --position і --to-move.
    P: грати далі звідси вдвох, A: проти комп'ютера. ?: ця довідка. q, Ctrl-C: вийти.
help-close = Натисніть ? або Esc, щоб закрити.
help-keys-bar = ↑↓ PgUp PgDn гортати · Esc ? F1 закрити · q вихід
help-position = рядки { $first }–{ $last } з { $total } · ↑↓ PgUp PgDn — гортати
too-small = Термінал { $width }×{ $height }; дошці потрібно щонайменше { $need-width }×{ $need-height }. Збільште вікно.

## Хибні імена гравців
config-empty-name = Ім'я гравця за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
} порожнє.
config-long-name = Ім'я «{ $name }» задовге: щонайбільше { $most } { $most ->
    [one] символ
    [few] символи
    [many] символів
   *[other] символу
}.
config-control-name = Ім'я «{ $name }» містить керівні символи.

## Запис партії: повернення ходів, огляд, файли
panel-variations = Тут грали також: { $moves } (зіграйте хід, щоб піти за ним)
review-banner = Огляд: { $shown ->
    [0] початок
   *[other] хід { $shown } з { $total }
}, а не поточна гра (хід { $current }) · [ ] крок · End — повернутися
status-undone = Повернуто: { $record }. r відновлює ходи по одному.
status-redone = Зіграно знову: { $record }.
status-nothing-to-undo = Нічого повертати.
status-time-is-final = Партію закінчено за часом, і цього не повернути: годинники назад не переведеш.
status-nothing-of-yours-to-undo = Нічого повертати: ви ще не ходили.
status-paste-ignored = Вставлений текст пропущено: натисніть m і вставте хід у рядок введення.
status-nothing-to-redo = Нічого повторювати.
status-agreement-withdrawn = Згоду на нічию скасовано; гра триває.
status-continued = Партія триває з місця, де її залишили, після { $count } { $count ->
    [one] ходу
   *[other] ходів
}.
status-finished-loaded = Закінчена партія, показана з початку: ] — крок уперед, End — до кінця.
status-players-kept = Закінчена партія зберігає своїх гравців: --vikings і --varangians до неї не застосовуються.
status-clock-not-kept = Годинників цього запису, [time-control:{ $control }], тут не ведуть: годинники obereg — це основний час і додаток за хід, без періодів додаткового часу. Партія йде без годинників.
status-clock-not-kept-flag = Годинників цього запису, [time-control:{ $control }], тут не ведуть: годинники obereg — це основний час і додаток за хід, без періодів додаткового часу. Партія йде з годинниками з --clock, { $clock }.
status-filed = Закінчену партію збережено в { $path }.
status-written = Партію записано в { $path }.
status-set-aside = Незакінчену партію збережено в { $path }.
status-damaged = Незакінчену партію не вдалося прочитати ({ $problem }); її файл збережено як { $path }. Починається нова партія.
status-nothing-to-resume = Незакінченої партії немає; починається нова.
status-not-checked = Починається нова партія: незакінчену партію не вдалося пошукати. { $reason }
status-autosave-failed = Не вдалося автоматично зберегти партію; гра триває, а w записує її в поточну теку. { $reason }
status-save-failed = Не вдалося записати партію: { $reason }.
status-set-aside-failed = Не вдалося відкласти незакінчену партію: { $reason }.
resume-title = Незакінчена партія
resume-game = Вікінги — { $vikings }, варяги — { $varangians }, { $count } { $count ->
    [one] хід
    [few] ходи
   *[other] ходів
}, { $date }.
resume-keys = y продовжити її · n нова гра (стару буде збережено окремим файлом) · L уроки · q вийти
menu-continue = Продовжити: { $vikings } — { $varangians }, { $count } { $count ->
    [one] хід
    [few] ходи
   *[other] ходів
}
# The page's title in the browser's tab: the screen shown, then the game.
page-title = { $screen ->
        [game] Партія
        [lessons] Уроки
        [puzzles] Задачі
        [board] Вільна дошка
        [settings] Налаштування
        [online] Онлайн
        [about] Про гру
       *[menu] Меню
    } · Оберіг
menu-keyboard = Грати вдвох за цією клавіатурою
menu-computer = Грати з комп'ютером
menu-lessons = Уроки
menu-puzzles = Задачі
menu-free-board = Вільна дошка
menu-host = Запросити гравця з іншого термінала
menu-join = Приєднатися до гри з іншого термінала
menu-online = Грати онлайн
menu-settings = Налаштування
menu-about = Про гру
menu-quit = Вийти
menu-keys = ↑↓ вибір · Enter відкрити · або літера пункту
menu-your-side = Ви граєте за: { $side }
menu-level = Комп'ютер: { $level }, рейтинг ≈{ $rating }
menu-computer-keys = ↑↓ питання · ←→ змінити · Enter грати · Esc назад
menu-address = Адреса господаря гри
menu-code = Код приєднання
menu-join-keys = Tab наступне поле · Enter приєднатися · Esc назад
menu-no-address = Введіть адресу, яку показує господар гри, наприклад 192.168.1.5:4711.
menu-bad-code = Це не код приєднання: введіть вісім літер і цифр, які показує господар гри.
menu-damaged = Незакінчену партію не вдалося прочитати ({ $problem }); її файл збережено як { $path }.
store-no-data-dir = невідомо, де тека даних (задайте XDG_DATA_HOME)
store-file-failed = { $path }: { $reason }
settings-damaged = Файл налаштувань { $path } не вдалося використати ({ $damage }); його збережено як { $kept }, діють типові налаштування.
settings-not-moved = Файл налаштувань { $path } не вдалося ні використати ({ $damage }), ні відкласти ({ $reason }); діють типові налаштування.
settings-unreadable = Файл налаштувань { $path } не вдалося прочитати ({ $reason }); діють типові налаштування.
settings-not-saved = Налаштування не вдалося зберегти в { $path }: { $reason }.
settings-not-text = це не текст
settings-not-toml = рядок { $line } — не TOML ({ $detail })
settings-unknown-key = налаштування «{ $key }» не існує
settings-bad-value = { $key } не може бути { $value }, лише { $values }
about-heading = гра тафл: варяги проти вікінгів
about-version = Версія { $version }
about-licence = Ліцензія: { $licence }
about-guide = Посібник: тека docs у вихідному коді (mdBook); у грі ? показує клавіші та правила
about-rules = Правила повністю: rules.md у вихідному коді
about-keys = Esc меню · q вийти

settings-title = Налаштування
settings-lang = Мова
settings-board = Дошка
settings-die = Кубик
settings-clock = Годинники
settings-ascii = Лише ASCII
settings-colour = Кольори
settings-theme = Кольорова тема
settings-level = Рівень комп'ютера
settings-bell = Дзвінок на хід суперника
settings-on = увімкнено
settings-off = вимкнено
settings-clock-off = без годинників
settings-lang-name = { $lang ->
    [uk] Українська
    [ru] Русский
   *[en] English
}
settings-lang-env = як у системі: { $lang }
settings-lang-browser = як у браузері: { $lang }
settings-die-value = { $reading ->
    [exact] рівно стільки, скільки випало
    [up-to] не більше, ніж випало
   *[off] без кубика
}
settings-theme-value = { $theme ->
    [high-contrast] висококонтрастна
   *[standard] звичайна
}
settings-level-value = { $level }, рейтинг ≈{ $rating }
settings-this-run = { $value } (зараз { $now })
settings-pinned = На цей запуск діє прапорець чи NO_COLOR; вибір збережено.
settings-kept-in = Зберігаються в { $path }
settings-kept-in-page = Зберігаються в цьому браузері ({ $path })
settings-nowhere = Тека налаштувань невідома (задайте XDG_CONFIG_HOME): налаштування діють лише в цьому запуску.
settings-keys = ↑↓ вибір · ←→ Enter змінити · або літера рядка · Esc меню
io-not-found = такого файлу або теки немає
io-permission-denied = доступ заборонено
io-read-only = файлова система лише для читання
io-full = диск заповнений
io-is-directory = це тека
io-not-directory = частина шляху — не тека
load-damaged = { $path } — не запис партії, яку можна зіграти: { $problem }
record-at-line-turn = рядок { $line }, хід { $turn }:
record-at-line = рядок { $line }:
record-at-turn = хід { $turn }:
record-empty = файл порожній
record-not-text = файл — не запис партії: нечитані байти на позиції { $byte }
record-truncated = файл уривається посеред { $kind ->
    [tag] тегу
   *[move] ходу
} (його обрізано)
record-bad-tag = «{ $text }» — не тег (теги мають вигляд [назва:значення])
record-duplicate-tag = тег «{ $text }» указано двічі
record-missing-rules = у записі немає тегу [rules:…]
record-bad-turn-number = «{ $text }» там, де має бути номер ходу «{ $expected }.»
record-missing-move = у ході { $turn } немає ходу варягів, хоча далі є ще хід
record-extra-move = «{ $text }» — третій хід в одному ході
record-illegal = хід { $move } ({ $side ->
    [vikings] вікінгів
   *[varangians] варягів
}) недозволений: { $reason }
record-wrong-side = { $move } рухає фішку іншої сторони, а зараз хід { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}
record-captures = у записі { $move } бере { $recorded }, а за правилами бере { $actual }
record-false-end = { $move } позначено як кінець партії, але партія ним не закінчується
record-variation = варіант «{ $text }» { $kind ->
    [not-address] — не адреса ходу (варіанти позначають як 8a.1.1a.)
    [no-branch] відгалужується від позиції, до якої запис ще не дійшов
    [nothing-beside] не стоїть поруч із жодним ходом (варіант — це інший хід там, де хід уже зіграно)
    [out-of-order] не на своєму місці: тут мав би бути { $move }
    [repeats] повторює { $move }, хід, який запис уже має в цій позиції
    [padding] має «.....» там, де має бути хід
   *[no-move] не має жодного ходу
}
record-unknown-position = [{ $text }] не називає жодної позиції цієї гри
record-result-mismatch = ходи не дають результату [result:{ $text }]
record-rules-entry = [rules:…]: «{ $text }» — не правило (ключ:значення)
record-rules-missing = у [rules:…] немає запису «{ $text }:»
record-rules-not-obereg = [rules:…]: «{ $text }» — не правило Оберега
record-rules-start = [rules:…]: початкова позиція: { $problem }
## Комп'ютерний суперник
cli-think_time = Час комп'ютера на хід у секундах, можна дробові (замість часу його рівня)
cli-analyze-about = Шукає найкращий хід у позиції й виводить рядок на кожну завершену глибину, потім bestmove <хід>
cli-analyze-position = { cli-perft-position }
cli-analyze-to_move = { cli-perft-to_move }
cli-analyze-time = Час на роздуми в секундах, можна дробові [типово: 5 без --depth]
cli-analyze-depth = Шукати рівно на стільки ходів углиб
cli-match-about = Грає партії між комп'ютерними та випадковими гравцями й виводить рахунок
cli-match-vikings = Хто грає за вікінгів: ai, ai:РІВЕНЬ або random (рейтинги Ело: { $levels })
cli-match-varangians = Хто грає за варягів, як для --vikings
cli-match-games = Скільки партій
cli-match-time = Час на хід у секундах для кожного комп'ютерного гравця, можна дробові (нижчі рівні зупиняються й на своїй глибині чи межі вузлів)
cli-match-seed = Зерно випадкових ходів і шуму рівнів: те саме зерно грає ті самі партії
cli-strength-about = Вимірює силу: двоє суперників грають кожен вбудований дебют за обидві сторони; виводить рахунок і різницю в Ело з похибкою
cli-strength-player = Суперник, чию силу вимірюють: ai:РІВЕНЬ, random або fortress (вікінги, що лише обороняються); пошук комп'ютера змінюють ,nodes=N ,depth=N ,noise=N або ,contempt=N (max без вказівки зупиняється на мільйоні вузлів)
cli-strength-opponent = Суперник, проти якого він грає, як для --player
cli-strength-openings = Зіграти лише перші N дебютів, по дві партії кожен [типово: усі 300]
cli-strength-seed = Зерно випадкових ходів і шуму рівнів: те саме зерно грає ті самі партії
cli-strength-sprt = Зупинитися, щойно виграш щонайменше ELO1 прийнято або відкинуто як не більший за ELO0 (SPRT, похибки 5%)
cli-strength-threads = Скільки партій грати водночас (на результат не впливає)
cli-engine-about = Говорить протоколом рушія OpenTafl через стандартні ввід і вивід
config-bad-level = «{ $text }» — не комп'ютерний гравець: напишіть ai, ai:beginner, ai:easy, ai:normal, ai:hard або ai:max (будь-яке інше слово — ім'я гравця).
config-bad-think-time = «{ $text }» — не час на роздуми: вкажіть секунди, більше 0 і не більше 86400, як-от 2 або 0.5.
level-name = { $level ->
    [beginner] початківець
    [easy] легкий
    [hard] складний
    [max] найсильніший
   *[normal] середній
}
player-computer = Комп'ютер ({ $level })
status-thinking = { $name } думає { $spinner }
status-thinking-depth = { $name } думає { $spinner } глибина { $depth }, оцінка { $score }
status-hint-thinking = Шукаю підказку { $spinner }
status-computer-thinking = Комп'ютер думає: дочекайтеся його ходу (u забирає ваш останній хід, q — вихід).
status-computer-declines-draw = Комп'ютер відмовляється від нічиєї: він грає кожну партію до кінця.
status-hint = Підказка: { $record } (позначено на дошці).
status-no-hint = Підказка — для гравця, чий хід, поки гра триває.
error-io = не вдалося прочитати або записати: { $reason }
file-unreadable = не вдалося прочитати { $path }: { $reason }
match-human = { $arg } human: у матчі грають лише комп'ютер і випадковий гравець (ai, ai:РІВЕНЬ або random)
io-broken-pipe = інша програма перестала читати
io-other = система відмовила
io-explained = { $reason }; { $advice } (система: { $detail })
io-not-found-advice = перевірте шлях
io-permission-denied-advice = перевірте права доступу або виберіть інше місце
io-read-only-advice = виберіть місце, куди можна писати
io-full-advice = звільніть місце на диску
io-is-directory-advice = вкажіть шлях до файлу
io-not-directory-advice = там, де має бути тека, стоїть файл: перевірте шлях
io-broken-pipe-advice = решту виводу не записано
io-other-advice = перевірте файл і диск, тоді спробуйте ще раз

## Хибний командний рядок: прапорець ($arg) і значення ($text)
usage-unknown-argument = невідомий параметр «{ $arg }»
usage-unknown-command = невідома команда «{ $arg }»
usage-did-you-mean = { $text }; може, ви мали на увазі «{ $other }»?
usage-missing-value = { $arg } потребує значення
usage-bad-choice = «{ $text }» — не значення для { $arg }: можна { $choices }
usage-bad-value = хибне значення для { $arg }: { $reason }
usage-missing = { $count ->
    [one] бракує обов'язкового аргументу
   *[other] бракує обов'язкових аргументів
}: { $arg }
usage-conflict = { $arg } не можна вказувати разом із { $other }
usage-conflict-any = { $arg } не можна вказувати разом з іншими аргументами
usage-extra-value = зайве значення «{ $text }» для { $arg }
usage-not-utf8 = аргумент — не коректний текст (UTF-8)
value-empty = значення порожнє
value-not-number = «{ $text }» — не ціле число (лише цифри 0–9)
value-too-large = «{ $text }» — забагато
value-too-small = «{ $text }» — замало: щонайменше { $low }
value-out-of-range = «{ $text }» — поза межами: від { $low } до { $high }
value-bad-seconds = «{ $text }» — не час у секундах: дайте число більше за 0, не більше 86400, як-от 2 або 0.5
usage-twice = { $arg } вказано двічі: вкажіть його один раз
value-bad-depth = «{ $text }» — не глибина: глибина має бути додатним цілим числом ходів, не більше { $most } (0 рахує саму позицію)
value-too-deep = глибину { $text } рахувати задовго: найбільша дозволена глибина — { $most }
value-bad-level = «{ $text }» — не рівень (beginner, easy, normal, hard або max)
value-bad-player = «{ $text }» — не гравець (ai, ai:РІВЕНЬ або random)
value-bad-contender = «{ $text }» — не суперник: напишіть random, fortress або ai:РІВЕНЬ, можна з ,nodes=N ,depth=N ,noise=N чи ,contempt=N
value-bad-sprt = «{ $text }» — не SPRT: дайте дві різниці в Ело, меншу першою, наприклад 0,10

## Годинники та гра через мережу
cli-clock = Грати з годинниками: хвилини на партію і секунди, що додаються за хід (Фішер), як-от 10+5, або 0:30+2 — пів хвилини
cli-quiet = Без дзвінка термінала, коли ходить інший гравець
cli-board = Дошка: 9 (9×9, звичайна гра) або 11 (11×11: 24 вікінги проти князя і 12 захисників) [типово: board у config.toml, інакше 9]
board-mismatch = { $path }: це запис гри на дошці { $record }×{ $record }, а не { $flag }×{ $flag } (--board); без --board він відкриється на своїй дошці
board-of-host = --board не стосується engine: дошку називає рядок правил, який надсилає хост
cli-host-about = Відкриває гру для гравця за іншим терміналом: показує адреси й код, потрібні йому
cli-host-port = Порт, на якому чекати [типово: 4711]
cli-host-vikings = Грати за вікінгів під цим іменем [типово: господар грає за вікінгів]
cli-host-varangians = Грати за варягів під цим іменем
cli-host-resume = Знову відкрити незавершену мережеву гру з тим самим кодом
cli-host-die = Гра з кубиком: exact (рівно стільки полів, скільки випало) або up-to (не більше); кубик кидає господар за обидві сторони [типово: без кубика]
cli-host-seed = Зерно кидків господаря, щоб ті самі кидки випали знову [типово: випадковість системи]
cli-join-about = Приєднується до гри, відкритої деінде, за адресою й кодом, що показує господар
cli-join-address = Адреса й порт господаря, як-от 192.168.1.5:4711
cli-join-code = Код, який показує господар, як-от 7KQ2-M9WX
cli-join-name = Ваше ім'я, яке побачить господар
cli-server-about = Запускає сервер для гри в мережі: облікові записи, лобі й партії, через TLS
cli-server-listen = Адреса й порт, на яких чекати [типово: 127.0.0.1:6237]
cli-server-data = Тека даних сервера [типово: server у теці даних гри]
cli-server-store = Де зберігаються облікові записи, партії та решта: sqlite:ШЛЯХ або база PostgreSQL, postgres://КОРИСТУВАЧ:ПАРОЛЬ@ХОСТ:ПОРТ/БАЗА (пароль ніколи не виводиться) [типово: server.sqlite у теці даних]
cli-server-bus = Сервер NATS кількох вузлів сервера на одній базі PostgreSQL, nats://ХОСТ:ПОРТ: кожен вузол обслуговує всю спільноту [типово: немає, сервер один]
cli-server-node = Ім'я цього вузла на шині: літери, цифри, - і _ [типово: ім'я хоста й номер процесу]
cli-server-lease = Скільки секунд цей вузол володіє своїми партіями, не подовжуючи їх (він подовжує їх щосекунди): інший вузол забирає партію, коли строк минув, тож це найдовше очікування партії після загибелі її вузла [типово: 15]
cli-server-cert = Ланцюжок сертифікатів, PEM [типово: самопідписаний, створений під час першого запуску]
cli-server-key = Закритий ключ сертифіката, PEM
cli-server-web = Тека сторінки для браузера (index.html), яку сервер віддає за своєю адресою [типово: немає]
cli-server-domain = Доменне ім'я сервера: сертифікат видає центр сертифікації ACME (Let's Encrypt), який перевіряє ім'я на цьому ж порту (TLS-ALPN-01); зберігається в теці даних і поновлюється сам [типово: немає, самопідписаний сертифікат]
cli-server-acme_contact = Як центр сертифікації зв'яжеться з адміністратором, наприклад mailto:ops@example.org (можна вказати кілька разів)
cli-server-acme_directory = Адреса каталогу центру сертифікації [типово: Let's Encrypt]
cli-server-acme_root = Кореневий сертифікат (PEM) власного HTTPS центру сертифікації, для тестового центру [типово: кореневі сертифікати системи]
cli-server-http = Ще одна адреса для звичайного HTTP, наприклад [::]:80: центр сертифікації перевіряє домен там (HTTP-01 замість TLS-ALPN-01), а решту запитів переспрямовано на адресу https://
cli-server-max_per_address = Найбільше з'єднань з однієї адреси водночас; зайве дістане відмову
cli-server-max_connections = Найбільше з'єднань загалом водночас; зайве дістане відмову
cli-server-metrics = Адреса, на якій віддавати числа для оператора, звичайним HTTP (GET /metrics) [типово: немає]
cli-server-max_registrations = Найбільше облікових записів, зареєстрованих з однієї адреси за годину; зайвий дістане відмову
server-listening = Чекаю на з'єднання: { $address }
server-fingerprint = Відбиток сертифіката (SHA-256): { $fingerprint }
server-data = Тека даних: { $dir }
server-web = Сторінка: https://{ $address }/ (з { $dir })
server-metrics = Числа для оператора: http://{ $address }/metrics
server-failed = сервер не запустився
server-cannot-listen = не вдається чекати на { $address }: там уже є інший сервер чи порт зайнятий?
server-cannot-make-data = не вдається створити теку даних сервера { $dir }
server-data-exposed = { $path } можуть читати інші користувачі (права { $mode }), і сервер не може закрити доступ; віддайте його серверу й виконайте: { $fix }
server-certificate-failed = не вдається прочитати чи створити сертифікат або ключ сервера
server-certificate-obtained = Сертифікат для { $domain } отримано від центру сертифікації, він уже діє (відбиток { $fingerprint }), чинний ще { $days } дн.; поновлюється сам.
server-certificate-not-renewed = Цього разу сертифіката від центру сертифікації немає ({ $reason }): чинний далі працює; наступна спроба за { $minutes } хв.
server-database-failed = не вдається відкрити базу даних сервера
server-web-failed = не вдається віддавати теку сторінки
server-bus-failed = не вдається під'єднатися до шини вузлів сервера
server-no-data-dir = ніде зберігати дані сервера: вкажіть --data ТЕКА або задайте XDG_DATA_HOME
cli-bot-about = Грає в мережі як комп'ютерний суперник: входить на сервер під обліковим записом бота й приймає виклики
cli-bot-server = Сервер, ХОСТ:ПОРТ
cli-bot-level = Рівень гри: beginner, easy, normal, hard чи max (рейтинги Ело: { $levels })
cli-bot-name = Ім'я облікового запису бота, створюється під час першого входу [типово: obereg-РІВЕНЬ]
cli-bot-games = Найбільше партій водночас
bot-pinned = Перше з'єднання з цим сервером: його сертифікат { $fingerprint } (SHA-256) тепер довірений, а інший буде відхилено.
bot-registered = Бота { $name } зареєстровано: рівень { $level }, рейтинг { $rating }.
bot-logged-in = Увійшов як бот { $name }: рівень { $level }, рейтинг { $rating }.
bot-playing = Партія { $game }: граю за { $side ->
        [vikings] вікінгів
       *[varangians] варягів
    } проти { $opponent }.
bot-ended = Партія { $game } скінчилася: { $winner ->
        [vikings] перемогли вікінги
        [varangians] перемогли варяги
       *[draw] нічия
    } ({ $reason ->
        [escape] князь дістався виходу
        [capture] князя взяли
        [no_move] немає дозволеного ходу
        [repetition] позиція повторилася втретє
        [time] скінчився час
        [resignation] сторона здалася
        [agreement] за згодою
        [abandoned] гравець не повернувся
       *[other] { $reason }
    }).
bot-refused = Сервер відхилив запит: { $code }.
bot-lost = З'єднання втрачено ({ $reason }); спробую знову за { $seconds } с.
bot-certificate-changed = СЕРТИФІКАТ { $address } ЗМІНИВСЯ: був { $known }, тепер { $fingerprint }. Можливо, хтось став посередині; бот не з'єднується. Якщо сертифікат змінив власник сервера, прийміть новий свідомо: виконайте `obereg online --forget-server { $address }` (або видаліть його рядок з { $file }) і запустіть бота знову.
bot-bad-address = це не адреса сервера: { $address } (вкажіть ХОСТ:ПОРТ, наприклад 127.0.0.1:6237)
bot-name-taken = ім'я { $name } вже має інший обліковий запис: виберіть інше через --name
bot-login-refused = сервер не впустив { $name } ({ $code }); якщо токен сеансу втрачено, виберіть інше ім'я через --name
bot-failed = бот зупинився
bot-no-data-dir = ніде зберігати дані бота: задайте XDG_DATA_HOME
cli-online-about = Гра онлайн: лобі сервера з викликами, вашими партіями, живими партіями, гравцями й рейтингами
cli-online-server = Сервер, ХОСТ:ПОРТ, або його вузли ХОСТ:ПОРТ,ХОСТ:ПОРТ,… (якщо один не відповідає, одразу пробується наступний) [типово: останній, інакше запитає]
cli-online-forget_server = Забуває сертифікат, закріплений за сервером (ХОСТ:ПОРТ або ХОСТ на порту 6237), щоб наступне з'єднання показало запропонований і спитало, чи довіряти йому
online-title = Оберіг онлайн: { $server }
online-you = ви: { $name }
online-you-guest = ви: { $name } (гість)
online-your-move = ваш хід у { $count ->
        [one] { $count } партії
       *[other] { $count } партіях
    }
online-tab-challenges = Виклики
online-tab-yours = Ваші партії
online-tab-live = Наживо
online-tab-players = Гравці
online-tab-leaders = Рейтинг
online-tab-player = Гравець
online-address = Адреса сервера (ХОСТ:ПОРТ)
online-no-address = Введіть адресу сервера, наприклад 127.0.0.1:6237.
online-connecting = З'єднання з { $server }…
online-trust = Перше з'єднання з { $server }. Відбиток його сертифіката (SHA-256):
online-trust-ask = Довіряти цьому серверу надалі? y так · n ні (звірте відбиток із тим, що дає власник сервера)
online-guest = g  грати як гість (лише партії без рейтингу; партію, перервану втратою з'єднання, не продовжити)
online-log-in = l  увійти
online-register = r  зареєструватися
online-name = Ім'я
online-password = Пароль
online-again = Пароль ще раз
online-logging-in = Вхід…
online-name-missing = Спершу введіть ім'я.
online-passwords-differ = Паролі не збігаються: введіть їх знову.
online-logged-in = Ви увійшли: ваш хід у { $count ->
        [one] { $count } партії
       *[other] { $count } партіях
    }.
online-back = З'єднання відновлено: ви знову увійшли.
online-now-public = Сертифікат цього сервера тепер видав публічний центр сертифікації на його ім'я: прийнято, і відтепер приймається лише такий.
online-lost = З'єднання втрачено: нова спроба за { $count } с…
online-lost-guest = З'єднання втрачено, а партію гостя не можна продовжити: нова спроба за { $count } с…
online-none = (тут нічого немає)
online-page-place = { $first }–{ $last } з { $count }
online-thousands = { $thousands }{"\u00A0"}{ $units }
online-move-yours = ваш хід
online-move-theirs = хід суперника
online-moves = { $count } { $count ->
        [one] хід
        [few] ходи
       *[other] ходів
    }
online-games = { $count } { $count ->
        [one] партія
        [few] партії
       *[other] партій
    }
online-bot = бот, { $level }
online-rated = на рейтинг
online-unrated = без рейтингу
online-with-die = з кубиком
online-days = { $count } { $count ->
        [one] день
        [few] дні
       *[other] днів
    } на хід
online-side-lot = сторони жеребком
online-side-vikings = хто викликає, грає за вікінгів
online-side-varangians = хто викликає, грає за варягів
online-category-live-9 = Наживо 9×9
online-category-live-11 = Наживо 11×11
online-category-correspondence = Листування
online-leaders-keys = c інша категорія
online-tab-tournaments = Турніри
online-tournament-keys = Enter відкрити · e узяти участь · w вийти · r оновити · Esc назад до списку
online-tournament-round-robin = коловий турнір
online-tournament-double-round-robin = двоколовий турнір
online-tournament-swiss = швейцарка, { $count } { $count ->
        [one] тур
        [few] тури
       *[other] турів
    }
online-tournament-arena = арена, { $count } { $count ->
        [one] хвилина
        [few] хвилини
       *[other] хвилин
    }
online-tournament-open = набір, записалися { $count } з { $places }
online-tournament-playing = триває, тур { $count }
online-tournament-over = завершено
online-tournament-table-head = місце · гравець · очки · додатковий показник · за вікінгів / за варягів
online-tournament-line = { $place }. { $name } · { $points } · { $tie } · { $vikings } / { $varangians }
online-tournament-refused = Турнір зараз цього не приймає: він уже почався, заповнений чи завершений, закритий для вас, або це може лише організатор.
online-tournament-left = вибув
online-tournament-round = Тур { $count }
online-tournament-bye = { $name } пропускає тур (вільний тур, зараховано як перемогу)
online-result-won = перемога
online-result-lost = поразка
online-result-drawn = нічия
online-yes = так
online-no = ні
online-form-title = Новий виклик, відкритий для всіх
online-form-title-to = Виклик гравцеві { $name }
online-form-board = Дошка
online-form-clock = Годинник
online-form-rated = На рейтинг
online-form-side = Сторона
online-form-die = Кубик
online-challenge-open = Ваш виклик відкрито: партія почнеться, коли хтось його прийме.
online-ended = Партію скінчено: { $winner ->
        [vikings] перемогли вікінги
        [varangians] перемогли варяги
       *[draw] нічия
    } ({ $reason ->
        [escape] князь дійшов до виходу
        [capture] князя захоплено
        [no_move] немає дозволеного ходу
        [repetition] та сама позиція втретє
        [time] скінчився час
        [resignation] одна сторона здалася
        [agreement] за згодою
        [abandoned] гравець не повернувся
       *[other] { $reason }
    }).
online-fingerprint-changed = СЕРТИФІКАТ { $server } ЗМІНИВСЯ: був { $known }, тепер { $offered }. Можливо, хтось посередині: з'єднання не буде. Якщо його змінив власник сервера, прийміть новий свідомо: виконайте `obereg online --forget-server { $server }` (або видаліть його рядок з { $file }) і з'єднайтеся знову.
online-forgot = Сертифікат, закріплений за { $server }, забуто (у { $file }): наступне з'єднання покаже запропонований і спитає, чи довіряти йому.
online-forgot-nothing = За { $server } у { $file } не закріплено жодного сертифіката: забувати нічого.
online-cannot-forget = Не вдається забути сертифікат { $server } у { $file }
online-bad-address = Це не адреса сервера: { $server } (введіть ХОСТ:ПОРТ, наприклад 127.0.0.1:6237).
online-unreachable = Не вдається з'єднатися з { $server }: { $why }
online-version = Сервер говорить іншою версією протоколу: оновіть гру або зверніться до власника сервера.
online-not-trusted = Сертифікатові сервера не довірено: з'єднання не буде.
online-cannot-keep = Не вдається зберегти відбиток сервера: { $why }
online-no-data-dir = ніде зберігати відбитки серверів: задайте XDG_DATA_HOME
online-login-failed = Неправильне ім'я або пароль.
online-try-later = Забагато невдалих входів: зачекайте { $seconds } с і спробуйте знову.
online-too-many-registrations = З цієї адреси нещодавно зареєстровано забагато облікових записів: спробуйте знову за { $minutes ->
    [one] { $minutes } хвилину
    [few] { $minutes } хвилини
   *[other] { $minutes } хвилин
} або увійдіть до наявного.
online-name-taken = Це ім'я вже зайняте: виберіть інше.
online-bad-name = Ім'я — від 2 до 24 літер, цифр, _, - або ., починається з літери чи цифри і не з «guest».
online-bad-password = Пароль — щонайменше 8 символів.
online-unsupported = У грі з кубиком сервер не повертає ходів: повернений хід кидали б знову.
online-bad-challenge = Сервер відхилив ці умови (гість грає лише без рейтингу).
online-rate-limited = Надто швидко: зачекайте трохи й спробуйте знову.
online-gone = Цього вже немає.
online-move-refused = Сервер відхилив хід.
online-storage = Сервер не зміг це зберегти: спробуйте знову.
online-refused = Сервер відхилив це.
online-watching = Ви дивитеся партію: Esc до лобі · c чат · ? довідка
online-away = { $player } вийшов із партії: програє, якщо не повернеться за { $count } с.
online-player-back = { $player } повернувся.
online-restarted = Сервер не працював: годинники тим часом стояли.
online-deadline = На цей хід лишилося: { $days } дн. { $hours } год.
online-keys-address = Enter з'єднатися · Esc меню
online-keys-trust = y довіряти · n відмовитися
online-keys-choose = g гість · l увійти · r реєстрація · Esc меню
online-keys-form = Tab наступне поле · Enter надіслати · Esc назад
online-keys-lists = ←→ список · ↑↓ рядок · PgUp PgDn [ ] сторінка · Enter прийняти, відкрити чи дивитися · n виклик · t чат · x скасувати свій · p гравець · a обліковий запис · r оновити · Esc меню
online-keys-challenge = ↑↓ рядок · ←→ змінити · Enter відкрити · Esc назад
online-keys-chat = Enter сказати · Esc назад
online-chat-typing = Сказати: { $text }_
online-keys-failed = a інша адреса · Esc меню
online-keys-wait = Esc меню
online-account-log-out = o  вийти тут
online-account-everywhere = e  вийти всюди (на кожному пристрої, де ви увійшли в цей обліковий запис)
online-account-password = p  змінити пароль (на всіх інших пристроях вас буде виведено)
online-account-delete = d  видалити обліковий запис (ваші завершені партії лишаться в архіві під вибулим іменем)
online-account-now = Теперішній пароль
online-account-new = Новий пароль
online-account-delete-password = Щоб видалити обліковий запис, введіть його пароль:
online-account-delete-sure = Видалити обліковий запис { $name } назавжди? Ім'я звільниться; ваші завершені партії лишаться в архіві під вибулим іменем. y видалити · n залишити
online-account-waiting = Чекаємо на відповідь сервера…
online-logged-out = Ви вийшли.
online-password-changed = Пароль змінено. { $count ->
    [0] Інших пристроїв із входом не було.
    [one] На { $count } іншому пристрої вас виведено.
   *[other] На { $count } інших пристроях вас виведено.
}
online-account-deleted = Обліковий запис видалено.
online-keys-account = o вийти · e всюди · p пароль · d видалити · Esc назад
online-keys-account-sure = y видалити назавжди · n залишити
online-keys-back = Esc назад
cli-backup-about = Копіює базу даних сервера у ФАЙЛ, поки сервер працює (резервне копіювання SQLite на ходу)
cli-backup-data = { cli-server-data }
cli-backup-out = Новий файл для копії (наявний файл не перезаписується)
cli-migrate-store-about = Копіює дані спільноти з одного сховища в інше, порожнє (з SQLite у PostgreSQL), і перевіряє копію: рядки кожної таблиці пораховано в обох, кожну завершену партію знову зіграно за правилами
cli-migrate-store-from = Сховище, яке копіювати: sqlite:ШЛЯХ (наприклад, server.sqlite у теці даних)
cli-migrate-store-to = Порожнє сховище, у яке копіювати: postgres://КОРИСТУВАЧ:ПАРОЛЬ@ХОСТ:ПОРТ/БАЗА
server-backup-done = Резервну копію записано в { $file }: облікових записів — { $accounts }, партій — { $games }, ходів — { $moves }
server-backup-no-database = у { $dir } немає бази даних сервера: вкажіть теку даних сервера через --data
server-backup-exists = { $file } уже існує: резервна копія ніколи не перезаписує файл, дайте нову назву
server-backup-failed = не вдалося записати резервну копію в { $file }
server-backup-postgres = сховище сервера — PostgreSQL: робіть резервну копію через pg_dump (obereg server backup копіює лише базу SQLite)
server-migrate-done = Скопійовано з { $from } у { $to } і перевірено: рядки вище є в обох, а завершених партій, знову зіграних за правилами, — { $games }
server-migrate-failed = не вдалося скопіювати сховище з { $from } у { $to }
config-bad-clock = «{ $text }» — не годинник: вкажіть хвилини й секунди за хід, як-от 10+5 або 3+2, чи основний час у секундах, як-от 0:30+2 або 0.5+2 (пів хвилини)
config-clock-no-base = «{ $text }» не дає часу на партію: основний час — щонайменше секунда, як-от 0:30+2 або 0.5+2 (пів хвилини)
config-bad-code = «{ $text }» — не код гри: вісім літер і цифр, як-от 7KQ2-M9WX
config-nine-only = Уроки, вільна дошка й задачі — це звичайна гра на дошці 9×9: --board 11 і --die до них не застосовуються.
net-port-in-use = цей порт уже зайнятий: виберіть інший через --port
net-cannot-listen = не вдається відкрити гру для мережі: { $reason }
status-resign-confirm = Натисніть R ще раз, щоб здатися; будь-яка інша клавіша — грати далі.
status-quit-unsaved = Партію ніде не збережено: натисніть q ще раз, щоб вийти без неї, або w, щоб записати її в поточну теку.
status-chat-prompt = Сказати:
net-their-turn = Хід гравця { $name }: зачекайте.
net-not-connected = Інший гравець не з'єднаний: гра чекає.
net-awaiting-roll = Кидок кубика від господаря ще не надійшов: зачекайте.
net-joined = { $name } приєднується до гри.
net-welcomed = Ви в грі гравця { $host }: ви граєте за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}.
net-welcomed-clock = Ви в грі гравця { $host }: ви граєте за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}, годинники { $clock }.
net-welcomed-die = { $welcomed } Кубик кидає господар за обидві сторони: фігура ходить { $reading ->
    [exact] рівно
   *[up-to] не більше ніж
} на стільки полів, скільки випало.
net-lost = З'єднання втрачено, відновлюю…
net-lost-host = З'єднання втрачено: чекаємо, поки { $name } повернеться; годинник того, хто ходить, іде далі.
net-failed-wrong-code = Код гри неправильний: введіть код з екрана господаря.
net-failed-version = Інша сторона має іншу версію Оберега.
net-failed-busy = У цій грі вже є два гравці.
net-failed-broken = Інша сторона надіслала щось, що не належить до цієї гри; з'єднання закрито.
net-move-refused = Інша сторона надіслала хід, якого ця гра тут не дозволяє: його не зіграно, гра триває.
net-roll-refused = Інша сторона надіслала кидок, якого ця гра не чекала: його не взято, гра триває.
net-failed-board = Хост грає на іншій дошці: приєднуйтеся з тим самим --board, що й у хоста (9 або 11).
net-failed-unreachable = Господар недосяжний.
net-asked-draw = Ви запропонували нічию; чекаємо на відповідь.
net-asked-takeback = Ви попросили повернути свій останній хід; чекаємо на відповідь.
net-takeback-asked = { $name } просить повернути свій останній хід: y — згода, Esc — відмова.
net-takeback-declined = У поверненні ходу відмовлено.
net-taken-back = Повернуто за згодою обох: { $record }.
net-away = Гравця { $name } немає вже { $time }: y — забрати перемогу, Esc — чекати далі.
net-claimed = Перемога ваша: гравця { $name } не було надто довго.
net-claimed-guest = Поки вас не було, господар гри ({ $name }) забрав перемогу.
net-chat-hint = c — відповісти.
panel-net-waiting = Чекаємо на іншого гравця…
panel-net-connecting = З'єднуюся…
panel-net-connected = З'єднано · ви граєте за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}
net-watching = Ви дивитеся партію: { $vikings } (вікінги) проти { $varangians } (варяги).
panel-net-watching = Перегляд: ходять гравці
panel-net-keys = c чат · d нічия · u повернути хід · R здатися
panel-chat = { $name }: { $text }
invite-title = Чекаємо на іншого гравця
invite-body = Інший гравець вводить одне з цього:
invite-keys = q вийти

## Тренажер: уроки
cli-learn-about = Уроки на дошці, по одному на кожне правило, із зірками за кожен пройдений урок
cli-learn-reset = Спершу стерти зірки всіх уроків
cli-learn-die = Не приймається: уроки, вільну дошку й задачі грають без кубика
lessons-title = Уроки · { $stars } з { $total } зірок
lessons-keys-menu = ↑↓ вибрати · Enter відкрити · Esc меню · ? довідка · q вихід
lesson-keys = ←↑↓→ курсор · Enter взяти/поставити · m ввести хід · ? підказка (тричі: відповідь) · F1 довідка · Esc уроки · q вихід
lesson-heading = Урок { $number } з { $count }: { $title }
lesson-task-line = Завдання { $number } з { $count }: { $task }
lesson-history = Ходи перед цією позицією: { $moves }.
lesson-what-next = Це був останній урок. Далі — задачі (p) або гра проти комп'ютера (a): ви граєте за вікінгів, вони ходять першими.
lesson-keys-all-done = p задачі · a гра з комп'ютером · Enter список уроків · q вихід
lesson-position = рядки { $first }–{ $last } з { $total } · PgUp PgDn
lesson-best = Найкращий результат: { $stars }
lesson-list = Виберіть урок стрілками ↑↓ і відкрийте його клавішею Enter.
lesson-your-move = Ви граєте за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}: зробіть хід, якого вимагає завдання (? — підказка).
lesson-right = Правильно: { $record }.
lesson-shown = Показано: { $record } — відповідь зіграно за вас.
lesson-reply = { $side ->
    [vikings] Вікінги
   *[varangians] Варяги
} відповідають { $reply }.
lesson-next-task = Enter — наступне завдання.
lesson-missed = { $record } — дозволений хід, але завдання інше: { $goal }. Спробуйте ще раз.
lesson-missed-why = { $record } — дозволений хід, але завдання не виконує: { $why } Спробуйте ще раз.
lesson-why-diagonal = { $square } стоїть до неї навскіс, а навскіс не беруть (R8).
lesson-why-edge = { $square } стоїть біля краю, а край дошки не допомагає брати (R8).
lesson-why-not-hostile = за { $square } — поле { $beyond }, а це не ворог, не вихід і не порожній трон (R9).
lesson-why-not-beside = бере лише фішка, що стає поруч із { $square } (R8).
lesson-hint-piece = Підказка: ходити треба фішкою на { $square } (під курсором). ? ще раз — куди.
lesson-hint = Підказка: { $hint } ? ще раз — відповідь зіграють на дошці.
lesson-leave-ask = Ще раз Esc — вийти з уроку, і виконані в ньому завдання пропадуть; будь-яка інша клавіша — лишитися.
lesson-showing = Дивіться: відповідь розігрується на дошці.
lesson-done = Урок пройдено: { $stars }. Enter — наступний урок · Esc — список.
lesson-done-last = Урок пройдено: { $stars }. Що далі — на панелі.
lesson-progress-damaged = Не вдалося прочитати зірки; файл збережено як { $path }, зірки рахуються заново.
lesson-progress-cleared = Зірки всіх уроків стерто.
status-progress-failed = Не вдалося зберегти зірки: { $reason }
goal-any = будь-який хід
goal-reach = фішка має стати на { $squares }
goal-capture = треба взяти { $squares }
goal-win = потрібен хід, що виграє партію
goal-threat = князь має стати за один хід від виходу
goal-draw = позиція має повторитися втретє
lesson-board-title = Дошка і фішки
lesson-board-text =
    Дошка 9×9: посередині трон e5, чотири кути — виходи.
    16 вікінгів (темні) полюють на князя (на троні) та його 8 захисників.
    Першими ходять вікінги, далі сторони ходять по черзі (R4).
lesson-board-task-1 = Виберіть вікінга й зробіть ним будь-який хід.
lesson-board-hint-1 = Вікінги — темні фішки біля країв: той, що на e2, може піти ліворуч чи праворуч по 2-й горизонталі.
lesson-rook-title = Хід як у тури (R5)
lesson-rook-text =
    Фішка ходить на будь-яку кількість вільних полів уздовж своєї горизонталі чи вертикалі (R5).
    Вона ніколи не ходить навскіс і не перестрибує через фішки.
lesson-rook-task-1 = Перемістіть вікінга з b2 угору по вертикалі на b8.
lesson-rook-task-2 = Тепер ведіть його праворуч по 8-й горизонталі якомога далі.
lesson-rook-hint-1 = b2-b8: уся вертикаль вільна.
lesson-rook-hint-2 = Захисник на e8 заступає шлях: вікінг зупиняється перед ним.
lesson-prince-title = Три поля князя (R6)
lesson-prince-text =
    Князь ходить по лінії, як і інші фішки, але щонайбільше на три поля за хід (R6).
    Порожній трон, через який він проходить, теж входить у ці три поля.
lesson-prince-task-1 = Перемістіть князя на три поля праворуч.
lesson-prince-task-2 = Тепер ведіть його вгору — так далеко, як можна за один хід.
lesson-prince-hint-1 = Три поля праворуч від c3 — це f3.
lesson-prince-hint-2 = Три поля вгору від f3 — це f6.
lesson-throne-title = Трон і виходи (R7)
lesson-throne-text =
    Лише князь може ставати на трон (e5) або на вихід — кутове поле (R7).
    Проходити через порожній трон може будь-яка фішка.
lesson-throne-task-1 = Проведіть захисника з c5 через порожній трон на g5.
lesson-throne-task-2 = Поверніть князя на трон.
lesson-throne-hint-1 = c5-g5 проходить d5, e5 і f5: проходити через трон можна, зупинятися на ньому — ні.
lesson-throne-hint-2 = e7-e5: два поля вниз.
lesson-capture-title = Взяття в кліщі (R8)
lesson-capture-text =
    Ворожу фішку, затиснуту на одній лінії між вашою фішкою, що щойно походила, та іншою вашою, знімають з дошки (R8).
    Навскіс фішки не беруть, а край дошки не допомагає брати.
lesson-capture-task-1 = Візьміть захисника на d3.
lesson-capture-task-2 = Візьміть захисника на g6.
lesson-capture-hint-1 = Вікінг на c3 тримає один бік d3: приведіть вікінга на e3.
lesson-capture-hint-2 = Вікінг на g7 тримає один бік: вікінг з h5 може закрити g5.
lesson-safe-title = Стати між двома ворогами безпечно (R10)
lesson-safe-text =
    Фішки втрачає лише та сторона, що не ходила (R10).
    Фішка може стати між двома ворогами й лишається на дошці: щоб її взяти, затиск треба розімкнути й знову замкнути ходом.
lesson-safe-task-1 = Поставте захисника між двома вікінгами, на c3.
lesson-safe-hint-1 = c1-c3: захисник стає між b3 і d3, і його не беруть.
lesson-hostile-title = Виходи й порожній трон — ворожі поля (R9)
lesson-hostile-text =
    Вихід, а також трон, поки він порожній, ворожі для кожної фішки (R9).
    Фішку поруч із ними можна притиснути до них.
lesson-hostile-task-1 = Візьміть захисника на b1, притиснувши його до виходу a1.
lesson-hostile-task-2 = Візьміть захисника на e4, притиснувши його до порожнього трону.
lesson-hostile-hint-1 = Спустіть вікінга з c4 на c1.
lesson-hostile-hint-2 = За e4 — порожній трон: вікінг на e3 замикає затиск.
lesson-several-title = Кілька фішок одним ходом (R8)
lesson-several-text =
    Фішка, що прийшла, бере всіх ворогів, яких затискає, — ліворуч, праворуч, згори й знизу, усе одним ходом (R8).
    Кожен затиск діє окремо: фішкою, виходом чи порожнім троном.
lesson-several-task-1 = Візьміть трьох захисників одним ходом.
lesson-several-hint-1 = Вікінг на e3 затискає d3 (об c3), f3 (об g3) і e4 (об порожній трон).
lesson-armed-title = Князь теж б'ється (R9)
lesson-armed-text =
    Князь бере, як будь-яка інша фішка, і вікінга поруч із ним можна притиснути до нього (R9).
    Самого князя можуть узяти лише вікінги.
lesson-armed-task-1 = Візьміть князем вікінга на d3.
lesson-armed-task-2 = Візьміть вікінга на e2, притиснувши його до князя.
lesson-armed-hint-1 = Захисник на c3 тримає один бік: князь на e3 закриває другий.
lesson-armed-hint-2 = Князь на e3 тримає один бік: захисник з g1 на e1 закриває другий.
lesson-take-prince-title = Як узяти князя (R11)
lesson-take-prince-text =
    У полі князя беруть, як будь-яку фішку: між двома вікінгами або вікінгом і виходом (R11c).
    На троні його мають оточити чотири вікінги (R11a); біля трону — три, притиснувши його до трону (R11b).
lesson-take-prince-task-1 = Візьміть князя в полі.
lesson-take-prince-task-2 = Візьміть князя на троні: чотири вікінги.
lesson-take-prince-task-3 = Візьміть князя біля трону: три вікінги.
lesson-take-prince-hint-1 = Вікінг на b4 тримає один бік c4: вікінг на d4 замикає затиск.
lesson-take-prince-hint-2 = d5, f5 і e6 зайняті: четвертий вікінг іде на e4.
lesson-take-prince-hint-3 = d4 і f4 зайняті, за князем трон: третій вікінг іде на e3.
lesson-escape-title = Утеча (R12)
lesson-escape-text =
    Коли князь доходить до виходу — кутового поля, — варяги одразу перемагають (R12).
    Стати на вихід може лише князь; вікінги стережуть кути, щоб його не випустити.
lesson-escape-task-1 = Поставте князя туди, звідки наступним ходом він дістанеться виходу.
lesson-escape-task-2 = Тікайте!
lesson-escape-hint-1 = З c1 (три поля вниз) до кута a1 лише два поля.
lesson-escape-hint-2 = c1-a1: князь у куті.
lesson-no-move-title = Без ходу — поразка (R14)
lesson-no-move-text =
    Сторона, що у свій хід не має жодного дозволеного ходу, програє (R14), навіть якщо на дошці ще є її фішки.
    Забрати останні ходи — такий самий виграш, як і взяти князя.
lesson-no-move-task-1 = Заберіть у князя останній хід: тоді варяги не зможуть ходити.
lesson-no-move-hint-1 = Князь на e1 може піти лише вгору, на e2: поставте туди вікінга. Край дошки його не бере, але він заблокований.
lesson-repetition-title = Повторення (R15)
lesson-repetition-text =
    Коли та сама позиція з тією самою стороною на ході виникає втретє, партія закінчується внічию (R15).
    Вікінг на c7 і князь ходили туди й назад: так сторона, що програє, може врятувати партію.
    Друковані правила про повторення нічого не кажуть: R15 — це прочитання цієї програми, а не друкованих правил.
lesson-repetition-task-1 = Зробіть хід, що втретє повертає цю позицію.
lesson-repetition-hint-1 = Князь прийшов з g3: поверніть його туди.

## Тренажер: вільна дошка
cli-board-about = Вільна дошка: розставте будь-яку позицію, пробуйте на ній ходи, спитайте рушій, грайте з неї далі
cli-board-position = Позиція, з якої почати: запис позиції OTN, перший рядок — 1-ша горизонталь [типово: початкова]
cli-board-to_move = Сторона, що ходить
cli-board-die = { cli-learn-die }
board-keys = v g p фішка · x зняти · c очистити · s початок · t сторона · Enter хід · e рушій · y копія · P грати · A з комп'ютером · q вихід
board-title = Вільна дошка · ходять { $side ->
    [vikings] вікінги
   *[varangians] варяги
}
board-problem = Грати не можна: { $reason }
board-move = { $move }:
board-takes = бере { $piece ->
    [viking] вікінга
    [guard] захисника
   *[prince] князя
} на { $square }: { $against }
board-takes-nothing = нічого не бере
board-against-piece = затиск об { $piece ->
    [viking] вікінга
    [guard] захисника
   *[prince] князя
} на { $square } ({ $rule })
board-against-exit = затиск об вихід { $square } ({ $rule })
board-against-throne = затиск об порожній трон (R9)
board-against-four = чотири вікінги навколо трону (R11a)
board-against-three = три вікінги, притиснувши до трону (R11b)
board-ends = завершує партію: { $reason }
board-engine = Рушій: { $move } · оцінка { $score } · глибина { $depth }
board-score = { $score } для { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}
board-score-even = 0.00, рівна позиція
board-record = y копіює запис позиції разом зі стороною, що ходить, і показує його окремим рядком.
board-brush = Правий клік ставить { $piece ->
    [viking] вікінга
    [guard] захисника
   *[prince] князя
}
board-welcome = Розставте позицію: v, g і p ставлять вікінга, захисника, князя (повторно — знімають). Enter бере фішку, щоб спробувати її ходи.
board-not-playable = Так грати не можна: { $reason }
board-copied = { $record }
    Скопійовано в буфер обміну (OSC 52, якщо термінал це дозволяє); рядок вище виділяється цілим.
## Задачі
cli-puzzles-about = Задачі на дошці: єдиний хід, що виграє, зупиняє князя або виграє фішку
cli-puzzles-theme = Лише задачі цієї теми: escape (втеча), capture (взяти князя), no-moves (без ходу), stop-escape (зупинити втечу), win-piece (виграти фішку)
cli-puzzles-length = Лише задачі, що розв'язуються за стільки ходів (від 1 до 3)
cli-puzzles-die = { cli-learn-die }
cli-check-about = Знову доводить рушієм кожну задачу з комплекту; називає ті, що не проходять, і виходить зі статусом 1
cli-gen-puzzles-about = Шукає задачі в партіях рушія з самим собою і записує їх
cli-gen-puzzles-games = Скільки партій зіграти
cli-gen-puzzles-seed = Зерно партій: те саме зерно дає ті самі задачі
cli-gen-puzzles-out_dir = Тека, куди записати задачі
cli-completions-about = Виводить сценарій автодоповнення obereg для командної оболонки
cli-completions-shell = Оболонка: bash, zsh, fish, powershell або elvish
cli-manual-about = Виводить сторінку посібника obereg (roff, для man)
man-synopsis = СИНТАКСИС
man-description = ОПИС
man-version = ВЕРСІЯ
cli-gen-openings-about = Записує дебютні позиції для матчів сили, по рядку ходів на кожну
cli-gen-openings-count = Скільки дебютів
cli-gen-openings-plies = Скільки ходів у кожному
cli-gen-openings-seed = Зерно випадкових ходів: те саме зерно дає ті самі дебюти
puzzles-check-failed = ПОМИЛКА { $name }: { $reason }
puzzles-check-done = Доведено { $count } { $count ->
    [one] задачу
    [few] задачі
    [many] задач
   *[other] задачі
}, не пройшло { $failed }.
puzzle-fault-tag = мітки [{ $tag }] немає або вона хибна
puzzle-fault-illegal = хід { $move } розв'язку неможливий за правилами
puzzle-fault-length = розв'язок задовгий або закороткий для своєї теми
puzzle-fault-faster = є швидший виграш
puzzle-fault-no-win = хід { $move } розв'язку не робить вчасно того, чого вимагає задача
puzzle-fault-not-only = хід { $move } розв'язку не єдиний: { $other } теж годиться
puzzle-fault-defence = захист на ході { $move } не найдовший
puzzle-fault-end = розв'язок закінчується не так, як каже тема
puzzle-fault-threat = князь не загрожує втекти, або вікінги й так виграють
puzzle-comment-first = { $theme ->
    [escape] Єдиний хід: князь утікає за { $moves ->
        [one] один хід
        [few] { $moves } ходи
       *[other] { $moves } ходів
    }.
    [capture] Єдиний хід: князя взято за { $moves ->
        [one] один хід
        [few] { $moves } ходи
       *[other] { $moves } ходів
    }.
    [no-moves] Єдиний хід: суперник лишається без ходу за { $moves ->
        [one] один хід
        [few] { $moves } ходи
       *[other] { $moves } ходів
    }.
    [stop-escape] Єдиний хід, що зупиняє князя.
   *[win-piece] Єдиний хід, що виграє фішку.
}
puzzle-comment-defence = Найдовший захист.
puzzle-comment-next = Знову єдиний хід.
puzzle-comment-end = { $theme ->
    [escape] Князь на виході (R12).
    [capture] Князя взято (R13).
    [no-moves] { $loser ->
        [vikings] У вікінгів не лишилося ходу — вони програють (R14).
       *[varangians] У варягів не лишилося ходу — вони програють (R14).
    }
    [stop-escape] Дорогу до виходу закрито.
   *[win-piece] На фішку більше.
}
puzzle-title = Задача: { $theme ->
    [escape] втеча
    [capture] взяти князя
    [no-moves] без ходу
    [stop-escape] зупинити втечу
   *[win-piece] виграти фішку
}
puzzle-task = { $theme ->
    [escape] Виведіть князя на вихід за { $moves ->
        [one] один хід
        [few] { $moves } ходи
       *[other] { $moves } ходів
    }.
    [capture] Візьміть князя за { $moves ->
        [one] один хід
        [few] { $moves } ходи
       *[other] { $moves } ходів
    }.
    [no-moves] Залиште суперника без жодного можливого ходу за { $moves ->
        [one] один хід
        [few] { $moves } ходи
       *[other] { $moves } ходів
    }.
    [stop-escape] Князь загрожує втекти: знайдіть єдиний хід, що його зупиняє.
   *[win-piece] Виграйте фішку, яку суперник не зможе одразу відіграти.
}
puzzle-you-play = Ви граєте за { $side ->
    [vikings] вікінгів
   *[varangians] варягів
}.
puzzle-name = Задача { $name }, рейтинг { $rating }
puzzle-rating = Ваш рейтинг: { $rating }{ $change }
puzzle-streak = Розв'язано поспіль: { $streak } (найбільше { $best })
puzzle-solved = Розв'язано: { $solved } з { $total }
puzzle-keys = ←↑↓→ hjkl курсор · Enter взяти/поставити · m хід · t підказка · n пропустити · ? довідка · q вихід
puzzle-keys-over = n наступна задача · u ще раз · s розв'язок · q вихід
puzzle-keys-session-over = a гра з комп'ютером · n наступна задача · u ще раз · s розв'язок · q вихід
puzzle-keys-showing = n наступна задача · ? довідка · q вихід
puzzle-right = Правильно! Тепер відповідає суперник…
puzzle-answered = { $side ->
    [vikings] Вікінги відповідають
   *[varangians] Варяги відповідають
} { $record }. Ваш хід.
puzzle-solved-now = Розв'язано! { puzzle-comment-end } Натисніть n, щоб перейти до наступної задачі.
puzzle-solved-hinted = Виконано з підказкою: не зараховано як розв'язану (підказка зараховується як помилка для рейтингу й серії). { puzzle-comment-end } Натисніть n, щоб перейти до наступної задачі.
puzzle-wrong = Не цей хід: рушій шукає відповідь, що його карає…
puzzle-refuted = Не цей хід: { $side ->
    [vikings] вікінги відповідають
   *[varangians] варяги відповідають
} { $record }, і задачу програно: s покаже розв'язок.
puzzle-why-escapes = Князь тікає на вихід { $square } (R12).
puzzle-why-taken = Князя взято на { $square } (R13).
puzzle-why-no-move = { $side ->
    [vikings] Вікінги лишаються
   *[varangians] Варяги лишаються
} без ходу (R14).
puzzle-why-takes = Відповідь бере { $count ->
    [one] вашу фішку на
   *[other] ваші фішки на
} { $squares }.
puzzle-why-threatens-escape = Відповідь ставить князя за хід від виходу { $square }: він загрожує втечею (R12).
puzzle-why-threatens-prince = Відповідь загрожує наступним ходом узяти князя (R11).
puzzle-why-closes-road = Відповідь закриває князеві дорогу до { $count ->
    [one] виходу
   *[other] виходів
} { $squares }.
puzzle-why-saves = Відповідь рятує { $count ->
    [one] фішку на { $squares }: її вже не взяти.
   *[other] фішки на { $squares }: їх уже не взяти.
}
puzzle-why-threatens = Відповідь загрожує { $count ->
    [one] вашій фішці на
   *[other] вашим фішкам на
} { $squares }.
puzzle-showing = Розв'язок розігрується на дошці: { $moves }.
puzzle-shown = Це був розв'язок. u — спробувати самому (без рейтингу); n — наступна задача.
puzzle-again = Та сама задача ще раз (ця спроба не впливає на рейтинг).
puzzle-tried-before = Ви вже пробували цю задачу: ця спроба не впливає на рейтинг, зараховується лише перша.
puzzle-not-rated = Без рейтингу: зараховується лише перша спроба задачі.
puzzle-session-over = Усі задачі цього набору вже розв'язувалися. Натисніть a — гра з комп'ютером: ви граєте вікінгами.
puzzle-refute-thinking = Шукаю відповідь { $spinner }
puzzle-progress-failed = Не вдалося зберегти поступ у задачах; розв'язувати можна далі. { $reason }
puzzle-progress-damaged = Файл поступу в задачах не вдалося прочитати; його збережено як { $path }, поступ починається заново.
puzzle-none-chosen = Немає задачі з такою темою й довжиною (тема { $theme }, ходів { $length }).
## Кубик (V2)

cli-perft-die = Гра з кубиком: exact (рівно стільки полів, скільки випало) або up-to (не більше) [типово: без кубика; exact, якщо дано --rolls]
cli-perft-rolls = Кидки кубика, по одному на хід, наприклад 3,1,6 (пропуск ходу — теж хід)
cli-moves-die = { cli-perft-die }
cli-moves-rolls = Кидок кубика (з переліку на кшталт 3,1,6 береться перший)
die-bad-roll = «{ $text }» — не кидок кубика (число від 1 до 6; кидки пишуть через кому, як-от 3,1,6)
die-bad-reading = «{ $text }» — не спосіб читати кубик (exact або up-to)
die-too-few-rolls = для { $command } потрібно { $needed } { $needed ->
    [one] кидок
    [few] кидки
    [many] кидків
   *[other] кидка
} кубика, по одному на хід, а --rolls дає { $given } (наприклад, --rolls 3,1,6)
die-refusal-distance = на кубику { $roll }: цей хід на { $distance } { $distance ->
    [one] поле
    [few] поля
    [many] полів
   *[other] поля
} (D2, { $reading ->
    [exact] рівно стільки, скільки випало
   *[up-to] не більше, ніж випало
})
die-refusal-prince-rests = на кубику { $roll }: князь ходить лише тоді, коли випало 1, 2 або 3 (D2, R6)
die-refusal-must-move = на кубику { $roll }: є фішка, що може так піти, тож хід не пропускається (D3)
record-die-tag = тег [{ $text }] не читається (кубик читають exact або up-to; кидки — від 1 до 6, через пробіл)
record-roll = { $move } ({ $side ->
    [vikings] вікінги
   *[varangians] варяги
}) не відповідає кидку: { $reason }
record-missing-roll = у [obereg-rolls:…] { $count } { $count ->
    [one] кидок
    [few] кидки
    [many] кидків
   *[other] кидка
}, а ходів і пропусків більше
record-extra-rolls = у [obereg-rolls:…] на { $count } { $count ->
    [one] кидок
    [few] кидки
    [many] кидків
   *[other] кидка
} більше, ніж ходів і пропусків
cli-match-die = Грати з кубиком, що читається exact або up-to (кидки визначає зерно)
status-rolled = { $name }: на кубику { $face } { $roll } — { $reading ->
    [exact] хід рівно на { $roll } { $roll ->
        [one] поле
        [few] поля
        [many] полів
       *[other] поля
    }
   *[up-to] хід не більше ніж на { $roll } { $roll ->
        [one] поле
        [few] поля
        [many] полів
       *[other] поля
    }
}.
status-passed = { $name }: на кубику { $face } { $roll } — жодна фішка { $side ->
    [vikings] вікінгів
   *[varangians] варягів
} не може так піти, тож хід пропускається (D3).
status-prompt-die = Хід { $reading ->
    [exact] рівно
   *[up-to] не більше ніж
} на { $roll } { $roll ->
    [one] поле
    [few] поля
    [many] полів
   *[other] поля
} (як d9-d6):
game-title-die = { $title } · кубик ({ $reading ->
    [exact] рівно
   *[up-to] не більше
})
panel-die = Кубик: { $face } { $roll }
panel-die-rolling = Кубик котиться…
help-die =
    Кубик (V2): перед кожним ходом сторона, що ходить, кидає кубик.
    D2 exact: фішка йде рівно на стільки полів, скільки випало; князь ходить лише тоді, коли випало 1, 2 або 3. up-to: не більше, ніж випало; князь — не більше ніж на 3.
    D3 Якщо жодна фішка не може так піти, хід пропускається. Сторона, що не має жодного ходу взагалі, програє (R14). D4 Взяття, перемоги й повторення — як у звичайній грі.
cli-die = Гра з кубиком: exact (рівно стільки полів, скільки випало) або up-to (не більше) [типово: без кубика]
cli-seed = Зерно кидків кубика, щоб ті самі кидки випали знову [типово: випадковість системи]
panel-pass = пропуск
cli-analyze-die = { cli-perft-die }
cli-analyze-rolls = Кидок сторони, що ходить (з переліку на кшталт 3,1,6 береться перший)
config-die-join = --die задають разом з obereg host: гість грає кубиком господаря, і господар кидає його за обидві сторони
