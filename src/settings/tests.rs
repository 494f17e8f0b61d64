//! The settings file: reading and writing, every bad value, a damaged
//! file moved aside.

use std::path::Path;
use std::time::Duration;

use super::file::{damaged_name, read, write};
use super::trouble::{Damage, Trouble};
use super::*;
use crate::i18n::Messages;

fn every_setting_changed() -> Settings {
    Settings {
        lang: Some(Lang::Uk),
        board: Board::Eleven,
        die: Some(Reading::UpTo),
        clock: Some(TimeControl { base: Duration::from_secs(90), increment: Duration::from_secs(2) }),
        ascii: true,
        color: false,
        level: Level::Max,
        bell: false,
        theme: ColourTheme::HighContrast,
    }
}

#[test]
fn settings_written_read_back_the_same() {
    for settings in [Settings::default(), every_setting_changed()] {
        assert_eq!(read(&write(&settings)), Ok(settings), "{}", write(&settings));
    }
    let text = write(&every_setting_changed());
    for line in
        ["lang = \"uk\"", "board = 11", "die = \"up-to\"", "clock = \"1:30+2\"", "theme = \"high-contrast\""]
    {
        assert!(text.contains(line), "{line} in {text}");
    }
    assert!(!write(&Settings::default()).contains("lang"), "no language chosen: the environment's");
}

#[test]
fn keys_left_out_keep_their_defaults() {
    assert_eq!(read(""), Ok(Settings::default()));
    let settings = read("lang = \"uk\"\nboard = 11\n");
    assert_eq!(settings, Ok(Settings { lang: Some(Lang::Uk), board: Board::Eleven, ..Settings::default() }));
    assert_eq!(read("die = \"off\"\nclock = \"off\"\nbell = true"), Ok(Settings::default()));
}

#[test]
fn every_setting_refuses_its_bad_values() {
    let cases = [
        ("lang", &["\"de\"", "\"\"", "1", "true"][..]),
        ("board", &["7", "13", "\"11\"", "9.0", "-9"]),
        ("die", &["\"sometimes\"", "\"Exact\"", "true", "6"]),
        ("clock", &["\"fast\"", "\"0+2\"", "\"10+5+1\"", "10", "false"]),
        ("ascii", &["\"yes\"", "1"]),
        ("color", &["\"no\"", "0"]),
        ("level", &["\"grandmaster\"", "\"\"", "3"]),
        ("bell", &["\"off\"", "[]"]),
        ("theme", &["\"dark\"", "\"High-Contrast\"", "{}"]),
    ];
    for (key, values) in cases {
        for value in values {
            let damage = read(&format!("{key} = {value}\n"));
            assert!(
                matches!(&damage, Err(Damage::BadValue { key: bad, .. }) if bad == key),
                "{key} = {value}: {damage:?}"
            );
        }
    }
}

#[test]
fn an_unknown_key_or_text_that_is_not_toml_is_damage() {
    assert_eq!(read("lnag = \"uk\"\n"), Err(Damage::UnknownKey("lnag".into())));
    assert_eq!(
        read("[board]\nside = 11\n"),
        Err(Damage::BadValue { key: "board".into(), value: "{ side = 11 }".into() })
    );
    let damage = read("lang = \"uk\"\nboard = \n");
    assert!(matches!(damage, Err(Damage::NotToml { line: 2, .. })), "{damage:?}");
    assert!(matches!(read("lang = \"uk\"\nlang = \"ru\"\n"), Err(Damage::NotToml { line: 2, .. })));
}

#[test]
fn no_file_gives_the_defaults_and_no_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = SettingsFile::in_dir(dir.path());
    assert_eq!(file.load(), (Settings::default(), None));
}

#[test]
fn saved_settings_load_again_and_no_temporary_file_is_left() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = SettingsFile::in_dir(&dir.path().join("obereg"));
    file.save(&every_setting_changed()).expect("saved");
    assert_eq!(file.load(), (every_setting_changed(), None));
    file.save(&Settings::default()).expect("saved over");
    assert_eq!(file.load(), (Settings::default(), None));
    let names: Vec<_> = std::fs::read_dir(dir.path().join("obereg"))
        .expect("listed")
        .map(|entry| entry.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["config.toml"]);
}

#[test]
fn a_settings_file_that_cannot_be_written_says_where_and_why() {
    let dir = tempfile::tempdir().expect("temp dir");
    let blocker = dir.path().join("obereg");
    std::fs::write(&blocker, "a file where the directory should be").expect("written");
    let file = SettingsFile::in_dir(&blocker);
    let trouble = file.save(&Settings::default()).expect_err("no directory");
    let said = trouble.describe(&Messages::new(Lang::En));
    assert!(said.contains(&file.path().display().to_string()), "{said}");
}

fn damaged(dir: &Path, text: &[u8]) -> (SettingsFile, Settings, Option<Trouble>) {
    let file = SettingsFile::in_dir(dir);
    std::fs::write(file.path(), text).expect("written");
    let (settings, trouble) = file.load();
    (file, settings, trouble)
}

#[test]
fn a_damaged_file_is_moved_aside_untouched_and_the_defaults_are_used() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = b"lang = \"uk\"\nboard = 12\n";
    let (file, settings, trouble) = damaged(dir.path(), text);
    assert_eq!(settings, Settings::default());
    let kept_as = dir.path().join("damaged-config-1.toml");
    let damage = Damage::BadValue { key: "board".into(), value: "12".into() };
    let path = file.path().to_path_buf();
    assert_eq!(trouble, Some(Trouble::Damaged { path: path.clone(), kept_as: kept_as.clone(), damage }));
    assert_eq!(std::fs::read(&kept_as).expect("kept"), text);
    assert!(!path.exists(), "moved, not copied");
    let said = trouble.map(|trouble| trouble.describe(&Messages::new(Lang::En))).unwrap_or_default();
    let (path, kept_as) = (path.display().to_string(), kept_as.display().to_string());
    assert_eq!(
        said,
        format!(
            "The settings file {path} could not be used (board cannot be 12, only 9, 11); \
             it was kept as {kept_as}, and the defaults are used."
        )
    );
    let (_, _, again) = damaged(dir.path(), b"\xff\xfe");
    let Some(Trouble::Damaged { kept_as, damage: Damage::NotText, .. }) = again else { panic!("{again:?}") };
    assert_eq!(kept_as, dir.path().join("damaged-config-2.toml"), "the first one is not overwritten");
}

#[test]
fn a_damaged_file_kept_in_a_page_keeps_its_prefix_beside_it() {
    let page = SettingsFile::in_page();
    assert_eq!(page.path(), Path::new("obereg.config.toml"));
    assert_eq!(damaged_name(page.path(), "-1"), Path::new("obereg.damaged-config-1.toml"));
    let file = SettingsFile::in_dir(Path::new("/home/a/.config/obereg"));
    assert_eq!(damaged_name(file.path(), ""), Path::new("/home/a/.config/obereg/damaged-config.toml"));
}

#[test]
fn the_damage_is_told_in_every_language_with_both_paths() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (file, _, trouble) = damaged(dir.path(), b"lnag = \"uk\"\n");
    let trouble = trouble.expect("damaged");
    for lang in Lang::ALL {
        let said = trouble.describe(&Messages::new(lang));
        assert!(said.contains(&file.path().display().to_string()), "{said}");
        assert!(said.contains("damaged-config-1.toml"), "{said}");
        assert!(said.contains("lnag"), "{said}");
    }
}

#[test]
fn the_file_is_in_xdg_config_home_when_it_is_an_absolute_path() {
    let var = |value: &'static str| move |name: &str| (name == "XDG_CONFIG_HOME").then(|| value.to_string());
    let file = SettingsFile::find(var("/home/olha/.config")).expect("found");
    assert_eq!(file.path(), Path::new("/home/olha/.config/obereg/config.toml"));
    let relative = SettingsFile::find(var("config"));
    assert!(relative.is_none_or(|file| file.path().is_absolute()), "a relative XDG_CONFIG_HOME is ignored");
}

#[test]
fn a_settings_file_that_cannot_be_read_is_left_where_it_is_and_the_defaults_are_used() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = SettingsFile::in_dir(dir.path());
    std::fs::create_dir(file.path()).expect("a directory where the file should be");
    let (settings, trouble) = file.load();
    assert_eq!(settings, Settings::default());
    assert!(matches!(&trouble, Some(Trouble::Unreadable { path, .. }) if path == file.path()), "{trouble:?}");
    assert!(file.path().is_dir(), "not moved");
    let said = trouble.map(|trouble| trouble.describe(&Messages::new(Lang::En))).unwrap_or_default();
    assert!(
        said.contains("could not be read") && said.contains(&file.path().display().to_string()),
        "{said}"
    );
}

#[test]
fn a_bad_level_names_every_level_the_file_takes() {
    let Err(damage) = read("level = \"grandmaster\"\n") else { panic!("refused") };
    let told = damage.describe(&Messages::new(crate::lang::Lang::En));
    for level in obereg_engine::Level::ALL {
        assert!(told.contains(&format!("\"{}\"", level.name())), "{level:?}: {told}");
    }
}
