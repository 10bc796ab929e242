import { FORMATS } from '../../core/formats';
import { commitFile } from '../importers/commit';
import { exportFile } from '../importers/export';
import { previewFile } from '../importers/service';
import { defineHandlers } from './define';

export const filesHandlers = defineHandlers({
  'files.formats': () => FORMATS.map(({ id, label, extension, writable }) => ({ id, label, extension, writable })),
  'files.preview': async ({ source, choices, suggestLimit, online }, ctx, job) => {
    if ('path' in source) ctx.files.check(source.path);
    // The cards fetched from Scryfall stay on the backend (they are saved on commit).
    const { fetched: _fetched, ...preview } = await previewFile(ctx, source, choices, job, suggestLimit, { online });
    return preview;
  },
  'files.commit': ({ source, target, choices, digest, online }, ctx, job) => {
    if ('path' in source) ctx.files.check(source.path);
    return commitFile(ctx, source, target, choices, digest, job, online);
  },
  'files.export': ({ what, format }, ctx) => exportFile(ctx, what, format),
});
