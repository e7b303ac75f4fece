import type { TMember } from '@qabul/contract/auth';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { areaHrefFor, getMember } from './member';
import { isSignedIn } from './session';

/**
 * The login screens: a logged-in member is sent to its area; a stale session is forgotten silently. Plain state, not
 * TanStack Query: the query client is loaded with the signed-in areas (lib/auth.tsx), not with the login page.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  // undefined: still asking the server; null: nobody is signed in.
  const [member, setMember] = useState<TMember | null | undefined>(() => (isSignedIn() ? undefined : null));
  useEffect(() => {
    if (member !== undefined) return;
    let current = true;
    getMember().then(
      (found) => current && setMember(found),
      () => current && setMember(null),
    );
    return () => {
      current = false;
    };
  }, [member]);
  if (member === undefined) return <FullPageSpinner />;
  if (member) return <Navigate to={areaHrefFor(member.role)} replace />;
  return children;
}
