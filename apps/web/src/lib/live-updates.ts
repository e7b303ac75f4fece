import { LIVE_APPLICATION, LIVE_APPLICATIONS, LIVE_READY, LIVE_RESYNC } from '@qabul/contract/live';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from './api-request';

/** No `ready` this long after connecting: a proxy holds the stream back (buffers it), so poll instead. */
const READY_WITHIN_MS = 15_000;
/** Errors in a row, with no `ready` between, before polling instead. */
const ERRORS_BEFORE_POLLING = 3;
/** How often the pages' data is fetched again when the stream cannot be used. */
const POLL_MS = 30_000;

/**
 * Live status (issue 46, item 4, docs/decisions/0235): while the area is open, the server's event stream at `path`
 * says when something the area shows changed, and `keys` (a constant: what the area's pages show that a change may
 * alter) are invalidated, so the pages on screen fetch again without a reload. EventSource reconnects by itself; a
 * `ready` after a reconnection also refreshes (what happened meanwhile is unknown). When the stream cannot be had
 * (refused, failing repeatedly, or held back by a buffering proxy) the keys are invalidated every 30 s instead.
 */
export function useLiveUpdates(path: string, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const source = new EventSource(apiUrl(path));
    let connectedBefore = false;
    let errors = 0;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const fallBack = () => {
      source.close();
      clearTimeout(watchdog);
      refresh();
      poll ??= setInterval(refresh, POLL_MS);
    };
    const awaitReady = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(fallBack, READY_WITHIN_MS);
    };
    source.addEventListener(LIVE_READY, () => {
      clearTimeout(watchdog);
      errors = 0;
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    for (const name of [LIVE_APPLICATION, LIVE_APPLICATIONS, LIVE_RESYNC]) source.addEventListener(name, refresh);
    source.addEventListener('error', () => {
      // CLOSED: refused (401, 429 …), EventSource does not try again; else it is reconnecting.
      if (source.readyState === EventSource.CLOSED || ++errors >= ERRORS_BEFORE_POLLING) fallBack();
      else awaitReady();
    });
    awaitReady();
    return () => {
      source.close();
      clearTimeout(watchdog);
      clearInterval(poll);
    };
  }, [path, keys, queryClient]);
}
