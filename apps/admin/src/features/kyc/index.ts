import KycIcon from '@mui/icons-material/Badge';
import ThresholdIcon from '@mui/icons-material/Rule';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const screens = () => import('./kyc');

export const kyc: Section = {
  label: 'KYC', about: 'KYC: the compliance review of identity submissions; basic by one admin, advanced by two.',
  icon: KycIcon, list: lazyView(screens, 'KycList'), show: lazyView(screens, 'KycShow'), data: () => import('./api').then((m) => m.kycData),
};

const thresholdScreens = () => import('./thresholds');

export const kycThresholds: Section = {
  label: 'KYC thresholds', about: 'KYC thresholds: per coin, what a user may withdraw in a day without advanced KYC.',
  icon: ThresholdIcon, list: lazyView(thresholdScreens, 'KycThresholdList'), edit: lazyView(thresholdScreens, 'KycThresholdEdit'), data: () => import('./thresholdsApi').then((m) => m.kycThresholdsData),
};
