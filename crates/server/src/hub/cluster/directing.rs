//! The tournaments' role (`--bus`): one node at a time holds every
//! tournament, by a lease in the store, and pairs their rounds.

use super::super::Hub;
use crate::store::TOURNAMENTS;
use crate::time::millis;

impl Hub {
    /// Every tick: the tournaments' role claimed or renewed. The node that
    /// takes it takes the tournaments up from the store, as after a
    /// restart; one that lost it (cut off past its lease) forgets them.
    /// The holder learns from the store of the tournament games that other
    /// nodes ended (games it paired and lost, or took over from a node
    /// gone). A store that does not answer changes nothing.
    pub(super) async fn direct_tournaments(&mut self) {
        let Some((node, lease)) = self.claim() else { return };
        let at = millis(self.now());
        let Ok(holds) = self.db.call(move |store| store.claim_role(TOURNAMENTS, &node, at, lease)).await
        else {
            return;
        };
        let directs = self.cluster.as_ref().is_some_and(|cluster| cluster.directs);
        if holds && !directs {
            self.tournaments = crate::hub::tournament::Tournaments::default();
            if self.resume_tournaments().await.is_err() {
                return;
            }
        } else if !holds && directs {
            self.tournaments = crate::hub::tournament::Tournaments::default();
        } else if holds {
            let ended = self.db.call(|store| store.ended_tournament_games()).await.unwrap_or_default();
            for (game, winner) in ended {
                if let Ok(game) = u64::try_from(game) {
                    self.tournament_game_over(game, winner.as_deref());
                }
            }
        }
        if let Some(cluster) = self.cluster.as_mut() {
            cluster.directs = holds;
        }
    }
}
