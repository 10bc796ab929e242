import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../contract';
import { api } from '../api/client';
import { ErrorLine } from '../components/ErrorLine';

type Info = MethodOutput<'app.info'>;

export function SettingsScreen() {
  const [info, setInfo] = useState<Info>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    api.call('app.info', {}).then(setInfo, setError);
  }, []);
  return (
    <section className="settings">
      <h1>Settings</h1>
      <ErrorLine error={error} />
      {info && (
        <dl className="facts">
          <dt>Version</dt>
          <dd data-testid="app-version">{info.version}</dd>
          <dt>Data folder</dt>
          <dd>
            <code>{info.dataDir}</code>
          </dd>
          <dt>Database file</dt>
          <dd>
            <code data-testid="db-path">{info.dbPath}</code>
          </dd>
          <dt>Database schema</dt>
          <dd>version {info.schemaVersion}</dd>
          <dt>Running as</dt>
          <dd>
            {info.host === 'electron'
              ? 'desktop app'
              : info.host === 'web'
                ? 'local web server (npm run serve)'
                : info.host}
          </dd>
        </dl>
      )}
    </section>
  );
}
