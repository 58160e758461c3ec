import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCodeTarget, fieldOfError, toCodeRequest, type FieldName, type FormError, type Identity } from '../model/forms';
import { useSendCode } from '../queries';

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

/** The code field's send: checks where the code would go (an error shows under its field), then asks for it; answers the resend delay, or null. */
export function useSendCodeTo(values: Identity, setError: (error: FormError | null) => void, purpose: 'register' | 'forget') {
  const sendCode = useSendCode();
  return async (): Promise<number | null> => {
    const error = checkCodeTarget(values);
    setError(error);
    if (error) return null;
    return (await sendCode.mutateAsync(toCodeRequest(values, purpose))).resend_after;
  };
}
