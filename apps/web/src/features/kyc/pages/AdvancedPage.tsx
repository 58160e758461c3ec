import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { AdvancedForm } from '../components/AdvancedForm';
import { KycDemoNotice } from '../components/KycDemoNotice';
import { LevelCard } from '../components/LevelCard';
import { StateNotice } from '../components/StateNotice';
import { BASIC_PATH, VERIFICATION_PATH } from '../paths';
import { useDemoMode, useKycState } from '../queries';

/** Advanced verification: needs approved basic; the documents form, or the state when under review or approved. */
export default function AdvancedPage() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const state = useKycState();
  const { demo } = useDemoMode();
  const shell = (body: ReactNode) => <PageShell title={t('advanced.title')}>{body}</PageShell>;
  if (state.isPending) return shell(<Loading />);
  if (!state.data) return shell(<ErrorState onRetry={() => void state.refetch()} />);
  const { basic, advanced, id_type } = state.data;
  if (advanced.status === 'pending' || advanced.status === 'approved') return shell(<StateNotice level="advanced" state={advanced} />);
  if (basic.status !== 'approved') {
    return shell(
      <LevelCard level="advanced" state={advanced} locked testId="kyc-advanced-locked"
        action={{ label: t('action.basic_first'), onClick: () => void navigate(BASIC_PATH, { replace: true }) }} />,
    );
  }
  if (demo) return shell(<KycDemoNotice />);
  const done = (): void => {
    toast.success(t('submitted'));
    void navigate(VERIFICATION_PATH, { replace: true });
  };
  return shell(
    <>
      {advanced.status === 'rejected' && <LevelCard level="advanced" state={advanced} testId="kyc-advanced-state" />}
      <AdvancedForm passport={id_type === 'passport'} onDone={done} />
      <p className="c-hint">{t('privacy')}</p>
    </>,
  );
}
