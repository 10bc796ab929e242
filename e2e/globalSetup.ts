/** Runs once before the e2e suite: no Chromium, no stack trace — one line saying how to install it. */
import { findChromium, INSTALL_HINT } from './chromium';

export default function setup(): void {
  if (!findChromium()) {
    process.stderr.write(`\n${INSTALL_HINT}\n\n`);
    process.exit(1);
  }
}
