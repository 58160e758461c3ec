import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOfError, type FieldName, type FormError } from '../model/forms';

/** Form values plus the one error the rules found, shown under its field. */
export function useAuthForm<V extends object>(initial: V) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<FormError | null>(null);
  const set = <K extends keyof V>(key: K) => (value: V[K]): void => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };
  const errorOf = (field: FieldName): string | null => (error && fieldOfError(error) === field ? t(`rules.${error}`) : null);
  return { values, setValues, set, error, setError, errorOf };
}
