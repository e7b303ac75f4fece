import { useParams } from 'react-router';

/** The {id} of an /admin/…/{id} route as a number; undefined when it is not a positive whole number. */
export function useApplicationIdParam(): number | undefined {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
