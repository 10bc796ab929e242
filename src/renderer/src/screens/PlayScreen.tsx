import { Placeholder } from '../components/Placeholder';

export function PlayScreen() {
  return (
    <Placeholder title="Play">
      <ul>
        <li>Start a game of Magic 54, Pub Magic, Dice Duel and more against bots, offline.</li>
        <li>The table drawn with your cards and the bots' cards, dice rolled on screen, a readable log.</li>
        <li>Save and resume games, and replay finished ones step by step.</li>
      </ul>
    </Placeholder>
  );
}
