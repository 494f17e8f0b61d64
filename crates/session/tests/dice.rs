//! The die's rolls from a seed.

use obereg_rules::Roll;
use obereg_session::Dice;

#[test]
fn a_seed_gives_the_same_rolls_and_every_face_comes() {
    let dice = Dice::from_seed(12_345);
    let rolls: Vec<Roll> = (0..600).map(|ply| dice.roll(ply)).collect();
    let again: Vec<Roll> = (0..600).map(|ply| Dice::from_seed(dice.seed()).roll(ply)).collect();
    assert_eq!(rolls, again);
    for face in Roll::ALL {
        let count = rolls.iter().filter(|&&roll| roll == face).count();
        assert!((60..=140).contains(&count), "{face} came {count} times in 600");
    }
    let other: Vec<Roll> = (0..600).map(|ply| Dice::from_seed(54_321).roll(ply)).collect();
    assert_ne!(rolls, other);
}

#[test]
fn a_seed_read_back_from_a_database_is_the_same_die() {
    let dice = Dice::from_seed(-7);
    assert!(dice.seed() >= 0);
    assert_eq!(Dice::from_seed(dice.seed()), dice);
}
