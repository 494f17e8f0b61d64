## English catalogue. $side is "vikings" or "varangians"; $piece is
## "viking", "guard" or "prince"; $square is a square such as e5.

game-title = Obereg
game-title-11 = Obereg · 11×11
panel-board-11 = The 11×11 board: 24 Vikings against the prince and 12 guards
side-name = { $side ->
    [vikings] Vikings
   *[varangians] Varangians
}
piece-name = { $piece ->
    [viking] Viking
    [guard] guard
   *[prince] prince
}

## The command line (cli-<command>-<argument>)
cli-about = Obereg: Varangians against Vikings, a tafl game on a 9×9 or 11×11 board, in the terminal.
cli-vikings = Who plays the Vikings, who move first: a name, or ai or ai:LEVEL for the computer (Elo ratings: { $levels }) [default: Vikings]
cli-varangians = Who plays the Varangians, the prince and his guards: a name, or ai or ai:LEVEL for the computer [default: Varangians]
cli-toss = Draw lots for who gets the Vikings
cli-lang = Language: uk, ru or en [default: lang in config.toml, else from LC_ALL, LC_MESSAGES or LANG]
cli-ascii = Draw with ASCII characters only
cli-load = Open a game record (.otg) and continue the game, or review it when it is over
cli-resume = Resume the unfinished game without asking
cli-new = Start a new game; an unfinished one is kept as a saved file
cli-help = Print help
cli-version = Print version
cli-usage = Usage:
cli-options = Options
cli-default = [default: { $text }]
cli-commands = Commands
cli-arguments = Arguments
cli-perft-about = Counts the move sequences of DEPTH plies (game-over positions are not expanded)
cli-perft-depth = How many plies deep to count
cli-perft-divide = Print each legal move with its count first
cli-perft-position = An OTN position record, first row rank 1 [default: the start]
cli-perft-to_move = The side to move
cli-moves-about = Lists every legal move, one per line, sorted
cli-moves-position = { cli-perft-position }
cli-moves-to_move = { cli-perft-to_move }
cli-replay-about = Replays a game record (.otg) under the rules and prints the final position, the side to move and the result
cli-replay-file = The record to check

## Errors of the program
error-prefix = obereg: error:
error-terminal = the terminal could not be used
error-no-terminal = obereg needs a terminal to play in, and its standard input or output is not one. Run it in a terminal window; without one, these commands work: obereg replay FILE, analyze, moves, perft, match, engine, puzzles check.
error-bad-position = --position “{ $record }”: { $problem }

## Illegal moves (rules R5–R7)
illegal-game-over = The game is over.
illegal-off-board = { $square } is not on the board.
illegal-no-piece = There is no piece on { $square }.
illegal-not-your-piece = The piece on { $square } belongs to the { side-name }: it is the { $mover ->
    [vikings] Vikings'
   *[varangians] Varangians'
} turn.
illegal-not-straight = A piece moves in a straight line, along a rank or a file (R5).
illegal-occupied = { $square } is occupied: a piece stops only on an empty square (R5).
illegal-blocked = Pieces can't jump: { $square } is in the way (R5).
illegal-prince-too-far = The prince moves at most 3 squares (R6).
illegal-restricted = Only the prince may stop on { $kind ->
    [throne] the throne
   *[exit] the exit
} { $square } (R7).

## Bad notation
notation-bad-square = “{ $text }” is not a square (a file letter and a rank number, like e5).
notation-bad-move = “{ $text }” is not a move (two squares joined by a dash, like d9-d6).
notation-bad-side = “{ $text }” is not a side (vikings or varangians).

## Positions that cannot be played
position-not-a-record = A position record starts and ends with “/”.
position-rank-count = The position has { $found } { $found ->
    [one] rank
   *[other] ranks
}; the board has { $expected }.
position-square-count = Rank { $rank } describes { $found } { $found ->
    [one] square
   *[other] squares
}; the board has { $expected }.
position-unknown-character = Unknown character “{ $character }” in rank { $rank } (pieces are t, T and K; digits count empty squares).
position-doubly-occupied = Two pieces on { $square }.
position-off-board = { $square } is not on the board.
position-no-prince = There is no prince (K) on the board.
position-too-many-princes = There are { $count } princes; the game has one.
position-on-restricted = Only the prince may stand on { $kind ->
    [throne] the throne
   *[exit] the exit
} { $square } (R7).
position-too-many-vikings = There are { $found } Vikings; at most { $most } are allowed.
position-too-many-guards = There are { $found } guards; at most { $most } are allowed.
position-prince-on-exit = The prince already stands on the exit { $square }: the game is over (R12).

## The side panel
panel-plays = plays the { side-name }
panel-to-move = to move
panel-captured = captured { $count } { $count ->
    [one] piece
   *[other] pieces
}
panel-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
panel-played = { panel-moves }{ $passes ->
    [0] {""}
    [one] {" "}(1 pass)
   *[other] {" "}({ $passes } passes)
}
panel-score = Match: { $first } { $first-wins } – { $second-wins } { $second } ({ $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
})

## The status line
status-welcome = The Vikings move first. Arrows or hjkl move the cursor; Enter picks up a piece.
status-toss = Lots drawn: { $name } gets the Vikings and moves first.
status-selected = The { piece-name } on { $square } has { $count ->
    [one] { $count } move
   *[other] { $count } moves
}.
status-stuck = The { piece-name } on { $square } has no move.
status-played = { side-name }: { $record }
status-draw-offered = { $name } offers a draw: { $other }, press y to accept; Esc declines.
status-side-offers-draw = The { side-name } offer a draw: { $other }, press y to accept; Esc declines.
status-draw-declined = The draw offer is declined.
status-prompt = Move (like d9-d6):

## The end of a game
end-wins = { $name } wins with the { side-name }!
end-side-wins = The { side-name } win!
end-draw = Draw!
end-escaped = The prince reached the exit { $square } (R12).
end-captured-throne = The prince was captured on the throne by four Vikings (R11a).
end-captured-beside = The prince was captured beside the throne by three Vikings (R11b).
end-captured = The prince was captured on { $square } (R11c).
end-no-move = The { side-name } have no legal move (R14).
end-repetition = The same position occurred for the third time (R15).
end-agreement = The players agreed to a draw.
end-time = The { side-name } ran out of time.
end-time-draw = A clock ran out, but the other side could not win: a draw.
end-off-the-board = The game was decided off the board: the record gives the winner, not how (a resignation or a clock run out).
end-resigned = The { side-name } resigned.
end-keys = n new game · s rematch, sides swapped · L lessons · u undo · [ review · w save · Esc see the board · q quit
end-keys-hidden = Esc the result again · n new game · s rematch, sides swapped · L lessons · u undo · [ review · w save · q quit
end-keys-hidden-menu = Esc menu · n new game · s rematch, sides swapped · L lessons · u undo · [ review · w save · q quit

## Keys
footer-keys = ←↑↓→ hjkl cursor · Enter pick/put · m move · u/r undo, redo · [ ] review · w save · t hint · d draw · ? help · q quit
footer-keys-fresh = ←↑↓→ hjkl cursor · Enter pick/put · m move · t hint · w save · L lessons · ? help · q quit
footer-keys-prompt = Type a move like d9-d6 · Enter play · Esc cancel
# The key the page adds to a game's footer: resigning, pressed twice.
footer-resign = R resign
# The key the footers add when the start menu is behind the screen.
footer-esc-menu = Esc menu
footer-esc-lobby = Esc lobby
help-title = Keys and rules
help-keys =
    Arrows, hjkl: move the cursor. Enter, Space or a mouse click: pick up a piece, then put it down.
    Esc: drop the piece. m: type a move (d9-d6). d: offer a draw, y: accept it, Esc: decline it. ?: this help. q, Ctrl-C: quit.
    When the game is over: n a new game, s a rematch with the sides swapped, Esc hides the result to show the board and brings it back. L: the lessons, after the end or before the first move.
    u: take back a move, r: play it again, as far as you like. A different move after u starts a variation; the old one is kept.
    Review: [ and ] step one move back and forth through the game, Home and End jump to its start and end. A move played there starts a variation.
    w: write the game to a file (.otg). Every move is saved at once; an unfinished game is offered again at the next start.
    t: a hint, marked on the board. Against the computer, u takes back to your last turn and stops its thinking.
help-elsewhere =
    Elsewhere in obereg (obereg alone opens the start menu, which has them all): the lessons, obereg learn; the puzzles, obereg puzzles; the free board, obereg board; the computer, obereg --vikings ai or --varangians ai:hard (levels beginner, easy, normal, hard, max); play at another terminal, obereg host, and there obereg join ADDRESS CODE; the 11×11 board, --board 11; the die, --die exact; clocks, --clock 10+5.
help-rules =
    R1 9×9 board; the throne is e5, the exits are the four corners. R2 16 Vikings (dark) against the prince (gold) and 8 guards (light).
    R3 The start: the prince on the throne, his guards in a cross around him, the Vikings in four groups of four at the edges' middles.
    R4 The Vikings move first, then the sides take turns; a move is compulsory.
    R5 A piece moves any number of empty squares along a rank or a file, without jumping.
    R6 The prince moves at most 3 squares. R7 Only the prince may stop on the throne or an exit.
    R8 A piece is captured when an enemy arrives beside it and the square beyond is hostile, on the same line.
    R9 Hostile: an enemy piece (the prince fights too), an exit, the empty throne. R10 Moving between two enemies is safe.
    R11 The prince is captured by four Vikings on the throne, by three beside it, elsewhere like any piece.
    R12 The prince on an exit: the Varangians win. R13 The prince captured: the Vikings win.
    R14 A side with no legal move loses. R15 The third repetition of a position is a draw.
help-board-11 =
    V1, in place of R1 and R2: the 11×11 board, files a–k, ranks 1–11; the throne is f6, the exits are the four corners.
    24 Vikings against the prince and 12 guards, set up as in Copenhagen tafl. The prince still moves at most 3 squares; every other rule is the same.
    The lessons (L) are on the 9×9 board: open them with obereg learn.
help-keys-puzzle =
    Arrows, hjkl: move the cursor. Enter, Space or a mouse click: pick up a piece, then put it down. Esc: drop the piece. m: type a move (d9-d6).
    t: the next move of the solution, marked on the board (the puzzle then counts as failed). ?: this help. q, Ctrl-C: quit.
    n: the next puzzle, at any time (a puzzle skipped is not rated). After a puzzle: u the same puzzle again (not rated); after a failed one, s shows its whole solution on the board.
help-puzzle-play =
    How a puzzle is played: you play the side to move, and the board shows the other side's last move. The task says what to do and in how many moves; one move, and only one, does it.
    A right move is answered by the other side by itself, and the next move is yours. A wrong move loses the puzzle: the engine plays the answer that refutes it, and the status line says why it fails when the answer shows it plainly.
    Only the first try of a puzzle counts for your rating and your streak.
help-keys-lesson =
    In the list: ↑↓ (k j) choose a lesson, Enter open it, Esc back to the menu, ? or F1 this help.
    In a lesson: arrows, hjkl move the cursor; Enter, Space or a mouse click pick up a piece and put it down; m type a move; Esc drop the piece, then back to the list.
    ?: the piece to move; pressed again, the move; a third time, the answer is played slowly on the board. Enter after a task: the next one. PgUp, PgDn: scroll a lesson longer than the panel. F1: this help. q, Ctrl-C: quit.
    Esc in a lesson with a task done asks first: a second Esc leaves it.
    A lesson done without a mistake or a hint earns three stars, with one or two of them two, with more one.
help-keys-board =
    v, g, p: put a Viking, a guard, the prince on the cursor's square (again: take it off). x, Delete, Backspace: take the piece off. Right click: put the last piece chosen.
    c: clear the board. s: the start position. t: the other side to move.
    Enter, Space or a mouse click: pick up a piece; the panel shows what its move to the cursor takes, by which rule, and whether it ends the game. Put it down to play it; m: type a move.
    e: the engine's best move, score and depth. y: copy the position record and the side to move, as --position and --to-move.
    P: play on from here between two people, A: against the computer. ?: this help. q, Ctrl-C: quit.
help-close = Press ? or Esc to close.
help-keys-bar = ↑↓ PgUp PgDn scroll · Esc ? F1 close · q quit
help-position = rows { $first }–{ $last } of { $total } · ↑↓ PgUp PgDn scroll
too-small = The terminal is { $width }×{ $height }; the board needs at least { $need-width }×{ $need-height }. Enlarge the window.

## Bad player names
config-empty-name = The name of the player of the { side-name } is empty.
config-long-name = The name “{ $name }” is too long: at most { $most } { $most ->
    [one] character
   *[other] characters
}.
config-control-name = The name “{ $name }” contains control characters.

## The game record: undo, review, files
panel-variations = Also played here: { $moves } (play one to follow it)
review-banner = Review: { $shown ->
    [0] the start
   *[other] move { $shown } of { $total }
}, not the game now (move { $current }) · [ ] step · End returns
status-undone = Taken back: { $record }. r plays the moves again, one at a time.
status-redone = Played again: { $record }.
status-nothing-to-undo = Nothing to take back.
status-time-is-final = The game ended on time, and that can't be taken back: the clocks can't be turned back.
status-nothing-of-yours-to-undo = Nothing to take back: no move of yours has been played.
status-paste-ignored = Pasted text is ignored: press m, then paste a move into the prompt.
status-nothing-to-redo = Nothing to play again.
status-agreement-withdrawn = The agreed draw is taken back; the game goes on.
status-continued = The game goes on where it was left, after { $count ->
    [one] { $count } move
   *[other] { $count } moves
}.
status-finished-loaded = A finished game, shown from its start: ] steps forward, End jumps to its end.
status-players-kept = A finished game keeps its players: --vikings and --varangians do not apply to it.
status-clock-not-kept = The record's clock, [time-control:{ $control }], is not kept: obereg's clocks are main time and an increment, with no overtime periods. The game goes on without clocks.
status-clock-not-kept-flag = The record's clock, [time-control:{ $control }], is not kept: obereg's clocks are main time and an increment, with no overtime periods. The game goes on with the clock of --clock, { $clock }.
status-filed = The finished game is kept in { $path }.
status-written = The game is written to { $path }.
status-set-aside = The unfinished game is kept in { $path }.
status-damaged = The unfinished game could not be read ({ $problem }); its file is kept as { $path }. A new game begins.
status-nothing-to-resume = There is no unfinished game to resume; a new game begins.
status-not-checked = A new game begins: the unfinished game could not be looked for. { $reason }
status-autosave-failed = The game could not be autosaved; play goes on, and w writes it to the current directory. { $reason }
status-save-failed = The game could not be written: { $reason }.
status-set-aside-failed = The unfinished game could not be kept aside: { $reason }.
resume-title = An unfinished game
resume-game = Vikings: { $vikings }, Varangians: { $varangians }, { $count ->
    [one] { $count } move
   *[other] { $count } moves
}, { $date }.
resume-keys = y resume it · n new game (it is kept as a saved file) · L lessons · q quit
menu-continue = Continue: { $vikings } against { $varangians }, { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
# The page's title in the browser's tab: the screen shown, then the game.
page-title = { $screen ->
        [game] A game
        [lessons] Lessons
        [puzzles] Puzzles
        [board] Free board
        [settings] Settings
        [online] Online
        [about] About
       *[menu] Menu
    } · Obereg
menu-keyboard = Play at this keyboard
menu-computer = Play the computer
menu-lessons = Lessons
menu-puzzles = Puzzles
menu-free-board = Free board
menu-host = Host a game for another terminal
menu-join = Join a game at another terminal
menu-online = Play online
menu-settings = Settings
menu-about = About the game
menu-quit = Quit
menu-keys = ↑↓ choose · Enter open · or the letter of an entry
menu-your-side = You play: { $side }
menu-level = The computer: { $level }, rated ≈{ $rating }
menu-computer-keys = ↑↓ question · ←→ change · Enter play · Esc back
menu-address = Host's address
menu-code = Join code
menu-join-keys = Tab next field · Enter join · Esc back
menu-no-address = Type the address the host shows, such as 192.168.1.5:4711.
menu-bad-code = That is no join code: type the eight letters and digits the host shows.
menu-damaged = The unfinished game could not be read ({ $problem }); its file is kept as { $path }.
store-no-data-dir = no data directory is known (set XDG_DATA_HOME)
store-file-failed = { $path }: { $reason }
settings-damaged = The settings file { $path } could not be used ({ $damage }); it was kept as { $kept }, and the defaults are used.
settings-not-moved = The settings file { $path } could not be used ({ $damage }) nor moved aside ({ $reason }); the defaults are used.
settings-unreadable = The settings file { $path } could not be read ({ $reason }); the defaults are used.
settings-not-saved = The settings could not be saved to { $path }: { $reason }.
settings-not-text = it is not text
settings-not-toml = line { $line } is not TOML ({ $detail })
settings-unknown-key = there is no setting “{ $key }”
settings-bad-value = { $key } cannot be { $value }, only { $values }
about-heading = the tafl game of Varangians against Vikings
about-version = Version { $version }
about-licence = Licence: { $licence }
about-guide = The guide: the docs folder of the source (an mdBook); in a game, ? shows the keys and the rules
about-rules = The rules in full: rules.md in the source
about-keys = Esc menu · q quit

settings-title = Settings
settings-lang = Language
settings-board = Board
settings-die = Die
settings-clock = Clocks
settings-ascii = ASCII only
settings-colour = Colours
settings-theme = Colour theme
settings-level = Computer's level
settings-bell = Bell on the other's move
settings-on = on
settings-off = off
settings-clock-off = no clocks
settings-lang-name = { $lang ->
    [uk] Українська
    [ru] Русский
   *[en] English
}
settings-lang-env = as the system: { $lang }
settings-lang-browser = as the browser: { $lang }
settings-die-value = { $reading ->
    [exact] exactly the roll
    [up-to] at most the roll
   *[off] no die
}
settings-theme-value = { $theme ->
    [high-contrast] high contrast
   *[standard] standard
}
settings-level-value = { $level }, rated ≈{ $rating }
settings-this-run = { $value } (now { $now })
settings-pinned = A flag or NO_COLOR holds for this run; your choice is kept.
settings-kept-in = Kept in { $path }
settings-kept-in-page = Kept in this browser ({ $path })
settings-nowhere = No config directory is known (set XDG_CONFIG_HOME): the settings hold for this run only.
settings-keys = ↑↓ choose · ←→ Enter change · or a setting's letter · Esc menu
io-not-found = no such file or directory
io-permission-denied = permission denied
io-read-only = the file system is read-only
io-full = the disk is full
io-is-directory = it is a directory
io-not-directory = a part of the path is not a directory
load-damaged = { $path } is not a game record that can be played: { $problem }
record-at-line-turn = line { $line }, turn { $turn }:
record-at-line = line { $line }:
record-at-turn = turn { $turn }:
record-empty = the file is empty
record-not-text = the file is not a game record: unreadable bytes at byte { $byte }
record-truncated = the file ends in the middle of { $kind ->
    [tag] a tag
   *[move] a move
} (it was cut short)
record-bad-tag = “{ $text }” is not a tag (tags look like [name:value])
record-duplicate-tag = the tag “{ $text }” is given twice
record-missing-rules = the record has no [rules:…] tag
record-bad-turn-number = “{ $text }” where turn number “{ $expected }.” should be
record-missing-move = turn { $turn } lacks the Varangians' move, yet another turn follows
record-extra-move = “{ $text }” is a third move in one turn
record-illegal = the { side-name }' move { $move } is illegal: { $reason }
record-wrong-side = { $move } moves a piece of the other side, but this is the { side-name }' move
record-captures = { $move } is recorded as capturing { $recorded }, but under the rules it captures { $actual }
record-false-end = { $move } is marked as ending the game, but it does not
record-variation = the variation “{ $text }” { $kind ->
    [not-address] is not a move address (variations are named like 8a.1.1a.)
    [no-branch] branches from a position the record does not reach before this line
    [nothing-beside] stands beside no move (a variation is another move where one was already played)
    [out-of-order] is out of order: where the record stands it would be { $move }
    [repeats] repeats { $move }, a move the record already has at that position
    [padding] has “.....” where a move belongs
   *[no-move] has no move
}
record-unknown-position = [{ $text }] names no position of this game
record-result-mismatch = the moves do not give the result [result:{ $text }]
record-rules-entry = [rules:…]: “{ $text }” is not a rules entry (key:value)
record-rules-missing = [rules:…] has no “{ $text }:” entry
record-rules-not-obereg = [rules:…]: “{ $text }” is not a rule of Obereg
record-rules-start = [rules:…]: the start position: { $problem }
## The computer opponent
cli-think_time = The computer's time per move in seconds, fractions allowed (instead of its level's)
cli-analyze-about = Searches a position and prints a line per completed depth, then bestmove <move>
cli-analyze-position = { cli-perft-position }
cli-analyze-to_move = { cli-perft-to_move }
cli-analyze-time = Thinking time in seconds, fractions allowed [default: 5 without --depth]
cli-analyze-depth = Search exactly this many plies deep
cli-match-about = Plays games between computer and random players and prints the score
cli-match-vikings = Who plays the Vikings: ai, ai:LEVEL or random (Elo ratings: { $levels })
cli-match-varangians = Who plays the Varangians, as for --vikings
cli-match-games = How many games
cli-match-time = Time per move in seconds for every computer player, fractions allowed (the lower levels also stop at their depth or node limit)
cli-match-seed = Seed of the random moves and the levels' noise: the same seed plays the same games
cli-strength-about = Measures strength: two contenders play each shipped opening from both sides, and it prints the score and the Elo difference with its error bar
cli-strength-player = The contender measured: ai:LEVEL, random or fortress (Vikings that only defend); the computer's search changed by ,nodes=N ,depth=N ,noise=N or ,contempt=N (max stops at a million nodes unless told)
cli-strength-opponent = The contender it plays against, as for --player
cli-strength-openings = Play only the first N openings, two games each [default: all 300]
cli-strength-seed = Seed of the random moves and the levels' noise: the same seed plays the same games
cli-strength-sprt = Stop as soon as a gain of at least ELO1 is accepted, or rejected as no more than ELO0 (SPRT, 5% errors)
cli-strength-threads = How many games are played at once (the results do not depend on it)
cli-engine-about = Speaks the OpenTafl engine protocol on standard input and output
config-bad-level = “{ $text }” is not a computer player: write ai, ai:beginner, ai:easy, ai:normal, ai:hard or ai:max (any other word is a player's name).
config-bad-think-time = “{ $text }” is not a thinking time: give seconds above 0, at most 86400, like 2 or 0.5.
level-name = { $level ->
    [beginner] beginner
    [easy] easy
    [hard] hard
    [max] max
   *[normal] normal
}
player-computer = Computer ({ $level })
status-thinking = { $name } is thinking { $spinner }
status-thinking-depth = { $name } is thinking { $spinner } depth { $depth }, score { $score }
status-hint-thinking = Looking for a hint { $spinner }
status-computer-thinking = The computer is thinking: wait for its move (u takes back your last move, q quits).
status-computer-declines-draw = The computer declines the draw: it plays every game to the end.
status-hint = Hint: { $record } (marked on the board).
status-no-hint = A hint is for the player to move while the game goes on.
error-io = reading or writing failed: { $reason }
file-unreadable = can't read { $path }: { $reason }
match-human = { $arg } human: a match is played by computer and random players only (ai, ai:LEVEL or random)
io-broken-pipe = the other program stopped reading
io-other = the system refused
io-explained = { $reason }; { $advice } (system: { $detail })
io-not-found-advice = check the path
io-permission-denied-advice = check the permissions or choose another place
io-read-only-advice = choose a place that can be written to
io-full-advice = free some disk space
io-is-directory-advice = give the path of a file
io-not-directory-advice = a file stands where a directory should: check the path
io-broken-pipe-advice = the rest of the output was not written
io-other-advice = check the file and the disk, then try again

## Bad command lines: the flag ($arg) and the value ($text)
usage-unknown-argument = unexpected argument “{ $arg }”
usage-unknown-command = unknown command “{ $arg }”
usage-did-you-mean = { $text }; did you mean “{ $other }”?
usage-missing-value = { $arg } needs a value
usage-bad-choice = “{ $text }” is not a value of { $arg }: use { $choices }
usage-bad-value = bad value for { $arg }: { $reason }
usage-missing = { $count ->
    [one] a required argument is missing
   *[other] required arguments are missing
}: { $arg }
usage-conflict = { $arg } can't be used together with { $other }
usage-conflict-any = { $arg } can't be used together with the other arguments given
usage-extra-value = unexpected value “{ $text }” for { $arg }
usage-not-utf8 = an argument is not valid text (UTF-8)
value-empty = the value is empty
value-not-number = “{ $text }” is not a whole number (digits 0–9 only)
value-too-large = “{ $text }” is too large
value-too-small = “{ $text }” is too small: at least { $low }
value-out-of-range = “{ $text }” is out of range: from { $low } to { $high }
value-bad-seconds = “{ $text }” is not a time in seconds: give a number above 0, at most 86400, like 2 or 0.5
usage-twice = { $arg } is given twice: give it once
value-bad-depth = “{ $text }” is not a depth: the depth must be a positive whole number of plies, at most { $most } (0 counts the position itself)
value-too-deep = depth { $text } would take too long to count: the largest depth allowed is { $most }
value-bad-level = “{ $text }” is not a level (beginner, easy, normal, hard or max)
value-bad-player = “{ $text }” is not a player (ai, ai:LEVEL or random)
value-bad-contender = “{ $text }” is not a contender: write random, fortress or ai:LEVEL, maybe with ,nodes=N ,depth=N ,noise=N or ,contempt=N
value-bad-sprt = “{ $text }” is not an SPRT: give two Elo differences, the smaller first, like 0,10

## Clocks and the game over the network
cli-clock = Play with clocks: minutes for the game plus seconds added per move (Fischer), such as 10+5, or 0:30+2 for half a minute
cli-quiet = No terminal bell when the other player moves
cli-board = The board: 9 (9×9, the standard game) or 11 (11×11: 24 Vikings against the prince and 12 guards) [default: board in config.toml, else 9]
board-mismatch = { $path }: the record is of the { $record }×{ $record } board, not { $flag }×{ $flag } (--board); leave --board out to open it on its own board
board-of-host = --board does not apply to engine: the host's rules string names the board
cli-host-about = Hosts a game for a player at another terminal: shows the addresses and the join code they need
cli-host-port = The port to listen on [default: 4711]
cli-host-vikings = Play the Vikings, under this name [default: the host plays the Vikings]
cli-host-varangians = Play the Varangians, under this name
cli-host-resume = Offer the unfinished network game again, with the same code
cli-host-die = Play with the die, read exact or up-to; the host rolls it for both sides [default: no die]
cli-host-seed = Seed of the host's rolls, to play the same rolls again [default: the system's randomness]
cli-join-about = Joins a game hosted elsewhere, with the address and code its host shows
cli-join-address = The host's address and port, such as 192.168.1.5:4711
cli-join-code = The join code the host shows, such as 7KQ2-M9WX
cli-join-name = Your name, shown to the host
cli-server-about = Runs a server for online play: accounts, a lobby and games, over TLS
cli-server-listen = The address and port to listen on [default: 127.0.0.1:6237]
cli-server-data = The server's data directory [default: server in the game's data directory]
cli-server-store = Where the accounts, games and the rest are kept: sqlite:PATH, or a PostgreSQL database, postgres://USER:PASSWORD@HOST:PORT/DATABASE (never printed with its password) [default: server.sqlite in the data directory]
cli-server-bus = The NATS server of several server nodes on one PostgreSQL store, nats://HOST:PORT: each node serves the whole community [default: none, this server alone]
cli-server-node = This node's name on the bus: letters, digits, - and _ [default: the host's name and the process's number]
cli-server-lease = How long this node owns its games without renewing them (it renews them every second): another node takes a game over once its lease ran out, so this is the longest a game waits after its node dies [default: 15]
cli-server-cert = The certificate chain to serve, PEM [default: a self-signed one made on first start]
cli-server-key = The certificate's private key, PEM
cli-server-web = The folder of the browser's page (index.html), served at the server's address [default: none]
cli-server-domain = The server's domain name: its certificate comes from an ACME authority (Let's Encrypt), which checks the name on this port (TLS-ALPN-01); kept in the data directory and renewed by itself [default: none, a self-signed certificate]
cli-server-acme_contact = How the authority reaches the operator, such as mailto:ops@example.org (may be given again)
cli-server-acme_directory = The authority's directory URL [default: Let's Encrypt's]
cli-server-acme_root = The root certificate (PEM) of the authority's own HTTPS, for a test authority [default: the system's roots]
cli-server-http = A plain HTTP address to listen on too, such as [::]:80: the authority checks the domain there (HTTP-01, in place of TLS-ALPN-01), and every other request is sent to the https:// address
cli-server-max_per_address = The most connections from one address at once; one more is refused
cli-server-max_connections = The most connections in all at once; one more is refused
cli-server-metrics = The address to serve the operator's numbers on, plain HTTP (GET /metrics) [default: none]
cli-server-max_registrations = The most accounts registered from one address in an hour; one more is refused
server-listening = Listening on { $address }
server-fingerprint = Certificate fingerprint (SHA-256): { $fingerprint }
server-data = Data directory: { $dir }
server-web = The page: https://{ $address }/ (from { $dir })
server-metrics = The operator's numbers: http://{ $address }/metrics
server-failed = the server could not start
server-cannot-listen = cannot listen on { $address }: is another server there, or is the port reserved?
server-cannot-make-data = cannot make the server's data directory { $dir }
server-data-exposed = { $path } can be read by other users (mode { $mode }) and the server cannot make it private; make it the server's own and run: { $fix }
server-certificate-failed = the server's certificate or key cannot be read or made
server-certificate-obtained = The certificate for { $domain } came from the authority and serves now (fingerprint { $fingerprint }), valid for { $days } days; it is renewed by itself.
server-certificate-not-renewed = No certificate from the authority this time ({ $reason }): the current one goes on serving; asking again in { $minutes } min.
server-database-failed = the server's database cannot be opened
server-web-failed = the page's folder cannot be served
server-bus-failed = the bus of the server's nodes cannot be joined
server-no-data-dir = nowhere to keep the server's data: give --data DIR or set XDG_DATA_HOME
cli-bot-about = Plays online as a computer opponent: logs in to a bot's account on a server and accepts challenges
cli-bot-server = The server, HOST:PORT
cli-bot-level = The level it plays at: beginner, easy, normal, hard or max (Elo ratings: { $levels })
cli-bot-name = The bot's account name, made on first use [default: obereg-LEVEL]
cli-bot-games = The most games it plays at once
bot-pinned = First connection to this server: its certificate { $fingerprint } (SHA-256) is now trusted, and a different one will be refused.
bot-registered = Registered the bot { $name }: level { $level }, rating { $rating }.
bot-logged-in = Logged in as the bot { $name }: level { $level }, rating { $rating }.
bot-playing = Game { $game }: playing the { side-name } against { $opponent }.
bot-ended = Game { $game } is over: { $winner ->
        [vikings] the Vikings win
        [varangians] the Varangians win
       *[draw] a draw
    } ({ $reason ->
        [escape] the prince reached an exit
        [capture] the prince was captured
        [no_move] no legal move
        [repetition] the same position a third time
        [time] a clock ran out
        [resignation] a side resigned
        [agreement] by agreement
        [abandoned] a player did not come back
       *[other] { $reason }
    }).
bot-refused = The server refused a request: { $code }.
bot-lost = The connection is lost ({ $reason }); trying again in { $seconds } s.
bot-certificate-changed = THE CERTIFICATE OF { $address } HAS CHANGED: it was { $known }, now it is { $fingerprint }. Someone may be in between; the bot does not connect. If the server's operator changed it, accept the new one deliberately: run `obereg online --forget-server { $address }` (or remove its line from { $file }), then start the bot again.
bot-bad-address = not a server address: { $address } (give HOST:PORT, such as 127.0.0.1:6237)
bot-name-taken = the name { $name } is taken by another account: choose another with --name
bot-login-refused = the server refused to log in as { $name } ({ $code }); if the session token was lost, choose another name with --name
bot-failed = the bot stopped
bot-no-data-dir = nowhere to keep the bot's data: set XDG_DATA_HOME
cli-online-about = Plays online: the lobby of a server, with its challenges, your games, the live games, the players and the ratings
cli-online-server = The server, HOST:PORT, or its nodes HOST:PORT,HOST:PORT,… (the next tried at once when one fails) [default: the last one, else asked]
cli-online-forget_server = Forgets the certificate pinned for a server (HOST:PORT, or HOST on port 6237), so that the next connection shows the one it offers and asks whether to trust it
online-title = Obereg online: { $server }
online-you = you: { $name }
online-you-guest = you: { $name } (guest)
online-your-move = your move in { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
online-tab-challenges = Challenges
online-tab-yours = Your games
online-tab-live = Live
online-tab-players = Players
online-tab-leaders = Leaderboard
online-tab-player = Player
online-address = The server's address (HOST:PORT)
online-no-address = Type the server's address, such as 127.0.0.1:6237.
online-connecting = Connecting to { $server }…
online-trust = The first connection to { $server }. Its certificate's fingerprint (SHA-256) is:
online-trust-ask = Trust this server from now on? y yes · n no (compare the fingerprint with the one its operator gives)
online-guest = g  play as a guest (unrated games only; a game cut off by a lost connection is not resumed)
online-log-in = l  log in
online-register = r  register a new account
online-name = Name
online-password = Password
online-again = Password again
online-logging-in = Logging in…
online-name-missing = Type your name first.
online-passwords-differ = The two passwords differ: type them again.
online-logged-in = Logged in: your move in { $count ->
        [one] { $count } game
       *[other] { $count } games
    }.
online-back = The connection is back: logged in again.
online-now-public = This server's certificate now comes from a public authority and names it: accepted, and only such a one is from now on.
online-lost = The connection is lost: trying again in { $count } s…
online-lost-guest = The connection is lost, and a guest's game cannot be resumed: trying again in { $count } s…
online-none = (nothing here)
online-page-place = { $first }–{ $last } of { $count }
online-thousands = { $thousands }{","}{ $units }
online-move-yours = your move
online-move-theirs = their move
online-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
online-games = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
online-bot = bot, { $level }
online-rated = rated
online-unrated = unrated
online-with-die = with the die
online-days = { $count ->
        [one] { $count } day a move
       *[other] { $count } days a move
    }
online-side-lot = sides by lot
online-side-vikings = challenger plays the Vikings
online-side-varangians = challenger plays the Varangians
online-category-live-9 = Live 9×9
online-category-live-11 = Live 11×11
online-category-correspondence = Correspondence
online-leaders-keys = c another category
online-tab-tournaments = Tournaments
online-tournament-keys = Enter open · e enter · w withdraw · r refresh · Esc back to the list
online-tournament-round-robin = round robin
online-tournament-double-round-robin = double round robin
online-tournament-swiss = Swiss, { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
online-tournament-arena = arena, { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
online-tournament-open = open, { $count } of { $places } entered
online-tournament-playing = playing, round { $count }
online-tournament-over = over
online-tournament-table-head = place · player · points · tie-break · with the Vikings / with the Varangians
online-tournament-line = { $place }. { $name } · { $points } · { $tie } · { $vikings } / { $varangians }
online-tournament-refused = The tournament does not take that now: it has started, is full or over, is not open to you, or only its organiser may.
online-tournament-left = withdrew
online-tournament-round = Round { $count }
online-tournament-bye = { $name } sits out (a bye, scored as a win)
online-result-won = won
online-result-lost = lost
online-result-drawn = drawn
online-yes = yes
online-no = no
online-form-title = A new challenge, open to everyone
online-form-title-to = A challenge to { $name }
online-form-board = Board
online-form-clock = Clock
online-form-rated = Rated
online-form-side = Side
online-form-die = The die
online-challenge-open = Your challenge is open: the game starts when someone accepts it.
online-ended = The game is over: { $winner ->
        [vikings] the Vikings win
        [varangians] the Varangians win
       *[draw] a draw
    } ({ $reason ->
        [escape] the prince reached an exit
        [capture] the prince was captured
        [no_move] no legal move
        [repetition] the same position a third time
        [time] a clock ran out
        [resignation] a side resigned
        [agreement] by agreement
        [abandoned] a player did not come back
       *[other] { $reason }
    }).
online-fingerprint-changed = THE CERTIFICATE OF { $server } HAS CHANGED: it was { $known }, now it is { $offered }. Someone may be in between: not connecting. If the server's operator changed it, accept the new one deliberately: run `obereg online --forget-server { $server }` (or remove its line from { $file }), then connect again.
online-forgot = Forgot the certificate pinned for { $server } (in { $file }): the next connection shows the one it offers and asks whether to trust it.
online-forgot-nothing = No certificate is pinned for { $server } in { $file }: nothing to forget.
online-cannot-forget = Cannot forget the certificate of { $server } in { $file }
online-bad-address = Not a server address: { $server } (type HOST:PORT, such as 127.0.0.1:6237).
online-unreachable = Cannot reach { $server }: { $why }
online-version = The server speaks another version of the protocol: update the game or ask its operator.
online-not-trusted = The server's certificate was not trusted: not connecting.
online-cannot-keep = Cannot keep the server's fingerprint: { $why }
online-no-data-dir = nowhere to keep the servers' fingerprints: set XDG_DATA_HOME
online-login-failed = Wrong name or password.
online-try-later = Too many failed logins: wait { $seconds } s and try again.
online-too-many-registrations = Too many accounts were registered from this address lately: try again in { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}, or log in to an account.
online-name-taken = That name is taken: choose another.
online-bad-name = A name has 2–24 letters, digits, _, - or ., starts with a letter or digit and not with “guest”.
online-bad-password = A password has at least 8 characters.
online-unsupported = The server takes back no move in a game with the die: taken back, the turn would be rolled again.
online-bad-challenge = The server refused those terms (a guest plays unrated games only).
online-rate-limited = Too fast: wait a moment and try again.
online-gone = That is gone already.
online-move-refused = The server refused the move.
online-storage = The server could not keep it: try again.
online-refused = The server refused that.
online-watching = You are watching: Esc back to the lobby · c chat · ? help
online-away = { $player } left the game: they lose unless they are back within { $count } s.
online-player-back = { $player } is back.
online-restarted = The server was down: the clocks stood still meanwhile.
online-deadline = Left for this move: { $days } d { $hours } h.
online-keys-address = Enter connect · Esc menu
online-keys-trust = y trust · n refuse
online-keys-choose = g guest · l log in · r register · Esc menu
online-keys-form = Tab next field · Enter send · Esc back
online-keys-lists = ←→ list · ↑↓ row · PgUp PgDn [ ] page · Enter accept, open or watch · n challenge · t chat · x cancel yours · p player · a account · r refresh · Esc menu
online-keys-challenge = ↑↓ row · ←→ change · Enter open it · Esc back
online-keys-chat = Enter say it · Esc back
online-chat-typing = Say: { $text }_
online-keys-failed = a another address · Esc menu
online-keys-wait = Esc menu
online-account-log-out = o  log out here
online-account-everywhere = e  log out everywhere (every device logged in to this account)
online-account-password = p  change the password (every other device is logged out)
online-account-delete = d  delete the account (your finished games stay in the archive under a retired name)
online-account-now = Password now
online-account-new = New password
online-account-delete-password = To delete the account, type its password:
online-account-delete-sure = Delete the account { $name } for good? The name becomes free; your finished games stay in the archive under a retired name. y delete · n keep it
online-account-waiting = Waiting for the server's answer…
online-logged-out = Logged out.
online-password-changed = The password is changed. { $count ->
    [0] No other device was logged in.
    [one] One other device is logged out.
   *[other] { $count } other devices are logged out.
}
online-account-deleted = The account is deleted.
online-keys-account = o log out · e everywhere · p password · d delete · Esc back
online-keys-account-sure = y delete for good · n keep it
online-keys-back = Esc back
cli-backup-about = Copies the server's database into FILE while the server runs (SQLite's online backup)
cli-backup-data = { cli-server-data }
cli-backup-out = The new file to write the copy into (an existing one is not overwritten)
cli-migrate-store-about = Copies a community's data from one store into another, empty one (SQLite's into PostgreSQL's), then checks it: the rows of every table counted in both, every finished game played again by the rules
cli-migrate-store-from = The store to copy: sqlite:PATH (the data directory's server.sqlite, say)
cli-migrate-store-to = The empty store to copy into: postgres://USER:PASSWORD@HOST:PORT/DATABASE
server-backup-done = Backup written to { $file }: accounts: { $accounts }, games: { $games }, moves: { $moves }
server-backup-no-database = there is no server database in { $dir }: give the server's data directory with --data
server-backup-exists = { $file } exists already: a backup never overwrites a file, give a new name
server-backup-failed = the backup could not be written to { $file }
server-backup-postgres = the server's store is PostgreSQL: back it up with pg_dump (obereg server backup copies a SQLite database only)
server-migrate-done = Copied from { $from } into { $to } and checked: the rows above are in both, and { $games } finished games play again by the rules
server-migrate-failed = the store could not be copied from { $from } into { $to }
config-bad-clock = “{ $text }” is not a clock: give minutes and seconds per move, like 10+5 or 3+2, or a base in seconds, like 0:30+2 or 0.5+2 (half a minute)
config-clock-no-base = “{ $text }” gives no time for the game: the base must be at least a second, such as 0:30+2 or 0.5+2 (half a minute)
config-bad-code = “{ $text }” is not a join code: eight letters and digits, like 7KQ2-M9WX
config-nine-only = The lessons, the free board and the puzzles are the plain game on the 9×9 board: --board 11 and --die do not apply to them.
net-port-in-use = that port is already in use: choose another with --port
net-cannot-listen = can't open the game to the network: { $reason }
status-resign-confirm = Press R again to resign; any other key plays on.
status-quit-unsaved = The game is saved nowhere: press q again to quit without it, or w to write it to the current directory.
status-chat-prompt = Say:
net-their-turn = It is { $name }'s move: wait for it.
net-not-connected = The other player is not connected: the game waits.
net-awaiting-roll = The host's roll of the die has not come yet: wait for it.
net-joined = { $name } joined the game.
net-welcomed = You joined { $host }'s game: you play the { side-name }.
net-welcomed-clock = You joined { $host }'s game: you play the { side-name }, clocks { $clock }.
net-welcomed-die = { $welcomed } The host rolls the die for both sides: a piece goes { $reading ->
    [exact] exactly
   *[up-to] at most
} as many squares as the roll.
net-lost = Connection lost, reconnecting…
net-lost-host = Connection lost: waiting for { $name } to come back; the clock of the side to move runs on.
net-failed-wrong-code = The join code is wrong: type the code the host's screen shows.
net-failed-version = The other side runs another version of Obereg.
net-failed-busy = That game already has two players.
net-failed-broken = The other side sent something that is not this game; the connection was closed.
net-move-refused = The other side sent a move this game does not allow here: it was not played, and the game goes on.
net-roll-refused = The other side sent a roll this game did not ask for: it was not taken, and the game goes on.
net-failed-board = The host plays on another board: join with the host's --board (9 or 11).
net-failed-unreachable = The host cannot be reached.
net-asked-draw = You offered a draw; waiting for the answer.
net-asked-takeback = You asked to take back your last move; waiting for the answer.
net-takeback-asked = { $name } asks to take back their last move: y agrees, Esc refuses.
net-takeback-declined = The takeback was refused.
net-taken-back = Taken back, as you both agreed: { $record }.
net-chat-hint = c to answer.
net-away = { $name } has been gone for { $time }: y claims the game, Esc waits longer.
net-claimed = You claimed the game: { $name } did not come back.
net-claimed-guest = While you were gone, the host ({ $name }) claimed the game.
panel-net-waiting = Waiting for the other player…
panel-net-connecting = Connecting…
panel-net-connected = Connected · you play the { side-name }
net-watching = You are watching { $vikings } (the Vikings) against { $varangians } (the Varangians).
panel-net-watching = Watching: the moves are the players'
panel-net-keys = c chat · d draw · u takeback · R resign
panel-chat = { $name }: { $text }
invite-title = Waiting for the other player
invite-body = The other player types one of these:
invite-keys = q quit

## The trainer: lessons
cli-learn-about = Lessons on the board, one for each rule, with stars for each lesson done
cli-learn-reset = Clear the stars of every lesson first
cli-learn-die = Not taken: the lessons, the free board and the puzzles are played without the die
lessons-title = Lessons · { $stars } of { $total } stars
lessons-keys-menu = ↑↓ choose · Enter open · Esc menu · ? help · q quit
lesson-keys = ←↑↓→ cursor · Enter pick/put · m type a move · ? hint (3 times: the answer) · F1 help · Esc lessons · q quit
lesson-heading = Lesson { $number } of { $count }: { $title }
lesson-task-line = Task { $number } of { $count }: { $task }
lesson-history = The moves before this position: { $moves }.
lesson-what-next = That was the last lesson. Next: the puzzles (p), or a game against the computer (a): you play the Vikings, who move first.
lesson-keys-all-done = p puzzles · a play the computer · Enter the list · q quit
lesson-position = rows { $first }–{ $last } of { $total } · PgUp PgDn
lesson-best = Best so far: { $stars }
lesson-list = Choose a lesson with ↑↓ and open it with Enter.
lesson-your-move = You play the { side-name }: make the move the task asks (? for a hint).
lesson-right = Right: { $record }.
lesson-shown = Shown: { $record }, the answer played for you.
lesson-reply = The { side-name } answer { $reply }.
lesson-next-task = Enter: the next task.
lesson-missed = { $record } is a legal move, but not the task: the task asks { $goal }. Try again.
lesson-missed-why = { $record } is a legal move, but it does not do the task: { $why } Try again.
lesson-why-diagonal = { $square } is only diagonally beside it, and pieces are not taken diagonally (R8).
lesson-why-edge = { $square } stands against the edge, and the edge does not help to take (R8).
lesson-why-not-hostile = beyond { $square } is { $beyond }, neither an enemy, an exit nor the empty throne (R9).
lesson-why-not-beside = only the piece that arrives beside { $square } takes it (R8).
lesson-hint-piece = Hint: the piece to move is on { $square } (under the cursor). ? again: where it goes.
lesson-hint = Hint: { $hint } ? again: the answer is played.
lesson-leave-ask = Esc again leaves the lesson, and the tasks done in it are lost; any other key stays.
lesson-showing = Watch: the answer is played on the board.
lesson-done = Lesson done: { $stars }. Enter: the next lesson · Esc: the list.
lesson-done-last = Lesson done: { $stars }. What next: see the panel.
lesson-progress-damaged = The stars could not be read; the file was kept as { $path } and the stars start over.
lesson-progress-cleared = The stars of every lesson were cleared.
status-progress-failed = The stars could not be kept: { $reason }
goal-any = for any move
goal-reach = for the piece to stop on { $squares }
goal-capture = to take { $squares }
goal-win = for a move that wins the game
goal-threat = for the prince to stand one move from an exit
goal-draw = to bring the position back a third time
lesson-board-title = The board and the pieces
lesson-board-text =
    A 9×9 board: the throne e5 in the middle, the four corners are exits.
    16 Vikings (dark) hunt the prince (on the throne) and his 8 guards.
    The Vikings move first, then the sides take turns (R4).
lesson-board-task-1 = Pick up a Viking and play any move with it.
lesson-board-hint-1 = The Vikings are the dark pieces at the edges: the one on e2 can go left or right along rank 2.
lesson-rook-title = Moving like a rook (R5)
lesson-rook-text =
    A piece moves any number of empty squares along its rank or its file (R5).
    It never moves diagonally and never jumps over a piece.
lesson-rook-task-1 = Move the Viking from b2 up its file to b8.
lesson-rook-task-2 = Now move it right along rank 8, as far as it can go.
lesson-rook-hint-1 = b2-b8: the whole file is empty.
lesson-rook-hint-2 = The guard on e8 is in the way: the Viking stops just before it.
lesson-prince-title = The prince's three squares (R6)
lesson-prince-text =
    The prince moves along a line like the others, but at most three squares at a time (R6).
    Passing over the empty throne counts among his three squares.
lesson-prince-task-1 = Move the prince three squares to the right.
lesson-prince-task-2 = Now move him up, as far as he may go in one move.
lesson-prince-hint-1 = Three squares to the right of c3 is f3.
lesson-prince-hint-2 = Three squares up from f3 is f6.
lesson-throne-title = The throne and the exits (R7)
lesson-throne-text =
    Only the prince may stop on the throne (e5) or on an exit, a corner (R7).
    Any piece may pass over the throne while it is empty.
lesson-throne-task-1 = Move the guard from c5 over the empty throne to g5.
lesson-throne-task-2 = Bring the prince back to the throne.
lesson-throne-hint-1 = c5-g5 passes d5, e5 and f5: passing the throne is allowed, stopping on it is not.
lesson-throne-hint-2 = e7-e5: two squares down.
lesson-capture-title = Capture by enclosing (R8)
lesson-capture-text =
    An enemy piece between the piece that has just moved and another of yours, on one line, is taken (R8).
    Diagonals and the edge of the board never capture.
lesson-capture-task-1 = Take the guard on d3.
lesson-capture-task-2 = Take the guard on g6.
lesson-capture-hint-1 = The Viking on c3 holds one side of d3: bring a Viking to e3.
lesson-capture-hint-2 = The Viking on g7 holds one side: the Viking on h5 can close g5.
lesson-safe-title = Moving between two enemies is safe (R10)
lesson-safe-text =
    Only the side that did not move loses pieces (R10).
    A piece may step between two enemies and stays: to take it they must open the enclosure and close it again with a move.
lesson-safe-task-1 = Move the guard between the two Vikings, to c3.
lesson-safe-hint-1 = c1-c3: the guard stands between b3 and d3 and is not taken.
lesson-hostile-title = Exits and the empty throne capture too (R9)
lesson-hostile-text =
    An exit, and the throne while it is empty, count as an enemy of every piece (R9).
    A piece next to one can be enclosed against it.
lesson-hostile-task-1 = Take the guard on b1 against the exit a1.
lesson-hostile-task-2 = Take the guard on e4 against the empty throne.
lesson-hostile-hint-1 = Bring the Viking from c4 down to c1.
lesson-hostile-hint-2 = Beyond e4 is the empty throne: a Viking on e3 closes the enclosure.
lesson-several-title = Several captures with one move (R8)
lesson-several-text =
    A piece that arrives takes every enemy it encloses, left, right, above and below, all with one move (R8).
    Each enclosure counts on its own: against a piece, an exit or the empty throne.
lesson-several-task-1 = Take the three guards with one move.
lesson-several-hint-1 = A Viking on e3 encloses d3 (against c3), f3 (against g3) and e4 (against the empty throne).
lesson-armed-title = The prince fights too (R9)
lesson-armed-text =
    The prince captures like any other piece, and a Viking next to him can be enclosed against him (R9).
    Only the Vikings can take the prince himself.
lesson-armed-task-1 = Take the Viking on d3 with the prince.
lesson-armed-task-2 = Take the Viking on e2 against the prince.
lesson-armed-hint-1 = The guard on c3 holds one side: the prince on e3 closes the other.
lesson-armed-hint-2 = The prince on e3 holds one side: the guard from g1 to e1 closes the other.
lesson-take-prince-title = Taking the prince (R11)
lesson-take-prince-text =
    In the field the prince is taken like any piece: between two Vikings, or a Viking and an exit (R11c).
    On the throne four Vikings must surround him (R11a); beside the throne three, pressing him against it (R11b).
lesson-take-prince-task-1 = Take the prince in the field.
lesson-take-prince-task-2 = Take the prince on the throne: four Vikings.
lesson-take-prince-task-3 = Take the prince beside the throne: three Vikings.
lesson-take-prince-hint-1 = The Viking on b4 holds one side of c4: a Viking on d4 closes it.
lesson-take-prince-hint-2 = d5, f5 and e6 are held: the fourth Viking goes to e4.
lesson-take-prince-hint-3 = d4 and f4 are held and the throne is behind him: the third Viking goes to e3.
lesson-escape-title = The escape (R12)
lesson-escape-text =
    When the prince reaches an exit, a corner, the Varangians win at once (R12).
    Only the prince may stop on an exit; the Vikings guard the corners to keep him in.
lesson-escape-task-1 = Move the prince where his next move can reach an exit.
lesson-escape-task-2 = Escape!
lesson-escape-hint-1 = From c1, three squares down, the corner a1 is two squares away.
lesson-escape-hint-2 = c1-a1: the prince reaches the corner.
lesson-no-move-title = No move loses (R14)
lesson-no-move-text =
    A side that has no legal move on its turn loses (R14), even with pieces left on the board.
    Taking away the last moves wins as surely as taking the prince.
lesson-no-move-task-1 = Take the prince's last move away: the Varangians then cannot move.
lesson-no-move-hint-1 = The prince on e1 can only go up to e2: put a Viking there. The edge does not capture him, but he is stuck.
lesson-repetition-title = Repetition (R15)
lesson-repetition-text =
    When the same position with the same side to move stands for the third time, the game is a draw (R15).
    The Viking on c7 and the prince have gone back and forth: the side that is losing can save the game this way.
    The printed rules say nothing of repetition: R15 is this program's reading, not the printed rules'.
lesson-repetition-task-1 = Play the move that brings the position back for the third time.
lesson-repetition-hint-1 = The prince came from g3: take him back there.

## The trainer: the free board
cli-board-about = A free board: set up any position, try moves on it, ask the engine, play on from it
cli-board-position = The position to open, an OTN position record, first row rank 1 [default: the start]
cli-board-to_move = The side to move
cli-board-die = { cli-learn-die }
board-keys = v g p place · x remove · c clear · s start · t side · Enter move · e engine · y copy · P play on · A vs computer · q quit
board-title = Free board · { side-name } to move
board-problem = Can't be played: { $reason }
board-move = { $move }:
board-takes = takes the { piece-name } on { $square }: { $against }
board-takes-nothing = takes nothing
board-against-piece = enclosed against the { piece-name } on { $square } ({ $rule })
board-against-exit = enclosed against the exit { $square } ({ $rule })
board-against-throne = enclosed against the empty throne (R9)
board-against-four = four Vikings around the throne (R11a)
board-against-three = three Vikings, pressed against the throne (R11b)
board-ends = ends the game: { $reason }
board-engine = Engine: { $move } · score { $score } · depth { $depth }
board-score = { $score } for the { $side ->
    [vikings] Vikings
   *[varangians] Varangians
}
board-score-even = 0.00, even
board-record = y copies the position record with the side to move and shows it on a row of its own.
board-brush = Right click places: { piece-name }
board-welcome = Set up a position: v, g and p place a Viking, a guard, the prince (again: take it off). Enter picks up a piece to try its moves.
board-not-playable = This set-up can't be played: { $reason }
board-copied = { $record }
    Copied to the clipboard (OSC 52, where the terminal allows it); the row above selects whole.
## Puzzles: $theme is escape, capture, no-moves, stop-escape or win-piece;
## $moves the number of the solver's moves; $move a move of the solution, from 1
cli-puzzles-about = Puzzles on the board: the one move that wins, stops the prince or wins a piece
cli-puzzles-theme = Only puzzles of this theme: escape, capture, no-moves, stop-escape, win-piece
cli-puzzles-length = Only puzzles solved in this many moves (1 to 3)
cli-puzzles-die = { cli-learn-die }
cli-check-about = Proves every shipped puzzle again with the engine; names any that fails and exits with status 1
cli-gen-puzzles-about = Finds puzzles in the engine's self-play and writes their records
cli-gen-puzzles-games = How many self-play games
cli-gen-puzzles-seed = The seed of the games: the same seed finds the same puzzles
cli-gen-puzzles-out_dir = The folder to write the records into
cli-completions-about = Prints the completion script of a shell for obereg
cli-completions-shell = The shell: bash, zsh, fish, powershell or elvish
cli-manual-about = Prints obereg's manual page (roff, for man)
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-version = VERSION
cli-gen-openings-about = Writes the opening positions of strength matches, one line of moves each
cli-gen-openings-count = How many openings
cli-gen-openings-plies = How many plies each
cli-gen-openings-seed = The seed of the random moves: the same seed makes the same openings
puzzles-check-failed = FAILED { $name }: { $reason }
puzzles-check-done = { $count } { $count ->
    [one] puzzle
   *[other] puzzles
} proved, { $failed } failed.
puzzle-fault-tag = the tag [{ $tag }] is missing or wrong
puzzle-fault-illegal = move { $move } of the solution is illegal
puzzle-fault-length = the solution is too long or too short for its theme
puzzle-fault-faster = a faster win exists
puzzle-fault-no-win = move { $move } of the solution does not do what the puzzle asks in time
puzzle-fault-not-only = move { $move } of the solution is not the only one: { $other } does as well
puzzle-fault-defence = the defence at move { $move } is not the longest
puzzle-fault-end = the solution does not end as its theme says
puzzle-fault-threat = the prince threatens no escape, or the Vikings win outright
puzzle-comment-first = { $theme ->
    [escape] The only move: the prince escapes in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
    [capture] The only move: the prince is taken in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
    [no-moves] The only move: the other side is left without a move in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
    [stop-escape] The only move that stops the prince.
   *[win-piece] The only move that wins a piece.
}
puzzle-comment-defence = The longest defence.
puzzle-comment-next = Again the only move.
puzzle-comment-end = { $theme ->
    [escape] The prince is on an exit (R12).
    [capture] The prince is taken (R13).
    [no-moves] No legal move is left: that side loses (R14).
    [stop-escape] His road to the exit is closed.
   *[win-piece] A piece up.
}
puzzle-title = Puzzle: { $theme ->
    [escape] escape
    [capture] take the prince
    [no-moves] no move left
    [stop-escape] stop the escape
   *[win-piece] win a piece
}
puzzle-task = { $theme ->
    [escape] Bring the prince to an exit in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
    [capture] Take the prince in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
    [no-moves] Leave the other side without a legal move in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }.
    [stop-escape] The prince threatens to escape: find the one move that stops him.
   *[win-piece] Win a piece the other side can't take back at once.
}
puzzle-you-play = You play the { $side ->
    [vikings] Vikings
   *[varangians] Varangians
}.
puzzle-name = Puzzle { $name }, rated { $rating }
puzzle-rating = Your rating: { $rating }{ $change }
puzzle-streak = Solved in a row: { $streak } (best { $best })
puzzle-solved = Solved: { $solved } of { $total }
puzzle-keys = ←↑↓→ hjkl cursor · Enter pick/put · m move · t hint · n skip · ? help · q quit
puzzle-keys-over = n next puzzle · u try again · s solution · q quit
puzzle-keys-session-over = a game vs computer · n next puzzle · u try again · s solution · q quit
puzzle-keys-showing = n next puzzle · ? help · q quit
puzzle-right = Right! Now the other side answers…
puzzle-answered = The { $side ->
    [vikings] Vikings
   *[varangians] Varangians
} answer { $record }. Your move.
puzzle-solved-now = Solved! { puzzle-comment-end } Press n for the next puzzle.
puzzle-solved-hinted = Done with the hint: not rated as solved (a hint counts as a miss for the rating and the streak). { puzzle-comment-end } Press n for the next puzzle.
puzzle-wrong = Not this move: the engine looks for the answer that punishes it…
puzzle-refuted = Not this move: the { $side ->
    [vikings] Vikings
   *[varangians] Varangians
} answer { $record }, and the puzzle is lost: s shows the solution.
puzzle-why-escapes = The prince escapes at { $square } (R12).
puzzle-why-taken = The prince is taken on { $square } (R13).
puzzle-why-no-move = The { $side ->
    [vikings] Vikings are
   *[varangians] Varangians are
} left without a move (R14).
puzzle-why-takes = The answer takes { $count ->
    [one] your piece on
   *[other] your pieces on
} { $squares }.
puzzle-why-threatens-escape = The answer brings the prince one move from the exit { $square }: he threatens to escape (R12).
puzzle-why-threatens-prince = The answer threatens to take the prince with the next move (R11).
puzzle-why-closes-road = The answer closes the prince's road to { $count ->
    [one] the exit
   *[other] the exits
} { $squares }.
puzzle-why-saves = The answer saves { $count ->
    [one] its piece on { $squares }: you can no longer take it.
   *[other] its pieces on { $squares }: you can no longer take them.
}
puzzle-why-threatens = The answer threatens { $count ->
    [one] your piece on
   *[other] your pieces on
} { $squares }.
puzzle-showing = The solution is played on the board: { $moves }.
puzzle-shown = That was the solution. u: try it yourself (not rated); n: the next puzzle.
puzzle-again = The same puzzle again (this try is not rated).
puzzle-tried-before = You have tried this puzzle before: this try is not rated, only the first one counts.
puzzle-not-rated = Not rated: only the first try of a puzzle counts.
puzzle-session-over = Every puzzle of this set has been tried. Press a for a game against the computer: you play the Vikings.
puzzle-refute-thinking = Looking for the answer { $spinner }
puzzle-progress-failed = The puzzle progress could not be kept; you can go on solving. { $reason }
puzzle-progress-damaged = The puzzle progress file could not be read; it was kept as { $path }, and progress starts over.
puzzle-none-chosen = No puzzle has this theme and length (theme { $theme }, moves { $length }).
## The die (V2)

cli-perft-die = Play with the die, read exact (exactly the roll) or up-to (at most the roll) [default: no die; exact with --rolls]
cli-perft-rolls = The rolls of the die, one per ply, such as 3,1,6 (a pass is one ply)
cli-moves-die = { cli-perft-die }
cli-moves-rolls = The roll of the die (the first of a list such as 3,1,6 is used)
die-bad-roll = “{ $text }” is not a roll of the die (a number from 1 to 6; rolls are separated by commas, like 3,1,6)
die-bad-reading = “{ $text }” is not a way to read the die (exact or up-to)
die-too-few-rolls = { $command } needs { $needed } { $needed ->
    [one] roll
   *[other] rolls
} of the die, one per ply, and --rolls gives { $given } (such as --rolls 3,1,6)
die-refusal-distance = the die says { $roll }: this move is { $distance } { $distance ->
    [one] square
   *[other] squares
} (D2, { $reading ->
    [exact] exactly the roll
   *[up-to] at most the roll
})
die-refusal-prince-rests = the die says { $roll }: the prince moves only on a 1, 2 or 3 (D2, R6)
die-refusal-must-move = the die says { $roll }: a piece can move that far, so the turn does not pass (D3)
record-die-tag = the tag [{ $text }] can't be read (the die is read exact or up-to; rolls are 1 to 6, separated by spaces)
record-roll = the { side-name }' { $move } does not fit the roll: { $reason }
record-missing-roll = [obereg-rolls:…] gives { $count } { $count ->
    [one] roll
   *[other] rolls
}, and there are more moves and passes
record-extra-rolls = [obereg-rolls:…] gives { $count } { $count ->
    [one] roll
   *[other] rolls
} more than there are moves and passes
cli-match-die = Play with the die, read exact or up-to (the dice follow the seed)
status-rolled = { $name } rolled { $face } { $roll }: { $reading ->
    [exact] move a piece exactly { $roll } { $roll ->
        [one] square
       *[other] squares
    }
   *[up-to] move a piece up to { $roll } { $roll ->
        [one] square
       *[other] squares
    }
}.
status-passed = { $name } rolled { $face } { $roll }: no piece of the { side-name } can move that far, so the turn passes (D3).
status-prompt-die = Move of { $reading ->
    [exact] exactly
   *[up-to] up to
} { $roll } { $roll ->
    [one] square
   *[other] squares
} (like d9-d6):
game-title-die = { $title } · die ({ $reading ->
    [exact] exact
   *[up-to] up to
})
panel-die = Die: { $face } { $roll }
panel-die-rolling = Die: rolling…
help-die =
    The die (V2): before each turn the side to move rolls one die.
    D2 exact: a piece moves exactly as many squares as the roll; the prince moves only on a 1, 2 or 3. up-to: at most as many squares; the prince at most 3.
    D3 When no piece can move for the roll, the turn passes. A side with no move at all still loses (R14). D4 Captures, wins and repetition as in the plain game.
cli-die = Play with the die, read exact (exactly the roll) or up-to (at most the roll) [default: no die]
cli-seed = Seed of the die's rolls, to play the same rolls again [default: the system's randomness]
panel-pass = pass
cli-analyze-die = { cli-perft-die }
cli-analyze-rolls = The roll of the side to move (the first of a list such as 3,1,6 is used)
config-die-join = --die goes with obereg host: the guest plays with the host's die, and the host rolls for both sides
