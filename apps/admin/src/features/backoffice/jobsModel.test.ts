import { describe, expect, it } from 'vitest';
import { approvalColour, approvalStatusOf, durationText, jobRunStatusOf, runColour, runRecord, scheduleText, subjectPath } from './jobsModel';

describe('the jobs and approvals screens', () => {
  it('colour the statuses', () => {
    expect(['running', 'done', 'failed', 'dead'].map((s) => runColour(s as 'done'))).toEqual(['info', 'success', 'warning', 'error']);
    expect(['pending', 'approved', 'rejected'].map((s) => approvalColour(s as 'pending'))).toEqual(['warning', 'success', 'error']);
  });

  it('send only a status the server knows', () => {
    expect(jobRunStatusOf('dead')).toBe('dead');
    expect(jobRunStatusOf('pending')).toBeUndefined();
    expect(jobRunStatusOf(undefined)).toBeUndefined();
    expect(approvalStatusOf('pending')).toBe('pending');
    expect(approvalStatusOf('done')).toBeUndefined();
  });

  it('give a run an id of its job and period', () => {
    const run = { job: 'market.tick-retention', period: 1_700_000_000_000, status: 'done' as const, attempt: 1, started_at: 1, finished_at: 2,
      next_attempt_at: null, error: null, result: '0 ticks dropped', node: 'n1' };
    expect(runRecord(run).id).toBe('market.tick-retention@1700000000000');
  });

  it('write schedules and durations in words', () => {
    expect(scheduleText('every 3600000 ms')).toBe('every 1 h');
    expect(scheduleText('every 90000 ms')).toBe('every 90 s');
    expect(scheduleText('every 60000 ms')).toBe('every 1 min');
    expect(scheduleText('every 1500 ms')).toBe('every 1500 ms');
    expect(scheduleText('daily at 00:05 UTC')).toBe('daily at 00:05 UTC');
    expect(durationText({ started_at: 1_000, finished_at: 1_250 })).toBe('250 ms');
    expect(durationText({ started_at: 1_000, finished_at: 4_500 })).toBe('3.5 s');
    expect(durationText({ started_at: 1_000, finished_at: null })).toBe('');
  });

  it('link a deposit or withdrawal to its review page for a role that opens it', () => {
    expect(subjectPath({ subject_type: 'deposit', subject_id: 7 }, ['deposits'])).toBe('/deposits/7/show');
    expect(subjectPath({ subject_type: 'withdrawal', subject_id: 8 }, ['deposits', 'withdrawals'])).toBe('/withdrawals/8/show');
    expect(subjectPath({ subject_type: 'withdrawal', subject_id: 8 }, ['deposits'])).toBeNull();
    expect(subjectPath({ subject_type: 'test', subject_id: 1 }, ['deposits', 'withdrawals'])).toBeNull();
  });
});
