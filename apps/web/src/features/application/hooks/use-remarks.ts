import { useFormState } from 'react-hook-form';
import { useApplicationFormContext } from '../components/application-form-context';
import { SECTION_FIELDS, SECTION_KEYS } from '../components/sections';

const FORM_ORDER = SECTION_KEYS.flatMap((key) => SECTION_FIELDS[key]);
const fieldOrder = (field: string) => {
  const index = FORM_ORDER.indexOf(field);
  return index < 0 ? FORM_ORDER.length : index;
};

/**
 * The reviewer's remarks on a rejected application, split into those still open and those addressed: a remark is
 * addressed once its field differs from the rejected answer, as the server says (`remarksAddressed`, which holds
 * across visits) or as typed here and not yet saved.
 */
export function useRemarks(): { open: string[]; addressed: string[] } {
  const { reviews, remarksAddressed } = useApplicationFormContext();
  // In the order of the form (the server keeps remarks in no particular order).
  const fields = Object.keys(reviews).sort((a, b) => fieldOrder(a) - fieldOrder(b));
  const { dirtyFields } = useFormState({ name: fields as never });
  const dirty = dirtyFields as Record<string, unknown>;
  const isAddressed = (field: string) => remarksAddressed.includes(field) || Boolean(dirty[field]);
  return { open: fields.filter((field) => !isAddressed(field)), addressed: fields.filter(isAddressed) };
}
