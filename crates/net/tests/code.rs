//! The join code: fresh, readable, forgiving to type, secret in debug output.

use obereg_net::{JoinCode, NetError};

#[test]
fn a_fresh_code_is_eight_readable_characters_with_a_dash() {
    let code = JoinCode::fresh().unwrap().to_string();
    assert_eq!(code.len(), 9);
    assert_eq!(&code[4..5], "-");
    assert!(code.chars().filter(|c| *c != '-').all(|c| c.is_ascii_digit() || c.is_ascii_uppercase()));
    assert!(!code.contains(['I', 'L', 'O', 'U']), "{code} has a look-alike");
}

#[test]
fn fresh_codes_differ() {
    let codes: std::collections::HashSet<String> =
        (0..20).map(|_| JoinCode::fresh().unwrap().to_string()).collect();
    assert_eq!(codes.len(), 20);
}

#[test]
fn a_code_reads_back_however_it_is_typed() {
    let code: JoinCode = "7KQ2-M9WX".parse().unwrap();
    assert_eq!(code.to_string(), "7KQ2-M9WX");
    assert_eq!("7kq2m9wx".parse::<JoinCode>().unwrap(), code);
    assert_eq!(" 7KQ2 M9WX ".parse::<JoinCode>().unwrap(), code);
    assert_eq!("O1L2-M9WX".parse::<JoinCode>().unwrap(), "0112-M9WX".parse().unwrap());
}

#[test]
fn anything_else_is_not_a_code() {
    for bad in ["", "7KQ2-M9W", "7KQ2-M9WXY", "7KQ2-M9WU", "7KQ2-M9W!", "ЖKQ2-M9WX"] {
        assert!(matches!(bad.parse::<JoinCode>(), Err(NetError::BadCode)), "{bad:?} was accepted");
    }
}

#[test]
fn debug_output_keeps_the_code_secret() {
    let code: JoinCode = "7KQ2-M9WX".parse().unwrap();
    assert!(!format!("{code:?}").contains("7KQ2"));
}
