import { api } from '../../api/client';
import { useBusyCall } from '../../api/useBusyCall';

/** Adding the bundled starter pool (the empty collection's offer, the empty card database's way out). */
export function useAddStarter(onAdded: () => void) {
  const { busy, error, run } = useBusyCall();
  const add = () =>
    run(async () => {
      await api.call('collection.addStarter', {});
      onAdded();
    });
  return { busy, error, add };
}
