//! The lessons: every lesson's positions are legal, every task is done by
//! its own answer played with the keys through `update`, every kind of
//! wrong move is answered with its rule or with what it misses, hints and
//! the answer played slowly, the stars earned.

use super::super::stars::Stars;
use super::super::update::DEMO_STEP;
use super::{Lessons, Loaded, open, play, press, update};
use crate::lang::Lang;
use crate::tests::common::{sq, start};
use crate::tui::learning::lesson_miss::Miss;
use crate::tui::learning::lessons::{Goal, LESSONS, Lesson};
use crate::tui::screens::Next;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{LessonNotice, Notice};
use obereg_rules::{IllegalMove, Position, Side};

/// The number of the answer's next step, when `commands` set its timer.
fn demo_timer(commands: &[Command]) -> Option<u64> {
    commands.iter().find_map(|command| match command {
        Command::After(_, Action::Demo(number)) => Some(*number),
        _ => None,
    })
}

fn notice(lessons: &Lessons) -> &Notice {
    lessons.notice()
}

fn task(lessons: &Lessons) -> usize {
    lessons.course().task
}

#[test]
fn every_lesson_position_history_answer_and_reply_is_legal() {
    for lesson in &LESSONS {
        let mut position: Position = Position::from_record(lesson.position, lesson.to_move).expect(lesson.id);
        for mv in lesson.history {
            position.play(mv.parse().expect("a move")).expect(lesson.id);
        }
        for task in lesson.tasks {
            if let Some((record, to_move)) = task.position {
                position = Position::from_record(record, to_move).expect(lesson.id);
            }
            assert_eq!(position.to_move(), lesson.learner(), "{}: the learner is to move", lesson.id);
            position.play(task.answer.parse().expect("a move")).expect(lesson.id);
            if let Some(reply) = task.reply {
                position.play(reply.parse().expect("a move")).expect(lesson.id);
            }
        }
    }
}

#[test]
fn every_lesson_has_its_words_in_every_language() {
    for lang in [Lang::En, Lang::Uk, Lang::Ru] {
        let messages = crate::i18n::Messages::new(lang);
        for lesson in &LESSONS {
            let lines = messages.text(&format!("lesson-{}-text", lesson.id)).lines().count();
            assert!((2..=4).contains(&lines), "{}: {lines} lines", lesson.id);
            assert!(messages.has(&format!("lesson-{}-title", lesson.id)));
            for n in 1..=lesson.tasks.len() {
                assert!(messages.has(&format!("lesson-{}-task-{n}", lesson.id)), "{} task {n}", lesson.id);
                assert!(messages.has(&format!("lesson-{}-hint-{n}", lesson.id)), "{} hint {n}", lesson.id);
            }
        }
    }
}

/// Plays every task of `lesson` with its answer through the keys.
fn solve(app: &mut Lessons, lesson: &Lesson) -> Vec<Command> {
    let mut commands = Vec::new();
    for (number, task) in lesson.tasks.iter().enumerate() {
        if number > 0 && task.position.is_some() {
            press(app, "<Enter>");
        }
        assert_eq!(self::task(app), number, "{}", lesson.id);
        commands.extend(play(app, task.answer));
        assert!(
            matches!(notice(app), Notice::Lesson(LessonNotice::Right { .. } | LessonNotice::Done(_))),
            "{} task {}: {:?}",
            lesson.id,
            number + 1,
            notice(app)
        );
    }
    commands
}

#[test]
fn every_lesson_is_done_by_its_own_answers_with_three_stars() {
    for lesson in &LESSONS {
        let mut app = open(lesson.id);
        let commands = solve(&mut app, lesson);
        assert_eq!(notice(&app), &Notice::Lesson(LessonNotice::Done(3)), "{}", lesson.id);
        let kept = format!("{} 3\n", lesson.id);
        assert_eq!(
            commands,
            vec![Command::KeepProgress(crate::tui::learning::progress_file::ProgressFile::Lessons, kept)],
            "{}",
            lesson.id
        );
    }
}

#[test]
fn the_goals_are_met_by_the_answers_board_states() {
    let mut app = open("several");
    play(&mut app, "e1-e3");
    let last = app.last_move().expect("the move played");
    assert_eq!(last.captures, vec![sq("d3"), sq("f3"), sq("e4")]);
    let mut app = open("repetition");
    play(&mut app, "g4-g3");
    assert_eq!(app.game().outcome(), Some(obereg_rules::Outcome::Draw(obereg_rules::DrawReason::Repetition)));
    let mut app = open("no-move");
    play(&mut app, "h2-e2");
    let winner = app.game().outcome().and_then(obereg_rules::Outcome::winner);
    assert_eq!(winner, Some(Side::Vikings));
}

#[test]
fn r4_the_other_sides_piece_cannot_be_picked() {
    let mut app = open("board");
    press(&mut app, "<Down><Enter>");
    assert!(matches!(notice(&app), Notice::Refused { error: IllegalMove::NotYourPiece { .. }, .. }));
}

#[test]
fn r5_a_diagonal_move_and_a_jump_are_refused_with_the_rule() {
    let mut app = open("rook");
    play(&mut app, "b2-c3");
    assert_eq!(notice(&app), &Notice::Refused { error: IllegalMove::NotStraight, mover: Side::Vikings });
    assert_eq!(task(&app), 0, "a refused move does not do the task");
    press(&mut app, "<Esc>");
    play(&mut app, "b2-b8");
    play(&mut app, "b8-f8");
    assert_eq!(
        notice(&app),
        &Notice::Refused { error: IllegalMove::Blocked(sq("e8")), mover: Side::Vikings }
    );
    press(&mut app, "<Esc>");
    play(&mut app, "b8-e8");
    assert_eq!(
        notice(&app),
        &Notice::Refused { error: IllegalMove::Occupied(sq("e8")), mover: Side::Vikings }
    );
    press(&mut app, "<Esc>");
    play(&mut app, "b8-d8");
    assert_eq!(notice(&app), &Notice::Lesson(LessonNotice::Done(1)), "three mistakes: one star");
}

#[test]
fn r6_the_prince_going_four_squares_is_refused() {
    let mut app = open("prince");
    play(&mut app, "c3-g3");
    assert_eq!(notice(&app), &Notice::Refused { error: IllegalMove::PrinceTooFar, mover: Side::Varangians });
}

#[test]
fn r7_a_guard_stopping_on_the_throne_is_refused() {
    let mut app = open("throne");
    play(&mut app, "c5-e5");
    let refused = Notice::Refused { error: IllegalMove::Restricted(sq("e5")), mover: Side::Varangians };
    assert_eq!(notice(&app), &refused);
}

#[test]
fn r8_a_legal_move_that_misses_says_what_it_wanted_and_is_not_played() {
    let mut app = open("capture");
    let before = *app.position();
    play(&mut app, "e1-e2");
    let missed = LessonNotice::Missed {
        record: "e1-e2".into(),
        goal: Goal::Capture(&["d3"]),
        captured: vec![],
        why: Some(Miss::Diagonal(sq("d3"))),
    };
    assert_eq!(notice(&app), &Notice::Lesson(missed));
    assert_eq!(app.position(), &before, "the wrong move is taken back at once");
    let text = app.status_text();
    assert!(text.contains("e1-e2 is a legal move") && text.contains("not taken diagonally (R8)"), "{text}");
    play(&mut app, "e1-e3");
    assert_eq!(task(&app), 1);
}

#[test]
fn r9_a_capture_of_the_wrong_piece_shows_what_it_took() {
    let mut app = open("hostile");
    play(&mut app, "c4-c1");
    play(&mut app, "c1-c2");
    let text = app.status_text();
    assert!(text.contains("c1-c2") && text.contains("beside e4 takes it (R8)"), "{text}");
}

#[test]
fn r14_r15_moves_that_do_not_end_the_game_are_missed() {
    let mut app = open("no-move");
    play(&mut app, "h2-h3");
    assert!(matches!(notice(&app), Notice::Lesson(LessonNotice::Missed { goal: Goal::Win, .. })));
    let mut app = open("repetition");
    play(&mut app, "g4-g5");
    assert!(matches!(notice(&app), Notice::Lesson(LessonNotice::Missed { goal: Goal::Draw, .. })));
}

#[test]
fn a_typed_move_is_checked_like_a_picked_one() {
    let mut app = open("capture");
    press(&mut app, "me1-e3<Enter>");
    assert_eq!(task(&app), 1);
    assert!(app.status_text().contains("The Varangians answer Kb8-b7"), "{}", app.status_text());
}

#[test]
fn the_next_task_with_its_own_position_waits_for_enter() {
    let mut app = open("take-prince");
    play(&mut app, "f4-d4");
    assert!(app.status_text().contains("Enter: the next task"));
    press(&mut app, "<Enter>");
    assert_eq!(app.position().piece_at(sq("e5")), Some(obereg_rules::Piece::Prince));
}

#[test]
fn a_hint_gives_the_piece_then_the_move_then_plays_the_answer_slowly() {
    let mut app = open("capture");
    press(&mut app, "?");
    assert_eq!(notice(&app), &Notice::Lesson(LessonNotice::HintPiece(sq("e1"))));
    assert_eq!(app.cursor(), sq("e1"), "the cursor is on the piece");
    assert!(app.status_text().starts_with("Hint: the piece to move is on e1"), "{}", app.status_text());
    assert!(press(&mut app, "?").is_empty(), "the second ? plays nothing");
    assert!(app.status_text().starts_with("Hint: The Viking on c3"), "{}", app.status_text());
    let commands = press(&mut app, "?");
    let [Command::After(delay, Action::Demo(number))] = commands.as_slice() else { panic!("{commands:?}") };
    assert_eq!(*delay, DEMO_STEP);
    let mut steps = 0;
    let mut next = Some(*number);
    while let Some(number) = next {
        let commands = update(&mut app, Action::Demo(number));
        steps += 1;
        next = demo_timer(&commands);
        if steps == 2 {
            assert_eq!(app.selected(), Some(sq("e1")), "the piece is picked up first");
        }
    }
    assert_eq!(steps, 4);
    assert_eq!(task(&app), 1, "the answer did the task");
    let said = app.status_text();
    assert!(said.starts_with("Shown: e1-") && !said.contains("Right"), "not praised: {said}");
    play(&mut app, "h5-g5");
    assert_eq!(notice(&app), &Notice::Lesson(LessonNotice::Done(1)), "the answer shown: one star");
}

#[test]
fn a_late_timer_of_a_closed_lesson_does_nothing() {
    let mut app = open("capture");
    press(&mut app, "???");
    press(&mut app, "<Esc>");
    let before = *app.position();
    for number in 0..4 {
        assert!(update(&mut app, Action::Demo(number)).is_empty());
    }
    assert_eq!(app.position(), &before);
    assert!(!app.course().open);
}

#[test]
fn the_list_shows_the_first_lesson_not_done_and_enter_after_the_end_opens_the_next() {
    let progress = Stars::parse("board 3\nrook 2\n").expect("a progress file");
    let mut app = Lessons::open(start(Lang::En), Loaded { progress, report: None });
    assert_eq!(app.course().chosen, 2);
    press(&mut app, "<Up><Enter>");
    solve(&mut app, &LESSONS[1]);
    press(&mut app, "<Enter>");
    assert_eq!((app.course().chosen, app.course().open), (2, true));
    assert_eq!(app.course().progress.stars("rook"), 3);
}

#[test]
fn esc_leaves_the_lesson_then_the_lessons_for_the_menu() {
    use crate::tui::screens::BoardScreen;
    let mut app = open("rook");
    press(&mut app, "<Esc>");
    assert!(!app.course().open);
    assert_eq!(app.asks(), None);
    let commands = press(&mut app, "<Esc>");
    assert_eq!(app.asks(), Some(Next::Menu));
    assert!(commands.is_empty(), "nothing is set aside: {commands:?}");
}

#[test]
fn l_after_the_end_of_a_game_asks_for_the_lessons() {
    use crate::tui::screens::BoardScreen;
    let mut app = crate::tests::common::composed("Kb1 Vc4 Gd5", Side::Varangians);
    crate::tests::common::press(&mut app, "mb1-a1<Enter>");
    assert!(app.is_over());
    assert_eq!(app.asks(), None);
    assert!(crate::tests::common::press(&mut app, "L").is_empty());
    assert_eq!(app.asks(), Some(Next::Lessons));
}

#[test]
fn an_open_lesson_says_whose_move_it_is() {
    let app = open("escape");
    assert_eq!(app.status_text(), "You play the Varangians: make the move the task asks (? for a hint).");
}

#[test]
fn another_right_move_is_taken_and_the_answer_shown_follows_from_it() {
    let mut app = open("escape");
    play(&mut app, "c4-a4");
    assert_eq!(task(&app), 1, "a4 threatens a1 too");
    let mut next = demo_timer(&press(&mut app, "???"));
    while let Some(number) = next {
        next = demo_timer(&update(&mut app, Action::Demo(number)));
    }
    assert_eq!(app.last_move().map(ToString::to_string).as_deref(), Some("Ka4-a1--"));
    assert_eq!(notice(&app), &Notice::Lesson(LessonNotice::Done(1)));
}

#[test]
fn the_mouse_moves_in_a_lesson_as_in_the_game() {
    use crate::tui::keys::{Event, MouseButton, MouseEvent, MouseEventKind};
    let mut app = open("capture");
    let geometry =
        crate::tui::drawing::geometry::ScreenLayout::new(ratatui::layout::Rect::new(0, 0, 100, 35), 9);
    for square in ["e1", "e3"] {
        let area = geometry.board.expect("a board").square_area(sq(square));
        let kind = MouseEventKind::Down(MouseButton::Left);
        let click = Event::Mouse(MouseEvent { kind, column: area.x + 1, row: area.y });
        let action = super::super::keys::action_for(&click, &app).expect("a click");
        let _ = app.update(action);
    }
    assert_eq!(task(&app), 1, "the clicks took the guard on d3");
}

#[test]
fn r5_a_typed_move_from_an_empty_square_names_it() {
    let mut app = open("capture");
    press(&mut app, "md4-d5<Enter>");
    assert_eq!(
        notice(&app),
        &Notice::Refused { error: IllegalMove::NoPiece(sq("d4")), mover: Side::Vikings }
    );
    assert_eq!(app.course().mistakes, 1);
}
