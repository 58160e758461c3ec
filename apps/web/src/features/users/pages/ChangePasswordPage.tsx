import { Button } from 'antd-mobile';
import type { AuthRuleError } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PasswordInput } from '../../../ui/Field';
import { PageShell, useBack } from '../../../ui/PageShell';
import { toast } from '../../../ui/toast';
import { checkPasswordChangeForm, passwordFieldOf, type PasswordChange, type PasswordField } from '../model/forms';
import { useChangePassword } from '../queries';

const FIELDS: ReadonlyArray<[PasswordField, string]> = [
  ['old_password', 'current-password'], ['new_password', 'new-password'], ['re_password', 'new-password'],
];

export default function ChangePasswordPage() {
  const { t } = useTranslation('users');
  const back = useBack();
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChange>({ old_password: '', new_password: '', re_password: '' });
  const [error, setError] = useState<AuthRuleError | null>(null);
  const submit = (): void => {
    const found = checkPasswordChangeForm(values);
    setError(found);
    if (found) return;
    change.mutate(values, { onSuccess: () => { toast.success(t('password.done')); back(); } });
  };
  return (
    <PageShell title={t('password.title')}>
      <form className="c-section" onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        {FIELDS.map(([name, autoComplete]) => (
          <Field key={name} id={name} label={t(`password.${name}`)} error={error && passwordFieldOf(error) === name ? t(`common:rules.${error}`) : null}>
            <PasswordInput id={name} value={values[name]} autoComplete={autoComplete} placeholder={t(`password.${name}_placeholder`)}
              onChange={(v) => { setValues((s) => ({ ...s, [name]: v })); setError(null); }} />
          </Field>
        ))}
        <Button block type="submit" color="primary" className="c-submit" loading={change.isPending} data-testid="password-submit">{t('common:action.confirm')}</Button>
      </form>
      <p className="c-hint">{t('password.note')}</p>
    </PageShell>
  );
}
