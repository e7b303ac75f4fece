import type { TApplication } from '@qabul/contract/application/response';
import { createContext, useContext } from 'react';

export type TApplicationFormContext = {
  /** spec §4: editable only in DRAFT or REJECTED. */
  readOnly: boolean;
  /** Per-field remarks of a rejection (spec §2 admin "per-field remarks"), shown beside their fields. */
  reviews: Record<string, string>;
  /** The loaded application: names of chosen items that a lookup no longer lists (deactivated since). */
  application: TApplication;
};

export const ApplicationFormContext = createContext<TApplicationFormContext | null>(null);

export function useApplicationFormContext(): TApplicationFormContext {
  const context = useContext(ApplicationFormContext);
  if (!context) throw new Error('useApplicationFormContext outside ApplicationFormContext');
  return context;
}
