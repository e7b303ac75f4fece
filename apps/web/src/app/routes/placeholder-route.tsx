import { useMatches } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import type { PageHandle } from './page-routes';

/** The element of a page not built yet: the placeholder with the title of the matched route's handle. */
export function PlaceholderRoute() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  return <PlaceholderPage titleKey={handle?.titleKey ?? 'app.name'} />;
}
