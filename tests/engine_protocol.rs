//! `obereg engine` driven through its standard input and output as an
//! OpenTafl host would (OTEP).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use obereg_rules::{Game, Position, RulesString};

struct Host {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Host {
    fn start() -> Host {
        let mut child = crate::obereg()
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut host = Host { child, input, output };
        assert_eq!(host.read(), "hello");
        host
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    fn read(&mut self) -> String {
        let mut line = String::new();
        self.output.read_line(&mut line).unwrap();
        line.trim_end().to_string()
    }

    /// Every line the engine writes until it exits.
    fn rest(&mut self) -> Vec<String> {
        (&mut self.output).lines().map(Result::unwrap).collect()
    }

    /// Whether the engine exits cleanly by itself.
    fn exits(mut self) -> bool {
        drop(self.input);
        self.child.wait().unwrap().success()
    }
}

fn obereg_rules() -> String {
    format!("rules {}", RulesString::obereg())
}

#[test]
fn engine_plays_a_legal_move_for_the_side_asked() {
    let mut host = Host::start();
    host.send(&obereg_rules());
    host.send("some-future-command 1 2 3");
    host.send("clock 3000* 3000 0 0 0 ");
    host.send("play attackers");
    let answer = host.read();
    let mv = answer.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {answer}"));
    let mut game = Game::new(Position::start());
    game.play(mv.parse().unwrap()).expect("a legal Viking move");
    host.send(&format!("move {}", game.position()));
    host.send("finish 0");
    host.send("goodbye");
    assert!(host.exits());
}

#[test]
fn engine_answers_the_opponents_move() {
    let mut host = Host::start();
    host.send(&obereg_rules());
    let mut game = Game::new(Position::start());
    game.play("d9-d6".parse().unwrap()).unwrap();
    host.send(&format!("opponent-move d9-d6 {}", game.position()));
    host.send("clock 3000 3000 0 0 0");
    host.send("play defenders");
    let answer = host.read();
    let mv = answer.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {answer}"));
    game.play(mv.parse().unwrap()).expect("a legal Varangian move after d9-d6");
    host.send("goodbye");
    assert!(host.exits());
}

#[test]
fn engine_accepts_opentafls_short_form_of_the_rules() {
    let mut host = Host::start();
    host.send("rules dim:9 spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1, ks:c surf:n start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    host.send("clock 3000 3000 0 0 0");
    host.send("play attackers");
    assert!(host.read().starts_with("move "));
    host.send("goodbye");
    assert!(host.exits());
}

#[test]
fn engine_reads_the_inverted_start_opentafl_sends_in_its_rules() {
    let mut host = Host::start();
    // A start with one Viking moved, so the order of the rows matters.
    let plain = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/8t/3ttt3/";
    let inverted = "/3ttt3/8t/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
    let start = format!("start:{}", Position::<9>::START_RECORD);
    host.send(&obereg_rules().replace(&start, &format!("starti:{inverted}")));
    host.send("clock 3000 3000 0 0 0");
    host.send("play attackers");
    let answer = host.read();
    let mv = answer.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {answer}"));
    let mut game = Game::new(Position::<9>::from_record(plain, obereg_rules::Side::Vikings).unwrap());
    game.play(mv.parse().unwrap()).expect("a legal Viking move from the start");
    host.send("goodbye");
    assert!(host.exits());
}

#[test]
fn engine_refuses_other_rules_with_a_critical_error_that_says_why() {
    let mut host = Host::start();
    host.send(&obereg_rules().replace("ka:y", "ka:n"));
    let answer = host.read();
    assert!(answer.starts_with("error -1 "), "{answer}");
    assert!(answer.contains("ka:n"), "names the entry: {answer}");
    assert!(host.exits());
}

#[test]
fn engine_analyzes_a_set_up_position() {
    let mut host = Host::start();
    host.send(&obereg_rules());
    host.send("position /3K5/9/9/9/t8/9/9/9/4T4/");
    host.send("side defenders");
    host.send("analyze 1 0.2");
    let answer = host.read();
    assert!(answer.starts_with("analysis 1 d1-a1 "), "{answer}");
    host.send("goodbye");
    assert!(host.exits());
}

#[test]
fn finish_and_goodbye_while_thinking_end_the_search_without_a_move() {
    let mut host = Host::start();
    host.send(&obereg_rules());
    // Ten minutes each: a budget of 20 s, far longer than the test waits.
    host.send("play attackers");
    host.send("clock 600000 600000 0 0 0");
    host.send("finish 0");
    host.send("goodbye");
    let written = host.rest();
    assert!(written.is_empty(), "nothing after finish: {written:?}");
    assert!(host.exits());
}

#[test]
fn a_refused_move_is_never_proposed_again_in_that_position() {
    let mut host = Host::start();
    host.send(&obereg_rules());
    host.send("position /3K5/9/9/9/t8/9/9/9/4T4/");
    host.send("side defenders");
    let mut refused = Vec::new();
    for _ in 0..3 {
        host.send("clock 3000 3000 0 0 0");
        host.send("play defenders");
        let answer = host.read();
        let mv = answer.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {answer}")).to_string();
        assert!(!refused.contains(&mv), "{mv} again after {refused:?}");
        refused.push(mv);
        host.send("error 2");
    }
    assert_eq!(refused[0], "d1-a1", "the escape comes first");
    host.send("goodbye");
    assert!(host.exits());
}

#[test]
fn after_a_refusal_the_hosts_repeated_opponent_move_keeps_the_game() {
    let mut host = Host::start();
    host.send(&obereg_rules());
    // A short clock: a tenth of a second or so a move, not the 5 s without one.
    host.send("clock 3000 3000 0 0 0");
    let mut game = Game::new(Position::start());
    game.play("d9-d6".parse().unwrap()).unwrap();
    let opponent_move = format!("opponent-move d9-d6 {}", game.position());
    host.send(&opponent_move);
    host.send("play defenders");
    let first = host.read();
    // OpenTafl's order after a refused move: error, the prior move again, play.
    host.send("error 2");
    host.send(&opponent_move);
    host.send("play defenders");
    let second = host.read();
    assert_ne!(first, second);
    let mv = second.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {second}"));
    game.play(mv.parse().unwrap()).expect("a legal Varangian move after d9-d6");
    host.send("goodbye");
    assert!(host.exits());
}
