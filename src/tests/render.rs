//! What the screen shows, drawn on ratatui's `TestBackend`: glyphs, marks
//! and their styles, the panel, the banner, help, and the too-small message.

use crate::lang::Lang;
use crate::tests::common::{composed, config, press, sq, start, type_move};
use crate::tui::drawing::geometry::{BoardGeometry, ScreenLayout};
use crate::tui::screens::game::app::App;
use obereg_record::{Date, GameRecord};
use obereg_rules::{Side, Square};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

pub(crate) fn draw<const N: usize>(app: &App<N>, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| frame.render_widget(app, frame.area())).expect("drawn");
    terminal.backend().buffer().clone()
}

pub(crate) fn screen_text(buf: &Buffer) -> String {
    let area = buf.area;
    (0..area.height)
        // A joining space looks like a space.
        .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol().replace('\u{a0}', " ")).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

fn board(width: u16, height: u16) -> BoardGeometry {
    ScreenLayout::new(Rect::new(0, 0, width, height), 9).board.expect("the board fits")
}

/// The middle cell of `square` and the cells at its left and right edge.
fn cells(buf: &Buffer, square: Square) -> [&Cell; 3] {
    let area = board(buf.area.width, buf.area.height).square_area(square);
    let middle = area.y + area.height / 2;
    [&buf[(area.x + area.width / 2, middle)], &buf[(area.x, middle)], &buf[(area.right() - 1, middle)]]
}

#[test]
fn the_start_shows_pieces_labels_exits_and_the_cursor() {
    let app = start(Lang::En);
    let buf = draw(&app, 100, 35);
    assert_eq!(cells(&buf, sq("d9"))[0].symbol(), "●");
    assert_eq!(cells(&buf, sq("e4"))[0].symbol(), "○");
    let [prince, left, right] = cells(&buf, sq("e5"));
    assert_eq!((prince.symbol(), left.symbol(), right.symbol()), ("◆", "[", "]"));
    assert_eq!(prince.fg, Color::Rgb(255, 200, 40), "the prince is gold");
    assert_eq!(cells(&buf, sq("a9"))[0].symbol(), "◇");
    let text = screen_text(&buf);
    for expected in ["a      b", " 9 ", "Olha", "plays the Varangians", "0 moves", "q quit"] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn the_empty_throne_is_marked() {
    let app = composed("Ke4 Va4", Side::Vikings);
    assert_eq!(cells(&draw(&app, 100, 35), sq("e5"))[0].symbol(), "▣");
}

#[test]
fn a_picked_piece_is_reversed_and_its_targets_highlighted() {
    let mut app = start(Lang::En);
    press(&mut app, "kkkkh<Enter>");
    let buf = draw(&app, 100, 35);
    assert!(cells(&buf, sq("d9"))[0].modifier.contains(Modifier::REVERSED));
    for target in ["d8", "d7", "d6", "c9", "b9"] {
        let [middle, ..] = cells(&buf, sq(target));
        assert_eq!((middle.symbol(), middle.bg), ("•", Color::Rgb(86, 180, 233)), "{target}");
    }
    assert_eq!(cells(&buf, sq("d5"))[0].symbol(), "○", "not a target: a guard stands there");
}

#[test]
fn the_pieces_a_move_would_capture_are_marked_before_it() {
    let mut app = composed("Ke5 Gf7 Gc3 Vc2 Va4", Side::Vikings);
    press(&mut app, "hhhh<Down><Enter>ll");
    let buf = draw(&app, 100, 35);
    let [guard, left, right] = cells(&buf, sq("c3"));
    assert_eq!((guard.symbol(), left.symbol(), right.symbol()), ("○", "×", "×"));
    assert_eq!(guard.bg, Color::Rgb(213, 94, 0));
    assert_eq!(cells(&buf, sq("f7"))[1].symbol(), " ", "an unthreatened guard is unmarked");
}

#[test]
fn the_last_move_and_its_captures_stay_marked() {
    let mut app = composed("Ke5 Gf7 Gc3 Vc2 Va4", Side::Vikings);
    type_move(&mut app, "a4-c4");
    let buf = draw(&app, 100, 35);
    for square in ["a4", "c4"] {
        assert!(cells(&buf, sq(square))[0].modifier.contains(Modifier::UNDERLINED), "{square}");
    }
    assert_eq!(cells(&buf, sq("c3"))[0].symbol(), "×");
    let text = screen_text(&buf);
    assert!(text.contains("1. a4-c4xc3"), "{text}");
    assert!(text.contains("captured 1 piece ○"), "{text}");
}

#[test]
fn without_colour_every_mark_keeps_its_shape() {
    let mut app: App =
        App::new(&crate::tui::GameConfig { color: false, ..config(Lang::En) }, crate::tests::common::SIZE);
    press(&mut app, "kkkkh<Enter>j");
    let buf = draw(&app, 100, 35);
    assert!(buf.content.iter().all(|cell| cell.fg == Color::Reset && cell.bg == Color::Reset));
    assert!(cells(&buf, sq("d9"))[0].modifier.contains(Modifier::REVERSED));
    let [target, left, right] = cells(&buf, sq("d8"));
    assert_eq!((target.symbol(), left.symbol(), right.symbol()), ("•", "[", "]"));
    assert_ne!(cells(&buf, sq("e4"))[0].symbol(), cells(&buf, sq("e8"))[0].symbol());
    assert_eq!(cells(&buf, sq("b2"))[0].symbol(), "·", "empty squares are dotted without a chequer");
}

#[test]
fn ascii_draws_only_ascii() {
    let mut app: App =
        App::new(&crate::tui::GameConfig { ascii: true, ..config(Lang::En) }, crate::tests::common::SIZE);
    type_move(&mut app, "d9-d6");
    press(&mut app, "d");
    let buf = draw(&app, 100, 35);
    let text = screen_text(&buf);
    assert!(text.is_ascii(), "{text}");
    assert_eq!(cells(&buf, sq("e5"))[0].symbol(), "K");
}

#[test]
fn a_small_terminal_says_the_size_it_needs() {
    let app = start(Lang::En);
    let text = screen_text(&draw(&app, 100, 12));
    assert!(text.contains("the board needs at least 64×15"), "{text}");
    let text = screen_text(&draw(&app, 64, 15));
    assert!(text.contains("Olha"), "the smallest size shows the game:\n{text}");
    let uk = start(Lang::Uk);
    let text = screen_text(&draw(&uk, 64, 15));
    assert!(text.contains("? довідка · q вихід"), "the footer wraps, never cut:\n{text}");
}

#[test]
fn the_end_shows_a_banner_with_winner_side_and_reason() {
    let mut app = composed("Kc9 Va4", Side::Varangians);
    type_move(&mut app, "c9-a9");
    let text = screen_text(&draw(&app, 100, 35));
    for expected in ["Ihor wins with the Varangians!", "The prince reached the exit a9 (R12).", "s rematch"] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn esc_hides_the_end_dialog_to_show_the_final_position_and_brings_it_back() {
    let mut app = composed("Kc9 Va4", Side::Varangians);
    type_move(&mut app, "c9-a9");
    let shown = screen_text(&draw(&app, 100, 35));
    assert!(
        shown.contains("Ihor wins with the Varangians!") && shown.contains("Esc see the board"),
        "{shown}"
    );
    press(&mut app, "<Esc>");
    let hidden = screen_text(&draw(&app, 100, 35));
    assert!(!hidden.contains("Ihor wins with the Varangians!"), "the dialog is hidden:\n{hidden}");
    assert!(hidden.contains("Esc the result again"), "the footer says how to see it again:\n{hidden}");
    press(&mut app, "<Esc>");
    assert!(screen_text(&draw(&app, 100, 35)).contains("Ihor wins with the Varangians!"));
    press(&mut app, "<Esc>u");
    type_move(&mut app, "c9-a9");
    assert!(screen_text(&draw(&app, 100, 35)).contains("Ihor wins"), "a game ended again shows its dialog");
}

#[test]
fn the_keys_at_the_end_fit_the_smallest_screen_shown_or_hidden() {
    for lang in [Lang::En, Lang::Uk, Lang::Ru] {
        let mut app =
            App::with_game(&config(lang), (64, 15), composed("Kc9 Va4", Side::Varangians).game().clone());
        type_move(&mut app, "c9-a9");
        for _ in 0..2 {
            let text = screen_text(&draw(&app, 64, 15));
            let footer: Vec<&str> = text.lines().skip(13).collect();
            assert!(footer.iter().any(|row| row.contains("q ")), "{lang:?}: the footer is cut:\n{text}");
            press(&mut app, "<Esc>");
        }
    }
}

#[test]
fn help_and_the_board_speak_the_players_language() {
    let mut app = start(Lang::Uk);
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("грає за варягів") && text.contains("0 ходів"), "{text}");
    press(&mut app, "?");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("Клавіші та правила") && text.contains("R6 Князь"), "{text}");
}

#[test]
fn the_move_prompt_shows_what_is_typed() {
    let mut app = start(Lang::Ru);
    press(&mut app, "md9-");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("Ход (например d9-d6): d9-_"), "{text}");
}

/// The cell where `text` starts on screen.
fn find(buf: &Buffer, text: &str) -> Option<(u16, u16)> {
    let screen = screen_text(buf);
    screen.lines().enumerate().find_map(|(y, line)| {
        let at = line.find(text)?;
        Some((line[..at].chars().count() as u16, y as u16))
    })
}

#[test]
fn review_says_the_board_shows_an_earlier_position_and_marks_its_move() {
    let mut app = start(Lang::En);
    for mv in ["d9-d6", "f5-f8", "a4-a3"] {
        type_move(&mut app, mv);
    }
    let text = screen_text(&draw(&app, 100, 35));
    assert!(!text.contains("Review:"), "no banner while playing:\n{text}");
    press(&mut app, "[");
    let buf = draw(&app, 100, 35);
    let text = screen_text(&buf);
    assert!(text.contains("Review: move 2 of 3, not the game now (move 3)"), "{text}");
    assert!(text.contains("End returns"), "{text}");
    assert_eq!(cells(&buf, sq("a4"))[0].symbol(), "●", "the Viking is back on a4");
    let (x, y) = find(&buf, "f5-f8").expect("the move list shows f5-f8");
    assert!(buf[(x, y)].modifier.contains(Modifier::REVERSED), "the viewed move is marked");
    let (x, y) = find(&buf, "a4-a3").expect("the move list shows a4-a3");
    assert!(!buf[(x, y)].modifier.contains(Modifier::REVERSED));
    press(&mut app, "<Home>");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("Review: the start, not the game now (move 3)"), "{text}");
    let mut uk = start(Lang::Uk);
    type_move(&mut uk, "d9-d6");
    press(&mut uk, "[");
    let text = screen_text(&draw(&uk, 100, 35));
    assert!(text.contains("Огляд: початок, а не поточна гра (хід 1)"), "{text}");
}

#[test]
fn the_other_moves_played_at_the_viewed_position_are_listed() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    type_move(&mut app, "f5-f8");
    press(&mut app, "u");
    type_move(&mut app, "f5-f7");
    press(&mut app, "[");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("Also played here: f5-f8"), "{text}");
}

#[test]
fn the_offer_to_resume_names_the_players_and_the_moves() {
    let mut record = GameRecord::new("Bohdan", "Marta", Date::today());
    record.game_mut().play("d9-d6".parse().unwrap()).unwrap();
    let app = App::offering(&config(Lang::En), crate::tests::common::SIZE, record);
    let text = screen_text(&draw(&app, 100, 35));
    for expected in ["An unfinished game", "Vikings: Bohdan, Varangians: Marta, 1 move", "y resume it"] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn while_the_computer_thinks_the_status_shows_the_spinner_and_depth() {
    use obereg_engine::{Level, PlayerKind};
    let easy = PlayerKind::Computer(Level::Easy);
    let (mut app, _) =
        crate::tests::computer_common::begun(PlayerKind::Human, easy, obereg_rules::Position::start());
    let commands = type_move(&mut app, "d9-d6");
    let think = crate::tests::computer_common::think(&commands).expect("the computer thinks");
    // Every report but the answer: the search is still running.
    let mut reports = crate::tests::computer_common::reports(&think);
    reports.pop();
    for report in reports {
        _ = crate::tui::screens::game::update(&mut app, report);
    }
    let tick = crate::tui::screens::game::action::Action::Search(
        think.search,
        crate::tui::screens::game::action::Report::Tick,
    );
    _ = crate::tui::screens::game::update(&mut app, tick);
    let status = app.search_status().expect("still thinking");
    let text = screen_text(&draw(&app, 100, 35));
    let spinner = app.theme().spinner(status.spinner);
    let expected = format!("Ihor is thinking {spinner} depth {}, score ", status.depth);
    assert!(text.contains(&expected), "missing {expected:?} in\n{text}");
    assert!(text.contains("Vikings: d9-d6"), "the last move is still said:\n{text}");
}

/// A person asks for a hint in a game drawn by `config` and gets it marked.
fn hinted(config: &crate::tui::GameConfig) -> (App, obereg_rules::Move, Buffer) {
    let (mut app, _) = crate::tests::computer_common::begun_with(config, obereg_rules::Position::start());
    let commands = press(&mut app, "t");
    crate::tests::computer_common::answer(&mut app, &commands);
    let hint = app.hint().expect("a hint");
    let buf = draw(&app, 100, 35);
    (app, hint, buf)
}

#[test]
fn a_hint_is_marked_from_and_to_without_colour() {
    let (app, hint, buf) = hinted(&crate::tui::GameConfig { color: false, ..config(Lang::En) });
    for square in [hint.from, hint.to] {
        let [middle, left, right] = cells(&buf, square);
        assert_eq!((left.symbol(), right.symbol()), ("‹", "›"), "{square}");
        assert!(middle.modifier.contains(Modifier::BOLD | Modifier::ITALIC), "{square}");
    }
    assert_eq!(cells(&buf, hint.to)[0].symbol(), "◎");
    assert!(screen_text(&buf).contains(&format!("Hint: {hint}")), "{}", app.status_text());
}

#[test]
fn a_hint_is_marked_in_ascii() {
    let (_, hint, buf) = hinted(&crate::tui::GameConfig { ascii: true, ..config(Lang::En) });
    let [_, left, right] = cells(&buf, hint.from);
    assert_eq!((left.symbol(), right.symbol()), ("<", ">"));
    assert_eq!(cells(&buf, hint.to)[0].symbol(), "@");
    assert!(screen_text(&buf).is_ascii());
}
