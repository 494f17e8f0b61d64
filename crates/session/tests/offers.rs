//! Offers of a draw or a takeback: asked, agreed by asking the same or by
//! answering, refused, lapsing with the next turn.

use obereg_rules::Side::{Varangians, Vikings};
use obereg_session::{Asked, Offers, Request};

#[test]
fn asking_what_the_other_side_asked_agrees_to_it() {
    let mut offers = Offers::default();
    assert_eq!(offers.ask(Request::Draw, Vikings), Asked::Standing);
    assert_eq!(offers.by(Request::Draw), Some(Vikings));
    assert_eq!(offers.ask(Request::Draw, Vikings), Asked::Standing, "asked again, still one offer");
    assert_eq!(offers.ask(Request::Draw, Varangians), Asked::Agreed);
    assert_eq!(offers.by(Request::Draw), None);
}

#[test]
fn a_draw_offer_and_a_takeback_request_stand_apart() {
    let mut offers = Offers::default();
    offers.ask(Request::Draw, Vikings);
    assert_eq!(offers.ask(Request::Takeback, Varangians), Asked::Standing);
    assert_eq!(offers.by(Request::Draw), Some(Vikings));
    offers.clear(Request::Takeback);
    assert_eq!((offers.by(Request::Draw), offers.by(Request::Takeback)), (Some(Vikings), None));
}

#[test]
fn only_the_other_side_answers_and_an_answer_ends_the_request() {
    let mut offers = Offers::default();
    offers.ask(Request::Takeback, Vikings);
    assert_eq!(offers.answer(Request::Takeback, Vikings, true), None, "not one's own");
    assert_eq!(offers.answer(Request::Draw, Varangians, true), None, "nothing asked");
    assert_eq!(offers.answer(Request::Takeback, Varangians, false), Some(false));
    assert_eq!(offers.answer(Request::Takeback, Varangians, true), None, "answered already");
}

#[test]
fn every_offer_lapses_with_the_next_turn() {
    let mut offers = Offers::default();
    offers.ask(Request::Draw, Vikings);
    offers.ask(Request::Takeback, Varangians);
    offers.lapse();
    assert_eq!(offers, Offers::default());
    assert_eq!(offers.ask(Request::Draw, Varangians), Asked::Standing, "an old offer agrees to nothing");
}
