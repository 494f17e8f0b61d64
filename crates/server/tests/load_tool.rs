//! The load tool's opening of a connection (`examples/load/heard.rs`): a
//! connection the server refuses over its caps is told as that refusal.

use obereg_server::{Limits, ManualNow};

use crate::support::{Dirs, EPOCH, Running, clients, connect};

#[path = "../examples/load/heard.rs"]
mod heard;

#[test]
fn a_connection_over_the_cap_per_address_is_counted_as_that_refusal() {
    let dirs = Dirs::new();
    let limits = Limits { per_address: 1, ..Limits::default() };
    let server = Running::start_with(&dirs.server(), &ManualNow::at(EPOCH), limits);
    clients().block_on(async {
        let dir = dirs.client("load");
        let _first = connect(&server, &dir).await;
        let refused = heard::connect(&server.addr, &dir).await.err();
        assert_eq!(refused.as_deref(), Some("refused: too_many_connections (address)"));
    });
}
