//! The command line as a shell runs it: localised help, bad flags and names.

use crate::run::obereg;

#[test]
fn help_speaks_the_language_of_the_flag_or_the_locale() {
    let uk = obereg(&["--lang", "uk", "--help"], "C");
    let text = String::from_utf8_lossy(&uk.stdout);
    assert!(uk.status.success());
    for expected in ["Використання:", "Хто грає за вікінгів", "Параметри", "Показати довідку", "Команди"]
    {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    let ru = obereg(&["perft", "--help"], "ru_RU.UTF-8");
    let text = String::from_utf8_lossy(&ru.stdout);
    assert!(text.contains("Считает последовательности ходов") && text.contains("Аргументы"), "{text}");
    let en = obereg(&["--help"], "de_DE.UTF-8");
    assert!(String::from_utf8_lossy(&en.stdout).contains("Who plays the Vikings"));
}

#[test]
fn subcommand_help_shows_defaults_in_the_players_language() {
    for (locale, default) in
        [("C", "[default: 1]"), ("uk_UA.UTF-8", "[типово: 1]"), ("ru_RU.UTF-8", "[по умолчанию: 1]")]
    {
        let output = obereg(&["match", "--help"], locale);
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(text.contains(default), "{locale}: {default} not in\n{text}");
        let perft = obereg(&["perft", "--help"], locale);
        let text = String::from_utf8_lossy(&perft.stdout);
        assert!(text.contains(&default.replace('1', "vikings")), "{locale}:\n{text}");
        assert!(locale == "C" || !text.contains("[default:"), "{locale}: clap's English left in\n{text}");
    }
}

#[test]
fn bad_flags_exit_with_status_2() {
    for args in [&["--bogus"][..], &["--lang", "fr"], &["perft"], &["perft", "x"]] {
        let output = obereg(args, "C");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!output.stderr.is_empty());
    }
}

#[test]
fn a_bad_name_is_refused_in_the_players_language() {
    let output = obereg(&["--vikings", " "], "ru_RU.UTF-8");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim(),
        "obereg: ошибка: Имя игрока за викингов пустое."
    );
}

#[test]
fn a_bad_position_is_reported_in_the_players_language() {
    let output = obereg(&["moves", "--position", "/9/"], "uk_UA.UTF-8");
    assert_eq!(output.status.code(), Some(2));
    let text = String::from_utf8_lossy(&output.stderr);
    assert!(
        text.contains("obereg: помилка: --position «/9/»: У позиції 1 горизонталь, а на дошці 9."),
        "{text}"
    );
}

#[test]
fn without_a_terminal_the_game_says_it_needs_one_and_names_the_commands_that_do_not() {
    for (locale, words) in [
        ("C", "obereg needs a terminal"),
        ("uk_UA.UTF-8", "obereg потребує термінала"),
        ("ru_RU.UTF-8", "obereg нужен терминал"),
    ] {
        for args in [&[][..], &["learn"], &["board"], &["--clock", "5+3"]] {
            // Standard input and output are not a terminal here: `/dev/null` and a pipe.
            let data = tempfile::TempDir::new().expect("a data directory");
            let output = crate::obereg()
                .args(args)
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .env("LANG", locale)
                .env("XDG_DATA_HOME", data.path())
                .stdin(std::process::Stdio::null())
                .output()
                .expect("the binary runs");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
            assert!(stderr.contains(words), "{locale} {args:?}: {stderr}");
            assert!(stderr.contains("replay") && stderr.contains("puzzles check"), "{stderr}");
            assert!(!stderr.contains("disk") && !stderr.contains("диск"), "{stderr}");
        }
    }
}

#[test]
fn bash_completes_the_commands_with_the_script() {
    let output = obereg(&["completions", "bash"], "C");
    assert!(output.status.success());
    let script = String::from_utf8(output.stdout).unwrap();
    // bash itself loads the script and completes `obereg pe` and `obereg puzzles --th`.
    let complete = |words: &str| {
        let last = words.rsplit(' ').next().unwrap();
        let probe = format!(
            "{script}\nCOMP_WORDS=({words}); COMP_CWORD=$((${{#COMP_WORDS[@]}} - 1)); \
             _obereg obereg {last} x; echo \"${{COMPREPLY[*]}}\""
        );
        let output = std::process::Command::new("bash").arg("-c").arg(probe).output().unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).unwrap().trim().to_string()
    };
    assert_eq!(complete("obereg pe"), "perft");
    assert_eq!(complete("obereg puzzles --th"), "--theme");
    assert_eq!(complete("obereg completions z"), "zsh");
}

#[test]
fn the_manual_page_is_in_the_players_language() {
    for (args, locale, about) in [
        (&["manual"][..], "uk_UA.UTF-8", "Рахує послідовності ходів"),
        (&["manual", "--lang", "ru"], "C", "Считает последовательности ходов"),
        (&["manual"], "C", "Counts the move sequences"),
    ] {
        let output = obereg(args, locale);
        assert!(output.status.success(), "{args:?}");
        let page = String::from_utf8(output.stdout).unwrap();
        assert!(page.contains("\n.SH NAME\n") && page.contains("\n.SS obereg perft\n"), "{page}");
        assert!(page.contains(about), "{locale} {args:?}: {about} not in\n{page}");
    }
}

#[test]
fn the_help_gives_each_level_its_rating_in_every_language() {
    use obereg_engine::{Level, RANDOM_RATING};
    for locale in ["C", "uk_UA.UTF-8", "ru_RU.UTF-8"] {
        for args in [&["--help"][..], &["match", "--help"]] {
            let output = obereg(args, locale);
            let text = String::from_utf8_lossy(&output.stdout);
            for level in Level::ALL {
                let rated = format!("{level} ≈{}", level.rating());
                assert!(text.contains(&rated), "{locale} {args:?}: {rated} not in\n{text}");
            }
            assert!(text.contains(&format!("random ≈{RANDOM_RATING}")), "{locale} {args:?}:\n{text}");
        }
    }
}
