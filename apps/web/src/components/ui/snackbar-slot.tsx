import { Component, type ReactNode, Suspense, use, useState } from 'react';
import {
  dismissSnackbar,
  SNACKBAR_TIMEOUT_MS,
  type SnackbarItem,
  snackbarHost,
  useCurrentSnackbar,
} from '@/lib/snackbar';

/**
 * Where the snackbars show. MUI's Snackbar is a lazy chunk (`snackbarHost`, lib/snackbar.ts), fetched with the app's
 * first write or the first message, so no page waits for it to draw.
 */
export function SnackbarSlot() {
  const current = useCurrentSnackbar();
  // The message shown when the host failed to download (the connection dropped before the first call): nothing is
  // shown then, rather than a broken page, and the next message tries again.
  const [failedId, setFailedId] = useState<number | null>(null);
  if (!current || failedId === current.id) return null;
  return (
    <ShowNothingOnError key={failedId ?? 'loaded'} onError={() => setFailedId(current.id)}>
      <Suspense fallback={null}>
        <LoadedHost current={current} />
      </Suspense>
    </ShowNothingOnError>
  );
}

function LoadedHost({ current }: { current: SnackbarItem }) {
  const { SnackbarHost } = use(snackbarHost.get());
  return <SnackbarHost current={current} autoHideMs={SNACKBAR_TIMEOUT_MS} onDismiss={dismissSnackbar} />;
}

class ShowNothingOnError extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
