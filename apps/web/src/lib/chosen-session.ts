import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter that names the admission session a staff page shows. */
export const SESSION_PARAM = 'session';
const STORAGE_KEY = 'qabul.admission-session';

function storedSession(): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The admission session the staff pages (dashboard, statistics, exports) show: `?session=` of the URL, else the one
 * picked earlier in this tab, else undefined, which the server reads as the active session. Kept per tab, so a new
 * window starts on the active session and a reviewer never lands on last year's campaign without picking it.
 */
export function useChosenSession(): [number | undefined, (id: number | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = Number(searchParams.get(SESSION_PARAM));
  const chosen = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : storedSession();
  const choose = useCallback(
    (id: number | undefined) => {
      try {
        if (id === undefined) sessionStorage.removeItem(STORAGE_KEY);
        else sessionStorage.setItem(STORAGE_KEY, String(id));
      } catch {
        // Storage refused (private mode): the URL still carries the choice.
      }
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === undefined) next.delete(SESSION_PARAM);
          else next.set(SESSION_PARAM, String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [chosen, choose];
}
