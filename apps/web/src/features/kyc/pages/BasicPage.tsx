import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { BasicForm } from '../components/BasicForm';
import { LevelCard } from '../components/LevelCard';
import { KycDemoNotice } from '../components/KycDemoNotice';
import { StateNotice } from '../components/StateNotice';
import { VERIFICATION_PATH } from '../paths';
import { useDemoMode, useKycState } from '../queries';

/** Basic verification: the form, or the state when it is under review or approved; demo mode cannot submit. */
export default function BasicPage() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const state = useKycState();
  const { demo } = useDemoMode();
  const shell = (body: ReactNode) => <PageShell title={t('basic.title')}>{body}</PageShell>;
  if (state.isPending) return shell(<Loading />);
  if (!state.data) return shell(<ErrorState onRetry={() => void state.refetch()} />);
  const basic = state.data.basic;
  if (basic.status === 'pending' || basic.status === 'approved') return shell(<StateNotice level="basic" state={basic} />);
  if (demo) return shell(<KycDemoNotice />);
  const done = (): void => {
    toast.success(t('submitted'));
    void navigate(VERIFICATION_PATH, { replace: true });
  };
  return shell(
    <>
      {basic.status === 'rejected' && <LevelCard level="basic" state={basic} testId="kyc-basic-state" />}
      <BasicForm onDone={done} />
      <p className="c-hint">{t('privacy')}</p>
    </>,
  );
}
