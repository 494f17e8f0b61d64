//! The lessons of the trainer, as data: one lesson per idea of the rules,
//! in the order a beginner needs them. A lesson is a position (an OTN
//! position record), the moves played before it (for R15) and one to three
//! tasks; its words live in the catalogues as `lesson-<id>-title`,
//! `lesson-<id>-text`, `lesson-<id>-task-<n>` and `lesson-<id>-hint-<n>`.
//! The tests play every task's answer through `update`.

use obereg_rules::{DrawReason, Move, Outcome, Played, Position, Side, Square};

/// What a task asks of the learner's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any legal move of the side to move.
    AnyMove,
    /// The moved piece stops on this square.
    Reach(&'static str),
    /// The move captures at least these squares' pieces.
    Capture(&'static [&'static str]),
    /// The move wins the game.
    Win,
    /// After the move the prince could reach an exit with his next move.
    ThreatenEscape,
    /// The move repeats the position a third time: a draw (R15).
    Draw,
}

/// One task of a lesson: what to do, its answer, and the other side's
/// scripted reply when another task follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Task {
    /// A fresh position for this task (record, side to move), or `None`
    /// to go on from where the last task left the board.
    pub position: Option<(&'static str, Side)>,
    /// What the move must do.
    pub goal: Goal,
    /// A move that does it, shown and played by the hint.
    pub answer: &'static str,
    /// The other side's answer, played after the learner's move.
    pub reply: Option<&'static str>,
}

/// A lesson: a position and its tasks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The name of its words in the catalogues and of its stars on disk.
    pub id: &'static str,
    /// The position, as an OTN position record.
    pub position: &'static str,
    /// The side to move in the position.
    pub to_move: Side,
    /// Moves played to reach the position from an earlier one, for the
    /// repetition lesson: the position is then that earlier one.
    pub history: &'static [&'static str],
    /// The tasks, in order.
    pub tasks: &'static [Task],
}

/// A task on the board as it stands, without a scripted reply.
const fn task(goal: Goal, answer: &'static str) -> Task {
    Task { position: None, goal, answer, reply: None }
}

/// A task followed by the other side's `reply`.
const fn then(goal: Goal, answer: &'static str, reply: &'static str) -> Task {
    Task { position: None, goal, answer, reply: Some(reply) }
}

/// A task on a fresh position, Vikings to move.
const fn fresh(position: &'static str, goal: Goal, answer: &'static str) -> Task {
    Task { position: Some((position, Side::Vikings)), goal, answer, reply: None }
}

const fn lesson(id: &'static str, position: &'static str, to_move: Side, tasks: &'static [Task]) -> Lesson {
    Lesson { id, position, to_move, history: &[], tasks }
}

use Side::{Varangians, Vikings};

/// Every lesson, in order.
pub const LESSONS: [Lesson; 13] = [
    lesson("board", obereg_rules::START_RECORD, Vikings, &[task(Goal::AnyMove, "e2-b2")]),
    lesson(
        "rook",
        "/9/1t7/9/9/9/7K1/9/4T4/9/",
        Vikings,
        &[then(Goal::Reach("b8"), "b2-b8", "h6-h5"), task(Goal::Reach("d8"), "b8-d8")],
    ),
    lesson(
        "prince",
        "/9/9/2K6/9/9/9/9/7t1/9/",
        Varangians,
        &[then(Goal::Reach("f3"), "c3-f3", "h8-h7"), task(Goal::Reach("f6"), "f3-f6")],
    ),
    lesson(
        "throne",
        "/9/1t7/9/9/2T6/9/4K4/7t1/9/",
        Varangians,
        &[then(Goal::Reach("g5"), "c5-g5", "b2-b3"), task(Goal::Reach("e5"), "e7-e5")],
    ),
    lesson(
        "capture",
        "/4t4/9/2tT5/9/7t1/6T2/6t2/1K7/9/",
        Vikings,
        &[then(Goal::Capture(&["d3"]), "e1-e3", "b8-b7"), task(Goal::Capture(&["g6"]), "h5-g5")],
    ),
    lesson("safe", "/2T6/9/1t1t5/9/9/9/6K2/9/9/", Varangians, &[task(Goal::Reach("c3"), "c1-c3")]),
    lesson(
        "hostile",
        "/1T7/9/6t2/2t1T4/9/9/7K1/9/9/",
        Vikings,
        &[then(Goal::Capture(&["b1"]), "c4-c1", "h7-h8"), task(Goal::Capture(&["e4"]), "g3-e3")],
    ),
    lesson(
        "several",
        "/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/",
        Vikings,
        &[task(Goal::Capture(&["d3", "f3", "e4"]), "e1-e3")],
    ),
    lesson(
        "armed",
        "/6T2/7t1/2Tt2K2/9/9/9/t8/9/9/",
        Varangians,
        &[then(Goal::Capture(&["d3"]), "g3-e3", "h2-e2"), task(Goal::Capture(&["e2"]), "g1-e1")],
    ),
    lesson(
        "take-prince",
        "/9/9/9/1tK2t3/9/9/9/9/9/",
        Vikings,
        &[
            task(Goal::Win, "f4-d4"),
            fresh("/9/9/9/7t1/3tKt3/4t4/9/9/9/", Goal::Win, "h4-e4"),
            fresh("/9/9/7t1/3tKt3/9/9/9/9/9/", Goal::Win, "h3-e3"),
        ],
    ),
    lesson(
        "escape",
        "/9/9/9/2K6/9/9/6t2/7t1/9/",
        Varangians,
        &[then(Goal::ThreatenEscape, "c4-c1", "g7-g6"), task(Goal::Win, "c1-a1")],
    ),
    lesson("no-move", "/3tKt3/7t1/9/9/9/9/9/9/9/", Vikings, &[task(Goal::Win, "h2-e2")]),
    Lesson {
        id: "repetition",
        position: "/9/1t7/6K2/9/9/9/2t4t1/9/9/",
        to_move: Vikings,
        history: &["c7-c8", "g3-g4", "c8-c7", "g4-g3", "c7-c8", "g3-g4", "c8-c7"],
        tasks: &[task(Goal::Draw, "g4-g3")],
    },
];

impl Lesson {
    /// The side the learner plays: the side to move once the history is
    /// played.
    pub fn learner(&self) -> Side {
        if self.history.len() % 2 == 1 { self.to_move.opponent() } else { self.to_move }
    }
}

impl Goal {
    /// Whether `played`, the learner's move `mv`, does what the goal asks;
    /// `after` is the position it left.
    pub fn is_met<const N: usize>(self, mv: Move, played: &Played, after: &Position<N>) -> bool {
        match self {
            Goal::AnyMove => true,
            Goal::Reach(square) => square.parse() == Ok(mv.to),
            Goal::Capture(squares) => squares
                .iter()
                .all(|name| name.parse::<Square>().is_ok_and(|square| played.captures.contains(&square))),
            Goal::Win => played.outcome.and_then(Outcome::winner).is_some(),
            // After the Vikings' answer the prince could step onto an exit.
            Goal::ThreatenEscape => !after.escapes().is_empty(),
            Goal::Draw => played.outcome == Some(Outcome::Draw(DrawReason::Repetition)),
        }
    }

    /// The squares this goal names, for its words.
    pub fn squares(self) -> Vec<Square> {
        let parse = |name: &str| name.parse::<Square>().ok();
        match self {
            Goal::Reach(square) => parse(square).into_iter().collect(),
            Goal::Capture(squares) => squares.iter().filter_map(|name| parse(name)).collect(),
            _ => Vec::new(),
        }
    }
}
