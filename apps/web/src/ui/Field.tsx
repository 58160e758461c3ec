import { Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled form field with its message underneath; the control is the child. */
export function Field({ label, error, children, extra, id }: { label: ReactNode; error?: string | null; children: ReactNode; extra?: ReactNode; id?: string }) {
  return (
    <div className="c-form-field" data-field={id}>
      <label className="c-form-label" htmlFor={id}>{label}</label>
      <div className={`c-field ${error ? 'c-field-invalid' : ''}`}>
        {children}
        {extra}
      </div>
      {error && <div className="c-field-error" role="alert">{error}</div>}
    </div>
  );
}

type TextInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'tel' | 'email' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  autoComplete?: string;
};

export function TextInput({ id, value, onChange, placeholder, type = 'text', inputMode, maxLength, autoComplete }: TextInputProps) {
  return (
    <Input id={id} name={id} value={value} onChange={onChange} placeholder={placeholder} type={type} inputMode={inputMode}
      maxLength={maxLength} autoComplete={autoComplete} clearable={type !== 'password'} />
  );
}

/** A password input with a show/hide switch (labelled in the common namespace's words unless told otherwise). */
export function PasswordInput({ id, value, onChange, placeholder, autoComplete = 'current-password', maxLength = 64, inputMode, showLabel, hideLabel }: Omit<TextInputProps, 'type'> & { showLabel?: string; hideLabel?: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Input id={id} name={id} value={value} onChange={onChange} placeholder={placeholder} type={visible ? 'text' : 'password'}
        autoComplete={autoComplete} maxLength={maxLength} inputMode={inputMode} />
      <button type="button" className="c-eye" aria-label={visible ? hideLabel ?? t('password.hide') : showLabel ?? t('password.show')} aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}>
        {visible ? <EyeOpen /> : <EyeClosed />}
      </button>
    </>
  );
}

function EyeOpen() {
  return <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8"><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></svg>;
}

function EyeClosed() {
  return <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8"><path d="M3 3l18 18" /><path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" /></svg>;
}
