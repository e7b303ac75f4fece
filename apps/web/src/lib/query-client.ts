import { QueryClient } from '@tanstack/react-query';

/** Errors are already shown by the api client; queries do not retry so a failure shows once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
