//! Every kind of bad command line is refused in the players' language, on
//! one line, with exit status 2, naming the flag and the value.

use std::path::Path;

use crate::run::obereg;

/// The locale and the error prefix of each language.
const LANGUAGES: [(&str, &str); 3] =
    [("C", "obereg: error: "), ("uk_UA.UTF-8", "obereg: помилка: "), ("ru_RU.UTF-8", "obereg: ошибка: ")];

/// Expects `args` to be refused with exit status 2 and one line on stderr
/// holding each of `words` (English, Ukrainian, Russian) in its language.
fn refused_in_every_language(args: &[&str], words: [&str; 3]) {
    for ((locale, prefix), words) in LANGUAGES.into_iter().zip(words) {
        let output = obereg(args, locale);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{locale} {args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{locale} {args:?} printed {:?}", output.stdout);
        assert_eq!(stderr.lines().count(), 1, "{locale} {args:?}: one line wanted:\n{stderr}");
        assert!(stderr.starts_with(prefix), "{locale} {args:?}: {stderr}");
        assert!(stderr.contains(words), "{locale} {args:?}: `{words}` not in: {stderr}");
    }
}

#[test]
fn a_bad_depth() {
    refused_in_every_language(
        &["perft", "x"],
        [
            "bad value for <DEPTH>: “x” is not a depth: the depth must be a positive whole number",
            "хибне значення для <DEPTH>: «x» — не глибина: глибина має бути додатним цілим числом",
            "неверное значение для <DEPTH>: «x» — не глубина: глубина должна быть положительным целым числом",
        ],
    );
    refused_in_every_language(
        &["perft", "-1"],
        [
            "“-1” is not a depth: the depth must be a positive whole number of plies, at most 6",
            "«-1» — не глибина: глибина має бути додатним цілим числом ходів, не більше 6",
            "«-1» — не глубина: глубина должна быть положительным целым числом ходов, не больше 6",
        ],
    );
    for depth in ["99", "99999999999999999999999"] {
        refused_in_every_language(
            &["perft", depth],
            [
                "would take too long to count: the largest depth allowed is 6",
                "рахувати задовго: найбільша дозволена глибина — 6",
                "считать слишком долго: наибольшая допустимая глубина — 6",
            ],
        );
    }
    refused_in_every_language(
        &["analyze", "--depth", "65"],
        [
            "--depth <N>: “65” is out of range: from 1 to 64",
            "--depth <N>: «65» — поза межами: від 1 до 64",
            "--depth <N>: «65» — вне допустимых пределов: от 1 до 64",
        ],
    );
}

#[test]
fn an_unknown_flag() {
    refused_in_every_language(
        &["perft", "1", "--bogus"],
        ["unexpected argument “--bogus”", "невідомий параметр «--bogus»", "неизвестный параметр «--bogus»"],
    );
    refused_in_every_language(
        &["--vikngs", "ai"],
        ["did you mean “--vikings”?", "може, ви мали на увазі «--vikings»?", "имелось в виду «--vikings»?"],
    );
    refused_in_every_language(
        &["perf", "3"],
        ["unknown command “perf”", "невідома команда «perf»", "неизвестная команда «perf»"],
    );
}

#[test]
fn a_missing_argument_or_value() {
    refused_in_every_language(
        &["match", "--vikings", "random"],
        [
            "a required argument is missing: --varangians <PLAYER>",
            "бракує обов'язкового аргументу: --varangians <PLAYER>",
            "не указан обязательный аргумент: --varangians <PLAYER>",
        ],
    );
    refused_in_every_language(
        &["perft", "1", "--position"],
        [
            "--position <RECORD> needs a value",
            "--position <RECORD> потребує значення",
            "--position <RECORD> требует значения",
        ],
    );
}

#[test]
fn conflicting_flags_and_bad_choices() {
    refused_in_every_language(
        &["analyze", "--time", "1", "--depth", "2"],
        [
            "--time <SECS> can't be used together with --depth <N>",
            "--time <SECS> не можна вказувати разом із --depth <N>",
            "--time <SECS> нельзя указывать вместе с --depth <N>",
        ],
    );
    refused_in_every_language(
        &["--vikings", "Olha", "--vikings", "Bob"],
        [
            "--vikings <NAME|ai[:LEVEL]> is given twice: give it once",
            "--vikings <NAME|ai[:LEVEL]> вказано двічі: вкажіть його один раз",
            "--vikings <NAME|ai[:LEVEL]> указан дважды: укажите его один раз",
        ],
    );
    let twice = obereg(&["--lang", "en", "--lang", "de"], "C");
    assert_eq!(
        String::from_utf8_lossy(&twice.stderr),
        "obereg: error: --lang <LANG> is given twice: give it once\n"
    );
    refused_in_every_language(
        &["--lang", "fr"],
        [
            "“fr” is not a value of --lang <LANG>: use uk, ru, en",
            "«fr» — не значення для --lang",
            "«fr» — не значение для --lang",
        ],
    );
}

#[test]
fn a_bad_side() {
    refused_in_every_language(
        &["moves", "--to-move", "saxons"],
        [
            "--to-move <SIDE>: “saxons” is not a side",
            "--to-move <SIDE>: «saxons» — не сторона",
            "--to-move <SIDE>: «saxons» — не сторона",
        ],
    );
}

#[test]
fn a_bad_level_or_player() {
    refused_in_every_language(
        &["match", "--vikings", "ai:bad", "--varangians", "random"],
        [
            "--vikings <PLAYER>: “bad” is not a level",
            "--vikings <PLAYER>: «bad» — не рівень",
            "--vikings <PLAYER>: «bad» — не уровень",
        ],
    );
    refused_in_every_language(
        &["match", "--vikings", "random", "--varangians", "human"],
        [
            "--varangians human: a match is played",
            "--varangians human: у матчі грають",
            "--varangians human: в матче играют",
        ],
    );
}

#[test]
fn bad_seconds() {
    refused_in_every_language(
        &["analyze", "--time", "soon"],
        [
            "--time <SECS>: “soon” is not a time in seconds",
            "--time <SECS>: «soon» — не час у секундах",
            "--time <SECS>: «soon» — не время в секундах",
        ],
    );
}

#[test]
fn a_missing_replay_file() {
    refused_in_every_language(
        &["replay", "/nonexistent/obereg/game.otg"],
        [
            "can't read /nonexistent/obereg/game.otg: no such file or directory; check the path \
             (system: No such file or directory (os error 2))",
            "не вдалося прочитати /nonexistent/obereg/game.otg: такого файлу або теки немає; перевірте шлях \
             (система: No such file or directory (os error 2))",
            "не удалось прочитать /nonexistent/obereg/game.otg: нет такого файла или папки; проверьте путь \
             (система: No such file or directory (os error 2))",
        ],
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    let words = [": it is a directory", ": це тека", ": это папка"].map(|tail| format!("{path}{tail}"));
    refused_in_every_language(&["replay", path], words.each_ref().map(String::as_str));
}

#[test]
fn a_damaged_replay_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("damaged.otg");
    std::fs::write(&file, b"\xff\xfe\x00garbage").unwrap();
    let path = file.to_str().unwrap();
    let words = [
        " is not a game record that can be played: line 1: the file is not a game record",
        " — не запис партії, яку можна зіграти: рядок 1: файл — не запис партії",
        " — не запись партии, которую можно сыграть: строка 1: файл — не запись партии",
    ]
    .map(|tail| format!("{path}{tail}"));
    refused_in_every_language(&["replay", path], words.each_ref().map(String::as_str));
    assert!(Path::new(path).exists(), "a damaged file is left as it is");
}

#[test]
fn a_bad_position() {
    refused_in_every_language(
        &["perft", "1", "--position", "/9/"],
        [
            "--position “/9/”: The position has 1 rank; the board has 9.",
            "--position «/9/»: У позиції 1 горизонталь, а на дошці 9.",
            "--position «/9/»: В позиции 1 горизонталь, а на доске 9.",
        ],
    );
    refused_in_every_language(
        &["analyze", "--position", "/9/9/9/9/9/9/9/9/9/"],
        ["There is no prince (K) on the board.", "На дошці немає князя (K).", "На доске нет князя (K)."],
    );
}

#[test]
fn the_flag_outweighs_the_locale() {
    let output = obereg(&["--lang", "ru", "perft", "x"], "uk_UA.UTF-8");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stderr.trim_end(),
        "obereg: ошибка: неверное значение для <DEPTH>: «x» — не глубина: глубина должна быть положительным целым числом ходов, не больше 6 (0 считает саму позицию)"
    );
}

#[test]
fn bad_flags_of_the_game_in_the_terminal() {
    refused_in_every_language(
        &["--varangians", "ai:bad"],
        [
            "--varangians <NAME|ai[:LEVEL]>: “ai:bad” is not a computer player",
            "--varangians <NAME|ai[:LEVEL]>: «ai:bad» — не комп'ютерний гравець",
            "--varangians <NAME|ai[:LEVEL]>: «ai:bad» — не компьютерный игрок",
        ],
    );
    refused_in_every_language(
        &["--think-time", "0"],
        [
            "--think-time <SECONDS>: “0” is not a thinking time",
            "--think-time <SECONDS>: «0» — не час на роздуми",
            "--think-time <SECONDS>: «0» — не время на раздумья",
        ],
    );
}

#[test]
fn puzzles_of_a_theme_none_has_or_a_bad_length() {
    refused_in_every_language(
        &["puzzles", "--theme", "no-moves", "--length", "3"],
        ["No puzzle has this theme and length", "Немає задачі з такою темою", "Нет задачи с такой темой"],
    );
    refused_in_every_language(&["puzzles", "--length", "4"], ["--length", "--length", "--length"]);
    refused_in_every_language(&["puzzles", "--theme", "mate"], ["mate", "mate", "mate"]);
}

#[test]
fn puzzles_check_proves_the_shipped_puzzles() {
    let shipped = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles"))
        .unwrap()
        .filter(|entry| entry.as_ref().unwrap().path().extension().is_some_and(|ext| ext == "otg"))
        .count();
    assert!(shipped >= 100, "{shipped} puzzle files");
    let output = obereg(&["puzzles", "check"], "uk_UA.UTF-8");
    assert!(output.status.success());
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.trim_end().starts_with(&format!("Доведено {shipped} ")), "{out}");
    assert!(out.trim_end().ends_with("не пройшло 0."), "{out}");
}

#[test]
fn bad_rolls_of_the_die() {
    refused_in_every_language(
        &["perft", "2", "--rolls", "3,7"],
        [
            "--rolls <ROLLS>: “7” is not a roll of the die",
            "--rolls <ROLLS>: «7» — не кидок кубика",
            "--rolls <ROLLS>: «7» — не бросок кубика",
        ],
    );
    refused_in_every_language(
        &["moves", "--die", "upto", "--rolls", "3"],
        [
            "“upto” is not a way to read the die",
            "«upto» — не спосіб читати кубик",
            "«upto» — не способ читать кубик",
        ],
    );
    refused_in_every_language(
        &["perft", "3", "--die", "exact", "--rolls", "3,1"],
        [
            "perft needs 3 rolls of the die, one per ply, and --rolls gives 2",
            "для perft потрібно 3 кидки кубика, по одному на хід, а --rolls дає 2",
            "для perft нужно 3 броска кубика, по одному на ход, а --rolls даёт 2",
        ],
    );
    refused_in_every_language(
        &["moves", "--die", "up-to"],
        [
            "moves needs 1 roll of the die",
            "для moves потрібно 1 кидок кубика",
            "для moves нужно 1 бросок кубика",
        ],
    );
    refused_in_every_language(
        &["--die", "exact", "join", "127.0.0.1:4711", "7KQ2-M9WX"],
        [
            "the guest plays with the host's die",
            "гість грає кубиком господаря",
            "гость играет кубиком хозяина",
        ],
    );
}

#[test]
fn a_clock_with_no_base_time_says_so_and_a_clock_of_no_form_shows_the_forms_of_seconds() {
    for zero in ["0+2", "0+0"] {
        refused_in_every_language(
            &["--clock", zero],
            [
                "gives no time for the game: the base must be at least a second, such as 0:30+2 or 0.5+2",
                "не дає часу на партію: основний час — щонайменше секунда, як-от 0:30+2 або 0.5+2",
                "не даёт времени на партию: основное время — не меньше секунды, например 0:30+2 или 0.5+2",
            ],
        );
    }
    refused_in_every_language(
        &["--clock", "0.33+2"],
        [
            "or a base in seconds, like 0:30+2",
            "чи основний час у секундах, як-от 0:30+2",
            "или основное время в секундах",
        ],
    );
}
