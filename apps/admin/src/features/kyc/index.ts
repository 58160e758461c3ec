import KycIcon from '@mui/icons-material/Badge';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';
import { kycData } from './api';

const screens = () => import('./kyc');

export const kyc: Section = {
  label: 'KYC', about: 'KYC: the compliance review of identity submissions; basic by one admin, advanced by two.',
  icon: KycIcon, list: lazyView(screens, 'KycList'), show: lazyView(screens, 'KycShow'), data: kycData,
};
