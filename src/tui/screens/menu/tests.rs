//! The menu through its update and its drawing: every entry reaches its
//! screen, the questions of the computer and the join form, the keys and
//! the mouse, and the menu drawn at 64×15 and 100×35.

use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use obereg_engine::Level;
use obereg_rules::Side;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::{Entry, Field, Menu, MenuAction, MenuNotice, MenuView, Step, Unfinished, action_for};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::settings::ColourTheme;
use crate::tui::drawing::theme::Theme;
use crate::tui::screens::Next;

fn unfinished() -> Unfinished {
    Unfinished { vikings: "Olha".into(), varangians: "Ihor".into(), moves: 11 }
}

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

/// The menu after `keys`, and what the last one asked for.
fn press(menu: &mut Menu, keys: &[KeyCode]) -> Option<Next> {
    let mut go = None;
    for code in keys {
        go = action_for(&key(*code), menu).and_then(|action| menu.update(action));
    }
    go
}

fn screen(menu: &Menu, lang: Lang, width: u16, height: u16) -> String {
    let messages = Messages::new(lang);
    let theme = Theme::new(false, true, ColourTheme::Standard);
    let view = MenuView { menu, messages: &messages, theme: &theme };
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| frame.render_widget(&view, frame.area())).unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn continue_is_first_only_when_there_is_an_unfinished_game() {
    let with = Menu::new(Some(unfinished()), (64, 15));
    assert_eq!(with.entries()[0], Entry::Continue);
    assert_eq!(with.highlighted(), Entry::Continue);
    let without = Menu::new(None, (64, 15));
    assert!(!without.entries().contains(&Entry::Continue));
    assert_eq!(without.highlighted(), Entry::Keyboard);
    assert_eq!(press(&mut Menu::new(None, (64, 15)), &[KeyCode::Char('c')]), None);
}

#[test]
fn each_entry_reaches_its_screen_by_its_letter() {
    let cases = [
        ('c', Some(Next::Continue)),
        ('p', Some(Next::Keyboard)),
        ('l', Some(Next::Lessons)),
        ('z', Some(Next::Puzzles)),
        ('b', Some(Next::FreeBoard)),
        ('h', Some(Next::Host)),
        ('s', Some(Next::Settings)),
        ('q', Some(Next::Quit)),
        ('a', None),
        ('j', None),
    ];
    for (letter, go) in cases {
        let mut menu = Menu::new(Some(unfinished()), (64, 15));
        assert_eq!(press(&mut menu, &[KeyCode::Char(letter)]), go, "{letter}");
    }
}

#[test]
fn arrows_and_enter_open_the_entry_highlighted_going_round() {
    let mut menu = Menu::new(Some(unfinished()), (64, 15));
    assert_eq!(press(&mut menu, &[KeyCode::Down, KeyCode::Enter]), Some(Next::Keyboard));
    let mut menu = Menu::new(None, (64, 15));
    assert_eq!(press(&mut menu, &[KeyCode::Up, KeyCode::Enter]), Some(Next::Quit));
    let mut menu = Menu::new(None, (64, 15));
    let down = [KeyCode::Down; 3];
    assert_eq!(press(&mut menu, &[&down[..], &[KeyCode::Enter]].concat()), Some(Next::Puzzles));
}

#[test]
fn the_computer_asks_the_side_and_level_and_esc_goes_back() {
    let mut menu = Menu::new(None, (64, 15));
    assert_eq!(press(&mut menu, &[KeyCode::Char('a')]), None);
    assert!(matches!(menu.step(), Step::Computer { .. }));
    let keys =
        [KeyCode::Right, KeyCode::Down, KeyCode::Right, KeyCode::Right, KeyCode::Right, KeyCode::Enter];
    assert_eq!(press(&mut menu, &keys), Some(Next::Computer { side: Side::Vikings, level: Level::Max }));
    let mut menu = Menu::new(None, (64, 15));
    let keys = [KeyCode::Char('a'), KeyCode::Down, KeyCode::Left, KeyCode::Enter];
    assert_eq!(press(&mut menu, &keys), Some(Next::Computer { side: Side::Varangians, level: Level::Easy }));
    let mut menu = Menu::new(None, (64, 15));
    let keys =
        [KeyCode::Char('a'), KeyCode::Down, KeyCode::Left, KeyCode::Left, KeyCode::Left, KeyCode::Enter];
    assert_eq!(
        press(&mut menu, &keys),
        Some(Next::Computer { side: Side::Varangians, level: Level::Beginner })
    );
    let mut menu = Menu::new(None, (64, 15));
    assert_eq!(press(&mut menu, &[KeyCode::Char('a'), KeyCode::Esc]), None);
    assert_eq!(*menu.step(), Step::List);
}

#[test]
fn the_computer_is_offered_at_the_settings_level_with_its_rating() {
    let mut menu = Menu::new(None, (64, 15)).with_level(Level::Hard);
    assert_eq!(press(&mut menu, &[KeyCode::Char('a')]), None);
    let rated = format!("hard, rated ≈{}", Level::Hard.rating());
    assert!(screen(&menu, Lang::En, 64, 15).contains(&rated), "{rated}");
    let uk = format!("рейтинг ≈{}", Level::Hard.rating());
    assert!(screen(&menu, Lang::Uk, 64, 15).contains(&uk), "{uk}");
    let mut menu = Menu::new(None, (64, 15)).with_level(Level::Hard);
    let keys = [KeyCode::Char('a'), KeyCode::Enter];
    assert_eq!(press(&mut menu, &keys), Some(Next::Computer { side: Side::Varangians, level: Level::Hard }));
}

#[test]
fn joining_takes_the_address_and_code_typed_and_refuses_a_bad_code() {
    let mut menu = Menu::new(None, (64, 15));
    let mut keys = vec![KeyCode::Char('j')];
    keys.extend("127.0.0.1:4711".chars().map(KeyCode::Char));
    keys.push(KeyCode::Tab);
    keys.extend("7kq2-m9w".chars().map(KeyCode::Char));
    assert_eq!(press(&mut menu, &keys), None);
    assert!(matches!(menu.step(), Step::Join { field: Field::Code, .. }));
    assert_eq!(press(&mut menu, &[KeyCode::Enter]), None);
    assert_eq!(*menu.notice(), MenuNotice::BadCode);
    let go = press(&mut menu, &[KeyCode::Char('x'), KeyCode::Enter]);
    let Some(Next::Join { address, code }) = go else { panic!("joined: {go:?}") };
    assert_eq!(address, "127.0.0.1:4711");
    assert_eq!(code, "7KQ2M9WX".parse().unwrap());
    // Letters are typed, not entries: `q` is part of an address.
    let mut menu = Menu::new(None, (64, 15));
    assert_eq!(press(&mut menu, &[KeyCode::Char('j'), KeyCode::Char('q'), KeyCode::Enter]), None);
    assert_eq!(*menu.notice(), MenuNotice::BadCode);
    let mut menu = Menu::new(None, (64, 15));
    assert_eq!(press(&mut menu, &[KeyCode::Char('j'), KeyCode::Enter]), None);
    assert_eq!(*menu.notice(), MenuNotice::NoAddress);
    assert_eq!(press(&mut menu, &[KeyCode::Esc, KeyCode::Char('q')]), Some(Next::Quit));
}

#[test]
fn a_click_on_an_entry_opens_it() {
    let mut menu = Menu::new(Some(unfinished()), (100, 35));
    let text = screen(&menu, Lang::En, 100, 35);
    let row = text.lines().position(|line| line.contains("Lessons")).unwrap() as u16;
    let column = text.lines().nth(usize::from(row)).unwrap().find("Lessons").unwrap() as u16;
    let click = Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, row });
    let action = action_for(&click, &menu);
    assert_eq!(action, Some(MenuAction::Open(Entry::Lessons)));
    assert_eq!(menu.update(MenuAction::Open(Entry::Lessons)), Some(Next::Lessons));
    let above =
        Event::Mouse(MouseEvent { row: 0, ..if let Event::Mouse(m) = click { m } else { unreachable!() } });
    assert_eq!(action_for(&above, &menu), None);
}

#[test]
fn the_menu_fits_64_by_15_with_the_board_and_every_entry() {
    let menu = Menu::new(Some(unfinished()), (64, 15));
    let text = screen(&menu, Lang::En, 64, 15);
    assert!(text.lines().next().unwrap().contains("O B E R E G"), "{text}");
    for words in
        ["Continue: Olha against Ihor, 11 moves", "Play at this keyboard", "Lessons", "Quit", "Enter open"]
    {
        assert!(text.contains(words), "{words}:\n{text}");
    }
    // The start position: the prince on the throne, rank 5 the middle row.
    let theme = Theme::new(false, true, ColourTheme::Standard);
    let prince = theme.piece_glyph(obereg_rules::Piece::Prince);
    assert_eq!(text.matches(prince).count(), 1, "{text}");
    let vikings = text.matches(theme.piece_glyph(obereg_rules::Piece::Viking)).count();
    assert_eq!(vikings, 16, "{text}");
}

#[test]
fn the_board_grows_on_a_larger_terminal_and_the_menu_speaks_each_language() {
    let menu = Menu::new(None, (100, 35));
    let small = screen(&menu, Lang::En, 64, 15);
    let large = screen(&menu, Lang::En, 100, 35);
    let theme = Theme::new(false, true, ColourTheme::Standard);
    let viking = theme.piece_glyph(obereg_rules::Piece::Viking);
    let rows_with = |text: &str| text.lines().filter(|line| line.contains(viking)).count();
    // Vikings stand on 7 of the 9 ranks; at double height, on 7 rows of 18.
    assert_eq!(rows_with(&small), 7);
    assert_eq!(rows_with(&large), 7);
    let height = |text: &str| {
        let rows: Vec<usize> =
            text.lines().enumerate().filter(|(_, l)| l.contains(viking)).map(|(n, _)| n).collect();
        rows.last().unwrap() - rows.first().unwrap()
    };
    assert_eq!(height(&small), 8);
    assert_eq!(height(&large), 16);
    let uk = screen(&menu, Lang::Uk, 64, 15);
    assert!(uk.contains("О Б Е Р І Г") && uk.contains("Грати з комп'ютером") && uk.contains("Уроки"), "{uk}");
    let ru = screen(&menu, Lang::Ru, 64, 15);
    assert!(ru.contains("О Б Е Р Е Г") && ru.contains("Свободная доска"), "{ru}");
}

#[test]
fn a_choice_that_could_not_start_is_said_in_the_menu() {
    let mut menu = Menu::new(None, (64, 15));
    menu.tell("the host did not answer".into());
    assert!(screen(&menu, Lang::En, 64, 15).contains("the host did not answer"));
    assert_eq!(press(&mut menu, &[KeyCode::Down]), None);
    assert_eq!(*menu.notice(), MenuNotice::Keys);
}

#[test]
fn an_entry_too_long_for_a_narrow_screen_ends_in_an_ellipsis() {
    let long = Unfinished {
        vikings: "Ярослава Мудрого из Киева".into(),
        varangians: "Святослава Игоревича".into(),
        moves: 40,
    };
    let menu = Menu::new(Some(long), (64, 15));
    let text = screen(&menu, Lang::Ru, 64, 15);
    let row = text.lines().find(|line| line.contains("Продолжить")).unwrap_or_default();
    assert!(row.trim_end().ends_with('…'), "{row}");
    assert!(!screen(&menu, Lang::Ru, 100, 35).contains('…'), "no cut where it fits");
}

#[test]
fn the_entry_to_continue_counts_the_moves_played_as_the_game_says_it_goes_on() {
    // The game counts the moves played ("1 turn, 1 move", "goes on after
    // 1 move"): so does the menu, not "move 2" after one.
    let after = |moves: usize, lang: Lang| {
        let game = Unfinished { moves, ..unfinished() };
        let text = screen(&Menu::new(Some(game), (100, 35)), lang, 100, 35);
        let row = text.lines().find_map(|line| line.split_once(" c  ")).unwrap_or_default().1;
        row.trim_end().to_string()
    };
    assert_eq!(after(1, Lang::En), "Continue: Olha against Ihor, 1 move");
    assert_eq!(after(11, Lang::En), "Continue: Olha against Ihor, 11 moves");
    assert_eq!(after(1, Lang::Uk), "Продовжити: Olha — Ihor, 1 хід");
    assert_eq!(after(3, Lang::Uk), "Продовжити: Olha — Ihor, 3 ходи");
    assert_eq!(after(21, Lang::Ru), "Продолжить: Olha — Ihor, 21 ход");
    assert_eq!(after(5, Lang::Ru), "Продолжить: Olha — Ihor, 5 ходов");
}

#[test]
fn continue_names_the_computer_and_a_nameless_side_in_the_menus_language() {
    let saved = crate::tests::names::saved_against_the_computer(Lang::Uk);
    for (lang, computer, side) in
        [(Lang::Ru, "Компьютер (новичок)", "Варяги"), (Lang::En, "Computer (beginner)", "Varangians")]
    {
        let offered = Unfinished::of(obereg_record::AnyRecord::Nine(saved.clone()), &Messages::new(lang));
        assert_eq!((offered.vikings.as_str(), offered.varangians.as_str()), (computer, side), "{lang:?}");
    }
}

#[test]
fn a_menu_taller_than_the_terminal_scrolls_to_the_highlighted_entry() {
    let mut menu = Menu::new(Some(unfinished()), (40, 10));
    let top = screen(&menu, Lang::En, 40, 10);
    assert!(top.contains("c  Continue") && !top.contains("q  Quit"), "{top}");
    press(&mut menu, &[KeyCode::Up]);
    assert_eq!(menu.highlighted(), Entry::Quit);
    let bottom = screen(&menu, Lang::En, 40, 10);
    assert!(bottom.contains("q  Quit") && bottom.contains("s  Settings"), "{bottom}");
    // The mouse finds what is drawn where it clicks.
    let row = bottom.lines().position(|line| line.contains("q  Quit")).unwrap() as u16;
    let column = bottom.lines().nth(usize::from(row)).unwrap().find("q  Quit").unwrap() as u16;
    let area = ratatui::layout::Rect::new(0, 0, 40, 10);
    assert_eq!(super::view::entry_at(&menu, area, column, row), Some(Entry::Quit));
}

/// `text` with its words separated by single spaces, as a wrapped screen
/// shows them row after row.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_entry_and_notice_of_the_menu_fits_or_wraps_at_80_by_24_in_every_language() {
    let saved = crate::tests::names::saved_against_the_computer(Lang::Uk);
    for lang in Lang::ALL {
        let messages = Messages::new(lang);
        let game = Unfinished::of(obereg_record::AnyRecord::Nine(saved.clone()), &messages);
        let whole = format!("{} — {}", game.vikings, game.varangians);
        let mut menu = Menu::new(Some(game), (80, 24));
        let shown = screen(&menu, lang, 80, 24);
        assert!(!shown.contains('…'), "{lang:?}: cut\n{shown}");
        assert!(lang == Lang::En || shown.contains(&whole), "{lang:?}: {whole}\n{shown}");
        for entry in menu.entries().iter().filter(|entry| **entry != Entry::Continue) {
            let name = messages.text(entry.words());
            assert!(shown.contains(&format!("{}  {name}", entry.key())), "{lang:?}: {name}\n{shown}");
        }
        let path = "/home/player/.local/share/obereg/damaged-current-1.otg";
        let damaged = messages.format(
            "menu-damaged",
            &[
                crate::i18n::text_arg("path", path),
                crate::i18n::text_arg("problem", messages.text("store-no-data-dir")),
            ],
        );
        menu.tell(damaged.clone());
        let told = screen(&menu, lang, 80, 24);
        assert!(words(&told).contains(&words(&damaged)) && !told.contains('…'), "{lang:?}:\n{told}");
        for (keys, notice) in [("j<Enter>", "menu-no-address"), ("j1.2.3.4:5<Tab>x<Enter>", "menu-bad-code")]
        {
            let mut form = Menu::new(None, (80, 24));
            for code in keys_of(keys) {
                let _ = action_for(&key(code), &form).and_then(|action| form.update(action));
            }
            let said = screen(&form, lang, 80, 24);
            let text = messages.text(notice);
            assert!(words(&said).contains(&words(&text)), "{lang:?}: {notice}\n{said}");
        }
    }
}

/// The keys of `text`: its characters, `<Enter>` and `<Tab>`.
fn keys_of(text: &str) -> Vec<KeyCode> {
    let text = text.replace("<Enter>", "\n").replace("<Tab>", "\t");
    text.chars()
        .map(|c| match c {
            '\n' => KeyCode::Enter,
            '\t' => KeyCode::Tab,
            c => KeyCode::Char(c),
        })
        .collect()
}
