import type { Command } from '../command';
import { appCommands } from './app';

/** Every CLI command; each feature adds its own file. `help` is built in. */
export const commands: Command[] = [...appCommands];
