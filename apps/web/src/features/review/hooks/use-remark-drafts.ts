import { useCallback, useRef, useState } from 'react';

/**
 * The remarks a reviewer is writing. The texts live outside React state so typing in one box does not draw the
 * form again; only how many are written is state (it enables Reject and warns an acceptance).
 */
export function useRemarkDrafts() {
  const texts = useRef<Record<string, string>>({});
  const [count, setCount] = useState(0);
  const change = useCallback((field: string, text: string) => {
    texts.current[field] = text;
    setCount(Object.values(texts.current).filter((value) => value.trim() !== '').length);
  }, []);
  /** The remarks as sent: trimmed, the empty ones left out. */
  const written = useCallback(
    () =>
      Object.fromEntries(
        Object.entries(texts.current)
          .map(([field, text]) => [field, text.trim()])
          .filter(([, text]) => text !== ''),
      ),
    [],
  );
  const clear = useCallback(() => {
    texts.current = {};
    setCount(0);
  }, []);
  const initialOf = useCallback((field: string) => texts.current[field] ?? '', []);
  return { count, change, written, clear, initialOf };
}
