//! The wording of the Ukrainian and Russian catalogues: side and piece
//! names lower-case inside a sentence, one word for the guards, agreement,
//! and a footer that fits a 120-column terminal.

use super::*;
use crate::i18n::tests::sample_args;

/// Every message of `lang`, formatted with the sample arguments.
fn all_texts(lang: Lang) -> Vec<(String, String)> {
    let messages = Messages::new(lang);
    let args = sample_args();
    crate::i18n::tests::ids(lang)
        .into_iter()
        .map(|id| {
            let text = messages.format(&id, &args);
            (id, text)
        })
        .collect()
}

/// Whether the word at byte `at` of `text` starts a sentence: the text's
/// start, after `.`, `!`, `?`, a line break or a rule's number (`R6 Князь`).
fn starts_sentence(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches(' ');
    let last_word = before.rsplit([' ', '\n']).next().unwrap_or("");
    before.is_empty()
        || before.ends_with(['.', '!', '?', '\n', '—'])
        || (last_word.starts_with('R') && last_word[1..].starts_with(|c: char| c.is_ascii_digit()))
}

#[test]
fn side_and_piece_names_are_lower_case_inside_a_sentence() {
    let names = [
        (Lang::Uk, ["Вікінг", "Варяг", "Княз", "Захисник"]),
        (Lang::Ru, ["Викинг", "Варяг", "Княз", "Защитник"]),
    ];
    for (lang, words) in names {
        for (id, text) in all_texts(lang) {
            // The default names of the players are names.
            if ["cli-vikings", "cli-varangians"].contains(&id.as_str()) {
                continue;
            }
            for word in words {
                for (at, _) in text.match_indices(word) {
                    assert!(starts_sentence(&text, at), "{lang} {id}: “{word}” inside a sentence: {text}");
                }
            }
        }
    }
}

#[test]
fn the_guards_have_one_name() {
    for (lang, word, other) in [(Lang::Uk, "захисник", "дружин"), (Lang::Ru, "защитник", "дружин")]
    {
        let texts = all_texts(lang);
        assert!(texts.iter().all(|(_, text)| !text.to_lowercase().contains(other)), "{lang}: «{other}…»");
        let guards = Messages::new(lang).format("piece-name", &[piece_arg(Piece::Guard)]);
        assert_eq!(guards.to_lowercase(), word);
    }
    for file in [include_str!("../../README.md"), include_str!("../../docs/en/rules.md")] {
        assert!(file.contains("«захисники»"), "the Ukrainian print's word");
        assert!(!file.contains("«дружинники»") && !file.contains("«дружина»"), "one term for the guards");
    }
}

#[test]
fn russian_captures_agree_with_their_number() {
    let captured = |count| Messages::new(Lang::Ru).format("panel-captured", &[count_arg("count", count)]);
    assert_eq!(captured(1), "взята 1 фишка");
    assert_eq!(captured(2), "взято 2 фишки");
    assert_eq!(captured(5), "взято 5 фишек");
}

#[test]
fn russian_moves_of_a_piece_are_counted_with_u() {
    let args = [piece_arg(Piece::Viking), text_arg("square", "e2"), count_arg("count", 8)];
    assert_eq!(Messages::new(Lang::Ru).format("status-selected", &args), "У викинга на e2 8 ходов.");
}

#[test]
fn words_the_report_asked_for() {
    let uk = Messages::new(Lang::Uk);
    let ru = Messages::new(Lang::Ru);
    assert_eq!(uk.text("status-nothing-to-redo"), "Нічого повторювати.");
    assert_eq!(ru.text("status-nothing-to-redo"), "Нечего повторять.");
    assert_eq!(uk.format("level-name", &[text_arg("level", "hard")]), "складний");
    assert!(uk.text("cli-about").contains("гра родини тавлей"));
    assert!(ru.text("cli-about").contains("игра семейства тавлей"));
    assert!(uk.format("usage-unknown-argument", &[text_arg("arg", "-x")]).starts_with("невідомий параметр"));
    assert!(
        ru.format("usage-unknown-argument", &[text_arg("arg", "-x")]).starts_with("неизвестный параметр")
    );
}

#[test]
fn the_resume_offer_needs_no_case_of_a_name() {
    let args = [
        text_arg("vikings", "Олег"),
        text_arg("varangians", "Тарас"),
        count_arg("count", 3),
        text_arg("date", "2026.11.30"),
    ];
    let ru = Messages::new(Lang::Ru).format("resume-game", &args);
    assert!(ru.starts_with("Викинги — Олег, варяги — Тарас, 3 хода"), "{ru}");
    let uk = Messages::new(Lang::Uk).format("resume-game", &args);
    assert!(uk.starts_with("Вікінги — Олег, варяги — Тарас, 3 ходи"), "{uk}");
}

/// The words the key `key` is given in `keys` (`w запис`), up to the next `·`.
fn meaning<'a>(keys: &'a str, key: &str) -> Option<&'a str> {
    keys.split(" · ").find_map(|item| item.strip_prefix(key)?.strip_prefix(' '))
}

#[test]
fn w_has_one_word_in_the_footer_and_the_banner() {
    for lang in Lang::ALL {
        let messages = Messages::new(lang);
        let (footer, banner) = (messages.text("footer-keys"), messages.text("end-keys"));
        assert_eq!(meaning(&footer, "w"), meaning(&banner, "w"), "{lang}");
    }
}

#[test]
fn the_footer_fits_120_columns() {
    for lang in Lang::ALL {
        let footer = Messages::new(lang).text("footer-keys");
        assert!(footer.chars().count() <= 120, "{lang}: {} columns: {footer}", footer.chars().count());
    }
}

#[test]
fn help_lists_the_keys_of_the_end_and_the_answer_to_a_draw() {
    let expected = [
        (Lang::En, ["n a new game", "s a rematch", "Esc: decline it"]),
        (Lang::Uk, ["n — нова гра", "s — реванш", "Esc: відмовитися"]),
        (Lang::Ru, ["n — новая игра", "s — реванш", "Esc: отказаться"]),
    ];
    for (lang, words) in expected {
        let help = Messages::new(lang).text("help-keys");
        for word in words {
            assert!(help.contains(word), "{lang}: {word} not in {help}");
        }
    }
}

#[test]
fn lessons_and_puzzles_use_the_printed_rules_words() {
    let (uk, ru) = (Messages::new(Lang::Uk), Messages::new(Lang::Ru));
    let texts =
        |messages: &Messages, ids: &[&str]| ids.iter().map(|id| messages.text(id)).collect::<String>();
    let uk_lessons = texts(&uk, &["lesson-prince-text", "lesson-capture-text", "lesson-hostile-text"]);
    for words in [
        "Порожній трон, через який він проходить, теж входить у ці три поля",
        "край дошки не допомагає брати",
    ] {
        assert!(uk_lessons.contains(words), "{words}");
    }
    assert!(uk.text("lesson-several-text").contains("Кожен затиск діє окремо"));
    assert!(uk.text("lesson-hostile-text").contains("можна притиснути до них"));
    assert!(uk.text("lesson-hostile-task-1").contains("притиснувши його до виходу a1"));
    assert!(uk.text("lesson-hostile-task-2").contains("притиснувши його до порожнього трону"));
    assert_eq!(uk.text("lesson-capture-title"), "Взяття в кліщі (R8)");
    assert_eq!(uk.text("lesson-several-title"), "Кілька фішок одним ходом (R8)");
    assert_eq!(uk.text("lesson-hostile-title"), "Виходи й порожній трон — ворожі поля (R9)");
    assert_eq!(uk.text("lesson-board-task-1"), "Виберіть вікінга й зробіть ним будь-який хід.");
    assert_eq!(uk.format("lesson-best", &[text_arg("stars", "★★☆")]), "Найкращий результат: ★★☆");
    let end = [text_arg("theme", "no-moves"), text_arg("loser", "varangians")];
    assert_eq!(uk.format("puzzle-comment-end", &end), "У варягів не лишилося ходу — вони програють (R14).");
    assert_eq!(uk.format("board-brush", &[piece_arg(Piece::Viking)]), "Правий клік ставить вікінга");
    let throne = [text_arg("kind", "throne"), text_arg("square", "e5")];
    assert_eq!(uk.format("illegal-restricted", &throne), "Лише князь може зупинитися на троні e5 (R7).");
    assert!(
        uk.format("puzzle-tried-before", &[]).contains("зараховується")
            && all_texts(Lang::Uk)
                .iter()
                .all(|(id, text)| !text.contains("рахується") || id.starts_with("cli")),
        "«рахується» is not the printed rules' word"
    );
    assert_eq!(ru.text("lesson-capture-title"), "Взятие в клещи (R8)");
    assert!(ru.text("lesson-escape-task-1").contains("откуда следующим ходом он дойдёт до выхода"));
    assert!(
        ru.text("lesson-prince-text")
            .contains("Пустой трон, через который он проходит, тоже входит в эти три поля")
    );
    assert!(
        ru.text("help-keys-lesson")
            .contains("нажмите ещё раз — ход; в третий раз — ответ медленно разыграется на доске")
    );
    assert_eq!(ru.text("lesson-hostile-title"), "Выходы и пустой трон — враждебные поля (R9)");
    assert_eq!(ru.text("lesson-safe-title"), "Между двумя врагами встать можно (R10)");
    // One word for the escape: «побег», never «бегство».
    assert_eq!(ru.text("lesson-escape-title"), "Побег (R12)");
    assert!(all_texts(Lang::Ru).iter().all(|(_, text)| !text.to_lowercase().contains("бегств")));
}

#[test]
fn the_helps_rules_list_names_every_rule_in_order() {
    for lang in Lang::ALL {
        let rules = Messages::new(lang).text("help-rules");
        let named: Vec<u32> = rules
            .split_whitespace()
            .filter_map(|word| word.strip_prefix('R').and_then(|number| number.parse().ok()))
            .collect();
        assert_eq!(named, (1..=15).collect::<Vec<u32>>(), "{lang}:\n{rules}");
    }
}

#[test]
fn a_move_of_one_side_is_a_move_as_the_printed_rules_say() {
    // «У свій хід гравець повинен пересунути одну… фішку»: a хід, a ход.
    for (lang, half) in [(Lang::Uk, "півх"), (Lang::Ru, "полух")] {
        for (id, text) in all_texts(lang) {
            assert!(!text.to_lowercase().contains(half), "{lang} {id}: {text}");
        }
    }
}

#[test]
fn the_help_says_obereg_without_arguments_and_gives_levels_as_values() {
    for (lang, without, levels) in [
        (Lang::Uk, "obereg без параметрів", "рівні: ai:beginner"),
        (Lang::Ru, "obereg без аргументов", "уровни: ai:beginner"),
    ] {
        let help = Messages::new(lang).text("help-elsewhere");
        assert!(help.contains(without) && help.contains(levels), "{lang}: {help}");
    }
}

#[test]
fn the_pages_title_names_each_screen_and_the_game_in_every_language() {
    let screens = ["menu", "game", "board", "puzzles", "lessons", "settings", "online"];
    for (lang, game) in [(Lang::En, "Obereg"), (Lang::Uk, "Оберіг"), (Lang::Ru, "Оберег")] {
        let messages = Messages::new(lang);
        let titles: Vec<String> = screens
            .iter()
            .map(|screen| messages.format("page-title", &[text_arg("screen", *screen)]))
            .collect();
        assert!(titles.iter().all(|title| title.ends_with(&format!(" · {game}"))), "{titles:?}");
        let distinct: std::collections::BTreeSet<&String> = titles.iter().collect();
        assert_eq!(distinct.len(), screens.len(), "a title for each screen: {titles:?}");
    }
}
