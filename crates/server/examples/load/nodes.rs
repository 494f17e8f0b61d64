//! Several nodes: which node each client connects to, and which clients
//! play each other, so that half the games are between two players of one
//! node and half between players of two nodes, whose moves cross the bus.

use std::collections::VecDeque;

/// Where a game's two players are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// Both on one node: the moves stay on it.
    Same,
    /// On two nodes: every move crosses the bus between them.
    Cross,
}

/// The node of client `index` among `nodes`: each in turn.
pub fn node_of(index: usize, nodes: usize) -> usize {
    index % nodes.max(1)
}

/// Pairs up the players of at most `games` games among the clients
/// connected, given by their nodes in order: alternately two players of
/// one node and players of two nodes (all of one node when there is one),
/// each time from the nodes with the most clients left, so that every node
/// holds as many players. Each pair is two positions in `nodes` and its
/// route; fewer pairs when the clients run out.
pub fn pair_up(nodes: &[usize], games: usize) -> Vec<(usize, usize, Route)> {
    let count = nodes.iter().max().map_or(0, |most| most + 1);
    let mut left: Vec<VecDeque<usize>> = vec![VecDeque::new(); count];
    for (position, node) in nodes.iter().enumerate() {
        left[*node].push_back(position);
    }
    let mut pairs = Vec::with_capacity(games);
    for game in 0..games {
        // The nodes, those with the most clients left first (the lower
        // first among equals).
        let mut fullest: Vec<usize> = (0..count).collect();
        fullest.sort_by_key(|node| std::cmp::Reverse(left[*node].len()));
        let (first, second) = (fullest.first().copied(), fullest.get(1).copied());
        let same = first.filter(|node| left[*node].len() >= 2).map(|node| (node, node, Route::Same));
        let cross = first
            .zip(second)
            .filter(|(_, second)| !left[*second].is_empty())
            .map(|(first, second)| (first, second, Route::Cross));
        let chosen = if game % 2 == 0 { same.or(cross) } else { cross.or(same) };
        let Some((first, second, route)) = chosen else { break };
        let (Some(a), Some(b)) = (left[first].pop_front(), left[second].pop_front()) else { break };
        pairs.push((a, b, route));
    }
    pairs
}

/// How the clients connected and their games spread over the nodes.
pub struct Spread {
    /// The clients connected to each node.
    pub clients: Vec<usize>,
    /// The games between two players of one node.
    pub same: usize,
    /// The games between players of two nodes.
    pub cross: usize,
}

impl Spread {
    /// The spread over `count` nodes of the clients connected, given by
    /// their nodes, and of their games `pairs`.
    pub fn of(count: usize, nodes: &[usize], pairs: &[(usize, usize, Route)]) -> Spread {
        let mut clients = vec![0; count];
        for node in nodes {
            if let Some(clients) = clients.get_mut(*node) {
                *clients += 1;
            }
        }
        let cross = pairs.iter().filter(|(_, _, route)| *route == Route::Cross).count();
        Spread { clients, same: pairs.len() - cross, cross }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clients_go_to_the_nodes_in_turn() {
        let nodes: Vec<usize> = (0..7).map(|index| node_of(index, 3)).collect();
        assert_eq!(nodes, [0, 1, 2, 0, 1, 2, 0]);
        assert!((0..5).all(|index| node_of(index, 1) == 0));
    }

    #[test]
    fn on_one_node_every_game_is_of_that_node() {
        let pairs = pair_up(&[0; 6], 3);
        assert_eq!(pairs, [(0, 1, Route::Same), (2, 3, Route::Same), (4, 5, Route::Same)]);
    }

    #[test]
    fn on_three_nodes_half_the_games_cross_and_the_nodes_hold_as_many_players() {
        let nodes: Vec<usize> = (0..2000).map(|index| node_of(index, 3)).collect();
        let pairs = pair_up(&nodes, 400);
        assert_eq!(pairs.len(), 400);
        let crossing = pairs.iter().filter(|(_, _, route)| *route == Route::Cross).count();
        assert_eq!(crossing, 200);
        let mut players = [0; 3];
        for (a, b, route) in &pairs {
            assert_eq!(nodes[*a] == nodes[*b], *route == Route::Same);
            players[nodes[*a]] += 1;
            players[nodes[*b]] += 1;
        }
        assert!(players.iter().all(|count| (266..=268).contains(count)), "{players:?}");
        let mut seen: Vec<usize> = pairs.iter().flat_map(|(a, b, _)| [*a, *b]).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 800, "no client plays twice");
    }

    #[test]
    fn when_clients_are_missing_the_games_are_fewer_or_of_another_route() {
        // Node 1 lost all its clients but one.
        let pairs = pair_up(&[0, 0, 0, 1], 2);
        assert_eq!(pairs, [(0, 1, Route::Same), (2, 3, Route::Cross)]);
        assert_eq!(pair_up(&[0, 1], 2), [(0, 1, Route::Cross)]);
        assert!(pair_up(&[], 2).is_empty());
    }
}
