import { useState } from 'react';
import type {
  MembershipErrors,
  MembershipField,
  MembershipFormValues,
} from '../lib/membership-form';

/** The membership form's values and errors; a change clears the error of its field. */
export function useMembershipForm(initial: () => MembershipFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MembershipErrors>({});
  const onChange = (change: Partial<MembershipFormValues>, field?: MembershipField) => {
    setValues((current) => ({ ...current, ...change }));
    if (field)
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
  };
  return { values, errors, setErrors, onChange, reset: () => setValues(initial()) };
}
