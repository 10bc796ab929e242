import { Placeholder } from '../components/Placeholder';

export function ScanScreen() {
  return (
    <Placeholder title="Scan">
      <ul>
        <li>Hold physical cards up to your webcam (or drop photos) and have them recognised by their title.</li>
        <li>A session list you can correct before adding everything to your collection in one step.</li>
      </ul>
    </Placeholder>
  );
}
