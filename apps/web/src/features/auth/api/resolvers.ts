import { zodResolver } from '@hookform/resolvers/zod';
import { ZPhoneForm } from './schemas';

// Apart from the schemas: the login form validates with the schema alone and does not load react-hook-form.
export const phoneResolver = zodResolver(ZPhoneForm);
