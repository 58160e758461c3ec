import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import type { AuthMode } from '../model/forms';
import { AreaCodePicker } from './AreaCodePicker';
import { authStyles } from './AuthFrame';

type Props = {
  mode: AuthMode;
  account: string;
  areaCode: string;
  onAccount: (v: string) => void;
  onAreaCode: (v: string) => void;
  error?: string | null;
};

/** The account field of a mode: phone with its country code, email, or username. */
export function IdentityField({ mode, account, areaCode, onAccount, onAreaCode, error }: Props) {
  const { t } = useTranslation('auth');
  if (mode === 'phone') {
    return (
      <Field id="account" label={t('field.phone')} error={error}>
        <AreaCodePicker value={areaCode} onChange={onAreaCode} />
        <TextInput id="account" value={account} onChange={(v) => onAccount(v.replace(/[^\d]/g, ''))} type="tel"
          inputMode="numeric" maxLength={15} placeholder={t('placeholder.phone')} autoComplete="tel-national" />
      </Field>
    );
  }
  return (
    <Field id="account" label={t(mode === 'email' ? 'field.email' : 'field.username')} error={error}>
      <TextInput id="account" value={account} onChange={onAccount} type={mode === 'email' ? 'email' : 'text'}
        inputMode={mode === 'email' ? 'email' : 'text'} maxLength={mode === 'email' ? 254 : 40}
        placeholder={t(mode === 'email' ? 'placeholder.email' : 'placeholder.username')} autoComplete={mode === 'email' ? 'email' : 'username'} />
    </Field>
  );
}

/** The kinds of identity as tabs (email, phone, username). */
export function ModeTabs({ modes, mode, onChange }: { modes: readonly AuthMode[]; mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs className={authStyles.tabs} activeKey={mode} onChange={(k) => onChange(k as AuthMode)}>
      {modes.map((m) => <Tabs.Tab key={m} title={t(`mode.${m}`)} />)}
    </Tabs>
  );
}
