import type { ComponentType } from 'react';
import { CollectionScreen } from './CollectionScreen';
import { DecksScreen } from './DecksScreen';
import { ImportScreen } from './ImportScreen';
import { PlayScreen } from './PlayScreen';
import { ScanScreen } from './ScanScreen';
import { SettingsScreen } from './SettingsScreen';

export type ScreenId = 'collection' | 'import' | 'scan' | 'decks' | 'play' | 'settings';

export interface ScreenDef {
  id: ScreenId;
  label: string;
  /** Keyboard shortcut digit (Alt+N). */
  key: string;
  icon: string;
  component: ComponentType;
}

/** The app's screens, in navigation order. */
export const screens: ScreenDef[] = [
  {
    id: 'collection',
    label: 'Collection',
    key: '1',
    icon: 'M4 5h16v3H4zM4 10.5h16v3H4zM4 16h16v3H4z',
    component: CollectionScreen,
  },
  { id: 'import', label: 'Import', key: '2', icon: 'M12 3v11m0 0-4-4m4 4 4-4M5 17v3h14v-3', component: ImportScreen },
  {
    id: 'scan',
    label: 'Scan',
    key: '3',
    icon: 'M4 8V5h3M17 5h3v3M20 16v3h-3M7 19H4v-3M9 9h6v6H9z',
    component: ScanScreen,
  },
  { id: 'decks', label: 'Decks', key: '4', icon: 'M7 4h10v16H7zM4 6v12M20 6v12', component: DecksScreen },
  { id: 'play', label: 'Play', key: '5', icon: 'M7 4l12 8-12 8z', component: PlayScreen },
  {
    id: 'settings',
    label: 'Settings',
    key: '6',
    icon: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
    component: SettingsScreen,
  },
];
