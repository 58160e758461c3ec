import type { KycLevelState } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VERIFICATION_PATH } from '../paths';
import { LevelCard } from './LevelCard';

/** A level already under review or approved: its card instead of the form, and the way back to the overview. */
export function StateNotice({ level, state }: { level: 'basic' | 'advanced'; state: KycLevelState }) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  return (
    <LevelCard level={level} state={state} testId={`kyc-${level}-state`}
      action={{ label: t('action.overview'), onClick: () => void navigate(VERIFICATION_PATH, { replace: true }) }} />
  );
}
