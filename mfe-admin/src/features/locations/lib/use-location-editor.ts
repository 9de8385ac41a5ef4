import { useCallback, useState } from 'react';
import {
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useGetLocationsQuery,
  useReorderLocationsMutation,
  useUpdateLocationMutation,
} from '../api/locations-api';
import { DELETE_FAILED, PARENT_FAILED, SAVE_FAILED, errorsOf } from './messages';
import type { MovePlan } from './tree';

export interface EditorFailure {
  title: string;
  errors: string[];
}

/**
 * The tree editor's calls. A move whose parent changed saves the location first (PUT), and only
 * then posts the new order of its siblings (spec 1 s5); each failure keeps its spec title.
 */
export function useLocationEditor(promotionId: number) {
  const locations = useGetLocationsQuery(promotionId);
  const [create] = useCreateLocationMutation();
  const [update] = useUpdateLocationMutation();
  const [remove] = useDeleteLocationMutation();
  const [reorder] = useReorderLocationsMutation();
  const [failure, setFailure] = useState<EditorFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const { refetch } = locations;

  const attempt = useCallback(async (title: string, call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (error) {
      setFailure({ title, errors: errorsOf(error) });
      return false;
    }
  }, []);

  const run = useCallback(
    async (steps: () => Promise<boolean>) => {
      setBusy(true);
      setFailure(null);
      const done = await steps();
      await refetch();
      setBusy(false);
      return done;
    },
    [refetch],
  );

  const move = useCallback(
    (plan: MovePlan) =>
      run(async () => {
        if (plan.parentChanged) {
          const moved = await attempt(PARENT_FAILED, () =>
            update({ promotionId, id: plan.id, parent_location_id: plan.parentId }).unwrap(),
          );
          if (!moved) return false;
        }
        return attempt(SAVE_FAILED, () => reorder({ promotionId, sequence: plan.order }).unwrap());
      }),
    [attempt, promotionId, reorder, run, update],
  );

  const add = useCallback(
    (name: string, parentId: number | null) =>
      run(() =>
        attempt(SAVE_FAILED, () =>
          create({ promotionId, name, parent_location_id: parentId }).unwrap(),
        ),
      ),
    [attempt, create, promotionId, run],
  );

  const rename = useCallback(
    (id: number, name: string) =>
      run(() => attempt(SAVE_FAILED, () => update({ promotionId, id, name }).unwrap())),
    [attempt, promotionId, run, update],
  );

  const destroy = useCallback(
    (id: number) => run(() => attempt(DELETE_FAILED, () => remove({ promotionId, id }).unwrap())),
    [attempt, promotionId, remove, run],
  );

  return {
    locations,
    failure,
    clearFailure: () => setFailure(null),
    busy,
    move,
    add,
    rename,
    destroy,
  };
}
