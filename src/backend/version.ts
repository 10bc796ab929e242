import pkg from '../../package.json' with { type: 'json' };

/** The app version, from package.json (one source of truth). */
export const APP_VERSION: string = pkg.version;
