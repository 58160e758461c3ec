import { describe, expect, it } from 'vitest';
import { thresholdProblem } from './thresholdsApi';

describe('KYC threshold form', () => {
  it('takes a plain amount of up to 8 places, 0 included', () => {
    for (const ok of ['0', '2000', '0.05', '1.12345678']) expect(thresholdProblem(ok)).toBeNull();
    for (const bad of ['', '-1', '1e3', '01', '1.123456789', '1,000', 7]) expect(thresholdProblem(bad)).not.toBeNull();
  });
});
