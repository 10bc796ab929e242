import { describe, expect, it } from 'vitest';
import { findChromium, INSTALL_HINT } from '../../e2e/chromium';

describe('the e2e suite finds Chromium or says how to install it', () => {
  it('takes CHROMIUM_PATH when it exists, and nothing when it does not', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/c/chrome' }, (p) => p === '/opt/c/chrome')).toBe('/opt/c/chrome');
    expect(findChromium({ CHROMIUM_PATH: '/opt/c/chrome' }, () => false)).toBeNull();
  });
  it('looks where Debian, Ubuntu and Google put it', () => {
    expect(findChromium({}, (p) => p === '/usr/bin/chromium-browser')).toBe('/usr/bin/chromium-browser');
    expect(findChromium({}, (p) => p === '/usr/bin/google-chrome')).toBe('/usr/bin/google-chrome');
    expect(findChromium({}, () => false)).toBeNull();
  });
  it('the message is one line naming the install command', () => {
    expect(INSTALL_HINT).not.toContain('\n');
    expect(INSTALL_HINT).toContain('apt-get install -y chromium');
  });
});
