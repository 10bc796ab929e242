import { useState } from 'react';
import { GameView } from './play/GameView';
import { SavedGames } from './play/SavedGames';
import { SetupPanel } from './play/SetupPanel';
import type { GameSnapshot } from './play/types';

/** Play: start a game against a bot, resume a saved one, or replay a finished one. */
export function PlayScreen() {
  const [open, setOpen] = useState<{ snap: GameSnapshot & { totalSteps?: number }; replay: boolean } | null>(null);
  if (open) {
    return (
      <section className="play-screen">
        <h1 className="visually-hidden">Play</h1>
        <GameView
          key={`${open.snap.gameId}-${open.replay}`}
          initial={open.snap}
          replay={open.replay}
          onLeave={() => setOpen(null)}
        />
      </section>
    );
  }
  return (
    <section className="play-screen">
      <h1>Play</h1>
      <div className="play-home">
        <SetupPanel onStarted={(snap) => setOpen({ snap, replay: false })} />
        <SavedGames onOpen={(snap, replay) => setOpen({ snap, replay })} />
      </div>
    </section>
  );
}
