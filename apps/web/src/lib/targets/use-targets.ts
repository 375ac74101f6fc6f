import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mergeTargets, type Targets, type TargetsRecord } from '@thrive/contract';
import { resolveTargets, type ResolvedTargets } from '@thrive/nutrition';
import { useAuth } from '../session';
import { saveAccountTargets, targetsQueryOptions } from './account-targets';
import { deviceTargets } from './device-targets';

export interface TargetsState {
  /** The fields the person chose. */
  targets: Targets;
  /** What plans aim at: the person's choices, the defaults elsewhere. */
  resolved: ResolvedTargets;
  /** Where they are stored: with the account, or in this browser for a visitor. */
  storedWith: 'account' | 'device';
  /**
   * False until it is known whose targets to show: the session, then the account's targets with a visitor's
   * from this browser merged in.
   */
  ready: boolean;
  /** Sets the given fields now; the others stay. */
  save: (change: Targets) => void;
  /** Why the last change could not be saved to the account (it is undone), if it could not. */
  saveError: Error | null;
}

const now = () => new Date().toISOString();

/**
 * The person's targets, one set for every screen (docs/product.md, "My targets"): the account's when
 * signed in, this browser's for a visitor. A change shows at once and is sent in the background; if the
 * account refuses it, the screens go back to what the account holds.
 */
export function useTargets(): TargetsState {
  const { user, isPending } = useAuth();
  useMergeDeviceTargets(user?.id);
  const device = deviceTargets.use();
  const queryClient = useQueryClient();
  const options = targetsQueryOptions(user?.id ?? '');
  const account = useQuery({ ...options, enabled: Boolean(user) });
  const mutation = useMutation({
    mutationFn: saveAccountTargets,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const before = queryClient.getQueryData(options.queryKey);
      if (before) queryClient.setQueryData(options.queryKey, mergeTargets(before, request));
      return { before };
    },
    onError: (_error, _request, context) => {
      if (context?.before) queryClient.setQueryData(options.queryKey, context.before);
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(options.queryKey, saved);
      // The profile shows the same age, height, weight and goal.
      void queryClient.invalidateQueries({ queryKey: ['profile', user?.id] });
    },
  });

  if (!user) {
    return {
      targets: device.targets,
      resolved: resolveTargets(device.targets),
      storedWith: 'device',
      ready: !isPending,
      save: (change) => deviceTargets.write(mergeTargets(deviceTargets.read(), { targets: change, changedAt: now() })),
      saveError: null,
    };
  }
  const targets = account.data?.targets ?? {};
  // A visitor's targets still in this browser are on their way into the account.
  const merged = device.changedAt === null || failedMerge === user.id;
  return {
    targets,
    resolved: resolveTargets(targets),
    storedWith: 'account',
    ready: account.data !== undefined && merged,
    save: (change) => mutation.mutate({ targets: change, changedAt: now() }),
    saveError: mutation.error,
  };
}

/**
 * What a form filled from the targets is keyed by, so it starts again once whose targets they are is known:
 * a visitor's are in this browser from the start, an account's once they have come.
 */
export function targetsFormKey({ storedWith, ready }: TargetsState): string {
  return storedWith === 'device' ? 'device' : ready ? 'account' : 'pending';
}

/** The merge under way, so the screens that read targets at once ask for it once. */
let merging: Promise<void> | null = null;
/** The user whose merge could not be sent: their screens go on with the account's targets meanwhile. */
let failedMerge: string | null = null;

/**
 * At sign-in, a visitor's targets join the account's (newer fields win, older ones fill gaps) and leave
 * this browser, which then starts afresh after signing out. The first screen that reads targets once the
 * person is signed in does it, so pages that never plan load none of this.
 */
function useMergeDeviceTargets(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stored: TargetsRecord = deviceTargets.read();
    if (!userId || stored.changedAt === null || merging) return;
    merging = saveAccountTargets({ targets: stored.targets, changedAt: stored.changedAt })
      .then(async (merged) => {
        failedMerge = null;
        queryClient.setQueryData(targetsQueryOptions(userId).queryKey, merged);
        // The profile shows the same age, height, weight and goal: it is read again before the screens go on.
        await queryClient.refetchQueries({ queryKey: ['profile', userId] });
        deviceTargets.clear();
      })
      // Still stored in the browser: the merge is retried by the next screen that reads targets.
      .catch(() => {
        failedMerge = userId;
        // Written again unchanged, so the screens waiting for the merge read that it failed.
        deviceTargets.write(deviceTargets.read());
      })
      .finally(() => {
        merging = null;
      });
  }, [userId, queryClient]);
}
