import { useEffect, useState } from 'react';
import { Icon } from './components/Icon';
import { screens, type ScreenId } from './screens/registry';

function screenFromHash(): ScreenId {
  const id = window.location.hash.replace(/^#\/?/, '').split('/')[0];
  return screens.find((s) => s.id === id)?.id ?? 'collection';
}

/** The shell: a navigation rail and the current screen. Alt+1…6 switch screens. */
export function App() {
  const [current, setCurrent] = useState<ScreenId>(screenFromHash);

  useEffect(() => {
    const onHash = () => setCurrent(screenFromHash());
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey) return;
      const target = screens.find((s) => s.key === e.key);
      if (target) {
        e.preventDefault();
        window.location.hash = `#/${target.id}`;
      }
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const screen = screens.find((s) => s.id === current) ?? screens[0]!;
  const Screen = screen.component;
  return (
    <div className="app">
      <nav className="rail" aria-label="Screens">
        <div className="brand" title="Kitchen Table">
          <img src="./icon.svg" alt="" width={36} height={36} />
          <span>Kitchen Table</span>
        </div>
        <ul>
          {screens.map((s) => (
            <li key={s.id}>
              <a
                href={`#/${s.id}`}
                className={s.id === current ? 'active' : undefined}
                aria-current={s.id === current ? 'page' : undefined}
                title={`${s.label} (Alt+${s.key})`}
                data-testid={`nav-${s.id}`}
              >
                <Icon path={s.icon} />
                <span>{s.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="screen" data-screen={screen.id}>
        <Screen />
      </main>
    </div>
  );
}
