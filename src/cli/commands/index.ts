import type { Command } from '../command';
import { appCommands } from './app';
import { effectsCommands } from './effects';
import { cardsCommands } from './cards';
import { dbCommands } from './db';
import { decksCommands } from './decks';
import { filesCommands } from './files';
import { gamesCommands } from './games';
import { scanCommands } from './scan';

/** Every CLI command, in the order `help` lists them; each feature adds its own file. `help` is built in. */
export const commands: Command[] = [
  ...appCommands,
  ...dbCommands,
  ...cardsCommands,
  ...filesCommands,
  ...scanCommands,
  ...decksCommands,
  ...gamesCommands,
  ...effectsCommands,
];
