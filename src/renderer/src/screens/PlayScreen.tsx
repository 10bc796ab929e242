import { useState } from 'react';
import { api } from '../api/client';
import { GameView } from './play/GameView';
import { SavedGames } from './play/SavedGames';
import { SetupPanel } from './play/SetupPanel';
import type { GameSnapshot, StartInput } from './play/types';

/** Play: start a game against a bot, resume a saved one, or replay a finished one. */
export function PlayScreen() {
  const [open, setOpen] = useState<{ snap: GameSnapshot & { totalSteps?: number }; replay: boolean } | null>(null);
  // The last game started here: "Rematch" starts the same seats, options and decks with a new seed.
  const [last, setLast] = useState<StartInput | null>(null);
  const rematch = last ? async () => setOpen({ snap: await api.call('games.start', last), replay: false }) : undefined;
  // "Replay" on the game-over panel: the same game from its first step, seen from your seat.
  const replayGame = async (gameId: number, seat: number) =>
    setOpen({ snap: await api.call('games.replay', { gameId, step: 0, seat }), replay: true });
  if (open) {
    return (
      <section className="play-screen">
        <h1 className="visually-hidden">Play</h1>
        <GameView
          key={`${open.snap.gameId}-${open.replay}`}
          initial={open.snap}
          replay={open.replay}
          onLeave={() => setOpen(null)}
          onRematch={open.replay ? undefined : rematch}
          onReplay={open.replay ? undefined : replayGame}
          onOpenGame={(snap) => setOpen({ snap, replay: false })}
        />
      </section>
    );
  }
  return (
    <section className="play-screen">
      <h1>Play</h1>
      <div className="play-home">
        <SetupPanel
          onStarted={(snap, input) => {
            setLast(input);
            setOpen({ snap, replay: false });
          }}
        />
        <SavedGames onOpen={(snap, replay) => setOpen({ snap, replay })} />
      </div>
    </section>
  );
}
